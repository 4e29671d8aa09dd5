/// A struct or enum of a scene file, lowered: its conformance, its stored properties (in order, for
/// the memberwise initialiser) and the code of its computed properties, methods, initialisers and
/// static members, with what running it needs worked out once (its `animatableData`, whether it keeps
/// its memberwise initialiser, where its name is). `Lowering` makes one from each
/// `UserTypeDeclaration` and fills it in; nothing of the syntax is kept. Values of the type
/// (`Instance`) point to it, and every scene instance and thread shares it read-only.
package final class UserTypeCode {
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
        /// `PreviewProvider`: its `static var previews` is one of the file's previews.
        case previewProvider = "PreviewProvider"
        /// `ButtonStyle`: `makeBody(configuration:)` draws a button from its label.
        case buttonStyle = "ButtonStyle"
        /// `PrimitiveButtonStyle`: `makeBody(configuration:)` draws a button and its trigger.
        case primitiveButtonStyle = "PrimitiveButtonStyle"
        /// `ToggleStyle`: `makeBody(configuration:)` draws a toggle.
        case toggleStyle = "ToggleStyle"
        /// `LabelStyle`: `makeBody(configuration:)` arranges a label's title and icon.
        case labelStyle = "LabelStyle"
        /// No conformance: a plain value type.
        case none = ""
    }

    /// A stored property.
    package struct StoredProperty {
        /// The property's name.
        package var name: String
        /// `let` (true) or `var`.
        package var isLet: Bool
        /// Whether the property is `@State`.
        package var isState: Bool
        /// Whether the property is `@Binding`.
        package var isBinding: Bool
        /// Whether the property is `@ViewBuilder` (`@ViewBuilder var content: Content`): the
        /// memberwise initialiser takes a closure building its views and stores the views.
        package var buildsViews: Bool
        /// The declared type.
        package var declaredType: DeclaredType
        /// The initial value's code, when it has one.
        package var initializerCode: Code?
        /// For `@Environment(\.name)`: the name of the environment value the engine sets it to
        /// (`model:` and a class's name for a model read from the environment).
        package var environmentKey: String? = nil
        /// Whether `$name` gives bindings to the model object the property holds (`$model.x`).
        package var projectsModel = false
        /// Where the property is declared.
        package var position: ScriptPosition
        /// Whether its type is a function's (`() -> Void`, `((Int) -> Void)?`, a closure as its
        /// initial value) or it builds views: a trailing closure may be its argument although it
        /// has a default (SE-0286's forward scan).
        package var takesClosure = false
    }

    /// A computed property: a getter and, for `animatableData`, a setter.
    package struct ComputedProperty {
        /// The getter's code.
        package var getter: Code
        /// The setter's code, when it has one.
        package var setter: Code?
        /// Whether the getter builds views (`@ViewBuilder`, or `body` of a view).
        package var buildsViews: Bool
        /// Whether the getter builds a timeline (`timeline` of a scene).
        package var buildsTimeline: Bool
        /// Where the property is declared.
        package var position: ScriptPosition
    }

    /// A case of an `enum` of the file: its name, raw value and associated values.
    package struct EnumCase {
        /// The case's name.
        package var name: String
        /// Its raw value (`case fast = 2`, or the one Swift gives it), for enums with a raw type.
        package var rawValue: Value?
        /// Its associated values (`case circle(radius: Double)`), in order; nil for a case without.
        package var parameters: [AssociatedValue]?
    }

    /// One associated value of an enum's case: its label (nil when written without) and type.
    package struct AssociatedValue {
        /// The label (`radius` in `case circle(radius: Double)`).
        package var label: String?
        /// The type.
        package var declaredType: DeclaredType
    }

    /// An explicit `init`.
    package struct Initializer {
        /// Its code, run on the instance being made.
        package var code: Code
        /// Whether it is failable (`init?`): it makes an optional.
        package var isFailable: Bool
    }

    /// The `animatableData` of a shape, modifier, view or layout, found when the type is lowered
    /// so that reading and setting it at every frame looks nothing up by name.
    package struct AnimatableData {
        /// Where the value is kept.
        package enum Storage {
            /// A stored property, at this index (`var animatableData: CGFloat`, set by the memberwise
            /// initialiser).
            case stored(Int)
            /// A computed property, reading the struct's own properties (and setting them through
            /// its setter).
            case computed(ComputedProperty)
        }
        /// Where the value is kept: the stored property when there is one.
        package var storage: Storage
        /// Where errors reading it point: its declaration (the computed one's, when both are).
        package var position: ScriptPosition
        /// Whether its declared type is written as an array (`[Double]`): an `AnimatableVector`
        /// set is stored as an array of numbers.
        package var isArray: Bool
    }

    /// A static member as the interpreter runs it.
    package enum StaticMember {
        /// An enum's case, or (index nil) its `allCases`.
        case enumCase(EnumCaseReference)
        /// A type declared inside the type (`Theme.Palette`).
        case type(UserTypeCode)
        /// `static let`: its slot among the interpreter's static values, its code and type.
        case stored(Int, Code, DeclaredType)
        /// A static computed property.
        case computed(ComputedProperty)
        /// A static method.
        case method(Code)
    }

    /// The struct's (or enum's) name.
    package let name: String
    /// What it conforms to.
    package let conformance: Conformance
    /// Whether a shape conforms to `InsettableShape` (its `inset(by:)` gives the shape
    /// `strokeBorder` strokes): the library sees it as a `UserInsettableShape`.
    package let isInsettable: Bool
    /// Whether the type is a class of the file (a model): its instances are references (see
    /// `ObjectIdentity`), their stored properties kept as the scene's state.
    package var isClass = false
    /// For the members an `extension` adds to a library type (`extension Animation`), the
    /// library type's name; nil for a struct of the file.
    package let extendedLibraryType: String?
    /// Where the type's name is declared (the extended type's, for an extension of a library
    /// type): where errors about the whole type point.
    package let namePosition: ScriptPosition
    /// For an `enum`: its cases in order (empty for a caseless namespace such as
    /// `enum Constants { static let … }`); nil for a struct.
    package internal(set) var cases: [EnumCase]?
    /// Stored properties in declaration order.
    package internal(set) var stored: [StoredProperty] = []
    /// Computed properties by name.
    package internal(set) var computed: [String: ComputedProperty] = [:]
    /// Methods' code by name.
    package internal(set) var methods: [String: Code] = [:]
    /// The names of the `mutating` methods: they may change the instance's properties, and the
    /// changed instance is written back to the variable they are called on.
    package internal(set) var mutatingMethods: Set<String> = []
    /// Explicit initialisers, in order (a struct with any has no memberwise initialiser, unless
    /// `keepsMemberwiseInitializer`).
    package internal(set) var initializers: [Initializer] = []
    /// Whether the struct keeps its memberwise initialiser beside its explicit ones: when every
    /// `init` it has is declared in an extension, as in Swift.
    package internal(set) var keepsMemberwiseInitializer = true
    /// `@Namespace` properties, with the line and column of their declaration.
    package internal(set) var namespaces: [String: (line: Int, column: Int)] = [:]
    /// Static methods' code by name.
    package internal(set) var staticMethods: [String: Code] = [:]
    /// The static members by name.
    package internal(set) var staticMembers: [String: StaticMember] = [:]
    /// Its `animatableData`, when it declares one.
    package internal(set) var animatableData: AnimatableData?

    /// The type named `name`, or (with `extending`) the members a file adds to a library type;
    /// its members are filled in by `Lowering`.
    init(name: String, conformance: Conformance, isInsettable: Bool, namePosition: ScriptPosition, extending libraryType: String?) {
        self.name = name
        self.conformance = conformance
        self.isInsettable = isInsettable
        self.namePosition = namePosition
        self.extendedLibraryType = libraryType
    }

    /// Whether the stored property at `index` is read through what the field holds (a `State`, a
    /// `Binding`, or a model's property storage) rather than being the field itself.
    package func readsThroughWrapper(_ index: Int) -> Bool {
        isClass || stored[index].isState || stored[index].isBinding
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

    /// The static member `name`.
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

    /// Whether values of this type are views.
    package var isView: Bool { conformance == .view || conformance == .shape }
    /// Whether a stored property is `@Environment` (the engine sets it before the body runs).
    package var readsEnvironment: Bool { stored.contains { $0.environmentKey != nil } }
}
