import Foundation

/// A non-negative number in decimal: `digits` (ASCII, no leading zeros; empty for zero) times
/// ten to the `exponent`.
struct DecimalDigits: Equatable {
    var digits: [UInt8]
    var exponent: Int

    /// The shortest decimal form of a finite `value` (the digits Swift's `description` prints).
    init(_ value: Double) {
        let text = value.magnitude.description
        let parts = text.split(separator: "e", maxSplits: 1)
        let mantissa = parts[0]
        var exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        var digits: [UInt8] = []
        var seenPoint = false
        for character in mantissa.utf8 {
            if character == UInt8(ascii: ".") {
                seenPoint = true
                continue
            }
            digits.append(character)
            if seenPoint { exponent -= 1 }
        }
        self.init(digits: digits, exponent: exponent)
    }

    /// An integer.
    init(integer: UInt) {
        self.init(digits: Array(String(integer).utf8), exponent: 0)
    }

    /// `digits` × 10^`exponent`, with leading and trailing zeros taken off.
    init(digits: [UInt8], exponent: Int) {
        var digits = digits[...]
        var exponent = exponent
        while digits.first == UInt8(ascii: "0") { digits.removeFirst() }
        while digits.last == UInt8(ascii: "0") {
            digits.removeLast()
            exponent += 1
        }
        self.digits = Array(digits)
        self.exponent = digits.isEmpty ? 0 : exponent
    }

    /// The number rounded to `places` fraction digits, half to even.
    func rounded(toFractionDigits places: Int) -> DecimalDigits {
        let dropped = -exponent - places
        guard dropped > 0 else { return self }
        guard dropped <= digits.count else {
            // Less than half a unit of the last place kept (the first dropped digit is a zero).
            return DecimalDigits(digits: [], exponent: 0)
        }
        var kept = Array(digits[..<(digits.count - dropped)])
        let rest = digits[(digits.count - dropped)...]
        let first = rest.first!
        let beyondHalf = rest.dropFirst().contains { $0 != UInt8(ascii: "0") }
        let lastKeptIsOdd = (kept.last.map { $0 - UInt8(ascii: "0") } ?? 0) % 2 == 1
        let up = first > UInt8(ascii: "5") || (first == UInt8(ascii: "5") && (beyondHalf || lastKeptIsOdd))
        if up {
            var index = kept.count - 1
            while index >= 0, kept[index] == UInt8(ascii: "9") {
                kept[index] = UInt8(ascii: "0")
                index -= 1
            }
            if index >= 0 { kept[index] += 1 } else { kept.insert(UInt8(ascii: "1"), at: 0) }
        }
        return DecimalDigits(digits: kept, exponent: -places)
    }

    /// The digits before the point ("0" at least) and after it.
    var parts: (integer: String, fraction: String) {
        let text = String(decoding: digits, as: UTF8.self)
        if exponent >= 0 { return (digits.isEmpty ? "0" : text + String(repeating: "0", count: exponent), "") }
        let fractionCount = -exponent
        if fractionCount >= digits.count { return ("0", String(repeating: "0", count: fractionCount - digits.count) + text) }
        return (String(text.dropLast(fractionCount)), String(text.suffix(fractionCount)))
    }
}
