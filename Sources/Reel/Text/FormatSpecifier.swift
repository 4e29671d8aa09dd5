import Foundation

/// A `printf` conversion written in a string interpolation, as SwiftUI's text accepts it:
/// `Text("\(speed, specifier: "%.1f") km/h")`.
///
/// One conversion of a number, with text around it: flags (`-+ 0#`), a width, a precision, a
/// length (`l`, `ll`, `h`, `hh`, `q`, `z`, `j`, `t`, `L`, ignored) and `d i u o x X f F e E g G`;
/// `%%` writes `%`. Numbers are written as the C library writes them in the POSIX locale (`.`
/// before the fraction, no group separators), whatever the machine's locale. A specifier outside
/// this (`%@`, `%s`, two conversions) is refused by `init?`; an interpolation with one writes the
/// value as `\(value)` would.
public struct FormatSpecifier: Hashable, Sendable {
    /// The text before the conversion.
    let prefix: String
    /// The conversion without its length (`%08.2f`).
    let conversion: String
    /// Whether it is an integer conversion.
    let isInteger: Bool
    /// The text after the conversion.
    let suffix: String

    /// The specifier `text`, or nil when it is not one number conversion with text around it.
    public init?(_ text: String) {
        var prefix = "", suffix = "", conversion: String?
        var isInteger = false
        var characters = Substring(text)
        while let character = characters.first {
            characters.removeFirst()
            guard character == "%" else {
                if conversion == nil { prefix.append(character) } else { suffix.append(character) }
                continue
            }
            if characters.first == "%" {
                characters.removeFirst()
                if conversion == nil { prefix.append("%") } else { suffix.append("%") }
                continue
            }
            guard conversion == nil else { return nil }
            var spec = "%"
            while let flag = characters.first, "-+ 0#".contains(flag) { spec.append(characters.removeFirst()) }
            var width = ""
            while let digit = characters.first, digit.isASCII, digit.isNumber { width.append(characters.removeFirst()) }
            guard width.count <= 3 else { return nil }
            spec += width
            if characters.first == "." {
                spec.append(characters.removeFirst())
                var precision = ""
                while let digit = characters.first, digit.isASCII, digit.isNumber { precision.append(characters.removeFirst()) }
                guard precision.count <= 2 else { return nil }
                spec += precision
            }
            while let length = characters.first, "lhqzjtL".contains(length) { characters.removeFirst() }
            guard let kind = characters.first, "diuoxXfFeEgG".contains(kind) else { return nil }
            characters.removeFirst()
            isInteger = "diuoxX".contains(kind)
            spec += isInteger ? "ll" + String(kind) : String(kind)
            conversion = spec
        }
        guard let conversion else { return nil }
        self.prefix = prefix
        self.conversion = conversion
        self.isInteger = isInteger
        self.suffix = suffix
    }

    /// `value` written by the specifier.
    public func format(_ value: Double) -> String {
        if isInteger {
            let whole = value.isFinite ? Int64(Swift.max(Swift.min(value.rounded(.towardZero), 9.2e18), -9.2e18)) : 0
            return prefix + String(format: conversion, whole) + suffix
        }
        return prefix + String(format: conversion, value) + suffix
    }

    /// `value` written by the specifier.
    public func format(_ value: Int) -> String {
        isInteger ? prefix + String(format: conversion, Int64(value)) + suffix : format(Double(value))
    }
}

extension String.StringInterpolation {
    /// `\(value, specifier: "%.2f")`: `value` written by a `printf` specifier (see
    /// `FormatSpecifier`); a specifier it does not accept writes the value as `\(value)` does.
    public mutating func appendInterpolation(_ value: Double, specifier: String) {
        appendLiteral(FormatSpecifier(specifier)?.format(value) ?? String(describing: value))
    }

    /// `\(count, specifier: "%d")`: `value` written by a `printf` specifier.
    public mutating func appendInterpolation(_ value: Int, specifier: String) {
        appendLiteral(FormatSpecifier(specifier)?.format(value) ?? String(value))
    }

    /// `\(value, specifier: "%.1f")` for a `CGFloat`.
    public mutating func appendInterpolation(_ value: CGFloat, specifier: String) {
        appendInterpolation(Double(value), specifier: specifier)
    }
}
