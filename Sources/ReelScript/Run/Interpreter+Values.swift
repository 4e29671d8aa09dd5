import Foundation
import Reel

extension Value {
    /// Whether a leading-dot member beside this value can take its type from it.
    var isMemberContext: Bool {
        switch self {
        case .int, .double, .object, .point: return true
        default: return false
        }
    }
}

extension Interpreter {
    /// `lhs op rhs` on values.
    func binary(_ op: InfixOperator, _ lhs: Value, _ rhs: Value, at position: ScriptPosition) throws -> Value {
        switch (lhs, rhs) {
        case (.double(let a), .double(let b)):
            switch op {
            case .add: return .double(a + b)
            case .subtract: return .double(a - b)
            case .multiply: return .double(a * b)
            case .divide: return .double(a / b)
            default: return try numeric(op, a, b, at: position)
            }
        case (.int(let a), .int(let b)):
            switch op {
            case .add, .subtract, .multiply, .wrappingAdd, .wrappingSubtract, .wrappingMultiply:
                let result: (partialValue: Int, overflow: Bool)
                switch op {
                case .add: result = a.addingReportingOverflow(b)
                case .subtract: result = a.subtractingReportingOverflow(b)
                case .multiply: result = a.multipliedReportingOverflow(by: b)
                case .wrappingAdd: result = (a &+ b, false)
                case .wrappingSubtract: result = (a &- b, false)
                default: result = (a &* b, false)
                }
                if result.overflow { throw error(.invalidValue, position, "integer overflow in \(a) \(op.text) \(b)") }
                return .int(result.partialValue)
            case .divide, .remainder:
                guard b != 0 else { throw error(.invalidValue, position, "division by zero") }
                if a == .min && b == -1 { throw error(.invalidValue, position, "integer overflow in \(a) \(op.text) \(b)") }
                return .int(op == .divide ? a / b : a % b)
            case .bitAnd: return .int(a & b)
            case .bitOr: return .int(a | b)
            case .bitXor: return .int(a ^ b)
            case .shiftLeft: return .int(b >= 64 ? 0 : b < 0 ? a >> min(-b, 63) : a << b)
            case .shiftRight: return .int(b >= 64 ? (a < 0 ? -1 : 0) : b < 0 ? a << min(-b, 63) : a >> b)
            case .halfOpenRange, .closedRange:
                guard a <= b else {
                    throw error(.invalidValue, position, "the range \(a)\(op.text)\(b) is invalid: its lower bound is above its upper bound")
                }
                return .range(.int(a), .int(b), closed: op == .closedRange)
            default: return try compare(op, a, b, at: position)
            }
        default:
            return try binarySlow(op, lhs, rhs, at: position)
        }
    }

    /// `a op b` of two doubles, for the operators other than the four arithmetic ones.
    private func numeric(_ op: InfixOperator, _ a: Double, _ b: Double, at position: ScriptPosition) throws -> Value {
        switch op {
        case .add: return .double(a + b)
        case .subtract: return .double(a - b)
        case .multiply: return .double(a * b)
        case .divide: return .double(a / b)
        case .remainder: throw error(.badArguments, position, "'%' is for integers; use x.truncatingRemainder(dividingBy: y) for Double")
        case .halfOpenRange, .closedRange:
            guard a <= b, !a.isNaN, !b.isNaN else {
                throw error(.invalidValue, position, "the range \(a)\(op.text)\(b) is invalid: its lower bound is above its upper bound")
            }
            return .range(.double(a), .double(b), closed: op == .closedRange)
        default: return try compare(op, a, b, at: position)
        }
    }

