import Reel

extension Vocabulary {
    /// Swift's sequence algorithms that take a closure (or a key path or operator used as one):
    /// `compactMap`, `flatMap`, `contains(where:)`, `allSatisfy`, `first(where:)`,
    /// `firstIndex(of:)`/`(where:)`, `last(where:)`, `min(by:)`/`max(by:)`, and
    /// `append(contentsOf:)`, `zip`.
    mutating func registerSequenceAlgorithms() {
        method("compactMap(_transform{})") { invocation in
            let transform = try invocation.function("transform")
            let items = try sequence(invocation.receiver, invocation)
            try invocation.interpreter.allocate(elements: items.count, at: invocation.node)
            var result: [Value] = []
            for item in items {
                switch try invocation.interpreter.call(transform, [item], at: invocation.node) {
                case .optional(nil): continue
                case .optional(let wrapped?): result.append(wrapped)
                case let value: result.append(value)
                }
            }
            return .array(result)
        }
        method("flatMap(_transform{})") { invocation in
            let transform = try invocation.function("transform")
            var result: [Value] = []
            for item in try sequence(invocation.receiver, invocation) {
                let part = try invocation.interpreter.call(transform, [item], at: invocation.node)
                let elements = try invocation.interpreter.iterate(part, at: invocation.node)
                try invocation.interpreter.allocate(elements: result.count &+ elements.count, adding: elements.count, at: invocation.node)
                result.append(contentsOf: elements)
            }
            return .array(result)
        }
        method("contains(where:{})") { invocation in
            .bool(try firstIndex(invocation, "where") != nil)
        }
        method("allSatisfy(_predicate{})") { invocation in
            let test = try invocation.function("predicate")
            for item in try sequence(invocation.receiver, invocation)
            where !(try invocation.interpreter.bool(try invocation.interpreter.call(test, [item], at: invocation.node), at: invocation.node)) {
                return .bool(false)
            }
            return .bool(true)
        }
        method("first(where:{})") { invocation in
            let items = try sequence(invocation.receiver, invocation)
            return .optional(try firstIndex(invocation, "where", in: items).map { items[$0] })
        }
        method("firstIndex(where:{})") { invocation in
            .optional(try firstIndex(invocation, "where").map(Value.int))
        }
        method("firstIndex(of:)") { invocation in
            let element = invocation.argument("of")!.value
            for (index, item) in try sequence(invocation.receiver, invocation).enumerated()
            where try invocation.interpreter.equals(item, element, at: invocation.node) {
                return .optional(.int(index))
            }
            return .optional(nil)
        }
        method("last(where:{})") { invocation in
            let test = try invocation.function("where")
            for item in try sequence(invocation.receiver, invocation).reversed()
            where try invocation.interpreter.bool(try invocation.interpreter.call(test, [item], at: invocation.node), at: invocation.node) {
                return .optional(item)
            }
            return .optional(nil)
        }
        for name in ["min", "max"] {
            method("\(name)(by:{})") { invocation in
                // `areInIncreasingOrder`, as Swift's: the first of equal minimums, the last of equal maximums.
                let order = try invocation.function("by")
                let interpreter = invocation.interpreter, node = invocation.node
                var best: Value?
                for item in try sequence(invocation.receiver, invocation) {
                    guard let current = best else {
                        best = item
                        continue
                    }
                    // Swift's: `min` takes an element ordered before the best, `max` one not ordered before it.
                    if try interpreter.bool(try interpreter.call(order, [item, current], at: node), at: node) == (name == "min") {
                        best = item
                    }
                }
                return .optional(best)
            }
        }
        method("append(contentsOf:)", mutating: true) { invocation in
            let more = try invocation.interpreter.iterate(invocation.argument("contentsOf")!.value, at: invocation.argument("contentsOf")!.node)
            guard case .array(var items) = invocation.receiver else { throw Mismatch(message: "append(contentsOf:) is for arrays", isReceiver: true) }
            invocation.receiver = .void
            defer { invocation.receiver = .array(items) }
            guard items.count &+ more.count <= invocation.interpreter.limits.collectionSize else {
                throw invocation.interpreter.error(.limit, invocation.node, "the array grew past \(invocation.interpreter.limits.collectionSize) elements")
            }
            try invocation.interpreter.allocate(elements: items.count &+ more.count, adding: more.count, at: invocation.node)
            items.append(contentsOf: more)
            return .void
        }
        function("zip(_first _second)") { invocation in
            // Swift's `Zip2Sequence`, as an array of pairs: as long as the shorter sequence.
            let first = try invocation.interpreter.iterate(invocation.argument("first")!.value, at: invocation.argument("first")!.node)
            let second = try invocation.interpreter.iterate(invocation.argument("second")!.value, at: invocation.argument("second")!.node)
            try invocation.interpreter.allocate(elements: min(first.count, second.count), at: invocation.node)
            return .array(zip(first, second).map { .tuple(ScriptTuple([$0, $1])) })
        }
    }
}

/// The index of the first element of the receiver (or `items`) for which the closure `label`
/// returns true.
private func firstIndex(_ invocation: Invocation, _ label: String, in items: [Value]? = nil) throws -> Int? {
    let test = try invocation.function(label)
    for (index, item) in try (items ?? sequence(invocation.receiver, invocation)).enumerated()
    where try invocation.interpreter.bool(try invocation.interpreter.call(test, [item], at: invocation.node), at: invocation.node) {
        return index
    }
    return nil
}
