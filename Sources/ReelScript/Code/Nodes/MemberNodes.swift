import Foundation
import Reel

/// What an instance member name means for one struct of the file.
package enum InstanceMember {
    /// A stored property: its index.
    case field(Int, isState: Bool)
    /// A computed property.
    case computed(UserTypeCode.ComputedProperty)
    /// A method.
    case method(Code)
}

/// The meaning of one member name for every struct of the file that has it, found by identity.
package struct InstanceMembers {
    let entries: [(type: UserTypeCode, member: InstanceMember)]

    /// The member of `type`, if it has one.
    @inline(__always)
    func member(of type: UserTypeCode) -> InstanceMember? {
        for entry in entries where entry.type === type { return entry.member }
        return nil
    }
}

/// `base.name` for a base known only when evaluated: a property of an instance of the file, a
/// static member of a type, a property of a library value.
final class MemberNode: Node {
    let base: Node
    let name: String
    let members: InstanceMembers
    /// The library properties of this name.
    let properties: [Vocabulary.Property]

    init(_ base: Node, _ name: String, members: InstanceMembers, properties: [Vocabulary.Property], _ position: ScriptPosition, depth: Int) {
        self.base = base
        self.name = name
        self.members = members
        self.properties = properties
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        let x = f.x
        try x.count(self)
        let value = try base.evaluate(f)
        return try x.deeper(by: depth + 1) { try member(of: value, x) }
    }

    /// The member of a value.
    private func member(of value: Value, _ x: Interpreter) throws -> Value {
        if x.objectHeap != nil, let binding = x.modelPropertyBinding(value, name) { return binding }
        if case .object(let box) = value, let binding = box.value(as: Binding<Value>.self) {
            // `$item.done`: a binding to the member, as SwiftUI's binding gives one by dynamic
            // member lookup; `wrappedValue` and `projectedValue` are the binding's own.
            switch name {
            case "wrappedValue": return binding.wrappedValue
            case "projectedValue": return value
            default: return .native(x.memberBinding(binding, name, member: { [unowned x] in try self.member(of: $0, x) }, at: position))
            }
        }
        switch value {
        case .instance(let instance):
            if let member = members.member(of: instance.type) {
                switch member {
                case .field(let index, let isState):
                    if instance.isProjection, let field = instance.fields[index].native(as: ModelField.self) {
                        // `$model.x`: a binding to the model's property.
                        return .native(x.modelBinding(field, named: instance.type.stored[index].name, of: instance.type))
                    }
                    return x.read(instance.fields[index], isState: isState)
                case .computed(let property): return try x.evaluateComputed(property, owner: SelfBinding(instance), at: position)
                case .method(let code): return .function(ScriptFunction(.code(code), name: code.name, owner: SelfBinding(instance)))
                }
            }
            // A view of the file has the properties extensions add to `View`.
            if instance.type.isView {
                for entry in properties {
                    if let result = try entry.get(value, x) { return result }
                }
            }
            var message = "'\(instance.type.name)' has no member '\(name)'"
            let names = Set(instance.type.stored.map(\.name)).union(instance.type.computed.keys).union(instance.type.methods.keys)
            if let suggestion = Suggestion.closest(to: name, in: names) { message += "; did you mean '\(suggestion)'?" }
            throw x.error(.unknownName, position, message)
        case .type(.user(let type)):
            if let member = type.staticMember(name) { return try x.staticValue(member, at: position) }
            throw x.error(.unknownName, position, "'\(type.name)' has no static member '\(name)'")
        case .type(.library(let typeName)):
            return try x.vocabulary.staticMember(name, ofType: typeName, call: nil, interpreter: x, at: position)
        case .optional(let wrapped):
            guard let wrapped else { return .optional(nil) }
            return try member(of: wrapped, x)
        case .tuple(let tuple):
            return try x.tupleElement(tuple, name, at: position)
        default:
            if case .object(let box) = value {
                let boxClass = ObjectIdentifier(Swift.type(of: box))
                for entry in properties where entry.receiverBox == boxClass {
                    if let result = try entry.get(value, x) { return result }
                }
            }
            for entry in properties {
                if let result = try entry.get(value, x) { return result }
            }
            return try x.vocabulary.property(name, of: value, interpreter: x, at: position)
        }
    }
}

