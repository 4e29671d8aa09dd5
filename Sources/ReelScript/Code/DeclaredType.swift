/// A type written in a scene file (`let x: Double`, `-> CGFloat`, `var items: [Double]`), read
/// once when the file is lowered (by its name as written): whether literals assigned to it are doubles, and how values are
/// converted to it (integers to floating point, leading-dot members to the library type's member).
package struct DeclaredType {
    /// What the interpreter does with the type.
    package enum Kind: Equatable {
        /// No type written.
        case none
        /// `Double`, `CGFloat`, `Float` or `TimeInterval`.
        case floatingPoint
        /// `Int`.
        case integer
        /// `Bool`.
        case boolean
        /// `String`.
        case text
        /// `[Double]` or `[CGFloat]`.
        case floatingPointArray
        /// Any other type; a library type of this name resolves leading-dot members.
        case other
    }

    /// What the type is.
    package let kind: Kind
    /// The type as written, for messages.
    package let name: String
    /// Whether integer literals in a value of this type are doubles (`let x: Double = 1 / 2`).
    package let prefersDouble: Bool
    /// Whether the vocabulary has a type of this name (whose leading-dot members values take).
    package let isLibraryType: Bool
    /// Whether the type is a `Set` (`Set<Int>`): array literals given to it become sets.
    package let isSet: Bool
    /// The types of the file the type names, when it names any (one reference, nil for most
    /// types, so copying a declared type stays cheap).
    package var fileTypes: FileTypes?

    /// The struct or enum of the file a type names, and for an array type the types its elements
    /// take leading-dot members from.
    package final class FileTypes {
        /// The struct or enum of the file of this name (whose static members and cases
        /// leading-dot members name).
        package let userType: UserTypeCode?
        /// The element type of an array type, when it is a struct or enum of the file.
        package let elementUserType: UserTypeCode?
        /// The element type's key in the vocabulary, when it is a library type.
        package let elementLibraryType: String?

        /// For a tuple type (`(name: String, color: Color)`), its elements' types and labels.
        package let tuple: (types: [DeclaredType], labels: [String?]?)?
        /// For an array of tuples (`[(String, Color)]`), the element type.
        package let tupleElement: DeclaredType?

        init(userType: UserTypeCode?, elementUserType: UserTypeCode?, elementLibraryType: String?,
             tuple: (types: [DeclaredType], labels: [String?]?)? = nil, tupleElement: DeclaredType? = nil) {
            self.userType = userType
            self.elementUserType = elementUserType
            self.elementLibraryType = elementLibraryType
            self.tuple = tuple
            self.tupleElement = tupleElement
        }
    }

    /// The struct or enum of the file this type names.
    package var userType: UserTypeCode? { fileTypes?.userType }
    /// The struct or enum of the file an array type's elements are.
    package var elementUserType: UserTypeCode? { fileTypes?.elementUserType }
    /// The library type an array type's elements are.
    package var elementLibraryType: String? { fileTypes?.elementLibraryType }

    /// No type written.
    nonisolated(unsafe) package static let none = DeclaredType(kind: .none, name: "", prefersDouble: false, isLibraryType: false)

    /// `Double`.
    nonisolated(unsafe) package static let double = DeclaredType(kind: .floatingPoint, name: "Double", prefersDouble: true, isLibraryType: true)

    private init(kind: Kind, name: String, prefersDouble: Bool, isLibraryType: Bool) {
        self.kind = kind
        self.name = name
        self.prefersDouble = prefersDouble
        self.isLibraryType = isLibraryType
        isSet = false
    }

    /// The type written `name` (nil when none is written), looked up in `vocabulary`.
    package init(named name: String?, vocabulary: Vocabulary) {
        guard let name else {
            self = .none
            return
        }
        self.name = name
        switch name {
        case "Double", "CGFloat", "Float", "TimeInterval": kind = .floatingPoint
        case "Int": kind = .integer
        case "Bool": kind = .boolean
        case "String": kind = .text
        case "[Double]", "[CGFloat]": kind = .floatingPointArray
        default: kind = .other
        }
        prefersDouble = kind == .floatingPoint || kind == .floatingPointArray || name == "Array<Double>" || name == "Array<CGFloat>"
        isLibraryType = vocabulary.types[name] != nil
        isSet = name == "Set" || name.hasPrefix("Set<")
    }

    /// The value a `var` of this type declared without one starts with.
    package var defaultValue: Value {
        switch name {
        case "Double", "CGFloat": return .double(0)
        case "Int": return .int(0)
        case "Bool": return .bool(false)
        case "String": return .string("")
        default: return .optional(nil)
        }
    }
}
