/// One positioned error of a scene file that does not load, as `/scene.json` gives it.
public struct PreviewIssue: Codable, Hashable, Sendable {
    /// The message, without the position (`unknown name 'Circel'; did you mean 'Circle'?`).
    public var message: String
    /// The file the error is in, as errors name it; nil for an error without a position.
    public var file: String?
    /// The 1-based line, or nil.
    public var line: Int?
    /// The 1-based column, or nil.
    public var column: Int?
    /// The source line the error points into, or nil.
    public var excerpt: String?

    /// An error at `file:line:column`.
    public init(message: String, file: String? = nil, line: Int? = nil, column: Int? = nil, excerpt: String? = nil) {
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.excerpt = excerpt
    }

    private enum Keys: String, CodingKey { case message, file, line, column, excerpt }

    /// Encodes every field, absent ones as null.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(message, forKey: .message)
        try c.encode(file, forKey: .file)
        try c.encode(line, forKey: .line)
        try c.encode(column, forKey: .column)
        try c.encode(excerpt, forKey: .excerpt)
    }
}

/// Why a generation of the module did not load: every positioned error the files have.
public struct PreviewLoadError: Error, Sendable {
    /// The errors, in source order (at least one).
    public var issues: [PreviewIssue]

    /// A failure with `issues`.
    public init(issues: [PreviewIssue]) {
        self.issues = issues
    }
}
