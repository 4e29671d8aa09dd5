import Foundation

/// Two fingers pinching, as SwiftUI's `MagnifyGesture(minimumScaleDelta:)`: once the distance
/// between the fingers has changed by `minimumScaleDelta` of what it was when they went down,
/// `updating` and `onChanged` run at every move with the magnification (the distance now over
/// the distance at the start), and `onEnded` when a finger lifts. Played by `Touch.pinch`.
public struct MagnifyGesture: _CallbackGesture {
    /// What a pinch reports.
    public struct Value: Equatable, Sendable {
        /// The time of the move, in seconds on the scene clock.
        public var time: Double
        /// The distance between the fingers over the distance when they went down.
        public var magnification: CGFloat
        /// The magnification's rate of change per second, from the last move (zero at the first).
        public var velocity: CGFloat
        /// Where the centre of the fingers was at the start, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where the centre of the fingers was at the start, in the view's own space.
        public var startLocation: CGPoint

        /// A value with these fields.
        public init(time: Double, magnification: CGFloat, velocity: CGFloat, startAnchor: UnitPoint, startLocation: CGPoint) {
            self.time = time
            self.magnification = magnification
            self.velocity = velocity
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }
    }
    /// The change of magnification that starts the gesture.
    public var minimumScaleDelta: CGFloat
    /// The gesture's handlers.
    public var _callbacks = GestureCallbacks<Value>()

    /// A pinch starting once the magnification has changed by `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    /// A fresh recognition of the gesture.
    public func _recognition() -> _GestureRecognition<Value> {
        TwoFingerRecognition(threshold: minimumScaleDelta, measure: { $0.magnification - 1 }, callbacks: _callbacks) { Value($0) }
    }
}

/// The pinch of iOS 13 to 16, as SwiftUI's deprecated `MagnificationGesture`: its value is the
/// magnification alone.
public struct MagnificationGesture: _CallbackGesture {
    /// The magnification.
    public typealias Value = CGFloat
    /// The change of magnification that starts the gesture.
    public var minimumScaleDelta: CGFloat
    /// The gesture's handlers.
    public var _callbacks = GestureCallbacks<CGFloat>()

    /// A pinch starting once the magnification has changed by `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    /// A fresh recognition of the gesture.
    public func _recognition() -> _GestureRecognition<CGFloat> {
        TwoFingerRecognition(threshold: minimumScaleDelta, measure: { $0.magnification - 1 }, callbacks: _callbacks) { $0.magnification }
    }
}

/// Two fingers turning, as SwiftUI's `RotateGesture(minimumAngleDelta:)`: once the line between
/// the fingers has turned `minimumAngleDelta` from where they went down, `updating` and
/// `onChanged` run at every move with the rotation (clockwise positive, as the screen's y grows
/// down), and `onEnded` when a finger lifts. Played by `Touch.rotate`.
public struct RotateGesture: _CallbackGesture {
    /// What a rotation reports.
    public struct Value: Equatable, Sendable {
        /// The time of the move, in seconds on the scene clock.
        public var time: Double
        /// How far the line between the fingers has turned since they went down.
        public var rotation: Angle
        /// The rotation's rate per second, from the last move (zero at the first).
        public var velocity: Angle
        /// Where the centre of the fingers was at the start, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where the centre of the fingers was at the start, in the view's own space.
        public var startLocation: CGPoint

        /// A value with these fields.
        public init(time: Double, rotation: Angle, velocity: Angle, startAnchor: UnitPoint, startLocation: CGPoint) {
            self.time = time
            self.rotation = rotation
            self.velocity = velocity
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }
    }
    /// The turn that starts the gesture.
    public var minimumAngleDelta: Angle
    /// The gesture's handlers.
    public var _callbacks = GestureCallbacks<Value>()

    /// A rotation starting once the fingers have turned `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    /// A fresh recognition of the gesture.
    public func _recognition() -> _GestureRecognition<Value> {
        TwoFingerRecognition(threshold: minimumAngleDelta.radians, measure: { $0.rotation }, callbacks: _callbacks) {
            Value(time: $0.time, rotation: .radians($0.rotation), velocity: .radians($0.rotationVelocity),
                  startAnchor: $0.startAnchor, startLocation: $0.startLocation)
        }
    }
}

