import Foundation
import Reel
@testable import ReelScript
import Testing

/// `formatted(_:)` and `Text(_:format:)` of scene files write numbers as compiled Swift does with
/// Foundation's format styles: one table of numbers (negatives, negative zero, halves rounded to
/// even, numbers whose shortest decimal form decides the rounding, large numbers with groups,
/// percentages) written in every supported style, character for character. A compiled scene
/// formats with `Locale.current`: on this machine (`LANG=C.UTF-8`) Foundation takes `en_001`,
/// which writes numbers as `en_US` does; scene files write them so whatever the locale.
@Suite struct NumberFormattingTests {
    let language = SwiftLanguageTests()

    /// Numbers of the table, as Swift literals (compiled) and as scene-file text (interpreted).
    static let doubleTexts = ["0.0", "-0.0", "1.0", "-1.0", "0.5", "1.5", "2.5", "-2.5", "0.125", "0.375", "1.005", "1.015", "1.025", "2.675", "1234.5678", "-1234.5678", "1234567.891", "1e15", "1.2345678901234567e20", "3.14159265358979", "-0.0004", "0.0015", "999.9996", "0.1", "0.3333333333333333", "0.6666666666666666", "12345.5", "0.295", "0.285", "0.045", "1e-7", "-1e-7", "123456789.125", "-0.005", "99.995"]
    static let doubles: [Double] = [0.0, -0.0, 1.0, -1.0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.375, 1.005, 1.015, 1.025, 2.675, 1234.5678, -1234.5678, 1234567.891, 1e15, 1.2345678901234567e20, 3.14159265358979, -0.0004, 0.0015, 999.9996, 0.1, 0.3333333333333333, 0.6666666666666666, 12345.5, 0.295, 0.285, 0.045, 1e-7, -1e-7, 123456789.125, -0.005, 99.995]
    static let intTexts = ["0", "1", "-1", "25", "1234", "-1234567", "1000000", "9223372036854775807"]
    static let ints: [Int] = [0, 1, -1, 25, 1234, -1234567, 1000000, 9223372036854775807]

    /// Each style as scene files write it, with what Foundation writes for the table's numbers.
    static let doubleStyles: [(style: String, foundation: [String])] = [
        ("", doubles.map { $0.formatted() }),
        (".number", doubles.map { $0.formatted(.number) }),
        (".number.precision(.fractionLength(2))", doubles.map { $0.formatted(.number.precision(.fractionLength(2))) }),
        (".number.precision(.fractionLength(0...1))", doubles.map { $0.formatted(.number.precision(.fractionLength(0...1))) }),
        (".number.precision(.fractionLength(0))", doubles.map { $0.formatted(.number.precision(.fractionLength(0))) }),
        (".percent", doubles.map { $0.formatted(.percent) }),
        (".percent.precision(.fractionLength(1))", doubles.map { $0.formatted(.percent.precision(.fractionLength(1))) }),
        (".number.grouping(.never)", doubles.map { $0.formatted(.number.grouping(.never)) }),
        (".number.grouping(.never).precision(.fractionLength(1))", doubles.map { $0.formatted(.number.grouping(.never).precision(.fractionLength(1))) }),
        (".number.precision(.fractionLength(3...5))", doubles.map { $0.formatted(.number.precision(.fractionLength(3...5))) }),
        (".percent.precision(.fractionLength(0))", doubles.map { $0.formatted(.percent.precision(.fractionLength(0))) }),
    ]
    static let intStyles: [(style: String, foundation: [String])] = [
        ("", ints.map { $0.formatted() }),
        (".number", ints.map { $0.formatted(.number) }),
        (".percent", ints.map { $0.formatted(.percent) }),
        (".number.precision(.fractionLength(2))", ints.map { $0.formatted(.number.precision(.fractionLength(2))) }),
        (".number.grouping(.never)", ints.map { $0.formatted(.number.grouping(.never)) }),
        (".percent.precision(.fractionLength(1))", ints.map { $0.formatted(.percent.precision(.fractionLength(1))) }),
    ]

