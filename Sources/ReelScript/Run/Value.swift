import Foundation
import Reel

/// A value computed by the scene-file interpreter.
///
/// Swift's numbers are kept as `int` and `double` (`CGFloat` is a `double`); library values such as
/// `Color`, `Angle` or a view are `native`; instances of the file's own structs are `instance`.
/// A member written with a leading dot (`.red`, `.degrees(30)`) cannot be resolved without knowing
/// the type it is for, so it stays `member` until a parameter of a known type receives it, as
/// Swift's type inference would decide.
///
/// Every case is loadable (a library value is held by a box, not in an `Any`), so copying a value
/// is a register move and at most one reference count, never a call through a type's witnesses;
/// points, the most made library value, are stored inline.
package enum Value {
    /// The result of a statement or a function with no return value.
    case void
    /// Swift's `Int`.
    case int(Int)
    /// Swift's `Double` or `CGFloat`.
    case double(Double)
    /// Swift's `Bool`.
    case bool(Bool)
    /// Swift's `String`.
    case string(String)
    /// An array literal or a computed array.
    case array([Value])
    /// A tuple (`(a, b)`, `(name: n, color: c)`, an element of `enumerated()`).
    case tuple(ScriptTuple)
    /// `a..<b` or `a...b` of integers or doubles.
    indirect case range(Value, Value, closed: Bool)
    /// `nil`, or an optional holding a value (`$0.animation` in a transaction closure).
    indirect case optional(Value?)
    /// A closure, a function of the file, or a bound method.
    case function(ScriptFunction)
    /// An instance of one of the file's structs.
    case instance(Instance)
    /// A type written as a value, before `.member` or `(arguments)`.
    case type(TypeReference)
    /// A value of the Reel library or of Swift's standard library (make one with `native(_:)`,
    /// read it with `nativeValue` or `native(as:)`).
    case object(NativeBox)
    /// A `CGPoint`, the library value scenes make most, kept inline.
    case point(CGPoint)
    /// `.name` or `.name(arguments)` whose type is not known yet.
    case member(ImplicitMember)
    /// The storage of a variable that closures capture and someone changes: frames hold the box in
    /// the variable's slot, and every closure that captures it holds the same box. Never a value
    /// the code sees.
    case box(ScriptBox)

    /// The name of the value's type, for messages.
    package var typeName: String {
        switch self {
        case .void: return "Void"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .array: return "Array"
        case .tuple(let tuple): return tuple.typeName
        case .range: return "Range"
        case .optional: return "Optional"
        case .function: return "closure"
        case .instance(let instance): return instance.type.name
        case .type(let reference): return "\(reference.name).Type"
        case .object(let box): return Value.shortTypeName(of: box.value)
        case .point: return "CGPoint"
        case .member(let member): return ".\(member.name)"
        case .box(let box): return box.value.typeName
        }
    }

    /// The type name of a library value without its module and generic arguments.
    static func shortTypeName(of value: Any) -> String {
        var name = String(describing: Swift.type(of: value))
        if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
        if name.hasPrefix("_") { name = String(name.drop { $0 == "_" }) }
        if name == "ScriptDictionary" { return "Dictionary" }
        if name == "ShapeView" || name == "ModifiedView" || name == "EnvironmentModifiedView" { return "some View" }
        return name
    }

    /// How string interpolation prints the value when Swift's type for it is `Float`: a number
    /// with a Float's shortest digits (`0.7853982` for π/4), anything else as `interpolated`.
    package var interpolatedAsFloat: String {
        switch self {
        case .double(let v): return String(describing: Float(v))
        case .int(let v): return String(describing: Float(v))
        case .box(let box): return box.value.interpolatedAsFloat
        default: return interpolated
        }
    }

    /// How Swift's string interpolation prints the value.
    package var interpolated: String {
        switch self {
        case .void: return "()"
        case .int(let v): return String(v)
        case .double(let v): return String(describing: v)
        case .bool(let v): return v ? "true" : "false"
        case .string(let v): return v
        case .array(let items): return "[" + items.map(\.debugText).joined(separator: ", ") + "]"
        case .tuple(let tuple): return tuple.description
        case .range(let a, let b, let closed):
            // A partial range (`5...`, `..<3`) has `.void` for its missing bound.
            return (a.isVoid ? "" : a.interpolated) + (closed ? "..." : "..<") + (b.isVoid ? "" : b.interpolated)
        case .optional(let v): return v.map { "Optional(\($0.debugText))" } ?? "nil"
        case .function: return "(Function)"
        case .instance(let instance): return instance.description
        case .type(let reference): return reference.name
        case .object(let box): return String(describing: box.value)
        case .point(let p): return String(describing: p)
        case .member(let m): return "." + m.name
        case .box(let box): return box.value.interpolated
        }
    }

    /// How Swift prints the value inside a collection (strings quoted).
    var debugText: String {
        if case .string(let v) = self { return "\"" + v + "\"" }
        return interpolated
    }

    /// A library value.
    @inline(__always)
    package static func native<T>(_ value: T) -> Value {
        if T.self == CGPoint.self { return .point(value as! CGPoint) }
        // A value given as an existential (`any View`) is boxed by its own type.
        if T.self == Any.self || Swift.type(of: value) != T.self { return nativeAny(value as Any) }
        return .object(TypedBox(value))
    }

    /// A library value given as `Any` (a point is kept inline).
    package static func nativeAny(_ value: Any) -> Value {
        if let point = value as? CGPoint { return .point(point) }
        func box<T>(_ value: T) -> NativeBox { TypedBox(value) }
        return .object(_openExistential(value, do: box))
    }

    /// The library value, if the value is one.
    package var nativeValue: Any? {
        switch self {
        case .object(let box): return box.value
        case .point(let point): return point
        default: return nil
        }
    }

    /// The box of a library value, taken out (the value becomes `.void`); nil, and the value
    /// left as it is, for any other value.
    mutating func takeObject() -> NativeBox? {
        guard case .object(let box) = self else { return nil }
        self = .void
        return box
    }

    /// Whether the value is `()` (also the missing bound of a partial range).
    package var isVoid: Bool {
        if case .void = self { return true }
        return false
    }

    /// Whether the value is a library value.
    package var isNative: Bool {
        switch self {
        case .object, .point: return true
        default: return false
        }
    }

    /// The library value as a `T`, if it is one.
    @inline(__always)
    package func native<T>(as type: T.Type) -> T? {
        if T.self == CGPoint.self {
            if case .point(let point) = self { return (point as! T) }
            return nil
        }
        switch self {
        case .object(let box): return box.value(as: T.self)
        case .point(let point): return point as? T
        default: return nil
        }
    }

    /// The value inside an optional, or the value itself.
    package var unwrapped: Value {
        if case .optional(let wrapped?) = self { return wrapped.unwrapped }
        return self
    }
}

