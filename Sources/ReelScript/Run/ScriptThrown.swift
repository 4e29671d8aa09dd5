import Reel

/// An error scene code throws and may catch (`try?`, `do { … } catch { … }`): today the
/// `CancellationError` that `Task.sleep` and `Task.checkCancellation()` throw in a cancelled task.
/// The interpreter's own failures (`ScriptError`) are never caught by scene code.
struct ScriptThrown: Error, @unchecked Sendable, CustomStringConvertible {
    /// The error as a scene value.
    let value: Value
    /// Its description.
    let description: String

    /// The `CancellationError` of a cancelled task.
    static var cancellation: ScriptThrown {
        ScriptThrown(value: .native(CancellationError()), description: "CancellationError()")
    }
}
