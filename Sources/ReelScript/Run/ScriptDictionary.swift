/// A `Dictionary` of a scene file: its keys and values, each key once by Swift's equality (a
/// type's own `==` included), in the order the keys were first inserted. Swift leaves a
/// dictionary's order unspecified (it changes from run to run); this one is the insertion order,
/// so a scene iterating a dictionary (`for (key, value) in d`, `d.keys`) renders the same frames
/// every time.
package struct ScriptDictionary: CustomStringConvertible {
    /// The keys, each once.
    package private(set) var keys: [Value] = []
    /// The value of each key, at its key's index.
    package private(set) var values: [Value] = []

    /// An empty dictionary.
    package init() {}

    /// The dictionary of `pairs` (a later pair of a key replaces an earlier one's value).
    init(_ pairs: [(Value, Value)], interpreter: Interpreter, at position: ScriptPosition) throws {
        for (key, value) in pairs { try set(key, value, interpreter: interpreter, at: position) }
    }

    /// The index of `key` among the keys.
    private func index(of key: Value, interpreter: Interpreter, at position: ScriptPosition) throws -> Int? {
        for (index, element) in keys.enumerated() where try interpreter.equals(element, key, at: position) { return index }
        return nil
    }

    /// The value of `key`, nil when it has none.
    func value(of key: Value, interpreter: Interpreter, at position: ScriptPosition) throws -> Value? {
        try index(of: key, interpreter: interpreter, at: position).map { values[$0] }
    }

    /// Sets the value of `key`.
    mutating func set(_ key: Value, _ value: Value, interpreter: Interpreter, at position: ScriptPosition) throws {
        if let index = try index(of: key, interpreter: interpreter, at: position) {
            values[index] = interpreter.keepNumericType(values[index], value)
            return
        }
        guard keys.count < interpreter.limits.collectionSize else {
            throw interpreter.error(.limit, position, "the dictionary grew past \(interpreter.limits.collectionSize) elements")
        }
        keys.append(key)
        values.append(value)
    }

    /// Removes `key`, returning its value when it had one.
    mutating func remove(_ key: Value, interpreter: Interpreter, at position: ScriptPosition) throws -> Value? {
        guard let index = try index(of: key, interpreter: interpreter, at: position) else { return nil }
        keys.remove(at: index)
        return values.remove(at: index)
    }

    /// The `(key:, value:)` tuples, in order.
    var elements: [Value] {
        zip(keys, values).map { .tuple(ScriptTuple([$0, $1], labels: ["key", "value"])) }
    }

    /// Whether both dictionaries have the same keys with equal values.
    func equals(_ other: ScriptDictionary, interpreter: Interpreter, at position: ScriptPosition) throws -> Bool {
        guard keys.count == other.keys.count else { return false }
        for (key, value) in zip(keys, values) {
            guard let theirs = try other.value(of: key, interpreter: interpreter, at: position),
                  try interpreter.equals(value, theirs, at: position) else { return false }
        }
        return true
    }

    /// As Swift prints a dictionary: `["a": 1, "b": 2]`, `[:]` when empty.
    package var description: String {
        keys.isEmpty ? "[:]" : "[" + zip(keys, values).map { "\($0.debugText): \($1.debugText)" }.joined(separator: ", ") + "]"
    }
}