    /// `lhs op rhs` for the other combinations: mixed numbers, strings, members, library values.
    @inline(never)
    private func binarySlow(_ op: InfixOperator, _ lhs: Value, _ rhs: Value, at position: ScriptPosition) throws -> Value {
        if op == .patternMatch {
            // `pattern ~= value`: a range contains the value; any other pattern equals it.
            if case .range(let lower, let upper, let closed) = lhs { return .bool(try range(lower, upper, closed: closed, contains: rhs, at: position)) }
            return .bool(try equals(lhs, rhs, at: position))
        }
        // A member written with a leading dot takes the type of the other operand: `x * .pi`; an
        // integer literal beside a floating-point member becomes a Double, as in `2 * .pi`.
        if case .member(let member) = rhs, lhs.isMemberContext {
            return try binary(op, lhs, try resolveMember(member, beside: lhs), at: position)
        }
        if case .member(let member) = lhs, rhs.isMemberContext {
            return try binary(op, try resolveMember(member, beside: rhs), rhs, at: position)
        }
        if case .member(let member) = lhs, case .member = rhs, let type = member.soleType {
            // `.now() + .seconds(1)`: the left member's type is the one type that has it.
            return try binary(op, try vocabulary.member(member, ofType: type, interpreter: self), rhs, at: position)
        }
        switch (lhs, rhs) {
        case (.int(let a), .double(let b)): return try numeric(op, Double(a), b, at: position)
        case (.double(let a), .int(let b)): return try numeric(op, a, Double(b), at: position)
        case (.string(let a), .string(let b)):
            if op == .add {
                try allocate(stringBytes: a.utf8.count &+ b.utf8.count, at: position)
                return .string(a + b)
            }
            return try compare(op, a, b, at: position)
        case (.bool(let a), .bool(let b)):
            switch op {
            case .equal: return .bool(a == b)
            case .notEqual: return .bool(a != b)
            default: break
            }
        case (.array(let a), .array(let b)) where op == .add:
            try allocate(elements: a.count &+ b.count, at: position)
            return .array(a + b)
        case (.tuple(let a), .tuple(let b)) where [.less, .lessOrEqual, .greater, .greaterOrEqual].contains(op):
            // Swift compares tuples of Comparable elements in order: the first unequal pair decides.
            guard a.elements.count == b.elements.count else { break }
            for (x, y) in zip(a.elements, b.elements) where !(try equals(x, y, at: position)) {
                return try binary(op, x, y, at: position)
            }
            return .bool(op == .lessOrEqual || op == .greaterOrEqual)
        default:
            if let result = try userOperator(op, lhs, rhs, at: position) { return result }
            if op == .equal || op == .notEqual {
                let equal = try equals(lhs, rhs, at: position)
                return .bool(op == .equal ? equal : !equal)
            }
            if let result = try vocabulary.binaryOperator(op.text, lhs, rhs, interpreter: self, at: position) { return result }
        }
        throw error(.badArguments, position, "the operator '\(op.text)' cannot be applied to \(lhs.typeName) and \(rhs.typeName)")
    }

    /// `lhs op rhs` through an operator a struct of the file declares (`static func + (lhs: Vec,
    /// rhs: Vec) -> Vec`), on either operand's type; nil when neither declares it.
    func userOperator(_ op: InfixOperator, _ lhs: Value, _ rhs: Value, at position: ScriptPosition) throws -> Value? {
        for operand in [lhs, rhs] {
            guard case .instance(let instance) = operand, let code = instance.type.staticMethods[op.text] else { continue }
            return try callClosure(code, [lhs, rhs], owner: nil, function: nil, at: position)
        }
        return nil
    }

    /// A leading-dot member resolved against the type of the value beside it (an integer's
    /// neighbour may also be a Double member).
    func resolveMember(_ member: ImplicitMember, beside value: Value) throws -> Value {
        do {
            return try resolveMemberByType(member, beside: value)
        } catch {
            // A member the neighbour's type lacks, which one library type alone has in the form
            // written, is that type's, as Swift's type checker finds (`.now() + 0.5`,
            // `time + .seconds(1)`).
            guard let type = member.soleType else { throw error }
            return try vocabulary.member(member, ofType: type, interpreter: self)
        }
    }

    private func resolveMemberByType(_ member: ImplicitMember, beside value: Value) throws -> Value {
        switch value {
        case .int:
            if let resolved = try? vocabulary.member(member, ofType: "Int", interpreter: self) {
                return resolved
            }
            return try vocabulary.member(member, ofType: "Double", interpreter: self)
        case .double:
            return try vocabulary.member(member, ofType: "Double", interpreter: self)
        case .object, .point:
            return try vocabulary.member(member, ofType: typeKey(Swift.type(of: value.nativeValue!)), interpreter: self)
        default:
            throw error(.badArguments, member.node, "cannot tell the type of '.\(member.name)' here")
        }
    }

