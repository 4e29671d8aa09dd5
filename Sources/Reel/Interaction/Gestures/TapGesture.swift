import Foundation

/// Taps as a gesture value, as SwiftUI's `TapGesture(count:)`: succeeds when the finger has lifted
/// inside the view `count` times, each tap starting within `Touch.multipleTapInterval` of the
/// last lift and none moving more than `Touch.tapSlop` points. Its value is `Void`: use `onEnded`.
public struct TapGesture: _CallbackGesture {
    /// The gesture's value: nothing.
    public typealias Value = Void
    /// How many taps it takes.
    public var count: Int
    /// The gesture's handlers.
    public var _callbacks = GestureCallbacks<Void>()

    /// A gesture of `count` taps.
    public init(count: Int = 1) { self.count = count }

    /// A fresh recognition of the gesture.
    public func _recognition() -> _GestureRecognition<Void> {
        TapRecognition(count: count, callbacks: _callbacks) { _ in () }
    }
}

/// Taps reporting where the finger lifted, as SwiftUI's `SpatialTapGesture(count:coordinateSpace:)`.
public struct SpatialTapGesture: _CallbackGesture {
    /// What a spatial tap reports.
    public struct Value: Equatable, Sendable {
        /// Where the last tap lifted, in the gesture's coordinate space.
        public var location: CGPoint
        /// A value at `location`.
        public init(location: CGPoint) { self.location = location }
    }
    /// How many taps it takes.
    public var count: Int
    /// The space `location` is in.
    public var coordinateSpace: CoordinateSpace
    /// The gesture's handlers.
    public var _callbacks = GestureCallbacks<Value>()

    /// A gesture of `count` taps reporting locations in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// A fresh recognition of the gesture.
    public func _recognition() -> _GestureRecognition<Value> {
        let space = coordinateSpace
        return TapRecognition(count: count, callbacks: _callbacks) { touch in
            Value(location: touch.convert(touch.lastLift, space))
        }
    }
}

/// The recognition of `count` taps.
final class TapRecognition<Value>: _GestureRecognition<Value> {
    let count: Int
    let makeValue: (GestureTouch) -> Value
    private var taps = 0
    private var downPoint: CGPoint?
    private var waitUntil: Double?
    /// A button's `isPressed` (a handler of a control played by a recognition): true while the
    /// finger is down.
    var pressing: ((Bool) -> Void)?
    private var pressed = false

    private func press(_ down: Bool) {
        guard let pressing, pressed != down else { return }
        pressed = down
        outbox { pressing(down) }
    }

    init(count: Int, callbacks: GestureCallbacks<Value>, value: @escaping (GestureTouch) -> Value) {
        self.count = max(1, count)
        self.makeValue = value
        super.init(callbacks: callbacks)
    }

    override var deadline: Double? { isDone ? nil : waitUntil }

    override func down(_ touch: GestureTouch) {
        guard !isDone, downPoint == nil, let point = touch.fingers.first else { return }
        downPoint = point
        waitUntil = nil
        press(true)
    }

    override func move(_ touch: GestureTouch) {
        guard !isDone, let start = downPoint, let point = touch.fingers.first else { return }
        if hypot(point.x - start.x, point.y - start.y) > Touch.tapSlop {
            press(false)
            fail()
        }
    }

    override func up(_ touch: GestureTouch) {
        guard !isDone, downPoint != nil, touch.fingers.isEmpty else { return }
        downPoint = nil
        press(false)
        guard touch.isInside(touch.lastLift) else { return fail() }
        taps += 1
        if taps >= count {
            succeed(makeValue(touch))
        } else {
            waitUntil = touch.time + Touch.multipleTapInterval
        }
    }

    override func tick(_ time: Double) {
        if let waitUntil, time >= waitUntil - 1e-9, downPoint == nil { fail() }
    }
}

/// A press held in place, as SwiftUI's `LongPressGesture(minimumDuration:maximumDistance:)`: its
/// value is `true` from the finger going down (`updating` and `onChanged` run then), and it
/// succeeds (`onEnded(true)`) once the finger has stayed down `minimumDuration` seconds without
/// moving `maximumDistance` points; lifted or moved earlier, it fails.
public struct LongPressGesture: _CallbackGesture {
    /// The gesture's value: whether the finger is pressing.
    public typealias Value = Bool
    /// Seconds the finger must stay down.
    public var minimumDuration: Double
    /// How far, in points, the finger may move.
    public var maximumDistance: CGFloat
    /// The gesture's handlers.
    public var _callbacks = GestureCallbacks<Bool>()

    /// A long press of `minimumDuration` seconds within `maximumDistance` points.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// A fresh recognition of the gesture.
    public func _recognition() -> _GestureRecognition<Bool> {
        LongPressRecognition(minimumDuration: minimumDuration, maximumDistance: maximumDistance, callbacks: _callbacks)
    }
}

/// The recognition of a long press.
final class LongPressRecognition: _GestureRecognition<Bool> {
    let minimumDuration: Double
    let maximumDistance: CGFloat
    private var start: CGPoint?
    private var due: Double?

    init(minimumDuration: Double, maximumDistance: CGFloat, callbacks: GestureCallbacks<Bool>) {
        self.minimumDuration = max(0, minimumDuration.isFinite ? minimumDuration : 0)
        self.maximumDistance = maximumDistance
        super.init(callbacks: callbacks)
        claimsWhenActive = false
    }

    override var deadline: Double? { isDone ? nil : due }

    override func down(_ touch: GestureTouch) {
        guard !isDone, start == nil, let point = touch.fingers.first else { return }
        start = point
        due = touch.time + minimumDuration
        change(true)
    }

    override func move(_ touch: GestureTouch) {
        guard !isDone, let start, let point = touch.fingers.first else { return }
        if hypot(point.x - start.x, point.y - start.y) > maximumDistance { fail() }
    }

    override func up(_ touch: GestureTouch) {
        if !isDone { fail() }
    }

    override func tick(_ time: Double) {
        if let due, time >= due - 1e-9 { succeed(true) }
    }
}
