import SwiftSyntax

/// Source text with its syntax tree, for turning nodes into positions.
public struct ScriptSource {
    /// The name printed in errors.
    public let fileName: String
    let converter: SourceLocationConverter
    /// Where the tree's lines start, for positioning the errors of lowered code, which keeps
    /// offsets (`ScriptPosition`) instead of nodes.
    package let lines: ScriptLines

    /// Positions within `tree`, reported under `fileName`.
    public init(fileName: String, tree: some SyntaxProtocol) {
        self.fileName = fileName
        let converter = SourceLocationConverter(fileName: fileName, tree: tree)
        self.converter = converter
        // A position past the end is reported at the end: its line is the last.
        let end = converter.location(for: AbsolutePosition(utf8Offset: Int.max))
        let starts = (1...max(1, end.line)).map { converter.position(ofLine: $0, column: 1).utf8Offset }
        lines = ScriptLines(fileName: fileName, lineStarts: starts, end: end.offset)
    }

    /// An error at the start of `node` (after its leading trivia).
    public func error(_ kind: ScriptError.Kind, at node: some SyntaxProtocol, _ message: String) -> ScriptError {
        error(kind, at: node.positionAfterSkippingLeadingTrivia, message)
    }

    /// An error at a position of lowered code.
    package func error(_ kind: ScriptError.Kind, at position: ScriptPosition, _ message: String) -> ScriptError {
        lines.error(kind, at: position, message)
    }

    /// An error at an absolute position.
    public func error(_ kind: ScriptError.Kind, at position: AbsolutePosition, _ message: String) -> ScriptError {
        let location = converter.location(for: position)
        return ScriptError(kind: kind, fileName: fileName, line: location.line, column: location.column, message: message)
    }
}
