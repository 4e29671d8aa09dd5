import Foundation

/// Why a name could not be found in, or read from, a module's asset catalogs: the message says
/// which name, which catalog file and what is wrong, and for a missing name lists the names the
/// catalogs have, closest first.
public struct AssetError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The explanation, complete.
    public var message: String
    /// Whether the name is missing (rather than present and unreadable).
    public var isMissing: Bool

    /// An error with `message`.
    public init(message: String, isMissing: Bool = false) {
        self.message = message
        self.isMissing = isMissing
    }

    /// The message.
    public var description: String { message }

    /// How many names a missing-name message lists before `and N more`.
    static let listedNames = 12

    /// `no KIND named 'NAME' in CATALOGS; did you mean 'X'? (KIND sets: A, B, …)`, the names
    /// sorted closest to `name` first; X is the set of that name in a namespace, or else the
    /// closest name when it is close (`Suggestion`).
    static func missing(_ kind: String, _ name: String, catalogs: String, names: [String]) -> AssetError {
        if names.isEmpty {
            return AssetError(message: "no \(kind) named '\(name)' in \(catalogs), which has no \(kind) sets", isMissing: true)
        }
        let target = Array(name.lowercased())
        let ordered = names.map { ($0, Suggestion.distance(target, Array($0.lowercased()))) }
            .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.map(\.0)
        var list = ordered.prefix(listedNames).joined(separator: ", ")
        if ordered.count > listedNames { list += " and \(ordered.count - listedNames) more" }
        // A set in a namespace is named with its folder: `badge` is `Icons/badge`.
        let namespaced = names.first { $0.hasSuffix("/" + name) }
        let hint = (namespaced ?? Suggestion.closest(to: name, in: names)).map { "; did you mean '\($0)'?" } ?? ""
        return AssetError(message: "no \(kind) named '\(name)' in \(catalogs)\(hint) (\(kind) sets: \(list))", isMissing: true)
    }
}