/// A member written with a leading dot whose type is decided by where it is used.
package final class ImplicitMember {
    /// The member's name.
    package let name: String
    /// The arguments when the member is called, evaluated lazily by the receiving type.
    package let call: CallArguments?
    /// Where the member is written.
    package let node: ScriptPosition
    /// What the member is in each library type that has one of its name, found when the file was
    /// lowered (nil for members made by the library).
    package let table: ImplicitMemberTable?
    /// Its level of nesting (`ValueNesting`): one around its deepest argument, 0 without any.
    let depth: Int

    /// `.name` (or `.name(call)`) written at `node`.
    package init(name: String, call: CallArguments?, node: ScriptPosition, table: ImplicitMemberTable? = nil) {
        self.name = name
        self.call = call
        self.node = node
        self.table = table
        depth = call.map { ValueNesting.level(around: $0.values) } ?? 0
    }
}

extension ImplicitMember {
    /// The one library type that has this member in the form written (a method when called, a
    /// property otherwise), nil when none or several do.
    var soleType: String? {
        let fitting = table?.entries.filter { call == nil ? $0.property != nil : !$0.forms.isEmpty } ?? []
        return fitting.count == 1 ? fitting[0].type : nil
    }
}

/// What a leading-dot member name is in each library type that has a static member of that name:
/// its property, or its method forms with their labels bound to the call's arguments; made when
/// the file is lowered, so resolving the member where it is used looks nothing up by name.
package final class ImplicitMemberTable {
    /// One type's member.
    package struct Entry {
        /// The type's key in the vocabulary.
        package let type: String
        /// The type's number in the vocabulary.
        let typeNumber: Int
        /// The static property of that name, if any.
        package let property: ((Interpreter) throws -> Value)?
        /// The static method forms of that name.
        package let forms: [Signature]
        /// For each form, how the call's labels bind, nil when they do not.
        let bindings: FormBindings
    }

    /// The entries, one per type.
    package let entries: [Entry]

    /// A table of `entries`.
    package init(_ entries: [Entry]) { self.entries = entries }

    /// The entry of the type keyed `type`.
    @inline(__always)
    package func entry(_ type: String) -> Entry? {
        for entry in entries where entry.type == type { return entry }
        return nil
    }

    /// The entry of the type numbered `number` in the vocabulary.
    @inline(__always)
    func entry(number: Int) -> Entry? {
        guard number >= 0 else { return nil }
        for entry in entries where entry.typeNumber == number { return entry }
        return nil
    }
}

