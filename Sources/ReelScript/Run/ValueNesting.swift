/// How deeply a value of a scene file nests: each array, tuple, dictionary, set, optional,
/// instance of the file's structs, enums and classes, closure (with what it captures) and library
/// value (a view with its modifiers, a transition with what it combines) is one level around
/// what it holds. A number, a string or a point is level 0.
///
/// Every walk of a value recurses once per level: freeing it, comparing it (`==`), hashing it,
/// printing it, handing it to the engine. So the interpreter bounds the level where a value is
/// built (`ScriptLimits.valueDepth`, checked by `Interpreter.checkNesting`), and every walk is
/// safe up to that bound. Composites that cannot change (tuples, closures, library values)
/// keep their level, worked out once when they are made; arrays and instances, which change in
/// place, are measured when they are put inside something else, by a walk that stops one level
/// past the limit, whatever the value's width.
enum ValueNesting {
    /// The highest `ScriptLimits.valueDepth` may be: the levels kept by tuples, closures and
    /// library values are measured up to one past it.
    static let ceiling = 10_000

    /// The level of `value` when it is at most `limit`; some number above `limit` otherwise (the
    /// walk goes no deeper than one level past it).
    static func depth(of value: Value, within limit: Int) -> Int {
        switch value {
        case .void, .int, .double, .bool, .string, .point, .type:
            return 0
        case .member(let member):
            // `.node(next: list)`: the arguments are kept until the member's type is known.
            return member.depth
        case .box:
            // A captured variable's storage is a reference that can hold the closure capturing
            // it (a local function calling itself): a boundary, not a level.
            return 0
        case .array(let items):
            guard limit > 0 else { return 1 }
            return 1 + deepest(items, within: limit - 1)
        case .instance(let instance):
            guard limit > 0 else { return 1 }
            return 1 + deepest(instance.fields, within: limit - 1)
        case .optional(let wrapped):
            guard let wrapped else { return 0 }
            guard limit > 0 else { return 1 }
            return 1 + depth(of: wrapped, within: limit - 1)
        case .range(let lower, let upper, _):
            guard limit > 0 else { return 1 }
            return 1 + max(depth(of: lower, within: limit - 1), depth(of: upper, within: limit - 1))
        case .tuple(let tuple):
            return tuple.depth
        case .function(let function):
            return function.depth
        case .object(let box):
            return box.nesting(within: limit)
        }
    }

    /// The deepest level among `values` when at most `limit`; above `limit` otherwise.
    static func deepest(_ values: [Value], within limit: Int) -> Int {
        var deepest = 0
        for value in values {
            let level = depth(of: value, within: limit)
            if level > deepest {
                deepest = level
                if level > limit { break }
            }
        }
        return deepest
    }

    /// The level of a value made of `parts` (one level around the deepest), counted up to one
    /// past `ceiling`.
    static func level(around parts: [Value]) -> Int {
        1 + deepest(parts, within: ceiling)
    }
}

extension NativeBox {
    /// The level of the library value: a dictionary's or set's (which change in place) measured
    /// now, every other kept since it was made (1 for one not measured).
    func nesting(within limit: Int) -> Int {
        guard depth < 0 else { return max(depth, 1) }
        guard limit > 0 else { return 1 }
        if let dictionary = value(as: ScriptDictionary.self) {
            return 1 + max(ValueNesting.deepest(dictionary.keys, within: limit - 1), ValueNesting.deepest(dictionary.values, within: limit - 1))
        }
        if let set = value(as: ScriptSet.self) { return 1 + ValueNesting.deepest(set.elements, within: limit - 1) }
        return 1
    }
}

extension Interpreter {
    /// Fails at `position` when `value`, about to be kept `around` levels deeper (inside a
    /// container being changed), would nest deeper than `ScriptLimits.valueDepth`.
    @inline(__always)
    func checkNesting(_ value: Value, around levels: Int = 0, at position: ScriptPosition) throws {
        switch value {
        case .void, .int, .double, .bool, .string, .point, .type, .box:
            return
        default:
            let limit = limits.valueDepth - levels
            if _slowPath(ValueNesting.depth(of: value, within: limit) > limit) { throw valueNestedTooDeep(at: position) }
        }
    }

    /// Fails at `position` when a value made of `parts` would nest deeper than the limit.
    func checkNesting(around parts: [Value], at position: ScriptPosition) throws {
        let limit = limits.valueDepth - 1
        if _slowPath(ValueNesting.deepest(parts, within: limit) > limit) { throw valueNestedTooDeep(at: position) }
    }

    /// Checks the result of the library form `form` called at `position`: a new library value
    /// is given its level, one around the deepest of its receiver and arguments; a new array,
    /// tuple or optional is measured; a mutating form (`append`, `insert`) is checked for the
    /// values it puts inside its receiver. Fails past `ScriptLimits.valueDepth`.
    @inline(__always)
    func nestResult(_ result: Value, of form: Signature, receiver: Value, site: CallSite, at position: ScriptPosition) throws {
        if form.isMutating {
            for index in 0..<site.count { try checkNesting(site.value(index), around: 1, at: position) }
            return
        }
        switch result {
        case .object:
            try nest(result, receiver: receiver, site: site, at: position)
        case .array, .tuple, .instance, .optional, .function:
            try checkNesting(result, at: position)
        default:
            return
        }
    }

    /// Gives a library value just made from `receiver` and the arguments of `site` its level.
    /// A value measured before (a stored view handed back) keeps the level it was given.
    private func nest(_ result: Value, receiver: Value, site: CallSite, at position: ScriptPosition) throws {
        guard case .object(let box) = result, box.depth == 0 else { return }
        let limit = limits.valueDepth - 1
        var deepest = ValueNesting.depth(of: receiver, within: limit)
        var index = 0
        while deepest <= limit, index < site.count {
            deepest = max(deepest, ValueNesting.depth(of: site.value(index), within: limit))
            index += 1
        }
        if _slowPath(deepest > limit) { throw valueNestedTooDeep(at: position) }
        box.depth = deepest + 1
    }

    /// Gives the library value `result`, just made from `part` (a view built by a closure), its
    /// level, one around `part`'s.
    func nest(_ result: Value, around part: Value, at position: ScriptPosition) throws {
        guard case .object(let box) = result, box.depth == 0 else { return }
        let limit = limits.valueDepth - 1
        let deepest = ValueNesting.depth(of: part, within: limit)
        if _slowPath(deepest > limit) { throw valueNestedTooDeep(at: position) }
        box.depth = deepest + 1
    }

    /// The error for a value nested past `ScriptLimits.valueDepth`, at `position`.
    @inline(never)
    func valueNestedTooDeep(at position: ScriptPosition) -> ScriptError {
        error(.limit, position, "the value is nested deeper than \(limits.valueDepth) levels (arrays, tuples, structs, enums, "
              + "closures and views inside one another); does a loop or a recursion wrap a value in itself?")
    }
}
