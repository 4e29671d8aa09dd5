import Foundation
import Reel
import SwiftSyntax

/// An operator expression arranged by Swift's precedence: the parser leaves `a + b * c` as a flat
/// sequence, and the interpreter folds it with the standard library's precedence groups.
indirect enum OperatorTree {
    /// An operand.
    case leaf(ExprSyntax)
    /// `lhs op rhs`.
    case binary(String, Syntax, OperatorTree, OperatorTree)
    /// `condition ? then : else`.
    case ternary(OperatorTree, ExprSyntax, OperatorTree, Syntax)
    /// `value as Type` / `value is Type`.
    case cast(OperatorTree, TypeSyntax, isTest: Bool, Syntax)

    /// The operator's syntax, or nil for an operand.
    var operatorNode: Syntax? {
        switch self {
        case .leaf: return nil
        case .binary(_, let node, _, _), .ternary(_, _, _, let node), .cast(_, _, _, let node): return node
        }
    }

    /// The precedence of an infix operator (higher binds tighter) and whether it groups to the right.
    static func precedence(of op: String) -> (level: Int, rightAssociative: Bool)? {
        switch op {
        case "<<", ">>": return (11, false)
        case "*", "/", "%", "&", "&*": return (10, false)
        case "+", "-", "|", "^", "&+", "&-": return (9, false)
        case "..<", "...": return (8, false)
        case "??": return (6, true)
        case "==", "!=", "<", "<=", ">", ">=", "===", "!==": return (5, false)
        case "&&": return (4, false)
        case "||": return (3, false)
        case "=", "+=", "-=", "*=", "/=", "%=": return (1, true)
        default: return nil
        }
    }
}

extension Value {
    /// Whether a leading-dot member beside this value can take its type from it.
    var isMemberContext: Bool {
        switch self {
        case .int, .double, .native: return true
        default: return false
        }
    }
}

extension Interpreter {
    /// Evaluates a flat operator sequence.
    func evaluate(sequence: SequenceExprSyntax, in scope: Scope, preferDouble: Bool) throws -> Value {
        // The folded tree is as deep as the sequence has operators; bound it before building it.
        guard sequence.elements.count / 2 < Interpreter.maximumExpressionDepth else {
            throw error(.limit, sequence, "the expression has more than \(Interpreter.maximumExpressionDepth) operators; split it into several 'let's")
        }
        return try evaluate(tree: try fold(sequence), in: scope, preferDouble: preferDouble)
    }

