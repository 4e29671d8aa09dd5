/// `try? expression` and `try! expression` (`try` alone and `await` lower to the expression): an
/// error the expression throws (a `ScriptThrown`: `Task.sleep`'s `CancellationError` in a
/// cancelled task) becomes `nil`, or stops the evaluation with a positioned error. The
/// interpreter's own errors (a limit, a bad argument) are never caught.
final class TryNode: Node {
    /// Which `try`.
    enum Form {
        /// `try?`.
        case optional
        /// `try!`.
        case forced
    }
    let inner: Node
    let form: Form

    init(_ inner: Node, form: Form, _ position: ScriptPosition, depth: Int) {
        self.inner = inner
        self.form = form
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.count(self)
        do {
            let value = try inner.evaluate(f)
            guard form == .optional else { return value }
            if case .optional = value { return value }
            return .optional(value)
        } catch let thrown as ScriptThrown {
            guard form == .optional else {
                throw f.x.error(.invalidValue, position, "'try!' met an error: \(thrown.description)")
            }
            return .optional(nil)
        }
    }
}
