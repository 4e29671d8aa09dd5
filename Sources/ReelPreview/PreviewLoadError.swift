/// Why a generation of the module did not load: every positioned error the files have.
public struct PreviewLoadError: Error, Sendable {
    /// The errors, in source order (at least one).
    public var issues: [PreviewIssue]

    /// A failure with `issues`.
    public init(issues: [PreviewIssue]) {
        self.issues = issues
    }
}
