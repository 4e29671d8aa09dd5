import Reel

extension Interpreter {
    /// The `animatableData` of a shape or modifier of the file, boxed in the Swift vector type a
    /// compiled one would have (`Double`, `AnimatablePair`); the zero of every type when the struct
    /// declares none. It is a computed property (reading the struct's own properties) or a stored
    /// one (`var animatableData: CGFloat`, set by the memberwise initialiser); which one, and
    /// where, was found when the file was lowered (`UserTypeCode.AnimatableData`).
    func animatableData(of instance: Instance) -> _AnyAnimatableData {
        guard let member = instance.type.animatableData else { return .zero }
        let position = member.position
        enterFromLibrary()
        do {
            let value: Value
            switch member.storage {
            case .stored(let index): value = instance.fields[index]
            case .computed(let property): value = try evaluateComputedFromLibrary(property, owner: SelfBinding(instance), at: position)
            }
            switch value {
            case .double(let v): return _AnyAnimatableData(v)
            case .int(let v): return _AnyAnimatableData(Double(v))
            case .object(let box) where box.value is any VectorArithmetic: return _AnyAnimatableData(box.value as! any VectorArithmetic)
            // A struct of the file with the members of a vector (`+`, `-`, `scale(by:)`, `magnitudeSquared`).
            case .instance(let vector) where UserVector.isVector(vector): return _AnyAnimatableData(UserVector(instance: vector, interpreter: self))
            // An array of numbers animates component by component, as an `AnimatableVector`.
            case .array: return _AnyAnimatableData(AnimatableVector(try convert(value, to: [Double].self, at: position)))
            default:
                throw error(.badArguments, position, "animatableData must be a Double, an AnimatablePair, an AnimatableVector, an array of numbers or a struct conforming to VectorArithmetic (with '+', '-', 'scale(by:)' and 'magnitudeSquared'), not \(value.typeName)")
            }
        } catch {
            report(error, at: position)
            return .zero
        }
    }

    /// Sets the `animatableData` of `instance`: its stored property, or through its setter.
    func setAnimatableData(_ data: _AnyAnimatableData, of instance: inout Instance) {
        guard let base = data.base, let member = instance.type.animatableData else { return }
        var value: Value = (base as? Double).map(Value.double) ?? .native(base)
        if let vector = base as? UserVector {
            // The zero of every vector is not a value of the struct; nothing to set.
            guard let held = vector.instance else { return }
            value = .instance(held)
        }
        if let vector = base as? AnimatableVector, member.isArray {
            value = .array(vector.values.map(Value.double))
        }
        let binding = SelfBinding(instance, mutable: true)
        let position = instance.type.namePosition
        enterFromLibrary()
        active += 1
        defer { active -= 1 }
        do {
            switch member.storage {
            case .stored(let index): try storeField(index, named: "animatableData", value, of: binding, at: position)
            case .computed(let property): try runSetter(of: property, named: "animatableData", value, of: binding, at: position)
            }
            instance = binding.instance
        } catch {
            report(error, at: position)
        }
    }
}
