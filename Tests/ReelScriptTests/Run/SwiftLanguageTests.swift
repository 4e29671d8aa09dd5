import Foundation
import Reel
import ReelCairo
@testable import ReelScript
import Testing

/// The Swift that SwiftUI code is written in, as scene files run it: extensions, mutating methods,
/// trailing-closure binding, tuple-destructuring closures, enums, and the constructs refused with a
/// message saying what to write instead.
@Suite struct SwiftLanguageTests {
    /// The value of the file-scope constant `x` after evaluating `declarations`.
    func value(_ declarations: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Value {
        let text = """
        import Reel
        struct Probe: AnimatedScene {
            var format = SceneFormat(width: 10, height: 10)
            var body: some View { EmptyView() }
        }
        \(declarations)
        """
        let program = LoweredText(text: text, fileName: "probe.swift")
        #expect(program.errors.map(\.description) == [], sourceLocation: sourceLocation)
        let interpreter = Interpreter(program: program.code, resources: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        try interpreter.declareFileConstants()
        return try #require(interpreter.fileConstant("x"), sourceLocation: sourceLocation)
    }

    func text(_ declarations: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try value(declarations, sourceLocation: sourceLocation).interpolated
    }

    /// The errors of a scene file whose scene's body is `body`, loading and validating it (with
    /// `drawing`, also drawing its first frame, as `reel validate` does), as `line:column: message`.
    func errors(_ declarations: String, body: String = "EmptyView()", drawing: Bool = false) -> [String] {
        let text = """
        import Reel
        struct Probe: AnimatedScene {
            var format = SceneFormat(width: 10, height: 10)
            var body: some View { \(body) }
        }
        \(declarations)
        """
        do {
            let file = try SceneFile(text: text, fileName: "probe.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
            let renderer = FrameRenderer()
            let errors = drawing ? file.validate(drawing: renderer.diagnostics) { scene, _ in _ = try? renderer.displayList(for: scene, frame: 0) }
                                 : file.validate()
            return errors.map { "\($0.line):\($0.column): \($0.message)" }
        } catch let failure as SceneFileError {
            return failure.errors.map { "\($0.line):\($0.column): \($0.message)" }
        } catch {
            return ["\(error)"]
        }
    }

    // MARK: Extensions

    @Test func extensionsOfLibraryTypesAddMembers() throws {
        #expect(try text("extension Int { var squared: Int { self * self } }\nlet x = 7.squared") == "49")
        #expect(try text("extension Int { func times(_ n: Int) -> Int { self * n } }\nlet x = 6.times(7)") == "42")
        #expect(try text("extension Double { var half: Double { self / 2 } }\nlet x = 3.0.half") == "1.5")
        #expect(try text("extension String { var shout: String { uppercased() + \"!\" } }\nlet x = \"hey\".shout") == "HEY!")
        #expect(try text("extension Array { var second: Int { self[1] } }\nlet x = [4, 5, 6].second") == "5")
        // Static members, read by the type's name and through Self inside.
        #expect(try text("extension Double { static let golden = 1.618\n static var twice: Double { Self.golden * 2 } }\nlet x = Double.twice")
                == "3.236")
        #expect(try text("extension Int { static func clamp(_ v: Int) -> Int { min(max(v, 0), 10) } }\nlet x = Int.clamp(42)") == "10")
        // `Self` as a member's type names the extended type.
        #expect(try text("extension CGPoint { static var unit: Self { .init(x: 1, y: 3) } }\nlet x = CGPoint.unit.y") == "3.0")
        #expect(try text("struct Box { var side: Int\n static var unit: Self { .init(side: 2) } }\nlet x = Box.unit.side") == "2")
    }

    @Test func extensionsOfTheFilesStructsJoinTheStruct() throws {
        let file = """
        struct Box { var side: Int }
        extension Box {
            static let unit = Box(side: 1)
            var area: Int { side * side }
            func grown(by n: Int) -> Box { Box(side: side + n) }
        }
        """
        #expect(try text(file + "\nlet x = Box.unit.grown(by: 3).area") == "16")
        #expect(try text(file + "\nlet x = Box(side: 5).area") == "25")
    }

    @Test func viewExtensionsReachTheFilesViews() throws {
        let file = """
        struct Dot: View { var body: some View { Circle() } }
        extension View {
            var tagged: String { "view" }
            func named() -> String { "named" }
        }
        """
        #expect(try text(file + "\nlet x = Dot().tagged + Text(\"a\").tagged + Dot().named()") == "viewviewnamed")
    }

    @Test func anExtensionMemberOnTheWrongTypeIsAnError() {
        #expect(errors("extension Int { var squared: Int { self * self } }\nlet x = \"a\".squared", body: "Text(\"\\(x)\")")
                == ["7:13: String has no member 'squared'"])
    }

    @Test func extensionsRefuseStoredPropertiesAndConformances() {
        #expect(errors("struct Box {}\nextension Box { var side = 1 }")
                == ["7:21: extensions cannot contain stored properties; make 'side' a computed property or declare it in the struct"])
        #expect(errors("struct Box {}\nextension Box: Layout {}")
                == ["7:16: an extension cannot add the conformance 'Layout' in a scene file; declare it on the struct"])
        // Mutating methods on library types are accepted (issue 27: LanguageGapTests).
        #expect(errors("extension Int { mutating func bump() {} }") == [])
    }

    // MARK: Mutating methods and trailing closures

    @Test func mutatingMethodsChangeTheirVariable() throws {
        #expect(try text("let x = { () -> Bool in var on = false; on.toggle(); return on }()") == "true")
        #expect(try text("let x = { () -> [Int] in var a = [1, 2, 3]; a.removeLast(); a.insert(9, at: 0); return a }()") == "[9, 1, 2]")
        #expect(try text("let x = { () -> [Int] in var a = [1, 2, 3]; let f = a.removeFirst(); a.append(f); a.remove(at: 1); return a }()")
                == "[2, 1]")
        #expect(try text("let x = { () -> Int in var a = [1, 2]; a.removeAll(); return a.count }()") == "0")
    }

    @Test func forEachAndDestructuringClosures() throws {
        #expect(try text("let x = { () -> Int in var total = 0; [1, 2, 3].forEach { total += $0 }; return total }()") == "6")
        #expect(try text("let x = [5, 6].enumerated().map { i, v in i * 10 + v }") == "[5, 16]")
        #expect(try text("let x = [\"a\", \"b\"].enumerated().map { (index, name) in \"\\(index)\\(name)\" }.joined()") == "0a1b")
    }

    @Test func randomElementDrawsFromTheSeededGenerator() throws {
        let first = try SceneRandom.withSeed(3, call: .body) { try text("let x = (0..<20).map { _ in [1, 2, 3, 4, 5].randomElement()! }") }
        #expect(try SceneRandom.withSeed(3, call: .body) { try text("let x = (0..<20).map { _ in [1, 2, 3, 4, 5].randomElement()! }") } == first)
        let drawn = try SceneRandom.withSeed(3, call: .body) { try value("let x = (0..<200).map { _ in [1, 2, 3].randomElement()! }") }
        guard case .array(let items) = drawn else { Issue.record("not an array"); return }
        let counts = [1, 2, 3].map { n in items.filter { if case .int(n) = $0 { return true } else { return false } }.count }
        #expect(counts.reduce(0, +) == 200)
        #expect(counts.allSatisfy { $0 > 40 }, "each element is drawn about a third of the time: \(counts)")
        #expect(try text("let x = [Int]().randomElement()") == "nil")
        #expect(try text("let x = [Double]().count") == "0")
    }

    @Test func trailingClosurePassesOverDefaultedParameters() throws {
        // `withAnimation { … }` leaves the animation out, as Swift binds it.
        #expect(try text("let x = withAnimation { 1 + 1 }") == "2")
        #expect(try text("let x = withAnimation(.easeIn) { 3 }") == "3")
    }

    // MARK: Enums

    @Test func caselessEnumsAreNamespaces() throws {
        let constants = "enum Constants { static let side = 40.0\n static var half: Double { side / 2 }\n static func scaled(_ k: Double) -> Double { side * k } }"
        #expect(try text(constants + "\nlet x = Constants.side + Constants.half + Constants.scaled(2)") == "140.0")
    }

    @Test func enumCasesCompareSwitchAndPrint() throws {
        let mode = """
        enum Mode: CaseIterable {
            case idle, running, done
            var next: Mode {
                switch self {
                case .idle: return .running
                case .running: return .done
                default: return .idle
                }
            }
            var isBusy: Bool { self == .running }
        }
        """
        #expect(try text(mode + "\nlet x = Mode.idle.next.next") == "done")
        #expect(try text(mode + "\nlet x = Mode.running.isBusy") == "true")
        #expect(try text(mode + "\nlet x = Mode.allCases.map { \"\\($0)\" }.joined(separator: \",\")") == "idle,running,done")
        #expect(try text(mode + "\nlet x = Mode.allCases.count") == "3")
        #expect(try text(mode + "\nlet m: Mode = .done\nlet x = m == .done && m != .idle") == "true")
        #expect(try text(mode + "\nlet x = { () -> Mode in var m = Mode.idle; m = .running; return m.next }()") == "done")
    }

    @Test func switchCasesBindNamesAndTestWhereClauses() throws {
        let classify = """
        func classify(_ n: Int) -> String {
            switch n {
            case let x where x > 5: return "big \\(x)"
            case 0...5: return "small"
            case let other: return "negative \\(other)"
            }
        }
        """
        #expect(try text(classify + "\nlet x = [classify(9), classify(3), classify(-2)].joined(separator: \",\")") == "big 9,small,negative -2")
        let mode = "enum Mode { case idle, busy }\nfunc label(_ m: Mode, _ urgent: Bool) -> String {\n switch m {\n case .idle where urgent: return \"wake\"\n case .idle: return \"rest\"\n default: return \"work\" } }"
        #expect(try text(mode + "\nlet x = label(.idle, true) + label(.idle, false) + label(.busy, true)") == "wakerestwork")
    }

    @Test func rawValuesFollowSwift() throws {
        let speed = "enum Speed: Int { case slow = 1, medium, fast = 10 }"
        #expect(try text(speed + "\nlet x = [Speed.slow.rawValue, Speed.medium.rawValue, Speed.fast.rawValue]") == "[1, 2, 10]")
        #expect(try text(speed + "\nlet x = Speed(rawValue: 2)!") == "medium")
        #expect(try text(speed + "\nlet x = Speed(rawValue: 3)") == "nil")
        #expect(try text("enum Tint: String { case red, deepBlue = \"blue\" }\nlet x = Tint.red.rawValue + Tint.deepBlue.rawValue") == "redblue")
        #expect(try text("enum Step: Double { case a = 0.5, b }\nlet x = Step.b.rawValue") == "1.5")
    }

    @Test func nestedTypesAreNamedThroughTheirOuterType() throws {
        let theme = """
        struct Theme {
            enum Size: Int { case small = 10, large = 20 }
            struct Pad { var inset: Double }
            static let pad = Pad(inset: 4)
        }
        """
        #expect(try text(theme + "\nlet x = Theme.Size.large.rawValue + Int(Theme.pad.inset)") == "24")
        #expect(try text(theme + "\nlet s: Theme.Size = .small\nlet x = s.rawValue") == "10")
        #expect(try text(theme + "\nlet x = Size.small == .small") == "true")
    }

    @Test func enumMistakesArePositioned() {
        #expect(errors("enum Shape: Int { case circle(radius: Double) }")
                == ["6:30: an enum with a raw type cannot have cases with associated values; remove the raw type or the values"])
        #expect(errors("enum Mode { case a\n var count = 0 }")
                == ["7:6: enums cannot contain stored properties; make 'count' a computed property or a 'static let'"])
        #expect(errors("enum Mode { case a = 1 }")
                == ["6:20: the enum 'Mode' has no raw type; write 'enum Mode: Int' or 'enum Mode: String'"])
        #expect(errors("enum Mode { case a }\nlet m = Mode()", body: "Text(\"\\(m)\")")
                == ["7:9: the enum 'Mode' is made from its cases ('.a') or with 'init(rawValue:)' when it has a raw type"])
    }

    // MARK: Implicit initialisers, Self, repeat

    @Test func implicitMemberInitialisersTakeTheirTypeFromContext() throws {
        #expect(try text("let p: CGPoint = .init(x: 1, y: 2)\nlet x = p.x + p.y") == "3.0")
        let pad = "struct Pad {\n var inset: Double\n static let none = Pad(inset: 0)\n static func wide(_ k: Double) -> Pad { Pad(inset: k * 10) } }"
        #expect(try text(pad + "\nlet p: Pad = .init(inset: 3)\nlet x = p.inset") == "3.0")
        #expect(try text(pad + "\nfunc inset(_ p: Pad) -> Double { p.inset }\nlet x = inset(.init(inset: 2)) + inset(.wide(2)) + inset(.none)") == "22.0")
        #expect(try text(pad + "\nstruct Card { var pad: Pad }\nlet x = Card(pad: .wide(1)).pad.inset") == "10.0")
        // Elements of arrays of a declared element type.
        #expect(try text(pad + "\nlet x = { () -> Double in var pads: [Pad] = []; pads.append(.wide(3)); pads.insert(.init(inset: 1), at: 0); return pads[0].inset + pads[1].inset }()")
                == "31.0")
        #expect(try text("let points: [CGPoint] = [.init(x: 1, y: 2), .zero]\nlet x = points[0].y + points[1].x") == "2.0")
        #expect(try text(pad + "\nlet pads: [Pad] = [.none, .wide(1)]\nlet x = pads[1].inset") == "10.0")
    }

    @Test func selfNamesTheEnclosingType() throws {
        #expect(try text("struct Box {\n var side: Int\n static let unit = 2\n var scaled: Int { side * Self.unit }\n func twin() -> Box { Self(side: side) } }\nlet x = Box(side: 5).twin().scaled")
                == "10")
    }

    @Test func repeatWhileRunsTheBodyFirst() throws {
        #expect(try text("let x = { () -> Int in var n = 0; repeat { n += 3 } while n < 10; return n }()") == "12")
        #expect(try text("let x = { () -> Int in var n = 0; repeat { n += 1 } while false; return n }()") == "1")
        #expect(try text("let x = { () -> Int in var n = 0; repeat { n += 1; if n == 2 { break } } while true; return n }()") == "2")
    }

    // MARK: Initialisers, operators, generics

    @Test func explicitInitialisersRunOnTheNewInstance() throws {
        let ring = """
        struct Ring {
            let inner: Double
            var outer: Double
            var label = "ring"
            init(radius: Double, width: Double = 2) {
                inner = radius - width / 2
                self.outer = radius + width / 2
            }
            init(diameter: Double) {
                self.init(radius: diameter / 2)
            }
        }
        """
        #expect(try text(ring.replacingOccurrences(of: "        init(diameter: Double) {\n            self.init(radius: diameter / 2)\n        }\n", with: "")
                         + "\nlet r = Ring(radius: 10)\nlet x = \"\\(r.inner) \\(r.outer) \\(r.label)\"") == "9.0 11.0 ring")
        #expect(try text("struct P {\n var a: Int\n init(_ a: Int) { self.a = a * 2 }\n init(twice a: Int) { self.a = a * 4 } }\nlet x = P(3).a + P(twice: 1).a")
                == "10")
        #expect(errors("struct P {\n var a: Int\n init(_ a: Int) { self.a = a } }\nlet p = P(a: 2)", body: "Text(\"\\(p.a)\")")
                == ["9:11: 'P' expects an unlabelled argument here, not 'a:'"])
    }

    @Test func operatorsDeclaredByStructsApplyToTheirValues() throws {
        let vec = """
        struct Vec {
            var x: Double
            var y: Double
            static func + (lhs: Vec, rhs: Vec) -> Vec { Vec(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
            static func * (lhs: Double, rhs: Vec) -> Vec { Vec(x: lhs * rhs.x, y: lhs * rhs.y) }
        }
        """
        #expect(try text(vec + "\nlet v = Vec(x: 1, y: 2) + 2 * Vec(x: 3, y: 4)\nlet x = v.x + v.y") == "17.0")
        #expect(try text(vec + "\nlet x = { () -> Double in var v = Vec(x: 1, y: 1); v += Vec(x: 2, y: 0); return v.x }()") == "3.0")
        #expect(try text("extension CGPoint { static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) } }\nlet p = CGPoint(x: 1, y: 2) + CGPoint(x: 3, y: 4)\nlet x = p.x * p.y")
                == "24.0")
    }

    @Test func genericHelpersTakeAnyValue() throws {
        #expect(try text("func first<T>(_ items: [T]) -> T { items[0] }\nlet x = first([\"a\", \"b\"]) + String(first([7, 8]))") == "a7")
        #expect(try text("struct Box<Value> { var value: Value }\nlet x = Box(value: 3).value + Box(value: 4).value") == "7")
    }

    // MARK: Sets

    @Test func setsKeepEachElementOnce() throws {
        #expect(try text("let x = Set([3, 1, 3, 2, 1]).count") == "3")
        #expect(try text("let x = { () -> String in var seen: Set<Int> = []; seen.insert(4); seen.insert(2); seen.insert(4); return \"\\(seen.sorted()) \\(seen.contains(2)) \\(seen.contains(5))\" }()")
                == "[2, 4] true false")
        #expect(try text("let x = { () -> Int in var s = Set<String>(); s.insert(\"a\"); s.insert(\"b\"); s.remove(\"a\"); return s.count }()") == "1")
        #expect(try text("let x = Set([1, 2, 3]).intersection([2, 3, 4]).sorted()") == "[2, 3]")
        #expect(try text("let x = Set([1, 2]).union([2, 5]).sorted()") == "[1, 2, 5]")
        #expect(try text("let x = Set([1, 2, 3]).subtracting(Set([2])).sorted()") == "[1, 3]")
        #expect(try text("let x = Set([1, 2]) == Set([2, 1])") == "true")
        #expect(try text("let x = { () -> Int in var total = 0; for v in Set([5, 5, 6]) { total += v }; return total }()") == "11")
    }

    // MARK: inout

    @Test func inoutParametersWriteBackToTheirArgument() throws {
        let grow = "func grow(_ size: inout Double, by factor: Double = 2) { size *= factor }"
        #expect(try text(grow + "\nlet x = { () -> Double in var s = 3.0; grow(&s); grow(&s, by: 0.5); return s }()") == "3.0")
        #expect(try text(grow + "\nlet x = { () -> [Double] in var a = [1.0, 2.0]; grow(&a[1]); return a }()") == "[1.0, 4.0]")
        #expect(try text("struct Box {\n var side = 1\n static func double(_ n: inout Int) { n = n * 2 } }\nlet x = { () -> Int in var b = Box(); Box.double(&b.side); return b.side }()")
                == "2")
        #expect(try text("func swapped(_ a: inout Int, _ b: inout Int) { let t = a; a = b; b = t }\nlet x = { () -> String in var p = 1; var q = 2; swapped(&p, &q); return \"\\(p)\\(q)\" }()")
                == "21")
        #expect(errors("func plain(_ n: Int) -> Int { n }\nlet x = { () -> Int in var v = 1; return plain(&v) }()", body: "Text(\"\\(x)\")")
                == ["7:48: '&' is given to a parameter that is not 'inout'"])
    }
}
