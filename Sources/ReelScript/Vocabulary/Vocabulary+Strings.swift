import Foundation

extension Vocabulary {
    /// Swift's and Foundation's string methods that scene files use to shape text: `capitalized`,
    /// `dropFirst`/`dropLast`/`suffix` (on arrays too), `split(separator:)`,
    /// `components(separatedBy:)`, `trimmingCharacters(in:)`, `hasSuffix`,
    /// `replacingOccurrences(of:with:)`. A `Substring` is a `String` in a scene file.
    mutating func registerStringMethods() {
        constants("CharacterSet", namedCharacterSets)
        initializer("CharacterSet", "CharacterSet(charactersIn:)") { CharacterSet(charactersIn: try $0.get("charactersIn", as: String.self)) }
        valueProperty("capitalized") { value in
            guard case .string(let s) = value else { return nil }
            return .string(s.capitalized)
        }
        method("dropFirst(_k?)") { invocation in
            let k = try nonNegativeCount(invocation, "k")
            if case .string(let s) = invocation.receiver { return .string(String(s.dropFirst(k))) }
            return .array(Array(try sequence(invocation.receiver, invocation).dropFirst(k)))
        }
        method("dropLast(_k?)") { invocation in
            let k = try nonNegativeCount(invocation, "k")
            if case .string(let s) = invocation.receiver { return .string(String(s.dropLast(k))) }
            return .array(Array(try sequence(invocation.receiver, invocation).dropLast(k)))
        }
        method("suffix(_maxLength)") { invocation in
            let n = try nonNegativeCount(invocation, "maxLength")
            if case .string(let s) = invocation.receiver { return .string(String(s.suffix(n))) }
            return .array(Array(try sequence(invocation.receiver, invocation).suffix(n)))
        }
        method("hasSuffix(_suffix)") { invocation in
            let s = try receiverString(invocation)
            return .bool(s.hasSuffix(try invocation.get("suffix", as: String.self)))
        }
        method("split(separator: maxSplits:? omittingEmptySubsequences:?)") { invocation in
            let s = try receiverString(invocation)
            let separator = try invocation.get("separator", as: String.self)
            let maxSplits = try invocation.get("maxSplits", default: Int.max)
            let omitting = try invocation.get("omittingEmptySubsequences", default: true)
            guard maxSplits >= 0 else {
                throw invocation.interpreter.error(.invalidValue, invocation.node, "maxSplits must be at least 0, not \(maxSplits)")
            }
            let parts: [Substring]
            if separator.count == 1, let character = separator.first {
                parts = s.split(separator: character, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
            } else if separator.isEmpty {
                throw invocation.interpreter.error(.invalidValue, invocation.argument("separator")!.node, "the separator is empty")
            } else {
                parts = s.split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
            }
            try invocation.interpreter.allocate(elements: parts.count, at: invocation.node)
            return .array(parts.map { .string(String($0)) })
        }
        method("components(separatedBy:)") { invocation in
            let s = try receiverString(invocation)
            let parts: [String]
            if case .string(let separator)? = invocation.argument("separatedBy")?.value {
                guard !separator.isEmpty else {
                    throw invocation.interpreter.error(.invalidValue, invocation.argument("separatedBy")!.node, "the separator is empty")
                }
                parts = s.components(separatedBy: separator)
            } else {
                parts = s.components(separatedBy: try characterSet(invocation, "separatedBy"))
            }
            try invocation.interpreter.allocate(elements: parts.count, at: invocation.node)
            return .array(parts.map { .string($0) })
        }
        method("trimmingCharacters(in:)") { invocation in
            let s = try receiverString(invocation)
            return .string(s.trimmingCharacters(in: try characterSet(invocation, "in")))
        }
        method("replacingOccurrences(of: with:)") { invocation in
            let s = try receiverString(invocation)
            let target = try invocation.get("of", as: String.self), replacement = try invocation.get("with", as: String.self)
            guard !target.isEmpty else { return .string(s) }
            let result = s.replacingOccurrences(of: target, with: replacement)
            try invocation.interpreter.allocate(stringBytes: result.utf8.count, at: invocation.node)
            return .string(result)
        }
    }
}

/// The receiver as a `String`; another receiver is a mismatch (another form may take it).
private func receiverString(_ invocation: Invocation) throws -> String {
    guard case .string(let s) = invocation.receiver else {
        throw Mismatch(message: "'\(invocation.signature.name)' is not available on \(invocation.receiver.typeName)", isReceiver: true)
    }
    return s
}

/// The count argument `name` (1 when left out), an error when negative, as Swift traps.
private func nonNegativeCount(_ invocation: Invocation, _ name: String) throws -> Int {
    let k = try invocation.get(name, default: 1)
    guard k >= 0 else {
        throw invocation.interpreter.error(.invalidValue, invocation.argument(name)?.node ?? invocation.node,
                                           "\(invocation.signature.name) takes a count of at least 0, not \(k)")
    }
    return k
}

/// The character set written for the argument `name`: `.whitespaces`, `.whitespacesAndNewlines`,
/// `.newlines`, `.punctuationCharacters`, `.decimalDigits`, `.letters`, `.alphanumerics`,
/// `.symbols`, `.uppercaseLetters`, `.lowercaseLetters`, or `CharacterSet(charactersIn: "…")`.
private func characterSet(_ invocation: Invocation, _ name: String) throws -> CharacterSet {
    guard let argument = invocation.argument(name) else { throw Mismatch(message: "missing argument '\(name)'", node: invocation.node) }
    if let set = try? invocation.interpreter.convert(argument.value, to: CharacterSet.self, at: argument.node) { return set }
    throw invocation.interpreter.error(.badArguments, argument.node,
                                       "'\(name):' takes a character set such as '.whitespaces' or a string, not \(argument.value.debugText)")
}

/// The character sets scene files name with a leading dot.
private let namedCharacterSets: [String: CharacterSet] = [
    "whitespaces": .whitespaces, "whitespacesAndNewlines": .whitespacesAndNewlines, "newlines": .newlines,
    "punctuationCharacters": .punctuationCharacters, "decimalDigits": .decimalDigits, "letters": .letters,
    "alphanumerics": .alphanumerics, "symbols": .symbols, "uppercaseLetters": .uppercaseLetters,
    "lowercaseLetters": .lowercaseLetters,
]
