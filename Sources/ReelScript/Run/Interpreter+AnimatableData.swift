import Reel
import SwiftSyntax

extension Interpreter {
    /// The `animatableData` of a shape or modifier of the file, boxed in the Swift vector type a
    /// compiled one would have (`Double`, `AnimatablePair`); the zero of every type when the struct
    /// declares none. It is a computed property (reading the struct's own properties) or a stored
    /// one (`var animatableData: CGFloat`, set by the memberwise initialiser).
    func animatableData(of instance: Instance) -> _AnyAnimatableData {
        let stored = instance.type.storedIndex("animatableData")
        let property = instance.type.computed["animatableData"]
        guard stored != nil || property != nil else { return .zero }
        let position = ScriptPosition(property?.node ?? instance.type.stored[stored!].node)
        enterFromLibrary()
        do {
            let value = try stored.map { instance.fields[$0] }
                ?? evaluateComputedFromLibrary(property!, owner: SelfBinding(instance), at: position)
            switch value {
            case .double(let v): return _AnyAnimatableData(v)
            case .int(let v): return _AnyAnimatableData(Double(v))
            case .object(let box) where box.value is any VectorArithmetic: return _AnyAnimatableData(box.value as! any VectorArithmetic)
            // An array of numbers animates component by component, as an `AnimatableVector`.
            case .array: return _AnyAnimatableData(AnimatableVector(try convert(value, to: [Double].self, at: position)))
            default:
                throw error(.badArguments, position, "animatableData must be a Double, an AnimatablePair, an AnimatableVector or an array of numbers, not \(value.typeName)")
            }
        } catch {
            report(error, at: position)
            return .zero
        }
    }

    /// Sets the `animatableData` of `instance` through its setter.
    func setAnimatableData(_ data: _AnyAnimatableData, of instance: inout Instance) {
        let stored = instance.type.storedIndex("animatableData")
        guard let base = data.base, stored != nil || instance.type.computed["animatableData"] != nil else { return }
        let declared = stored.map { instance.type.stored[$0].type } ?? instance.type.computed["animatableData"]?.type
        var value: Value = (base as? Double).map(Value.double) ?? .native(base)
        if let vector = base as? AnimatableVector, declared?.is(ArrayTypeSyntax.self) == true {
            value = .array(vector.values.map(Value.double))
        }
        let binding = SelfBinding(instance, mutable: true)
        let position = ScriptPosition(instance.type.nameNode)
        enterFromLibrary()
        active += 1
        defer { active -= 1 }
        do {
            try storeProperty("animatableData", value, of: binding, at: position)
            instance = binding.instance
        } catch {
            report(error, at: position)
        }
    }
}