/// `base.name(arguments)` for a base known only when evaluated: a method of an instance of the
/// file, a static member of a type, a library method (whose forms' labels were bound when
/// lowering); a mutating library method's changed receiver is written back to the base.
final class MemberCallNode: Node {
    let base: Node
    let name: String
    let site: SiteCode
    let members: InstanceMembers
    let forms: [Signature]?
    let bindings: FormBindings?
    /// Where a mutating method's changed receiver goes.
    let place: Place
    /// The slot of a local base moved out for the call, so a mutating method (`path.addLine`)
    /// changes the value in place instead of copying it.
    let movedSlot: Int?

    /// Where the member's name is (errors point there).
    let at: ScriptPosition

    init(_ base: Node, _ name: String, _ site: SiteCode, members: InstanceMembers, forms: [Signature]?, place: Place, movedSlot: Int?,
         at: ScriptPosition, _ position: ScriptPosition, depth: Int) {
        self.at = at
        self.base = base
        self.name = name
        self.site = site
        self.members = members
        self.forms = forms
        self.place = place
        self.movedSlot = movedSlot
        bindings = forms.map { FormBindings($0, shape: site.shape) }
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        let x = f.x
        try x.count(self)
        var receiver = try base.evaluate(f)
        return try site.withSite(f) { arguments in
            if let movedSlot, let forms {
                switch receiver {
                case .instance, .type, .optional(nil), .box: break
                default:
                    // The base's only copy goes to the method, and comes back changed.
                    receiver = .void
                    var moved = f.slots[movedSlot]
                    f.slots[movedSlot] = .void
                    defer { f.slots[movedSlot] = moved }
                    return try x.deeper(by: depth + 1) {
                        try x.vocabulary.resolve(forms, bindings: bindings, receiver: &moved, site: arguments, interpreter: x, at: at)
                    }
                }
            }
            return try x.deeper(by: depth + 1) { try call(&receiver, arguments, f, x) }
        }
    }

    /// The call on a receiver.
    private func call(_ receiver: inout Value, _ arguments: CallSite, _ f: Frame, _ x: Interpreter) throws -> Value {
        switch receiver {
        case .type(.user(let type)):
            if name == "init" { return try x.construct(type, steps: nil, arguments, at: at) }
            if case .type(let nested)? = type.staticMember(name) {
                // `ContentView.Row(item: …)`: a type declared inside the type, made.
                return try x.construct(nested, steps: nil, arguments, at: at)
            }
            guard let method = type.staticMethods[name] else {
                throw x.error(.unknownName, at, "'\(type.name)' has no static method '\(name)'")
            }
            return try x.invoke(method, binding: nil, site: arguments, owner: nil, function: nil)
        case .type(.library(let typeName)):
            if name == "init" { return try x.vocabulary.construct(typeName, arguments, interpreter: x, at: at) }
            return try x.vocabulary.staticMember(name, ofType: typeName, site: arguments, interpreter: x, at: at)
        case .instance(let instance):
            if let member = members.member(of: instance.type) {
                let owner = SelfBinding(instance)
                switch member {
                case .method(let code) where instance.type.mutatingMethods.contains(name):
                    // `item.complete()`: the method changes a copy, written back to the variable.
                    owner.isMutable = true
                    let result = try x.invoke(code, binding: nil, site: arguments, owner: owner, function: nil)
                    try x.store(.instance(owner.instance), into: place, f)
                    return result
                case .method(let code): return try x.invoke(code, binding: nil, site: arguments, owner: owner, function: nil)
                case .field(let index, let isState):
                    return try x.invoke(x.read(instance.fields[index], isState: isState), arguments, at: at)
                case .computed(let property):
                    return try x.invoke(try x.evaluateComputed(property, owner: owner, at: at), arguments, at: at)
                }
            }
            if instance.type.isView || instance.type.conformance == .modifier || instance.type.conformance == .geometryEffect {
                return try libraryCall(&receiver, arguments, x)
            }
            if instance.type.conformance == .layout, name == "callAsFunction" {
                // `layout.callAsFunction { ... }`, the spelled-out `layout { ... }`.
                return try x.invoke(receiver, arguments, at: at)
            }
            var message = "'\(instance.type.name)' has no method '\(name)'"
            if let suggestion = Suggestion.closest(to: name, in: instance.type.methods.keys) { message += "; did you mean '\(suggestion)'?" }
            throw x.error(.unknownName, at, message)
        case .optional(nil):
            return .optional(nil)
        default:
            var unwrapped = receiver.unwrapped
            let wasOptional: Bool
            if case .optional = receiver { wasOptional = true } else { wasOptional = false }
            if !wasOptional { receiver = .void }
            let (result, mutated) = try libraryCallReportingMutation(&unwrapped, arguments, x)
            if mutated {
                try x.store(unwrapped, into: place, f)
            }
            return result
        }
    }

