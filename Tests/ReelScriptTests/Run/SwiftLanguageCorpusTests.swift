import Foundation
import Reel
import ReelCairo
@testable import ReelScript
import Testing

/// The Swift the corpus (Corpora/Swift/) showed scene files must speak: mutating methods of the
/// file's structs, assignments to `self` in them, `for … where`, stored `animatableData`,
/// `rounded(_:)` with a rule, bare free functions in extensions whose type has a method of the
/// same name, and extension members known to the name check.
extension SwiftLanguageTests {
    @Test func mutatingMethodsOfTheFilesStructsChangeTheirVariable() throws {
        let counter = "struct Counter { var n = 0\n mutating func bump(by k: Int = 1) { n += k } }\n"
        #expect(try text(counter + "let x = { () -> Int in var c = Counter(); c.bump(); c.bump(by: 5); return c.n }()") == "6")
        // An element of an array and a property of a struct change in place.
        #expect(try text(counter + "let x = { () -> [Int] in var a = [Counter(), Counter()]; a[1].bump(by: 3); return a.map { $0.n } }()")
                == "[0, 3]")
        #expect(try text(counter + "struct Box { var c = Counter() }\nlet x = { () -> Int in var b = Box(); b.c.bump(); return b.c.n }()") == "1")
        // A method that is not mutating still cannot assign.
        #expect(errors("struct Counter { var n = 0\n func bump() { n += 1 } }", body: "{ () -> EmptyView in var c = Counter(); c.bump(); return EmptyView() }()")
                == ["7:16: cannot assign to 'n': 'self' is immutable here (only @State properties change, inside timeline events)"])
    }

    @Test func mutatingMethodsAssignSelf() throws {
        let vector = """
        struct V: Equatable { var x = 0.0
            static func + (a: V, b: V) -> V { V(x: a.x + b.x) }
            mutating func add(_ d: V) { self = self + d }
            mutating func addTwice(_ d: V) { self += d; self += d }
            static func += (a: inout V, b: V) { a = a + b }
        }

        """
        #expect(try text(vector + "let x = { () -> Double in var v = V(x: 1); v.add(V(x: 2)); return v.x }()") == "3.0")
        #expect(try text(vector + "let x = { () -> Double in var v = V(x: 1); v.addTwice(V(x: 2)); return v.x }()") == "5.0")
        #expect(errors("struct V { var x = 0.0\n func reset() { self = V() } }", body: "{ () -> EmptyView in V().reset(); return EmptyView() }()")
                == ["7:17: cannot assign to 'self': it is immutable outside 'mutating' methods and initialisers"])
    }

    @Test func propertiesInitialisedWithADoubleAreDoubles() throws {
        // `var x = 0.0` is a Double, so the memberwise `Q(x: 1)` holds 1.0, as Swift prints it.
        #expect(try text("struct Q { var x = 0.0 }\nlet x = \"\\(Q(x: 1).x)\"") == "1.0")
        #expect(try text("struct Q { var x = -2.5 }\nlet x = \"\\(Q(x: 3).x)\"") == "3.0")
        #expect(try text("struct Q { var x = CGFloat(4) }\nlet x = \"\\(Q(x: 3).x)\"") == "3.0")
        #expect(try text("struct Q { var n = 0 }\nlet x = \"\\(Q(n: 3).n)\"") == "3")
    }

    @Test func forInWhereRunsTheBodyForMatchingElements() throws {
        #expect(try text("let x = { () -> [Int] in var out: [Int] = []; for i in 0..<10 where i % 3 == 0 { out.append(i) }; return out }()")
                == "[0, 3, 6, 9]")
        #expect(try text("let x = { () -> Int in for (i, v) in [5, 7, 9].enumerated() where v > 6 { return i }; return -1 }()") == "1")
    }

    @Test func sortedByAClosure() throws {
        #expect(try text("let x = [3, 1, 2].sorted { $0 > $1 }") == "[3, 2, 1]")
        #expect(try text("let x = [\"bb\", \"a\", \"ccc\"].sorted(by: { $0.count < $1.count })") == "[\"a\", \"bb\", \"ccc\"]")
        // Equal elements keep their order, as Swift's sort keeps them.
        #expect(try text("struct P { var k: Int; var n: String }\nlet x = [P(k: 1, n: \"a\"), P(k: 0, n: \"b\"), P(k: 1, n: \"c\")].sorted { $0.k < $1.k }.map { $0.n }")
                == "[\"b\", \"a\", \"c\"]")
    }

    @Test func keyPathComponentsAreCheckedAsProperties() throws {
        let scene = { (keyPath: String) in
            """
            import Reel
            struct Probe: AnimatedScene {
                var format = SceneFormat(width: 10, height: 10)
                var body: some View {
                    ForEach(Array(["a", "b"].enumerated()), id: \\\(keyPath)) { index, name in Text(name) }
                }
            }
            """
        }
        let access = ResourceAccess(root: URL(fileURLWithPath: "/tmp"))
        #expect(SceneFile.check(text: scene(".element"), fileName: "probe.swift", access: access).errors.map(\.message) == [])
        #expect(SceneFile.check(text: scene(".elemnt"), fileName: "probe.swift", access: access).errors.map(\.message)
                == ["unknown property 'elemnt'; did you mean 'element'?"])
    }

    @Test func roundedTakesARoundingRule() throws {
        #expect(try text("let x = [2.7.rounded(.down), (-2.7).rounded(.down), 2.2.rounded(.up), 2.5.rounded(.toNearestOrEven), (-2.7).rounded(.towardZero)]")
                == "[2.0, -3.0, 3.0, 2.0, -2.0]")
    }

    @Test func bareFreeFunctionsInExtensionsOfTypesWithAMethodOfTheSameName() throws {
        // `max(self, 0)` in `extension Double` is the free function; `max()` in `extension Array` the method.
        #expect(try text("extension Double { var clamped: Double { min(max(self, 0), 1) } }\nlet x = [1.7.clamped, (-2.0).clamped, 0.25.clamped]")
                == "[1.0, 0.0, 0.25]")
        #expect(try text("extension Array { var largest: Int { max() ?? 0 } }\nlet x = [3, 9, 4].largest") == "9")
    }

    @Test func extensionStaticMembersAreKnownToTheNameCheck() throws {
        let text = """
        import Reel
        struct Probe: AnimatedScene {
            var format = SceneFormat(width: 10, height: 10)
            @State var on = false
            var body: some View { Color.red.opacity(on ? 1 : 0).transition(.pop) }
            var timeline: some Timeline { At(0.1) { withAnimation(.gentle) { on = true } } }
        }
        extension Animation { static var gentle: Animation { .easeInOut(duration: 0.4) } }
        extension AnyTransition { static var pop: AnyTransition { .scale.combined(with: .opacity) } }
        """
        let check = SceneFile.check(text: text, fileName: "probe.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        #expect(check.errors.map(\.message) == [])
        // A misspelt one is still found.
        let misspelt = SceneFile.check(text: text.replacingOccurrences(of: "(.gentle)", with: "(.gentel)"), fileName: "probe.swift",
                                       access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        #expect(misspelt.errors.map(\.message) == ["unknown member '.gentel'; did you mean '.gentle'?"])
    }

    @Test func storedAnimatableDataAnimates() throws {
        // A modifier whose `animatableData` is a stored property animates as a compiled one does:
        // halfway through a linear animation from 0 to 10, the modifier sees 5.
        let scene = """
        import Reel
        struct Probe: AnimatedScene {
            var format = SceneFormat(width: 100, height: 20, fps: 10, duration: 1, background: .black)
            @State var value = 0.0
            var body: some View {
                Color.clear.modifier(Bar(animatableData: value))
            }
            var timeline: some Timeline { At(0) { withAnimation(.linear(duration: 1)) { value = 10 } } }
        }
        struct Bar: ViewModifier, Animatable {
            var animatableData: Double
            func body(content: Content) -> some View {
                content.overlay(alignment: .leading) { Color.white.frame(width: animatableData * 10) }
            }
        }
        """
        let file = try SceneFile(text: scene, fileName: "Probe.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        #expect(file.validate().map(\.description) == [])
        let image = try FrameRenderer(resourceRoot: URL(fileURLWithPath: "/tmp")).render(try file.makeScene(), frame: 5)
        // White up to x = 50, black after it.
        #expect(image.rgba(x: 48, y: 10).r == 255)
        #expect(image.rgba(x: 52, y: 10).r == 0)
    }
}
