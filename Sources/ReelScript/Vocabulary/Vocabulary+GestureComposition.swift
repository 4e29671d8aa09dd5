import Foundation
import Reel

/// A scene file's gesture in a composition: any gesture, its values the interpreter's.
typealias ScriptGesture = AnyGesture<Value>

extension Vocabulary {
    /// `exclusively(before:)`, `sequenced(before:)` and `simultaneously(with:)` of any two
    /// gestures (compositions included), with their handlers: `SequenceGesture.Value` and
    /// `ExclusiveGesture.Value` reach the file's closures as enum cases (`.first(…)`,
    /// `.second(…, …?)`) that `switch` and `if case` match; `SimultaneousGesture.Value` has
    /// optional `first` and `second`.
    mutating func registerGestureComposition() {
        method("exclusively(before:)") { i in
            .native(ExclusiveGesture(Self.scriptGesture(try i.receiver(as: (any Gesture).self)), Self.scriptGesture(try i.get("before", as: (any Gesture).self))))
        }
        method("sequenced(before:)") { i in
            .native(SequenceGesture(Self.scriptGesture(try i.receiver(as: (any Gesture).self)), Self.scriptGesture(try i.get("before", as: (any Gesture).self))))
        }
        method("simultaneously(with:)") { i in
            .native(SimultaneousGesture(Self.scriptGesture(try i.receiver(as: (any Gesture).self)), Self.scriptGesture(try i.get("with", as: (any Gesture).self))))
        }
        // The values' cases, as the file's patterns name them (`.first(true)`, `.second(true, let drag?)`).
        staticMethod("ExclusiveGesture.Value", "first(_value)") { i in LibraryEnumCase("ExclusiveGesture.Value", "first", [try i.get("value", as: Value.self)]) }
        staticMethod("ExclusiveGesture.Value", "second(_value)") { i in LibraryEnumCase("ExclusiveGesture.Value", "second", [try i.get("value", as: Value.self)]) }
        staticMethod("SequenceGesture.Value", "first(_value)") { i in LibraryEnumCase("SequenceGesture.Value", "first", [try i.get("value", as: Value.self)]) }
        staticMethod("SequenceGesture.Value", "second(_first _second)") { i in
            LibraryEnumCase("SequenceGesture.Value", "second", [try i.get("first", as: Value.self), .optional(try i.get("second", as: Value.self))])
        }
        bindHandlers(ExclusiveGesture<ScriptGesture, ScriptGesture>.self) { value in
            switch value {
            case .first(let a): .native(LibraryEnumCase("ExclusiveGesture.Value", "first", [a]))
            case .second(let b): .native(LibraryEnumCase("ExclusiveGesture.Value", "second", [b]))
            }
        }
        bindHandlers(SequenceGesture<ScriptGesture, ScriptGesture>.self) { value in
            switch value {
            case .first(let a): .native(LibraryEnumCase("SequenceGesture.Value", "first", [a]))
            case .second(let a, let b): .native(LibraryEnumCase("SequenceGesture.Value", "second", [a, .optional(b)]))
            }
        }
        bindHandlers(SimultaneousGesture<ScriptGesture, ScriptGesture>.self) { .native($0) }
        property("first", of: SimultaneousGesture<ScriptGesture, ScriptGesture>.Value.self) { $0.first }
        property("second", of: SimultaneousGesture<ScriptGesture, ScriptGesture>.Value.self) { $0.second }
    }

    /// `gesture` with its values made the interpreter's as its handlers would see them (a long
    /// press's `Bool`, a drag's value, a tap's nothing).
    static func scriptGesture(_ gesture: any Gesture) -> ScriptGesture {
        func erase<G: Gesture>(_ gesture: G) -> ScriptGesture {
            if let done = gesture as? ScriptGesture { return done }
            return ScriptGesture(gesture) { Value.wrapAny($0) }
        }
        return erase(gesture)
    }
}
