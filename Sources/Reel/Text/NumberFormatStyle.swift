import Foundation

/// How `Text(_:format:)` and `formatted(_:)` write a number, as Foundation's number format
/// styles do (ICU's number formatting) in the English locales (`en_US`, and `en_001`, which
/// Foundation takes on Linux when `LANG` is `C.UTF-8`), whatever the machine's locale: `.` before
/// the fraction, `,` between groups of three digits, `-` before a negative number (negative zero
/// included: `-0`, `-0.00`), `%` after a percentage. Frames must not depend on where they are
/// rendered, so no locale is consulted.
///
/// - `.number`: a `Double` with at most six fraction digits, trailing zeros dropped
///   (`1234.5678` is "1,234.5678", `1.0 / 3` is "0.333333"); an `Int` as it is ("1,234").
/// - `.percent`: a `Double` times 100 with at most six fraction digits ("25.6%"); an `Int` as
///   it is, followed by `%` ("25%"), as Foundation's integer percent style writes it.
/// - `.precision(.fractionLength(2))`: exactly two fraction digits; `.fractionLength(0...2)`: at
///   least none, at most two.
/// - `.grouping(.never)`: no group separators.
/// - `.currency(code: "USD")`: the amount after the currency's symbol as the `en_US` locale
///   writes it ("$1,234.50", "-€0.50", "¥1,235", "CA$12.00"; a code without a symbol there is
///   written before the amount with a no-break space: "SEK 12.00"), with the currency's
///   fraction digits (two; none for JPY, KRW, VND, CLP, ISK; three for KWD, BHD, OMR, JOD, TND)
///   unless a precision is given.
///
/// A `Double` is taken as its shortest decimal form (the digits Swift prints, `0.1` for 0.1),
/// scaled by 100 in decimal for a percentage, and rounded to the digits kept half to even, as
/// ICU rounds: `1.015` with two fraction digits is "1.02", `2.5` with none is "2", `0.295` as a
/// percentage with none is "30%".
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
    var currency: Currency?

    /// A currency an amount is written in: the text before the number and its fraction digits.
    struct Currency: Hashable, Sendable {
        let prefix: String
        let digits: Int

        /// The currency of the ISO 4217 `code`, as ICU's English (`en_US`) data writes it.
        init(code: String) {
            let code = code.uppercased()
            prefix = Currency.symbols[code] ?? code + "\u{00A0}"
            digits = Currency.wholeUnits.contains(code) ? 0 : Currency.thousandths.contains(code) ? 3 : 2
        }

        /// The symbols of `en_US` that are not the code itself.
        static let symbols: [String: String] = [
            "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CNY": "CN¥", "CAD": "CA$", "AUD": "A$", "INR": "₹",
            "KRW": "₩", "BRL": "R$", "MXN": "MX$", "HKD": "HK$", "NZD": "NZ$", "TWD": "NT$", "VND": "₫", "ILS": "₪",
            "PHP": "₱",
        ]
        /// Currencies written without fraction digits.
        static let wholeUnits: Set<String> = ["JPY", "KRW", "VND", "CLP", "ISK", "UGX", "PYG", "XAF", "XOF"]
        /// Currencies written with three fraction digits.
        static let thousandths: Set<String> = ["KWD", "BHD", "OMR", "JOD", "TND"]
    }

    /// A number: at most three fraction digits, grouped.
    public static var number: NumberFormatStyle { NumberFormatStyle() }
    /// A percentage: a fraction times 100, at most three fraction digits, then `%`.
    public static var percent: NumberFormatStyle { NumberFormatStyle(isPercent: true) }

    /// An amount of the currency of the ISO 4217 `code` ("USD", "EUR", "JPY").
    public static func currency(code: String) -> NumberFormatStyle {
        NumberFormatStyle(currency: Currency(code: code))
    }

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
        guard value.isFinite else {
            return (value.sign == .minus && !value.isNaN ? "-" : "") + (currency?.prefix ?? "") + (value.isNaN ? "NaN" : "∞")
                + (isPercent ? "%" : "")
        }
        var decimal = DecimalDigits(value.magnitude)
        if isPercent { decimal.exponent += 2 }
        return written(decimal, negative: value.sign == .minus, defaultMaximum: 6)
    }

    /// `value` written in this style (a percentage of an integer is the integer with `%`, as
    /// Foundation's integer percent style writes it).
    public func format(_ value: Int) -> String {
        written(DecimalDigits(integer: value.magnitude), negative: value < 0, defaultMaximum: currency == nil ? 0 : 6)
    }

    /// `decimal` rounded to the style's fraction digits (`defaultMaximum` at most without a
    /// precision), then written with its sign, groups and percent sign.
    private func written(_ decimal: DecimalDigits, negative: Bool, defaultMaximum: Int) -> String {
        let precision = self.precision ?? currency.map { Precision(minimum: $0.digits, maximum: $0.digits) }
            ?? Precision(minimum: 0, maximum: defaultMaximum)
        let rounded = decimal.rounded(toFractionDigits: precision.maximum)
        var (integer, fraction) = rounded.parts
        while fraction.count > precision.minimum, fraction.last == "0" { fraction.removeLast() }
        while fraction.count < precision.minimum { fraction.append("0") }
        let number = grouped(integer) + (fraction.isEmpty ? "" : "." + fraction)
        return (negative ? "-" : "") + (currency?.prefix ?? "") + number + (isPercent ? "%" : "")
    }

    /// The digits of an integer part, grouped in threes when the style groups.
    private func grouped(_ integer: String) -> String {
        guard grouping.groups, integer.count > 3 else { return integer }
        var result = ""
        for (index, character) in integer.enumerated() {
            if index > 0, (integer.count - index) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return result
    }
}

extension Text {
    /// Text showing `value` written in `format` (see `NumberFormatStyle`), as SwiftUI's
    /// `Text(_:format:)`.
    public init(_ value: Double, format: NumberFormatStyle) { self.init(verbatim: format.format(value)) }
    /// Text showing `value` written in `format`.
    public init(_ value: Int, format: NumberFormatStyle) { self.init(verbatim: format.format(value)) }
}
