/// An argument the library hands to a method of the file without keeping a copy (the `inout value`
/// of a preference key's `reduce`): the call site holds a placeholder of the same type, and the
/// value itself goes to the parameter once the arguments are bound, so the method changes the only
/// copy in place (an `append` to an array copies nothing) instead of a copy of it.
final class MovedArgument {
    /// The index of the argument, in the call's order.
    let index: Int
    private var value: Value?

    /// `value` as argument `index`.
    init(_ value: Value, at index: Int) {
        self.index = index
        self.value = value
    }

    /// The value to stand in for it at the call site while arguments are bound and checked: an
    /// empty array for an array (no elements to check or keep alive), the value itself otherwise.
    var placeholder: Value {
        if case .array? = value { return .array([]) }
        return value ?? .void
    }

    /// Takes `value` back from a call that failed, as it left it.
    func giveBack(_ value: Value) { self.value = value }

    /// The value, if it has not been given up (or was given back).
    var remaining: Value? { value }

    /// The value, given up: the argument keeps no copy.
    func take() -> Value {
        defer { value = nil }
        return value ?? .void
    }
}
