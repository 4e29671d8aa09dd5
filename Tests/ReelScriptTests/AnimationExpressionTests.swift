import Foundation
import Reel
import ReelTestSupport
import Testing
@testable import ReelScript

@Suite struct AnimationExpressionTests {
    /// Every row of Tests/Reference/timing.tsv through the parser: the table's animation
    /// column is Swift syntax, parsed as a scene would be. Bézier rows are fractions of the
    /// duration (the default 0.35 s).
    @Test func referenceRowsThroughTheParser() throws {
        let rows = try TimingReference.rows()
        #expect(rows.count >= 130)
        for row in rows {
            let animation = try AnimationExpression.parse(row.animation)
            let time = TimingReference.isFraction(row.animation) ? row.time * animation.duration : row.time
            #expect(abs(animation.value(at: time) - row.value) <= 1e-6, "\(row): got \(animation.value(at: time))")
        }
    }

    /// The spellings a scene may use: bare, with a leading dot, with `Animation.`.
    @Test func spellings() throws {
        let expected = Animation.spring(duration: 0.5, bounce: 0.3)
        for source in ["spring(duration: 0.5, bounce: 0.3)", ".spring(duration: 0.5, bounce: 0.3)",
                       "Animation.spring(duration: 0.5, bounce: 0.3)", "  spring( duration : 0.5 , bounce: 0.3 ) ",
                       "(spring(duration: 0.5, bounce: 0.3))", "spring(duration: 1/2, bounce: 0.1 + 0.2)"] {
            let parsed = try AnimationExpression.parse(source)
            #expect(parsed.value(at: 0.123) == expected.value(at: 0.123), "\(source)")
        }
        #expect(try AnimationExpression.parse("easeInOut(duration: 1).delay(0.2)") == .easeInOut(duration: 1).delay(0.2))
        #expect(try AnimationExpression.parse(".easeIn") == .easeIn)
        #expect(try AnimationExpression.parse("Animation.default") == .default)
        #expect(try AnimationExpression.parse("bouncy.speed(2).repeatForever(autoreverses: false)")
                == Animation.bouncy.speed(2).repeatForever(autoreverses: false))
        #expect(try AnimationExpression.parse("linear(duration: 2).repeatCount(3, autoreverses: false)")
                == Animation.linear(duration: 2).repeatCount(3, autoreverses: false))
        #expect(try AnimationExpression.parse("timingCurve(0.68, -0.6, 0.32, 1.6, duration: 1)")
                == .timingCurve(0.68, -0.6, 0.32, 1.6, duration: 1))
        #expect(try AnimationExpression.parse("timingCurve(.circularEaseOut, duration: 2)") == .timingCurve(.circularEaseOut, duration: 2))
        #expect(try AnimationExpression.parse("steps(4, jump: .jumpBoth, duration: 1)") == .steps(4, jump: .jumpBoth, duration: 1))
        #expect(try AnimationExpression.parse("steps(4, jump: .start)") == .steps(4, jump: .jumpStart))
        #expect(try AnimationExpression.parse("easeOutBounce(duration: 0.8)") == .easeOutBounce(duration: 0.8))
        #expect(try AnimationExpression.parse("interpolatingSpring(mass: 2, stiffness: 80, damping: 4, initialVelocity: 1)")
                == .interpolatingSpring(mass: 2, stiffness: 80, damping: 4, initialVelocity: 1))
        #expect(try AnimationExpression.parse("spring()") == .spring(response: 0.5, dampingFraction: 0.825))
        #expect(try AnimationExpression.parse("spring(response: 0.3)") == .spring(response: 0.3, dampingFraction: 0.825))
        #expect(try AnimationExpression.parse("snappy(extraBounce: 0.1)") == .spring(duration: 0.5, bounce: 0.25))
        #expect(try AnimationExpression.parse("spring(response: .pi / 4)") == .spring(response: .pi / 4))
    }

    /// A timing curve's x control points outside 0...1 are clamped into it, as SwiftUI's
    /// `UnitCurve.bezier` clamps them, rather than refused: (2, 0, -1, 1) runs as (1, 0, 0, 1).
    @Test func timingCurveControlPointsOutsideTheUnitRangeAreClamped() throws {
        let clamped = try AnimationExpression.parse("timingCurve(2, 0, -1, 1, duration: 1)")
        let inside = Animation.timingCurve(1, 0, 0, 1, duration: 1)
        for t in stride(from: 0.0, through: 1, by: 0.125) {
            #expect(clamped.value(at: t) == inside.value(at: t), "t = \(t)")
        }
        // (1, 0, 0, 1) is a curve that starts and ends slowly: at a quarter it is well behind linear.
        #expect(abs(clamped.value(at: 0.25) - UnitBezier(1, 0, 0, 1).value(at: 0.25)) < 1e-12)
        #expect(clamped.value(at: 0.25) < 0.2)
    }

    /// Every animation of the vocabulary parses in each of its forms, using defaults or sample
    /// arguments.
    @Test func everyAnimationParses() throws {
        let animation = try #require(Vocabulary.standard.types["Animation"])
        #expect(animation.staticProperties.count + animation.staticMethods.count >= 80)
        for name in animation.staticProperties.keys {
            _ = try AnimationExpression.parse(".\(name)")
        }
        // Sample values by parameter name: the curve's control points, counts, curves and jumps.
        let samples = ["c0x": "0.5", "c0y": "0.5", "c1x": "0.5", "c1y": "0.5", "count": "3", "curve": ".easeIn", "jump": ".jumpEnd"]
        for (name, forms) in animation.staticMethods {
            for form in forms {
                let arguments = form.parameters.filter { !$0.hasDefault }.map { parameter -> String in
                    let value = samples[parameter.name] ?? "1"
                    return parameter.label.map { "\($0): \(value)" } ?? value
                }
                let source = "\(name)(\(arguments.joined(separator: ", ")))"
                let parsed = try AnimationExpression.parse(source)
                #expect(parsed.duration >= 0, "\(source)")
            }
        }
    }

    struct Case: Sendable, CustomStringConvertible {
        var source: String
        var kind: ScriptError.Kind
        var column: Int
        var message: String
        var description: String { source }
    }

    /// Bad input: the kind (usage or invalid value), the column and the message.
    static let badInputs: [Case] = [
        Case(source: "spring(response: -1)", kind: .invalidValue, column: 18, message: "response must be at least 0, got -1"),
        Case(source: "spring(response: .nan)", kind: .invalidValue, column: 18, message: "response must be a finite number"),
        Case(source: "easeIn(duration: Double.infinity)", kind: .invalidValue, column: 18, message: "duration must be a finite number"),
        Case(source: "linear(duration: -0.5)", kind: .invalidValue, column: 18, message: "duration must be at least 0, got -0.5"),
        Case(source: "easeIn.speed(0)", kind: .invalidValue, column: 14, message: "speed must be greater than 0, got 0"),
        Case(source: "easeIn.repeatCount(0)", kind: .invalidValue, column: 20, message: "repeatCount must be at least 1, got 0"),
        Case(source: "interpolatingSpring(stiffness: 0, damping: 1)", kind: .invalidValue, column: 32, message: "stiffness must be greater than 0"),
        Case(source: "spring(duration: 0.5, bounce: 2)", kind: .invalidValue, column: 31, message: "bounce must be greater than -1 and at most 1"),
        Case(source: "steps(1, jump: .jumpNone)", kind: .invalidValue, column: 7, message: "count must be at least 2 for jump-none"),
        Case(source: "sprnig(response: 0.5)", kind: .unknownName, column: 1, message: "unknown animation 'sprnig'; did you mean 'spring'?"),
        Case(source: ".easeInOutt", kind: .unknownName, column: 2, message: "did you mean 'easeInOut'?"),
        Case(source: "easeIn.dealy(0.2)", kind: .unknownName, column: 8, message: "did you mean 'delay'?"),
        Case(source: "repeatForever()", kind: .unknownName, column: 1, message: "'repeatForever' modifies an animation"),
        Case(source: "steps(4, jump: .jumpstart)", kind: .unknownName, column: 17, message: "did you mean '.jumpStart'?"),
        Case(source: "spring(response: 0.5", kind: .syntax, column: 21, message: "expected ')' to close the argument list"),
        Case(source: "spring(response: 0.5))", kind: .syntax, column: 22, message: "unexpected ')'"),
        Case(source: "spring(response 0.5)", kind: .syntax, column: 17, message: "unexpected '0.5'"),
        Case(source: "", kind: .syntax, column: 1, message: "expected"),
        Case(source: "timingCurve", kind: .badArguments, column: 1, message: "'timingCurve' needs parentheses and arguments"),
        Case(source: "easeIn.delay", kind: .badArguments, column: 8, message: "'delay' needs parentheses and arguments: delay(_:)"),
        Case(source: "spring(respons: 0.5)", kind: .badArguments, column: 8, message: "did you mean 'response:'?"),
        Case(source: "spring(dampingFraction: 0.5, response: 0.3)", kind: .badArguments, column: 30,
             message: "argument 'response:' must come before 'dampingFraction:'"),
        Case(source: "interpolatingSpring(damping: 3)", kind: .badArguments, column: 21, message: "expected 'stiffness:'"),
        Case(source: "interpolatingSpring(stiffness: 3)", kind: .badArguments, column: 1, message: "missing argument 'damping:'"),
        Case(source: "easeIn(duration: true)", kind: .badArguments, column: 18, message: "'duration:' of easeIn expects Double, got Bool"),
        Case(source: "steps(2.5)", kind: .badArguments, column: 7, message: "the argument of steps expects Int, got Double"),
        Case(source: "easeIn()", kind: .badArguments, column: 7, message: "write 'easeIn' without parentheses, or call easeIn(duration:)"),
        Case(source: "timingCurve(0.1, 0.2, 0.3)", kind: .badArguments, column: 1, message: "missing argument 'c1y'"),
        Case(source: ".default()", kind: .badArguments, column: 9, message: "'default' takes no arguments"),
        Case(source: "spring(response: 1, response: 2)", kind: .badArguments, column: 21, message: "argument 'response:' is given twice"),
        Case(source: "spring(response: 0.5) { }", kind: .syntax, column: 23, message: "no trailing closure"),
        Case(source: ".spring.delay(1).", kind: .syntax, column: 18, message: "expected a name after '.'"),
        Case(source: "42", kind: .syntax, column: 1, message: "expected an animation"),
        Case(source: "spring(response: 0.5) + easeIn", kind: .syntax, column: 1, message: "expected an animation"),
        Case(source: "spring(response: x)", kind: .unknownName, column: 18, message: "cannot find 'x' in scope"),
    ]

    @Test(arguments: badInputs)
    func badInputIsAPositionedError(_ item: Case) {
        do {
            let animation = try AnimationExpression.parse(item.source)
            Issue.record("\(item.source) parsed as \(animation)")
        } catch {
            #expect(error.kind == item.kind, "\(error)")
            #expect(error.kind.isUsageError == (item.kind != .invalidValue))
            #expect(error.line == 1)
            #expect(error.column == item.column, "\(error)")
            #expect(error.message.contains(item.message), "\(error)")
            #expect(error.description.hasPrefix("<argument>:1:\(item.column): error: "), "\(error)")
        }
    }

    /// Positions count lines and columns in multi-line sources, and the file name is the caller's.
    @Test func multiLinePositions() {
        do {
            _ = try AnimationExpression.parse("easeInOut(duration: 1)\n    .delay(-)", fileName: "Scene.swift")
            Issue.record("parsed")
        } catch {
            #expect(error.fileName == "Scene.swift")
            #expect(error.line == 2)
            #expect(error.description.hasPrefix("Scene.swift:2:"))
        }
    }

    /// Random garbage never crashes the parser: it gives an animation or a positioned error.
    @Test func fuzzedInputNeverCrashes() {
        var rng = SplitMix64(seed: 0xF022)
        let pieces = ["spring", "(", ")", ".", "delay", "easeIn", ":", ",", "0.5", "-", "duration", "bounce", " ",
                      "response", "1e308", "*", "/", "nan", "Animation", "repeatCount", "\"", "{", "}", "_", "0x1p3", "true"]
        for _ in 0..<1500 {
            let source = (0..<Int(rng.next() % 12)).map { _ in pieces[Int(rng.next() % UInt64(pieces.count))] }.joined()
            do {
                _ = try AnimationExpression.parse(source)
            } catch {
                #expect(error.line >= 1 && error.column >= 1, "\(source)")
            }
        }
    }

    @Test func suggestions() {
        #expect(Suggestion.closest(to: "dealy", in: ["delay", "speed"]) == "delay")
        #expect(Suggestion.closest(to: "bouncey", in: ["bouncy", "smooth"]) == "bouncy")
        #expect(Suggestion.closest(to: "zzzzzz", in: ["bouncy", "smooth"]) == nil)
        #expect(Suggestion.distance(Array("ab"), Array("ba")) == 1)
    }
}
