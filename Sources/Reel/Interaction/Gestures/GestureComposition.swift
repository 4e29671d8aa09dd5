import Foundation

extension Gesture {
    /// This gesture, or `other` if this one fails, as SwiftUI's `exclusively(before:)`: this one
    /// has precedence; `other`'s reports wait until this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }

    /// This gesture, then `other` once it succeeds, as SwiftUI's `sequenced(before:)` (a long
    /// press then a drag).
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture and `other` at once, as SwiftUI's `simultaneously(with:)`.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}

/// Two gestures of which only one succeeds, the first having precedence, as SwiftUI's
/// `ExclusiveGesture`.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: _CallbackGesture {
    /// Which of the two reported.
    public enum Value {
        /// The first gesture's value.
        case first(First.Value)
        /// The second gesture's value.
        case second(Second.Value)
    }
    /// The gesture with precedence.
    public var first: First
    /// The gesture that runs if the first fails.
    public var second: Second
    /// The gesture's handlers.
    public var _callbacks = GestureCallbacks<Value>()

    /// `first` exclusively before `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// A fresh recognition of the gesture.
    public func _recognition() -> _GestureRecognition<Value> {
        ExclusiveRecognition<First.Value, Second.Value, Value>(first._recognition(), second._recognition(), callbacks: _callbacks,
                                                               first: { Value.first($0) }, second: { Value.second($0) })
    }
}

final class ExclusiveRecognition<A, B, Composite>: _GestureRecognition<Composite> {
    let a: _GestureRecognition<A>
    let b: _GestureRecognition<B>
    private var group: GesturePrecedence!

    init(_ a: _GestureRecognition<A>, _ b: _GestureRecognition<B>, callbacks: GestureCallbacks<Composite>,
         first: @escaping (A) -> Composite, second: @escaping (B) -> Composite) {
        self.a = a
        self.b = b
        super.init(callbacks: callbacks)
        claimsWhenActive = a.claimsWhenActive
        group = GesturePrecedence([a, b]) { [unowned self] run in self.outbox(run) }
        a.observer = { [unowned self] event in self.group.hold(0) { self.report(event, first, claims: a.claimsWhenActive) } }
        b.observer = { [unowned self] event in self.group.hold(1) { self.report(event, second, claims: b.claimsWhenActive) } }
    }

    private func report<V>(_ event: _GestureRecognition<V>.Event, _ wrap: (V) -> Composite, claims: Bool) {
        switch event {
        case .changed(let v): claimsWhenActive = claims; change(wrap(v))
        case .ended(let v): succeed(wrap(v))
        case .failed: break
        }
    }

    private func after() {
        group.settle()
        if group.allFailed { fail() }
    }

    override var deadline: Double? { [a.deadline, b.deadline].compactMap { $0 }.min() }
    override func down(_ touch: GestureTouch) { a.down(touch); b.down(touch); after() }
    override func move(_ touch: GestureTouch) { a.move(touch); b.move(touch); after() }
    override func up(_ touch: GestureTouch) { a.up(touch); b.up(touch); after() }
    override func tick(_ time: Double) { a.tick(time); b.tick(time); after() }
    override func cancel() { a.cancel(); b.cancel(); super.cancel() }
}

/// One gesture, then another once the first succeeds, as SwiftUI's `SequenceGesture`.
public struct SequenceGesture<First: Gesture, Second: Gesture>: _CallbackGesture {
    /// Where the sequence is.
    public enum Value {
        /// The first gesture is under way, with its value.
        case first(First.Value)
        /// The first succeeded with its value; the second's value once it has one.
        case second(First.Value, Second.Value?)
    }
    /// The gesture that comes first.
    public var first: First
    /// The gesture that follows.
    public var second: Second
    /// The gesture's handlers.
    public var _callbacks = GestureCallbacks<Value>()

    /// `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// A fresh recognition of the gesture.
    public func _recognition() -> _GestureRecognition<Value> {
        let recognition = SequenceRecognition<First.Value, Second.Value, Value>(
            first._recognition(), second._recognition(), callbacks: _callbacks,
            first: { Value.first($0) }, second: { Value.second($0, $1) })
        return recognition
    }
}

final class SequenceRecognition<A, B, Composite>: _GestureRecognition<Composite> {
    let a: _GestureRecognition<A>
    let b: _GestureRecognition<B>
    let wrapFirst: (A) -> Composite
    let wrapSecond: (A, B?) -> Composite
    private var last: GestureTouch?
    private var firstValue: A?

