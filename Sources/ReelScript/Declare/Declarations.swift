import SwiftSyntax

/// What parsed scene files declare: their structs and enums (an extension's members joined to
/// the type it extends), file-scope functions and constants, and the members extensions add to
/// library types. Declarations outside the supported subset are refused as they are found, each
/// with a positioned error, and left out, so the rest is still collected: a file with such
/// mistakes can still be lowered and run when it is checked.
///
/// The second stage of reading a scene file, after `ParsedFile`: the checks (`NameCheck`) and
/// `Lowering` read these tables. Any number of files can be declared together, as the files of a
/// module are: every file's types first, then every extension.
package struct Declarations {
    /// The files declared, in the order given.
    package let files: [ParsedFile]
    /// The structs and enums in declaration order (a name declared twice is here twice).
    package private(set) var types: [UserTypeDeclaration] = []
    /// The index in `types` of the struct or enum of each name (the last one declared).
    package private(set) var typeIndices: [String: Int] = [:]
    /// File-scope functions by name.
    package private(set) var functions: [String: FunctionDeclSyntax] = [:]
    /// File-scope constants, in order.
    package private(set) var constants: [VariableDeclSyntax] = []
    /// The members the files' extensions add to library types (`extension Animation`), one
    /// table per extension.
    package private(set) var libraryExtensions: [UserTypeDeclaration] = []
    /// The previews (`#Preview` and `PreviewProvider` structs), in source order.
    package private(set) var previews: [PreviewDeclaration] = []
    /// The entries of an events script (`--events EVENTS.swift`): its top-level statements, run as
    /// a timeline builder (`At(0.5) { tap("Start") }`), and the file they are in.
    package private(set) var events: (statements: CodeBlockItemListSyntax, file: Int)?
    /// Every declaration refused, in the order found.
    package private(set) var errors: [ScriptError] = []
    /// The structs refused whole (a `UIViewRepresentable`): the file each is in, its name and the
    /// stretch of the file it takes. Their names are known (a use is no second error) and what is
    /// inside them is not checked further.
    package private(set) var refusedTypes: [(file: Int, name: String, range: Range<AbsolutePosition>)] = []
    /// The index in `files` of the file being read.
    private var file = 0

    /// Collects the declarations of `files`: every file's types, functions and constants, then
    /// every extension (one may come before the struct it extends), then the checks of each type
    /// (views have a `body`, shapes a `path(in:)`...). Extensions of library types name types of
    /// `vocabulary`.
    /// The file at `eventsFile`, if given, is an events script: its top level holds the entries
    /// of a timeline, and nothing else.
    package init(of files: [ParsedFile], eventsFile: Int? = nil, vocabulary: Vocabulary = .standard) {
        self.files = files
        var extensions: [(file: Int, declaration: ExtensionDeclSyntax)] = []
        for index in files.indices {
            file = index
            if index == eventsFile {
                collectEvents(files[index].tree)
                continue
            }
            extensions += collect(files[index].tree).map { (file: index, declaration: $0) }
        }
        for (index, declaration) in extensions {
            file = index
            collect(declaration, vocabulary: vocabulary)
        }
        for type in types {
            file = type.file
            check(type)
        }
    }

    /// The scene struct: the first struct conforming to `AnimatedScene`, if any.
    package var scene: UserTypeDeclaration? { types.first { $0.conformance == .scene } }

    /// The struct or enum named `name` (the last one declared).
    package func type(named name: String) -> UserTypeDeclaration? { typeIndices[name].map { types[$0] } }

    private mutating func fail(_ node: some SyntaxProtocol, _ message: String, _ kind: ScriptError.Kind = .syntax) {
        errors.append(files[file].source.error(kind, at: node, message))
    }

    /// Walks a file's top level, returning its extensions (read once every file's types are).
    private mutating func collect(_ tree: SourceFileSyntax) -> [ExtensionDeclSyntax] {
        var extensions: [ExtensionDeclSyntax] = []
        for item in tree.statements {
            switch item.item {
            case .decl(let decl):
                if let importDecl = decl.as(ImportDeclSyntax.self) {
                    let name = importDecl.path.trimmedDescription
                    // `import SwiftUI` names the vocabulary Reel speaks, so SwiftUI code pastes unchanged.
                    // `import Combine` brings timers' publishers, which Reel has (`Timer.publish`).
                    if !["Reel", "SwiftUI", "Foundation", "Combine", "Observation"].contains(name) {
                        fail(importDecl.path, "only 'import Reel', 'import SwiftUI', 'import Foundation', 'import Combine' and 'import Observation' are allowed in a scene file, not '\(name)'"
                                + (RefusedConstruct.imports[name].map { ": " + $0 } ?? ""))
                    }
                } else if let structDecl = decl.as(StructDeclSyntax.self) {
                    collect(structDecl)
                } else if let classDecl = decl.as(ClassDeclSyntax.self) {
                    collect(classDecl)
                } else if let function = decl.as(FunctionDeclSyntax.self) {
                    checkFunction(function)
                    if functions[function.name.text] != nil {
                        fail(function.name, "'\(function.name.text)' is declared twice")
                    }
                    functions[function.name.text] = function
                } else if let variable = decl.as(VariableDeclSyntax.self) {
                    constants.append(variable)
                } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
                    extensions.append(extensionDecl)
                } else if let enumDecl = decl.as(EnumDeclSyntax.self) {
                    collect(enumDecl)
                } else if let macro = decl.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
                    collectPreview(arguments: macro.arguments, trailingClosure: macro.trailingClosure,
                                   additional: macro.additionalTrailingClosures, node: Syntax(macro))
                } else {
                    fail(decl, "\(Self.describe(decl)) declarations are not supported in scene files; use 'struct' and 'func'")
                }
            case .stmt(let statement):
                fail(statement, "statements at the top level of a scene file are not run; put them inside a 'body' or a function")
            case .expr(let expression):
                if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                    collectPreview(arguments: macro.arguments, trailingClosure: macro.trailingClosure,
                                   additional: macro.additionalTrailingClosures, node: Syntax(macro))
                    continue
                }
                fail(expression, "expressions at the top level of a scene file are not run; put them inside a 'body' or a function")
            }
        }
        return extensions
    }

    /// Reads an events script: `At(seconds) { … }` entries and what a timeline builder takes
    /// (`for` loops, `if`), never declarations.
    private mutating func collectEvents(_ tree: SourceFileSyntax) {
        for item in tree.statements {
            if case .decl(let decl) = item.item {
                fail(decl, "an events script holds only 'At(seconds) { … }' entries (with 'for' and 'if' around them); declare constants, functions and types in the scene's files")
            }
        }
        events = (tree.statements, file)
    }

    /// Reads a `#Preview`: an optional title (a string literal), `traits:` (one or more, as
    /// SwiftUI's macro takes them) and the closure of its views.
    private mutating func collectPreview(arguments: LabeledExprListSyntax, trailingClosure: ClosureExprSyntax?,
                                         additional: MultipleTrailingClosureElementListSyntax, node: Syntax) {
        var title: String?
        var traits: [ExprSyntax] = []
        var body = trailingClosure
        var inTraits = false
        for (index, argument) in arguments.enumerated() {
            let label = argument.label?.text
            if label == nil && index == 0 && !inTraits, let literal = argument.expression.as(StringLiteralExprSyntax.self) {
                guard literal.segments.count <= 1, let segment = literal.segments.first.map({ $0 }) ?? nil,
                      case .stringSegment(let text) = segment, case .success(let resolved) = Lowering.unescape(text.content.text) else {
                    if literal.segments.isEmpty { title = ""; continue }
                    fail(argument.expression, "the title of '#Preview' must be a string literal without interpolation")
                    continue
                }
                title = resolved
            } else if label == "traits" || (label == nil && inTraits) {
                inTraits = true
                traits.append(argument.expression)
            } else if label == "body", let closure = argument.expression.as(ClosureExprSyntax.self) {
                body = closure
            } else {
                fail(argument, "'#Preview' takes a title, 'traits:' and a closure of views; Reel does not know \(label.map { "'\($0):'" } ?? "this argument")")
            }
        }
        if let extra = additional.first { fail(extra, "'#Preview' takes one closure of views") }
        guard let body else {
            fail(node, "'#Preview' needs a closure of the views to preview: '#Preview { ContentView() }'")
            return
        }
        previews.append(PreviewDeclaration(source: .macro(title: title, traits: traits, body: body.statements), node: node, file: file))
    }

    /// The protocols an extension or struct may name that change nothing in a scene file.
    static let inertProtocols: Set<String> = ["Equatable", "Hashable", "Sendable", "Animatable", "Identifiable", "CaseIterable",
                                              "CustomStringConvertible", "Comparable", "AdditiveArithmetic", "VectorArithmetic"]

    /// Reads an extension: of one of the files' structs (its members join the struct's), or of a
    /// library type (its members are added to the vocabulary when the files are lowered).
    private mutating func collect(_ decl: ExtensionDeclSyntax, vocabulary: Vocabulary) {
        let name = decl.extendedType.trimmedDescription
        for inherited in decl.inheritanceClause?.inheritedTypes ?? [] {
            // `extension Array: @retroactive VectorArithmetic`: the attribute changes nothing here.
            let protocolName = (inherited.type.as(AttributedTypeSyntax.self)?.baseType ?? inherited.type).trimmedDescription
            if !Declarations.inertProtocols.contains(protocolName) {
                fail(inherited.type, "an extension cannot add the conformance '\(protocolName)' in a scene file; declare it on the struct")
            }
        }
        if let index = typeIndices[name] {
            var type = types[index]
            collectMembers(decl.memberBlock, into: &type, storedRefusal: Declarations.extensionStoredRefusal)
            types[index] = type
            return
        }
        let libraryName = name
        guard Declarations.extensibleLibraryTypes.contains(libraryName) || vocabulary.types[libraryName] != nil else {
            fail(decl.extendedType, "cannot extend '\(name)': it is neither a struct of this file nor a library type scene files know")
            return
        }
        var type = UserTypeDeclaration(name: libraryName, conformance: .none, nameNode: decl.extensionKeyword, file: file,
                                       extending: libraryName)
        collectMembers(decl.memberBlock, into: &type, storedRefusal: Declarations.extensionStoredRefusal)
        libraryExtensions.append(type)
    }

    /// Why an extension cannot hold a stored property.
    static let extensionStoredRefusal = "extensions cannot contain stored properties; make it a computed property or declare it in the struct"

    /// The Swift types an extension may add members to besides the vocabulary's types.
    static let extensibleLibraryTypes: Set<String> = ["View", "Int", "Double", "Bool", "String", "Array"]

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

    /// Adds `type` to the types, returning its index (its members are collected into it after).
    private mutating func add(_ type: UserTypeDeclaration) -> Int {
        if typeIndices[type.name] != nil { fail(type.nameNode, "'\(type.name)' is declared twice") }
        typeIndices[type.name] = types.count
        types.append(type)
        return types.count - 1
    }

    /// Reads one struct, returning its index in `types` (nil for a struct refused whole).
    @discardableResult
    private mutating func collect(_ decl: StructDeclSyntax) -> Int? {
        let name = decl.name.text
        // A UIKit or AppKit view wrapped for SwiftUI: one error, and nothing inside is read.
        if let representable = decl.inheritanceClause?.inheritedTypes.first(where: { RefusedConstruct.representables[$0.type.trimmedDescription] != nil }) {
            fail(representable.type, RefusedConstruct.representables[representable.type.trimmedDescription]!)
            refusedTypes.append((file: file, name: name, range: decl.positionAfterSkippingLeadingTrivia..<decl.endPositionBeforeTrailingTrivia))
            return nil
        }
        // Generic parameters (`struct Card<Content: View>`) need nothing: values carry their types.
        var conformance = UserTypeCode.Conformance.none
        var isInsettable = false
        for inherited in decl.inheritanceClause?.inheritedTypes ?? [] {
            var typeName = inherited.type.trimmedDescription
            if typeName == "InsettableShape" {
                // A shape that can be inset: `strokeBorder` strokes its `inset(by:)`.
                isInsettable = true
                typeName = UserTypeCode.Conformance.shape.rawValue
            }
            if typeName == "AnimatableModifier" {
                // The pre-iOS 17 protocol: a `ViewModifier` that is `Animatable`.
                typeName = UserTypeCode.Conformance.modifier.rawValue
            }
            if let known = UserTypeCode.Conformance(rawValue: typeName), known != .none {
                if conformance != .none && !(conformance == .shape && known == .shape) {
                    fail(inherited, "'\(name)' can conform to only one of AnimatedScene, View, Shape (or InsettableShape), ViewModifier, GeometryEffect, Layout, PreferenceKey, LayoutValueKey and the control styles (ButtonStyle, PrimitiveButtonStyle, ToggleStyle, LabelStyle)")
                }
                conformance = known
            } else if !Declarations.inertProtocols.contains(typeName) {
                fail(inherited.type, "'\(typeName)' is not a protocol a scene struct can conform to; use AnimatedScene, View, Shape, InsettableShape, ViewModifier, GeometryEffect, Layout, PreferenceKey, LayoutValueKey, ButtonStyle, PrimitiveButtonStyle, ToggleStyle or LabelStyle")
            }
        }
        for attribute in decl.attributes.compactMap({ $0.as(AttributeSyntax.self) }) where attribute.attributeName.trimmedDescription == "Observable" {
            fail(attribute, "'@Observable' belongs to a class: write '@Observable final class \(name)', or keep the values in '@State' properties of a view")
        }
        var type = UserTypeDeclaration(name: name, conformance: conformance, nameNode: decl.name, file: file)
        type.isInsettable = isInsettable
        if conformance == .previewProvider {
            previews.append(PreviewDeclaration(source: .provider(typeName: name), node: Syntax(decl.name), file: file))
        }
        let index = add(type)
        collectMembers(decl.memberBlock, into: &type, storedRefusal: nil)
        types[index] = type
        return index
    }

    /// The protocols a model class may name: observation, and those that change nothing.
    static let classProtocols: Set<String> = inertProtocols.union(["ObservableObject", "Observable", "AnyObject"])

    /// The attributes a model class may carry (`@Observable` makes it observed, as
    /// `ObservableObject` does; the actor annotations change nothing in a scene, whose events run
    /// one after another).
    static let classAttributes: Set<String> = ["Observable", "MainActor"]

    /// Reads one class, a model (`@Observable final class Model`, `class Store:
    /// ObservableObject`), returning its index in `types`: its members are read as a struct's
    /// are; `deinit` is ignored (an instance is never freed while a scene runs); a superclass is
    /// refused.
    @discardableResult
    private mutating func collect(_ decl: ClassDeclSyntax) -> Int {
        let name = decl.name.text
        for attribute in decl.attributes.compactMap({ $0.as(AttributeSyntax.self) })
        where !Declarations.classAttributes.contains(attribute.attributeName.trimmedDescription) {
            fail(attribute, "the attribute '@\(attribute.attributeName.trimmedDescription)' is not supported on a class of a scene file; a model class is '@Observable' or conforms to 'ObservableObject'")
        }
        for inherited in decl.inheritanceClause?.inheritedTypes ?? [] {
            let typeName = inherited.type.trimmedDescription
            if !Declarations.classProtocols.contains(typeName) {
                fail(inherited.type, "class inheritance is not supported in scene files: '\(name)' cannot inherit from '\(typeName)'; declare the properties and methods it needs in '\(name)' itself (a model class may conform to 'ObservableObject', 'Identifiable', 'Equatable', 'Hashable')")
            }
        }
        var type = UserTypeDeclaration(name: name, conformance: .none, nameNode: decl.name, file: file)
        type.isClass = true
        let index = add(type)
        collectMembers(decl.memberBlock, into: &type, storedRefusal: nil)
        types[index] = type
        return index
    }

    /// The raw types an enum of a scene file may have.
    static let enumRawTypes: Set<String> = ["Int", "String", "Double", "CGFloat", "Float"]

    /// Reads one enum, returning its index in `types`: its cases (with their raw values) become
    /// static members of the type, its other members are read as a struct's are; `CaseIterable`
    /// adds `allCases`.
    @discardableResult
    private mutating func collect(_ decl: EnumDeclSyntax) -> Int {
        let name = decl.name.text
        if let generics = decl.genericParameterClause { fail(generics, "generic enums are not supported in scene files") }
        var rawType: String?
        var isCaseIterable = false
        for (index, inherited) in (decl.inheritanceClause?.inheritedTypes ?? []).enumerated() {
            let typeName = inherited.type.trimmedDescription
            if index == 0, Declarations.enumRawTypes.contains(typeName) {
                rawType = typeName
            } else if typeName == "CaseIterable" {
                isCaseIterable = true
            } else if !Declarations.inertProtocols.contains(typeName) {
                fail(inherited.type, "'\(typeName)' is not a raw type or protocol an enum of a scene file can have; use Int, String or Double raw values, CaseIterable, Equatable or Hashable")
            }
        }
        var type = UserTypeDeclaration(name: name, conformance: .none, nameNode: decl.name, file: file)
        let index = add(type)
        // The case's index, then the raw value: fields no code can name but `rawValue`.
        type.stored.append(.init(name: "#case", isLet: true, type: nil, initializer: nil, isState: false, buildsViews: false, node: Syntax(decl.name)))
        if rawType != nil {
            type.stored.append(.init(name: "rawValue", isLet: true, type: nil, initializer: nil, isState: false, buildsViews: false, node: Syntax(decl.name)))
        }
        var cases: [UserTypeDeclaration.EnumCase] = []
        var previous: Value?
        for member in decl.memberBlock.members {
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in caseDecl.elements {
                var associated: [UserTypeDeclaration.AssociatedValue]?
                if let parameters = element.parameterClause {
                    if rawType != nil {
                        fail(parameters, "an enum with a raw type cannot have cases with associated values; remove the raw type or the values")
                    }
                    associated = parameters.parameters.map { parameter in
                        if let value = parameter.defaultValue {
                            fail(value, "default values of associated values are not supported in scene files; give the value where the case is made")
                        }
                        let label = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text }
                        return UserTypeDeclaration.AssociatedValue(label: label, type: parameter.type)
                    }
                }
                let caseName = element.name.text
                if cases.contains(where: { $0.name == caseName }) { fail(element.name, "'\(caseName)' is declared twice") }
                var raw: Value?
                if let rawType {
                    if let written = element.rawValue?.value {
                        raw = Declarations.rawValue(written, rawType: rawType)
                        if raw == nil { fail(written, "a raw value must be a number or string literal") }
                    } else {
                        switch (rawType, previous) {
                        case ("String", _): raw = .string(caseName)
                        case ("Int", .int(let v)?): raw = .int(v + 1)
                        case ("Int", nil): raw = .int(0)
                        case (_, .double(let v)?): raw = .double(v + 1)
                        case (_, nil): raw = .double(0)
                        default: fail(element.name, "the case '\(caseName)' needs a raw value")
                        }
                    }
                    previous = raw
                } else if let written = element.rawValue {
                    fail(written, "the enum '\(name)' has no raw type; write 'enum \(name): Int' or 'enum \(name): String'")
                }
                cases.append(.init(name: caseName, rawValue: raw, parameters: associated))
            }
        }
        type.cases = cases
        type.isCaseIterable = isCaseIterable
        collectMembers(decl.memberBlock, into: &type,
                       storedRefusal: "enums cannot contain stored properties; make it a computed property or a 'static let'")
        types[index] = type
        return index
    }

    /// A raw value written as a literal, as the enum's raw type reads it.
    static func rawValue(_ expression: ExprSyntax, rawType: String) -> Value? {
        let isDouble = rawType != "Int" && rawType != "String"
        if let literal = expression.as(IntegerLiteralExprSyntax.self), let value = Int(literal.literal.text.filter { $0 != "_" }) {
            return rawType == "String" ? nil : isDouble ? .double(Double(value)) : .int(value)
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self), isDouble, let value = Double(literal.literal.text.filter { $0 != "_" }) {
            return .double(value)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            switch rawValue(prefix.expression, rawType: rawType) {
            case .int(let v)?: return .int(-v)
            case .double(let v)?: return .double(-v)
            default: return nil
            }
        }
        if let literal = expression.as(StringLiteralExprSyntax.self), rawType == "String", literal.segments.count <= 1 {
            guard let segment = literal.segments.first else { return .string("") }
            if case .stringSegment(let text) = segment, case .success(let resolved) = Lowering.unescape(text.content.text) { return .string(resolved) }
        }
        return nil
    }

    /// Reads the members of a struct, enum or extension into `type`; `storedRefusal` is the error
    /// for a stored instance property where there can be none.
    private mutating func collectMembers(_ block: MemberBlockSyntax, into type: inout UserTypeDeclaration, storedRefusal: String?) {
        for member in block.members {
            let memberDecl = member.decl
            if memberDecl.is(EnumCaseDeclSyntax.self), type.isEnum { continue }
            if let variable = memberDecl.as(VariableDeclSyntax.self) {
                collect(variable, into: &type, storedRefusal: storedRefusal)
            } else if let nested = memberDecl.as(StructDeclSyntax.self) {
                // A nested type is a type of the file, also named through its outer type.
                if let index = collect(nested) { type.nestedTypes.append((nested.name.text, index)) }
            } else if let nested = memberDecl.as(EnumDeclSyntax.self) {
                type.nestedTypes.append((nested.name.text, collect(nested)))
            } else if let nested = memberDecl.as(ClassDeclSyntax.self) {
                // A nested model class (`struct ContentView: View { @Observable final class Model … }`).
                type.nestedTypes.append((nested.name.text, collect(nested)))
            } else if let function = memberDecl.as(FunctionDeclSyntax.self) {
                checkFunction(function)
                let isStatic = function.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
                let name = function.name.text
                if isStatic { type.staticMethods[name] = function } else { type.methods[name] = function }
                if !isStatic, function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.mutating) }) {
                    type.mutatingMethods.insert(name)
                }
            } else if memberDecl.is(DeinitializerDeclSyntax.self), type.isClass {
                // Never run: an instance lives as long as the scene.
                continue
            } else if let alias = memberDecl.as(TypeAliasDeclSyntax.self), type.extendedLibraryType == nil {
                type.typeAliases[alias.name.text] = alias.initializer.value
            } else if let initializer = memberDecl.as(InitializerDeclSyntax.self) {
                let isEmpty = initializer.signature.parameterClause.parameters.isEmpty && (initializer.body?.statements.isEmpty ?? true)
                if isEmpty && type.conformance == .scene { continue }
                if let refusal = Declarations.initializerRefusal(initializer, of: type) {
                    fail(initializer.initKeyword, refusal)
                    continue
                }
                for parameter in initializer.signature.parameterClause.parameters {
                    if let attributed = parameter.type.as(AttributedTypeSyntax.self),
               attributed.specifiers.contains(where: { $0.trimmedDescription != "inout" }) {
                        fail(parameter.type, "parameter specifiers other than 'inout' ('borrowing', 'consuming') are not supported in scene files; remove it")
                    }
                }
                type.initializers.append(initializer)
            } else {
                fail(memberDecl, "\(Self.describe(memberDecl)) declarations are not supported inside a struct of a scene file")
            }
        }
    }

    /// Why an `init` of `type` cannot be run, if it cannot.
    static func initializerRefusal(_ initializer: InitializerDeclSyntax, of type: UserTypeDeclaration) -> String? {
        if type.conformance == .scene { return "the scene is made by Reel: its only initialiser is the empty 'init() {}'" }
        if type.isEnum { return "enums of scene files are made from their cases; write a 'static func' returning a case" }
        if let library = type.extendedLibraryType {
            return "initialisers cannot be added to library types in scene files; write a 'static func' returning a \(library)"
        }
        if initializer.optionalMark?.tokenKind == .exclamationMark || initializer.signature.effectSpecifiers != nil || initializer.body == nil {
            return "'init!', throwing and bodiless initialisers are not supported in scene files; write 'init?' (a failable initialiser) or an 'init' that always makes the value"
        }
        return nil
    }

    /// Reads a property declaration of `type`.
    private mutating func collect(_ variable: VariableDeclSyntax, into type: inout UserTypeDeclaration, storedRefusal: String?) {
        let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        var environmentKey: String?
        var projectsModel = false
        let inView = [.view, .modifier].contains(type.conformance)
        for attribute in variable.attributes.compactMap({ $0.as(AttributeSyntax.self) })
        where !["State", "GestureState", "Binding", "ViewBuilder", "TimelineBuilder", "Namespace"].contains(attribute.attributeName.trimmedDescription) {
            let attributeName = attribute.attributeName.trimmedDescription
            switch attributeName {
            case "Published", "ObservationIgnored":
                if !type.isClass {
                    fail(attribute, "'@\(attributeName)' belongs to a model class ('class Store: ObservableObject { @Published var items = … }'); in a struct, use '@State' in a view")
                }
                continue
            case "StateObject", "ObservedObject", "Bindable":
                if !(inView || (type.conformance == .scene && attributeName != "Bindable")) {
                    fail(attribute, "'@\(attributeName)' belongs to views: declare it in a View or a ViewModifier")
                }
                projectsModel = true
                continue
            case "EnvironmentObject":
                guard inView, let typeName = Declarations.modelTypeName(variable) else {
                    fail(attribute, inView ? "'@EnvironmentObject' needs the model's type: '@EnvironmentObject var store: Store'"
                                           : "'@EnvironmentObject' belongs to views: declare it in a View or a ViewModifier, which read it from where they are drawn")
                    continue
                }
                environmentKey = "object:" + typeName
                projectsModel = true
                continue
            case "Environment" where RefusedConstruct.environmentModelType(attribute) != nil:
                guard inView else {
                    fail(attribute, "'@Environment' belongs to views: declare it in a View or a ViewModifier, which read it from where they are drawn")
                    continue
                }
                environmentKey = "model:" + RefusedConstruct.environmentModelType(attribute)!
                projectsModel = true
                continue
            default:
                break
            }
            if attribute.attributeName.trimmedDescription == "Environment", let key = RefusedConstruct.environmentKeyPath(attribute) {
                if let refusal = RefusedConstruct.environmentKeyRefusal(key) {
                    fail(variable.attributes, refusal)
                    // Still read from the environment (as nothing), so calls that make the view
                    // do not also report a missing argument.
                    if [.view, .modifier].contains(type.conformance) { environmentKey = key }
                } else if ![.view, .modifier].contains(type.conformance) {
                    fail(variable.attributes, "'@Environment' belongs to views: declare '\(key)' in a View or a ViewModifier, which read it from where they are drawn")
                } else {
                    environmentKey = key
                }
                continue
            }
            fail(variable.attributes, RefusedConstruct.attribute(attribute))
        }
        // A '@GestureState' is state only its gesture's 'updating' changes (and puts back).
        let isState = attributes.contains("State") || attributes.contains("StateObject") || attributes.contains("GestureState")
        let isBinding = attributes.contains("Binding")
        let isNamespace = attributes.contains("Namespace")
        for binding in variable.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
                let names = Lowering.names(in: binding.pattern)
                fail(binding.pattern, names.count > 1
                     ? "a stored property cannot be a tuple pattern; declare one property per name (\(names.map { "'\($0)'" }.joined(separator: ", "))) or one property holding the tuple"
                     : "declare one property per name")
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
            if let storedRefusal {
                fail(binding, storedRefusal.replacingOccurrences(of: "make it", with: "make '\(name)'"))
                continue
            }
            if isNamespace {
                // `@Namespace var ns`: a stable identity from the declaration's position.
                let location = files[file].source.error(.syntax, at: binding, "")
                type.namespaces[name] = (location.line, location.column)
            }
            // `@State private var timer: Timer?` and `var note: String?` start as nil, as an optional
            // `var` does in Swift (so the memberwise initialiser may leave them out); a `@Binding`
            // and an environment value are given theirs.
            let isOptional = binding.typeAnnotation.map { Lowering.isOptional($0.type) } ?? false
            let impliesNil = !isLet && isOptional && !isBinding && environmentKey == nil
            let initializer = binding.initializer?.value ?? (impliesNil ? ExprSyntax(NilLiteralExprSyntax()) : nil)
            if isState && initializer == nil && type.conformance == .scene {
                fail(binding, "the @State property '\(name)' needs an initial value")
            }
            if isBinding && type.conformance == .scene {
                fail(variable.attributes, "'@Binding' is not available on the scene's properties: the scene has no parent to bind to; make '\(name)' a '@State' property of the scene and pass '$\(name)' to the views that change it")
            }
            if isBinding && binding.initializer != nil {
                fail(binding, "the @Binding property '\(name)' takes no initial value: the view that makes '\(type.name)' passes it ('\(name): $value')")
            }
            if type.storedIndex(name) != nil || type.computed[name] != nil { fail(pattern, "'\(name)' is declared twice") }
            var stored = UserTypeDeclaration.StoredProperty(name: name, isLet: isLet, type: binding.typeAnnotation?.type,
                                                            initializer: initializer, isState: isState,
                                                            buildsViews: attributes.contains("ViewBuilder"), node: Syntax(binding))
            stored.isBinding = isBinding
            stored.projectsModel = projectsModel
            if let environmentKey {
                if binding.initializer != nil {
                    fail(binding, "the @Environment property '\(name)' takes no initial value: the environment it is drawn in gives it")
                }
                stored.environmentKey = environmentKey
            }
            type.stored.append(stored)
        }
    }

    /// The class name a model property is declared with (`var store: Store`), if written.
    static func modelTypeName(_ variable: VariableDeclSyntax) -> String? {
        guard let type = variable.bindings.first?.typeAnnotation?.type else { return nil }
        let name = type.trimmedDescription
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? name : nil
    }

    /// A computed property from its accessor block.
    private mutating func computedProperty(name: String, _ block: AccessorBlockSyntax, type: TypeSyntax?, viewBuilder: Bool,
                                           owner: UserTypeDeclaration) -> UserTypeDeclaration.ComputedProperty? {
        // (`PreviewProvider` declares `previews` a `@ViewBuilder`, as `View` does `body`.)
        let buildsViews = viewBuilder || (name == "body" && owner.conformance != .none)
            || (name == "previews" && owner.conformance == .previewProvider)
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
    private mutating func checkFunction(_ function: FunctionDeclSyntax) {
        // Generic parameters (`func applyIf<V: View>`) need nothing: values carry their types.
        for parameter in function.signature.parameterClause.parameters {
            // `@escaping` and `@ViewBuilder` change nothing here; `inout` and the like are refused.
            if let attributed = parameter.type.as(AttributedTypeSyntax.self),
               attributed.specifiers.contains(where: { $0.trimmedDescription != "inout" }) {
                fail(parameter.type, "parameter specifiers other than 'inout' ('borrowing', 'consuming') are not supported in scene files; remove it")
            }
        }
        if function.body == nil { fail(function, "the function '\(function.name.text)' needs a body") }
        // `async` and `throws` change nothing: a task's body calls an `async` function as any other,
        // and what it throws (`CancellationError`) passes through it (see docs/Time.md).
        if let specifiers = function.signature.effectSpecifiers, specifiers.throwsClause?.type != nil {
            fail(specifiers, "typed 'throws' is not supported in scene files; write 'throws'")
        }
    }
    /// Checks that views have a body, shapes a path and modifiers a `body(content:)`.
    private mutating func check(_ type: UserTypeDeclaration) {
        switch type.conformance {
        case .scene:
            if type.computed["body"] == nil { fail(type.nameNode, "the scene '\(type.name)' has no 'body'; add 'var body: some View { ... }'", .unknownName) }
            if type.storedIndex("format") == nil && type.computed["format"] == nil {
                fail(type.nameNode, "the scene '\(type.name)' has no 'format'; add 'var format = SceneFormat(width: 400, height: 400)'", .unknownName)
            }
        case .view:
            if type.computed["body"] == nil { fail(type.nameNode, "'\(type.name)' conforms to View but has no 'body'; add 'var body: some View { ... }'", .unknownName) }
        case .shape:
            let protocolName = type.isInsettable ? "InsettableShape" : "Shape"
            if type.methods["path"] == nil {
                fail(type.nameNode, "'\(type.name)' conforms to \(protocolName) but has no 'path(in:)'; add 'func path(in rect: CGRect) -> Path'", .unknownName)
            }
            if type.isInsettable && type.methods["inset"] == nil {
                fail(type.nameNode, "'\(type.name)' conforms to InsettableShape but has no 'inset(by:)'; add 'func inset(by amount: CGFloat) -> some InsettableShape'", .unknownName)
            }
        case .modifier:
            if type.methods["body"] == nil { fail(type.nameNode, "'\(type.name)' conforms to ViewModifier but has no 'body(content:)'", .unknownName) }
        case .buttonStyle, .primitiveButtonStyle, .toggleStyle, .labelStyle:
            if type.methods["makeBody"] == nil {
                fail(type.nameNode, "'\(type.name)' conforms to \(type.conformance.rawValue) but has no 'makeBody(configuration:)'; add 'func makeBody(configuration: Configuration) -> some View'", .unknownName)
            }
        case .geometryEffect:
            if type.methods["effectValue"] == nil {
                fail(type.nameNode, "'\(type.name)' conforms to GeometryEffect but has no 'effectValue(size:)'; add 'func effectValue(size: CGSize) -> ProjectionTransform'", .unknownName)
            }
        case .layout:
            if type.methods["sizeThatFits"] == nil {
                fail(type.nameNode, "'\(type.name)' conforms to Layout but has no 'sizeThatFits(proposal:subviews:cache:)'; add 'func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize'", .unknownName)
            }
            if type.methods["placeSubviews"] == nil {
                fail(type.nameNode, "'\(type.name)' conforms to Layout but has no 'placeSubviews(in:proposal:subviews:cache:)'; add 'func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ())'", .unknownName)
            }
        case .preferenceKey:
            if type.staticProperties["defaultValue"] == nil && type.staticComputed["defaultValue"] == nil {
                fail(type.nameNode, "'\(type.name)' conforms to PreferenceKey but has no 'defaultValue'; add 'static var defaultValue: Value = ...'", .unknownName)
            }
            if type.staticMethods["reduce"] == nil {
                fail(type.nameNode, "'\(type.name)' conforms to PreferenceKey but has no 'reduce(value:nextValue:)'; add 'static func reduce(value: inout Value, nextValue: () -> Value)'", .unknownName)
            }
        case .previewProvider:
            if type.staticComputed["previews"] == nil {
                fail(type.nameNode, "'\(type.name)' conforms to PreviewProvider but has no 'previews'; add 'static var previews: some View { ... }'", .unknownName)
            }
        case .layoutValueKey:
            if type.staticProperties["defaultValue"] == nil && type.staticComputed["defaultValue"] == nil {
                fail(type.nameNode, "'\(type.name)' conforms to LayoutValueKey but has no 'defaultValue'; add 'static let defaultValue: Value = ...'", .unknownName)
            }
        case .none:
            break
        }
        for stored in type.stored where (stored.isState || stored.isBinding) && ![.scene, .view, .modifier].contains(type.conformance) {
            fail(stored.node, "@\(stored.isState ? "State" : "Binding") belongs to views: declare it in the scene, a View or a ViewModifier, and pass values to '\(type.name)' as stored properties", .syntax)
        }
        for stored in type.stored where stored.isState && stored.initializer == nil && type.conformance != .scene && type.initializers.isEmpty {
            fail(stored.node, "the @State property '\(stored.name)' needs an initial value, or an 'init' that sets it ('_\(stored.name) = State(initialValue: …)')")
        }
    }
}
