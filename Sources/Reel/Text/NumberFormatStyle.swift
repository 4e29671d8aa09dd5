import Foundation

/// How `Text(_:format:)` writes a number, as Foundation's number format styles do in the en_US
/// locale, whatever the machine's locale: `.` before the fraction, `,` between groups of three
/// digits, `-` for negative numbers, `%` after a percentage. Frames must not depend on where they
/// are rendered, so no locale is consulted.
///
/// - `.number`: a `Double` with at most three fraction digits, trailing zeros dropped
///   (`1234.5678` is "1,234.568"); an `Int` as it is ("1,234").
/// - `.percent`: a `Double` times 100 with at most three fraction digits ("25.6%"); an `Int` as
///   it is, followed by `%` ("25%"), as Foundation's integer percent style writes it.
/// - `.precision(.fractionLength(2))`: exactly two fraction digits; `.fractionLength(0...2)`: at
///   least none, at most two.
/// - `.grouping(.never)`: no group separators.
///
/// Rounding is to the nearest digit, ties as `printf` rounds them (on the binary value).
public struct NumberFormatStyle: Hashable, Sendable {
    /// How many fraction digits are written.
    public struct Precision: Hashable, Sendable {
        let minimum: Int
        let maximum: Int

        /// Exactly `length` fraction digits (0 to 15).
        public static func fractionLength(_ length: Int) -> Precision {
            let clamped = Swift.min(Swift.max(length, 0), 15)
            return Precision(minimum: clamped, maximum: clamped)
        }

        /// Between `range.lowerBound` and `range.upperBound` fraction digits (each 0 to 15).
        public static func fractionLength(_ range: ClosedRange<Int>) -> Precision {
            let low = Swift.min(Swift.max(range.lowerBound, 0), 15)
            return Precision(minimum: low, maximum: Swift.min(Swift.max(range.upperBound, low), 15))
        }
    }

    /// Whether digits are grouped in threes.
    public struct Grouping: Hashable, Sendable {
        let groups: Bool
        /// Groups of three digits separated by `,`.
        public static let automatic = Grouping(groups: true)
        /// No separators.
        public static let never = Grouping(groups: false)
    }

    var precision: Precision?
    var grouping = Grouping.automatic
    var isPercent = false

    /// A number: at most three fraction digits, grouped.
    public static var number: NumberFormatStyle { NumberFormatStyle() }
    /// A percentage: a fraction times 100, at most three fraction digits, then `%`.
    public static var percent: NumberFormatStyle { NumberFormatStyle(isPercent: true) }

    /// The style with `precision` fraction digits.
    public func precision(_ precision: Precision) -> NumberFormatStyle {
        var style = self
        style.precision = precision
        return style
    }

    /// The style with `grouping`.
    public func grouping(_ grouping: Grouping) -> NumberFormatStyle {
        var style = self
        style.grouping = grouping
        return style
    }

    /// `value` written in this style.
    public func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        let scaled = isPercent ? value * 100 : value
        let precision = self.precision ?? Precision(minimum: 0, maximum: 3)
        var digits = String(format: "%.\(precision.maximum)f", abs(scaled))
        if let dot = digits.firstIndex(of: ".") {
            // Trailing zeros beyond the minimum go.
            var keep = digits.distance(from: dot, to: digits.endIndex) - 1
            while keep > precision.minimum, digits.last == "0" {
                digits.removeLast()
                keep -= 1
            }
            if keep == 0 { digits.removeLast() }
        }
        let negative = scaled < 0 && digits.contains { $0 != "0" && $0 != "." }
        return (negative ? "-" : "") + grouped(digits) + (isPercent ? "%" : "")
    }

    /// `value` written in this style (a percentage of an integer is the integer with `%`).
    public func format(_ value: Int) -> String {
        guard precision == nil || precision!.minimum == 0 else { return format(Double(value) / (isPercent ? 100 : 1)) }
        let magnitude = String(value.magnitude)
        return (value < 0 ? "-" : "") + grouped(magnitude) + (isPercent ? "%" : "")
    }

    /// `digits` (an integer part, perhaps followed by a fraction) with the integer part grouped.
    private func grouped(_ digits: String) -> String {
        guard grouping.groups else { return digits }
        let integer = digits.prefix { $0 != "." }
        guard integer.count > 3 else { return digits }
        var result = ""
        for (index, character) in integer.enumerated() {
            if index > 0, (integer.count - index) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return result + digits.dropFirst(integer.count)
    }
}

extension Text {
    /// Text showing `value` written in `format` (see `NumberFormatStyle`), as SwiftUI's
    /// `Text(_:format:)`.
    public init(_ value: Double, format: NumberFormatStyle) { self.init(verbatim: format.format(value)) }
    /// Text showing `value` written in `format`.
    public init(_ value: Int, format: NumberFormatStyle) { self.init(verbatim: format.format(value)) }
}
