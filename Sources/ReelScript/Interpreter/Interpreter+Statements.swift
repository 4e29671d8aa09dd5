import Foundation
import Reel
import SwiftSyntax

extension Interpreter {
    /// Runs the statements of a function, getter or closure body and returns its result: the value
    /// of `return`, or of the only expression when the body is a single expression (Swift's
    /// implicit return).
    package func runBody(_ statements: CodeBlockItemListSyntax, in scope: Scope, returnType: TypeSyntax?) throws -> Value {
        let preferDouble = isFloatingType(returnType)
        if statements.count == 1, let only = statements.first, case .expr(let expression) = only.item {
            let value = try evaluate(expression, in: scope, preferDouble: preferDouble)
            return try conform(value, to: returnType, at: expression)
        }
        if statements.count == 1, let only = statements.first, case .stmt(let statement) = only.item,
           let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
            let value = try evaluate(expressionStatement.expression, in: scope, preferDouble: preferDouble)
            return try conform(value, to: returnType, at: expressionStatement)
        }
        switch try execute(statements, in: scope, returnType: returnType) {
        case .returned(let value): return try conform(value, to: returnType, at: statements)
        default: return .void
        }
    }

    /// Runs statements in order until one leaves the block.
    func execute(_ statements: CodeBlockItemListSyntax, in scope: Scope, returnType: TypeSyntax?) throws -> ControlFlow {
        for item in statements {
            let flow = try execute(item, in: scope, returnType: returnType)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    /// Runs one statement.
    func execute(_ item: CodeBlockItemSyntax, in scope: Scope, returnType: TypeSyntax?) throws -> ControlFlow {
        try step(item)
        switch item.item {
        case .decl(let decl):
            try declare(decl, in: scope)
            return .normal
        case .expr(let expression):
            return try executeExpression(expression, in: scope, returnType: returnType)
        case .stmt(let statement):
            switch statement.as(StmtSyntaxEnum.self) {
            case .returnStmt(let returnStatement):
                guard let expression = returnStatement.expression else { return .returned(.void) }
                return .returned(try conform(try evaluate(expression, in: scope, preferDouble: isFloatingType(returnType)),
                                             to: returnType, at: expression))
            case .expressionStmt(let expressionStatement):
                return try executeExpression(expressionStatement.expression, in: scope, returnType: returnType)
            case .forStmt(let forStatement):
                return try forLoop(forStatement, in: scope, returnType: returnType) { body, inner in
                    try self.execute(body.statements, in: inner, returnType: returnType)
                }
            case .whileStmt(let whileStatement):
                // The parts are taken out of the tree once, not at every turn.
                let conditionList = whileStatement.conditions, body = whileStatement.body.statements
                while try conditions(conditionList, in: scope) != nil {
                    try step(whileStatement)
                    let flow = try execute(body, in: Scope(parent: scope), returnType: returnType)
                    switch flow {
                    case .broke: return .normal
                    case .returned: return flow
                    default: continue
                    }
                }
                return .normal
            case .guardStmt(let guardStatement):
                if let bound = try conditions(guardStatement.conditions, in: scope) {
                    for (name, value) in bound { scope.declare(name, value, isLet: true) }
                    return .normal
                }
                let flow = try execute(guardStatement.body.statements, in: Scope(parent: scope), returnType: returnType)
                if case .normal = flow {
                    throw error(.syntax, guardStatement.elseKeyword, "the 'else' of a 'guard' must leave the scope with 'return', 'break' or 'continue'")
                }
                return flow
            case .breakStmt: return .broke
            case .continueStmt: return .continued
            default:
                throw error(.syntax, statement, "this statement is not supported in scene files: '\(SyntaxCheck.shorten(statement.trimmedDescription))'")
            }
        }
    }

    /// An expression used as a statement: `if` and `switch` run their branches; other expressions
    /// are evaluated for their effect.
    func executeExpression(_ expression: ExprSyntax, in scope: Scope, returnType: TypeSyntax?) throws -> ControlFlow {
        if let ifExpr = expression.as(IfExprSyntax.self) {
            return try ifStatement(ifExpr, in: scope, returnType: returnType)
        }
        if let switchExpr = expression.as(SwitchExprSyntax.self) {
            guard let (statements, inner) = try switchCase(switchExpr, in: scope) else { return .normal }
            let flow = try execute(statements, in: inner, returnType: returnType)
            if case .broke = flow { return .normal }
            return flow
        }
        _ = try evaluate(expression, in: scope)
        return .normal
    }

    /// `if` as a statement.
    func ifStatement(_ ifExpr: IfExprSyntax, in scope: Scope, returnType: TypeSyntax?) throws -> ControlFlow {
        if let bound = try conditions(ifExpr.conditions, in: scope) {
            let inner = Scope(parent: scope)
            for (name, value) in bound { inner.declare(name, value, isLet: true) }
            return try execute(ifExpr.body.statements, in: inner, returnType: returnType)
        }
        switch ifExpr.elseBody {
        case .ifExpr(let next)?: return try ifStatement(next, in: scope, returnType: returnType)
        case .codeBlock(let block)?: return try execute(block.statements, in: Scope(parent: scope), returnType: returnType)
        case nil: return .normal
        }
    }

    /// `if` used as a value (`let x = if a { 1 } else { 2 }`).
    func ifExpression(_ ifExpr: IfExprSyntax, in scope: Scope) throws -> Value {
        if let bound = try conditions(ifExpr.conditions, in: scope) {
            let inner = Scope(parent: scope)
            for (name, value) in bound { inner.declare(name, value, isLet: true) }
            return try runBody(ifExpr.body.statements, in: inner, returnType: nil)
        }
        switch ifExpr.elseBody {
        case .ifExpr(let next)?: return try ifExpression(next, in: scope)
        case .codeBlock(let block)?: return try runBody(block.statements, in: Scope(parent: scope), returnType: nil)
        case nil: throw error(.syntax, ifExpr, "an 'if' used as a value needs an 'else'")
        }
    }

    /// `switch` used as a value.
    func switchExpression(_ switchExpr: SwitchExprSyntax, in scope: Scope) throws -> Value {
        guard let (statements, inner) = try switchCase(switchExpr, in: scope) else {
            throw error(.invalidValue, switchExpr, "no case of the 'switch' matches; add a 'default:'")
        }
        return try runBody(statements, in: inner, returnType: nil)
    }

    /// Evaluates the conditions of an `if`, `guard` or `while`: nil when one is false, otherwise
    /// the names bound by `let x = optional` conditions.
    func conditions(_ list: ConditionElementListSyntax, in scope: Scope) throws -> [(String, Value)]? {
        var bound: [(String, Value)] = []
        let inner = Scope(parent: scope)
        for element in list {
            switch element.condition {
            case .expression(let expression):
                guard try bool(try evaluate(expression, in: inner), at: expression) else { return nil }
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw error(.syntax, binding.pattern, "bind one name in 'if let'")
                }
                let value: Value
                if let initializer = binding.initializer?.value {
                    value = try evaluate(initializer, in: inner)
                } else {
                    value = try lookup(DeclReferenceExprSyntax(baseName: .identifier(name)), in: inner)
                }
                if case .optional(let wrapped) = value {
                    guard let wrapped else { return nil }
                    bound.append((name, wrapped))
                    inner.declare(name, wrapped, isLet: true)
                } else {
                    bound.append((name, value))
                    inner.declare(name, value, isLet: true)
                }
            default:
                throw error(.syntax, element, "this kind of condition is not supported in scene files")
            }
        }
        return bound
    }

    /// The statements of the first matching case of a `switch`, with a scope for them.
    func switchCase(_ switchExpr: SwitchExprSyntax, in scope: Scope) throws -> (CodeBlockItemListSyntax, Scope)? {
        let subject = try evaluate(switchExpr.subject, in: scope)
        for element in switchExpr.cases {
            guard case .switchCase(let switchCase) = element else {
                throw error(.syntax, element, "'#if' inside 'switch' is not supported")
            }
            switch switchCase.label {
            case .default:
                return (switchCase.statements, Scope(parent: scope))
            case .case(let label):
                for item in label.caseItems {
                    if item.whereClause != nil { throw error(.syntax, item, "'where' in a case is not supported in scene files") }
                    if try matches(subject, item.pattern, in: scope) { return (switchCase.statements, Scope(parent: scope)) }
                }
            }
        }
        return nil
    }

    /// Whether `value` matches a case pattern: a literal, a member such as `.top`, or a range.
    func matches(_ value: Value, _ pattern: PatternSyntax, in scope: Scope) throws -> Bool {
        if pattern.is(WildcardPatternSyntax.self) { return true }
        guard let expressionPattern = pattern.as(ExpressionPatternSyntax.self) else {
            throw error(.syntax, pattern, "only literal, '.member' and range patterns are supported in 'case'")
        }
        let candidate = try evaluate(expressionPattern.expression, in: scope, preferDouble: { if case .double = value { return true } else { return false } }())
        if case .range(let lower, let upper, let closed) = candidate {
            let x = try number(value, at: pattern), a = try number(lower, at: pattern), b = try number(upper, at: pattern)
            return x >= a && (closed ? x <= b : x < b)
        }
        return try equals(value, candidate, at: Syntax(pattern))
    }

    /// `for name in sequence { body }`, with `body` run by `run` (statements or a builder).
    func forLoop(_ forStatement: ForStmtSyntax, in scope: Scope, returnType: TypeSyntax?,
                 run: (CodeBlockSyntax, Scope) throws -> ControlFlow) throws -> ControlFlow {
        if forStatement.whereClause != nil { throw error(.syntax, forStatement, "'where' in 'for' is not supported; use 'if' inside the loop") }
        let sequence = try evaluate(forStatement.sequence, in: scope)
        let elements = try iterate(sequence, at: forStatement.sequence)
        for element in elements {
            try step(forStatement)
            let inner = Scope(parent: scope)
            try bind(forStatement.pattern, to: element, in: inner)
            let flow = try run(forStatement.body, inner)
            switch flow {
            case .broke: return .normal
            case .returned: return flow
            default: continue
            }
        }
        return .normal
    }

    /// Binds a loop or closure pattern (`i`, `_`, `(index, item)`) to a value.
    func bind(_ pattern: PatternSyntax, to value: Value, in scope: Scope) throws {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            scope.declare(identifier.identifier.text, value, isLet: true)
        } else if pattern.is(WildcardPatternSyntax.self) {
            return
        } else if let tuple = pattern.as(TuplePatternSyntax.self), case .native(let pair as EnumeratedElement) = value,
                  tuple.elements.count == 2 {
            let parts = Array(tuple.elements)
            try bind(parts[0].pattern, to: .int(pair.offset), in: scope)
            try bind(parts[1].pattern, to: pair.element, in: scope)
        } else {
            throw error(.syntax, pattern, "this pattern is not supported in scene files; use a name")
        }
    }

    /// The elements of a range, array, string or stride, bounded by the collection limit.
    package func iterate(_ sequence: Value, at node: some SyntaxProtocol) throws -> [Value] {
        switch sequence {
        case .range(.int(let a), .int(let b), let closed):
            // Counted without overflow: Int.min...Int.max has more elements than Int can hold.
            let (span, overflow) = b.subtractingReportingOverflow(a)
            let count = overflow ? Int.max : (closed ? span.addingReportingOverflow(1) : (span, false)).0
            guard !overflow, count <= limits.collectionSize, !(closed && span == .max) else {
                let shown = overflow || (closed && span == .max) ? "more than \(Int.max)" : "\(count)"
                throw error(.limit, node, "the range has \(shown) elements, more than the limit of \(limits.collectionSize)")
            }
            return count <= 0 ? [] : (0..<count).map { .int(a + $0) }
        case .array(let items): return items
        case .string(let text): return text.map { .string(String($0)) }
        case .native(let stride as ScriptStride):
            return try stride.values(limit: limits.collectionSize, interpreter: self, at: Syntax(node))
        default:
            throw error(.badArguments, node, "cannot iterate over \(sequence.typeName); use a range, an array or stride(from:to:by:)")
        }
    }

    /// A local declaration: `let`/`var` or a nested `func`.
    func declare(_ decl: DeclSyntax, in scope: Scope) throws {
        if let variable = decl.as(VariableDeclSyntax.self) {
            let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            for binding in variable.bindings {
                if binding.accessorBlock != nil { throw error(.syntax, binding, "local computed variables are not supported") }
                let type = binding.typeAnnotation?.type
                var value = Value.optional(nil)
                if let initializer = binding.initializer?.value {
                    value = try conform(try evaluate(initializer, in: scope, preferDouble: isFloatingType(type)), to: type, at: initializer)
                } else if !isLet && type?.is(OptionalTypeSyntax.self) != true {
                    value = try defaultValue(for: type, at: binding)
                }
                if let tuple = binding.pattern.as(TuplePatternSyntax.self) {
                    throw error(.syntax, tuple, "tuple patterns are not supported in scene files")
                }
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw error(.syntax, binding.pattern, "declare one name at a time")
                }
                scope.declare(name, value, isLet: isLet)
            }
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            // Declared in its own scope so it can call itself.
            scope.declare(function.name.text, .function(ScriptFunction(.declared(function, captured: scope, owner: nil, type: nil),
                                                                       name: function.name.text)), isLet: true)
        } else {
            throw error(.syntax, decl, "\(ScriptProgram.describe(decl)) declarations are not supported inside functions")
        }
    }

    /// The value of a `var` declared without an initial value, until it is assigned.
    func defaultValue(for type: TypeSyntax?, at node: some SyntaxProtocol) throws -> Value {
        switch type?.trimmedDescription {
        case "Double", "CGFloat": return .double(0)
        case "Int": return .int(0)
        case "Bool": return .bool(false)
        case "String": return .string("")
        default: return .optional(nil)
        }
    }
}

/// One element of `array.enumerated()`.
package struct EnumeratedElement {
    /// The position.
    package var offset: Int
    /// The element.
    package var element: Value
}
