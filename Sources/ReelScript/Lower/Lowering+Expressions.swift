import SwiftOperators
import SwiftSyntax

extension Lowering {
    /// An expression. With `preferDouble`, integer literals are doubles, as Swift types literals
    /// from their context (`let x: Double = 1 / 2` is 0.5).
    func expression(_ expression: ExprSyntax, _ c: LoweringContext, depth: Int, preferDouble: Bool) -> Node {
        if let text = floatText(expression, c, depth: depth) { return text }
        if Lowering.endsOptionalChain(expression) {
            // `a?.b.c`: the chain's value is an optional, as Swift gives it.
            return OptionalChainResultNode(chainLink(expression, c, depth: depth + 1, preferDouble: preferDouble), pos(expression), depth: depth)
        }
        return chainLink(expression, c, depth: depth, preferDouble: preferDouble)
    }

    /// Whether `expression` is the last link of an optional chain: a member access, call,
    /// subscript or `!` whose chain of bases holds a `?`, and which no further link continues.
    static func endsOptionalChain(_ expression: ExprSyntax) -> Bool {
        guard chainBase(of: expression) != nil else { return false }
        if let parent = expression.parent, let parentExpression = parent.as(ExprSyntax.self), chainBase(of: parentExpression)?.id == expression.id {
            return false
        }
        var current = chainBase(of: expression)
        while let link = current {
            if link.is(OptionalChainingExprSyntax.self) { return true }
            current = chainBase(of: link)
        }
        return false
    }

