import SwiftSyntax

/// A `struct` or `enum` of a scene file as written (or the members an `extension` adds to a
/// library type): its conformance, and its members as syntax. `Declarations` collects it (an
/// extension's members join it), the checks read it, and `Lowering` turns it into a
/// `UserTypeCode`; it does not outlive lowering, so no syntax reaches the running program.
package struct UserTypeDeclaration {
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
        /// Whether the property is `@ViewBuilder` (`@ViewBuilder var content: Content`).
        package var buildsViews: Bool
        /// Whether the property is `@Binding`.
        package var isBinding = false
        /// For `@Environment(\.name)`: the name of the environment value it reads; for
        /// `@Environment(Model.self)` and `@EnvironmentObject var store: Store`, `model:` and the
        /// class's name.
        package var environmentKey: String?
        /// Whether the property holds a model object whose `$` gives bindings to its properties
        /// (`@Bindable`, `@ObservedObject`, `@StateObject`, `@EnvironmentObject`,
        /// `@Environment(Model.self)`).
        package var projectsModel = false
        /// The declaration, for positions.
        package var node: Syntax
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
    }

    /// A case of an `enum`: its name, raw value and associated values.
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
    }

    /// The struct's (or enum's) name.
    package let name: String
    /// For an `enum`: its cases in order (empty for a caseless namespace); nil for a struct.
    package var cases: [EnumCase]?
    /// Whether an enum conforms to `CaseIterable` (it has `allCases`).
    package var isCaseIterable = false
    /// What it conforms to.
    package let conformance: UserTypeCode.Conformance
    /// Whether the type is a class (a model: its instances are references whose stored
    /// properties are state of the scene).
    package var isClass = false
    /// Whether a shape conforms to `InsettableShape`.
    package var isInsettable = false
    /// The name as declared (the struct's, or the `extension` keyword for an extension of a
    /// library type), for positions.
    package let nameNode: TokenSyntax
    /// For the members an `extension` adds to a library type (`extension Animation`), the
    /// library type's name; nil for a struct of the file.
    package let extendedLibraryType: String?
    /// The index of the file declaring it among the files `Declarations` read.
    package let file: Int
    /// Stored properties in declaration order.
    package var stored: [StoredProperty] = []
    /// Computed properties by name.
    package var computed: [String: ComputedProperty] = [:]
    /// Methods by name.
    package var methods: [String: FunctionDeclSyntax] = [:]
    /// The names of the `mutating` methods.
    package var mutatingMethods: Set<String> = []
    /// Explicit initialisers, in order.
    package var initializers: [InitializerDeclSyntax] = []
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
    /// The types declared inside it (`Theme.Palette`), in the order declared: each one's name and
    /// its index among the declarations' types.
    package var nestedTypes: [(name: String, index: Int)] = []

    /// A struct named `name` declared in the file at index `file`, or (with `extending`) the
    /// members a file adds to a library type.
    package init(name: String, conformance: UserTypeCode.Conformance, nameNode: TokenSyntax, file: Int,
                 extending libraryType: String? = nil) {
        self.name = name
        self.conformance = conformance
        self.nameNode = nameNode
        self.file = file
        self.extendedLibraryType = libraryType
    }

    /// The index of the stored property `name`.
    package func storedIndex(_ name: String) -> Int? { stored.firstIndex { $0.name == name } }

    /// Whether the type is an `enum`.
    package var isEnum: Bool { cases != nil }

    /// The names of the static members the declaration itself makes: its cases, `allCases`, and
    /// the types declared inside it (static properties and methods are listed apart).
    package var staticMemberNames: [String] {
        (cases ?? []).map(\.name) + (isCaseIterable ? ["allCases"] : []) + nestedTypes.map(\.name)
    }

    /// Whether the struct keeps its memberwise initialiser beside its explicit ones: when every
    /// `init` it has is declared in an extension, as in Swift.
    package var keepsMemberwiseInitializer: Bool {
        // (`init` → member → member list → member block → the declaration holding it.)
        !isEnum && initializers.allSatisfy { $0.parent?.parent?.parent?.parent?.is(ExtensionDeclSyntax.self) == true }
    }
}
