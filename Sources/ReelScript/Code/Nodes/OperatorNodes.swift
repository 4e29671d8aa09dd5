import Foundation
import Reel

/// An operator expression as written (`a + b * c`): one step for the whole expression, then its
/// operators, folded by Swift's precedence when the file was lowered.
final class SequenceNode: Node {
    let root: Node

    init(_ root: Node, _ position: ScriptPosition, depth: Int) {
        self.root = root
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.count(self)
        return try root.evaluate(f)
    }
}

/// `lhs op rhs` for arithmetic, comparison, bit and range operators. An operand made only of
/// literals takes a `Double` context from a floating-point partner (`x * 2` with `x` a Double).
final class BinaryNode: Node {
    let op: InfixOperator
    let lhs: Node
    let rhs: Node
    /// The left operand lowered in a `Double` context, when it is made only of literals.
    let lhsAsDouble: Node?
    /// The right operand lowered in a `Double` context, when it is made only of literals.
    let rhsAsDouble: Node?

    init(_ op: InfixOperator, _ lhs: Node, _ rhs: Node, lhsAsDouble: Node?, rhsAsDouble: Node?, _ position: ScriptPosition, depth: Int) {
        self.op = op
        self.lhs = lhs
        self.rhs = rhs
        self.lhsAsDouble = lhsAsDouble
        self.rhsAsDouble = rhsAsDouble
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        let x = f.x
        try x.countDepth(self)
        var left = try lhs.evaluate(f)
        var right = try rhs.evaluate(f)
        if case .double(let a) = left {
            switch right {
            case .double(let b):
                switch op {
                case .add: return .double(a + b)
                case .subtract: return .double(a - b)
                case .multiply: return .double(a * b)
                case .divide: return .double(a / b)
                case .less: return .bool(a < b)
                case .greater: return .bool(a > b)
                default: break
                }
            case .int:
                if let rhsAsDouble { right = try rhsAsDouble.evaluate(f) }
            default: break
            }
        } else if case .int = left, case .double = right, let lhsAsDouble {
            left = try lhsAsDouble.evaluate(f)
        }
        return try x.binary(op, left, right, at: position)
    }
}

/// `a && b`, `a || b`: the right side only when needed.
final class LogicalNode: Node {
    let isAnd: Bool
    let lhs: Node
    let rhs: Node

    init(isAnd: Bool, _ lhs: Node, _ rhs: Node, _ position: ScriptPosition, depth: Int) {
        self.isAnd = isAnd
        self.lhs = lhs
        self.rhs = rhs
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        let x = f.x
        try x.countDepth(self)
        let left = try x.bool(try lhs.evaluate(f), at: position)
        if left != isAnd { return .bool(left) }
        return .bool(try x.bool(try rhs.evaluate(f), at: position))
    }
}

/// `a ?? b`.
final class NilCoalescingNode: Node {
    let lhs: Node
    let rhs: Node

    init(_ lhs: Node, _ rhs: Node, _ position: ScriptPosition, depth: Int) {
        self.lhs = lhs
        self.rhs = rhs
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.countDepth(self)
        let left = try lhs.evaluate(f)
        if case .optional(let wrapped) = left { return try wrapped ?? rhs.evaluate(f) }
        return left
    }
}

/// `condition ? a : b`.
final class TernaryNode: Node {
    let condition: Node
    let then: Node
    let otherwise: Node

    init(_ condition: Node, _ then: Node, _ otherwise: Node, _ position: ScriptPosition, depth: Int) {
        self.condition = condition
        self.then = then
        self.otherwise = otherwise
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        let x = f.x
        try x.countDepth(self)
        return try x.bool(try condition.evaluate(f), at: position) ? try then.evaluate(f) : try otherwise.evaluate(f)
    }
}

/// `value as Type` (a conversion where Swift would convert); `is` is not supported.
final class CastNode: Node {
    let operand: Node
    let type: DeclaredType
    let isTest: Bool

    init(_ operand: Node, type: DeclaredType, isTest: Bool, _ position: ScriptPosition, depth: Int) {
        self.operand = operand
        self.type = type
        self.isTest = isTest
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        let x = f.x
        try x.countDepth(self)
        let value = try operand.evaluate(f)
        if isTest { throw x.error(.syntax, position, "'is' is not supported in scene files") }
        return try x.conform(value, to: type, at: position)
    }
}

/// `-x`, `+x`, `!x`.
final class PrefixNode: Node {
    let op: String
    let operand: Node

