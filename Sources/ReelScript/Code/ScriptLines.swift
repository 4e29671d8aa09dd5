/// Where each line of a scene file starts: turns a `ScriptPosition` of lowered code into the line
/// and column an error is printed at (`FILE:LINE:COL`), without the syntax tree. Lines and columns
/// count as swift-syntax counts them (`ScriptSource` gives the line starts its parser found): lines
/// from 1, columns in UTF-8 bytes from 1; a position past the end of the file is at its end.
package struct ScriptLines: Sendable {
    /// The name errors give the file.
    package let fileName: String
    /// The UTF-8 offset at which each line starts, in order (the first at 0).
    private let starts: [Int]
    /// The UTF-8 offset of the end of the file.
    private let end: Int

    /// The lines of a file named `fileName` that start at `lineStarts` (the first at 0) and ends
    /// at the offset `end`.
    package init(fileName: String, lineStarts: [Int], end: Int) {
        self.fileName = fileName
        self.starts = lineStarts.isEmpty ? [0] : lineStarts
        self.end = end
    }

    /// The line and column of `position`.
    package func location(of position: ScriptPosition) -> (line: Int, column: Int) {
        let offset = max(0, min(position.offset, end))
        // The number of lines starting at or before the offset is the offset's line.
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        let line = max(low, 1)
        return (line, offset - starts[line - 1] + 1)
    }

    /// An error at `position`.
    package func error(_ kind: ScriptError.Kind, at position: ScriptPosition, _ message: String) -> ScriptError {
        let (line, column) = location(of: position)
        return ScriptError(kind: kind, fileName: fileName, line: line, column: column, message: message)
    }
}
