import Foundation
import Reel
import ReelCairo
@testable import ReelScript
import Testing

/// The interpreter's Swift semantics: precedence, literal typing, interpolation, closures,
/// structs, control flow, seeded randomness and result-builder identities.
@Suite struct InterpreterTests {
    /// The value of the file-scope constant `x` after evaluating `declarations`.
    func value(_ declarations: String) throws -> Value {
        let text = """
        import Reel
        struct Probe: AnimatedScene {
            var format = SceneFormat(width: 10, height: 10)
            var body: some View { EmptyView() }
        }
        \(declarations)
        """
        let program = LoweredText(text: text, fileName: "probe.swift")
        #expect(program.errors.map(\.description) == [])
        let interpreter = Interpreter(program: program.code, resources: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        try interpreter.declareFileConstants()
        return try #require(interpreter.fileConstant("x"))
    }

    func text(_ declarations: String) throws -> String { try value(declarations).interpolated }

    @Test func precedenceAndAssociativity() throws {
        #expect(try text("let x = 1 + 2 * 3") == "7")
        #expect(try text("let x = (1 + 2) * 3") == "9")
        #expect(try text("let x = 2 - 3 - 4") == "-5")
        #expect(try text("let x = 100 / 10 / 5") == "2")
        #expect(try text("let x = 10 % 4 + 1") == "3")
        #expect(try text("let x = 1 < 2 && 3 > 4 || 5 == 5") == "true")
        #expect(try text("let x = false ? 1 : true ? 2 : 3") == "2")
        #expect(try text("let x = -2 * -3") == "6")
    }

    @Test func literalsTakeTheirTypeFromContext() throws {
        #expect(try text("let x = 7 / 2") == "3")
        #expect(try text("let x: Double = 7 / 2") == "3.5")
        #expect(try text("let x = Double(7) / 2") == "3.5")
        #expect(try text("let x: CGFloat = 1 / 4 + 1") == "1.25")
        #expect(try text("let x = 0.5 + 1 / 4") == "0.75")
    }

    @Test func stringsInterpolateAsSwiftPrints() throws {
        #expect(try text("let x = \"a\\(1 + 1)b\\(0.5)c\\(2.0)\\(true)\"") == "a2b0.5c2.0true")
        #expect(try text("let x = \"tab\\tend\"") == "tab\tend")
    }

    @Test func closuresAndCollections() throws {
        #expect(try text("let x = [1, 2, 3].map { $0 * 2 }") == "[2, 4, 6]")
        #expect(try text("let x = (1...4).reduce(0) { a, b in a + b }") == "10")
        #expect(try text("let x = Array(stride(from: 0.0, to: 1.0, by: 0.25))") == "[0.0, 0.25, 0.5, 0.75]")
        #expect(try text("let x = [3, 1, 2].sorted().map { \"\\($0)\" }.joined(separator: \"-\")") == "1-2-3")
        #expect(try text("let x = [5, 6].enumerated().map { $0.offset * 10 + $0.element }") == "[5, 16]")
    }

    @Test func structsWithMethodsAndStatics() throws {
        let declarations = """
        struct Box {
            var width: Double
            var height: Double = 2
            static let unit = 3
            var area: Double { width * height }
            func scaled(_ k: Double) -> Double { area * k }
        }
        func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
        let x = "\\(Box(width: 4).scaled(0.5)) \\(Box.unit) \\(fib(10))"
        """
        #expect(try text(declarations) == "4.0 3 55")
    }

    @Test func controlFlow() throws {
        let declarations = """
        func classify(_ n: Int) -> String {
            guard n >= 0 else { return "negative" }
            switch n {
            case 0: return "zero"
            case 1..<10: return "small"
            default: return "large"
            }
        }
        func total() -> Int {
            var sum = 0
            for i in 0..<10 {
                if i == 7 { break }
                if i % 2 == 0 { continue }
                sum += i
            }
            var n = 0
            while n < 3 { n += 1 }
            return sum * 10 + n
        }
        let x = "\\(classify(-1)) \\(classify(0)) \\(classify(5)) \\(classify(50)) \\(total())"
        """
        #expect(try text(declarations) == "negative zero small large 93")
    }

    @Test func mathMatchesSwift() throws {
        #expect(try text("let x = sin(Double.pi / 6)") == String(describing: sin(Double.pi / 6)))
        #expect(try text("let x = 2 * .pi") == String(describing: 2 * Double.pi))
        #expect(try text("let x = Angle.degrees(90).radians * 2") == String(describing: Double.pi))
        #expect(try value("let x = atan2(1.0, 1.0) * 4").interpolated == String(describing: atan2(1.0, 1.0) * 4))
        #expect(try text("let x = max(3, 7, 5)") == "7")
        #expect(try text("let x = min(2.5, 1)") == "1.0")
        #expect(try text("let x = (7.5).truncatingRemainder(dividingBy: 2)") == "1.5")
    }

    @Test func runtimeErrorsArePositioned() {
        #expect(throws: ScriptError.self) { try value("let x = 1 / 0") }
        do {
            _ = try value("let x = [1, 2][5]")
            Issue.record("expected an error")
        } catch let error as ScriptError {
            #expect(error.description == "probe.swift:6:16: error: index 5 is out of range 0..<2")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    /// The message of the error `declarations` throw, or nil.
    func failure(_ declarations: String) -> String? {
        do {
            _ = try value(declarations)
            return nil
        } catch let error as ScriptError {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    /// Values at the edges of Int and Double give results or errors, never a trap.
    @Test func extremeNumbersGiveResultsOrErrors() throws {
        #expect(try text("let x = Int.min.magnitude") == "9.223372036854776e+18")
        #expect(try text("let x = (-5).magnitude") == "5")
        let full = try value("let x = Int.random(in: Int.min...Int.max)")
        guard case .int = full else { Issue.record("expected an Int, got \(full)"); return }
        #expect(failure("let x = Double.random(in: 5...1)") == "the range 5...1 is invalid: its lower bound is above its upper bound")
        #expect(failure("let x = Double.random(in: 0...Double.infinity)")?.hasPrefix("Double.random(in:) needs a range of finite numbers") == true)
        #expect(failure("let x = (Int.min...Int.max).map { $0 }") == "the range has more than 9223372036854775807 elements, more than the limit of 1000000")
        #expect(failure("let x = (0...Int.max).map { $0 }") == "the range has more than 9223372036854775807 elements, more than the limit of 1000000")
        #expect(failure("let x = (0..<2_000_000).map { $0 }") == "the range has 2000000 elements, more than the limit of 1000000")
        // A hue that is not a number is red rather than a trap.
        #expect(try value("let x = Color(hue: Double.nan, saturation: 1, brightness: 1)").interpolated
                == (try value("let x = Color(hue: 0, saturation: 1, brightness: 1)").interpolated))
    }

    /// Validation draws the start of every state and the end, but stops drawing once a limit is
    /// passed: an endless loop in a canvas is reported once, not met again at every time.
    @Test func validationStopsDrawingAfterALimit() throws {
        let text = """
        import Reel
        struct Loop: AnimatedScene {
            var format = SceneFormat(width: 50, height: 50, fps: 10, duration: 2)
            @State var step = 0
            var body: some View {
                Canvas { context, size in while true {} }
            }
            var timeline: some Timeline {
                At(0.5) { step = 1 }
                At(1) { step = 2 }
            }
        }
        """
        let limits = ScriptLimits(steps: 20_000, callDepth: 100, collectionSize: 1_000, views: 1_000, pixels: 1 << 20)
        let file = try SceneFile(text: text, fileName: "Loop.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")), limits: limits)
        var times: [Double] = []
        let errors = file.validate { scene, time in
            times.append(time)
            _ = try? FrameRenderer().displayList(for: scene, frame: Int(time * scene.format.fps))
        }
        #expect(times == [0])
        #expect(errors.map(\.description) == ["Loop.swift:6:35: error: evaluation stopped after 20000 steps; the scene has an endless or very long loop or recursion"])
        // Without the limit passed, every state's start and the end are drawn.
        let calm = try SceneFile(text: text.replacingOccurrences(of: "while true {}", with: "_ = size"), fileName: "Loop.swift",
                                 access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")), limits: limits)
        times = []
        #expect(calm.validate { _, time in times.append(time) } == [])
        #expect(times == [0, 0.5, 1, 2])
    }

    /// Once the step limit is passed, later evaluations fail at their first step with the same
    /// error (its first position) instead of running the same endless loop through a new budget.
    @Test func aPassedStepLimitStaysPassed() throws {
        let program = LoweredText(text: "import Reel\nlet a = 1\nlet b = 2\n", fileName: "steps.swift")
        let interpreter = Interpreter(program: program.code, limits: ScriptLimits(steps: 10, callDepth: 10, collectionSize: 10, views: 10, pixels: 100),
                                      resources: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        let first = ScriptPosition(program.declarations.constants[0]), second = ScriptPosition(program.declarations.constants[1])
        for _ in 0..<10 { try interpreter.step(at: first) }
        #expect(throws: ScriptError.self) { try interpreter.step(at: first) }
        interpreter.beginEvaluation()
        do {
            try interpreter.step(at: second)
            Issue.record("the limit was forgotten")
        } catch let error as ScriptError {
            #expect(error.description == "steps.swift:2:1: error: evaluation stopped after 10 steps; the scene has an endless or very long loop or recursion")
        }
    }

    /// Inside a scene's scope a scene file draws SplitMix64's numbers from the scope's seed: the
    /// body's sequence starts from the scene's seed itself.
    @Test func randomNumbersAreSeeded() throws {
        let a = try SceneRandom.withSeed(7, call: .body) { try text("let x = (0..<5).map { _ in Int.random(in: 0..<1000) }") }
        let b = try SceneRandom.withSeed(7, call: .body) { try text("let x = (0..<5).map { _ in Int.random(in: 0..<1000) }") }
        var generator = SplitMix64(seed: 7)
        let expected = (0..<5).map { _ in generator.next() % 1000 }
        #expect(a == "\(expected)")
        #expect(a == b)
    }

    /// Swift injects the branches of an if/else chain or switch as a left-biased balanced tree of
    /// `buildEither` calls: for 13 clauses, clause 12 is `second(second(...))`.
    @Test func branchInjectionFollowsSwift() {
        func path(_ index: Int, _ count: Int, optional: Bool = false) -> [Int] {
            var view: any View = ScriptBranch.inject(EmptyView(), index: index, of: count, optional: optional)
            var steps: [Int] = []
            while let branch = view as? ScriptBranch {
                steps.append(branch.branch ?? -1)
                view = branch.content
            }
            return steps
        }
        #expect(path(0, 2) == [0])
        #expect(path(1, 2) == [1])
        #expect(path(0, 3) == [0, 0])
        #expect(path(1, 3) == [0, 1])
        #expect(path(2, 3) == [1])
        #expect(path(12, 13) == [1, 1])
        #expect(path(7, 13) == [0, 1, 1, 1])
        #expect(path(0, 1, optional: true) == [0])
        #expect(path(1, 2, optional: true) == [0, 1])
    }

    /// The identities an interpreted if/else-if/else chain gives its views are the compiled
    /// scene's identities.
    @Test func branchIdentitiesMatchCompiledScenes() throws {
        struct Compiled: AnimatedScene {
            var format = SceneFormat(width: 100, height: 100)
            let mode = 1
            var body: some View {
                ZStack {
                    if mode == 0 { Circle() } else if mode == 1 { Rectangle() } else { Capsule() }
                    if mode > 5 { Circle() }
                }
            }
        }
        let text = """
        import Reel
        struct Interpreted: AnimatedScene {
            var format = SceneFormat(width: 100, height: 100)
            let mode = 1
            var body: some View {
                ZStack {
                    if mode == 0 { Circle() } else if mode == 1 { Rectangle() } else { Capsule() }
                    if mode > 5 { Circle() }
                }
            }
        }
        """
        let file = try SceneFile(text: text, fileName: "branches.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        let renderer = FrameRenderer()
        func paths(_ view: InspectedView) -> [String] { [view.path + " " + view.kind] + view.children.flatMap(paths) }
        let compiled = paths(try renderer.inspection(of: Compiled(), time: 0).root)
        let interpreted = paths(try renderer.inspection(of: try file.makeScene(), time: 0).root)
        #expect(compiled == interpreted)
    }
}
