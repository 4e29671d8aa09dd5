import Foundation
import Reel
@testable import ReelScript
import ReelSystem
import ReelTestSupport
import Testing

/// Values nested deeper than `ScriptLimits.valueDepth` (arrays in arrays, linked structs and
/// classes, tuples in tuples, indirect enums, closures capturing closures, `AnyView` and modifier
/// chains, combined transitions) are a positioned error where they are built; values just below
/// it are compared, hashed, printed, freed and drawn without exhausting the stack.
@Suite struct ValueNestingTests {
    /// A way to nest a value: declarations, and `grow(n)` wrapping a value `n` times.
    struct Shape: CustomTestStringConvertible, Sendable {
        let name: String
        let declarations: String
        /// `func grow(_ n: Int) -> ...`, on one line.
        let grow: String
        /// The most wraps the limits allow (each wrap is one or two levels; a modifier chain meets
        /// the engine's view nesting a few wraps before the value's).
        let deepest: Int
        /// A function `info()` using the value of `grow(N)` (N the depth), or nil for a view,
        /// drawn as the body.
        let info: String?
        var testDescription: String { name }
    }

    static let shapes: [Shape] = [
        Shape(name: "array", declarations: "",
              grow: "func grow(_ n: Int) -> [Any] { var a: [Any] = []; for _ in 0..<n { a = [a] }; return a }",
              deepest: 999, info: #"let v = grow(N); let d = "\(v)"; return "\(v.count) \(d.count)""#),
        Shape(name: "linked struct", declarations: "struct Node: Equatable, Hashable { var next: [Node] }",
              grow: "func grow(_ n: Int) -> Node { var a = Node(next: []); for _ in 0..<n { a = Node(next: [a]) }; return a }",
              deepest: 498, info: #"let v = grow(N); let d = "\(v)"; return "\(v == grow(N)) \(Set([v, grow(N)]).count) \(d.count)""#),
        Shape(name: "class list", declarations: "final class Link { var next: Link?; init(next: Link?) { self.next = next } }",
              grow: "func grow(_ n: Int) -> Link? { var a: Link? = nil; for _ in 0..<n { a = Link(next: a) }; return a }",
              deepest: 500, info: #"let v = grow(N); return "\(v == nil)""#),
        Shape(name: "tuple", declarations: "",
              grow: "func grow(_ n: Int) -> Any { var a: Any = 0; for _ in 0..<n { a = (a, 1) }; return a }",
              deepest: 1_000, info: #"let d = "\(grow(N))"; return "\(d.count)""#),
        Shape(name: "indirect enum", declarations: "indirect enum List: Equatable, Hashable { case end; case cons(Int, List) }",
              grow: "func grow(_ n: Int) -> List { var a = List.end; for i in 0..<n { a = .cons(i, a) }; return a }",
              deepest: 998, info: #"let v = grow(N); let d = "\(v)"; return "\(v == grow(N)) \(Set([v, grow(N)]).count) \(d.count)""#),
        Shape(name: "closure", declarations: "",
              grow: "func grow(_ n: Int) -> () -> Int { var f: () -> Int = { 0 }; for _ in 0..<n { let g = f; f = { g() } }; return f }",
              deepest: 999, info: #"let f = grow(N); return "\(f)""#),
        Shape(name: "AnyView", declarations: "",
              grow: "func grow(_ n: Int) -> AnyView { var v = AnyView(Circle()); for _ in 0..<n { v = AnyView(v) }; return v }",
              deepest: 998, info: nil),
        Shape(name: "modifier chain", declarations: "",
              grow: "func grow(_ n: Int) -> AnyView { var v = AnyView(Circle()); for _ in 0..<n { v = AnyView(v.opacity(1)) }; return v }",
              deepest: 495, info: nil),
        Shape(name: "transition", declarations: "",
              grow: "func grow(_ n: Int) -> AnyTransition { var t = AnyTransition.opacity; for _ in 0..<n { t = t.combined(with: .opacity) }; return t }",
              deepest: 998, info: nil),
    ]

    /// The message of a value nested too deep, at the standard limit.
    static let message = "the value is nested deeper than 1000 levels (arrays, tuples, structs, enums, closures and views inside one another); "
        + "does a loop or a recursion wrap a value in itself?"

    /// A scene file using `grow(depth)` of `shape`: its body draws the value (a view or a
    /// transition) or the text `info()` makes from it. `grow` is on line 5.
    static func scene(_ shape: Shape, depth: Int) -> String {
        let n = String(depth)
        let extra = shape.info.map { "func info() -> String { " + $0.replacingOccurrences(of: "N", with: n) + " }" } ?? ""
        let body = shape.info != nil ? "Text(info())"
            : shape.name == "transition" ? "Circle().transition(grow(\(n)))" : "grow(\(n))"
        return """
        import Reel

        \(shape.declarations)

        \(shape.grow)

        \(extra)

        struct Probe: AnimatedScene {
            var format = SceneFormat(width: 40, height: 40, fps: 1, duration: 1)

            var body: some View {
                \(body)
            }
        }
        """
    }

    /// The errors `reel validate` finds in `text` (which runs every state's body).
    static func errors(_ text: String) -> [ScriptError] {
        SceneFile.check(text: text, fileName: "probe.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp"))).errors
    }

    @Test(arguments: ValueNestingTests.shapes)
    func aValueBuiltTooDeepIsAnErrorWhereItIsBuilt(_ shape: Shape) {
        // 100,000 wraps: the loop stops at its first value past the limit.
        let errors = Self.errors(Self.scene(shape, depth: 100_000))
        #expect(errors.count == 1)
        #expect(errors.first?.message == Self.message)
        // Where the value is made: in `grow` (or, for the class, in its `init`).
        #expect(errors.first?.line == (shape.name == "class list" ? 3 : 5), "\(errors)")
    }

    @Test(arguments: ValueNestingTests.shapes)
    func theDeepestValueAllowedIsComparedHashedPrintedAndDrawn(_ shape: Shape) {
        #expect(Self.errors(Self.scene(shape, depth: shape.deepest)).map(\.description) == [])
        if shape.name != "modifier chain" {
            // One wrap more is past the limit (a modifier chain reaches the engine's view nesting first).
            #expect(Self.errors(Self.scene(shape, depth: shape.deepest + 1)).map(\.message) == [Self.message])
        }
    }

    /// What comparing, hashing and printing the deepest values give, run on a stack of 16 MiB:
    /// half the smallest Reel runs scene code on (`LargeStack.ensuring` moves work to a fresh
    /// 64 MiB thread when less than 32 MiB are left), so the limit leaves room to spare.
    @Test func walksOfTheDeepestValuesFitInHalfTheSmallestStack() throws {
        let report: [String] = try LargeStack.run(stackSize: 16 << 20) {
            try Self.shapes.compactMap { shape -> String? in
                guard shape.info != nil else { return nil }
                let text = Self.scene(shape, depth: shape.deepest) + "\nlet x = info()\n"
                let program = LoweredText(text: text, fileName: "probe.swift")
                let interpreter = Interpreter(program: program.code, resources: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
                try interpreter.declareFileConstants()
                return shape.name + ": " + (interpreter.fileConstant("x")?.interpolated ?? "nil")
            }
        }
        #expect(report == [
            "array: 1 2000",
            "linked struct: true 1 6986",
            "class list: false",
            "tuple: 5001",
            "indirect enum: true 1 10871",
            "closure: (Function)",
        ])
    }

    /// Random mixes of arrays, tuples, structs, enum cases and closures, around the limit: each
    /// wrap is one level, so a mix of at most 1,000 wraps is drawn and one of more is the
    /// positioned error at the wrap past the limit; never a crash.
    @Test func randomMixesAreDrawnOrAPositionedErrorAtTheLimit() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<TestTier.pick(fast: 6, full: 120) {
            let count = [990 + next(21), next(1_000), 1_000 + next(2_000)][next(3)]
            let kinds = (0..<count).map { _ in next(5) }
            let text = """
            import Reel

            struct Box { var v: Any }
            enum Wrap { case w(Any) }

            func grow(_ kinds: [Int]) -> Any {
                var v: Any = 0
                for k in kinds {
                    if k == 0 { v = [v] } else if k == 1 { v = (v, 1) } else if k == 2 { v = Box(v: v) } else if k == 3 { v = Wrap.w(v) } else { let c = v; v = { c } }
                }
                return v
            }

            let x = "\\(grow(\(kinds)))".count

            struct Probe: AnimatedScene {
                var format = SceneFormat(width: 40, height: 40, fps: 1, duration: 1)

                var body: some View {
                    Text("\\(x)")
                }
            }
            """
            let errors = Self.errors(text).map(\.description)
            if count <= 1_000 {
                #expect(errors == [], "\(count) wraps")
            } else {
                #expect(errors.count == 1 && errors[0].hasPrefix("probe.swift:9:") && errors[0].hasSuffix(Self.message), "\(count) wraps: \(errors)")
            }
        }
    }

    @Test func aSmallerLimitIsNamedInItsMessage() {
        let limits = ScriptLimits(steps: 1_000_000, callDepth: 200, collectionSize: 100_000, views: 10_000, pixels: 1 << 20, valueDepth: 10)
        let text = Self.scene(Self.shapes[0], depth: 20)
        let errors = SceneFile.check(text: text, fileName: "probe.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")), limits: limits).errors
        #expect(errors.map(\.message) == [Self.message.replacingOccurrences(of: "1000", with: "10")])
    }
}
