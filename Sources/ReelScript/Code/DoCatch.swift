/// `do { … } catch { … }`: the body, and the clause run with what the body threw (a
/// `ScriptThrown`: a task's `CancellationError`), bound to `error` or the clause's name.
final class DoCatch {
    /// The body.
    let body: [Statement]
    /// Where the thrown error goes, when there is a clause.
    let errorSlot: ClosureParameter?
    /// The clause's body, nil for `do { … }` alone.
    let handler: [Statement]?
    /// Why the statement cannot run (a clause with a pattern that tests the error), and where.
    let failure: (String, ScriptPosition)?

    init(body: [Statement], errorSlot: ClosureParameter?, handler: [Statement]?, failure: (String, ScriptPosition)?) {
        self.body = body
        self.errorSlot = errorSlot
        self.handler = handler
        self.failure = failure
    }
}
