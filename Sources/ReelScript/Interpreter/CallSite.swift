/// The arguments of a call as written, evaluated in the caller's frame: label, value and where
/// the argument is (for errors), and for an argument written only with literals, the same
/// literals read in a `Double` context (Swift types `1 / 2` as 0.5 where a `Double` is expected).
package struct CallSite {
    /// One argument.
    package struct Argument {
        /// The label, or nil when unlabelled.
        package var label: String?
        /// The value.
        package var value: Value
        /// Where the expression is.
        package var node: ScriptPosition
        /// Where the argument starts as written: its label, or the expression when it has none.
        package var labelNode: ScriptPosition
        /// Whether it was written as a trailing closure without a label.
        package var isTrailingClosure: Bool
        /// The argument's literals lowered in a `Double` context, when it is made only of number
        /// literals and one of them is an integer (`1 / 2`, `-3`).
        package var literalDouble: Node?

        /// An argument with a value and no source of its own (given by the library).
        package init(label: String?, value: Value, node: ScriptPosition = .start, labelNode: ScriptPosition? = nil,
                     isTrailingClosure: Bool = false, literalDouble: Node? = nil) {
            self.label = label
            self.value = value
            self.node = node
            self.labelNode = labelNode ?? node
            self.isTrailingClosure = isTrailingClosure
            self.literalDouble = literalDouble
        }
    }

    /// The arguments in order.
    package var arguments: [Argument]
    /// The whole call, for positions.
    package var node: ScriptPosition
    /// Where the opening parenthesis is, when it is written.
    package var openingParenthesis: ScriptPosition?

    /// A call site of `arguments` written at `node`.
    package init(arguments: [Argument], node: ScriptPosition, openingParenthesis: ScriptPosition? = nil) {
        self.arguments = arguments
        self.node = node
        self.openingParenthesis = openingParenthesis
    }

    /// The labels, for matching against a signature.
    package var labels: [String?] { arguments.map(\.label) }
}
