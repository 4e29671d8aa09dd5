import Foundation

/// A gesture of any type reporting values of `Value`, as SwiftUI's `AnyGesture`: recognises as
/// the gesture it wraps, whose own handlers still run, and carries handlers of its own.
public struct AnyGesture<Value>: _CallbackGesture {
    private let makeRecognition: (GestureCallbacks<Value>) -> _GestureRecognition<Value>
    /// The gesture's handlers.
    public var _callbacks = GestureCallbacks<Value>()

    /// `gesture`, its type erased.
    public init<Wrapped: Gesture>(_ gesture: Wrapped) where Wrapped.Value == Value {
        self.init(gesture) { $0 }
    }

    /// `gesture`, its values made into `Value` by `transform` (a scene file's gestures, whose
    /// values become the interpreter's).
    package init<Wrapped: Gesture>(_ gesture: Wrapped, transform: @escaping (Wrapped.Value) -> Value) {
        makeRecognition = { callbacks in MappedRecognition(gesture._recognition(), callbacks: callbacks, transform: transform) }
    }

    /// A fresh recognition of the gesture.
    public func _recognition() -> _GestureRecognition<Value> {
        makeRecognition(_callbacks)
    }
}

/// The recognition of a wrapped gesture, its reports passed on with their values transformed.
final class MappedRecognition<A, Mapped>: _GestureRecognition<Mapped> {
    let a: _GestureRecognition<A>

    init(_ a: _GestureRecognition<A>, callbacks: GestureCallbacks<Mapped>, transform: @escaping (A) -> Mapped) {
        self.a = a
        super.init(callbacks: callbacks)
        claimsWhenActive = a.claimsWhenActive
        a.outbox = { [unowned self] run in self.outbox(run) }
        a.observer = { [unowned self] event in
            claimsWhenActive = a.claimsWhenActive
            switch event {
            case .changed(let v): change(transform(v))
            case .ended(let v): succeed(transform(v))
            case .failed: fail()
            }
        }
    }

    override var deadline: Double? { a.deadline }
    override func down(_ touch: GestureTouch) { a.down(touch); claimsWhenActive = a.claimsWhenActive }
    override func move(_ touch: GestureTouch) { a.move(touch); claimsWhenActive = a.claimsWhenActive }
    override func up(_ touch: GestureTouch) { a.up(touch); claimsWhenActive = a.claimsWhenActive }
    override func tick(_ time: Double) { a.tick(time); claimsWhenActive = a.claimsWhenActive }
    override func cancel() { a.cancel(); super.cancel() }
}
