/// Where each line of a scene file starts: turns a `ScriptPosition` of lowered code into the line
/// and column an error is printed at (`FILE:LINE:COL`), without the syntax tree. Lines and columns
/// count as swift-syntax counts them (`ScriptSource` gives the line starts its parser found): lines
/// from 1, columns in UTF-8 bytes from 1; a position past the end of the file is at its end.
///
/// The files of a module share one space of positions: each file's offsets start at its `base`
/// (the first file's at 0, each next one past the end of the one before), and each file keeps its
/// own line table, so a position names its file, line and column.
package struct ScriptLines: Sendable {
    /// One file's lines: its name, where its offsets start in the module, and its line starts.
    private struct File: Sendable {
        var fileName: String
        var base: Int
        var starts: [Int]
        var end: Int
    }

    /// The files, in the order of their bases.
    private let files: [File]

    /// The lines of a file named `fileName` that start at `lineStarts` (the first at 0) and ends
    /// at the offset `end`.
    package init(fileName: String, lineStarts: [Int], end: Int) {
        files = [File(fileName: fileName, base: 0, starts: lineStarts.isEmpty ? [0] : lineStarts, end: end)]
    }

    /// The lines of a module's files, each file's positions offset by its `base` (`bases(of:)`).
    package init(module: [ScriptLines]) {
        var joined: [File] = []
        var base = 0
        for lines in module {
            for var file in lines.files {
                file.base = base
                joined.append(file)
                base += file.end + 1
            }
        }
        files = joined.isEmpty ? [File(fileName: "", base: 0, starts: [0], end: 0)] : joined
    }

    /// Where each file's positions start in the module, in order: 0 for the first, each next one
    /// just past the end of the one before.
    package var bases: [Int] { files.map(\.base) }

    /// The name of the first file.
    package var fileName: String { files[0].fileName }

    /// The file `position` is in: the last one whose base is at or before it.
    private func file(of position: ScriptPosition) -> File {
        var low = 0, high = files.count
        while low < high {
            let middle = (low + high) / 2
            if files[middle].base <= position.offset { low = middle + 1 } else { high = middle }
        }
        return files[max(low, 1) - 1]
    }

    /// The name of the file `position` is in.
    package func fileName(of position: ScriptPosition) -> String { file(of: position).fileName }

    /// The line and column of `position` in its file.
    package func location(of position: ScriptPosition) -> (line: Int, column: Int) {
        let file = file(of: position)
        let offset = max(0, min(position.offset - file.base, file.end))
        // The number of lines starting at or before the offset is the offset's line.
        var low = 0, high = file.starts.count
        while low < high {
            let middle = (low + high) / 2
            if file.starts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        let line = max(low, 1)
        return (line, offset - file.starts[line - 1] + 1)
    }

    /// An error at `position`, in its file.
    package func error(_ kind: ScriptError.Kind, at position: ScriptPosition, _ message: String) -> ScriptError {
        let (line, column) = location(of: position)
        return ScriptError(kind: kind, fileName: fileName(of: position), line: line, column: column, message: message)
    }
}