    /// The library method on `receiver`.
    private func libraryCall(_ receiver: inout Value, _ arguments: CallSite, _ x: Interpreter) throws -> Value {
        try libraryCallReportingMutation(&receiver, arguments, x).result
    }

    /// The library method on `receiver`, and whether the form that ran is mutating.
    private func libraryCallReportingMutation(_ receiver: inout Value, _ arguments: CallSite, _ x: Interpreter) throws -> (result: Value, mutated: Bool) {
        guard let forms else {
            return (try x.vocabulary.callPropertyAsMethod(name, on: receiver, arguments, interpreter: x, at: at), false)
        }
        return try x.vocabulary.resolveReportingMutation(forms, bindings: bindings, receiver: &receiver, site: arguments, interpreter: x, at: at)
    }
}

/// `array[index]`, a string's character, or a library subscript (`d[.top]`).
final class SubscriptNode: Node {
    let base: Node
    let site: SiteCode
    let forms: [Signature]?
    let bindings: FormBindings?

    init(_ base: Node, _ site: SiteCode, forms: [Signature]?, _ position: ScriptPosition, depth: Int) {
        self.base = base
        self.site = site
        self.forms = forms
        bindings = forms.map { FormBindings($0, shape: site.shape) }
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        let x = f.x
        try x.count(self)
        let container = try base.evaluate(f)
        if container.unwrapped.isNative, container.native(as: Binding<Value>.self) == nil, let forms {
            return try site.withSite(f) { arguments in
                var receiver = container.unwrapped
                return try x.deeper(by: depth + 1) {
                    try x.vocabulary.resolve(forms, bindings: bindings, receiver: &receiver, site: arguments, interpreter: x, at: position)
                }
            }
        }
        guard site.arguments.count == 1, case .value(let indexNode) = site.arguments[0].kind else {
            throw x.error(.badArguments, position, "subscripts take one index")
        }
        let index = try indexNode.evaluate(f)
        if let binding = container.native(as: Binding<Value>.self), case .int(let i) = index {
            // `$items[i]`: a binding to the element, as SwiftUI's binding to a collection gives.
            guard case .array(let items) = binding.wrappedValue else {
                throw x.error(.badArguments, position, "\(binding.wrappedValue.typeName) cannot be subscripted with Int")
            }
            guard items.indices.contains(i) else {
                throw x.error(.invalidValue, indexNode.position, "index \(i) is out of range 0..<\(items.count)")
            }
            return .native(x.elementBinding(binding, i, fallback: items[i]))
        }
        switch (container, index) {
        case (.array(let items), .int(let i)):
            guard items.indices.contains(i) else {
                throw x.error(.invalidValue, indexNode.position, "index \(i) is out of range 0..<\(items.count)")
            }
            return items[i]
        case (.array(let items), .range(let lower, let upper, let closed)):
            // `items[1..<3]`, `items[2...]`, `items[..<4]`: the elements in the range, as an array.
            func bound(_ value: Value, missing: Int) throws -> Int {
                if value.isVoid { return missing }
                guard case .int(let i) = value else { throw x.error(.badArguments, position, "\(container.typeName) cannot be subscripted with \(index.typeName)") }
                return i
            }
            let low = try bound(lower, missing: 0), high = try bound(upper, missing: items.count - (closed ? 1 : 0))
            let end = closed ? high + 1 : high
            guard low >= 0, end <= items.count, low <= end else {
                throw x.error(.invalidValue, indexNode.position, "the range \(index.interpolated) is out of range 0..<\(items.count)")
            }
            return .array(Array(items[low..<end]))
        case (.string(let text), .int(let i)):
            let characters = Array(text)
            guard characters.indices.contains(i) else {
                throw x.error(.invalidValue, indexNode.position, "index \(i) is out of range 0..<\(characters.count)")
            }
            return .string(String(characters[i]))
        default:
            throw x.error(.badArguments, position, "\(container.typeName) cannot be subscripted with \(index.typeName)")
        }
    }
}

