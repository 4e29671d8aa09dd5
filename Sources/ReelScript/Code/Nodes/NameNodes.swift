import Foundation
import Reel

/// A parameter or local variable of the running code.
final class LocalNode: Node {
    let slot: Int

    init(slot: Int, _ position: ScriptPosition, depth: Int) {
        self.slot = slot
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.count(self)
        return f.slots[slot]
    }
}

/// A local variable kept in a box (closures capture it and it changes).
final class BoxedLocalNode: Node {
    let slot: Int

    init(slot: Int, _ position: ScriptPosition, depth: Int) {
        self.slot = slot
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.count(self)
        if case .box(let box) = f.slots[slot] { return box.value }
        return f.slots[slot]
    }
}

/// A value the running closure captured (through its box when it has one).
final class CaptureNode: Node {
    let index: Int

    init(index: Int, _ position: ScriptPosition, depth: Int) {
        self.index = index
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.count(self)
        let value = f.function!.captures[index]
        if case .box(let box) = value { return box.value }
        return value
    }
}

/// `$k` in a closure that names no parameters: an unknown name when the closure was given fewer.
final class ImplicitParameterNode: Node {
    let slot: Int
    let index: Int
    let countSlot: Int
    let message: () -> String

    init(slot: Int, index: Int, countSlot: Int, message: @escaping () -> String, _ position: ScriptPosition, depth: Int) {
        self.slot = slot
        self.index = index
        self.countSlot = countSlot
        self.message = message
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.count(self)
        guard case .int(let given) = f.slots[countSlot], index < given else {
            throw f.x.error(.unknownName, position, message())
        }
        if case .box(let box) = f.slots[slot] { return box.value }
        return f.slots[slot]
    }
}

/// A file constant: an unknown name until its declaration has run.
final class GlobalNode: Node {
    let index: Int
    let message: () -> String

    init(index: Int, message: @escaping () -> String, _ position: ScriptPosition, depth: Int) {
        self.index = index
        self.message = message
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.count(self)
        let value = f.x.globals[index]
        if case .box(let box) = value {
            if box === ScriptBox.unset { throw f.x.error(.unknownName, position, message()) }
            return box.value
        }
        return value
    }
}

/// `self`.
final class SelfNode: Node {
    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.count(self)
        guard let owner = f.owner else { throw f.x.error(.unknownName, position, "'self' is used outside a struct") }
        if let receiver = owner.receiver { return receiver }
        return .instance(owner.instance)
    }
}

/// A stored property of `self` (a `@State` one reads its state storage).
final class FieldNode: Node {
    let index: Int
    let isState: Bool
    let name: String

    init(index: Int, isState: Bool, name: String, _ position: ScriptPosition, depth: Int) {
        self.index = index
        self.isState = isState
        self.name = name
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.count(self)
        guard let owner = f.owner else { throw f.x.error(.unknownName, position, "cannot find '\(name)' in scope") }
        return f.x.read(owner.instance.fields[index], isState: isState)
    }

    /// A field's value (a state's current value).
    @inline(__always)
    static func read(_ field: Value, isState: Bool) -> Value {
        if isState {
            if let state = field.native(as: State<Value>.self) { return state.wrappedValue }
            if let binding = field.native(as: Binding<Value>.self) { return binding.wrappedValue }
        }
        return field
    }
}

/// `$x` of a `@State` or `@Binding` property of `self`: a binding to its value.
final class ProjectedFieldNode: Node {
    let index: Int
    let name: String

    init(index: Int, name: String, _ position: ScriptPosition, depth: Int) {
        self.index = index
        self.name = name
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.count(self)
        guard let owner = f.owner else { throw f.x.error(.unknownName, position, "cannot find '\(name)' in scope") }
        let field = owner.instance.fields[index]
        if owner.instance.type.stored[index].projectsModel, case .instance(var model) = f.x.read(field, isState: true), model.object != nil {
            // `$model` of a model property: the model, its properties read as bindings.
            model.isProjection = true
            return .instance(model)
        }
        if let state = field.native(as: State<Value>.self) { return .native(state.projectedValue) }
        if let binding = field.native(as: Binding<Value>.self) { return .native(binding) }
        throw f.x.error(.badArguments, position, "'\(name)' is used before '\(name.dropFirst())' is set")
    }
}

/// A computed property of `self`, its getter run on `self`.
final class ComputedNode: Node {
    let property: UserTypeCode.ComputedProperty

    init(_ property: UserTypeCode.ComputedProperty, _ position: ScriptPosition, depth: Int) {
        self.property = property
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.count(self)
        let x = f.x
        return try x.deeper(by: depth + 1) { try x.evaluateComputed(property, owner: f.owner, at: position) }
    }
}

/// A method of `self` named as a value: the method bound to `self`.
final class MethodValueNode: Node {
    let code: Code

    init(_ code: Code, _ position: ScriptPosition, depth: Int) {
        self.code = code
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.count(self)
        return .function(ScriptFunction(.code(code), name: code.name, owner: f.owner))
    }
}

/// A `static` member of a struct of the file: a stored one (computed when first read, then kept),
/// a computed one, or a method as a value.
final class StaticMemberNode: Node {
    let member: UserTypeCode.StaticMember

    init(_ member: UserTypeCode.StaticMember, _ position: ScriptPosition, depth: Int) {
        self.member = member
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.count(self)
        let x = f.x
        return try x.deeper(by: depth + 1) { try x.staticValue(member, at: position) }
    }
}

/// The function being run, named inside itself (a local function calling itself).
final class CurrentFunctionNode: Node {
    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.count(self)
        return .function(f.function!)
    }
}

/// A function of the file named as a value.
final class FunctionValueNode: Node {
    let code: Code

    init(_ code: Code, _ position: ScriptPosition, depth: Int) {
        self.code = code
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.count(self)
        return .function(ScriptFunction(.code(code), name: code.name))
    }
}

/// `item` in a closure whose parameter is `$item` (the rows of `ForEach($items)`): the current
/// value of the binding the parameter holds, as Swift's property-wrapper closure parameter reads.
final class BindingValueNode: Node {
    let binding: Node
    let name: String

    init(_ binding: Node, name: String, _ position: ScriptPosition, depth: Int) {
        self.binding = binding
        self.name = name
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.count(self)
        let value = try binding.evaluate(f)
        if let binding = value.native(as: Binding<Value>.self) { return binding.wrappedValue }
        throw f.x.error(.badArguments, position, "'$\(name)' is given \(value.typeName), not a binding; pass a binding to the collection ('ForEach($items)') or write the parameter without '$'")
    }
}
