import Foundation

/// A gesture as a value, as SwiftUI's `Gesture`: `TapGesture`, `SpatialTapGesture`,
/// `LongPressGesture`, `DragGesture`, `MagnifyGesture`, `RotateGesture` and their compositions
/// (`exclusively(before:)`, `sequenced(before:)`, `simultaneously(with:)`), attached with
/// `gesture(_:)`, `highPriorityGesture(_:)` or `simultaneousGesture(_:)` and played by scripted
/// touches (`Touch`). Its handlers (`onChanged`, `onEnded`, `updating`) run as timeline events.
public protocol Gesture {
    /// What the gesture reports while it changes and when it ends.
    associatedtype Value

    /// A fresh recognition of the gesture for one touch (the engine's; not called by scenes).
    func _recognition() -> _GestureRecognition<Value>
}

/// The handlers a gesture value carries: `onChanged`, `onEnded` and `updating`, in the order
/// they were added.
public struct GestureCallbacks<Value> {
    var changed: [(Value) -> Void] = []
    var ended: [(Value) -> Void] = []
    var updates: [(Value, Transaction) -> Transaction] = []
    /// Run as the gesture starts; each gives back what puts its state back when it ends.
    var resets: [() -> (Transaction) -> Void] = []

    /// No handlers.
    public init() {}

    /// Whether there is nothing to run.
    var isEmpty: Bool { changed.isEmpty && ended.isEmpty && updates.isEmpty }
}

/// A gesture whose handlers are kept in `GestureCallbacks` (every gesture of Reel's but
/// `DragGesture`, which keeps its own): `onChanged`, `onEnded` and `updating` come from here.
public protocol _CallbackGesture: Gesture {
    /// The gesture's handlers.
    var _callbacks: GestureCallbacks<Value> { get set }
}

extension _CallbackGesture {
    /// Runs `action` each time the gesture's value changes while it is active.
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self {
        var copy = self
        copy._callbacks.changed.append(action)
        return copy
    }

    /// Runs `action` with the final value when the gesture succeeds.
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self {
        var copy = self
        copy._callbacks.ended.append(action)
        return copy
    }

    /// Sets `state` at each change of the gesture with `body`, which may also set the
    /// transaction; when the gesture ends or fails, `state` goes back to its initial value under
    /// that transaction, as SwiftUI's `updating(_:body:)`.
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> Self {
        var copy = self
        copy._callbacks.updates.append { value, transaction in
            var current = state.wrappedValue
            var transaction = transaction
            body(value, &current, &transaction)
            withTransaction(transaction) { state.assign(current) }
            return transaction
        }
        copy._callbacks.resets.append { { transaction in withTransaction(transaction) { state.reset() } } }
        return copy
    }

    /// `updating(_:body:)` for a scene file's `@GestureState`, reached through a binding: the
    /// value it had when the gesture started is put back when it ends.
    package func updating<State>(binding: Binding<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> Self {
        var copy = self
        copy._callbacks.updates.append { value, transaction in
            var current = binding.wrappedValue
            var transaction = transaction
            body(value, &current, &transaction)
            withTransaction(transaction) { binding.wrappedValue = current }
            return transaction
        }
        copy._callbacks.resets.append {
            let saved = binding.wrappedValue
            return { transaction in withTransaction(transaction) { binding.wrappedValue = saved } }
        }
        return copy
    }

    /// Adds handlers taking the value as `Any` (a scene file's closures).
    package func erasedHandlers(changed: ((Any) -> Void)?, ended: ((Any) -> Void)?) -> Self {
        var copy = self
        if let changed { copy._callbacks.changed.append { changed($0) } }
        if let ended { copy._callbacks.ended.append { ended($0) } }
        return copy
    }
}