/// A library value held by a `Value`: one reference, however large the value. Each box is a
/// `TypedBox` of the value's own type, so reading it back as that type is a class check, not a
/// cast through an existential.
package class NativeBox {
    /// The value.
    package var value: Any { preconditionFailure("NativeBox is abstract") }
    /// The value's level of nesting (`ValueNesting`): one around what the library value was made
    /// from, set by the first library call returning it (`Interpreter.nestResult`); 0 until then
    /// (a level of 1); -1 for a dictionary or set, measured where it is walked since it changes
    /// in place.
    var depth: Int

    fileprivate init(depth: Int) { self.depth = depth }

    /// The class of the boxes holding values of type `T` (nil for points, held inline).
    static func boxClass<T>(of type: T.Type) -> ObjectIdentifier? {
        T.self == CGPoint.self ? nil : ObjectIdentifier(TypedBox<T>.self)
    }

    /// The value as a `T`, if it is one.
    @inline(__always)
    package final func value<T>(as type: T.Type) -> T? {
        if let typed = self as? TypedBox<T> { return typed.typed }
        return value as? T
    }
}

/// A library value of type `T` held by a `Value`.
final class TypedBox<T>: NativeBox {
    /// The value (changed in place only by the holder of the box's only reference).
    @exclusivity(unchecked) var typed: T

    /// A box holding `value`.
    init(_ value: T) {
        typed = value
        if T.self == ScriptDictionary.self || T.self == ScriptSet.self {
            super.init(depth: -1)
        } else if T.self == ModelField.self, let field = value as? ModelField {
            // A property of a model object holds its initial value (a linked list's next node).
            super.init(depth: ValueNesting.level(around: [field.initial]))
        } else {
            super.init(depth: 0)
        }
    }

    override var value: Any { typed }
}

/// The storage of a variable shared between a frame and the closures that capture it.
package final class ScriptBox {
    /// The variable's value.
    package var value: Value

    /// A box holding `value`.
    package init(_ value: Value) { self.value = value }

    /// The marker of a slot not yet given a value (a file constant read before its declaration ran,
    /// a `$1` a closure was not given).
    nonisolated(unsafe) package static let unset = ScriptBox(.void)
}

/// A type name used as a value: one of the file's structs or a library type.
package enum TypeReference {
    /// A struct of the scene file.
    case user(UserTypeCode)
    /// A library type known to the vocabulary.
    case library(String)

    /// The type's name.
    package var name: String {
        switch self {
        case .user(let type): return type.name
        case .library(let name): return name
        }
    }
}
