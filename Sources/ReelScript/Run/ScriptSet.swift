/// A `Set` of a scene file: its elements, unique by Swift's equality, in the order they were first
/// inserted. Swift leaves a set's order unspecified (it changes from run to run); this one is the
/// insertion order, so a scene iterating a set renders the same frames every time.
package struct ScriptSet: CustomStringConvertible {
    /// The elements, each once.
    package private(set) var elements: [Value] = []

    /// An empty set.
    package init() {}

    /// The set of the elements of `values`, each once.
    init(_ values: [Value], interpreter: Interpreter, at position: ScriptPosition) throws {
        for value in values { _ = try insert(value, interpreter: interpreter, at: position) }
    }

    /// Whether `value` is an element.
    func contains(_ value: Value, interpreter: Interpreter, at position: ScriptPosition) throws -> Bool {
        try index(of: value, interpreter: interpreter, at: position) != nil
    }

    /// The index of `value` among the elements.
    private func index(of value: Value, interpreter: Interpreter, at position: ScriptPosition) throws -> Int? {
        for (index, element) in elements.enumerated() where try interpreter.equals(element, value, at: position) { return index }
        return nil
    }

    /// The element equal to `value`, if any.
    func member(_ value: Value, interpreter: Interpreter, at position: ScriptPosition) throws -> Value? {
        try index(of: value, interpreter: interpreter, at: position).map { elements[$0] }
    }

    /// Adds `value` unless it is an element; whether it was added.
    mutating func insert(_ value: Value, interpreter: Interpreter, at position: ScriptPosition) throws -> Bool {
        guard try !contains(value, interpreter: interpreter, at: position) else { return false }
        guard elements.count < interpreter.limits.collectionSize else {
            throw interpreter.error(.limit, position, "the set grew past \(interpreter.limits.collectionSize) elements")
        }
        elements.append(value)
        return true
    }

    /// Removes `value`, returning it when it was an element.
    mutating func remove(_ value: Value, interpreter: Interpreter, at position: ScriptPosition) throws -> Value? {
        guard let index = try index(of: value, interpreter: interpreter, at: position) else { return nil }
        return elements.remove(at: index)
    }

    /// Removes every element.
    mutating func removeAll() { elements.removeAll() }

    /// Whether both sets have the same elements.
    func equals(_ other: ScriptSet, interpreter: Interpreter, at position: ScriptPosition) throws -> Bool {
        guard elements.count == other.elements.count else { return false }
        for element in elements where try !other.contains(element, interpreter: interpreter, at: position) { return false }
        return true
    }

    /// As Swift prints a set: its elements in brackets.
    package var description: String { "[" + elements.map(\.debugText).joined(separator: ", ") + "]" }
}
