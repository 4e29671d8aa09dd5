import Reel
import SwiftSyntax

extension Lowering {
    /// What a bare name means where it is written, in Swift's order: a variable (of this code or
    /// captured), a file constant, `self`, a member of `self`, a static member of the enclosing
    /// struct, a file function, a struct of the file, a library type, constant or function.
    func name(_ name: String, at position: ScriptPosition, _ c: LoweringContext, depth: Int, isSelfKeyword: Bool = false) -> Node {
        switch resolveVariable(name, c) {
        case .local(let variable)?:
            if name.hasPrefix("$"), let implicit = c.implicitParameters, let index = Int(name.dropFirst()) {
                return ImplicitParameterNode(slot: variable.slot, index: index, countSlot: implicit.countSlot,
                                             message: unknownNameMessage(name, c), position, depth: depth)
            }
            return variable.boxed ? BoxedLocalNode(slot: variable.slot, position, depth: depth) : LocalNode(slot: variable.slot, position, depth: depth)
        case .capture(let index, _)?:
            return CaptureNode(index: index, position, depth: depth)
        case .currentFunction?:
            return CurrentFunctionNode(position, depth: depth)
        case nil:
            break
        }
        if let index = globalNames[name] {
            return GlobalNode(index: index, message: unknownNameMessage(name, c), position, depth: depth)
        }
        if isSelfKeyword || name == "self" { return SelfNode(position, depth: depth) }
        if c.hasSelf, let type = c.ownerType {
            if let index = type.storedIndex(name) {
                return FieldNode(index: index, isState: type.stored[index].isState, name: name, position, depth: depth)
            }
            if let property = type.computed[name] { return ComputedNode(property, position, depth: depth) }
            if let code = type.methodCode[name] { return MethodValueNode(code, position, depth: depth) }
        }
        if let type = c.ownerType, let member = type.staticMember(name) { return StaticMemberNode(member, position, depth: depth) }
        if let code = functions[name] { return FunctionValueNode(code, position, depth: depth) }
        if let type = program.types[name] { return ConstantNode(.type(.user(type)), position, depth: depth) }
        if vocabulary.types[name] != nil { return ConstantNode(.type(.library(name)), position, depth: depth) }
        if let global = vocabulary.constants[name] { return ConstantNode(global, position, depth: depth) }
        if vocabulary.functions[name] != nil { return ConstantNode(.native(LibraryFunctionName(name: name)), position, depth: depth) }
        return FailureNode(.unknownName, unknownNameMessage(name, c)(), position, depth: depth)
    }

    /// A variable of the code being lowered or of the codes around it; a local function's own name.
    enum VariableResolution {
        case local(LoweringContext.Variable)
        case capture(Int, LoweringContext.Variable)
        case currentFunction
    }

    /// The variable `name` resolves to in `c`, if any.
    func resolveVariable(_ name: String, _ c: LoweringContext) -> VariableResolution? {
        switch c.resolve(name) {
        case .local(let variable)?: return .local(variable)
        case .capture(let index, let variable)?: return .capture(index, variable)
        case nil: break
        }
        // A local function's name inside it, or inside closures within it.
        var context: LoweringContext? = c
        while let current = context {
            if current.functionName == name {
                if current === c { return .currentFunction }
                return .capture(c.captureFunction(of: current), LoweringContext.Variable(id: -1, slot: -1, isLet: true, boxed: false, type: .none))
            }
            context = current.parent
        }
        return nil
    }

    /// The message for `name` where it cannot be resolved, with the closest known name.
    func unknownNameMessage(_ name: String, _ c: LoweringContext) -> () -> String {
        // The names visible here are noted now; the others are the same everywhere.
        var local = c.visibleNames
        if c.hasSelf, let type = c.ownerType {
            local.formUnion(type.stored.map(\.name))
            local.formUnion(type.computed.keys)
        }
        let program = self.program, vocabulary = self.vocabulary, globals = Array(globalNames.keys)
        let message = "cannot find '\(name)' in scope"
        return { [local] in
            let candidates = Set(program.types.keys).union(program.functions.keys).union(vocabulary.types.keys)
                .union(vocabulary.functions.keys).union(globals).union(local)
            if let suggestion = Suggestion.closest(to: name, in: candidates) { return message + "; did you mean '\(suggestion)'?" }
            return message
        }
    }

