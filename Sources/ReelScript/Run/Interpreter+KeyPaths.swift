import Reel

extension Interpreter {
    /// The value `keyPath` reaches from `value`: stored and computed properties of the file's
    /// structs, tuple elements by label or position (`\.name`, `\.0`), properties of library
    /// values (`\.count`, `\.width`).
    func apply(_ keyPath: ScriptKeyPath, to value: Value, at position: ScriptPosition) throws -> Value {
        var current = value
        for (number, component) in keyPath.components.enumerated() where component != "self" {
            let position = number < keyPath.positions.count ? keyPath.positions[number] : position
            switch current {
            case .instance(let instance):
                if let index = instance.type.storedIndex(component) {
                    current = read(instance.fields[index], isState: instance.object != nil)
                } else if let property = instance.type.computed[component] {
                    current = try evaluateComputed(property, owner: SelfBinding(instance), at: position)
                } else {
                    var message = "'\(instance.type.name)' has no property '\(component)' for the key path"
                    let names = Set(instance.type.stored.map(\.name)).union(instance.type.computed.keys)
                    if let suggestion = Suggestion.closest(to: component, in: names) { message += "; did you mean '\(suggestion)'?" }
                    throw error(.unknownName, position, message)
                }
            case .tuple(let tuple):
                current = try tupleElement(tuple, component, at: position)
            case .box(let box):
                current = try apply(ScriptKeyPath([component], positions: [position]), to: box.value, at: position)
            default:
                current = try vocabulary.property(component, of: current, interpreter: self, at: position)
            }
        }
        return current
    }

    /// A key path used as a function (`items.map(\.name)`, `filter(\.isOn)`), as Swift turns a
    /// key path literal into a closure where a function is expected.
    func function(of keyPath: ScriptKeyPath, at position: ScriptPosition) -> ScriptFunction {
        ScriptFunction(.native { [unowned self] arguments in
            guard arguments.count == 1 else {
                throw error(.badArguments, position, "a key path used as a function takes one argument, not \(arguments.count)")
            }
            return try apply(keyPath, to: arguments[0], at: position)
        }, name: "\\." + keyPath.components.joined(separator: "."))
    }
}
