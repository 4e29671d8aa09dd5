import Foundation

extension DragGesture: Gesture {
    /// A fresh recognition of the drag, with the handlers it carries.
    public func _recognition() -> _GestureRecognition<Value> {
        DragRecognition(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace,
                        callbacks: GestureCallbacks(changed: changed, ended: ended, updates: updates, resets: resets))
    }
}

extension GestureCallbacks {
    init(changed: [(Value) -> Void], ended: [(Value) -> Void], updates: [(Value, Transaction) -> Transaction], resets: [() -> (Transaction) -> Void]) {
        self.changed = changed
        self.ended = ended
        self.updates = updates
        self.resets = resets
    }
}

/// The recognition of a drag: the same values as a drag played on its own (`ScriptedTouch`), from
/// where the finger (the centre of the fingers, as UIKit's pan follows them) went down (for a drag sequenced after another gesture, where it was when the
/// drag began watching).
final class DragRecognition: _GestureRecognition<DragGesture.Value> {
    let minimumDistance: CGFloat
    let coordinateSpace: CoordinateSpace
    private var start: CGPoint?
    private var startLocation = CGPoint.zero
    private var last = CGPoint.zero
    private var lastTime = 0.0
    private var velocity = CGSize.zero
    private var started = false

    init(minimumDistance: CGFloat, coordinateSpace: CoordinateSpace, callbacks: GestureCallbacks<DragGesture.Value>) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
        super.init(callbacks: callbacks)
    }

    override func down(_ touch: GestureTouch) {
        guard !isDone, start == nil, !touch.fingers.isEmpty else { return }
        let point = touch.centroid
        start = point
        startLocation = touch.convert(point, coordinateSpace)
        last = point
        lastTime = touch.time
        if minimumDistance <= 0 { move(touch) }
    }

    override func move(_ touch: GestureTouch) {
        guard !isDone, let start, !touch.fingers.isEmpty else { return }
        let point = touch.centroid
        let elapsed = touch.time - lastTime
        if elapsed > 0 { velocity = CGSize(width: (point.x - last.x) / elapsed, height: (point.y - last.y) / elapsed) }
        last = point
        lastTime = touch.time
        if !started && hypot(point.x - start.x, point.y - start.y) >= minimumDistance { started = true }
        guard started else { return }
        change(DragGesture.Value(time: touch.time, location: touch.convert(point, coordinateSpace), startLocation: startLocation, velocity: velocity))
    }

    override func up(_ touch: GestureTouch) {
        guard !isDone else { return }
        if started, let value { succeed(value) } else { fail() }
    }
}
