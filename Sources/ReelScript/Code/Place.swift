import Foundation
import Reel

/// Where an assignment (or a mutating method's changed receiver) is written: a variable, a
/// property of `self`, a property or element of another place, resolved when the file is lowered.
package indirect enum Place {
    /// A local variable or parameter of the running code (`boxed` when closures capture it).
    case local(slot: Int, boxed: Bool, isLet: Bool, name: String, at: ScriptPosition)
    /// A variable the running closure captured (its box).
    case capture(index: Int, isLet: Bool, name: String, at: ScriptPosition)
    /// A file constant or variable.
    case global(index: Int, isLet: Bool, name: String, at: ScriptPosition)
    /// A stored property of `self` written by its name (`x = 1` in a method).
    case selfProperty(name: String, at: ScriptPosition)
    /// `self.name = value`: a stored property, or a computed one with a setter. `base` reads
    /// `self` when there is no instance (the error).
    case selfMember(name: String, base: Node, at: ScriptPosition)
    /// `self = value` (or `self += value`) in a `mutating` method or an `init` of a struct.
    case selfValue(at: ScriptPosition)
    /// `base.name = value`: the container is read, changed and written back to `place`.
    case member(base: Node, place: Place, name: String, at: ScriptPosition, access: ScriptPosition)
    /// `base[index] = value` of an array.
    case element(base: Node, place: Place, index: Node, at: ScriptPosition)
    /// `base?` in an assigned chain (`item?.count = 2`, `item?.bump()`): the changed value is
    /// written back to `place` as an optional.
    case optionalChain(place: Place)
    /// `item = value` where `item` is the value of a closure's `$item` binding: written through
    /// the binding.
    case bindingValue(binding: Node, name: String, at: ScriptPosition)
    /// `_ = value`: the value is discarded.
    case discard
    /// Something that cannot be assigned: the error.
    case invalid(ScriptError.Kind, String, at: ScriptPosition)
}

