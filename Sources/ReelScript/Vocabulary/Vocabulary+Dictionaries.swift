import Reel

extension Vocabulary {
    /// Swift's `Dictionary` as scene files use it (`ScriptDictionary`): literals, `d[key]` (an
    /// optional), `d[key, default: v]`, `d[key] = v` and `= nil`, `count`, `isEmpty`, `keys`,
    /// `values` (arrays, in insertion order), iteration as `(key, value)` tuples,
    /// `removeValue(forKey:)`, `updateValue(_:forKey:)`, `mapValues`, `Dictionary(grouping:by:)`
    /// and `Dictionary(uniqueKeysWithValues:)`.
    mutating func registerDictionaries() {
        method("subscript(_key)") { i in
            let dictionary = try receiverDictionary(i)
            return .optional(try dictionary.value(of: i.argument("key")!.value, interpreter: i.interpreter, at: i.node))
        }
        method("subscript(_key default:)") { i in
            let dictionary = try receiverDictionary(i)
            return try dictionary.value(of: i.argument("key")!.value, interpreter: i.interpreter, at: i.node) ?? i.argument("default")!.value
        }
        for (name, read) in [("keys", { (d: ScriptDictionary) in Value.array(d.keys) }), ("values", { .array($0.values) }),
                             ("count", { .int($0.keys.count) }), ("isEmpty", { .bool($0.keys.isEmpty) })] {
            valueProperty(name) { value in value.native(as: ScriptDictionary.self).map(read) }
        }
        method("removeValue(forKey:)", mutating: true) { i in
            var dictionary = try receiverDictionary(i)
            let removed = try dictionary.remove(i.argument("forKey")!.value, interpreter: i.interpreter, at: i.node)
            i.receiver = .native(dictionary)
            return .optional(removed)
        }
        method("updateValue(_value forKey:)", mutating: true) { i in
            var dictionary = try receiverDictionary(i)
            let key = i.argument("forKey")!.value
            let old = try dictionary.value(of: key, interpreter: i.interpreter, at: i.node)
            try dictionary.set(key, i.argument("value")!.value, interpreter: i.interpreter, at: i.node)
            i.receiver = .native(dictionary)
            return .optional(old)
        }
        method("mapValues(_transform{})") { i in
            let dictionary = try receiverDictionary(i)
            let transform = try i.function("transform")
            var pairs: [(Value, Value)] = []
            for (key, value) in zip(dictionary.keys, dictionary.values) {
                pairs.append((key, try i.interpreter.call(transform, [value], at: i.node)))
            }
            return .native(try ScriptDictionary(pairs, interpreter: i.interpreter, at: i.node))
        }
        type("Dictionary") { entry in
            entry.initializers.append(Signature("Dictionary()") { _ in .native(ScriptDictionary()) })
            entry.initializers.append(Signature("Dictionary(grouping: by:{})") { i in
                let key = try i.function("by")
                var dictionary = ScriptDictionary()
                for element in try sequence(i.argument("grouping")!.value, i) {
                    let group = try i.interpreter.call(key, [element], at: i.node)
                    var members: [Value] = []
                    if case .array(let existing)? = try dictionary.value(of: group, interpreter: i.interpreter, at: i.node) { members = existing }
                    try dictionary.set(group, .array(members + [element]), interpreter: i.interpreter, at: i.node)
                }
                return .native(dictionary)
            })
            entry.initializers.append(Signature("Dictionary(uniqueKeysWithValues:)") { i in
                var pairs: [(Value, Value)] = []
                for element in try sequence(i.argument("uniqueKeysWithValues")!.value, i) {
                    guard case .tuple(let tuple) = element, tuple.elements.count == 2 else {
                        throw i.interpreter.error(.badArguments, i.node, "Dictionary(uniqueKeysWithValues:) takes (key, value) pairs, not \(element.typeName)")
                    }
                    pairs.append((tuple.elements[0], tuple.elements[1]))
                }
                let dictionary = try ScriptDictionary(pairs, interpreter: i.interpreter, at: i.node)
                guard dictionary.keys.count == pairs.count else {
                    throw i.interpreter.error(.invalidValue, i.node, "Dictionary(uniqueKeysWithValues:) was given a key twice")
                }
                return .native(dictionary)
            })
        }
    }
}

/// The receiver as a dictionary; another receiver is a mismatch (another form may take it).
private func receiverDictionary(_ invocation: Invocation) throws -> ScriptDictionary {
    guard let dictionary = invocation.receiver.native(as: ScriptDictionary.self) else {
        let (name, typeName) = (invocation.signature.name, invocation.receiver.typeName)
        throw Mismatch(message: "'\(name)' is not available on \(typeName)", isReceiver: true)
    }
    return dictionary
}
