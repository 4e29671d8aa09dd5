import SwiftOperators
import SwiftSyntax

/// The lowered code of a scene file: the file's frame (its constants), its functions, and how many
/// `static let` values its structs have. Each struct's members are lowered into its `UserType`.
package final class ProgramCode {
    /// The file scope as code: its frame holds the file constants, its statements declare them.
    package let file: Code
    /// The file constants' slots by name.
    package let globalNames: [String: Int]
    /// The file functions by name.
    package let functions: [String: Code]
    /// How many `static let` values the structs have.
    package let staticCount: Int

    init(file: Code, globalNames: [String: Int], functions: [String: Code], staticCount: Int) {
        self.file = file
        self.globalNames = globalNames
        self.functions = functions
        self.staticCount = staticCount
    }

    /// The code of a file with nothing to run.
    nonisolated(unsafe) static let empty = ProgramCode(file: Code(name: "file", position: .start), globalNames: [:], functions: [:], staticCount: 0)
}

/// Lowers a parsed, checked scene file into Reel's own tree: every function, closure, computed
/// property and initial value becomes a `Code` of nodes and statements, with operators folded by
/// Swift's precedence (`SwiftOperators`), names resolved to slots, captures, properties, file
/// constants, functions and library entries, calls bound to their callee where the file says which
/// it is, and literals converted. Constructs the interpreter refuses become nodes that fail with the
/// same positioned error when (and only if) they run, as they did when the syntax was walked.
///
/// A table of the file's declarations (`UserType`, the functions) is filled first, so code can
/// refer to what is declared after it; then bodies are lowered.
final class Lowering {
    let program: ScriptProgram
    /// The vocabulary, with the members the file's extensions add to library types once their
    /// declarations are read (before any body is lowered, so bodies resolve them as library
    /// members).
    private(set) var vocabulary: Vocabulary
    /// The operators, with Swift's precedence.
    let operators = OperatorTable.standardOperators
    /// The file constants' slots by name, and whether each is a `let`.
    private(set) var globalNames: [String: Int] = [:]
    private(set) var globalIsLet: [Bool] = []
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
    private var membersOf: UserType?
    /// Added to the positions of the nodes being lowered: a folded operator sequence is a tree of
    /// its own, whose positions count from the sequence's start.
    var positionOffset = 0

    /// Where each node starts, after leading trivia, by identity: the start of its first child
    /// with text, so a long chain (`a.b().c()...`, nested to the left) is walked once, not once per
    /// link.
    var starts: [SyntaxIdentifier: Int] = [:]