/// The turn of iOS 13 to 16, as SwiftUI's deprecated `RotationGesture`: its value is the angle alone.
public struct RotationGesture: _CallbackGesture {
    /// The rotation.
    public typealias Value = Angle
    /// The turn that starts the gesture.
    public var minimumAngleDelta: Angle
    /// The gesture's handlers.
    public var _callbacks = GestureCallbacks<Angle>()

    /// A rotation starting once the fingers have turned `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    /// A fresh recognition of the gesture.
    public func _recognition() -> _GestureRecognition<Angle> {
        TwoFingerRecognition(threshold: minimumAngleDelta.radians, measure: { $0.rotation }, callbacks: _callbacks) { .radians($0.rotation) }
    }
}

/// What two fingers have done since they went down, as pinches and rotations read it.
struct TwoFingerSample {
    var time: Double
    var magnification: CGFloat
    var velocity: CGFloat
    /// Radians, clockwise positive, unwrapped across a half turn.
    var rotation: Double
    var rotationVelocity: Double
    var startAnchor: UnitPoint
    var startLocation: CGPoint
}

extension MagnifyGesture.Value {
    init(_ s: TwoFingerSample) {
        self.init(time: s.time, magnification: s.magnification, velocity: s.velocity, startAnchor: s.startAnchor, startLocation: s.startLocation)
    }
}

/// The recognition of a pinch or a rotation: starts once `measure` of the fingers' motion reaches
/// `threshold` in size, then reports at every move, and succeeds when a finger lifts.
final class TwoFingerRecognition<Value>: _GestureRecognition<Value> {
    let threshold: Double
    let measure: (TwoFingerSample) -> Double
    let makeValue: (TwoFingerSample) -> Value
    private var startDistance: CGFloat = 0
    private var startAngle = 0.0
    private var startAnchor = UnitPoint.center
    private var startLocation = CGPoint.zero
    private var last: TwoFingerSample?
    private var started = false

    init(threshold: Double, measure: @escaping (TwoFingerSample) -> Double, callbacks: GestureCallbacks<Value>,
         value: @escaping (TwoFingerSample) -> Value) {
        self.threshold = threshold
        self.measure = measure
        self.makeValue = value
        super.init(callbacks: callbacks)
    }

    override func down(_ touch: GestureTouch) {
        guard !isDone, last == nil, touch.fingers.count >= 2 else { return }
        let a = touch.fingers[0], b = touch.fingers[1]
        startDistance = hypot(b.x - a.x, b.y - a.y)
        startAngle = atan2(b.y - a.y, b.x - a.x)
        let centre = touch.centroid
        startLocation = touch.convert(centre, .local)
        startAnchor = UnitPoint(x: touch.size.width > 0 ? startLocation.x / touch.size.width : 0.5,
                                y: touch.size.height > 0 ? startLocation.y / touch.size.height : 0.5)
        last = TwoFingerSample(time: touch.time, magnification: 1, velocity: 0, rotation: 0, rotationVelocity: 0,
                               startAnchor: startAnchor, startLocation: startLocation)
    }

    override func move(_ touch: GestureTouch) {
        guard !isDone, let previous = last, touch.fingers.count >= 2, startDistance > 0 else { return }
        let a = touch.fingers[0], b = touch.fingers[1]
        let magnification = hypot(b.x - a.x, b.y - a.y) / startDistance
        var turn = atan2(b.y - a.y, b.x - a.x) - startAngle
        // Unwrapped: the nearest turn to the last one.
        while turn - previous.rotation > .pi { turn -= 2 * .pi }
        while turn - previous.rotation < -.pi { turn += 2 * .pi }
        let elapsed = touch.time - previous.time
        var sample = TwoFingerSample(time: touch.time, magnification: magnification, velocity: previous.velocity, rotation: turn,
                                     rotationVelocity: previous.rotationVelocity, startAnchor: startAnchor, startLocation: startLocation)
        if elapsed > 0 {
            sample.velocity = (magnification - previous.magnification) / elapsed
            sample.rotationVelocity = (turn - previous.rotation) / elapsed
        }
        last = sample
        if !started && abs(measure(sample)) >= threshold - 1e-12 { started = true }
        if started { change(makeValue(sample)) }
    }

    override func up(_ touch: GestureTouch) {
        guard !isDone else { return }
        if started, let value { succeed(value) } else { fail() }
    }
}