/// `base?` in a chain: the value inside an optional.
final class OptionalChainNode: Node {
    let base: Node

    init(_ base: Node, _ position: ScriptPosition, depth: Int) {
        self.base = base
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.count(self)
        let value = try base.evaluate(f)
        if case .optional(let wrapped) = value { return wrapped ?? .optional(nil) }
        return value
    }
}

/// The last link of an optional chain (`a?.b.c`, `a?.count()`): its value is an optional, as in
/// Swift, where the links after the `?` see the plain value. A link that already gives an
/// optional is not wrapped again (`a?.first` is `Int?`, as Swift flattens it).
final class OptionalChainResultNode: Node {
    let chain: Node

    init(_ chain: Node, _ position: ScriptPosition, depth: Int) {
        self.chain = chain
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.count(self)
        let value = try chain.evaluate(f)
        if case .optional = value { return value }
        return .optional(value)
    }
}

/// `base!`.
final class ForceUnwrapNode: Node {
    let base: Node

    init(_ base: Node, _ position: ScriptPosition, depth: Int) {
        self.base = base
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.count(self)
        let value = try base.evaluate(f)
        if case .optional(let wrapped) = value {
            guard let wrapped else { throw f.x.error(.invalidValue, position, "force-unwrapped a nil value") }
            return wrapped
        }
        return value
    }
}

/// `if` used as a value (`let x = if a { 1 } else { 2 }`).
final class IfValueNode: Node {
    let chain: IfChain

    init(_ chain: IfChain, _ position: ScriptPosition, depth: Int) {
        self.chain = chain
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        let x = f.x
        try x.count(self)
        for clause in chain.clauses where try x.conditions(clause.conditions, f) {
            return try x.blockValue(clause.body, f)
        }
        guard let otherwise = chain.otherwise else { throw x.error(.syntax, chain.position, "an 'if' used as a value needs an 'else'") }
        return try x.blockValue(otherwise, f)
    }
}

/// `switch` used as a value.
final class SwitchValueNode: Node {
    let code: SwitchCode

    init(_ code: SwitchCode, _ position: ScriptPosition, depth: Int) {
        self.code = code
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.count(self)
        return try f.x.switchValue(code, f)
    }
}

extension Interpreter {
    /// The value of a block used as a value (a branch of an `if` or `switch` expression): its only
    /// expression, or what it returns.
    func blockValue(_ statements: [Statement], _ f: Frame) throws -> Value {
        if statements.count == 1, case .expression(let node) = statements[0].kind { return try node.evaluate(f) }
        switch try execute(statements, f, returnType: .none) {
        case .returned(let value): return value
        default: return .void
        }
    }

    /// The value of a `switch` used as a value.
    func switchValue(_ code: SwitchCode, _ f: Frame) throws -> Value {
        guard let body = try matchingCase(code, f, inBuilder: false) else {
            throw error(.invalidValue, code.position, "no case of the 'switch' matches; add a 'default:'")
        }
        return try blockValue(body, f)
    }
}
