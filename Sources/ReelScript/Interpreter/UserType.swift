import SwiftSyntax

/// A `struct` declared in a scene file: its conformance, stored properties (in order, for the
/// memberwise initialiser), computed properties, methods and static members.
package final class UserType {
    /// What a struct of a scene file may conform to.
    package enum Conformance: String {
        /// `AnimatedScene`: the scene itself.
        case scene = "AnimatedScene"
        /// `View`.
        case view = "View"
        /// `Shape` (a view too).
        case shape = "Shape"
        /// `ViewModifier`.
        case modifier = "ViewModifier"
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

    /// The struct's name.
    package let name: String
    /// What it conforms to.
    package let conformance: Conformance
    /// The declaration.
    package let node: StructDeclSyntax
    /// Stored properties in declaration order.
    package var stored: [StoredProperty] = []
    /// Computed properties by name.
    package var computed: [String: ComputedProperty] = [:]
    /// Methods by name.
    package var methods: [String: FunctionDeclSyntax] = [:]
    /// Static stored properties by name, with their initial values.
    package var staticProperties: [String: (type: TypeSyntax?, initializer: ExprSyntax)] = [:]
    /// Static computed properties.
    package var staticComputed: [String: ComputedProperty] = [:]
    /// `@Namespace` properties, with the line and column of their declaration.
    package var namespaces: [String: (line: Int, column: Int)] = [:]
    /// Static methods by name.
    package var staticMethods: [String: FunctionDeclSyntax] = [:]

    /// A struct named `name`.
    package init(name: String, conformance: Conformance, node: StructDeclSyntax) {
        self.name = name
        self.conformance = conformance
        self.node = node
    }

    /// The index of the stored property `name`.
    package func storedIndex(_ name: String) -> Int? { stored.firstIndex { $0.name == name } }

    /// Whether values of this type are views.
    package var isView: Bool { conformance == .view || conformance == .shape }
}

/// A value of one of the file's structs: its type and the values of its stored properties.
package struct Instance: CustomStringConvertible {
    /// The struct.
    package let type: UserType
    /// The stored properties, in declaration order.
    package var fields: [Value]

    /// A printable form, as Swift prints a struct.
    package var description: String {
        type.name + "(" + zip(type.stored, fields).map { "\($0.name): \($1.debugText)" }.joined(separator: ", ") + ")"
    }
}