extension Interpreter {
    /// Writes `value` to `place`.
    func store(_ value: Value, into place: Place, _ f: Frame) throws {
        switch place {
        case .local(let slot, let boxed, let isLet, let name, let position):
            if isLet { throw error(.badArguments, position, "cannot assign to '\(name)': it is a 'let' constant") }
            if boxed, case .box(let box) = f.slots[slot] {
                box.value = keepNumericType(box.value, value)
            } else {
                f.slots[slot] = keepNumericType(f.slots[slot], value)
            }
        case .capture(let index, let isLet, let name, let position):
            if isLet { throw error(.badArguments, position, "cannot assign to '\(name)': it is a 'let' constant") }
            guard case .box(let box) = f.function!.captures[index] else {
                throw error(.badArguments, position, "cannot assign to '\(name)': it is captured by value")
            }
            box.value = keepNumericType(box.value, value)
        case .global(let index, let isLet, let name, let position):
            if case .box(let box) = globals[index], box === ScriptBox.unset {
                throw error(.unknownName, position, "cannot find '\(name)' in scope")
            }
            if isLet { throw error(.badArguments, position, "cannot assign to '\(name)': it is a 'let' constant") }
            globals[index] = keepNumericType(globals[index], value)
        case .selfProperty(let name, let position):
            guard let owner = f.owner, owner.instance.type.storedIndex(name) ?? owner.instance.type.wrapperIndex(name, prefix: "_") != nil else {
                throw error(.unknownName, position, "cannot find '\(name)' in scope")
            }
            try storeProperty(name, value, of: owner, at: position)
        case .selfMember(let name, let base, let position):
            guard let owner = f.owner else {
                _ = try base.evaluate(f)
                throw error(.badArguments, position, "cannot assign to '\(name)'")
            }
            try storeProperty(name, value, of: owner, at: position)
        case .selfValue(let position):
            if let owner = f.owner, owner.receiver != nil {
                // `self[i] *= rhs`, `self = …` in a `mutating` member an extension adds to a library type.
                guard owner.isMutable else {
                    throw error(.badArguments, position, "cannot assign to 'self': it is immutable outside 'mutating' methods")
                }
                owner.receiver = value
                return
            }
            guard let owner = f.owner, owner.receiver == nil, case .instance(let instance) = value,
                  instance.type === owner.instance.type else {
                throw error(.badArguments, position, "cannot assign to 'self' here")
            }
            guard owner.isMutable else {
                throw error(.badArguments, position, "cannot assign to 'self': it is immutable outside 'mutating' methods and initialisers")
            }
            owner.instance = instance
        case .member(let base, let place, let name, let position, let access):
            try checkNesting(value, around: 1, at: position)
            var container = try base.evaluate(f)
            // `item?.count = 2` with `item` nil assigns nothing, as in Swift.
            if case .optional(nil) = container, base is OptionalChainNode { return }
            if name == "wrappedValue", let binding = container.native(as: Binding<Value>.self) {
                // `$x.wrappedValue = value`: written through the binding, which is a reference.
                binding.wrappedValue = keepNumericType(binding.wrappedValue, value)
                try throwRefusedModelChange(at: position)
                return
            }
            switch container {
            case .instance(let instance):
                let binding = SelfBinding(instance, mutable: true)
                try storeProperty(name, value, of: binding, at: position)
                // An object is a reference: its property changed where it is kept, not the variable.
                if instance.object != nil { return }
                container = .instance(binding.instance)
            case .tuple(let tuple):
                // `focus.row = 2`, `pair.0 += 1`: a new tuple with the element replaced.
                guard let index = tuple.index(of: name) ?? Int(name).flatMap({ tuple.elements.indices.contains($0) ? $0 : nil }) else {
                    throw error(.unknownName, position, "the tuple \(tuple.typeName) has no element '\(name)'")
                }
                container = .tuple(tuple.replacing(index, with: keepNumericType(tuple.elements[index], value)))
            case _ where container.unwrapped.isNative:
                container = .nativeAny(try vocabulary.setProperty(name, of: container.unwrapped.nativeValue!, to: value, interpreter: self, at: position))
            default:
                throw error(.badArguments, access, "cannot assign to '\(name)' of \(container.typeName)")
            }
            try store(container, into: place, f)
        case .element(let base, let place, let index, let position):
            try checkNesting(value, around: 1, at: position)
            let container = try base.evaluate(f)
            if case .optional(nil) = container, base is OptionalChainNode { return }
            if var dictionary = container.native(as: ScriptDictionary.self) {
                // `scores["Ann"] = 3`; `scores["Ann"] = nil` removes the key.
                let key = try index.evaluate(f)
                switch value {
                case .optional(nil): _ = try dictionary.remove(key, interpreter: self, at: position)
                case .optional(let wrapped?): try dictionary.set(key, wrapped, interpreter: self, at: position)
                default: try dictionary.set(key, value, interpreter: self, at: position)
                }
                try store(.native(dictionary), into: place, f)
                return
            }
            guard case .array(var items) = container, case .int(let i) = try index.evaluate(f) else {
                throw error(.badArguments, position, "only array elements can be assigned by index")
            }
            guard items.indices.contains(i) else {
                throw error(.invalidValue, position, "index \(i) is out of range 0..<\(items.count)")
            }
            items[i] = keepNumericType(items[i], value)
            try store(.array(items), into: place, f)
        case .optionalChain(let place):
            if case .optional = value { try store(value, into: place, f) } else { try store(.optional(value), into: place, f) }
        case .bindingValue(let node, let name, let position):
            guard let binding = try node.evaluate(f).native(as: Binding<Value>.self) else {
                throw error(.badArguments, position, "cannot assign to '\(name)': '$\(name)' is not a binding")
            }
            binding.wrappedValue = keepNumericType(binding.wrappedValue, value)
            try throwRefusedModelChange(at: position)
        case .discard:
            return
        case .invalid(let kind, let message, let position):
            throw error(kind, position, message)
        }
    }

