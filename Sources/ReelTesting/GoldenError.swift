/// Why golden testing could not do what it was asked: a bad manifest, a frame outside the scene,
/// a golden folder that cannot be written, a bad option. The message names the file or the value
/// and says what is wrong.
public struct GoldenError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Who has to act.
    public enum Kind: Hashable, Sendable {
        /// The request itself is malformed (an option's value); `reel test` exits with 2.
        case usage
        /// The input or the folder is wrong (a manifest, a golden, a frame number); exit 1.
        case failure
    }

    /// Who has to act.
    public var kind: Kind
    /// What is wrong, naming the file or value.
    public var message: String

    /// An error of `kind` saying `message`.
    public init(_ kind: Kind = .failure, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
