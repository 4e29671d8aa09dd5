import Foundation
import Reel

/// A keyframe of a scene file (`LinearKeyframe(1.2, duration: 0.3)`), kept with its target as
/// the file's value until the track it belongs to knows the Swift type it animates.
package struct ScriptKeyframe {
    /// How the keyframe moves to its value.
    package enum Kind {
        /// `LinearKeyframe` with its timing curve.
        case linear(UnitCurve)
        /// `CubicKeyframe` with its optional velocities.
        case cubic(startVelocity: Value?, endVelocity: Value?)
        /// `SpringKeyframe` with its spring and optional start velocity.
        case spring(Spring, startVelocity: Value?)
        /// `MoveKeyframe`.
        case move
    }

    /// The value the keyframe reaches.
    package var value: Value
    /// Its duration, nil for a spring that takes its settling time.
    package var duration: Double?
    /// How it moves.
    package var kind: Kind
    /// The keyframe's call, for positions.
    package var node: ScriptPosition

    /// The target value argument `name`: integer literals are doubles here (keyframes animate
    /// floating-point values), so `1 / 2` is 0.5 as in Swift.
    static func target(_ i: Invocation, _ name: String) throws -> Value {
        try i.doubleContextValue(i.argument(name)!)
    }

    /// The optional target-typed argument `name`.
    static func optionalTarget(_ i: Invocation, _ name: String) throws -> Value? {
        guard let argument = i.argument(name) else { return nil }
        if case .optional(nil) = argument.value { return nil }
        return try target(i, name)
    }

    /// The keyframe as Reel's `Keyframe<T>`, made by the same keyframe type the compiled scene
    /// uses.
    func keyframe<T: Animatable>(as type: T.Type, interpreter: Interpreter) throws -> Keyframe<T> {
        let to = try interpreter.convert(value, to: T.self, at: node)
        func velocity(_ value: Value?) throws -> T? { try value.map { try interpreter.convert($0, to: T.self, at: node) } }
        switch kind {
        case .linear(let curve): return LinearKeyframe(to, duration: duration ?? 0, timingCurve: curve).keyframe
        case .cubic(let start, let end):
            return CubicKeyframe(to, duration: duration ?? 0, startVelocity: try velocity(start), endVelocity: try velocity(end)).keyframe
        case .spring(let spring, let start): return SpringKeyframe(to, duration: duration, spring: spring, startVelocity: try velocity(start)).keyframe
        case .move: return MoveKeyframe(to).keyframe
        }
    }
}