    /// Writes a stored property of an instance (a `@State` property records a state change), or
    /// runs a computed property's setter.
    func storeProperty(_ name: String, _ value: Value, of owner: SelfBinding, at position: ScriptPosition) throws {
        let type = owner.instance.type
        if let index = type.wrapperIndex(name, prefix: "_") {
            try storeWrapper(value, at: index, of: owner, name: name, at: position)
            return
        }
        if let index = type.storedIndex(name) {
            try storeField(index, named: name, value, of: owner, at: position)
        } else if let computed = type.computed[name] {
            try runSetter(of: computed, named: name, value, of: owner, at: position)
        } else {
            throw error(.unknownName, position, "'\(type.name)' has no stored property '\(name)'")
        }
    }

    /// Runs the setter of the computed property `name` of an instance with `value`.
    func runSetter(of computed: UserTypeCode.ComputedProperty, named name: String, _ value: Value, of owner: SelfBinding,
                   at position: ScriptPosition) throws {
        guard let setter = computed.setter else {
            throw error(.unknownName, position, "'\(owner.instance.type.name)' has no stored property '\(name)'")
        }
        let previous = owner.isMutable
        owner.isMutable = true
        defer { owner.isMutable = previous }
        try withFrame(setter, owner: owner, function: nil) { f in
            if case .setter(let parameter) = setter.parameters, let slot = parameter.slot {
                f.slots[slot] = parameter.boxed ? .box(ScriptBox(value)) : value
            }
            _ = try runBody(setter, f)
        }
    }

    /// Writes the stored property at `index` (named `name`) of an instance.
    func storeField(_ index: Int, named name: String, _ value: Value, of owner: SelfBinding, at position: ScriptPosition) throws {
        try checkNesting(value, around: 1, at: position)
        let type = owner.instance.type
        if let field = owner.instance.fields[index].native(as: ModelField.self) {
            try storeModelField(field, value, named: name, isLet: type.stored[index].isLet, of: type, at: position)
            return
        }
        if type.stored[index].isState && owner.isInitializing {
            // Set in an `init`: the state's initial value, as Swift initialises a wrapped property.
            owner.instance.fields[index] = .native(State(wrappedValue: try conform(value, to: type.stored[index].declaredType, at: position)))
            return
        }
        if let state = owner.instance.fields[index].native(as: State<Value>.self) {
            state.wrappedValue = keepNumericType(state.wrappedValue, value)
            return
        }
        if type.stored[index].isBinding, let binding = owner.instance.fields[index].native(as: Binding<Value>.self) {
            binding.wrappedValue = keepNumericType(binding.wrappedValue, value)
            try throwRefusedModelChange(at: position)
            return
        }
        guard owner.isMutable else {
            throw error(.badArguments, position, "cannot assign to '\(name)': 'self' is immutable here (only @State properties change, inside timeline events)")
        }
        guard !type.stored[index].isLet || owner.isInitializing else {
            throw error(.badArguments, position, "cannot assign to '\(name)': it is a 'let' constant")
        }
        owner.instance.fields[index] = keepNumericType(owner.instance.fields[index], value)
    }

    /// Writes `_x`, the `State` or `Binding` of the property at `index`, in an `init`.
    private func storeWrapper(_ value: Value, at index: Int, of owner: SelfBinding, name: String, at position: ScriptPosition) throws {
        let stored = owner.instance.type.stored[index]
        guard owner.isInitializing else {
            throw error(.badArguments, position, "'\(name)' is set only in an 'init'; change '\(stored.name)' itself in an event")
        }
        if stored.isState, let state = value.native(as: State<Value>.self) {
            owner.instance.fields[index] = .native(State(wrappedValue: try conform(state.wrappedValue, to: stored.declaredType, at: position)))
        } else if stored.isBinding, value.native(as: Binding<Value>.self) != nil {
            owner.instance.fields[index] = value
        } else {
            let expected = stored.isState ? "'State(initialValue: …)'" : "a binding such as '$value'"
            throw error(.badArguments, position, "'\(name)' is the storage of '\(stored.name)': assign it \(expected), not \(value.typeName)")
        }
    }
}
