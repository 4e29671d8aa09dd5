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
            let local: Node = variable.boxed ? BoxedLocalNode(slot: variable.slot, position, depth: depth) : LocalNode(slot: variable.slot, position, depth: depth)
            return variable.readsThroughBinding ? BindingValueNode(local, name: name, position, depth: depth) : local
        case .capture(let index, let variable)?:
            let captured = CaptureNode(index: index, position, depth: depth)
            return variable.readsThroughBinding ? BindingValueNode(captured, name: name, position, depth: depth) : captured
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
                return FieldNode(index: index, isState: type.readsThroughWrapper(index), name: name, position, depth: depth)
            }
            // `_x`: the `State` or `Binding` of `x` itself; `$x`: the binding to it.
            if let index = type.wrapperIndex(name, prefix: "_") { return FieldNode(index: index, isState: false, name: name, position, depth: depth) }
            if let index = type.wrapperIndex(name, prefix: "$") { return ProjectedFieldNode(index: index, name: name, position, depth: depth) }
            if name.hasPrefix("$"), let index = type.storedIndex(String(name.dropFirst())), type.stored[index].projectsModel {
                // `$model` of a `@Bindable` (or observed) model: its properties as bindings.
                return ProjectedFieldNode(index: index, name: name, position, depth: depth)
            }
            if let property = type.computed[name] { return ComputedNode(property, position, depth: depth) }
            if let code = type.methods[name] { return MethodValueNode(code, position, depth: depth) }
        }
        if let type = c.ownerType, let member = type.staticMember(name) { return StaticMemberNode(member, position, depth: depth) }
        if c.hasSelf, c.ownerType?.extendedLibraryType != nil, let properties = vocabulary.properties[name] {
            // A property of the library value an extension's member runs on.
            return MemberNode(SelfNode(position, depth: depth + 1), name, members: instanceMembers(name), properties: properties,
                              position, depth: depth)
        }
        if name == "Self", let type = c.ownerType { return ConstantNode(.type(Lowering.reference(type)), position, depth: depth) }
        if let code = functions[name] { return FunctionValueNode(code, position, depth: depth) }
        if let type = fileType(name) { return ConstantNode(.type(.user(type)), position, depth: depth) }
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
        // (The closure runs with the program, after lowering: it keeps names, not declarations.)
        let types = declarations.typeIndices, functions = self.functions, vocabulary = self.vocabulary, globals = Array(globalNames.keys)
        let message = "cannot find '\(name)' in scope"
        return { [local] in
            let candidates = Set(types.keys).union(functions.keys).union(vocabulary.types.keys)
                .union(vocabulary.functions.keys).union(globals).union(local)
            if let suggestion = Suggestion.closest(to: name, in: candidates) { return message + "; did you mean '\(suggestion)'?" }
            return message
        }
    }

    /// The meaning of an instance member name for every struct of the file that has it.
    func instanceMembers(_ name: String) -> InstanceMembers {
        InstanceMembers(entries: types.compactMap { type -> (UserTypeCode, InstanceMember)? in
            if let index = type.storedIndex(name) { return (type, .field(index, isState: type.readsThroughWrapper(index))) }
            if let property = type.computed[name] { return (type, .computed(property)) }
            if let code = type.methods[name] { return (type, .method(code)) }
            return nil
        })
    }

    /// What a base expression names when it is a type written by name (not a variable), for
    /// calls and members bound when lowering.
    enum TypeName {
        case user(UserTypeCode)
        case library(String)
    }

    /// The array methods whose unlabelled argument is an element.
    static let elementTakingMethods: Set<String> = ["append", "insert", "contains"]

    /// Whether an expression is a leading-dot member (`.red`, `.init(x: 1)`).
    static func isImplicitMember(_ expression: ExprSyntax) -> Bool {
        if let access = expression.as(MemberAccessExprSyntax.self) { return access.base == nil }
        if let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return access.base == nil
        }
        return false
    }

    /// The declared array type of a variable or property (`var dots: [Dot]`), when its element
    /// type is a struct of the file or a library type.
    func arrayType(of base: ExprSyntax, _ c: LoweringContext) -> DeclaredType? {
        var declared: DeclaredType?
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            switch resolveVariable(name, c) {
            case .local(let variable)?, .capture(_, let variable)?: declared = variable.type
            case .currentFunction?: return nil
            case nil:
                if c.hasSelf, let type = c.ownerType, let index = type.storedIndex(name) { declared = type.stored[index].declaredType }
            }
        } else if let access = base.as(MemberAccessExprSyntax.self), access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
                  c.hasSelf, let type = c.ownerType, let index = type.storedIndex(access.declName.baseName.text) {
            declared = type.stored[index].declaredType
        }
        guard let declared, declared.elementUserType != nil || declared.elementLibraryType != nil else { return nil }
        return declared
    }

    /// Whether an expression is written as a type name (`Int`, `CGPoint`): an element of `[T]()`.
    static func namesType(_ expression: ExprSyntax) -> Bool {
        // `[String]` and `[String: Int]` written as types (an element of `[String: [Int]]()`).
        if let array = expression.as(ArrayExprSyntax.self) {
            return array.elements.count == 1 && namesType(array.elements.first!.expression)
        }
        if let dictionary = expression.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content {
            return elements.count == 1 && namesType(elements.first!.key) && namesType(elements.first!.value)
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
        return reference.baseName.text.first?.isUppercase ?? false
    }

    /// The type a struct of the file or an extension's members stand for.
    static func reference(_ type: UserTypeCode) -> TypeReference {
        type.extendedLibraryType.map { .library($0) } ?? .user(type)
    }

    /// The type `base` names, if it is a type name nothing else shadows.
    func typeName(_ base: ExprSyntax, _ c: LoweringContext) -> TypeName? {
        guard let reference = base.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        if resolveVariable(name, c) != nil || globalNames[name] != nil { return nil }
        if c.hasSelf, let type = c.ownerType, type.storedIndex(name) != nil || type.computed[name] != nil || type.methods[name] != nil {
            return nil
        }
        if let type = c.ownerType, type.staticMember(name) != nil { return nil }
        if name == "Self", let type = c.ownerType {
            switch Lowering.reference(type) {
            case .user(let user): return .user(user)
            case .library(let library): return .library(library)
            }
        }
        if functions[name] != nil { return nil }
        if let type = fileType(name) { return .user(type) }
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
        if name == "self", case .user(let type)? = typeName(baseExpression, c) {
            // `SizesKey.self`: the struct as a value (a key given to `preference(key:value:)`).
            return ConstantNode(.type(.user(type)), position, depth: depth)
        }
        if name == "init", let type = typeName(baseExpression, c) {
            // `String.init`, `Cell.init(n:)` as a function.
            let labels = access.declName.argumentNames.map { names in names.arguments.map { $0.name.text == "_" ? nil : $0.name.text } as [String?] }
            switch type {
            case .user(let user): return InitializerFunctionNode(.user(user), labels: labels, position, depth: depth)
            case .library(let library): return InitializerFunctionNode(.library(library), labels: labels, position, depth: depth)
            }
        }
        let base = expression(baseExpression, c, depth: depth + 1, preferDouble: false)
        if case .integerLiteral = access.declName.baseName.tokenKind, let index = Int(name) {
            // `pair.0`: a tuple's element.
            return TupleElementNode(base, index: index, pos(access.declName), depth: depth)
        }
        if case .library(let typeName)? = typeName(baseExpression, c), let property = vocabulary.staticPropertyEntry(name, ofType: typeName) {
            return LibraryStaticPropertyNode(base, property, pos(access.declName), depth: depth)
        }
        return MemberNode(base, name, members: instanceMembers(name), properties: vocabulary.properties[name] ?? [],
                          pos(access.declName), depth: depth)
    }

    /// The arguments of a call: those in parentheses, the trailing closure and the labelled
    /// trailing closures.
    func arguments(_ list: [LabeledExprSyntax], trailing: ClosureExprSyntax?, additional: [MultipleTrailingClosureElementSyntax],
                   _ c: LoweringContext, depth: Int, at position: ScriptPosition, openingParenthesis: TokenSyntax? = nil,
                   element array: DeclaredType? = nil, inoutPlaces: UnsafeMutablePointer<[(argument: Int, place: Place)]>? = nil) -> SiteCode {
        var arguments: [ArgumentCode] = []
        for argument in list {
            let expressionPosition = pos(argument.expression)
            let labelPosition = argument.label != nil ? pos(argument) : expressionPosition
            if let reference = argument.expression.as(InOutExprSyntax.self), let inoutPlaces {
                // `&x` given to a function of the file: its value now, written back after the call.
                inoutPlaces.pointee.append((arguments.count, place(reference.expression, c, depth: depth)))
                arguments.append(ArgumentCode(label: argument.label?.text, kind: .value(expression(reference.expression, c, depth: depth, preferDouble: false)),
                                              position: expressionPosition, labelPosition: labelPosition, literalDouble: nil))
                continue
            }
            if argument.expression.is(InOutExprSyntax.self) {
                arguments.append(ArgumentCode(label: argument.label?.text, kind: .failure(.syntax, "'&' (inout arguments) is not supported in scene files"),
                                              position: expressionPosition, labelPosition: labelPosition, literalDouble: nil))
                continue
            }
            let literalDouble = Lowering.hasIntegerLiteral(argument.expression)
                ? expression(argument.expression, c, depth: depth, preferDouble: true) : nil
            var value = expression(argument.expression, c, depth: depth, preferDouble: false)
            if let array, argument.label == nil, Lowering.isImplicitMember(argument.expression) {
                value = ElementNode(value, array: array, value.position, depth: depth)
            }
            arguments.append(ArgumentCode(label: argument.label?.text, kind: .value(value),
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
        func site(element: DeclaredType? = nil) -> SiteCode {
            arguments(Array(call.arguments), trailing: call.trailingClosure, additional: Array(call.additionalTrailingClosures), c,
                      depth: inner, at: position, openingParenthesis: call.leftParen, element: element)
        }
        /// A call of a function of the file, whose `&` arguments are written back after it.
        func functionCall(_ code: Code, owner: FunctionCallNode.Owner, prefix: Node? = nil) -> Node {
            var places: [(argument: Int, place: Place)] = []
            let arguments = withUnsafeMutablePointer(to: &places) {
                self.arguments(Array(call.arguments), trailing: call.trailingClosure, additional: Array(call.additionalTrailingClosures), c,
                               depth: inner, at: position, openingParenthesis: call.leftParen, inoutPlaces: $0)
            }
            return FunctionCallNode(code, owner: owner, arguments, position, depth: depth, prefix: prefix, inoutPlaces: places)
        }
        /// `T(arguments) { content }` where `T` has no initialiser taking a closure (a layout):
        /// as Swift does, `T(arguments)` is made, then called with the closure (its
        /// `callAsFunction`); nil without a single trailing closure.
        func calledWithContent(_ make: (SiteCode) -> Node) -> Node? {
            guard let trailing = call.trailingClosure, call.additionalTrailingClosures.isEmpty else { return nil }
            let made = make(arguments(Array(call.arguments), trailing: nil, additional: [], c, depth: inner + 1, at: position,
                                      openingParenthesis: call.leftParen))
            return ValueCallNode(made, arguments([], trailing: trailing, additional: [], c, depth: inner, at: position), position, depth: depth)
        }
        let callee = call.calledExpression
        if let specialized = callee.as(GenericSpecializationExprSyntax.self), let reference = specialized.expression.as(DeclReferenceExprSyntax.self) {
            // Explicit generic arguments change nothing here: values carry their own types.
            let name = reference.baseName.text
            if name == "Array", call.arguments.isEmpty, call.trailingClosure == nil {
                // `Array<Int>()`: an empty array, as `[Int]()`.
                return ArrayNode([], position, depth: depth)
            }
            if let type = vocabulary.types[name], !type.initializers.isEmpty {
                // `Set<Int>()`: a library type's initialiser.
                return LibraryCallNode(type.initializers, noForms: nil, site(), at: pos(reference), position, depth: depth)
            }
            if let type = fileType(name), resolveVariable(name, c) == nil {
                // `Card<Text>(content: …)`: a struct of the file.
                return ConstructNode(type, site(), at: pos(reference), position, depth: depth)
            }
        }
        if let array = callee.as(ArrayExprSyntax.self), array.elements.count == 1, call.arguments.isEmpty, call.trailingClosure == nil,
           Lowering.namesType(array.elements.first!.expression) {
            // `[Int]()`: an empty array.
            return ArrayNode([], position, depth: depth)
        }
        if let dictionary = callee.as(DictionaryExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
           case .elements(let elements) = dictionary.content, elements.count == 1,
           Lowering.namesType(elements.first!.key), Lowering.namesType(elements.first!.value) {
            // `[String: Int]()`: an empty dictionary.
            return DictionaryNode(keys: [], values: [], position, depth: depth)
        }
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
            if c.hasSelf, let type = c.ownerType, let code = type.methods[name] {
                return functionCall(code, owner: .caller)
            }
            if let type = c.ownerType, let code = type.staticMethods[name] {
                return functionCall(code, owner: .none)
            }
            if c.hasSelf, c.ownerType?.extendedLibraryType != nil, let forms = vocabulary.methods[name],
               !callsFreeFunction(name, forms, site().shape) {
                // A method of the library value an extension's member runs on (`padding()` in
                // `extension View`).
                return MemberCallNode(SelfNode(at, depth: inner), name, site(), members: instanceMembers(name), forms: forms,
                                      place: .invalid(.syntax, "cannot assign", at: at), movedSlot: nil, at: at, position, depth: depth)
            }
            if let code = functions[name] { return functionCall(code, owner: .none) }
            if let type = fileType(name) ?? (name == "Self" && c.ownerType?.extendedLibraryType == nil ? c.ownerType : nil) {
                if type.conformance == .layout, let node = calledWithContent({ ConstructNode(type, $0, at: at, position, depth: inner) }) {
                    return node
                }
                return ConstructNode(type, site(), at: at, position, depth: depth)
            }
            if let type = vocabulary.types[name] {
                let noForms = type.initializers.isEmpty ? "\(name) cannot be created with '\(name)(...)'" : nil
                if !type.initializers.isEmpty, !type.initializers.contains(where: { $0.parameters.contains(where: \.isClosure) }),
                   let node = calledWithContent({ LibraryCallNode(type.initializers, noForms: noForms, $0, at: at, position, depth: inner) }) {
                    return node
                }
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
            if name == "init", baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
               c.hasSelf, let type = c.ownerType, type.extendedLibraryType == nil {
                // `self.init(…)` in an `init`: delegation to another initialiser.
                return SelfInitNode(type, site(), at: at, position, depth: depth)
            }
            if baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Swift", resolveVariable("Swift", c) == nil,
               globalNames["Swift"] == nil, fileType("Swift") == nil, let forms = vocabulary.functions[name] {
                // `Swift.max(a, b)`: the standard library's function, named past a member of the same name.
                return LibraryCallNode(forms, noForms: nil, site(), at: at, position, depth: depth)
            }
            let base = expression(baseExpression, c, depth: inner, preferDouble: false)
            switch typeName(baseExpression, c) {
            case .user(let type)?:
                if name == "init" { return ConstructNode(type, site(), at: at, position, depth: depth, prefix: base) }
                if let index = type.caseIndex(named: name), type.cases?[index].parameters != nil {
                    return EnumCaseNode(type, index: index, site(), prefix: base, at: at, position, depth: depth)
                }
                if let code = type.staticMethods[name] {
                    return functionCall(code, owner: .none, prefix: base)
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
            let element = Lowering.elementTakingMethods.contains(name) ? arrayType(of: baseExpression, c) : nil
            // Only a mutating method (of the library, or of a struct of the file) writes its
            // receiver back.
            let mutating = forms?.contains(where: \.isMutating) == true
                || types.contains { $0.mutatingMethods.contains(name) }
            let target = mutating ? place(baseExpression, c, depth: inner) : .invalid(.syntax, "cannot assign", at: pos(baseExpression))
            var moved: Int?
            if case .local(let slot, false, false, _, _) = target, base is LocalNode, let forms, !forms.isEmpty,
               forms.allSatisfy(\.isMutating) {
                moved = slot
            }
            return MemberCallNode(base, name, site(element: element), members: instanceMembers(name), forms: forms, place: target,
                                  movedSlot: moved, at: at, position, depth: depth)
        }
        let value = expression(callee, c, depth: inner, preferDouble: false)
        return ValueCallNode(value, site(), position, depth: depth)
    }

    /// Whether a bare call in an extension of a library type names the free function rather than a
    /// method of `self`: both exist (`max`), and the call's labels fit a form of the function but
    /// none of the method's (`max(self, 0)` in `extension Double`, as Swift finds no such member).
    func callsFreeFunction(_ name: String, _ methods: [Signature], _ shape: CallShape) -> Bool {
        guard let functions = vocabulary.functions[name] else { return false }
        let fits = { (forms: [Signature]) in
            let bindings = FormBindings(forms, shape: shape)
            return forms.indices.contains { bindings.bound($0) != nil }
        }
        return !fits(methods) && fits(functions)
    }
}
