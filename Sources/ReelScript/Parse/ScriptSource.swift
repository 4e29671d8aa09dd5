import SwiftSyntax

/// Source text with its syntax tree, for turning nodes into positions.
public struct ScriptSource {
    /// The name printed in errors.
    public let fileName: String
    let converter: SourceLocationConverter

    /// Positions within `tree`, reported under `fileName`.
    public init(fileName: String, tree: some SyntaxProtocol) {
        self.fileName = fileName
        self.converter = SourceLocationConverter(fileName: fileName, tree: tree)
    }

    /// An error at the start of `node` (after its leading trivia).
    public func error(_ kind: ScriptError.Kind, at node: some SyntaxProtocol, _ message: String) -> ScriptError {
        error(kind, at: node.positionAfterSkippingLeadingTrivia, message)
    }

    /// An error at a position of lowered code.
    package func error(_ kind: ScriptError.Kind, at position: ScriptPosition, _ message: String) -> ScriptError {
        error(kind, at: AbsolutePosition(utf8Offset: position.offset), message)
    }

    /// An error at an absolute position.
    public func error(_ kind: ScriptError.Kind, at position: AbsolutePosition, _ message: String) -> ScriptError {
        let location = converter.location(for: position)
        return ScriptError(kind: kind, fileName: fileName, line: location.line, column: location.column, message: message)
    }
}
