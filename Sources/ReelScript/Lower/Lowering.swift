import SwiftOperators
import SwiftSyntax

/// Lowers a declared, checked scene file into Reel's own tree, the last stage that reads syntax:
/// every function, closure, computed property and initial value becomes a `Code` of nodes and
/// statements, with operators folded by Swift's precedence (`SwiftOperators`), names resolved to
/// slots, captures, properties, file constants, functions and library entries, calls bound to their
/// callee where the file says which it is, and literals converted. Constructs the interpreter
/// refuses become nodes that fail with the same positioned error when (and only if) they run, as
/// they did when the syntax was walked.
///
/// A table of the declarations' code (a `UserTypeCode` for each struct and enum, the functions) is
/// made first, so code can refer to what is declared after it; then bodies are lowered. `run()`
/// gives the whole as a `ProgramCode`, which holds no syntax.
package final class Lowering {
    /// What the files declare.
    let declarations: Declarations
    /// The code of each struct and enum, in the order of `declarations.types`.
    private(set) var types: [UserTypeCode] = []
    /// The vocabulary, with the members the file's extensions add to library types once their
    /// declarations are read (before any body is lowered, so bodies resolve them as library
    /// members).
    private(set) var vocabulary: Vocabulary
    /// The operators, with Swift's precedence.
    let operators = OperatorTable.standardOperators
    /// The file constants' slots by name, and whether each is a `let`.
    private(set) var globalNames: [String: Int] = [:]
    private(set) var globalIsLet: [Bool] = []
    /// The file constants of type `Float` (declared so, or made by `Float(…)`), which print as Floats.
    private(set) var globalFloats: Set<String> = []
    /// The file functions.
    private(set) var functions: [String: Code] = [:]
    /// The number of `static let` values.
    private var staticCount = 0
    /// Gives variables their ids.
    let ids = LoweringContext.IDSource()
    /// The bodies still to lower.
    private var jobs: [() -> Void] = []
    /// The context of the file scope (file constants' initial values).
    private(set) var fileContext: LoweringContext!
    /// The type whose members' declarations are being read (what `Self` names in their types).
    private var membersOf: UserTypeDeclaration?
    /// Added to the positions of the nodes being lowered: a folded operator sequence is a tree of
    /// its own, whose positions count from the sequence's start.
    var positionOffset = 0

    /// Where each node starts, after leading trivia, by identity: the start of its first child
    /// with text, so a long chain (`a.b().c()...`, nested to the left) is walked once, not once per
    /// link.
    var starts: [SyntaxIdentifier: Int] = [:]

    /// The module's lines: every file's line table, each file's positions from its base.
    let lines: ScriptLines
    /// Where the positions of each file's tree start in the module, by the identity of the tree's
    /// root (a folded operator tree is none of them: its positions count from `positionOffset`).
    private var bases: [SyntaxIdentifier: Int] = [:]

    /// The position of `node` in the module.
    func pos(_ node: some SyntaxProtocol) -> ScriptPosition {
        ScriptPosition(offset: positionOffset + base(of: node) + start(Syntax(node)))
    }

    /// Where the positions of the file holding `node` start in the module (0 for the first file
    /// and for a folded operator tree).
    func base(of node: some SyntaxProtocol) -> Int {
        bases.count <= 1 ? 0 : bases[Syntax(node).root.id] ?? 0
    }

    /// The position of `node` (a declaration's token, never in a folded tree) in the module.
    func declarationPosition(_ node: some SyntaxProtocol) -> ScriptPosition {
        ScriptPosition(offset: base(of: node) + node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// Where `node` starts after its leading trivia, in its tree.
    private func start(_ node: Syntax) -> Int {
        if let token = node.as(TokenSyntax.self) { return token.positionAfterSkippingLeadingTrivia.utf8Offset }
        if let known = starts[node.id] { return known }
        var result = node.position.utf8Offset
        for child in node.children(viewMode: .sourceAccurate) where child.totalLength.utf8Length > 0 {
            result = start(child)
            break
        }
        starts[node.id] = result
        return result
    }

    /// Lowers `declarations` against `vocabulary` (`run()` does the work).
    package init(_ declarations: Declarations, vocabulary: Vocabulary = .standard) {
        self.declarations = declarations
        self.vocabulary = vocabulary
        lines = declarations.files.isEmpty ? ScriptLines(fileName: "", lineStarts: [0], end: 0)
            : ScriptLines(module: declarations.files.map(\.source.lines))
        for (file, base) in zip(declarations.files, lines.bases) { bases[Syntax(file.tree).id] = base }
    }

    /// Lowers the whole file.
    package func run() -> ProgramCode {
        // The table of declarations: every struct and enum, constants, functions, and every
        // member of every struct.
        types = declarations.types.map(typeCode)
        for (declaration, type) in zip(declarations.types, types) { declareNestedMembers(of: declaration, in: type) }
        for constant in declarations.constants {
            let isLet = constant.bindingSpecifier.tokenKind == .keyword(.let)
            for binding in constant.bindings {
                // `let (a, b) = …` declares each name of the tuple pattern.
                for name in Lowering.names(in: binding.pattern) where globalNames[name] == nil {
                    globalNames[name] = globalIsLet.count
                    globalIsLet.append(isLet)
                }
            }
        }
        let file = Code(name: "file", position: .start)
        fileContext = LoweringContext(code: file, parent: nil, ownerType: nil, hasSelf: false, boxedNames: [], ids: ids)
        for constant in declarations.constants {
            for binding in constant.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let written = binding.typeAnnotation.map { declaredType($0.type).name == "Float" }
                if written ?? binding.initializer.map({ isFloat($0.value, fileContext) }) ?? false { globalFloats.insert(name) }
            }
        }
        for (name, decl) in declarations.functions {
            functions[name] = function(decl, ownerType: nil, hasSelf: false)
        }
        for (declaration, type) in zip(declarations.types, types) { declareMembers(of: declaration, in: type) }
        var libraryExtensions: [UserTypeCode] = []
        if !declarations.libraryExtensions.isEmpty {
            for declaration in declarations.libraryExtensions {
                let type = typeCode(declaration)
                declareNestedMembers(of: declaration, in: type)
                declareMembers(of: declaration, in: type)
                LibraryExtension(declaration: declaration, type: type, position: pos(declaration.nameNode)).register(in: &vocabulary)
                libraryExtensions.append(type)
            }
            vocabulary.finish()
        }

        // The bodies.
        while !jobs.isEmpty {
            let pending = jobs
            jobs = []
            for job in pending { job() }
        }
        file.body = declarations.constants.map { constant in
            Statement(kind: .declare(fileDeclarations(constant)), position: pos(constant))
        }
        file.frameSize = globalIsLet.count
        let scene = declarations.types.firstIndex { $0.conformance == .scene }.map { types[$0] }
        let previews = declarations.previews.compactMap(preview)
        let events = declarations.events.map { events in
            computed(UserTypeDeclaration.ComputedProperty(getter: events.statements, setter: nil, type: nil, buildsViews: false,
                                                          buildsTimeline: true, node: Syntax(declarations.files[events.file].tree)),
                     name: "events", ownerType: nil, hasSelf: false)
        }
        while !jobs.isEmpty {
            let pending = jobs
            jobs = []
            for job in pending { job() }
        }
        var program = ProgramCode(file: file, globalNames: globalNames, functions: functions, staticCount: staticCount, types: types,
                                  libraryExtensions: libraryExtensions, scene: scene, vocabulary: vocabulary,
                                  lines: lines)
        program.previews = previews
        program.events = events
        return program
    }

    /// The code of a preview: a `#Preview`'s closure lowered as a view builder with no `self`,
    /// its traits as expressions; a `PreviewProvider`'s type.
    private func preview(_ declaration: PreviewDeclaration) -> PreviewCode? {
        let position = pos(declaration.node)
        let line = lines.location(of: position).line
        switch declaration.source {
        case .provider(let typeName):
            guard let type = fileType(typeName) else { return nil }
            return PreviewCode(title: nil, typeName: typeName, body: .provider(type), position: position, line: line)
        case .macro(let title, let traitSyntax, let statements):
            let property = UserTypeDeclaration.ComputedProperty(getter: statements, setter: nil, type: nil, buildsViews: true,
                                                                buildsTimeline: false, node: declaration.node)
            let body = computed(property, name: "Preview", ownerType: nil, hasSelf: false)
            let traits = traitSyntax.map { expression in
                let code = Code(name: "traits", position: pos(expression), returnType: .none)
                jobs.append { [unowned self] in
                    let context = LoweringContext(code: code, parent: nil, ownerType: nil, hasSelf: false,
                                                  boxedNames: CaptureScan(expression).boxed, ids: self.ids)
                    let node = self.expression(expression, context, depth: 0, preferDouble: false)
                    code.singleExpression = node
                    code.body = [Statement(kind: .expression(node), position: node.position)]
                    code.frameSize = context.frameSize
                }
                return code
            }
            return PreviewCode(title: title, typeName: nil, body: .macro(body, traits: traits), position: position, line: line)
        }
    }

    /// The type `syntax` names: a library type of the vocabulary, or a struct or enum of the file
    /// (`Mode`, `Theme.Mode`).
    func declaredType(_ syntax: TypeSyntax?) -> DeclaredType {
        if let owner = membersOf, syntax?.trimmedDescription == "Self" {
            // `static var brand: Self` in `extension Color`: the type the members belong to.
            return declaredType(TypeSyntax(IdentifierTypeSyntax(name: .identifier(owner.extendedLibraryType ?? owner.name))))
        }
        if let owner = membersOf, let syntax, let aliased = owner.typeAliases[syntax.trimmedDescription] {
            // `Value` in a preference key that declares `typealias Value = CGFloat`.
            return declaredType(aliased)
        }
        let name = syntax?.trimmedDescription
        var type = DeclaredType(named: name, vocabulary: vocabulary)
        if let syntax, let name {
            let element = syntax.as(ArrayTypeSyntax.self)?.element.trimmedDescription
            let user = userType(named: name)
            let elementUser = element.flatMap { userType(named: $0) }
            let elementLibrary = element.flatMap { vocabulary.types[$0] != nil ? $0 : nil }
            // A tuple type's elements, an array of tuples' element.
            var tuple: (types: [DeclaredType], labels: [String?]?)?
            if let written = syntax.as(TupleTypeSyntax.self), written.elements.count > 1 {
                let labels = written.elements.map { $0.firstName?.text }
                tuple = (written.elements.map { declaredType($0.type) }, labels.contains { $0 != nil } ? labels : nil)
            }
            let arrayElement = syntax.as(ArrayTypeSyntax.self)?.element
            let tupleElement = arrayElement.flatMap { $0.is(TupleTypeSyntax.self) ? declaredType($0) : nil }
            if user != nil || elementUser != nil || elementLibrary != nil || tuple != nil || tupleElement != nil {
                type.fileTypes = DeclaredType.FileTypes(userType: user, elementUserType: elementUser, elementLibraryType: elementLibrary,
                                                        tuple: tuple, tupleElement: tupleElement)
            }
        }
        return type
    }

    /// The struct or enum of the file a type name names (`Mode`, `Theme.Mode`).
    func userType(named name: String) -> UserTypeCode? {
        fileType(name) ?? name.split(separator: ".").last.flatMap { fileType(String($0)) }
    }

    /// The struct or enum of the file named `name` exactly (the last one declared).
    func fileType(_ name: String) -> UserTypeCode? { declarations.typeIndices[name].map { types[$0] } }

    /// Whether a function's name is an operator (`static func + (lhs:rhs:)`).
    static func isOperator(_ name: TokenSyntax) -> Bool {
        switch name.tokenKind {
        case .binaryOperator, .prefixOperator, .postfixOperator: return true
        default: return false
        }
    }

    /// Whether the file constant at `index` is a `let`.
    func isLetGlobal(_ index: Int) -> Bool { globalIsLet[index] }

    // MARK: Declarations

    /// A `func` of the file or a struct: its code with parameters now, its body lowered later.
    func function(_ decl: FunctionDeclSyntax, ownerType: UserTypeCode?, hasSelf: Bool) -> Code {
        function(name: decl.name, attributes: decl.attributes, signature: decl.signature, body: decl.body,
                 ownerType: ownerType, hasSelf: hasSelf)
    }

    /// An `init` of a struct of the file: a function run on the instance being made.
    func initializer(_ decl: InitializerDeclSyntax, ownerType: UserTypeCode) -> Code {
        function(name: decl.initKeyword, attributes: decl.attributes, signature: decl.signature, body: decl.body,
                 ownerType: ownerType, hasSelf: true)
    }

    /// A function from its parts (a `func` or an `init`).
    private func function(name nameToken: TokenSyntax, attributes: AttributeListSyntax, signature: FunctionSignatureSyntax,
                          body: CodeBlockSyntax?, ownerType: UserTypeCode?, hasSelf: Bool) -> Code {
        let isBuilder = attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }
        let code = Code(name: nameToken.text, position: pos(nameToken),
                        returnType: declaredType(signature.returnClause?.type), isViewBuilder: isBuilder)
        let scan = body.map { CaptureScan($0) }
        let context = LoweringContext(code: code, parent: nil, ownerType: ownerType, hasSelf: hasSelf,
                                      boxedNames: scan?.boxed ?? [], ids: ids)
        var parameters: [DeclaredParameter] = []
        var defaults: [(Int, ExprSyntax)] = []
        // An operator's parameters take no labels.
        let isOperator = Lowering.isOperator(nameToken)
        for syntax in signature.parameterClause.parameters {
            let label = syntax.firstName.tokenKind == .wildcard || isOperator ? nil : syntax.firstName.text
            let name = (syntax.secondName ?? syntax.firstName).text
            let attributed = syntax.type.as(AttributedTypeSyntax.self)
            let isInout = attributed?.specifiers.contains { $0.trimmedDescription == "inout" } ?? false
            let type = declaredType(isInout ? attributed?.baseType : syntax.type)
            let variable = context.declare(name, isLet: !isInout, type: type)
            if let value = syntax.defaultValue?.value { defaults.append((parameters.count, value)) }
            var parameter = DeclaredParameter(label: label, name: name, slot: variable.slot, boxed: variable.boxed, type: type,
                                              hasDefault: syntax.defaultValue != nil, defaultValue: nil)
            let typeAttributes = syntax.type.as(AttributedTypeSyntax.self)?.attributes
            parameter.isInout = isInout
            parameter.buildsViews = [syntax.attributes, typeAttributes].contains { list in
                list?.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" } ?? false
            }
            parameters.append(parameter)
        }
        code.parameters = .declared(parameters)
        jobs.append { [unowned self] in
            // Default values see the parameters before them, in the callee's frame.
            var lowered = parameters
            for (index, value) in defaults {
                let p = lowered[index]
                lowered[index] = DeclaredParameter(label: p.label, name: p.name, slot: p.slot, boxed: p.boxed, type: p.type, hasDefault: true,
                                                   defaultValue: self.expression(value, context, depth: 0, preferDouble: p.type.prefersDouble),
                                                   buildsViews: p.buildsViews, isInout: p.isInout)
            }
            code.parameters = .declared(lowered)
            if let body { self.lowerBody(body.statements, into: code, context) }
            code.frameSize = context.frameSize
        }
        return code
    }

    /// Whether an initial value gives its property the type `Double`, as Swift infers it: a
    /// floating-point literal (`var x = 0.0`, `-1.5`) or `Double(…)`/`CGFloat(…)`, so that the
    /// memberwise initialiser makes `1` in `P(x: 1)` the `Double` 1.0.
    static func isFloatingPoint(_ initializer: ExprSyntax) -> Bool {
        if initializer.is(FloatLiteralExprSyntax.self) { return true }
        if let prefix = initializer.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return prefix.expression.is(FloatLiteralExprSyntax.self)
        }
        if let call = initializer.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return ["Double", "CGFloat"].contains(name.baseName.text)
        }
        return false
    }

    /// The code of the struct or enum `declaration`, its members not yet declared.
    private func typeCode(_ declaration: UserTypeDeclaration) -> UserTypeCode {
        let type = UserTypeCode(name: declaration.name, conformance: declaration.conformance, isInsettable: declaration.isInsettable,
                                namePosition: declarationPosition(declaration.nameNode), extending: declaration.extendedLibraryType)
        type.isClass = declaration.isClass
        return type
    }

    /// The static members `declaration` makes itself: its cases (with their raw values), its
    /// `allCases`, and the types declared inside it, in that order.
    private func declareNestedMembers(of declaration: UserTypeDeclaration, in type: UserTypeCode) {
        if let cases = declaration.cases {
            type.cases = cases.map { .init(name: $0.name, rawValue: $0.rawValue, parameters: nil) }
            for index in cases.indices { type.staticMembers[cases[index].name] = .enumCase(EnumCaseReference(type: type, index: index)) }
            if declaration.isCaseIterable { type.staticMembers["allCases"] = .enumCase(EnumCaseReference(type: type, index: nil)) }
        }
        for (name, index) in declaration.nestedTypes { type.staticMembers[name] = .type(types[index]) }
    }

    /// Creates the code of every member of `declaration` in `type` (bodies lowered later).
    private func declareMembers(of declaration: UserTypeDeclaration, in type: UserTypeCode) {
        membersOf = declaration
        defer { membersOf = nil }
        type.stored = declaration.stored.map { property in
            let declared = property.type == nil && property.initializer.map(Lowering.isFloatingPoint) == true ? .double : declaredType(property.type)
            var stored = UserTypeCode.StoredProperty(name: property.name, isLet: property.isLet, isState: property.isState, isBinding: property.isBinding,
                                                     buildsViews: property.buildsViews, declaredType: declared,
                                                     initializerCode: property.initializer.map { value($0, name: property.name, type: declared, ownerType: type) },
                                                     position: declarationPosition(property.node))
            stored.environmentKey = property.environmentKey
            stored.takesClosure = property.buildsViews || property.type.map(Lowering.resemblesFunction) ?? false
                || property.initializer?.is(ClosureExprSyntax.self) == true
            stored.projectsModel = property.projectsModel
            return stored
        }
        for (index, enumCase) in (declaration.cases ?? []).enumerated() {
            type.cases?[index].parameters = enumCase.parameters?.map { .init(label: $0.label, declaredType: declaredType($0.type)) }
        }
        for (name, property) in declaration.computed {
            type.computed[name] = computed(property, name: name, ownerType: type, hasSelf: true)
        }
        for (name, decl) in declaration.methods { type.methods[name] = function(decl, ownerType: type, hasSelf: true) }
        type.mutatingMethods = declaration.mutatingMethods
        type.initializers = declaration.initializers.map { .init(code: initializer($0, ownerType: type), isFailable: $0.optionalMark != nil) }
        type.keepsMemberwiseInitializer = declaration.keepsMemberwiseInitializer
        type.namespaces = declaration.namespaces
        for (name, decl) in declaration.staticMethods { type.staticMethods[name] = function(decl, ownerType: type, hasSelf: false) }
        for (name, (syntax, initializer)) in declaration.staticProperties {
            let declared = declaredType(syntax)
            type.staticMembers[name] = .stored(staticCount, value(initializer, name: name, type: declared, ownerType: type), declared)
            staticCount += 1
        }
        for (name, property) in declaration.staticComputed {
            type.staticMembers[name] = .computed(computed(property, name: name, ownerType: type, hasSelf: false))
        }
        for (name, code) in type.staticMethods where type.staticMembers[name] == nil { type.staticMembers[name] = .method(code) }
        type.animatableData = animatableData(of: declaration, in: type)
    }

    /// Where `type` keeps its `animatableData`, if it declares one: its stored property when it
    /// has one, else its computed property; read once here, so that setting it at every frame
    /// needs neither its name nor its syntax.
    private func animatableData(of declaration: UserTypeDeclaration, in type: UserTypeCode) -> UserTypeCode.AnimatableData? {
        let name = "animatableData"
        let stored = type.storedIndex(name)
        let property = type.computed[name]
        let declared = stored.map { declaration.stored[$0].type } ?? declaration.computed[name]?.type
        let isArray = declared?.is(ArrayTypeSyntax.self) == true
        if let stored {
            return .init(storage: .stored(stored), position: property?.position ?? type.stored[stored].position, isArray: isArray)
        }
        guard let property else { return nil }
        return .init(storage: .computed(property), position: property.position, isArray: isArray)
    }

    /// The code of an initial value (of a property or `static let`), lowered later.
    private func value(_ expression: ExprSyntax, name: String, type: DeclaredType, ownerType: UserTypeCode) -> Code {
        let code = Code(name: name, position: pos(expression), returnType: .none)
        jobs.append { [unowned self] in
            let context = LoweringContext(code: code, parent: nil, ownerType: ownerType, hasSelf: false,
                                          boxedNames: CaptureScan(expression).boxed, ids: self.ids)
            let lowered = self.expression(expression, context, depth: 0, preferDouble: type.prefersDouble)
            let node = type.name == "Float" ? FloatValueNode(lowered) : lowered
            code.singleExpression = node
            code.body = [Statement(kind: .expression(node), position: node.position)]
            code.frameSize = context.frameSize
        }
        return code
    }

    /// Whether `type` is a function type, optional or attributed (`@escaping () -> Void`,
    /// `((Int) -> Void)?`).
    static func resemblesFunction(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) { return true }
        if let optional = type.as(OptionalTypeSyntax.self) { return resemblesFunction(optional.wrappedType) }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return resemblesFunction(optional.wrappedType) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return resemblesFunction(attributed.baseType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { return resemblesFunction(only.type) }
        return false
    }

    /// Whether `type` is written as an optional: `T?`, `T!` or `Optional<T>`.
    static func isOptional(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text == "Optional" && identifier.genericArgumentClause != nil }
        return false
    }

    /// A computed property with its getter's (and setter's) code, lowered later.
    private func computed(_ property: UserTypeDeclaration.ComputedProperty, name: String, ownerType: UserTypeCode?,
                          hasSelf: Bool) -> UserTypeCode.ComputedProperty {
        let getter = Code(name: name, position: pos(property.node),
                          returnType: declaredType(property.type), isViewBuilder: property.buildsViews)
        var lowered = UserTypeCode.ComputedProperty(getter: getter, setter: nil, buildsViews: property.buildsViews,
                                                    buildsTimeline: property.buildsTimeline, position: declarationPosition(property.node))
        jobs.append { [unowned self] in
            let context = LoweringContext(code: getter, parent: nil, ownerType: ownerType, hasSelf: hasSelf,
                                          boxedNames: CaptureScan(property.getter).boxed, ids: self.ids)
            self.lowerBody(property.getter, into: getter, context)
            getter.frameSize = context.frameSize
        }
        if let (body, parameterName) = property.setter {
            let setter = Code(name: name, position: pos(property.node))
            lowered.setter = setter
            jobs.append { [unowned self] in
                let context = LoweringContext(code: setter, parent: nil, ownerType: ownerType, hasSelf: hasSelf,
                                              boxedNames: CaptureScan(body).boxed, ids: self.ids)
                let variable = context.declare(parameterName, isLet: true)
                setter.parameters = .setter(ClosureParameter(slot: variable.slot, boxed: variable.boxed))
                self.lowerBody(body, into: setter, context)
                setter.frameSize = context.frameSize
            }
        }
        return lowered
    }

    /// The declarations of a file constant, into the file's frame.
    private func fileDeclarations(_ constant: VariableDeclSyntax) -> [Declaration] {
        let isLet = constant.bindingSpecifier.tokenKind == .keyword(.let)
        return constant.bindings.map { binding in
            declaration(binding, isLet: isLet, fileContext) { name in globalNames[name].map { ($0, false) } }
        }
    }

    /// One binding of a `let` or `var`: its value lowered, then its slot (from `slot`, which
    /// declares the name, after the value: `let x = x + 1` reads the `x` around) or the error the
    /// interpreter gives for it.
    func declaration(_ binding: PatternBindingSyntax, isLet: Bool, _ context: LoweringContext,
                     slot: (String) -> (slot: Int, boxed: Bool)?) -> Declaration {
        let type = declaredType(binding.typeAnnotation?.type)
        if binding.accessorBlock != nil {
            return Declaration(slot: nil, boxed: false, isLet: isLet, type: type, initializer: nil, initializerPosition: pos(binding),
                               failure: (.syntax, "local computed variables are not supported", pos(binding)))
        }
        let initializer = binding.initializer.map { initial -> Node in
            let node = expression(initial.value, context, depth: 0, preferDouble: type.prefersDouble)
            return type.name == "Float" ? FloatValueNode(node) : node
        }
        let position = binding.initializer.map { pos($0.value) } ?? pos(binding)
        if binding.pattern.is(TuplePatternSyntax.self) {
            // `let (w, h) = size()`: each name bound to its element, as a `for` loop binds them.
            var failure: (ScriptError.Kind, String, ScriptPosition)?
            let destructure = tupleBinding(binding.pattern, slot: slot, failure: &failure)
            return Declaration(slot: nil, boxed: false, isLet: isLet, type: type, initializer: initializer, initializerPosition: position,
                               failure: failure, destructure: destructure)
        }
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            return Declaration(slot: nil, boxed: false, isLet: isLet, type: type, initializer: initializer, initializerPosition: position,
                               failure: (.syntax, "declare one name at a time", pos(binding.pattern)))
        }
        let target = slot(name)
        return Declaration(slot: target?.slot, boxed: target?.boxed ?? false, isLet: isLet, type: type, initializer: initializer,
                           initializerPosition: position, failure: nil)
    }

    /// The names a declaration's pattern declares: its name, or each name of a tuple pattern.
    static func names(in pattern: PatternSyntax) -> [String] {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
        if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.flatMap { names(in: $0.pattern) } }
        return []
    }

    /// How a tuple pattern of a declaration (`(w, h)`, `(_, (a, b))`) binds a value, its names
    /// declared by `slot`; `failure` is set for a part that is not a name, `_` or a tuple.
    private func tupleBinding(_ pattern: PatternSyntax, slot: (String) -> (slot: Int, boxed: Bool)?,
                              failure: inout (ScriptError.Kind, String, ScriptPosition)?) -> ForLoop.Binding {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            if let target = slot(identifier.identifier.text) { return .name(slot: target.slot, boxed: target.boxed) }
            if failure == nil { failure = (.syntax, "'\(identifier.identifier.text)' cannot be declared here", pos(pattern)) }
            return .wildcard
        }
        if pattern.is(WildcardPatternSyntax.self) { return .wildcard }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first { return tupleBinding(only.pattern, slot: slot, failure: &failure) }
            return .tuple(tuple.elements.map { tupleBinding($0.pattern, slot: slot, failure: &failure) }, at: pos(tuple))
        }
        if failure == nil { failure = (.syntax, "only names, '_' and tuples of them can be declared here", pos(pattern)) }
        return .wildcard
    }
}
