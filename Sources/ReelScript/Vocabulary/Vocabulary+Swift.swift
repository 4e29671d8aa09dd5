import Foundation
import Reel

extension Vocabulary {
    /// Swift's numbers, strings, arrays and ranges, math functions, `stride` and seeded randomness.
    mutating func registerSwift() {
        // Math: the libm functions scenes use.
        let unary: [(String, (Double) -> Double)] = [
            ("sin", sin), ("cos", cos), ("tan", tan), ("asin", asin), ("acos", acos), ("atan", atan),
            ("sinh", sinh), ("cosh", cosh), ("tanh", tanh), ("exp", exp), ("exp2", exp2), ("log", log),
            ("log2", log2), ("log10", log10), ("sqrt", sqrt), ("cbrt", cbrt), ("floor", floor), ("ceil", ceil),
            ("round", Foundation.round), ("trunc", trunc),
        ]
        for (name, f) in unary {
            function("\(name)(_x)") { .double(f(try $0.get("x", as: Double.self))) }
        }
        function("atan2(_y _x)") { .double(atan2(try $0.get("y", as: Double.self), try $0.get("x", as: Double.self))) }
        function("pow(_x _y)") { .double(pow(try $0.get("x", as: Double.self), try $0.get("y", as: Double.self))) }
        function("hypot(_x _y)") { .double(hypot(try $0.get("x", as: Double.self), try $0.get("y", as: Double.self))) }
        function("fmod(_x _y)") { .double(fmod(try $0.get("x", as: Double.self), try $0.get("y", as: Double.self))) }
        function("abs(_x)") { invocation in
            let x = invocation.argument("x")!.value
            switch x {
            case .int(let v):
                guard v != .min else { throw invocation.interpreter.error(.invalidValue, invocation.node, "integer overflow in abs") }
                return .int(abs(v))
            default: return .double(abs(try invocation.get("x", as: Double.self)))
            }
        }
        for name in ["min", "max"] {
            function("\(name)(_a _b _c? _d? _e? _f?)") { invocation in
                let values = ["a", "b", "c", "d", "e", "f"].compactMap { invocation.argument($0)?.value }
                if values.allSatisfy({ if case .int = $0 { return true } else { return false } }) {
                    let ints = values.map { if case .int(let v) = $0 { return v } else { return 0 } }
                    return .int(name == "min" ? ints.min()! : ints.max()!)
                }
                let doubles = try values.map { try invocation.interpreter.convert($0, to: Double.self, at: invocation.node) }
                // Swift's min/max return the first of equal values and propagate NaN as Double.minimum does not.
                return .double(doubles.dropFirst().reduce(doubles[0]) { name == "min" ? ($1 < $0 ? $1 : $0) : ($1 > $0 ? $1 : $0) })
            }
        }
        function("stride(from: to: by:)") { invocation in
            .native(ScriptStride(start: invocation.argument("from")!.value, end: invocation.argument("to")!.value,
                                 step: invocation.argument("by")!.value, inclusive: false))
        }
        function("stride(from: through: by:)") { invocation in
            .native(ScriptStride(start: invocation.argument("from")!.value, end: invocation.argument("through")!.value,
                                 step: invocation.argument("by")!.value, inclusive: true))
        }

        // Number types: conversions, constants, randomness.
        for name in ["Double", "CGFloat", "Float", "TimeInterval"] {
            type(name) { entry in
                entry.initializers.append(Signature("\(name)(_value)") { invocation in
                    let value = invocation.argument("value")!.value
                    // A Float holds a Float's precision (its value kept as a Double).
                    let precise: Value
                    switch value {
                    case .int(let v): precise = .double(Double(v))
                    case .double: precise = value
                    case .string(let s): return .optional((name == "Float" ? Float(s).map(Double.init) : Double(s)).map(Value.double))
                    default: precise = .double(try invocation.get("value", as: Double.self))
                    }
                    guard name == "Float", case .double(let v) = precise else { return precise }
                    return .double(Double(Float(v)))
                })
                // Float's constants are Float's own (`Float.pi` is π rounded down to a Float, 3.1415925).
                let isFloat = name == "Float"
                entry.staticProperties["pi"] = { _ in .double(isFloat ? Double(Float.pi) : .pi) }
                entry.staticProperties["infinity"] = { _ in .double(.infinity) }
                entry.staticProperties["nan"] = { _ in .double(.nan) }
                entry.staticProperties["zero"] = { _ in .double(0) }
                entry.staticProperties["greatestFiniteMagnitude"] = { _ in
                    .double(isFloat ? Double(Float.greatestFiniteMagnitude) : .greatestFiniteMagnitude)
                }
                entry.staticProperties["ulpOfOne"] = { _ in .double(isFloat ? Double(Float.ulpOfOne) : .ulpOfOne) }
                entry.staticMethods["random", default: []].append(Signature("random(in:)") { invocation in
                    guard case .range(let lower, let upper, _) = invocation.argument("in")!.value else {
                        throw Mismatch(message: "a range such as 0...1", node: invocation.argument("in")!.node)
                    }
                    let a = try invocation.interpreter.number(lower, at: invocation.node)
                    let b = try invocation.interpreter.number(upper, at: invocation.node)
                    guard a.isFinite, b.isFinite, a <= b else {
                        throw invocation.interpreter.error(.invalidValue, invocation.argument("in")!.node,
                                                           "\(name).random(in:) needs a range of finite numbers with lower ≤ upper, not \(a) to \(b)")
                    }
                    return .double(SceneRandom.double(in: a...b))
                })
            }
        }
        type("Int") { entry in
            entry.initializers.append(Signature("Int(_value)") { invocation in
                let value = invocation.argument("value")!.value
                switch value {
                case .int: return value
                case .double(let v):
                    guard v.isFinite, let int = Int(exactly: v.rounded(.towardZero)) else {
                        throw invocation.interpreter.error(.invalidValue, invocation.node, "\(v) cannot be converted to Int")
                    }
                    return .int(int)
                case .string(let s): return .optional(Int(s).map(Value.int))
                default: throw Mismatch(message: "a number, got \(value.typeName)", node: invocation.argument("value")!.node)
                }
            })
            entry.staticProperties["max"] = { _ in .int(.max) }
            entry.staticProperties["min"] = { _ in .int(.min) }
            entry.staticProperties["zero"] = { _ in .int(0) }
            entry.staticMethods["random", default: []].append(Signature("random(in:)") { invocation in
                guard case .range(.int(let a), .int(let b), let closed) = invocation.argument("in")!.value, closed ? a <= b : a < b else {
                    throw invocation.interpreter.error(.invalidValue, invocation.argument("in")!.node, "Int.random(in:) needs a non-empty integer range")
                }
                return .int(Int(SceneRandom.int64(from: Int64(a), to: Int64(b), closed: closed)))
            })
        }
        type("Bool") { entry in
            entry.staticMethods["random", default: []].append(Signature("random()") { _ in .bool(SceneRandom.bool()) })
        }
        type("String") { entry in
            entry.initializers.append(Signature("String(_value)") { invocation in
                let text = invocation.argument("value")!.value.interpolated
                try invocation.interpreter.allocate(stringBytes: text.utf8.count, at: invocation.node)
                return .string(text)
            })
            entry.initializers.append(Signature("String(format: _a? _b? _c? _d? _e? _f?)") { invocation in
                let arguments = ["a", "b", "c", "d", "e", "f"].compactMap { invocation.argument($0) }
                let text = try Vocabulary.format(try invocation.get("format", as: String.self), arguments, invocation)
                try invocation.interpreter.allocate(stringBytes: text.utf8.count, at: invocation.node)
                return .string(text)
            })
            entry.initializers.append(Signature("String(repeating: count:)") { invocation in
                let count = try invocation.get("count", as: Int.self)
                guard count >= 0, count <= invocation.interpreter.limits.collectionSize else {
                    throw invocation.interpreter.error(.limit, invocation.node, "String(repeating:count:) count \(count) must be between 0 and the limit of \(invocation.interpreter.limits.collectionSize)")
                }
                let repeated = try invocation.get("repeating", as: String.self)
                let (bytes, overflow) = repeated.utf8.count.multipliedReportingOverflow(by: count)
                try invocation.interpreter.allocate(stringBytes: overflow ? .max : bytes, at: invocation.node)
                return .string(String(repeating: repeated, count: count))
            })
        }
        type("Array") { entry in
            entry.initializers.append(Signature("Array(_value)") { invocation in
                .array(try invocation.interpreter.iterate(invocation.argument("value")!.value, at: invocation.argument("value")!.node))
            })
            entry.initializers.append(Signature("Array(repeating: count:)") { invocation in
                let count = try invocation.get("count", as: Int.self)
                guard count >= 0, count <= invocation.interpreter.limits.collectionSize else {
                    throw invocation.interpreter.error(.limit, invocation.node, "Array(repeating:count:) count \(count) must be between 0 and the limit of \(invocation.interpreter.limits.collectionSize)")
                }
                try invocation.interpreter.allocate(elements: count, at: invocation.node)
                return .array(Array(repeating: invocation.argument("repeating")!.value, count: count))
            })
        }

        type("Set") { entry in
            entry.initializers.append(Signature("Set()") { _ in .native(ScriptSet()) })
            entry.initializers.append(Signature("Set(_value)") { invocation in
                let values = try invocation.interpreter.iterate(invocation.argument("value")!.value, at: invocation.argument("value")!.node)
                return .native(try ScriptSet(values, interpreter: invocation.interpreter, at: invocation.node))
            })
        }
        method("insert(_element)", mutating: true) { invocation in
            let element = invocation.argument("element")!.value
            // `(inserted: Bool, memberAfterInsert: Element)`, as Swift's (discardable) result.
            return try changeSet(&invocation) { set, invocation in
                let inserted = try set.insert(element, interpreter: invocation.interpreter, at: invocation.node)
                let member = try set.member(element, interpreter: invocation.interpreter, at: invocation.node) ?? element
                return .tuple(ScriptTuple([.bool(inserted), member], labels: ["inserted", "memberAfterInsert"]))
            }
        }
        method("remove(_element)", mutating: true) { invocation in
            let element = invocation.argument("element")!.value
            return try changeSet(&invocation) { set, invocation in
                .optional(try set.remove(element, interpreter: invocation.interpreter, at: invocation.node))
            }
        }
        method("formUnion(_other)", mutating: true) { invocation in
            let other = try sequence(invocation.argument("other")!.value, invocation)
            return try changeSet(&invocation) { set, invocation in
                for element in other { _ = try set.insert(element, interpreter: invocation.interpreter, at: invocation.node) }
                return .void
            }
        }
        for (name, keep) in [("union", nil), ("intersection", true), ("subtracting", false)] as [(String, Bool?)] {
            method("\(name)(_other)") { invocation in
                guard let set = invocation.receiver.native(as: ScriptSet.self) else {
                    throw Mismatch(message: "'\(name)' is for Set", isReceiver: true)
                }
                let other = try ScriptSet(try sequence(invocation.argument("other")!.value, invocation), interpreter: invocation.interpreter,
                                          at: invocation.node)
                var result = keep == nil ? set : ScriptSet()
                for element in keep == nil ? other.elements : set.elements {
                    if let keep, try other.contains(element, interpreter: invocation.interpreter, at: invocation.node) != keep { continue }
                    _ = try result.insert(element, interpreter: invocation.interpreter, at: invocation.node)
                }
                return .native(result)
            }
        }

        // Methods and properties of numbers.
        method("truncatingRemainder(dividingBy:)") { invocation in
            .double((try number(invocation.receiver, invocation)).truncatingRemainder(dividingBy: try invocation.get("dividingBy", as: Double.self)))
        }
        method("remainder(dividingBy:)") { invocation in
            .double((try number(invocation.receiver, invocation)).remainder(dividingBy: try invocation.get("dividingBy", as: Double.self)))
        }
        method("rounded()") { invocation in
            if case .int = invocation.receiver { return invocation.receiver }
            return .double(try number(invocation.receiver, invocation).rounded())
        }
        // `x.rounded(.down)`: the rounding rules of Swift's `FloatingPointRoundingRule`.
        constants("FloatingPointRoundingRule", [
            "down": FloatingPointRoundingRule.down, "up": FloatingPointRoundingRule.up,
            "towardZero": FloatingPointRoundingRule.towardZero, "awayFromZero": FloatingPointRoundingRule.awayFromZero,
            "toNearestOrAwayFromZero": FloatingPointRoundingRule.toNearestOrAwayFromZero,
            "toNearestOrEven": FloatingPointRoundingRule.toNearestOrEven,
        ])
        method("rounded(_rule)") { invocation in
            let rule = try invocation.get("rule", as: FloatingPointRoundingRule.self)
            if case .int = invocation.receiver { return invocation.receiver }
            return .double(try number(invocation.receiver, invocation).rounded(rule))
        }
        method("squareRoot()") { .double(try number($0.receiver, $0).squareRoot()) }
        method("isMultiple(of:)") { invocation in
            guard case .int(let v) = invocation.receiver else { throw Mismatch(message: "isMultiple(of:) is for Int", isReceiver: true) }
            return .bool(v.isMultiple(of: try invocation.get("of", as: Int.self)))
        }
        valueProperty("magnitude") { value in
            switch value {
            case .int(let v): return Int(exactly: v.magnitude).map(Value.int) ?? .double(Double(v.magnitude))
            case .double(let v): return .double(v.magnitude)
            default: return nil
            }
        }
        valueProperty("isNaN") { if case .double(let v) = $0 { return .bool(v.isNaN) } else { return nil } }
        valueProperty("isFinite") { if case .double(let v) = $0 { return .bool(v.isFinite) } else { return nil } }

        // Collections.
        valueProperty("count") { value in
            switch value {
            case .array(let items): return .int(items.count)
            case .string(let s): return .int(s.count)
            case _ where value.native(as: ScriptSet.self) != nil: return .int(value.native(as: ScriptSet.self)!.elements.count)
            case .range(.int(let a), .int(let b), let closed): return .int(closed ? b - a + 1 : b - a)
            default: return nil
            }
        }
        valueProperty("isEmpty") { value in
            switch value {
            case .array(let items): return .bool(items.isEmpty)
            case .string(let s): return .bool(s.isEmpty)
            case _ where value.native(as: ScriptSet.self) != nil: return .bool(value.native(as: ScriptSet.self)!.elements.isEmpty)
            case .range(.int(let a), .int(let b), let closed): return .bool(closed ? a > b : a >= b)
            default: return nil
            }
        }
        valueProperty("first") { value in
            switch value {
            case .array(let items): return .optional(items.first)
            case .string(let s): return .optional(s.first.map { .string(String($0)) })
            default: return nil
            }
        }
        valueProperty("last") { value in
            switch value {
            case .array(let items): return .optional(items.last)
            case .string(let s): return .optional(s.last.map { .string(String($0)) })
            default: return nil
            }
        }
        valueProperty("indices") { if case .array(let items) = $0 { return .range(.int(0), .int(items.count), closed: false) } else { return nil } }
        valueProperty("lowerBound") { if case .range(let a, _, _) = $0 { return a } else { return nil } }
        valueProperty("upperBound") { if case .range(_, let b, _) = $0 { return b } else { return nil } }
        method("enumerated()") { invocation in
            let items = try sequence(invocation.receiver, invocation)
            try invocation.interpreter.allocate(elements: items.count, at: invocation.node)
            return .array(items.enumerated().map { .tuple(.enumerated($0.offset, $0.element)) })
        }
        method("reversed()") { invocation in
            let items = try sequence(invocation.receiver, invocation)
            try invocation.interpreter.allocate(elements: items.count, at: invocation.node)
            return .array(items.reversed())
        }
        method("map(_transform{})") { invocation in
            let transform = try invocation.function("transform")
            let items = try sequence(invocation.receiver, invocation)
            try invocation.interpreter.allocate(elements: items.count, at: invocation.node)
            return .array(try items.map {
                try invocation.interpreter.call(transform, [$0], at: invocation.node)
            })
        }
        method("filter(_isIncluded{})") { invocation in
            let test = try invocation.function("isIncluded")
            let items = try sequence(invocation.receiver, invocation)
            try invocation.interpreter.allocate(elements: items.count, at: invocation.node)
            return .array(try items.filter {
                try invocation.interpreter.bool(try invocation.interpreter.call(test, [$0], at: invocation.node), at: invocation.node)
            })
        }
        method("reduce(_initial _next{})") { invocation in
            let combine = try invocation.function("next")
            var result = invocation.argument("initial")!.value
            for item in try sequence(invocation.receiver, invocation) {
                result = try invocation.interpreter.call(combine, [result, item], at: invocation.node)
            }
            return result
        }
        // `reduce(into:_:)`: the closure changes its first (`inout`) parameter in place.
        method("reduce(into: _updateAccumulatingResult{})") { invocation in
            let update = try invocation.function("updateAccumulatingResult")
            var result = invocation.argument("into")!.value
            for item in try sequence(invocation.receiver, invocation) {
                result = try invocation.interpreter.callUpdating(update, [result, item], at: invocation.node)[0]
            }
            return result
        }
        method("contains(_element)") { invocation in
            let element = invocation.argument("element")!.value
            // `contains { … }`: a trailing closure is `contains(where:)`'s.
            if case .function = element { throw Mismatch(message: "an element, got a closure", node: invocation.argument("element")!.node) }
            if case .range(let a, let b, let closed) = invocation.receiver {
                return .bool(try invocation.interpreter.range(a, b, closed: closed, contains: element, at: invocation.node))
            }
            if case .string(let s) = invocation.receiver, case .string(let t) = element { return .bool(s.contains(t)) }
            for item in try sequence(invocation.receiver, invocation) where try invocation.interpreter.equals(item, element, at: invocation.node) {
                return .bool(true)
            }
            return .bool(false)
        }
        method("append(_element)", mutating: true) { invocation in
            guard case .array = invocation.receiver else { throw Mismatch(message: "append is for arrays", isReceiver: true) }
            // The array is taken out of the receiver while it grows, so it is not copied.
            guard case .array(var items) = invocation.receiver else { return .void }
            invocation.receiver = .void
            guard items.count < invocation.interpreter.limits.collectionSize else {
                invocation.receiver = .array(items)
                throw invocation.interpreter.error(.limit, invocation.node, "the array grew past \(invocation.interpreter.limits.collectionSize) elements")
            }
            do {
                try invocation.interpreter.allocate(elements: items.count + 1, adding: 1, at: invocation.node)
            } catch {
                invocation.receiver = .array(items)
                throw error
            }
            items.append(invocation.argument("element")!.value)
            invocation.receiver = .array(items)
            return .void
        }
        method("toggle()", mutating: true) { invocation in
            guard case .bool(let value) = invocation.receiver else { throw Mismatch(message: "toggle() is for Bool", isReceiver: true) }
            invocation.receiver = .bool(!value)
            return .void
        }
        method("removeLast()", mutating: true) { invocation in
            try changeArray(&invocation) { items, invocation in
                guard !items.isEmpty else { throw invocation.interpreter.error(.invalidValue, invocation.node, "removeLast() on an empty array") }
                return items.removeLast()
            }
        }
        method("removeFirst()", mutating: true) { invocation in
            try changeArray(&invocation) { items, invocation in
                guard !items.isEmpty else { throw invocation.interpreter.error(.invalidValue, invocation.node, "removeFirst() on an empty array") }
                return items.removeFirst()
            }
        }
        method("removeAll()", mutating: true) { invocation in
            try changeArray(&invocation) { items, _ in
                items.removeAll()
                return .void
            }
        }
        method("removeAll()", mutating: true) { invocation in
            try changeSet(&invocation) { set, _ in
                set.removeAll()
                return .void
            }
        }
        method("remove(at:)", mutating: true) { invocation in
            let index = try invocation.get("at", as: Int.self)
            return try changeArray(&invocation) { items, invocation in
                guard items.indices.contains(index) else {
                    throw invocation.interpreter.error(.invalidValue, invocation.node, "index \(index) is out of range 0..<\(items.count)")
                }
                return items.remove(at: index)
            }
        }
        method("insert(_element at:)", mutating: true) { invocation in
            let index = try invocation.get("at", as: Int.self)
            let element = invocation.argument("element")!.value
            return try changeArray(&invocation) { items, invocation in
                guard index >= 0, index <= items.count else {
                    throw invocation.interpreter.error(.invalidValue, invocation.node, "index \(index) is out of range 0...\(items.count)")
                }
                guard items.count < invocation.interpreter.limits.collectionSize else {
                    throw invocation.interpreter.error(.limit, invocation.node, "the array grew past \(invocation.interpreter.limits.collectionSize) elements")
                }
                items.insert(element, at: index)
                return .void
            }
        }
        method("randomElement()") { invocation in
            // From the scene's random numbers, as a compiled scene's `randomElement()`.
            let items = try sequence(invocation.receiver, invocation)
            guard !items.isEmpty else { return .optional(nil) }
            return .optional(items[Int(SceneRandom.below(UInt64(items.count)))])
        }
        method("shuffled()") { invocation in
            var items = try sequence(invocation.receiver, invocation)
            try invocation.interpreter.allocate(elements: items.count, at: invocation.node)
            SceneRandom.shuffle(&items)
            return .array(items)
        }
        method("shuffle()", mutating: true) { invocation in
            try changeArray(&invocation) { items, _ in
                SceneRandom.shuffle(&items)
                return .void
            }
        }
        method("forEach(_body{})") { invocation in
            let body = try invocation.function("body")
            for item in try sequence(invocation.receiver, invocation) {
                _ = try invocation.interpreter.call(body, [item], at: invocation.node)
            }
            return .void
        }
        method("joined(separator:?)") { invocation in
            let separator = try invocation.get("separator", default: "")
            let parts = try sequence(invocation.receiver, invocation).map(\.interpolated)
            let bytes = parts.reduce(max(0, parts.count - 1) &* separator.utf8.count) { $0 &+ $1.utf8.count }
            try invocation.interpreter.allocate(stringBytes: bytes, at: invocation.node)
            return .string(parts.joined(separator: separator))
        }
        method("min()") { invocation in
            let items = try sequence(invocation.receiver, invocation)
            return .optional(try items.reduce(nil as Value?) { best, x in
                guard let best else { return x }
                return try invocation.interpreter.number(x, at: invocation.node) < invocation.interpreter.number(best, at: invocation.node) ? x : best
            })
        }
        method("max()") { invocation in
            let items = try sequence(invocation.receiver, invocation)
            return .optional(try items.reduce(nil as Value?) { best, x in
                guard let best else { return x }
                return try invocation.interpreter.number(x, at: invocation.node) > invocation.interpreter.number(best, at: invocation.node) ? x : best
            })
        }
        method("sorted(by:{})") { invocation in
            let order = try invocation.function("by")
            let items = try sequence(invocation.receiver, invocation)
            try invocation.interpreter.allocate(elements: items.count, at: invocation.node)
            let interpreter = invocation.interpreter, node = invocation.node
            // Swift's own sort, so equal elements keep the order a compiled scene gives them.
            return .array(try items.sorted { try interpreter.bool(try interpreter.call(order, [$0, $1], at: node), at: node) })
        }
        registerSequenceAlgorithms()
        registerStringMethods()
        registerDictionaries()
        method("sorted()") { invocation in
            let items = try sequence(invocation.receiver, invocation)
            try invocation.interpreter.allocate(elements: items.count, at: invocation.node)
            if items.allSatisfy({ if case .string = $0 { return true } else { return false } }) {
                return .array(items.sorted { $0.interpolated < $1.interpolated })
            }
            let keyed = try items.map { (try invocation.interpreter.number($0, at: invocation.node), $0) }
            return .array(keyed.sorted { $0.0 < $1.0 }.map(\.1))
        }
        method("uppercased()") { invocation in
            guard case .string(let s) = invocation.receiver else { throw Mismatch(message: "uppercased() is for String", isReceiver: true) }
            try invocation.interpreter.allocate(stringBytes: s.utf8.count, at: invocation.node)
            return .string(s.uppercased())
        }
        method("lowercased()") { invocation in
            guard case .string(let s) = invocation.receiver else { throw Mismatch(message: "lowercased() is for String", isReceiver: true) }
            try invocation.interpreter.allocate(stringBytes: s.utf8.count, at: invocation.node)
            return .string(s.lowercased())
        }
        method("hasPrefix(_prefix)") { invocation in
            guard case .string(let s) = invocation.receiver else { throw Mismatch(message: "hasPrefix is for String", isReceiver: true) }
            return .bool(s.hasPrefix(try invocation.get("prefix", as: String.self)))
        }
        method("prefix(_count)") { invocation in
            let n = max(0, try invocation.get("count", as: Int.self))
            if case .string(let s) = invocation.receiver { return .string(String(s.prefix(n))) }
            return .array(Array(try sequence(invocation.receiver, invocation).prefix(n)))
        }
    }

