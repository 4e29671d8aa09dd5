import Foundation
import Reel
@testable import ReelScript
import Testing

/// The interpreter's memory budget: arrays and strings are counted as they are made, against the
/// size of one value and the bytes made in one evaluation, and growing a variable in place costs
/// what it adds.
@Suite struct AllocationBudgetTests {
    /// The value of the file constant `x`, or the error's message.
    func outcome(_ declarations: String, limits: ScriptLimits = .standard) -> String {
        let text = """
        import Reel
        struct Probe: AnimatedScene {
            var format = SceneFormat(width: 10, height: 10)
            var body: some View { EmptyView() }
        }
        \(declarations)
        """
        let program = LoweredText(text: text, fileName: "probe.swift")
        let interpreter = Interpreter(program: program.code, limits: limits, resources: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        do {
            try interpreter.declareFileConstants()
            return interpreter.fileConstant("x")?.interpolated ?? "nil"
        } catch let error as ScriptError {
            return error.description
        } catch {
            return "\(error)"
        }
    }

    @Test func doublingStopsAtTheFirstValuePastALimit() {
        #expect(outcome("func f() -> Int { var a = [1]; for _ in 0..<40 { a = a + a }; return a.count }\nlet x = f()")
                == "probe.swift:6:56: error: the array would have 1048576 elements, more than the limit of 1000000")
        #expect(outcome("func f() -> Int { var a = [1]; for _ in 0..<40 { a += a }; return a.count }\nlet x = f()")
                == "probe.swift:6:52: error: the array would have 1048576 elements, more than the limit of 1000000")
        #expect(outcome("func f() -> Int { var s = \"ab\"; for _ in 0..<40 { s = \"\\(s)\\(s)\" }; return s.count }\nlet x = f()")
                == "probe.swift:6:55: error: the string would be 1048576 bytes long, more than the limit of 1000000")
        #expect(outcome("func f() -> Int { var s = \"ab\"; for _ in 0..<40 { s += s }; return s.count }\nlet x = f()")
                == "probe.swift:6:53: error: the string would be 1048576 bytes long, more than the limit of 1000000")
        #expect(outcome("let x = String(repeating: \"abc\", count: 400_000)")
                == "probe.swift:6:9: error: the string would be 1200000 bytes long, more than the limit of 1000000")
    }

    @Test func copiesAddUpToTheEvaluationsBudget() {
        let limits = ScriptLimits(steps: 5_000_000, callDepth: 200, collectionSize: 1_000_000, views: 200_000,
                                  pixels: 1 << 28, stringBytes: 1_000_000, allocatedBytes: 1 << 20)
        // 100 copies of a 1,000-element array stay under 1 MB only if an element takes < 10 bytes.
        let copies = "let a = Array(repeating: 1, count: 1_000)\nfunc f() -> Int { var n = 0; for _ in 0..<100 { n += a.reversed().count }; return n }\nlet x = f()"
        #expect(outcome(copies, limits: limits).hasSuffix("error: the scene made more than 1 MB of arrays and strings in one evaluation; it grows or copies large values in a loop"))
        #expect(outcome(copies) == "100000")
    }

    @Test func growingInPlaceKeepsValuesAndCountsWhatIsAdded() {
        #expect(outcome("func f() -> String { var a = [1, 2]; a += [3]; var s = \"x\"; s += \"yz\"; return \"\\(a) \\(s)\" }\nlet x = f()")
                == "[1, 2, 3] xyz")
        // 200,000 one-element appends copy nothing: with a budget of 16 MB, only what is added counts.
        let limits = ScriptLimits(steps: 5_000_000, callDepth: 200, collectionSize: 1_000_000, views: 200_000,
                                  pixels: 1 << 28, stringBytes: 1_000_000, allocatedBytes: 16 << 20)
        #expect(outcome("func f() -> Int { var s = \"\"; for _ in 0..<200_000 { s += \"ab\" }; return s.count }\nlet x = f()", limits: limits)
                == "400000")
        // An appended array that is not an array is the operator's error, and the variable is kept.
        #expect(outcome("func f() -> Int { var a = [1]; a += 2; return a.count }\nlet x = f()")
                == "probe.swift:6:34: error: the operator '+' cannot be applied to Array and Int")
    }
}
