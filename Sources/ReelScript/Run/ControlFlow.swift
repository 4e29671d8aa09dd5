/// How a statement ends: normally, or by leaving its block early.
package enum ControlFlow {
    /// On to the next statement.
    case normal
    /// `return`, with the value returned.
    case returned(Value)
    /// `break` out of the innermost loop or `switch`.
    case broke
    /// `continue` with the next iteration.
    case continued
}