    /// The position of `node` in the file.
    func pos(_ node: some SyntaxProtocol) -> ScriptPosition {
        ScriptPosition(offset: positionOffset + start(Syntax(node)))
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

    init(program: ScriptProgram, vocabulary: Vocabulary) {
        self.program = program
        self.vocabulary = vocabulary
    }

    /// Lowers the whole file.
    func run() -> ProgramCode {
        // The table of declarations: constants, functions, and every member of every struct.
        for constant in program.constants {
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
        for (name, decl) in program.functions {
            functions[name] = function(decl, ownerType: nil, hasSelf: false)
        }
        for type in program.typeOrder { declareMembers(of: type) }
        if !program.libraryExtensions.isEmpty {
            for type in program.libraryExtensions {
                declareMembers(of: type)
                LibraryExtension(type: type, position: pos(type.nameNode)).register(in: &vocabulary)
            }
            vocabulary.finish()
        }

        // The bodies.
        while !jobs.isEmpty {
            let pending = jobs
            jobs = []
            for job in pending { job() }
        }
        file.body = program.constants.map { constant in
            Statement(kind: .declare(fileDeclarations(constant)), position: pos(constant))
        }
        file.frameSize = globalIsLet.count
        return ProgramCode(file: file, globalNames: globalNames, functions: functions, staticCount: staticCount)
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
        var type = DeclaredType(syntax, vocabulary: vocabulary)
        if let syntax {
            let name = syntax.trimmedDescription
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
    func userType(named name: String) -> UserType? {
        program.types[name] ?? name.split(separator: ".").last.flatMap { program.types[String($0)] }
    }

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
    func function(_ decl: FunctionDeclSyntax, ownerType: UserType?, hasSelf: Bool) -> Code {
        function(name: decl.name, attributes: decl.attributes, signature: decl.signature, body: decl.body,
                 ownerType: ownerType, hasSelf: hasSelf)
    }

    /// An `init` of a struct of the file: a function run on the instance being made.
    func initializer(_ decl: InitializerDeclSyntax, ownerType: UserType) -> Code {
        function(name: decl.initKeyword, attributes: decl.attributes, signature: decl.signature, body: decl.body,
                 ownerType: ownerType, hasSelf: true)
    }

    /// A function from its parts (a `func` or an `init`).
    private func function(name nameToken: TokenSyntax, attributes: AttributeListSyntax, signature: FunctionSignatureSyntax,
                          body: CodeBlockSyntax?, ownerType: UserType?, hasSelf: Bool) -> Code {
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

    /// Creates the code of every member of `type` (bodies lowered later).
    private func declareMembers(of type: UserType) {
        membersOf = type
        defer { membersOf = nil }
        for index in type.stored.indices {
            let property = type.stored[index]
            type.stored[index].declaredType = property.type == nil && property.initializer.map(Lowering.isFloatingPoint) == true
                ? .double : declaredType(property.type)
            if let initializer = property.initializer {
                type.stored[index].initializerCode = value(initializer, name: property.name, type: type.stored[index].declaredType, ownerType: type)
            }
        }
        for index in type.cases?.indices ?? 0..<0 {
            for value in type.cases![index].parameters?.indices ?? 0..<0 {
                type.cases![index].parameters![value].declaredType = declaredType(type.cases![index].parameters![value].type)
            }
        }
        for (name, property) in type.computed {
            type.computed[name] = computed(property, name: name, ownerType: type, hasSelf: true)
        }
        for (name, decl) in type.methods { type.methodCode[name] = function(decl, ownerType: type, hasSelf: true) }
        type.initializerCode = type.initializers.map { initializer($0, ownerType: type) }
        for (name, decl) in type.staticMethods { type.staticMethodCode[name] = function(decl, ownerType: type, hasSelf: false) }
        for (name, (syntax, initializer)) in type.staticProperties {
            let declared = declaredType(syntax)
            type.staticMembers[name] = .stored(staticCount, value(initializer, name: name, type: declared, ownerType: type), declared)
            staticCount += 1
        }
        for (name, property) in type.staticComputed {
            let lowered = computed(property, name: name, ownerType: type, hasSelf: false)
            type.staticComputed[name] = lowered
            type.staticMembers[name] = .computed(lowered)
        }
        for (name, code) in type.staticMethodCode where type.staticMembers[name] == nil { type.staticMembers[name] = .method(code) }
    }

    /// The code of an initial value (of a property or `static let`), lowered later.
    private func value(_ expression: ExprSyntax, name: String, type: DeclaredType, ownerType: UserType) -> Code {
        let code = Code(name: name, position: pos(expression), returnType: .none)
        jobs.append { [unowned self] in
            let context = LoweringContext(code: code, parent: nil, ownerType: ownerType, hasSelf: false,
                                          boxedNames: CaptureScan(expression).boxed, ids: self.ids)
            let node = self.expression(expression, context, depth: 0, preferDouble: type.prefersDouble)
            code.singleExpression = node
            code.body = [Statement(kind: .expression(node), position: node.position)]
            code.frameSize = context.frameSize
        }
        return code
    }

    /// A computed property with its getter's (and setter's) code, lowered later.
    private func computed(_ property: UserType.ComputedProperty, name: String, ownerType: UserType, hasSelf: Bool) -> UserType.ComputedProperty {
        var lowered = property
        let getter = Code(name: name, position: pos(property.node),
                          returnType: declaredType(property.type), isViewBuilder: property.buildsViews)
        lowered.getterCode = getter
        jobs.append { [unowned self] in
            let context = LoweringContext(code: getter, parent: nil, ownerType: ownerType, hasSelf: hasSelf,
                                          boxedNames: CaptureScan(property.getter).boxed, ids: self.ids)
            self.lowerBody(property.getter, into: getter, context)
            getter.frameSize = context.frameSize
        }
        if let (body, parameterName) = property.setter {
            let setter = Code(name: name, position: pos(property.node))
            lowered.setterCode = setter
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
        let initializer = binding.initializer.map { expression($0.value, context, depth: 0, preferDouble: type.prefersDouble) }
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
