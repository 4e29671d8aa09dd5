import SwiftSyntax

/// A `struct` declared in a scene file: its conformance, stored properties (in order, for the
/// memberwise initialiser), computed properties, methods and static members; with, once the file
/// is lowered, the code of each (`Lowering`). The file's table of declarations: lowering resolves
/// names against it, and the interpreter runs the code it holds.
package final class UserType {
    /// What a struct of a scene file may conform to.
    package enum Conformance: String {
        /// `AnimatedScene`: the scene itself.
        case scene = "AnimatedScene"
        /// `View`.
        case view = "View"
        /// `Shape` (a view too); `InsettableShape` too, with `isInsettable` set.
        case shape = "Shape"
        /// `ViewModifier`.
        case modifier = "ViewModifier"
        /// `GeometryEffect`: a modifier drawing its content through `effectValue(size:)`.
        case geometryEffect = "GeometryEffect"
        /// `Layout`: a container's layout (`UserLayout` runs it).
        case layout = "Layout"
        /// `PreferenceKey`: a key of values passed up the view tree.
        case preferenceKey = "PreferenceKey"
        /// `LayoutValueKey`: a key of values a view hands its parent's layout.
        case layoutValueKey = "LayoutValueKey"
        /// No conformance: a plain value type.
        case none = ""
    }

    /// A stored property.
    package struct StoredProperty {
        /// The property's name.
        package var name: String
        /// `let` (true) or `var`.
        package var isLet: Bool
        /// The declared type, if written.
        package var type: TypeSyntax?
        /// The initial value, if written.
        package var initializer: ExprSyntax?
        /// Whether the property is `@State`.
        package var isState: Bool
        /// Whether the property is `@ViewBuilder` (`@ViewBuilder var content: Content`): the
        /// memberwise initialiser takes a closure building its views and stores the views.
        package var buildsViews: Bool
        /// Whether the property is `@Binding`.
        package var isBinding = false
        /// The declaration, for positions.
        package var node: Syntax
        /// The declared type, read when lowering.
        package var declaredType: DeclaredType = .none
        /// The initial value's code, when it has one.
        package var initializerCode: Code?
    }

    /// A computed property: a getter and, for `animatableData`, a setter.
    package struct ComputedProperty {
        /// The getter's statements.
        package var getter: CodeBlockItemListSyntax
        /// The setter's statements and the name of its parameter (`newValue` by default).
        package var setter: (body: CodeBlockItemListSyntax, parameter: String)?
        /// The declared type.
        package var type: TypeSyntax?
        /// Whether the getter builds views (`@ViewBuilder`, or `body` of a view).
        package var buildsViews: Bool
        /// Whether the getter builds a timeline (`timeline` of a scene).
        package var buildsTimeline: Bool
        /// The declaration, for positions.
        package var node: Syntax
        /// The getter's code.
        package var getterCode: Code?
        /// The setter's code, when it has one.
        package var setterCode: Code?
    }

    /// A case of an `enum` of the file: its name, raw value and associated values.
    package struct EnumCase {
        /// The case's name.
        package var name: String
        /// Its raw value (`case fast = 2`, or the one Swift gives it), for enums with a raw type.
        package var rawValue: Value?
        /// Its associated values (`case circle(radius: Double)`), in order; nil for a case without.
        package var parameters: [AssociatedValue]? = nil
    }

    /// One associated value of an enum's case: its label (nil when written without) and type.
    package struct AssociatedValue {
        /// The label (`radius` in `case circle(radius: Double)`).
        package var label: String?
        /// The type as written.
        package var type: TypeSyntax
        /// The type, read when lowering.
        package var declaredType: DeclaredType = .none
    }

    /// A static member as the interpreter runs it.
    package enum StaticMember {
        /// An enum's case, or (index nil) its `allCases`.
        case enumCase(EnumCaseReference)
        /// A type declared inside the type (`Theme.Palette`).
        case type(UserType)
        /// `static let`: its slot among the interpreter's static values, its code and type.
        case stored(Int, Code, DeclaredType)
        /// A static computed property.
        case computed(ComputedProperty)
        /// A static method.
        case method(Code)
    }

    /// The struct's (or enum's) name.
    package let name: String
    /// For an `enum`: its cases in order (empty for a caseless namespace such as
    /// `enum Constants { static let … }`); nil for a struct.
    package var cases: [EnumCase]?
    /// What it conforms to.
    package let conformance: Conformance
    /// Whether a shape conforms to `InsettableShape` (its `inset(by:)` gives the shape
    /// `strokeBorder` strokes): the library sees it as a `UserInsettableShape`.
    package var isInsettable = false
    /// The name as declared (the struct's, or the extended type's for an extension of a library
    /// type), for positions.
    package let nameNode: TokenSyntax
    /// For the members an `extension` adds to a library type (`extension Animation`), the
    /// library type's name; nil for a struct of the file.
    package let extendedLibraryType: String?
    /// Stored properties in declaration order.
    package var stored: [StoredProperty] = []
    /// Computed properties by name.
    package var computed: [String: ComputedProperty] = [:]
    /// Methods by name.
    package var methods: [String: FunctionDeclSyntax] = [:]
    /// The names of the `mutating` methods: they may change the instance's properties, and the
    /// changed instance is written back to the variable they are called on.
    package var mutatingMethods: Set<String> = []
    /// Explicit initialisers, in order (a struct with any has no memberwise initialiser).
    package var initializers: [InitializerDeclSyntax] = []
    /// The explicit initialisers' code, in order.
    package var initializerCode: [Code] = []
    /// Static stored properties by name, with their initial values.
    package var staticProperties: [String: (type: TypeSyntax?, initializer: ExprSyntax)] = [:]
    /// Static computed properties.
    package var staticComputed: [String: ComputedProperty] = [:]
    /// `typealias`es declared in the type (`typealias Value = CGFloat` in a preference key), by
    /// name: a type written with the alias's name inside the type is read as the aliased type.
    package var typeAliases: [String: TypeSyntax] = [:]
    /// `@Namespace` properties, with the line and column of their declaration.
    package var namespaces: [String: (line: Int, column: Int)] = [:]
    /// Static methods by name.
    package var staticMethods: [String: FunctionDeclSyntax] = [:]
    /// The methods' code by name.
    package var methodCode: [String: Code] = [:]
    /// The static methods' code by name.
    package var staticMethodCode: [String: Code] = [:]
    /// The static members' code by name.
    package var staticMembers: [String: StaticMember] = [:]

    /// A struct named `name`, or (with `extending`) the members a file adds to a library type.
    package init(name: String, conformance: Conformance, nameNode: TokenSyntax, extending libraryType: String? = nil) {
        self.name = name
        self.conformance = conformance
        self.nameNode = nameNode
        self.extendedLibraryType = libraryType
    }

    /// The index of the stored property `name`.
    package func storedIndex(_ name: String) -> Int? { stored.firstIndex { $0.name == name } }

    /// The index of the `@State` or `@Binding` property whose storage `name` is (`_x` of `x`), or
    /// whose projected value it is (`$x`).
    package func wrapperIndex(_ name: String, prefix: Character) -> Int? {
        guard name.first == prefix, let index = storedIndex(String(name.dropFirst())),
              stored[index].isState || stored[index].isBinding else { return nil }
        return index
    }

    /// The static member `name`, once lowered.
    package func staticMember(_ name: String) -> StaticMember? { staticMembers[name] }

    /// Whether the type is an `enum`.
    package var isEnum: Bool { cases != nil }

    /// The value of the enum's case `index`: an instance whose first field is the case's index
    /// and whose second, for a raw type, is its raw value (`rawValue` reads it).
    package func caseValue(_ index: Int) -> Value {
        var fields: [Value] = [.int(index)]
        if let raw = cases?[index].rawValue { fields.append(raw) }
        return .instance(Instance(type: self, fields: fields))
    }

    /// The case a leading-dot member names (`.idle` where this enum is expected), if any.
    package func enumCase(named name: String) -> Value? {
        guard let index = caseIndex(named: name) else { return nil }
        return caseValue(index)
    }

    /// The index of the case `name`, if the type is an enum with that case.
    package func caseIndex(named name: String) -> Int? {
        guard isEnum, case .enumCase(let reference)? = staticMembers[name], reference.type === self else { return nil }
        return reference.index
    }

    /// The value of the case `index` with its associated values: an instance whose first field
    /// is the case's index and whose next are the values, in order.
    package func caseValue(_ index: Int, associatedValues: [Value]) -> Value {
        .instance(Instance(type: self, fields: [.int(index)] + associatedValues))
    }

    /// Whether the struct keeps its memberwise initialiser beside its explicit ones: when every
    /// `init` it has is declared in an extension, as in Swift.
    package var keepsMemberwiseInitializer: Bool {
        // (`init` → member → member list → member block → the declaration holding it.)
        !isEnum && initializers.allSatisfy { $0.parent?.parent?.parent?.parent?.is(ExtensionDeclSyntax.self) == true }
    }

    /// Whether values of this type are views.
    package var isView: Bool { conformance == .view || conformance == .shape }
}