    /// The expression a link of a postfix chain applies to (`a` in `a.b`, `a(…)`, `a[…]`, `a!`,
    /// `a?`); nil for anything else.
    static func chainBase(of expression: ExprSyntax) -> ExprSyntax? {
        if let access = expression.as(MemberAccessExprSyntax.self) { return access.base }
        if let call = expression.as(FunctionCallExprSyntax.self) { return call.calledExpression }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) { return subscriptCall.calledExpression }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return unwrap.expression }
        if let chain = expression.as(OptionalChainingExprSyntax.self) { return chain.expression }
        return nil
    }

    /// An expression, without making an optional of an optional chain it ends.
    private func chainLink(_ expression: ExprSyntax, _ c: LoweringContext, depth: Int, preferDouble: Bool) -> Node {
        let position = pos(expression)
        let inner = depth + 1
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let literal):
            return integerLiteral(literal, preferDouble: preferDouble, depth: depth)
        case .floatLiteralExpr(let literal):
            guard let value = Double(literal.literal.text.filter { $0 != "_" }) else {
                return FailureNode(.syntax, "malformed number '\(literal.literal.text)'", position, depth: depth)
            }
            return ConstantNode(.double(value), literal: true, position, depth: depth)
        case .booleanLiteralExpr(let literal):
            return ConstantNode(.bool(literal.literal.tokenKind == .keyword(.true)), position, depth: depth)
        case .stringLiteralExpr(let literal):
            return string(literal, c, depth: depth)
        case .nilLiteralExpr:
            return ConstantNode(.optional(nil), position, depth: depth)
        case .dictionaryExpr(let dictionary):
            // `["a": 1, "b": 2]`, `[:]`.
            var keys: [Node] = [], values: [Node] = []
            if case .elements(let elements) = dictionary.content {
                for element in elements {
                    keys.append(self.expression(element.key, c, depth: inner, preferDouble: false))
                    values.append(self.expression(element.value, c, depth: inner, preferDouble: preferDouble))
                }
            }
            return DictionaryNode(keys: keys, values: values, position, depth: depth)
        case .arrayExpr(let array):
            return ArrayNode(array.elements.map { self.expression($0.expression, c, depth: inner, preferDouble: preferDouble) }, position, depth: depth)
        case .declReferenceExpr(let reference):
            if case .binaryOperator(let text) = reference.baseName.tokenKind {
                // `reduce(0, +)`: the operator as a function of two values.
                guard let op = InfixOperator(rawValue: text), !op.isAssignment, op != .and, op != .or, op != .nilCoalescing else {
                    return FailureNode(.badArguments, "the operator '\(text)' cannot be used as a function in scene files; write a closure",
                                       position, depth: depth)
                }
                return OperatorFunctionNode(op, position, depth: depth)
            }
            return name(reference.baseName.text, at: position, c, depth: depth, isSelfKeyword: reference.baseName.tokenKind == .keyword(.self))
        case .memberAccessExpr(let access):
            return member(access, c, depth: depth)
        case .functionCallExpr(let call):
            return self.call(call, c, depth: depth)
        case .sequenceExpr(let sequence):
            return self.sequence(sequence, c, depth: depth, preferDouble: preferDouble)
        case .prefixOperatorExpr(let prefix):
            return PrefixNode(prefix.operator.text, self.expression(prefix.expression, c, depth: inner, preferDouble: preferDouble), position, depth: depth)
        case .postfixOperatorExpr(let postfix) where postfix.operator.text == "...":
            return PartialRangeFromNode(self.expression(postfix.expression, c, depth: inner, preferDouble: preferDouble), position, depth: depth)
        case .tupleExpr(let tuple):
            guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else {
                // `(a, b)`, `(name: n, color: c)`.
                let labels = tuple.elements.map { $0.label?.text }
                return TupleNode(tuple.elements.map { self.expression($0.expression, c, depth: inner, preferDouble: preferDouble) },
                                 labels: labels.contains { $0 != nil } ? labels : nil, position, depth: depth)
            }
            return ParenNode(self.expression(only.expression, c, depth: inner, preferDouble: preferDouble), position, depth: depth)
        case .closureExpr(let closure):
            return self.closure(closure, c, depth: depth)
        case .subscriptCallExpr(let subscriptCall):
            let base = self.expression(subscriptCall.calledExpression, c, depth: inner, preferDouble: false)
            let site = arguments(Array(subscriptCall.arguments), trailing: nil, additional: [], c, depth: inner, at: position,
                                 openingParenthesis: nil)
            return SubscriptNode(base, site, forms: vocabulary.methods["subscript"], position, depth: depth)
        case .optionalChainingExpr(let chain):
            return OptionalChainNode(self.expression(chain.expression, c, depth: inner, preferDouble: false), position, depth: depth)
        case .forceUnwrapExpr(let unwrap):
            return ForceUnwrapNode(self.expression(unwrap.expression, c, depth: inner, preferDouble: false), position, depth: depth)
        case .keyPathExpr(let keyPath):
            var components: [String] = []
            var positions: [ScriptPosition] = []
            for component in keyPath.components {
                guard case .property(let property) = component.component else {
                    return FailureNode(.syntax, "only property key paths such as \\.self or \\.id are supported", position, depth: depth)
                        .failing(at: pos(component))
                }
                components.append(property.declName.baseName.text)
                positions.append(pos(property.declName))
            }
            return ConstantNode(.native(ScriptKeyPath(components, positions: positions)), position, depth: depth)
        case .ifExpr(let ifExpr):
            return IfValueNode(ifChain(ifExpr, c), position, depth: depth)
        case .switchExpr(let switchExpr):
            return SwitchValueNode(switchCode(switchExpr, c), position, depth: depth)
        case .genericSpecializationExpr(let specialized):
            // `Box<Circle>(…)` is a call (see `call`); anywhere else the arguments are refused.
            return FailureNode(.syntax, "explicit generic arguments are supported in scene files only where a type is made "
                               + "('\(specialized.expression.trimmedDescription)\(specialized.genericArgumentClause.trimmedDescription)(…)'); "
                               + "write '\(specialized.expression.trimmedDescription)' here: values carry their own types", position, depth: depth)
        case .awaitExpr(let awaiting):
            // Waiting is the timeline's: `await` runs the call, which suspends a task when it sleeps.
            return ParenNode(self.expression(awaiting.expression, c, depth: inner, preferDouble: preferDouble), position, depth: depth)
        case .tryExpr(let attempt):
            let attempted = self.expression(attempt.expression, c, depth: inner, preferDouble: preferDouble)
            switch attempt.questionOrExclamationMark?.tokenKind {
            case .postfixQuestionMark?, .infixQuestionMark?: return TryNode(attempted, form: .optional, position, depth: depth)
            case .exclamationMark?: return TryNode(attempted, form: .forced, position, depth: depth)
            default: return ParenNode(attempted, position, depth: depth)
            }
        case .superExpr, .inOutExpr:
            return FailureNode(.syntax, "'\(SyntaxCheck.shortened(expression))' is not supported in scene files", position, depth: depth)
        default:
            return FailureNode(.syntax, "this kind of expression is not supported in scene files: '\(SyntaxCheck.shortened(expression))'",
                               position, depth: depth)
        }
    }

    /// An integer literal, as an `Int` or, in a `Double` context, a `Double`.
    private func integerLiteral(_ literal: IntegerLiteralExprSyntax, preferDouble: Bool, depth: Int) -> Node {
        let position = pos(literal)
        let text = literal.literal.text.filter { $0 != "_" }
        var digits = Substring(text), radix = 10
        for (prefix, base) in [("0x", 16), ("0o", 8), ("0b", 2)] where text.hasPrefix(prefix) {
            digits = text.dropFirst(2)
            radix = base
        }
        guard let value = Int(digits, radix: radix) else {
            if preferDouble, let value = Double(text) { return ConstantNode(.double(value), literal: true, position, depth: depth) }
            return FailureNode(.invalidValue, "integer literal '\(literal.literal.text)' overflows Int", position, depth: depth)
        }
        return ConstantNode(preferDouble ? .double(Double(value)) : .int(value), literal: true, position, depth: depth)
    }

    /// `String(x)`, `String(describing: x)` and `x.description` of a `Float` `x`: its text with a
    /// Float's shortest digits (`0.7853982`), as string interpolation prints it; nil for anything else.
    func floatText(_ expression: ExprSyntax, _ c: LoweringContext, depth: Int) -> Node? {
        let value: ExprSyntax
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "String",
           resolveVariable("String", c) == nil, call.trailingClosure == nil, call.arguments.count == 1, let only = call.arguments.first,
           only.label == nil || only.label?.text == "describing" {
            value = only.expression
        } else if let access = expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "description",
                  access.declName.argumentNames == nil, let base = access.base {
            value = base
        } else {
            return nil
        }
        guard isFloat(value, c) else { return nil }
        return StringNode([.float(self.expression(value, c, depth: depth + 1, preferDouble: false))], pos(expression), depth: depth)
    }

    /// Whether `expression` is of type `Float`, as far as the written types say: a variable,
    /// parameter or property declared `Float`, `Float(…)`, `Float.pi` and the other members of
    /// `Float`, and arithmetic, negation or parentheses over one of them. Scene files keep every
    /// floating-point number as a `Double`; this is where a `Float` is told apart, so that it
    /// prints with a Float's shortest digits.
    func isFloat(_ expression: ExprSyntax, _ c: LoweringContext) -> Bool {
        func named(_ type: DeclaredType) -> Bool { type.name == "Float" }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            switch resolveVariable(name, c) {
            case .local(let variable)?, .capture(_, let variable)?: return named(variable.type)
            case .currentFunction?: return false
            case nil:
                if c.hasSelf, let type = c.ownerType {
                    if let index = type.storedIndex(name) { return named(type.stored[index].declaredType) }
                    if let property = type.computed[name] { return named(property.getter.returnType) }
                }
                return globalNames[name] != nil && globalFloats.contains(name)
            }
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
            if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text == "Float",
               resolveVariable("Float", c) == nil { return true }
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self), c.hasSelf, let type = c.ownerType {
                let name = access.declName.baseName.text
                if let index = type.storedIndex(name) { return named(type.stored[index].declaredType) }
                if let property = type.computed[name] { return named(property.getter.returnType) }
            }
            return false
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Float"
                || (call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Float")
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return isFloat(only.expression, c)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return isFloat(prefix.expression, c)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            // Unfolded `a * b + c`: Float when only arithmetic joins the operands and one is a Float.
            var operands: [ExprSyntax] = []
            for (index, element) in sequence.elements.enumerated() {
                if index % 2 == 0 {
                    operands.append(element)
                } else if let op = element.as(BinaryOperatorExprSyntax.self), ["+", "-", "*", "/"].contains(op.operator.text) {
                    continue
                } else {
                    return false
                }
            }
            return operands.contains { isFloat($0, c) }
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self),
           ["+", "-", "*", "/"].contains(op.operator.text) {
            return isFloat(infix.leftOperand, c) || isFloat(infix.rightOperand, c)
        }
        return false
    }

    /// A string literal with its interpolations; escapes are resolved now.
    private func string(_ literal: StringLiteralExprSyntax, _ c: LoweringContext, depth: Int) -> Node {
        var parts: [StringNode.Part] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                switch Lowering.unescape(text.content.text) {
                case .success(let resolved): parts.append(.text(resolved))
                case .failure(let failure): parts.append(.failure(.syntax, failure.message, pos(text)))
                }
            case .expressionSegment(let interpolation):
                let written = Array(interpolation.expressions)
                if written.count == 2, written[0].label == nil, written[1].label?.text == "specifier" {
                    // `\(value, specifier: "%.1f")`.
                    parts.append(.formatted(expression(written[0].expression, c, depth: depth + 1, preferDouble: false),
                                            specifier: expression(written[1].expression, c, depth: depth + 1, preferDouble: false)))
                    continue
                }
                if written.count == 2, written[0].label == nil, written[1].label?.text == "format" {
                    // `\(value, format: .number.precision(.fractionLength(1)))`.
                    parts.append(.styled(expression(written[0].expression, c, depth: depth + 1, preferDouble: false),
                                         format: expression(written[1].expression, c, depth: depth + 1, preferDouble: false)))
                    continue
                }
                guard interpolation.expressions.count == 1, let only = interpolation.expressions.first, only.label == nil else {
                    parts.append(.failure(.syntax, "string interpolation takes one expression", pos(interpolation)))
                    continue
                }
                let node = expression(only.expression, c, depth: depth + 1, preferDouble: false)
                // A `Float` prints as Swift prints a Float (`0.7853982`), not with a Double's digits.
                parts.append(isFloat(only.expression, c) ? .float(node) : .value(node))
            }
        }
        // Adjacent text is joined, so a literal without interpolations is one constant.
        var joined: [StringNode.Part] = []
        for part in parts {
            if case .text(let text) = part, let last = joined.last, case .text(let previous) = last {
                joined[joined.count - 1] = .text(previous + text)
            } else {
                joined.append(part)
            }
        }
        if joined.isEmpty { return ConstantNode(.string(""), pos(literal), depth: depth) }
        if joined.count == 1, case .text(let text) = joined[0] { return ConstantNode(.string(text), pos(literal), depth: depth) }
        return StringNode(joined, pos(literal), depth: depth)
    }

    /// Why an escape is invalid.
    struct EscapeFailure: Error {
        let message: String
    }

    /// The escapes of a string segment resolved.
    static func unescape(_ text: String) -> Result<String, EscapeFailure> {
        guard text.contains("\\") else { return .success(text) }
        var result = ""
        var iterator = text.makeIterator()
        while let c = iterator.next() {
            guard c == "\\" else { result.append(c); continue }
            guard let escaped = iterator.next() else { break }
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "\\": result.append("\\")
            case "\"": result.append("\"")
            case "'": result.append("'")
            case "u":
                var hex = ""
                _ = iterator.next()   // {
                while let h = iterator.next(), h != "}" { hex.append(h) }
                guard let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else {
                    return .failure(EscapeFailure(message: "invalid unicode escape '\\u{\(hex)}'"))
                }
                result.unicodeScalars.append(scalar)
            default:
                return .failure(EscapeFailure(message: "invalid escape '\\\(escaped)' in string"))
            }
        }
        return .success(result)
    }

    // MARK: Operators

    /// The operators the interpreter supports.
    static let supportedOperators: Set<String> = Set(InfixOperator.allCases.map(\.rawValue))

    /// A flat operator sequence, folded now by Swift's precedence.
    private func sequence(_ sequence: SequenceExprSyntax, _ c: LoweringContext, depth: Int, preferDouble: Bool) -> Node {
        let position = pos(sequence)
        // The folded tree is as deep as the sequence has operators; bound it.
        guard sequence.elements.count / 2 < Interpreter.maximumExpressionDepth else {
            return FailureNode(.limit, "the expression has more than \(Interpreter.maximumExpressionDepth) operators; split it into several 'let's",
                               position, depth: depth)
        }
        for element in sequence.elements {
            if let binary = element.as(BinaryOperatorExprSyntax.self), !Lowering.supportedOperators.contains(binary.operator.text) {
                return SequenceNode(FailureNode(.badArguments, "the operator '\(binary.operator.text)' is not supported in scene files",
                                                pos(binary), depth: depth + 1, counts: false), position, depth: depth)
            }
        }
        var failed = false
        let folded = operators.foldSingle(sequence) { _ in failed = true }
        if failed {
            return SequenceNode(FailureNode(.syntax, "incomplete expression", position, depth: depth + 1, counts: false), position, depth: depth)
        }
        // The folded tree is a tree of its own: its positions count from the sequence's start.
        let saved = (positionOffset, starts)
        positionOffset += base(of: sequence) + sequence.position.utf8Offset
        starts = [:]
        defer { (positionOffset, starts) = saved }
        return SequenceNode(tree(folded, c, depth: depth + 1, preferDouble: preferDouble), position, depth: depth)
    }

    /// A folded operator tree: operators count a level of nesting each (no step), operands are
    /// expressions.
    private func tree(_ node: ExprSyntax, _ c: LoweringContext, depth: Int, preferDouble: Bool) -> Node {
        let inner = depth + 1
        if let infix = node.as(InfixOperatorExprSyntax.self) {
            let position = pos(infix.operator)
            let text = infix.operator.is(AssignmentExprSyntax.self) ? "=" : infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""
            guard let op = InfixOperator(rawValue: text) else {
                return FailureNode(.badArguments, "the operator '\(text)' is not supported in scene files", position, depth: depth, counts: false)
            }
            switch op {
            case .and, .or:
                return LogicalNode(isAnd: op == .and, tree(infix.leftOperand, c, depth: inner, preferDouble: false),
                                   tree(infix.rightOperand, c, depth: inner, preferDouble: false), position, depth: depth)
            case .nilCoalescing:
                return NilCoalescingNode(tree(infix.leftOperand, c, depth: inner, preferDouble: preferDouble),
                                         tree(infix.rightOperand, c, depth: inner, preferDouble: preferDouble), position, depth: depth)
            case _ where op.isAssignment:
                let target = infix.leftOperand
                if target.is(InfixOperatorExprSyntax.self) || target.is(TernaryExprSyntax.self) || target.is(AsExprSyntax.self) || target.is(IsExprSyntax.self) {
                    return FailureNode(.syntax, "the left side of '\(text)' must be a variable or property", position, depth: depth, counts: false)
                }
                let value = tree(infix.rightOperand, c, depth: inner, preferDouble: false)
                let current = op == .assign ? nil : expression(target, c, depth: inner, preferDouble: false)
                // A compound assignment to a Double reads the value's integer literals as doubles;
                // the value is lowered a second time for that only when it has some (and no
                // closures, whose code would be lowered twice).
                let readsDifferently = op != .assign && Lowering.hasIntegerLiteral(outsideClosuresIn: infix.rightOperand)
                let valueAsDouble = readsDifferently ? tree(infix.rightOperand, c, depth: inner, preferDouble: true) : value
                return AssignNode(op, target: place(target, c, depth: inner), current: current, value: value, valueAsDouble: valueAsDouble,
                                  position, depth: depth)
            default:
                let numeric = op.isNumeric
                let lhs = tree(infix.leftOperand, c, depth: inner, preferDouble: preferDouble && numeric)
                let rhs = tree(infix.rightOperand, c, depth: inner, preferDouble: preferDouble && numeric)
                // A literal operand also lowered in a Double context (already so in one).
                func asDouble(_ operand: ExprSyntax, _ node: Node) -> Node? {
                    guard numeric, Lowering.isLiteralOnly(tree: operand) else { return nil }
                    return preferDouble ? node : tree(operand, c, depth: inner, preferDouble: true)
                }
                let lhsAsDouble = asDouble(infix.leftOperand, lhs)
                let rhsAsDouble = asDouble(infix.rightOperand, rhs)
                return BinaryNode(op, lhs, rhs, lhsAsDouble: lhsAsDouble, rhsAsDouble: rhsAsDouble, position, depth: depth)
            }
        }
        if let ternary = node.as(TernaryExprSyntax.self) {
            return TernaryNode(tree(ternary.condition, c, depth: inner, preferDouble: false),
                               expression(ternary.thenExpression, c, depth: inner, preferDouble: preferDouble),
                               tree(ternary.elseExpression, c, depth: inner, preferDouble: preferDouble),
                               pos(ternary.questionMark), depth: depth)
        }
        if let cast = node.as(AsExprSyntax.self) {
            let type = declaredType(cast.type)
            return CastNode(tree(cast.expression, c, depth: inner, preferDouble: type.prefersDouble), type: type, isTest: false,
                            pos(cast.asKeyword), depth: depth)
        }
        if let test = node.as(IsExprSyntax.self) {
            let type = declaredType(test.type)
            return CastNode(tree(test.expression, c, depth: inner, preferDouble: type.prefersDouble), type: type, isTest: true,
                            pos(test.isKeyword), depth: depth)
        }
        return expression(node, c, depth: depth, preferDouble: preferDouble)
    }

    /// Whether a folded operand is made only of literals (so Swift would type it from context).
    static func isLiteralOnly(tree node: ExprSyntax) -> Bool {
        if let infix = node.as(InfixOperatorExprSyntax.self) {
            return isLiteralOnly(tree: infix.leftOperand) && isLiteralOnly(tree: infix.rightOperand)
        }
        if node.is(TernaryExprSyntax.self) || node.is(AsExprSyntax.self) || node.is(IsExprSyntax.self) { return false }
        return isLiteralOnly(node)
    }

    /// Whether an expression is made only of numeric literals and arithmetic.
    static func isLiteralOnly(_ expression: ExprSyntax) -> Bool {
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) { return true }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return isLiteralOnly(prefix.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1 { return isLiteralOnly(tuple.elements.first!.expression) }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return sequence.elements.allSatisfy { $0.is(BinaryOperatorExprSyntax.self) || isLiteralOnly($0) }
        }
        return false
    }

    /// Whether an expression is made only of number literals with an integer among them (so it
    /// reads differently in a `Double` context).
    static func hasIntegerLiteral(_ expression: ExprSyntax) -> Bool {
        guard isLiteralOnly(expression) else { return false }
        var stack: [Syntax] = [Syntax(expression)]
        while let node = stack.popLast() {
            if node.is(IntegerLiteralExprSyntax.self) { return true }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return false
    }

    /// Whether an expression has an integer literal, and no closure.
    static func hasIntegerLiteral(outsideClosuresIn expression: ExprSyntax) -> Bool {
        var found = false
        var stack: [Syntax] = [Syntax(expression)]
        while let node = stack.popLast() {
            if node.is(ClosureExprSyntax.self) { return false }
            if node.is(IntegerLiteralExprSyntax.self) { found = true }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return found
    }

    // MARK: Assignment targets

    /// Where an assignment to `target` writes.
    func place(_ target: ExprSyntax, _ c: LoweringContext, depth: Int) -> Place {
        if target.is(DiscardAssignmentExprSyntax.self) { return .discard }
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            let position = pos(reference)
            if reference.baseName.tokenKind == .keyword(.self), c.hasSelf { return .selfValue(at: position) }
            switch c.resolve(name) {
            case .local(let variable)? where variable.readsThroughBinding, .capture(_, let variable)? where variable.readsThroughBinding:
                return .bindingValue(binding: self.name("$" + name, at: position, c, depth: depth), name: name, at: position)
            case .local(let variable)?:
                return .local(slot: variable.slot, boxed: variable.boxed, isLet: variable.isLet, name: name, at: position)
            case .capture(let index, let variable)?:
                return .capture(index: index, isLet: variable.isLet, name: name, at: position)
            case nil:
                if let index = globalNames[name] { return .global(index: index, isLet: isLetGlobal(index), name: name, at: position) }
                if c.hasSelf, let type = c.ownerType, type.storedIndex(name) != nil || type.wrapperIndex(name, prefix: "_") != nil {
                    return .selfProperty(name: name, at: position)
                }
                return .invalid(.unknownName, "cannot find '\(name)' in scope", at: position)
            }
        }
        if let access = target.as(MemberAccessExprSyntax.self), let base = access.base {
            let name = access.declName.baseName.text
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                return .selfMember(name: name, base: expression(base, c, depth: depth, preferDouble: false), at: pos(access.declName))
            }
            return .member(base: expression(base, c, depth: depth, preferDouble: false), place: place(base, c, depth: depth), name: name,
                           at: pos(access.declName), access: pos(access))
        }
        if let chain = target.as(OptionalChainingExprSyntax.self) {
            return .optionalChain(place: place(chain.expression, c, depth: depth))
        }
        // `counts[word, default: 0] += 1`: a dictionary's defaulted subscript is written at its key
        // (the default only matters when it is read).
        if let subscriptCall = target.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1
            || (subscriptCall.arguments.count == 2 && subscriptCall.arguments.first?.label == nil
                && subscriptCall.arguments.last?.label?.text == "default") {
            return .element(base: expression(subscriptCall.calledExpression, c, depth: depth, preferDouble: false),
                            place: place(subscriptCall.calledExpression, c, depth: depth),
                            index: expression(subscriptCall.arguments.first!.expression, c, depth: depth, preferDouble: false),
                            at: pos(subscriptCall))
        }
        return .invalid(.syntax, "cannot assign to '\(SyntaxCheck.shortened(target))'", at: pos(target))
    }
}

extension FailureNode {
    /// The same failure reported at `position`.
    func failing(at position: ScriptPosition) -> FailureNode {
        FailureNode(kind, message, position, depth: depth, counts: counts)
    }
}
