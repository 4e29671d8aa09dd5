import SwiftSyntax

/// Finds the first syntax error the parser recovered from: a missing token or unexpected text.
///
/// Reel depends on SwiftParser and SwiftSyntax only, so it reads the recovery nodes itself instead
/// of using SwiftParserDiagnostics; the messages name what was expected in the words a user needs.
enum SyntaxCheck {
    /// The first problem in source order, or nil for a clean tree.
    static func firstError(in tree: some SyntaxProtocol, source: ScriptSource) -> ScriptError? {
        var found: (position: AbsolutePosition, message: String)?
        func consider(_ position: AbsolutePosition, _ message: String) {
            if found == nil || position < found!.position { found = (position, message) }
        }
        for node in tree.preOrderNodes() {
            if let unexpected = node.as(UnexpectedNodesSyntax.self) {
                let text = unexpected.trimmedDescription
                if !text.isEmpty {
                    consider(unexpected.positionAfterSkippingLeadingTrivia, "unexpected '\(shorten(text))'")
                }
            } else if let token = node.as(TokenSyntax.self), token.presence == .missing {
                consider(token.positionAfterSkippingLeadingTrivia, "expected \(describe(token, in: tree))")
            }
        }
        guard let found else { return nil }
        return source.error(.syntax, at: found.position, found.message)
    }

    /// What a missing token stands for.
    static func describe(_ token: TokenSyntax, in tree: some SyntaxProtocol) -> String {
        switch token.tokenKind {
        case .rightParen: return "')' to close the argument list"
        case .leftParen: return "'('"
        case .rightSquare: return "']'"
        case .colon: return "':' after the argument label"
        case .comma: return "',' between arguments"
        case .identifier, .integerLiteral, .floatLiteral:
            if token.parent?.is(MemberAccessExprSyntax.self) == true || token.parent?.is(DeclReferenceExprSyntax.self) == true,
               token.parent?.parent?.is(MemberAccessExprSyntax.self) == true {
                return "a name after '.'"
            }
            return "an expression"
        default:
            let text = token.text
            return text.isEmpty ? "an expression" : "'\(text)'"
        }
    }

    /// At most 30 characters of `node`'s text, without reading all of a long node.
    static func shortened(_ node: some SyntaxProtocol) -> String {
        var text = ""
        var between = ""
        for token in node.tokens(viewMode: .sourceAccurate) {
            if !text.isEmpty { text += between + token.leadingTrivia.description }
            text += token.text
            if text.count > 30 { break }
            between = token.trailingTrivia.description
        }
        return shorten(text)
    }

    /// At most 30 characters of `text`.
    static func shorten(_ text: String) -> String {
        text.count <= 30 ? text : String(text.prefix(27)) + "..."
    }
}

extension SyntaxProtocol {
    /// The node and all its descendants, parents before children, in source order.
    func preOrderNodes() -> [Syntax] {
        var result: [Syntax] = []
        var stack: [Syntax] = [Syntax(self)]
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.children(viewMode: .all).reversed())
        }
        return result
    }
}
