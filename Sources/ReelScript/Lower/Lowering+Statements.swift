import SwiftSyntax

extension Lowering {
    /// Lowers a body into `code`: its statements, and the value of a body that is one expression.
    func lowerBody(_ statements: CodeBlockItemListSyntax, into code: Code, _ c: LoweringContext) {
        if statements.count == 1, let only = statements.first {
            var single: ExprSyntax?
            switch only.item {
            case .expr(let expression): single = expression
            case .stmt(let statement): single = statement.as(ExpressionStmtSyntax.self)?.expression
            default: break
            }
            if let single {
                // An `if` or `switch` is lowered once: the statement runs it in a builder, the
                // value node (sharing its clauses) when the body is run for its value.
                if let ifExpr = single.as(IfExprSyntax.self) {
                    let chain = ifChain(ifExpr, c)
                    // Without an `else` it is a statement (Swift's `if` expressions have one): a
                    // closure of one such `if` (`onChange(of: v) { if v > 3 { … } }`) returns nothing.
                    if chain.otherwise != nil { code.singleExpression = IfValueNode(chain, pos(single), depth: 0) }
                    code.body = [Statement(kind: .ifChain(chain), position: pos(only))]
                } else if let switchExpr = single.as(SwitchExprSyntax.self) {
                    let switchCode = self.switchCode(switchExpr, c)
                    code.singleExpression = SwitchValueNode(switchCode, pos(single), depth: 0)
                    code.body = [Statement(kind: .switchCase(switchCode), position: pos(only))]
                } else {
                    let value = expression(single, c, depth: 0, preferDouble: code.returnType.prefersDouble)
                    code.singleExpression = value
                    code.body = [Statement(kind: .expression(value), position: pos(only))]
                }
                return
            }
        }
        code.body = self.statements(statements, c)
    }

    /// The statements of a block, in the current block of `c`.
    func statements(_ items: CodeBlockItemListSyntax, _ c: LoweringContext) -> [Statement] {
        items.map { statement($0, c) }
    }

    /// One statement.
    func statement(_ item: CodeBlockItemSyntax, _ c: LoweringContext) -> Statement {
        let position = pos(item)
        switch item.item {
        case .decl(let decl):
            return Statement(kind: declarationStatement(decl, c), position: position)
        case .expr(let expression):
            return Statement(kind: expressionStatement(expression, c), position: position)
        case .stmt(let statement):
            let kind: Statement.Kind
            switch statement.as(StmtSyntaxEnum.self) {
            case .returnStmt(let returnStatement):
                kind = .returnValue(returnStatement.expression.map {
                    expression($0, c, depth: 0, preferDouble: c.code.returnType.prefersDouble)
                })
            case .expressionStmt(let statement):
                kind = self.expressionStatement(statement.expression, c)
            case .forStmt(let forStatement):
                kind = .forLoop(forLoop(forStatement, c))
            case .whileStmt(let whileStatement):
                let (conditions, body) = c.block {
                    (conditionList(whileStatement.conditions, c), c.block { statements(whileStatement.body.statements, c) })
                }
                kind = .whileLoop(WhileLoop(conditions: conditions, body: body, position: pos(whileStatement)))
            case .repeatStmt(let repeatStatement):
                // The body runs first; its names are not visible to the condition, as in Swift.
                let body = c.block { statements(repeatStatement.body.statements, c) }
                let condition = ConditionList(elements: [.test(expression(repeatStatement.condition, c, depth: 0, preferDouble: false))])
                kind = .whileLoop(WhileLoop(conditions: condition, body: body, position: pos(repeatStatement), testsFirst: false))
            case .guardStmt(let guardStatement):
                let conditions = conditionList(guardStatement.conditions, c)
                let otherwise = c.block { statements(guardStatement.body.statements, c) }
                kind = .guardCheck(GuardCode(conditions: conditions, otherwise: otherwise, elsePosition: pos(guardStatement.elseKeyword)))
            case .doStmt(let doStatement):
                kind = .doCatch(doCatch(doStatement, c))
            case .breakStmt:
                kind = .breakLoop
            case .continueStmt:
                kind = .continueLoop
            default:
                kind = .unsupportedStatement(.syntax, "this statement is not supported in scene files: '\(SyntaxCheck.shortened(statement))'")
            }
            return Statement(kind: kind, position: position)
        }
    }