    /// A comparison of two comparable values.
    func compare<T: Comparable>(_ op: InfixOperator, _ a: T, _ b: T, at position: ScriptPosition) throws -> Value {
        switch op {
        case .equal, .patternMatch: return .bool(a == b)
        case .notEqual: return .bool(a != b)
        case .less: return .bool(a < b)
        case .lessOrEqual: return .bool(a <= b)
        case .greater: return .bool(a > b)
        case .greaterOrEqual: return .bool(a >= b)
        default: throw error(.badArguments, position, "the operator '\(op.text)' cannot be applied to \(T.self)")
        }
    }

    /// Whether two values are equal (library values by their own equality; members by resolving
    /// them against the other side's type).
    func equals(_ lhs: Value, _ rhs: Value, at position: ScriptPosition) throws -> Bool {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)): return a == b
        case (.double, .double), (.int, .double), (.double, .int): return try number(lhs, at: position) == number(rhs, at: position)
        case (.string(let a), .string(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.optional(nil), .optional(nil)): return true
        case (.optional(nil), _), (_, .optional(nil)): return false
        case (.optional(let a?), _):
            // `first(where: …)?.score == scores.max()`: Swift compares optionals by their values.
            return try equals(a, rhs, at: position)
        case (_, .optional(let b?)):
            return try equals(lhs, b, at: position)
        case (.array(let a), .array(let b)):
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) where !(try equals(x, y, at: position)) { return false }
            return true
        case (.tuple(let a), .tuple(let b)):
            // Swift's `==` on tuples of up to six Equatable elements: element by element.
            guard a.elements.count == b.elements.count else {
                throw error(.badArguments, position, "\(a.typeName) and \(b.typeName) cannot be compared")
            }
            for (x, y) in zip(a.elements, b.elements) where !(try equals(x, y, at: position)) { return false }
            return true
        case (.object, .member(let m)), (.point, .member(let m)):
            let resolved = try vocabulary.member(m, ofType: typeKey(Swift.type(of: lhs.nativeValue!)), interpreter: self)
            return try equals(lhs, resolved, at: position)
        case (.member, .object), (.member, .point):
            return try equals(rhs, lhs, at: position)
        case (.point(let a), .point(let b)):
            return a == b
        case (.object, .object) where lhs.native(as: ScriptDictionary.self) != nil:
            guard let a = lhs.native(as: ScriptDictionary.self), let b = rhs.native(as: ScriptDictionary.self) else { return false }
            return try a.equals(b, interpreter: self, at: position)
        case (.object, .object) where lhs.native(as: ScriptSet.self) != nil:
            guard let a = lhs.native(as: ScriptSet.self), let b = rhs.native(as: ScriptSet.self) else { return false }
            return try a.equals(b, interpreter: self, at: position)
        case (.object, .object), (.object, .point), (.point, .object):
            if let a = lhs.nativeValue as? AnyHashable, let b = rhs.nativeValue as? AnyHashable { return a == b }
        case (.instance(let a), .member(let m)) where m.call == nil && a.type.isEnum:
            // `mode == .idle`: the case of the enum beside it.
            guard let index = a.type.caseIndex(named: m.name) else {
                throw error(.unknownName, m.node, "'\(a.type.name)' has no case '\(m.name)'")
            }
            // `case .circle:` for a case with associated values matches it whatever they are.
            if a.type.cases?[index].parameters != nil, case .int(let current)? = a.fields.first { return current == index }
            return try equals(lhs, a.type.caseValue(index), at: position)
        case (.member(let m), .instance(let b)) where m.call == nil && b.type.isEnum:
            return try equals(rhs, lhs, at: position)
        case (.instance(let a), .member(let m)) where a.type.isEnum:
            // `shape == .circle(radius: 2)`: the case with its associated values.
            guard let resolved = try userMember(m, of: a.type) else {
                throw error(.unknownName, m.node, "'\(a.type.name)' has no case '\(m.name)'")
            }
            return try equals(lhs, resolved, at: position)
        case (.member, .instance(let b)) where b.type.isEnum:
            return try equals(rhs, lhs, at: position)
        case (.member(let a), .member(let b)) where a.call == nil && b.call == nil:
            // Two cases whose type neither side tells: the same case when they have the same name.
            return a.name == b.name
        case (.instance(let a), .instance(let b)):
            guard a.type === b.type, a.fields.count == b.fields.count else { return false }
            // A type with its own `==` (`Equatable` written out): that decides, in sets and
            // `contains` as in `a == b`.
            if a.type.staticMethods["=="] != nil, let result = try userOperator(.equal, lhs, rhs, at: position) {
                return try bool(result, at: position)
            }
            for (x, y) in zip(a.fields, b.fields) where !(try equals(x, y, at: position)) { return false }
            return true
        default: break
        }
        throw error(.badArguments, position, "\(lhs.typeName) and \(rhs.typeName) cannot be compared")
    }

    /// A number as a `Double`.
    func number(_ value: Value, at position: ScriptPosition) throws -> Double {
        switch value {
        case .int(let v): return Double(v)
        case .double(let v): return v
        default: throw error(.badArguments, position, "expected a number, got \(value.typeName)")
        }
    }

    /// Whether the range `lower...upper` (or `..<upper`) contains `value`; a `.void` bound is
    /// the missing bound of a partial range (`5...`, `..<0`, `...10`).
    func range(_ lower: Value, _ upper: Value, closed: Bool, contains value: Value, at position: ScriptPosition) throws -> Bool {
        let x = try number(value, at: position)
        if !lower.isVoid, x < (try number(lower, at: position)) { return false }
        if upper.isVoid { return true }
        let b = try number(upper, at: position)
        return closed ? x <= b : x < b
    }

    /// A value as a `Bool`.
    func bool(_ value: Value, at position: ScriptPosition) throws -> Bool {
        guard case .bool(let b) = value else { throw error(.badArguments, position, "expected a Bool, got \(value.typeName)") }
        return b
    }

    /// A value converted to a declared type where Swift would convert it: integers to floating
    /// point, members to library values, instances kept.
    @inline(__always)
    func conform(_ value: Value, to type: DeclaredType, at position: ScriptPosition) throws -> Value {
        if type.kind == .none { return value }
        return try conformSlow(value, to: type, at: position)
    }

    /// `conform` for a written type.
    private func conformSlow(_ value: Value, to type: DeclaredType, at position: ScriptPosition) throws -> Value {
        switch (type.kind, value) {
        case (.floatingPoint, .int(let v)):
            return .double(Double(v))
        case (.floatingPoint, .double), (.integer, .int), (.boolean, .bool), (.text, .string):
            return value
        case (.floatingPointArray, .array(let items)):
            return .array(try items.map { try conformSlow($0, to: .double, at: position) })
        case (.other, .tuple(let tuple)) where type.fileTypes?.tuple != nil:
            // `let item: (name: String, size: Double) = ("a", 2)`: each element converted, the type's labels taken.
            let (types, labels) = type.fileTypes!.tuple!
            guard types.count == tuple.elements.count else {
                throw error(.badArguments, position, "expected \(type.name), got \(tuple.typeName)")
            }
            var elements: [Value] = []
            elements.reserveCapacity(types.count)
            for (element, elementType) in zip(tuple.elements, types) { elements.append(try conform(element, to: elementType, at: position)) }
            return .tuple(ScriptTuple(elements, labels: labels ?? tuple.labels))
        case (.other, .array(let items)) where type.fileTypes?.tupleElement != nil:
            // `let items: [(String, Color)] = [("Sun", .orange)]`.
            let element = type.fileTypes!.tupleElement!
            return .array(try items.map { try conform($0, to: element, at: position) })
        case (.other, .array(let items)) where type.isSet:
            // `var seen: Set<Int> = []`.
            return .native(try ScriptSet(items, interpreter: self, at: position))
        case (.other, .array(let items)) where type.elementUserType != nil || type.elementLibraryType != nil:
            // `let dots: [Dot] = [.ring(0), .init(…)]`: each leading-dot element takes the element type.
            return .array(try items.map { try conformElement($0, of: type) })
        case (_, .member(let member)):
            if type.isLibraryType {
                return try vocabulary.member(member, ofType: type.name, interpreter: self)
            }
            if let userType = type.userType {
                return try userMember(member, of: userType) ?? value
            }
            return value
        case (.floatingPoint, .bool), (.floatingPoint, .string), (.integer, .bool), (.integer, .string), (.integer, .double),
             (.boolean, .int), (.boolean, .double), (.boolean, .string), (.text, .int), (.text, .double), (.text, .bool):
            // Swift's type checker rejects these; say so where the value is given, not where it is used.
            throw error(.badArguments, position, "expected \(type.name), got \(value.typeName)")
        default:
            return value
        }
    }

    /// Keeps a `Double` variable a `Double` when an integer is stored in it, and an enum variable
    /// an enum when a leading-dot case is stored in it (`mode = .running`, `shape = .circle(radius: 2)`).
    @inline(__always)
    func keepNumericType(_ old: Value, _ new: Value) -> Value {
        if case .double = old, case .int(let v) = new { return .double(Double(v)) }
        if case .member(let member) = new, case .instance(let instance) = old, instance.type.isEnum {
            if member.call == nil, let resolved = instance.type.enumCase(named: member.name) { return resolved }
            // `shape = .circle(radius: 2)`: a case with associated values (a mistake in them is
            // met where the value is used).
            if member.call != nil, let resolved = try? userMember(member, of: instance.type) { return resolved }
        }
        if case .member(let member) = new, member.call == nil {
            // `angle = .pi` where `angle` holds a number: that number type's member, as Swift
            // infers it from the variable's type (`Double.pi`, `Int.max`).
            let numberType: String?
            switch old.unwrapped {
            case .double: numberType = "Double"
            case .int: numberType = "Int"
            default: numberType = nil
            }
            if let numberType, let resolved = try? vocabulary.member(member, ofType: numberType, interpreter: self) { return resolved }
        }
        if case .member(let member) = new, let native = old.nativeValue,
           let resolved = try? vocabulary.member(member, ofType: TypeKeys.key(type(of: native)), interpreter: self) {
            // `size = .zero` where `size` holds a library value: that type's member.
            return resolved
        }
        return new
    }

    /// An element of an array of declared type `type`, a leading-dot member resolved against the
    /// element type.
    func conformElement(_ value: Value, of type: DeclaredType) throws -> Value {
        guard case .member(let member) = value else { return value }
        if let userType = type.elementUserType { return try userMember(member, of: userType) ?? value }
        if let library = type.elementLibraryType { return try vocabulary.member(member, ofType: library, interpreter: self) }
        return value
    }

    /// A leading-dot member where a struct or enum of the file is expected: a case, a static
    /// property, a static method's result, or `.init(…)`.
    func userMember(_ member: ImplicitMember, of type: UserTypeCode) throws -> Value? {
        guard let call = member.call else {
            return try type.enumCase(named: member.name) ?? staticMemberValue(member.name, of: type, at: member.node)
        }
        if member.name == "init" { return try call.withSite { try construct(type, steps: nil, $0, at: member.node) } }
        if let index = type.caseIndex(named: member.name), type.cases?[index].parameters != nil {
            return try call.withSite { try makeCase(type, index, $0, at: member.node) }
        }
        guard let code = type.staticMethods[member.name] else { return nil }
        return try call.withSite { try invoke(code, binding: nil, site: $0, owner: nil, function: nil) }
    }

    /// The static member `name` of a struct or enum of the file (`.standard` where a `Theme` is
    /// expected).
    func staticMemberValue(_ name: String, of type: UserTypeCode, at position: ScriptPosition) throws -> Value? {
        guard let member = type.staticMember(name) else { return nil }
        return try staticValue(member, at: position)
    }
}
