import Foundation

/// State a gesture sets while it runs, as SwiftUI's `@GestureState`: `updating($state)` sets it
/// at each move of the gesture, and it goes back to its initial value when the gesture ends. Held
/// by the engine as `@State` is (only the gesture changes it).
@propertyWrapper
public struct GestureState<Value>: StateProperty {
    let box: StateBox<Value>
    let initial: Value

    /// Gesture state starting (and reset) at `wrappedValue`.
    public init(wrappedValue: Value) {
        box = StateBox(wrappedValue)
        initial = wrappedValue
    }

    /// Gesture state starting (and reset) at `initialValue`.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// The current value.
    public var wrappedValue: Value { box.value }

    /// The state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    /// The storage of the property.
    package var stateBox: AnyStateBox { box }

    func assign(_ value: Value) { box.assign(value) }
    func reset() { box.assign(initial) }
}