    init(_ op: String, _ operand: Node, _ position: ScriptPosition, depth: Int) {
        self.op = op
        self.operand = operand
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        let x = f.x
        try x.count(self)
        let value = try operand.evaluate(f)
        switch (op, value) {
        case ("-", .double(let v)): return .double(-v)
        case ("-", .int(let v)):
            let (negated, overflow) = Int(0).subtractingReportingOverflow(v)
            if overflow { throw x.error(.invalidValue, position, "integer overflow") }
            return .int(negated)
        case ("+", .int), ("+", .double): return value
        case ("!", .bool(let v)): return .bool(!v)
        case ("..<", .int), ("..<", .double), ("...", .int), ("...", .double):
            // `..<5`, `...5`: a range up to the bound, its lower bound missing.
            return .range(.void, value, closed: op == "...")
        case ("-", .object(let box)):
            if let angle = box.value as? Angle { return .native(Angle(radians: -angle.radians)) }
        default: break
        }
        throw x.error(.badArguments, position, "the operator '\(op)' cannot be applied to \(value.typeName)")
    }
}

/// `x...`: the range from a number up, its upper bound missing (`case 1_000...:`).
final class PartialRangeFromNode: Node {
    let operand: Node

    init(_ operand: Node, _ position: ScriptPosition, depth: Int) {
        self.operand = operand
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        let x = f.x
        try x.count(self)
        let value = try operand.evaluate(f)
        switch value {
        case .int, .double: return .range(value, .void, closed: true)
        default: throw x.error(.badArguments, position, "the operator '...' cannot be applied to \(value.typeName)")
        }
    }
}

/// `target = value` and the compound assignments (`+=`, ...).
final class AssignNode: Node {
    let op: InfixOperator
    let target: Place
    /// The target read as an expression (for compound assignments).
    let current: Node?
    let value: Node
    /// The value lowered in a `Double` context (a compound assignment to a Double).
    let valueAsDouble: Node

    init(_ op: InfixOperator, target: Place, current: Node?, value: Node, valueAsDouble: Node, _ position: ScriptPosition, depth: Int) {
        self.op = op
        self.target = target
        self.current = current
        self.value = value
        self.valueAsDouble = valueAsDouble
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        let x = f.x
        try x.countDepth(self)
        guard let current, let base = op.compoundBase else {
            try x.store(try value.evaluate(f), into: target, f)
            return .void
        }
        if base == .add, case .local(let slot, let boxed, false, _, _) = target, try appendInPlace(slot, boxed: boxed, f) {
            return .void
        }
        let old = try current.evaluate(f)
        let isDouble: Bool
        if case .double = old { isDouble = true } else { isDouble = false }
        let new = try (isDouble ? valueAsDouble : value).evaluate(f)
        try x.store(try x.binary(base, old, new, at: position), into: target, f)
        return .void
    }

    /// `a += b` on a local array or string: the value is taken out of its slot while it grows, so
    /// its storage is not copied and each append costs what it adds, as in Swift. False (nothing
    /// evaluated) when the variable holds something else.
    private func appendInPlace(_ slot: Int, boxed: Bool, _ f: Frame) throws -> Bool {
        let x = f.x
        let holder: ScriptBox?
        if boxed {
            guard case .box(let box) = f.slots[slot] else { return false }
            holder = box
        } else {
            holder = nil
        }
        switch holder?.value ?? f.slots[slot] {
        case .array, .string: break
        default: return false
        }
        // Reading a local has no effects, so the value may be evaluated before the variable is read.
        let new = try value.evaluate(f)
        var old: Value
        if let holder {
            old = holder.value
            holder.value = .void
        } else {
            old = f.slots[slot]
            f.slots[slot] = .void
        }
        func put(_ value: Value) {
            if let holder { holder.value = value } else { f.slots[slot] = value }
        }
        // (The value is bound straight from `old`, then `old` is cleared, so the binding holds
        // the only reference and grows without a copy.)
        if case .array(let more) = new, case .array(var items) = old {
            old = .void
            do {
                try x.allocate(elements: items.count &+ more.count, adding: more.count, at: position)
            } catch {
                put(.array(items))
                throw error
            }
            items.append(contentsOf: more)
            put(.array(items))
        } else if case .string(let more) = new, case .string(var text) = old {
            old = .void
            do {
                try x.allocate(stringBytes: text.utf8.count &+ more.utf8.count, adding: more.utf8.count, at: position)
            } catch {
                put(.string(text))
                throw error
            }
            text += more
            put(.string(text))
        } else {
            put(old)
            put(try x.binary(.add, old, new, at: position))
        }
        return true
    }
}

/// An operator named as a function (`reduce(0, +)`, `sorted(by: >)`): a function of two values
/// applying it as `lhs op rhs` does (the file's operator declarations included).
final class OperatorFunctionNode: Node {
    let op: InfixOperator

    init(_ op: InfixOperator, _ position: ScriptPosition, depth: Int) {
        self.op = op
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        let x = f.x
        try x.count(self)
        let (op, position) = (self.op, self.position)
        return .function(ScriptFunction(.native { [unowned x] arguments in
            guard arguments.count == 2 else {
                throw x.error(.badArguments, position, "the operator '\(op.text)' takes two values, not \(arguments.count)")
            }
            return try x.binary(op, arguments[0], arguments[1], at: position)
        }, name: op.text))
    }
}