    /// Folds a sequence into a tree by precedence (shunting-yard).
    func fold(_ sequence: SequenceExprSyntax) throws -> OperatorTree {
        enum Operator {
            case infix(String, Syntax)
            case ternary(ExprSyntax, Syntax)
            case cast(TypeSyntax, Bool, Syntax)

            var precedence: (level: Int, rightAssociative: Bool) {
                switch self {
                case .infix(let op, _): return OperatorTree.precedence(of: op) ?? (0, false)
                case .ternary: return (2, true)
                case .cast: return (7, false)
                }
            }
        }
        var operands: [OperatorTree] = []
        var operators: [Operator] = []
        func reduce() {
            let op = operators.removeLast()
            switch op {
            case .infix(let name, let node):
                let rhs = operands.removeLast(), lhs = operands.removeLast()
                operands.append(.binary(name, node, lhs, rhs))
            case .ternary(let then, let node):
                let otherwise = operands.removeLast(), condition = operands.removeLast()
                operands.append(.ternary(condition, then, otherwise, node))
            case .cast(let type, let isTest, let node):
                let value = operands.removeLast()
                operands.append(.cast(value, type, isTest: isTest, node))
            }
        }
        func push(_ op: Operator) {
            let incoming = op.precedence
            while let top = operators.last {
                let current = top.precedence
                if current.level > incoming.level || (current.level == incoming.level && !incoming.rightAssociative) {
                    reduce()
                } else { break }
            }
            operators.append(op)
        }
        var expectOperand = true
        var elements = Array(sequence.elements)[...]
        while let element = elements.popFirst() {
            if expectOperand {
                operands.append(.leaf(element))
                expectOperand = false
                continue
            }
            if let binary = element.as(BinaryOperatorExprSyntax.self) {
                let name = binary.operator.text
                guard OperatorTree.precedence(of: name) != nil else {
                    throw error(.badArguments, binary, "the operator '\(name)' is not supported in scene files")
                }
                push(.infix(name, Syntax(binary)))
            } else if element.is(AssignmentExprSyntax.self) {
                push(.infix("=", Syntax(element)))
            } else if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
                push(.ternary(ternary.thenExpression, Syntax(ternary)))
            } else if let asExpr = element.as(UnresolvedAsExprSyntax.self) {
                guard let type = elements.popFirst()?.as(TypeExprSyntax.self) else { throw error(.syntax, asExpr, "expected a type after 'as'") }
                push(.cast(type.type, false, Syntax(asExpr)))
                continue
            } else if let isExpr = element.as(UnresolvedIsExprSyntax.self) {
                guard let type = elements.popFirst()?.as(TypeExprSyntax.self) else { throw error(.syntax, isExpr, "expected a type after 'is'") }
                push(.cast(type.type, true, Syntax(isExpr)))
                continue
            } else {
                throw error(.syntax, element, "expected an operator before '\(SyntaxCheck.shorten(element.trimmedDescription))'")
            }
            expectOperand = true
        }
        guard !expectOperand || operands.count > operators.count else {
            throw error(.syntax, sequence, "incomplete expression")
        }
        while !operators.isEmpty { reduce() }
        guard operands.count == 1 else { throw error(.syntax, sequence, "incomplete expression") }
        return operands[0]
    }

    /// Evaluates a folded operator tree.
    func evaluate(tree: OperatorTree, in scope: Scope, preferDouble: Bool) throws -> Value {
        // Each operator is a level of nesting, counted with the expressions around it.
        if let node = tree.operatorNode {
            guard expressionDepth < Interpreter.maximumExpressionDepth else { throw nestedTooDeep(at: node) }
            expressionDepth += 1
        }
        defer { if tree.operatorNode != nil { expressionDepth -= 1 } }
        switch tree {
        case .leaf(let expression):
            return try evaluate(expression, in: scope, preferDouble: preferDouble)
        case .ternary(let condition, let then, let otherwise, let node):
            let test = try evaluate(tree: condition, in: scope, preferDouble: false)
            return try bool(test, at: node) ? try evaluate(then, in: scope, preferDouble: preferDouble)
                                            : try evaluate(tree: otherwise, in: scope, preferDouble: preferDouble)
        case .cast(let value, let type, let isTest, let node):
            let operand = try evaluate(tree: value, in: scope, preferDouble: isFloatingType(type))
            if isTest { throw error(.syntax, node, "'is' is not supported in scene files") }
            return try conform(operand, to: type, at: node)
        case .binary(let op, let node, let lhs, let rhs):
            switch op {
            case "&&":
                guard try bool(try evaluate(tree: lhs, in: scope, preferDouble: false), at: node) else { return .bool(false) }
                return .bool(try bool(try evaluate(tree: rhs, in: scope, preferDouble: false), at: node))
            case "||":
                if try bool(try evaluate(tree: lhs, in: scope, preferDouble: false), at: node) { return .bool(true) }
                return .bool(try bool(try evaluate(tree: rhs, in: scope, preferDouble: false), at: node))
            case "??":
                let left = try evaluate(tree: lhs, in: scope, preferDouble: preferDouble)
                if case .optional(let wrapped) = left {
                    return try wrapped ?? evaluate(tree: rhs, in: scope, preferDouble: preferDouble)
                }
                return left
            case "=", "+=", "-=", "*=", "/=", "%=":
                try assign(op, lhs, rhs, node: node, in: scope)
                return .void
            default:
                // Literal-only operands take a Double context from a floating-point partner.
                let numeric = ["+", "-", "*", "/", "%", "<", "<=", ">", ">=", "==", "!="].contains(op)
                var left = try evaluate(tree: lhs, in: scope, preferDouble: preferDouble && numeric)
                var right = try evaluate(tree: rhs, in: scope, preferDouble: preferDouble && numeric)
                if numeric {
                    if case .double = left, case .int = right, isLiteralOnly(rhs) {
                        right = try evaluate(tree: rhs, in: scope, preferDouble: true)
                    } else if case .int = left, case .double = right, isLiteralOnly(lhs) {
                        left = try evaluate(tree: lhs, in: scope, preferDouble: true)
                    }
                }
                return try binary(op, left, right, at: node)
            }
        }
    }

    /// Whether an operand is made only of literals (so Swift would type it from context).
    func isLiteralOnly(_ tree: OperatorTree) -> Bool {
        switch tree {
        case .leaf(let expression): return isLiteralOnly(expression)
        case .binary(_, _, let a, let b): return isLiteralOnly(a) && isLiteralOnly(b)
        case .ternary, .cast: return false
        }
    }

    /// Whether an expression is made only of numeric literals and arithmetic.
    func isLiteralOnly(_ expression: ExprSyntax) -> Bool {
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) { return true }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return isLiteralOnly(prefix.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1 { return isLiteralOnly(tuple.elements.first!.expression) }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return sequence.elements.allSatisfy { $0.is(BinaryOperatorExprSyntax.self) || isLiteralOnly($0) }
        }
        return false
    }

    /// `lhs op rhs` on values.
    func binary(_ op: String, _ lhs: Value, _ rhs: Value, at node: Syntax) throws -> Value {
        // A member written with a leading dot takes the type of the other operand: `x * .pi`; an
        // integer literal beside a floating-point member becomes a Double, as in `2 * .pi`.
        if case .member(let member) = rhs, lhs.isMemberContext {
            return try binary(op, lhs, try resolveMember(member, beside: lhs), at: node)
        }
        if case .member(let member) = lhs, rhs.isMemberContext {
            return try binary(op, try resolveMember(member, beside: rhs), rhs, at: node)
        }
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)):
            switch op {
            case "+", "-", "*", "&+", "&-", "&*":
                let result: (partialValue: Int, overflow: Bool)
                switch op {
                case "+": result = a.addingReportingOverflow(b)
                case "-": result = a.subtractingReportingOverflow(b)
                case "*": result = a.multipliedReportingOverflow(by: b)
                case "&+": result = (a &+ b, false)
                case "&-": result = (a &- b, false)
                default: result = (a &* b, false)
                }
                if result.overflow { throw error(.invalidValue, node, "integer overflow in \(a) \(op) \(b)") }
                return .int(result.partialValue)
            case "/", "%":
                guard b != 0 else { throw error(.invalidValue, node, "division by zero") }
                if a == .min && b == -1 { throw error(.invalidValue, node, "integer overflow in \(a) \(op) \(b)") }
                return .int(op == "/" ? a / b : a % b)
            case "&": return .int(a & b)
            case "|": return .int(a | b)
            case "^": return .int(a ^ b)
            case "<<": return .int(b >= 64 ? 0 : b < 0 ? a >> min(-b, 63) : a << b)
            case ">>": return .int(b >= 64 ? (a < 0 ? -1 : 0) : b < 0 ? a << min(-b, 63) : a >> b)
            case "..<", "...":
                guard op == "..." ? a <= b : a <= b else {
                    throw error(.invalidValue, node, "the range \(a)\(op)\(b) is invalid: its lower bound is above its upper bound")
                }
                return .range(.int(a), .int(b), closed: op == "...")
            default: return try compare(op, a, b, at: node)
            }
        case (.double, .double), (.int, .double), (.double, .int):
            let a = try number(lhs, at: node), b = try number(rhs, at: node)
            switch op {
            case "+": return .double(a + b)
            case "-": return .double(a - b)
            case "*": return .double(a * b)
            case "/": return .double(a / b)
            case "%": throw error(.badArguments, node, "'%' is for integers; use x.truncatingRemainder(dividingBy: y) for Double")
            case "..<", "...":
                guard a <= b, !a.isNaN, !b.isNaN else {
                    throw error(.invalidValue, node, "the range \(a)\(op)\(b) is invalid: its lower bound is above its upper bound")
                }
                return .range(.double(a), .double(b), closed: op == "...")
            default: return try compare(op, a, b, at: node)
            }
        case (.string(let a), .string(let b)):
            if op == "+" { return .string(a + b) }
            return try compare(op, a, b, at: node)
        case (.bool(let a), .bool(let b)):
            switch op {
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            default: break
            }
        case (.array(let a), .array(let b)) where op == "+":
            return .array(a + b)
        default:
            if op == "==" || op == "!=" {
                let equal = try equals(lhs, rhs, at: node)
                return .bool(op == "==" ? equal : !equal)
            }
            if let result = try vocabulary.binaryOperator(op, lhs, rhs, interpreter: self, at: node) { return result }
        }
        throw error(.badArguments, node, "the operator '\(op)' cannot be applied to \(lhs.typeName) and \(rhs.typeName)")
    }

    /// A leading-dot member resolved against the type of the value beside it (an integer's
    /// neighbour may also be a Double member).
    func resolveMember(_ member: ImplicitMember, beside value: Value) throws -> Value {
        switch value {
        case .int:
            if let resolved = try? vocabulary.staticMember(member.name, ofType: "Int", call: member.call, interpreter: self, at: member.node) {
                return resolved
            }
            return try vocabulary.staticMember(member.name, ofType: "Double", call: member.call, interpreter: self, at: member.node)
        case .double:
            return try vocabulary.staticMember(member.name, ofType: "Double", call: member.call, interpreter: self, at: member.node)
        case .native(let native):
            return try vocabulary.staticMember(member.name, ofType: Interpreter.typeKey(type(of: native)), call: member.call, interpreter: self, at: member.node)
        default:
            throw error(.badArguments, member.node, "cannot tell the type of '.\(member.name)' here")
        }
    }

    /// A comparison of two comparable values.
    func compare<T: Comparable>(_ op: String, _ a: T, _ b: T, at node: Syntax) throws -> Value {
        switch op {
        case "==": return .bool(a == b)
        case "!=": return .bool(a != b)
        case "<": return .bool(a < b)
        case "<=": return .bool(a <= b)
        case ">": return .bool(a > b)
        case ">=": return .bool(a >= b)
        default: throw error(.badArguments, node, "the operator '\(op)' cannot be applied to \(T.self)")
        }
    }

    /// Whether two values are equal (library values by their own equality; members by resolving
    /// them against the other side's type).
    func equals(_ lhs: Value, _ rhs: Value, at node: Syntax) throws -> Bool {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)): return a == b
        case (.double, .double), (.int, .double), (.double, .int): return try number(lhs, at: node) == number(rhs, at: node)
        case (.string(let a), .string(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.optional(nil), .optional(nil)): return true
        case (.optional(nil), _), (_, .optional(nil)): return false
        case (.array(let a), .array(let b)):
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) where !(try equals(x, y, at: node)) { return false }
            return true
        case (.native(let a), .member(let m)):
            let resolved = try vocabulary.staticMember(m.name, ofType: Interpreter.typeKey(type(of: a)), call: m.call, interpreter: self, at: m.node)
            return try equals(lhs, resolved, at: node)
        case (.member, .native):
            return try equals(rhs, lhs, at: node)
        case (.native(let a), .native(let b)):
            if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
        case (.instance(let a), .instance(let b)):
            guard a.type === b.type else { return false }
            for (x, y) in zip(a.fields, b.fields) where !(try equals(x, y, at: node)) { return false }
            return true
        default: break
        }
        throw error(.badArguments, node, "\(lhs.typeName) and \(rhs.typeName) cannot be compared")
    }

    /// A number as a `Double`.
    func number(_ value: Value, at node: some SyntaxProtocol) throws -> Double {
        switch value {
        case .int(let v): return Double(v)
        case .double(let v): return v
        default: throw error(.badArguments, node, "expected a number, got \(value.typeName)")
        }
    }

    /// `target op= value`.
    func assign(_ op: String, _ target: OperatorTree, _ valueTree: OperatorTree, node: Syntax, in scope: Scope) throws {
        guard case .leaf(let targetExpression) = target else {
            throw error(.syntax, node, "the left side of '\(op)' must be a variable or property")
        }
        let current = op == "=" ? nil : try evaluate(targetExpression, in: scope)
        let preferDouble: Bool
        if let current, case .double = current { preferDouble = true } else { preferDouble = false }
        var value = try evaluate(tree: valueTree, in: scope, preferDouble: preferDouble)
        if let current {
            value = try binary(String(op.dropLast()), current, value, at: node)
        }
        try store(value, into: targetExpression, in: scope, at: node)
    }

    /// Writes `value` to the variable, property or element `target` names.
    func store(_ value: Value, into target: ExprSyntax, in scope: Scope, at node: Syntax) throws {
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let block = scope.lookup(name) {
                guard !block.variables[name]!.isLet else {
                    throw error(.badArguments, reference, "cannot assign to '\(name)': it is a 'let' constant")
                }
                block.variables[name]!.value = keepNumericType(block.variables[name]!.value, value)
                return
            }
            if let owner = scope.owner, owner.instance.type.storedIndex(name) != nil {
                try storeProperty(name, value, of: owner, at: reference)
                return
            }
            throw error(.unknownName, reference, "cannot find '\(name)' in scope")
        }
        if let access = target.as(MemberAccessExprSyntax.self), let base = access.base {
            let name = access.declName.baseName.text
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self), let owner = scope.owner {
                try storeProperty(name, value, of: owner, at: access.declName)
                return
            }
            var container = try evaluate(base, in: scope)
            switch container {
            case .instance(let instance):
                let binding = SelfBinding(instance, mutable: true)
                try storeProperty(name, value, of: binding, at: access.declName)
                container = .instance(binding.instance)
            case .optional(.some(.native(let native))), .native(let native):
                container = .native(try vocabulary.setProperty(name, of: native, to: value, interpreter: self, at: access.declName))
            default:
                throw error(.badArguments, access, "cannot assign to '\(name)' of \(container.typeName)")
            }
            try store(container, into: base, in: scope, at: node)
            return
        }
        if let subscriptCall = target.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1 {
            guard case .array(var items) = try evaluate(subscriptCall.calledExpression, in: scope),
                  case .int(let index) = try evaluate(subscriptCall.arguments.first!.expression, in: scope) else {
                throw error(.badArguments, subscriptCall, "only array elements can be assigned by index")
            }
            guard items.indices.contains(index) else {
                throw error(.invalidValue, subscriptCall, "index \(index) is out of range 0..<\(items.count)")
            }
            items[index] = value
            try store(.array(items), into: subscriptCall.calledExpression, in: scope, at: node)
            return
        }
        throw error(.syntax, target, "cannot assign to '\(SyntaxCheck.shorten(target.trimmedDescription))'")
    }

    /// Keeps a `Double` variable a `Double` when an integer is stored in it.
    func keepNumericType(_ old: Value, _ new: Value) -> Value {
        if case .double = old, case .int(let v) = new { return .double(Double(v)) }
        return new
    }

    /// Writes a stored property of an instance (a `@State` property records a state change).
    func storeProperty(_ name: String, _ value: Value, of owner: SelfBinding, at node: some SyntaxProtocol) throws {
        let type = owner.instance.type
        guard let index = type.storedIndex(name) else {
            if let computed = type.computed[name], let setter = computed.setter {
                let scope = Scope(parent: fileScope, owner: owner)
                scope.declare(setter.parameter, value, isLet: true)
                let previous = owner.isMutable
                owner.isMutable = true
                defer { owner.isMutable = previous }
                _ = try runBody(setter.body, in: scope, returnType: nil)
                return
            }
            throw error(.unknownName, node, "'\(type.name)' has no stored property '\(name)'")
        }
        if case .native(let state as State<Value>) = owner.instance.fields[index] {
            state.wrappedValue = keepNumericType(state.wrappedValue, value)
            return
        }
        guard owner.isMutable else {
            throw error(.badArguments, node, "cannot assign to '\(name)': 'self' is immutable here (only @State properties change, inside timeline events)")
        }
        guard !type.stored[index].isLet else {
            throw error(.badArguments, node, "cannot assign to '\(name)': it is a 'let' constant")
        }
        owner.instance.fields[index] = keepNumericType(owner.instance.fields[index], value)
    }
}
