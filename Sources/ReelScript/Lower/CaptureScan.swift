import SwiftSyntax

/// The names a body changes and the names closures inside it use: a variable in both is kept in a
/// box, so the closures and the body share it (Swift captures variables by reference).
struct CaptureScan {
    /// Names assigned, or the base of a method call (which may be mutating).
    private(set) var changed: Set<String> = []
    /// Names used inside closures and local functions.
    private(set) var captured: Set<String> = []

    /// The scan of `node`.
    init(_ node: some SyntaxProtocol) {
        scan(Syntax(node), insideClosure: false)
    }

    /// The names that must be boxed.
    var boxed: Set<String> { changed.intersection(captured) }

    private mutating func scan(_ node: Syntax, insideClosure: Bool) {
        var stack: [(Syntax, Bool)] = [(node, insideClosure)]
        while let (current, inside) = stack.popLast() {
            if let reference = current.as(DeclReferenceExprSyntax.self), inside {
                captured.insert(reference.baseName.text)
            }
            if let sequence = current.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                for (index, element) in elements.enumerated() where index > 0 {
                    if element.is(AssignmentExprSyntax.self) || (element.as(BinaryOperatorExprSyntax.self).map { $0.operator.text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains($0.operator.text) } ?? false) {
                        if let root = CaptureScan.root(of: elements[index - 1]) { changed.insert(root) }
                    }
                }
            }
            if let call = current.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
               let base = access.base, let root = CaptureScan.root(of: base) {
                changed.insert(root)
            }
            let entersClosure = current.is(ClosureExprSyntax.self) || (current.is(FunctionDeclSyntax.self) && current.id != node.id)
            for child in current.children(viewMode: .sourceAccurate) { stack.append((child, inside || entersClosure)) }
        }
    }

    /// The variable an lvalue expression starts from (`a` in `a.b[1].c`).
    static func root(of expression: ExprSyntax) -> String? {
        var current = expression
        while true {
            if let reference = current.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let access = current.as(MemberAccessExprSyntax.self), let base = access.base { current = base; continue }
            if let subscriptCall = current.as(SubscriptCallExprSyntax.self) { current = subscriptCall.calledExpression; continue }
            if let chain = current.as(OptionalChainingExprSyntax.self) { current = chain.expression; continue }
            if let unwrap = current.as(ForceUnwrapExprSyntax.self) { current = unwrap.expression; continue }
            return nil
        }
    }
}
