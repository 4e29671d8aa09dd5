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
    /// is not in `source`. A line longer than `excerptWidth` characters is shown as the window of
    /// that many around the column, with `…` where it was cut.
    public func excerpt(in source: SourceLines) -> String? {
        guard let sourceLine = source.line(line) else { return nil }
        // The caret sits under the column, counted in UTF-8 bytes; tabs are kept so it lines up.
        let before = Array(String(decoding: sourceLine.utf8.prefix(max(0, column - 1)), as: UTF8.self))
        let characters = Array(sourceLine)
        var start = 0, end = characters.count
        if characters.count > Self.excerptWidth {
            start = max(0, min(before.count - Self.excerptWidth / 2, characters.count - Self.excerptWidth))
            end = start + Self.excerptWidth
        }
        let lead = start > 0 ? "…" : "", trail = end < characters.count ? "…" : ""
        let shown = lead + String(characters[start..<end]) + trail
        let padding = (lead + String(before[min(start, before.count)...])).map { $0 == "\t" ? "\t" : " " }.joined()
        return shown + "\n" + padding + "^"
    }

    /// The most characters of a source line an excerpt shows.
    public static let excerptWidth = 120
}
