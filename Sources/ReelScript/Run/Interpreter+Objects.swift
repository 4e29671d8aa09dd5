import Foundation
import Reel

/// Objects of the file's classes (models): made with deterministic identities, their stored
/// properties read from and written to the scene's state (`ObjectHeap`), changed only inside
/// events.
extension Interpreter {
    /// The message for a model's property changed outside an event, as SwiftUI's runtime warning
    /// says it ("Modifying state during view update").
    static func modelChangeRefusal(_ name: String, of type: String) -> String {
        "modifying state during view update: '\(name)' of '\(type)' is changed while a view's 'body' is evaluated; change a model in an event: an 'At' event, 'onAppear', 'onChange', 'task' or a 'DispatchQueue.main.asyncAfter' action"
    }

    /// `made`, a new instance of a class (or `init?`'s optional of one), as an object: named (see
    /// `ObjectIdentity`) and each stored property held as a `ModelField`.
    func makeObject(_ made: Value, at position: ScriptPosition) -> Value {
        switch made {
        case .optional(let wrapped?): return .optional(makeObject(wrapped, at: position))
        case .instance(var instance) where instance.type.isClass && instance.object == nil:
            let identity = nextIdentity(at: position)
            instance.object = identity
            instance.fields = instance.fields.enumerated().map { index, initial in
                .native(ModelField(identity: identity, index: index, initial: initial))
            }
            return .instance(instance)
        default: return made
        }
    }

    /// What an identity is counted among outside views' bodies: objects, or `UUID()`s.
    enum IdentityCount { case objects, identifiers }

    /// The identity of the object (or identifier) made now by the call at `position`.
    func nextIdentity(at position: ScriptPosition, counting kind: IdentityCount = .objects) -> ObjectIdentity {
        if var scope = objectScope {
            let occurrence = scope.occurrences[position.offset, default: 0]
            scope.occurrences[position.offset] = occurrence + 1
            objectScope = scope
            return ObjectIdentity(scope: scope.key, site: position.offset, occurrence: occurrence)
        }
        if StateChangeRecorder.isRunningEvent {
            if kind == .identifiers {
                eventIdentifiers += 1
                return ObjectIdentity(scope: 0, site: 1, occurrence: eventIdentifiers)
            }
            eventObjects += 1
            return ObjectIdentity(scope: 0, site: 0, occurrence: eventObjects)
        }
        if kind == .identifiers {
            looseIdentifiers += 1
            return ObjectIdentity(scope: 0, site: -3, occurrence: looseIdentifiers)
        }
        looseObjects += 1
        return ObjectIdentity(scope: 0, site: -1, occurrence: looseObjects)
    }

    /// Gives the objects a view inserted now owns (the initial values of its `@State` and
    /// `@StateObject` properties, made by its parent's body being evaluated) names of their own,
    /// counted in the order the timeline's resolution inserts views: a view removed and inserted
    /// again then starts with new objects, as SwiftUI makes new state for it, not with the values
    /// the objects of the same making call had before. Frames take these names from the
    /// timeline's states, so they never rename.
    func renewObjects(ownedBy instance: Instance) {
        guard let scope = objectScope?.key else { return }
        for (stored, field) in zip(instance.type.stored, instance.fields) where stored.isState {
            guard let state = field.native(as: State<Value>.self), case .instance(var object) = state.wrappedValue,
                  let identity = object.object, identity.scope == scope else { continue }
            insertedObjects += 1
            let renewed = ObjectIdentity(scope: 0, site: -2, occurrence: insertedObjects)
            object.object = renewed
            object.fields = object.fields.enumerated().map { index, field in
                guard let model = field.native(as: ModelField.self) else { return field }
                return .native(ModelField(identity: renewed, index: index, initial: model.initial))
            }
            // The view's state storage, set without recording a change: this is its initial value.
            state.stateBox.anyValue = Value.instance(object)
        }
    }