    /// The meaning of an instance member name for every struct of the file that has it.
    func instanceMembers(_ name: String) -> InstanceMembers {
        InstanceMembers(entries: program.typeOrder.compactMap { type -> (UserType, InstanceMember)? in
            if let index = type.storedIndex(name) { return (type, .field(index, isState: type.stored[index].isState)) }
            if let property = type.computed[name] { return (type, .computed(property)) }
            if let code = type.methodCode[name] { return (type, .method(code)) }
            return nil
        })
    }

    /// What a base expression names when it is a type written by name (not a variable), for
    /// calls and members bound when lowering.
    enum TypeName {
        case user(UserType)
        case library(String)
    }

    /// The type `base` names, if it is a type name nothing else shadows.
    func typeName(_ base: ExprSyntax, _ c: LoweringContext) -> TypeName? {
        guard let reference = base.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        if resolveVariable(name, c) != nil || globalNames[name] != nil { return nil }
        if c.hasSelf, let type = c.ownerType, type.storedIndex(name) != nil || type.computed[name] != nil || type.methodCode[name] != nil {
            return nil
        }
        if let type = c.ownerType, type.staticMember(name) != nil { return nil }
        if functions[name] != nil { return nil }
        if let type = program.types[name] { return .user(type) }
        if vocabulary.types[name] != nil { return .library(name) }
        return nil
    }

    /// `base.name`, `.name`, `Type.name`.
    func member(_ access: MemberAccessExprSyntax, _ c: LoweringContext, depth: Int) -> Node {
        let name = access.declName.baseName.text
        let position = pos(access)
        guard let baseExpression = access.base else {
            return ImplicitMemberNode(name, nil, table: vocabulary.implicitMemberTable(name, shape: nil), name: pos(access.declName),
                                      position, depth: depth)
        }
        let base = expression(baseExpression, c, depth: depth + 1, preferDouble: false)
        if case .library(let typeName)? = typeName(baseExpression, c), let property = vocabulary.staticPropertyEntry(name, ofType: typeName) {
            return LibraryStaticPropertyNode(base, property, pos(access.declName), depth: depth)
        }
        return MemberNode(base, name, members: instanceMembers(name), properties: vocabulary.properties[name] ?? [],
                          pos(access.declName), depth: depth)
    }

    /// The arguments of a call: those in parentheses, the trailing closure and the labelled
    /// trailing closures.
    func arguments(_ list: [LabeledExprSyntax], trailing: ClosureExprSyntax?, additional: [MultipleTrailingClosureElementSyntax],
                   _ c: LoweringContext, depth: Int, at position: ScriptPosition, openingParenthesis: TokenSyntax? = nil) -> SiteCode {
        var arguments: [ArgumentCode] = []
        for argument in list {
            let expressionPosition = pos(argument.expression)
            let labelPosition = argument.label != nil ? pos(argument) : expressionPosition
            if argument.expression.is(InOutExprSyntax.self) {
                arguments.append(ArgumentCode(label: argument.label?.text, kind: .failure(.syntax, "'&' (inout arguments) is not supported in scene files"),
                                              position: expressionPosition, labelPosition: labelPosition, literalDouble: nil))
                continue
            }
            let literalDouble = Lowering.hasIntegerLiteral(argument.expression)
                ? expression(argument.expression, c, depth: depth, preferDouble: true) : nil
            arguments.append(ArgumentCode(label: argument.label?.text, kind: .value(expression(argument.expression, c, depth: depth, preferDouble: false)),
                                          position: expressionPosition, labelPosition: labelPosition, literalDouble: literalDouble))
        }
        if let trailing {
            arguments.append(ArgumentCode(label: nil, kind: .trailingClosure(closure(trailing, c, depth: depth)),
                                          position: pos(trailing), labelPosition: pos(trailing), literalDouble: nil))
        }
        for extra in additional {
            let closureNode = closure(extra.closure, c, depth: depth)
            let named = ClosureNode(closureNode.code, name: extra.label.text, closureNode.position, depth: depth)
            arguments.append(ArgumentCode(label: extra.label.text, kind: .trailingClosure(named),
                                          position: pos(extra.closure), labelPosition: pos(extra.closure), literalDouble: nil))
        }
        return SiteCode(arguments, position, openingParenthesis: openingParenthesis.flatMap { $0.presence == .present ? pos($0) : nil })
    }