    init(_ a: _GestureRecognition<A>, _ b: _GestureRecognition<B>, callbacks: GestureCallbacks<Composite>,
         first: @escaping (A) -> Composite, second: @escaping (A, B?) -> Composite) {
        self.a = a
        self.b = b
        wrapFirst = first
        wrapSecond = second
        super.init(callbacks: callbacks)
        claimsWhenActive = a.claimsWhenActive
        a.outbox = { [unowned self] run in self.outbox(run) }
        b.outbox = { [unowned self] run in self.outbox(run) }
        a.observer = { [unowned self] event in
            switch event {
            case .changed(let v): change(wrapFirst(v))
            case .ended(let v):
                firstValue = v
                claimsWhenActive = true
                change(wrapSecond(v, nil))
                if let last { b.down(last) }
            case .failed: fail()
            }
        }
        b.observer = { [unowned self] event in
            guard let firstValue else { return }
            switch event {
            case .changed(let w): change(wrapSecond(firstValue, w))
            case .ended(let w): succeed(wrapSecond(firstValue, w))
            case .failed: fail()
            }
        }
    }

    override var deadline: Double? { firstValue == nil ? a.deadline : b.deadline }
    override func down(_ touch: GestureTouch) { last = touch; firstValue == nil ? a.down(touch) : b.down(touch) }
    override func move(_ touch: GestureTouch) { last = touch; firstValue == nil ? a.move(touch) : b.move(touch) }
    override func up(_ touch: GestureTouch) { last = touch; firstValue == nil ? a.up(touch) : b.up(touch) }
    override func tick(_ time: Double) { firstValue == nil ? a.tick(time) : b.tick(time) }
    override func cancel() { a.cancel(); b.cancel(); super.cancel() }
}

/// Two gestures recognised at once, as SwiftUI's `SimultaneousGesture`: its value holds each
/// one's value, nil until it has one; it ends when both are done and one succeeded.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: _CallbackGesture {
    /// The two gestures' values.
    public struct Value {
        /// The first gesture's value, if it has one.
        public var first: First.Value?
        /// The second gesture's value, if it has one.
        public var second: Second.Value?
    }
    /// One of the two gestures.
    public var first: First
    /// The other.
    public var second: Second
    /// The gesture's handlers.
    public var _callbacks = GestureCallbacks<Value>()

    /// `first` and `second` at once.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// A fresh recognition of the gesture.
    public func _recognition() -> _GestureRecognition<Value> {
        SimultaneousRecognition<First.Value, Second.Value, Value>(first._recognition(), second._recognition(), callbacks: _callbacks) {
            Value(first: $0, second: $1)
        }
    }
}

final class SimultaneousRecognition<A, B, Composite>: _GestureRecognition<Composite> {
    let a: _GestureRecognition<A>
    let b: _GestureRecognition<B>
    let wrap: (A?, B?) -> Composite

    init(_ a: _GestureRecognition<A>, _ b: _GestureRecognition<B>, callbacks: GestureCallbacks<Composite>, wrap: @escaping (A?, B?) -> Composite) {
        self.a = a
        self.b = b
        self.wrap = wrap
        super.init(callbacks: callbacks)
        claimsWhenActive = a.claimsWhenActive || b.claimsWhenActive
        a.outbox = { [unowned self] run in self.outbox(run) }
        b.outbox = { [unowned self] run in self.outbox(run) }
        a.observer = { [unowned self] event in self.observe(event) }
        b.observer = { [unowned self] event in self.observe(event) }
    }

    private func observe<V>(_ event: _GestureRecognition<V>.Event) {
        switch event {
        case .changed:
            claimsWhenActive = (a.status == .active && a.claimsWhenActive) || (b.status == .active && b.claimsWhenActive) || claimsWhenActive
            change(wrap(a.status == .failed ? nil : a.value, b.status == .failed ? nil : b.value))
        case .ended, .failed:
            guard a.isDone && b.isDone else { return }
            if a.status == .succeeded || b.status == .succeeded {
                succeed(wrap(a.status == .succeeded ? a.value : nil, b.status == .succeeded ? b.value : nil))
            } else {
                fail()
            }
        }
    }

    override var deadline: Double? { [a.deadline, b.deadline].compactMap { $0 }.min() }
    override func down(_ touch: GestureTouch) { a.down(touch); b.down(touch) }
    override func move(_ touch: GestureTouch) { a.move(touch); b.move(touch) }
    override func up(_ touch: GestureTouch) { a.up(touch); b.up(touch) }
    override func tick(_ time: Double) { a.tick(time); b.tick(time) }
    override func cancel() { a.cancel(); b.cancel(); super.cancel() }
}