    /// An expression used as a statement: `if` and `switch` run their branches; other expressions
    /// are evaluated for their effect.
    private func expressionStatement(_ expression: ExprSyntax, _ c: LoweringContext) -> Statement.Kind {
        if let ifExpr = expression.as(IfExprSyntax.self) { return .ifChain(ifChain(ifExpr, c)) }
        if let switchExpr = expression.as(SwitchExprSyntax.self) { return .switchCase(switchCode(switchExpr, c)) }
        return .expression(self.expression(expression, c, depth: 0, preferDouble: false))
    }

    /// A declaration inside a function: `let`/`var`, or a nested `func`.
    private func declarationStatement(_ decl: DeclSyntax, _ c: LoweringContext) -> Statement.Kind {
        if let variable = decl.as(VariableDeclSyntax.self) {
            let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            return .declare(variable.bindings.map { binding in
                declaration(binding, isLet: isLet, c) { name in
                    // (A name of a tuple pattern, `let (w, h): (Double, Double)`, takes its type from the value.)
                    var type = binding.pattern.is(IdentifierPatternSyntax.self) ? declaredType(binding.typeAnnotation?.type) : .none
                    // `let r = Float(x)`: Swift infers Float, and the name prints as one.
                    if binding.typeAnnotation == nil, binding.pattern.is(IdentifierPatternSyntax.self),
                       let initial = binding.initializer?.value, isFloat(initial, c) {
                        type = DeclaredType(named: "Float", vocabulary: vocabulary)
                    }
                    let declared = c.declare(name, isLet: isLet, type: type)
                    return (declared.slot, declared.boxed)
                }
            })
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            let code = localFunction(function, c)
            let variable = c.declare(function.name.text, isLet: true)
            return .function(slot: variable.slot, boxed: variable.boxed,
                             closure: ClosureNode(code, name: function.name.text, pos(function), depth: 0))
        }
        return .unsupportedDeclaration(.syntax, "\(Declarations.describe(decl)) declarations are not supported inside functions")
    }

