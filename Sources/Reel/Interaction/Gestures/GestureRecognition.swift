import Foundation

/// Where the fingers are at one moment of a scripted touch, as a recognition reads it.
package struct GestureTouch {
    /// The moment, in seconds on the scene clock.
    package var time: Double
    /// The fingers down, in scene points (empty once all have lifted).
    package var fingers: [CGPoint]
    /// A scene point in a coordinate space of the gesture's view (`.local`: its own top-left
    /// origin; `.global`: the scene's; `.named`: the named ancestor's).
    package var convert: (CGPoint, CoordinateSpace) -> CGPoint
    /// The size of the gesture's view.
    package var size: CGSize
    /// Whether a scene point lies where the gesture's view takes touches.
    package var isInside: (CGPoint) -> Bool
    /// Where the finger that last lifted lifted (scene points); where the first finger is before.
    package var lastLift: CGPoint

    /// The centre of the fingers, in scene points.
    var centroid: CGPoint {
        guard !fingers.isEmpty else { return .zero }
        let n = CGFloat(fingers.count)
        return CGPoint(x: fingers.map(\.x).reduce(0, +) / n, y: fingers.map(\.y).reduce(0, +) / n)
    }
}

/// One gesture being recognised during one touch, without its value's type: what the arbitration
/// of a touch (`GestureArbitration`) and compositions drive. Subclasses follow the finger and
/// report changes, success or failure; what they report runs through `outbox`, which the
/// arbitration either runs at once or holds while a gesture of higher precedence may still win.
public class _AnyGestureRecognition {
    /// Where a recognition is.
    package enum Status {
        /// Still watching the touch.
        case possible
        /// Recognised and changing (a drag under way); `claims` says whether that wins.
        case active
        /// Ended successfully.
        case succeeded
        /// Failed or cancelled.
        case failed
    }

    /// Where the recognition is.
    package internal(set) var status: Status = .possible
    /// Whether becoming active wins the touch over gestures of lower precedence (a drag that
    /// started); a long press reports `true` at touch down but wins only when it succeeds.
    package var claimsWhenActive = true
    /// Runs (or holds) what the recognition reports.
    package var outbox: (@escaping () -> Void) -> Void = { $0() }

    init() {}

    /// Whether the recognition has won its touch: succeeded, or active and claiming.
    package var hasClaimed: Bool { status == .succeeded || (status == .active && claimsWhenActive) }
    /// Whether it is done (succeeded or failed).
    package var isDone: Bool { status == .succeeded || status == .failed }

    /// A finger went down (the first, or another).
    package func down(_ touch: GestureTouch) {}
    /// The fingers moved.
    package func move(_ touch: GestureTouch) {}
    /// A finger lifted; `touch.fingers` holds those still down.
    package func up(_ touch: GestureTouch) {}
    /// The clock reached `deadline`.
    package func tick(_ time: Double) {}
    /// When the recognition wants `tick` (a long press's minimum duration, a tap's wait for the
    /// next tap), if it does.
    package var deadline: Double? { nil }
    /// Stops the recognition without reporting anything more (another gesture won).
    package func cancel() {
        if !isDone { status = .failed }
    }
}

/// A recognition reporting values of `Value`: runs the gesture's own handlers (`updating`, then
/// `onChanged`; on success the state put back, then `onEnded`) and tells a composition that holds
/// it (`observer`).
public class _GestureRecognition<Value>: _AnyGestureRecognition {
    /// What a recognition tells the composition holding it.
    package enum Event {
        case changed(Value)
        case ended(Value)
        case failed
    }

    let callbacks: GestureCallbacks<Value>
    /// The composition holding the recognition, told of every change.
    package var observer: ((Event) -> Void)?
    private var restores: [(Transaction) -> Void]?
    private var transaction = Transaction()
    /// The last value reported.
    package private(set) var value: Value?

    init(callbacks: GestureCallbacks<Value>) {
        self.callbacks = callbacks
    }

    /// Reports a new value: the gesture is active.
    package func change(_ value: Value) {
        guard !isDone else { return }
        status = .active
        self.value = value
        outbox { [self] in
            if restores == nil { restores = callbacks.resets.map { $0() } }
            for update in callbacks.updates { transaction = update(value, transaction) }
            for action in callbacks.changed { action(value) }
        }
        observer?(.changed(value))
    }

    /// Reports success with `value`.
    package func succeed(_ value: Value) {
        guard !isDone else { return }
        status = .succeeded
        self.value = value
        outbox { [self] in
            restoreState()
            for action in callbacks.ended { action(value) }
        }
        observer?(.ended(value))
    }

    /// Reports failure: the gesture's state goes back.
    package func fail() {
        guard !isDone else { return }
        status = .failed
        outbox { [self] in restoreState() }
        observer?(.failed)
    }

    private func restoreState() {
        let saved = restores ?? []
        restores = []
        for restore in saved { restore(transaction) }
    }
}