    /// Runs `body` with objects made in it named in the scope of the view identified by `key`.
    func inObjectScope<T>(_ key: Int, _ body: () throws -> T) rethrows -> T {
        let saved = objectScope
        objectScope = ObjectScope(key: key == 0 ? 1 : key)
        defer { objectScope = saved }
        return try body()
    }

    /// The current value of a model's property.
    func modelValue(_ field: ModelField) -> Value {
        guard let heap = objectHeap?.wrappedValue.native(as: ObjectHeap.self) else { return field.initial }
        return heap.values[field.identity]?[field.index] ?? field.initial
    }

    /// Whether a model's property may change now (inside an event).
    var mayChangeModels: Bool { StateChangeRecorder.isRunningEvent }

    /// Sets a model's property (inside an event; the caller has checked), recording a change of
    /// the scene's state.
    func setModelValue(_ value: Value, of field: ModelField) {
        guard let objectHeap else { return }
        var heap = objectHeap.wrappedValue.native(as: ObjectHeap.self) ?? ObjectHeap()
        heap.values[field.identity, default: [:]][field.index] = keepNumericType(modelValue(field), value)
        objectHeap.wrappedValue = .native(heap)
    }

    /// Writes `value` to the property `name` of a model (`field`), refusing it outside events.
    func storeModelField(_ field: ModelField, _ value: Value, named name: String, isLet: Bool, of type: UserTypeCode,
                         at position: ScriptPosition) throws {
        guard !isLet else { throw error(.badArguments, position, "cannot assign to '\(name)': it is a 'let' constant") }
        guard mayChangeModels else { throw error(.badArguments, position, Interpreter.modelChangeRefusal(name, of: type.name)) }
        setModelValue(value, of: field)
    }

    /// `$model.name`: a binding to a model's property, read and written through this
    /// interpreter (a write outside an event is refused and reported where it was made).
    func modelBinding(_ field: ModelField, named name: String, of type: UserTypeCode) -> Binding<Value> {
        Binding(get: { [unowned self] in self.modelValue(field) },
                set: { [unowned self] value in
                    guard self.mayChangeModels else {
                        self.refusedModelChange = Interpreter.modelChangeRefusal(name, of: type.name)
                        return
                    }
                    self.setModelValue(value, of: field)
                })
    }

    /// `$model.name` where `$model` is a `Binding` to a model (`@State private var model =
    /// Model()`): a binding to the property `name` of the object it holds, as SwiftUI's binding
    /// gives one through its dynamic member lookup; nil for any other value.
    func modelPropertyBinding(_ value: Value, _ name: String) -> Value? {
        guard case .object(let box) = value, let binding = box.value(as: Binding<Value>.self),
              case .instance(let model) = binding.wrappedValue, model.object != nil, let index = model.type.storedIndex(name),
              let field = model.fields[index].native(as: ModelField.self) else { return nil }
        return .native(modelBinding(field, named: name, of: model.type))
    }

    /// Throws the refusal of a model's change a binding met, if one did.
    func throwRefusedModelChange(at position: ScriptPosition) throws {
        guard let message = refusedModelChange else { return }
        refusedModelChange = nil
        throw error(.badArguments, position, message)
    }

    /// A field's value read through what it holds: a state's current value, a binding's, a
    /// model's property's current value.
    @inline(__always)
    func read(_ field: Value, isState: Bool) -> Value {
        guard isState else { return field }
        if objectHeap != nil, case .object(let box) = field, let model = box.value(as: ModelField.self) { return modelValue(model) }
        return FieldNode.read(field, isState: true)
    }
}

extension Interpreter {
    /// The state holding the models' changed properties, made and kept here when the file
    /// declares a class (nil otherwise: a file without classes has exactly the state it declares).
    func makeObjectHeap() -> State<Value>? {
        guard program.types.contains(where: \.isClass) else { return nil }
        let heap = State<Value>(wrappedValue: .native(ObjectHeap()))
        objectHeap = heap
        return heap
    }
}
