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
        let tuple = Value.tuple(ScriptTuple(values, labels: labels))
        try f.x.checkNesting(tuple, at: position)
        return tuple
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

/// `String.init`, `Item.init`, `Item.init(n:)` named as a function (`numbers.map(String.init)`,
/// `texts.compactMap(Int.init)`, `counts.map(Cell.init)`): a function making the type from its
/// arguments, unlabelled, as Swift allows. For a struct of the file the initialiser is the one
/// the written labels name (`Cell.init(n:)`), else the only one taking as many arguments as the
/// call gives: an explicit `init`, the memberwise initialiser (its properties in order) or an
/// enum's `init(rawValue:)`; the arguments get its labels.
final class InitializerFunctionNode: Node {
    let type: TypeReference
    /// The labels written after `init` (`Cell.init(n:)`, nil for `_`), nil when none are.
    let labels: [String?]?

    init(_ type: TypeReference, labels: [String?]?, _ position: ScriptPosition, depth: Int) {
        self.type = type
        self.labels = labels
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        let x = f.x
        try x.count(self)
        let (type, labels, position) = (self.type, self.labels, self.position)
        let name = type.name + ".init" + (labels.map { "(" + $0.map { ($0 ?? "_") + ":" }.joined() + ")" } ?? "")
        return .function(ScriptFunction(.native { [unowned x] arguments in
            var arguments = arguments
            var given = [String?](repeating: nil, count: arguments.count)
            switch type {
            case .user(let userType):
                // A pair given to an initialiser of two (`zip(a, b).map(Cell.init)`) is split, as Swift does.
                if arguments.count == 1, case .tuple(let tuple) = arguments[0], tuple.elements.count > 1 {
                    let candidates = x.initializerCandidates(of: userType), n = tuple.elements.count
                    let splits = labels.map { $0.count == n } ?? candidates.contains { $0.count == n }
                    if splits { arguments = tuple.elements }
                }
                given = try x.initializerLabels(of: userType, written: labels, count: arguments.count, at: position)
            case .library: if let labels, labels.count == arguments.count { given = labels }
            }
            return try CallArguments(zip(given, arguments).map { .init(label: $0, value: $1, node: position) }, node: position).withSite { site in
                switch type {
                case .user(let userType): return try x.construct(userType, steps: nil, site, at: position)
                case .library(let name): return try x.vocabulary.construct(name, site, interpreter: x, at: position)
                }
            }
        }, name: name))
    }
}

extension Interpreter {
    /// The labels of the initialiser of `type` that `Type.init` names when called with `count`
    /// arguments: the one whose labels are `written`, else the only one taking `count`.
    func initializerLabels(of type: UserTypeCode, written: [String?]?, count: Int, at position: ScriptPosition) throws -> [String?] {
        let candidates = initializerCandidates(of: type)
        func describe(_ labels: [String?]) -> String { "init(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")" }
        if let written {
            guard candidates.contains(where: { $0 == written }) else {
                let known = candidates.map(describe).joined(separator: ", ")
                throw error(.badArguments, position, "'\(type.name)' has no \(describe(written)); its initialisers: \(known.isEmpty ? "none" : known)")
            }
            guard written.count == count else {
                throw error(.badArguments, position, "'\(type.name).\(describe(written))' takes \(written.count) argument\(written.count == 1 ? "" : "s"), got \(count)")
            }
            return written
        }
        let fitting = candidates.filter { $0.count == count }
        guard let first = fitting.first else {
            let known = candidates.map(describe).joined(separator: ", ")
            throw error(.badArguments, position, "no initialiser of '\(type.name)' takes \(count) argument\(count == 1 ? "" : "s") (\(known.isEmpty ? "it has none" : known))")
        }
        guard fitting.allSatisfy({ $0 == first }) else {
            throw error(.badArguments, position,
                        "'\(type.name).init' is ambiguous: \(fitting.map(describe).joined(separator: ", ")) each take \(count); name one, as in '\(type.name).\(describe(fitting[0]))'")
        }
        return first
    }

    /// The labels of each initialiser of `type`: its `init`s, its memberwise initialiser (the
    /// properties it sets, in order) when it keeps one, an enum's `init(rawValue:)`.
    func initializerCandidates(of type: UserTypeCode) -> [[String?]] {
        var candidates: [[String?]] = []
        for initializer in type.initializers {
            if case .declared(let parameters) = initializer.code.parameters { candidates.append(parameters.map(\.label)) }
        }
        if type.isEnum {
            if type.storedIndex("rawValue") != nil { candidates.append(["rawValue"]) }
        } else if type.initializers.isEmpty || type.keepsMemberwiseInitializer {
            candidates.append(type.stored.filter { type.namespaces[$0.name] == nil && !($0.isLet && $0.initializerCode != nil) }.map(\.name))
        }
        return candidates
    }
}
