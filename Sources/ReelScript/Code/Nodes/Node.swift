/// One expression of a scene file, lowered: a small object whose `evaluate` computes the value in
/// a frame. Operators are folded, names resolved to slots, captures, properties or library
/// entries, and calls bound to their callee as far as the file says, when the file is loaded; so
/// evaluating never looks at syntax.
///
/// Each node keeps its position, for errors, and its depth: how many expressions enclose it within
/// its function. The interpreter counts one step for each expression it evaluates and stops at the
/// step limit, and stops expressions nested past `Interpreter.maximumExpressionDepth` (counting
/// through calls), exactly as it did when it walked the syntax.
package class Node {
    /// Where the expression starts.
    package let position: ScriptPosition
    /// The number of expressions enclosing this one in its function.
    package let depth: Int

    init(_ position: ScriptPosition, depth: Int) {
        self.position = position
        self.depth = depth
    }

    /// The expression's value in frame `f`.
    func evaluate(_ f: Frame) throws -> Value {
        fatalError("\(type(of: self)) does not evaluate")
    }
}
