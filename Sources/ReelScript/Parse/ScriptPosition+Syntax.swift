import SwiftSyntax

extension ScriptPosition {
    /// Where `node` starts, after its leading trivia (where compilers point): for the stages that
    /// read syntax, which keep positions instead of nodes in what they make.
    package init(_ node: some SyntaxProtocol) { self.init(offset: node.positionAfterSkippingLeadingTrivia.utf8Offset) }
}