    /// A `func` declared inside a function: lowered now, capturing from `c`.
    private func localFunction(_ decl: FunctionDeclSyntax, _ c: LoweringContext) -> Code {
        let isBuilder = decl.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }
        let code = Code(name: decl.name.text, position: pos(decl.name),
                        returnType: declaredType(decl.signature.returnClause?.type), isViewBuilder: isBuilder)
        let context = LoweringContext(code: code, parent: c, ownerType: c.ownerType, hasSelf: c.hasSelf, functionName: decl.name.text,
                                      boxedNames: decl.body.map { CaptureScan($0).boxed } ?? [], ids: ids)
        var parameters: [DeclaredParameter] = []
        for syntax in decl.signature.parameterClause.parameters {
            let label = syntax.firstName.tokenKind == .wildcard ? nil : syntax.firstName.text
            let name = (syntax.secondName ?? syntax.firstName).text
            let type = declaredType(syntax.type)
            let defaultValue = syntax.defaultValue.map { expression($0.value, context, depth: 0, preferDouble: type.prefersDouble) }
            let variable = context.declare(name, isLet: true, type: type)
            parameters.append(DeclaredParameter(label: label, name: name, slot: variable.slot, boxed: variable.boxed, type: type,
                                                hasDefault: defaultValue != nil, defaultValue: defaultValue))
        }
        code.parameters = .declared(parameters)
        if let body = decl.body { lowerBody(body.statements, into: code, context) }
        code.frameSize = context.frameSize
        return code
    }

    /// A closure: its code, capturing from `c`.
    func closure(_ closure: ClosureExprSyntax, _ c: LoweringContext, depth: Int) -> ClosureNode {
        let code = Code(name: "closure", position: pos(closure))
        let context = LoweringContext(code: code, parent: c, ownerType: c.ownerType, hasSelf: c.hasSelf,
                                      boxedNames: CaptureScan(closure.statements).boxed, ids: ids)
        if let clause = closure.signature?.parameterClause {
            let names: [String]
            switch clause {
            case .simpleInput(let list): names = list.map(\.name.text)
            case .parameterClause(let parameters): names = parameters.parameters.map { ($0.secondName ?? $0.firstName).text }
            }
            let parameters = names.map { name -> ClosureParameter in
                if name == "_" { return ClosureParameter(slot: nil, boxed: false) }
                let variable = context.declare(name, isLet: false)
                // `$item in` (a `ForEach($items)` row): `item` is the binding's value.
                if name.count > 1, name.hasPrefix("$") { context.declareBindingValue(String(name.dropFirst()), of: variable) }
                return ClosureParameter(slot: variable.slot, boxed: variable.boxed)
            }
            code.parameters = .closure(parameters, at: pos(clause))
        } else {
            let count = Lowering.implicitParameterCount(closure.statements)
            for index in 0..<count { context.declare("$\(index)", isLet: false) }
            let countSlot = context.takeSlot()
            context.implicitParameters = (count, countSlot)
            code.parameters = .implicit(count: count, countSlot: countSlot)
        }
        lowerBody(closure.statements, into: code, context)
        code.frameSize = context.frameSize
        return ClosureNode(code, pos(closure), depth: depth)
    }

    /// How many `$0`, `$1`, ... a closure body uses (one more than the largest), not counting
    /// closures inside it.
    static func implicitParameterCount(_ statements: CodeBlockItemListSyntax) -> Int {
        var count = 0
        var stack: [Syntax] = [Syntax(statements)]
        while let node = stack.popLast() {
            if node.is(ClosureExprSyntax.self) { continue }
            if let reference = node.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$"),
               let index = Int(reference.baseName.text.dropFirst()) {
                count = max(count, index + 1)
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return count
    }

    /// `for pattern in sequence { body }`.
    /// `do { … } catch { … }`: the body, and the first clause's body with `error` (or the name its
    /// `let` pattern gives) bound to what was thrown. Patterns that test the error are refused.
    private func doCatch(_ statement: DoStmtSyntax, _ c: LoweringContext) -> DoCatch {
        let body = c.block { statements(statement.body.statements, c) }
        guard let clause = statement.catchClauses.first else { return DoCatch(body: body, errorSlot: nil, handler: nil, failure: nil) }
        var name = "error"
        var failure: (String, ScriptPosition)?
        if let item = clause.catchItems.first {
            if clause.catchItems.count == 1, item.whereClause == nil,
               let binding = item.pattern?.as(ValueBindingPatternSyntax.self),
               let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                name = identifier.identifier.text
            } else {
                failure = ("only 'catch { … }' and 'catch let name { … }' are supported in scene files; test the error inside the clause", pos(item))
            }
        }
        if statement.catchClauses.count > 1 {
            failure = ("only one 'catch' clause is supported in scene files; test the error inside it", pos(statement.catchClauses.dropFirst().first!))
        }
        let (slot, handler) = c.block { () -> (ClosureParameter, [Statement]) in
            let variable = c.declare(name, isLet: true)
            return (ClosureParameter(slot: variable.slot, boxed: variable.boxed), statements(clause.body.statements, c))
        }
        return DoCatch(body: body, errorSlot: slot, handler: handler, failure: failure)
    }

    private func forLoop(_ forStatement: ForStmtSyntax, _ c: LoweringContext) -> ForLoop {
        let sequence = expression(forStatement.sequence, c, depth: 0, preferDouble: false)
        let (binding, condition, body) = c.block { () -> (ForLoop.Binding, Node?, [Statement]) in
            let binding = loopBinding(forStatement.pattern, c)
            // The `where` condition sees the loop's names.
            let condition = forStatement.whereClause.map { expression($0.condition, c, depth: 0, preferDouble: false) }
            return (binding, condition, statements(forStatement.body.statements, c))
        }
        return ForLoop(sequence: sequence, binding: binding, body: body, condition: condition, position: pos(forStatement))
    }

    /// How a loop pattern (`i`, `_`, `(index, item)`) binds an element.
    func loopBinding(_ pattern: PatternSyntax, _ c: LoweringContext) -> ForLoop.Binding {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            let variable = c.declare(identifier.identifier.text, isLet: true)
            return .name(slot: variable.slot, boxed: variable.boxed)
        }
        if pattern.is(WildcardPatternSyntax.self) { return .wildcard }
        if let tuple = pattern.as(TuplePatternSyntax.self), tuple.elements.count > 1 {
            return .tuple(tuple.elements.map { loopBinding($0.pattern, c) }, at: pos(tuple))
        }
        if let tuple = pattern.as(TuplePatternSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return loopBinding(only.pattern, c)
        }
        return .unsupported("this pattern is not supported in scene files; use a name", at: pos(pattern))
    }

    /// The conditions of an `if`, `guard` or `while`; `let` bindings are declared in the current
    /// block of `c`.
    func conditionList(_ list: ConditionElementListSyntax, _ c: LoweringContext) -> ConditionList {
        ConditionList(elements: list.map { element -> ConditionList.Element in
            switch element.condition {
            case .expression(let expression):
                return .test(self.expression(expression, c, depth: 0, preferDouble: false))
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    return .unsupported(.syntax, "bind one name in 'if let'", pos(binding.pattern))
                }
                let value = binding.initializer.map { expression($0.value, c, depth: 0, preferDouble: false) }
                    ?? self.name(name, at: pos(binding.pattern), c, depth: 0)
                let variable = c.declare(name, isLet: true)
                return .bind(slot: variable.slot, boxed: variable.boxed, value: value)
            case .matchingPattern(let matching):
                // `if case .circle(let r) = shape`: the value first, then the names the pattern binds.
                let value = expression(matching.initializer.value, c, depth: 0, preferDouble: false)
                return .match(casePattern(matching.pattern, c, binding: nil), value: value)
            default:
                return .unsupported(.syntax, "this kind of condition is not supported in scene files", pos(element))
            }
        })
    }

    /// An `if` chain, each clause's conditions and body in a block of their own.
    func ifChain(_ ifExpr: IfExprSyntax, _ c: LoweringContext) -> IfChain {
        var clauses: [(conditions: ConditionList, body: [Statement])] = []
        var otherwise: [Statement]?
        var current: IfExprSyntax? = ifExpr
        var last = ifExpr
        while let clause = current {
            last = clause
            clauses.append(c.block { (conditionList(clause.conditions, c), c.block { statements(clause.body.statements, c) }) })
            switch clause.elseBody {
            case .ifExpr(let next)?: current = next
            case .codeBlock(let block)?:
                otherwise = c.block { statements(block.statements, c) }
                current = nil
            case nil: current = nil
            }
        }
        return IfChain(clauses: clauses, otherwise: otherwise, position: pos(last))
    }

    /// A pattern of a `case` (in a `switch`, `if case` or `guard case`): `_`, `let name`, a value,
    /// `.member` or range, or an enum's case with patterns for its associated values
    /// (`.circle(let r)`, `let .rect(w, h)`, `.line(_, 2)`). Names it binds are declared in the
    /// current block of `c`; `binding` is `let` or `var` written before the whole pattern.
    func casePattern(_ pattern: PatternSyntax, _ c: LoweringContext, binding: Keyword?) -> SwitchCode.Pattern {
        if pattern.is(WildcardPatternSyntax.self) { return .wildcard }
        if let identifier = pattern.as(IdentifierPatternSyntax.self), let binding {
            let variable = c.declare(identifier.identifier.text, isLet: binding == .let)
            return .binding(slot: variable.slot, boxed: variable.boxed)
        }
        if let valueBinding = pattern.as(ValueBindingPatternSyntax.self) {
            let keyword: Keyword = valueBinding.bindingSpecifier.tokenKind == .keyword(.var) ? .var : .let
            return casePattern(valueBinding.pattern, c, binding: keyword)
        }
        if let tuple = pattern.as(TuplePatternSyntax.self), tuple.elements.count > 1 {
            return .tuple(tuple.elements.map { casePattern($0.pattern, c, binding: binding) }, at: pos(tuple))
        }
        if let expressionPattern = pattern.as(ExpressionPatternSyntax.self) {
            let written = expressionPattern.expression
            if let chain = written.as(OptionalChainingExprSyntax.self) {
                // `let drag?`: an optional holding a value.
                return .some(payloadPattern(chain.expression, c, binding: binding))
            }
            if let tuple = written.as(TupleExprSyntax.self), tuple.elements.count > 1 {
                // `case (0, _):`, `case (let x, 1):`: a pattern for each element.
                return .tuple(tuple.elements.map { payloadPattern($0.expression, c, binding: binding) }, at: pos(tuple))
            }
            if let call = written.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
               access.base == nil || access.base.map({ typeName($0, c) }) != nil, call.trailingClosure == nil {
                // `.circle(let r)`: the case's name and a pattern for each associated value.
                let elements = call.arguments.map { argument in payloadPattern(argument.expression, c, binding: binding) }
                let isValue = elements.allSatisfy { if case .expression = $0 { return true } else { return false } }
                let whole: SwitchCode.Pattern? = isValue ? valuePattern(written, c) : nil
                return .enumCase(name: access.declName.baseName.text, elements: elements, value: whole.map { [$0] } ?? [], at: pos(access.declName))
            }
            if let binding, let reference = written.as(DeclReferenceExprSyntax.self) {
                let variable = c.declare(reference.baseName.text, isLet: binding == .let)
                return .binding(slot: variable.slot, boxed: variable.boxed)
            }
            return valuePattern(written, c)
        }
        return .unsupported("only literal, '.member', range and enum case patterns are supported in 'case'", at: pos(pattern))
    }

    /// The pattern of one associated value inside an enum case pattern.
    private func payloadPattern(_ written: ExprSyntax, _ c: LoweringContext, binding: Keyword?) -> SwitchCode.Pattern {
        if written.is(DiscardAssignmentExprSyntax.self) { return .wildcard }
        if let chain = written.as(OptionalChainingExprSyntax.self) { return .some(payloadPattern(chain.expression, c, binding: binding)) }
        if let pattern = written.as(PatternExprSyntax.self) { return casePattern(pattern.pattern, c, binding: binding) }
        if let binding, let reference = written.as(DeclReferenceExprSyntax.self) {
            let variable = c.declare(reference.baseName.text, isLet: binding == .let)
            return .binding(slot: variable.slot, boxed: variable.boxed)
        }
        return valuePattern(written, c)
    }

    /// A value, `.member` or range pattern, lowered for an `Int` subject and for a `Double` one.
    private func valuePattern(_ written: ExprSyntax, _ c: LoweringContext) -> SwitchCode.Pattern {
        .expression(expression(written, c, depth: 0, preferDouble: false), asDouble: expression(written, c, depth: 0, preferDouble: true),
                    at: pos(written))
    }

    /// A `switch`: its subject and cases, each case's body in a block of its own.
    func switchCode(_ switchExpr: SwitchExprSyntax, _ c: LoweringContext) -> SwitchCode {
        let subject = expression(switchExpr.subject, c, depth: 0, preferDouble: false)
        var cases: [SwitchCode.Case] = []
        var failure: (index: Int, message: String, position: ScriptPosition)?
        for element in switchExpr.cases {
            guard case .switchCase(let switchCase) = element else {
                if failure == nil { failure = (cases.count, "'#if' inside 'switch' is not supported", pos(element)) }
                cases.append(SwitchCode.Case(patterns: [], body: []))
                continue
            }
            // The case's names (`case let x where x > 1:`) are visible in its conditions and body only.
            let (patterns, body) = c.block { () -> ([(pattern: SwitchCode.Pattern, condition: Node?, position: ScriptPosition)]?, [Statement]) in
            var patterns: [(pattern: SwitchCode.Pattern, condition: Node?, position: ScriptPosition)]?
            if case .case(let label) = switchCase.label {
                patterns = label.caseItems.map { item in
                    let pattern = casePattern(item.pattern, c, binding: nil)
                    let condition = item.whereClause.map { expression($0.condition, c, depth: 0, preferDouble: false) }
                    return (pattern, condition, pos(item))
                }
            }
            return (patterns, statements(switchCase.statements, c))
            }
            cases.append(SwitchCode.Case(patterns: patterns, body: body))
        }
        return SwitchCode(subject: subject, cases: cases, failure: failure, position: pos(switchExpr))
    }
}
