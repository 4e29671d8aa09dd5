/// A request the preview cannot answer as asked: a parameter missing or out of range (status 400).
public struct PreviewRequestError: Error, Sendable, Equatable {
    /// What is wrong, for the response body (`t must be a number of seconds ≥ 0, not 'x'`).
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }
}
