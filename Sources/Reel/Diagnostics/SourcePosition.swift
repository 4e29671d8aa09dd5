/// A place in a source file: a scene file's line and column.
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    /// The file's name or path, as the user gave it.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes as compilers count it.
    public var column: Int

    /// A location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }

    /// The line of `text` this location is on and a caret under its column, as compilers print
    /// them; nil when the line is not in `text`.
    public func excerpt(in text: String) -> String? {
        excerpt(in: SourceLines(text))
    }

    /// The line of `source` this location is on and a caret under its column; nil when the line
    /// is not in `source`.
    public func excerpt(in source: SourceLines) -> String? {
        guard let sourceLine = source.line(line) else { return nil }
        // The caret sits under the column, counted in UTF-8 bytes; tabs are kept so it lines up.
        let prefix = sourceLine.utf8.prefix(max(0, column - 1))
        let padding = String(decoding: prefix, as: UTF8.self).map { $0 == "\t" ? "\t" : " " }.joined()
        return sourceLine + "\n" + padding + "^"
    }
}
