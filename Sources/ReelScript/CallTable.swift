import Reel

/// The names a script can call, each with one or more forms, plus the names usable without
/// parentheses (SwiftUI's static properties such as `.easeIn`). A scene interpreter reuses the same
/// machinery for every family of callables: look-up by name, overload choice by argument labels,
/// evaluation of arguments by type, and did-you-mean suggestions.
public struct CallTable<Receiver, Result>: Sendable {
    /// The forms of each callable name, in order of preference.
    public private(set) var signatures: [String: [CallSignature<Receiver, Result>]] = [:]
    /// The names usable without parentheses and what they produce.
    public private(set) var properties: [String: @Sendable (Receiver) -> Result] = [:]

    /// An empty table.
    public init() {}

    /// Adds a callable form.
    public mutating func add(_ signature: CallSignature<Receiver, Result>) {
        signatures[signature.name, default: []].append(signature)
    }

    /// Adds a name usable without parentheses.
    public mutating func addProperty(_ name: String, _ make: @escaping @Sendable (Receiver) -> Result) {
        properties[name] = make
    }

    /// Every name the table knows.
    public var names: Set<String> { Set(signatures.keys).union(properties.keys) }

    /// How `name` can be written, for messages: `easeIn`, `easeIn(duration:)`.
    public func forms(of name: String) -> [String] {
        (properties[name] == nil ? [] : [name]) + (signatures[name] ?? []).map(\.displayName)
    }
}
