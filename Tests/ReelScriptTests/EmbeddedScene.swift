import Foundation
import Testing

/// Scenes written once in a test file: compiled into the test target, and read back from the
/// file's own text as scene files. A scene (with its helper structs) sits between a
/// `// ── scene NAME` line and a `// ── end NAME` line.
enum EmbeddedScene {
    /// The text of the scene `name` in the file at `path`, after `imports`.
    static func text(_ name: String, in path: String, imports: String = "import Reel\n\n") throws -> String {
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let start = try #require(source.range(of: "// ── scene " + name + "\n"))
        let end = try #require(source.range(of: "// ── end " + name + "\n", range: start.upperBound..<source.endIndex))
        return imports + source[start.upperBound..<end.lowerBound]
    }
}
