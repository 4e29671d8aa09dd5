import Reel

/// `(a, b)` or `(name: n, color: c)`: a tuple of the elements' values.
final class TupleNode: Node {
    let elements: [Node]
    let labels: [String?]?

    init(_ elements: [Node], labels: [String?]?, _ position: ScriptPosition, depth: Int) {
        self.elements = elements
        self.labels = labels
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.count(self)
        var values: [Value] = []
        values.reserveCapacity(elements.count)
        for element in elements { values.append(try element.evaluate(f)) }
        return .tuple(ScriptTuple(values, labels: labels))
    }
}

/// `tuple.0`, `tuple.1`: a tuple's element by position.
final class TupleElementNode: Node {
    let base: Node
    let index: Int

    init(_ base: Node, index: Int, _ position: ScriptPosition, depth: Int) {
        self.base = base
        self.index = index
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        let x = f.x
        try x.count(self)
        var value = try base.evaluate(f)
        if case .optional(let wrapped) = value {
            // `pair?.0`.
            guard let wrapped else { return .optional(nil) }
            value = wrapped
        }
        guard case .tuple(let tuple) = value else {
            throw x.error(.badArguments, position, "'.\(index)' is an element of a tuple, not of \(value.typeName)")
        }
        guard tuple.elements.indices.contains(index) else {
            throw x.error(.badArguments, position, "the tuple \(tuple.typeName) has no element \(index)")
        }
        return tuple.elements[index]
    }
}

extension Interpreter {
    /// The element of `tuple` labelled `name`, or a positioned error naming its labels.
    func tupleElement(_ tuple: ScriptTuple, _ name: String, at position: ScriptPosition) throws -> Value {
        if let index = tuple.index(of: name) { return tuple.elements[index] }
        if let index = Int(name), tuple.elements.indices.contains(index) { return tuple.elements[index] }
        var message = "the tuple \(tuple.typeName) has no element '\(name)'"
        if let suggestion = Suggestion.closest(to: name, in: (tuple.labels ?? []).compactMap { $0 }) { message += "; did you mean '\(suggestion)'?" }
        throw error(.unknownName, position, message)
    }
}

/// `String.init`, `Item.init` named as a function (`numbers.map(String.init)`,
/// `texts.compactMap(Int.init)`): a function making the type from its arguments, unlabelled.
final class InitializerFunctionNode: Node {
    let type: TypeReference

    init(_ type: TypeReference, _ position: ScriptPosition, depth: Int) {
        self.type = type
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        let x = f.x
        try x.count(self)
        let (type, position) = (self.type, self.position)
        return .function(ScriptFunction(.native { [unowned x] arguments in
            try CallArguments(arguments.map { .init(label: nil, value: $0, node: position) }, node: position).withSite { site in
                switch type {
                case .user(let userType): return try x.construct(userType, steps: nil, site, at: position)
                case .library(let name): return try x.vocabulary.construct(name, site, interpreter: x, at: position)
                }
            }
        }, name: type.name + ".init"))
    }
}