    /// Adds a property read from interpreter values (numbers, arrays, strings, ranges).
    mutating func valueProperty(_ name: String, _ get: @escaping (Value) -> Value?) {
        properties[name, default: []].append(Property(get: { value, _ in get(value) }, set: nil))
    }
}

/// The receiver as a number.
func number(_ value: Value, _ invocation: Invocation) throws -> Double {
    switch value {
    case .int(let v): return Double(v)
    case .double(let v): return v
    default: throw Mismatch(message: "'\(invocation.signature.name)' is not available on \(value.typeName)", isReceiver: true)
    }
}

/// The elements of an array, range, string or stride receiver.
func sequence(_ value: Value, _ invocation: Invocation) throws -> [Value] {
    switch value {
    case .array, .range, .string:
        return try invocation.interpreter.iterate(value, at: invocation.node)
    case _ where value.native(as: ScriptStride.self) != nil || value.native(as: ScriptSet.self) != nil
        || value.native(as: ScriptDictionary.self) != nil:
        return try invocation.interpreter.iterate(value, at: invocation.node)
    default:
        throw Mismatch(message: "'\(invocation.signature.name)' is not available on \(value.typeName)", isReceiver: true)
    }
}

/// Changes an array receiver in place (taken out of the receiver while `change` runs, so it is not
/// copied), returning what `change` returns.
private func changeArray(_ invocation: inout Invocation, _ change: (inout [Value], Invocation) throws -> Value) throws -> Value {
    guard case .array(var items) = invocation.receiver else {
        let (name, receiver) = (invocation.signature.name, invocation.receiver)
        throw Mismatch(message: "'\(name)' is not available on \(receiver.typeName)", isReceiver: true)
    }
    invocation.receiver = .void
    defer { invocation.receiver = .array(items) }
    return try change(&items, invocation)
}

/// Changes a set receiver in place, returning what `change` returns.
private func changeSet(_ invocation: inout Invocation, _ change: (inout ScriptSet, Invocation) throws -> Value) throws -> Value {
    guard var set = invocation.receiver.native(as: ScriptSet.self) else {
        let (name, receiver) = (invocation.signature.name, invocation.receiver)
        throw Mismatch(message: "'\(name)' is not available on \(receiver.typeName)", isReceiver: true)
    }
    invocation.receiver = .void
    defer { invocation.receiver = .native(set) }
    return try change(&set, invocation)
}
