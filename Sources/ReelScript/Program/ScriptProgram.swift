import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A parsed scene file: its structs, file-scope functions and constants, and the scene struct,
/// with every structural mistake found (syntax errors from the parser, declarations outside the
/// supported subset, views without `body`); and, when it has none, its code lowered once
/// (`Lowering`), which every scene instance of the file runs.
package final class ScriptProgram: @unchecked Sendable {
    /// The source with its tree, for positions.
    package let source: ScriptSource
    /// The text of the file.
    package let text: String
    /// The tree.
    package let tree: SourceFileSyntax
    /// The file's structs by name.
    package private(set) var types: [String: UserType] = [:]
    /// The file's structs in declaration order.
    package private(set) var typeOrder: [UserType] = []
    /// File-scope functions by name.
    package private(set) var functions: [String: FunctionDeclSyntax] = [:]
    /// File-scope constants, in order.
    package private(set) var constants: [VariableDeclSyntax] = []
    /// The scene struct (the first conforming to `AnimatedScene`).
    package private(set) var scene: UserType?
    /// Every mistake found, in source order.
    package private(set) var errors: [ScriptError] = []
    /// The lowered code (empty when the file has errors).
    package private(set) var code = ProgramCode.empty

    /// How deeply the parser lets brackets, blocks and expressions nest before it reports an error.
    static let maximumNestingLevel = 256

    /// Parses `text`, naming it `fileName` in errors, and lowers it against `vocabulary`.
    package init(text: String, fileName: String, vocabulary: Vocabulary = .standard) {
        self.text = text
        // The same nesting limit in every build (swift-syntax lowers its default in debug builds,
        // which would make the errors depend on the build); callers give the parser a large stack.
        if let problem = SourceNesting.check(text) {
            // Not parsed: the parser would take too long over it.
            tree = Parser.parse(source: "")
            source = ScriptSource(fileName: fileName, tree: tree)
            errors = [ScriptError(kind: .limit, fileName: fileName, line: problem.line, column: problem.column, message: problem.message)]
            return
        }
        var utf8 = text
        tree = utf8.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: ScriptProgram.maximumNestingLevel) }
        source = ScriptSource(fileName: fileName, tree: tree)
        for diagnostic in ParseDiagnosticsGenerator.diagnostics(for: tree) where diagnostic.diagMessage.severity == .error {
            errors.append(source.error(.syntax, at: diagnostic.position, diagnostic.message))
        }
        guard errors.isEmpty else { return }
        collect()
        if scene == nil {
            errors.append(ScriptError(kind: .syntax, fileName: fileName, line: 1, column: 1,
                                      message: "the file declares no scene; add a 'struct MyScene: AnimatedScene' with 'format' and 'body'"))
        }
        errors.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        if errors.isEmpty { code = Lowering(program: self, vocabulary: vocabulary).run() }
    }

    private func fail(_ node: some SyntaxProtocol, _ message: String, _ kind: ScriptError.Kind = .syntax) {
        errors.append(source.error(kind, at: node, message))
    }

    /// Walks the file's top level.
    private func collect() {
        for item in tree.statements {
            switch item.item {
            case .decl(let decl):
                if let importDecl = decl.as(ImportDeclSyntax.self) {
                    let name = importDecl.path.trimmedDescription
                    if name != "Reel" && name != "Foundation" {
                        fail(importDecl.path, "only 'import Reel' and 'import Foundation' are allowed in a scene file, not '\(name)'")
                    }
                } else if let structDecl = decl.as(StructDeclSyntax.self) {
                    collect(structDecl)
                } else if let function = decl.as(FunctionDeclSyntax.self) {
                    checkFunction(function)
                    if functions[function.name.text] != nil {
                        fail(function.name, "'\(function.name.text)' is declared twice")
                    }
                    functions[function.name.text] = function
                } else if let variable = decl.as(VariableDeclSyntax.self) {
                    constants.append(variable)
                } else {
                    fail(decl, "\(Self.describe(decl)) declarations are not supported in scene files; use 'struct' and 'func'")
                }
            case .stmt(let statement):
                fail(statement, "statements at the top level of a scene file are not run; put them inside a 'body' or a function")
            case .expr(let expression):
                fail(expression, "expressions at the top level of a scene file are not run; put them inside a 'body' or a function")
            }
        }
        for type in typeOrder { check(type) }
    }

    /// The kind of declaration, for messages.
    static func describe(_ decl: DeclSyntax) -> String {
        if decl.is(ClassDeclSyntax.self) { return "'class'" }
        if decl.is(EnumDeclSyntax.self) { return "'enum'" }
        if decl.is(ProtocolDeclSyntax.self) { return "'protocol'" }
        if decl.is(ExtensionDeclSyntax.self) { return "'extension'" }
        if decl.is(ActorDeclSyntax.self) { return "'actor'" }
        if decl.is(TypeAliasDeclSyntax.self) { return "'typealias'" }
        if decl.is(InitializerDeclSyntax.self) { return "'init'" }
        if decl.is(SubscriptDeclSyntax.self) { return "'subscript'" }
        if decl.is(OperatorDeclSyntax.self) { return "'operator'" }
        return "these"
    }

    /// Reads one struct.
    private func collect(_ decl: StructDeclSyntax) {
        let name = decl.name.text
        if let generics = decl.genericParameterClause { fail(generics, "generic structs are not supported in scene files") }
        var conformance = UserType.Conformance.none
        for inherited in decl.inheritanceClause?.inheritedTypes ?? [] {
            let typeName = inherited.type.trimmedDescription
            if let known = UserType.Conformance(rawValue: typeName), known != .none {
                if conformance != .none {
                    fail(inherited, "'\(name)' can conform to only one of AnimatedScene, View, Shape and ViewModifier")
                }
                conformance = known
            } else if !["Equatable", "Hashable", "Sendable", "Animatable"].contains(typeName) {
                fail(inherited.type, "'\(typeName)' is not a protocol a scene struct can conform to; use AnimatedScene, View, Shape or ViewModifier")
            }
        }
        let type = UserType(name: name, conformance: conformance, node: decl)
        if types[name] != nil { fail(decl.name, "'\(name)' is declared twice") }
        types[name] = type
        typeOrder.append(type)
        if conformance == .scene, scene == nil { scene = type }
        for member in decl.memberBlock.members {
            let memberDecl = member.decl
            if let variable = memberDecl.as(VariableDeclSyntax.self) {
                collect(variable, into: type)
            } else if let function = memberDecl.as(FunctionDeclSyntax.self) {
                checkFunction(function)
                let isStatic = function.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
                if isStatic { type.staticMethods[function.name.text] = function } else { type.methods[function.name.text] = function }
            } else if let initializer = memberDecl.as(InitializerDeclSyntax.self) {
                let isEmpty = initializer.signature.parameterClause.parameters.isEmpty && (initializer.body?.statements.isEmpty ?? true)
                if !(isEmpty && conformance == .scene) {
                    fail(initializer.initKeyword, "initialisers are not supported in scene files (only the scene's empty 'init() {}'); structs get a memberwise initialiser")
                }
            } else {
                fail(memberDecl, "\(Self.describe(memberDecl)) declarations are not supported inside a struct of a scene file")
            }
        }
    }

    /// Reads a property declaration of `type`.
    private func collect(_ variable: VariableDeclSyntax, into type: UserType) {
        let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        for attribute in attributes where !["State", "ViewBuilder", "TimelineBuilder", "Namespace"].contains(attribute) {
            fail(variable.attributes, "the attribute '@\(attribute)' is not supported in scene files")
        }
        let isState = attributes.contains("State")
        let isNamespace = attributes.contains("Namespace")
        for binding in variable.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
                fail(binding.pattern, "declare one property per name")
                continue
            }
            let name = pattern.identifier.text
            if let accessors = binding.accessorBlock {
                guard let property = computedProperty(name: name, accessors, type: binding.typeAnnotation?.type,
                                                      viewBuilder: attributes.contains("ViewBuilder"), owner: type) else { continue }
                if isStatic { type.staticComputed[name] = property } else { type.computed[name] = property }
                continue
            }
            if isStatic {
                guard let initializer = binding.initializer?.value else {
                    fail(binding, "the static property '\(name)' needs an initial value")
                    continue
                }
                type.staticProperties[name] = (binding.typeAnnotation?.type, initializer)
                continue
            }
            if isNamespace {
                // `@Namespace var ns`: a stable identity from the declaration's position.
                let location = source.error(.syntax, at: binding, "")
                type.namespaces[name] = (location.line, location.column)
            }
            if isState && binding.initializer == nil {
                fail(binding, "the @State property '\(name)' needs an initial value")
            }
            if type.storedIndex(name) != nil || type.computed[name] != nil { fail(pattern, "'\(name)' is declared twice") }
            type.stored.append(.init(name: name, isLet: isLet, type: binding.typeAnnotation?.type,
                                     initializer: binding.initializer?.value, isState: isState, node: Syntax(binding)))
        }
    }

    /// A computed property from its accessor block.
    private func computedProperty(name: String, _ block: AccessorBlockSyntax, type: TypeSyntax?, viewBuilder: Bool,
                                  owner: UserType) -> UserType.ComputedProperty? {
        let buildsViews = viewBuilder || (name == "body" && owner.conformance != .none)
        let buildsTimeline = name == "timeline" && owner.conformance == .scene
        switch block.accessors {
        case .getter(let statements):
            return .init(getter: statements, setter: nil, type: type, buildsViews: buildsViews, buildsTimeline: buildsTimeline,
                         node: Syntax(block))
        case .accessors(let list):
            var getter: CodeBlockItemListSyntax?
            var setter: (CodeBlockItemListSyntax, String)?
            for accessor in list {
                switch accessor.accessorSpecifier.tokenKind {
                case .keyword(.get): getter = accessor.body?.statements
                case .keyword(.set):
                    setter = (accessor.body?.statements ?? [], accessor.parameters?.name.text ?? "newValue")
                default:
                    fail(accessor.accessorSpecifier, "'\(accessor.accessorSpecifier.text)' accessors are not supported; write 'get' and 'set'")
                }
            }
            guard let getter else {
                fail(block, "the computed property '\(name)' needs a 'get'")
                return nil
            }
            return .init(getter: getter, setter: setter.map { (body: $0.0, parameter: $0.1) }, type: type,
                         buildsViews: buildsViews, buildsTimeline: buildsTimeline, node: Syntax(block))
        }
    }

    /// Rejects function forms outside the subset.
    private func checkFunction(_ function: FunctionDeclSyntax) {
        if let generics = function.genericParameterClause { fail(generics, "generic functions are not supported in scene files") }
        for parameter in function.signature.parameterClause.parameters {
            if parameter.type.is(AttributedTypeSyntax.self) {
                fail(parameter.type, "'inout' and other parameter attributes are not supported; return the new value instead")
            }
        }
        if function.body == nil { fail(function, "the function '\(function.name.text)' needs a body") }
        if function.signature.effectSpecifiers != nil {
            fail(function.signature, "'throws' and 'async' are not supported in scene files")
        }
    }

    /// Checks that views have a body, shapes a path and modifiers a `body(content:)`.
    private func check(_ type: UserType) {
        switch type.conformance {
        case .scene:
            if type.computed["body"] == nil { fail(type.node.name, "the scene '\(type.name)' has no 'body'; add 'var body: some View { ... }'", .unknownName) }
            if type.storedIndex("format") == nil && type.computed["format"] == nil {
                fail(type.node.name, "the scene '\(type.name)' has no 'format'; add 'var format = SceneFormat(width: 400, height: 400)'", .unknownName)
            }
        case .view:
            if type.computed["body"] == nil { fail(type.node.name, "'\(type.name)' conforms to View but has no 'body'; add 'var body: some View { ... }'", .unknownName) }
        case .shape:
            if type.methods["path"] == nil { fail(type.node.name, "'\(type.name)' conforms to Shape but has no 'path(in:)'; add 'func path(in rect: CGRect) -> Path'", .unknownName) }
        case .modifier:
            if type.methods["body"] == nil { fail(type.node.name, "'\(type.name)' conforms to ViewModifier but has no 'body(content:)'", .unknownName) }
        case .none:
            break
        }
        for stored in type.stored where stored.isState && type.conformance != .scene {
            fail(stored.node, "@State is supported on the scene's properties only; pass values to '\(type.name)' as stored properties", .syntax)
        }
    }
}