    /// The locale compiled scenes format with here, and that it writes the table as `en_US` does
    /// (the conventions `NumberFormatStyle` follows).
    @Test func compiledScenesFormatWithAnEnglishLocale() {
        #expect(Locale.current.identifier == "en_001",
                "compiled scenes format numbers with Locale.current (en_001 when LANG is C.UTF-8); corpus scenes that use formatted(_:) match their files only in an English locale")
        let english = Locale(identifier: "en_US")
        #expect(Self.doubles.map { $0.formatted(.number.locale(english)) } == Self.doubles.map { $0.formatted(.number) })
        #expect(Self.doubles.map { $0.formatted(.percent.locale(english)) } == Self.doubles.map { $0.formatted(.percent) })
        #expect(Self.ints.map { $0.formatted(.number.locale(english)) } == Self.ints.map { $0.formatted(.number) })
    }

    /// The values of `expression` (an array of strings) in a scene file.
    func strings(_ expression: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        let value = try language.value("let x = \(expression)", sourceLocation: sourceLocation)
        guard case .array(let items) = value else { Issue.record("not an array: \(value)", sourceLocation: sourceLocation); return [] }
        return items.map { item in
            if case .string(let text) = item { return text }
            return "not a string: \(item.interpolated)"
        }
    }

    @Test func formattedWritesAsFoundationDoes() throws {
        let doubles = "[" + Self.doubleTexts.joined(separator: ", ") + "]"
        for (style, foundation) in Self.doubleStyles {
            let call = style.isEmpty ? "$0.formatted()" : "$0.formatted(\(style))"
            #expect(try strings("\(doubles).map { \(call) }") == foundation, "Double.formatted(\(style))")
        }
        let ints = "[" + Self.intTexts.joined(separator: ", ") + "]"
        for (style, foundation) in Self.intStyles {
            let call = style.isEmpty ? "$0.formatted()" : "$0.formatted(\(style))"
            #expect(try strings("\(ints).map { \(call) }") == foundation, "Int.formatted(\(style))")
        }
    }

    @Test func textWithAFormatWritesTheSame() throws {
        let doubles = "[" + Self.doubleTexts.joined(separator: ", ") + "]"
        for (style, foundation) in Self.doubleStyles where !style.isEmpty {
            #expect(try strings("\(doubles).map { Text($0, format: \(style)).content }") == foundation, "Text(_:format: \(style))")
        }
        let ints = "[" + Self.intTexts.joined(separator: ", ") + "]"
        for (style, foundation) in Self.intStyles where !style.isEmpty {
            #expect(try strings("\(ints).map { Text($0, format: \(style)).content }") == foundation, "Text(_:format: \(style))")
        }
    }

    /// What the table pins, written out: the rules `NumberFormatStyle` follows.
    @Test func theRulesWrittenOut() {
        #expect(NumberFormatStyle.number.format(1234.5678) == "1,234.5678")
        #expect(NumberFormatStyle.number.format(1.0 / 3) == "0.333333")
        #expect(NumberFormatStyle.number.format(-0.0) == "-0")
        #expect(NumberFormatStyle.number.precision(.fractionLength(2)).format(-0.0004) == "-0.00")
        #expect(NumberFormatStyle.number.precision(.fractionLength(2)).format(1.015) == "1.02")
        #expect(NumberFormatStyle.number.precision(.fractionLength(2)).format(1.025) == "1.02")
        #expect(NumberFormatStyle.number.precision(.fractionLength(0)).format(2.5) == "2")
        #expect(NumberFormatStyle.number.precision(.fractionLength(0)).format(-2.5) == "-2")
        #expect(NumberFormatStyle.number.precision(.fractionLength(2)).format(999.9996) == "1,000.00")
        #expect(NumberFormatStyle.number.format(1.2345678901234567e20) == "123,456,789,012,345,670,000")
        #expect(NumberFormatStyle.percent.format(0.5) == "50%")
        #expect(NumberFormatStyle.percent.precision(.fractionLength(0)).format(0.295) == "30%")
        #expect(NumberFormatStyle.percent.format(25) == "25%")
        #expect(NumberFormatStyle.number.precision(.fractionLength(2)).format(25) == "25.00")
        #expect(NumberFormatStyle.number.grouping(.never).format(-1234567) == "-1234567")
    }
}
