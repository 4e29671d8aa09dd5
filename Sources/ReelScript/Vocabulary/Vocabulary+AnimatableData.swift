import Foundation
import Reel

extension Vocabulary {
    /// `AnimatablePair` of any two vectors (numbers, pairs, `AnimatableVector`s, the library's
    /// vector types), its `first` and `second`, and `AnimatableVector` with its `values`: what a
    /// view, shape or modifier of a scene file declares as `animatableData`.
    mutating func registerAnimatableData() {
        initializer("AnimatablePair", "AnimatablePair(_first _second)") { i in
            let first = try Vocabulary.vector(i.argument("first")!, i.interpreter)
            let second = try Vocabulary.vector(i.argument("second")!, i.interpreter)
            return Vocabulary.pair(first, second)
        }
        for component in ["first", "second"] {
            properties[component, default: []].append(Property(get: { value, _ in
                guard let pair = value.nativeValue as? AnimatablePairAccess else { return nil }
                return Vocabulary.value(of: component == "first" ? pair.anyFirst : pair.anySecond)
            }, set: { native, value, interpreter in
                guard let pair = native as? AnimatablePairAccess else { return nil }
                let current = component == "first" ? pair.anyFirst : pair.anySecond
                let node = ScriptPosition.start
                let replacement: any VectorArithmetic
                switch current {
                case is Double: replacement = try interpreter.convert(value, to: Double.self, at: node)
                case is CGFloat: replacement = CGFloat(try interpreter.convert(value, to: Double.self, at: node))
                default:
                    guard let vector = value.nativeValue as? any VectorArithmetic else {
                        throw interpreter.error(.badArguments, node, "'\(component)' of this AnimatablePair is \(Swift.type(of: current)), not \(value.typeName)")
                    }
                    replacement = vector
                }
                guard let changed = pair.replacing(first: component == "first", with: replacement) else {
                    throw interpreter.error(.badArguments, node, "'\(component)' of this AnimatablePair is \(Swift.type(of: current)), not \(Swift.type(of: replacement))")
                }
                return changed
            }))
        }
        initializer("AnimatableVector", "AnimatableVector(_values)") { i in
            AnimatableVector(try i.get("values", as: [Double].self))
        }
        initializer("AnimatableVector", "AnimatableVector()") { _ in AnimatableVector() }
        properties["values", default: []].append(Property(get: { value, _ in
            guard let vector = value.nativeValue as? AnimatableVector else { return nil }
            return .array(vector.values.map(Value.double))
        }, set: nil))
    }

    /// A component of a pair as a scene file sees it: numbers as `Double`, other vectors native.
    static func value(of component: any VectorArithmetic) -> Value {
        if let number = component as? Double { return .double(number) }
        if let number = component as? CGFloat { return .double(Double(number)) }
        return .native(component)
    }

    /// An argument as a vector: numbers are `Double`, arrays of numbers `AnimatableVector`s.
    static func vector(_ argument: CallSite.Argument, _ interpreter: Interpreter) throws -> any VectorArithmetic {
        switch argument.value {
        case .double(let v): return v
        case .int(let v): return Double(v)
        case .array: return AnimatableVector(try interpreter.convert(argument.value, to: [Double].self, at: argument.node))
        case .object(let box) where box.value is any VectorArithmetic: return box.value as! any VectorArithmetic
        default:
            throw interpreter.error(.badArguments, argument.node, "an AnimatablePair holds numbers or other animatable vectors, not \(argument.value.typeName)")
        }
    }

    /// The pair of two vectors of any types.
    static func pair<A: VectorArithmetic, B: VectorArithmetic>(_ first: A, _ second: B) -> any VectorArithmetic {
        AnimatablePair(first, second)
    }
}