/// A case of an enum of the file as a static member (without holding the enum strongly, which
/// holds its static members).
package final class EnumCaseReference {
    /// The enum.
    package unowned let type: UserType
    /// The case's index; nil for `allCases`.
    package let index: Int?

    init(type: UserType, index: Int?) {
        self.type = type
        self.index = index
    }

    /// The case's value, or the array of every case.
    package var value: Value {
        if let index { return type.caseValue(index) }
        return .array((type.cases ?? []).indices.map(type.caseValue))
    }
}

/// A value of one of the file's structs: its type and the values of its stored properties.
package struct Instance: CustomStringConvertible {
    /// The struct.
    package let type: UserType
    /// The stored properties, in declaration order.
    package var fields: [Value]

    /// A printable form, as Swift prints a struct (an enum's case by its name, with its
    /// associated values as Swift prints them: `circle(radius: 2.0)`).
    package var description: String {
        if let cases = type.cases, case .int(let index)? = fields.first, cases.indices.contains(index) {
            guard let parameters = cases[index].parameters else { return cases[index].name }
            let values = zip(parameters, fields.dropFirst()).map { ($0.label.map { $0 + ": " } ?? "") + $1.debugText }
            return cases[index].name + "(" + values.joined(separator: ", ") + ")"
        }
        return type.name + "(" + zip(type.stored, fields).map { "\($0.name): \($1.debugText)" }.joined(separator: ", ") + ")"
    }
}
