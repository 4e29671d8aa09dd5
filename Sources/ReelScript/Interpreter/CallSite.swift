import SwiftSyntax

/// The arguments of a call as written, evaluated in the caller's scope: label, value and the
/// expression (for positions, and so literals can be re-read in a `Double` context).
package struct CallSite {
    /// One argument.
    package struct Argument {
        /// The label, or nil when unlabelled.
        package var label: String?
        /// The value.
        package var value: Value
        /// The expression written.
        package var node: ExprSyntax
        /// Whether it was written as a trailing closure without a label.
        package var isTrailingClosure: Bool

        /// Where the argument starts as written: its label, or the expression when it has none.
        package var labelNode: Syntax {
            if let labeled = node.parent?.as(LabeledExprSyntax.self), labeled.label != nil { return Syntax(labeled) }
            return Syntax(node)
        }
    }

    /// The arguments in order.
    package var arguments: [Argument]
    /// The whole call, for positions.
    package var node: Syntax

    /// The labels, for matching against a signature.
    package var labels: [String?] { arguments.map(\.label) }
}
