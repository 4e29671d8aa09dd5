import Reel
import SwiftSyntax

extension Interpreter {
    /// The `animatableData` of a shape or modifier of the file, boxed in the Swift vector type a
    /// compiled one would have (`Double`, `AnimatablePair`); the zero of every type when the struct
    /// declares none.
    func animatableData(of instance: Instance) -> _AnyAnimatableData {
        guard let property = instance.type.computed["animatableData"] else { return .zero }
        enterFromLibrary(at: property.node)
        do {
            let value = try evaluateComputed(property, owner: SelfBinding(instance), at: property.node)
            switch value {
            case .double(let v): return _AnyAnimatableData(v)
            case .int(let v): return _AnyAnimatableData(Double(v))
            case .native(let vector as any VectorArithmetic): return _AnyAnimatableData(vector)
            default:
                throw error(.badArguments, property.node, "animatableData must be a Double or an AnimatablePair, not \(value.typeName)")
            }
        } catch {
            report(error, at: property.node)
            return .zero
        }
    }

    /// Sets the `animatableData` of `instance` through its setter.
    func setAnimatableData(_ data: _AnyAnimatableData, of instance: inout Instance) {
        guard let base = data.base, instance.type.computed["animatableData"] != nil else { return }
        let value: Value = (base as? Double).map(Value.double) ?? .native(base)
        let binding = SelfBinding(instance, mutable: true)
        enterFromLibrary(at: instance.type.node.name)
        do {
            try storeProperty("animatableData", value, of: binding, at: instance.type.node.name)
            instance = binding.instance
        } catch {
            report(error, at: instance.type.node.name)
        }
    }
}
