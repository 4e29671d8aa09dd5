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
            // An array of numbers animates component by component, as an `AnimatableVector`.
            case .array: return _AnyAnimatableData(AnimatableVector(try convert(value, to: [Double].self, at: property.node)))
            default:
                throw error(.badArguments, property.node, "animatableData must be a Double, an AnimatablePair, an AnimatableVector or an array of numbers, not \(value.typeName)")
            }
        } catch {
            report(error, at: property.node)
            return .zero
        }
    }

    /// Sets the `animatableData` of `instance` through its setter.
    func setAnimatableData(_ data: _AnyAnimatableData, of instance: inout Instance) {
        guard let base = data.base, let property = instance.type.computed["animatableData"] else { return }
        var value: Value = (base as? Double).map(Value.double) ?? .native(base)
        if let vector = base as? AnimatableVector, property.type?.is(ArrayTypeSyntax.self) == true {
            value = .array(vector.values.map(Value.double))
        }
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