    /// A call expression.
    func call(_ call: FunctionCallExprSyntax, _ c: LoweringContext, depth: Int) -> Node {
        let position = pos(call)
        let inner = depth + 1
        func site() -> SiteCode {
            arguments(Array(call.arguments), trailing: call.trailingClosure, additional: Array(call.additionalTrailingClosures), c,
                      depth: inner, at: position, openingParenthesis: call.leftParen)
        }
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            let at = pos(reference)
            switch resolveVariable(name, c) {
            case .local(let variable)?:
                return VariableCallNode(.local(variable.slot), site(), at: at, position, depth: depth)
            case .capture(let index, _)?:
                return VariableCallNode(.capture(index), site(), at: at, position, depth: depth)
            case .currentFunction?:
                return ValueCallNode(CurrentFunctionNode(at, depth: inner), site(), position, depth: depth)
            case nil:
                break
            }
            if let index = globalNames[name] {
                return VariableCallNode(.global(index, message: unknownNameMessage(name, c), at: at), site(), at: at, position, depth: depth)
            }
            if c.hasSelf, let type = c.ownerType, let code = type.methodCode[name] {
                return FunctionCallNode(code, owner: .caller, site(), position, depth: depth)
            }
            if let type = c.ownerType, let code = type.staticMethodCode[name] {
                return FunctionCallNode(code, owner: .none, site(), position, depth: depth)
            }
            if let code = functions[name] { return FunctionCallNode(code, owner: .none, site(), position, depth: depth) }
            if let type = program.types[name] { return ConstructNode(type, site(), at: at, position, depth: depth) }
            if let type = vocabulary.types[name] {
                let noForms = type.initializers.isEmpty ? "\(name) cannot be created with '\(name)(...)'" : nil
                return LibraryCallNode(type.initializers, noForms: noForms, site(), at: at, position, depth: depth)
            }
            if let forms = vocabulary.functions[name] { return LibraryCallNode(forms, noForms: nil, site(), at: at, position, depth: depth) }
            // Not a function: the error, after the arguments, says what the name is.
            let read = self.name(name, at: at, c, depth: inner)
            let readable = read as? FailureNode == nil
            return NameCallFailureNode(site(), read: readable ? read : nil, name: name, message: unknownNameMessage(name, c), at: at,
                                       position, depth: depth)
        }
        if let access = callee.as(MemberAccessExprSyntax.self) {
            let name = access.declName.baseName.text
            let at = pos(access.declName)
            guard let baseExpression = access.base else {
                let arguments = site()
                return ImplicitMemberNode(name, arguments, table: vocabulary.implicitMemberTable(name, shape: arguments.shape), name: at,
                                          position, depth: depth)
            }
            let base = expression(baseExpression, c, depth: inner, preferDouble: false)
            switch typeName(baseExpression, c) {
            case .user(let type)?:
                if name == "init" { return ConstructNode(type, site(), at: at, position, depth: depth, prefix: base) }
                if let code = type.staticMethodCode[name] {
                    return FunctionCallNode(code, owner: .none, site(), position, depth: depth, prefix: base)
                }
            case .library(let typeName)?:
                if name == "init", let type = vocabulary.types[typeName] {
                    let noForms = type.initializers.isEmpty ? "\(typeName) cannot be created with '\(typeName)(...)'" : nil
                    return LibraryCallNode(type.initializers, noForms: noForms, site(), at: at, position, depth: depth, prefix: base)
                }
                let forms = vocabulary.staticMethodForms(name, ofType: typeName)
                if !forms.isEmpty { return LibraryCallNode(forms, noForms: nil, site(), at: at, position, depth: depth, prefix: base) }
            case nil:
                break
            }
            let forms = vocabulary.methods[name]
            // Only a mutating method writes its receiver back.
            let mutating = forms?.contains(where: \.isMutating) == true
            let target = mutating ? place(baseExpression, c, depth: inner) : .invalid(.syntax, "cannot assign", at: pos(baseExpression))
            var moved: Int?
            if case .local(let slot, false, false, _, _) = target, base is LocalNode, let forms, !forms.isEmpty,
               forms.allSatisfy(\.isMutating) {
                moved = slot
            }
            return MemberCallNode(base, name, site(), members: instanceMembers(name), forms: forms, place: target, movedSlot: moved,
                                  at: at, position, depth: depth)
        }
        let value = expression(callee, c, depth: inner, preferDouble: false)
        return ValueCallNode(value, site(), position, depth: depth)
    }
}
