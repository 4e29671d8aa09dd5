import Foundation
import Reel

/// Bindings into collections and values, as SwiftUI's `Binding` gives them through its dynamic
/// member lookup and its collection conformance: `$item.done`, `$item.nested.field`,
/// `$items[index]`, and the element bindings of `ForEach($items) { $item in … }`. Each reads the
/// part of the value the binding refers to and writes it back through that binding, so a write
/// changes the state (or the model's property) the binding came from, as an event's change.
extension Interpreter {
    /// `$items[index]`: a binding to the element at `index` of the array `binding` refers to. Read
    /// once the element is gone (a later state removed it), it gives `fallback`, the element when
    /// the binding was made; a write then changes nothing.
    func elementBinding(_ binding: Binding<Value>, _ index: Int, fallback: Value) -> Binding<Value> {
        Binding(get: {
            guard case .array(let items) = binding.wrappedValue, items.indices.contains(index) else { return fallback }
            return items[index]
        }, set: { [unowned self] value in
            guard case .array(var items) = binding.wrappedValue, items.indices.contains(index) else { return }
            items[index] = self.keepNumericType(items[index], value)
            binding.wrappedValue = .array(items)
        })
    }

    /// `$value.name`: a binding to the member `name` of the value `binding` refers to, read with
    /// `member` (the member expression's own reading) and written by changing that member of the
    /// value and writing the value back.
    func memberBinding(_ binding: Binding<Value>, _ name: String, member: @escaping (Value) throws -> Value,
                       at position: ScriptPosition) -> Binding<Value> {
        Binding(get: { [unowned self] in
            do { return try member(binding.wrappedValue) } catch {
                self.report(error, at: position)
                return .optional(nil)
            }
        }, set: { [unowned self] value in
            do {
                if let changed = try self.settingMember(name, of: binding.wrappedValue, to: value, at: position) {
                    binding.wrappedValue = changed
                }
            } catch {
                self.report(error, at: position)
            }
        })
    }

    /// `container` with its member `name` set to `value`; nil when the container is an object,
    /// whose property is changed where the object keeps it.
    func settingMember(_ name: String, of container: Value, to value: Value, at position: ScriptPosition) throws -> Value? {
        switch container {
        case .instance(let instance):
            let owner = SelfBinding(instance, mutable: true)
            try storeProperty(name, value, of: owner, at: position)
            if instance.object != nil {
                try throwRefusedModelChange(at: position)
                return nil
            }
            return .instance(owner.instance)
        case .tuple(let tuple):
            guard let index = tuple.index(of: name) ?? Int(name).flatMap({ tuple.elements.indices.contains($0) ? $0 : nil }) else {
                throw error(.unknownName, position, "the tuple \(tuple.typeName) has no element '\(name)'")
            }
            return .tuple(tuple.replacing(index, with: keepNumericType(tuple.elements[index], value)))
        case .optional(let wrapped?):
            return try settingMember(name, of: wrapped, to: value, at: position).map { .optional($0) }
        case _ where container.isNative:
            return .nativeAny(try vocabulary.setProperty(name, of: container.nativeValue!, to: value, interpreter: self, at: position))
        default:
            throw error(.badArguments, position, "cannot assign to '\(name)' of \(container.typeName)")
        }
    }

    /// The elements `ForEach` (or `List`) makes rows of, with their identities: those of an array,
    /// a range or another sequence, or, for a binding to an array (`ForEach($items)`), a binding
    /// to each element, identified by the element it refers to.
    func identifiedElements(_ data: Value, keyPath: ScriptKeyPath?, at position: ScriptPosition) throws -> [ScriptElement] {
        if let binding = data.native(as: Binding<Value>.self) {
            let values = try iterate(binding.wrappedValue, at: position)
            return try values.enumerated().map { index, value in
                ScriptElement(id: try Vocabulary.identity(of: value, keyPath: keyPath, interpreter: self, at: position),
                              value: .native(elementBinding(binding, index, fallback: value)))
            }
        }
        return try iterate(data, at: position).map { element in
            ScriptElement(id: try Vocabulary.identity(of: element, keyPath: keyPath, interpreter: self, at: position), value: element)
        }
    }
}
