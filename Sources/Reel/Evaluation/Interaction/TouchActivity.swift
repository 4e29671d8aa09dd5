import Foundation

/// What one scripted touch did to the view that took it, over the scene's time: when the view was
/// pressed and where a drag's finger was. `TouchPlayback` records it while the timeline is
/// resolved; `ResolvedTimeline` keeps it, so `reel inspect --time t` can say which views are
/// pressed and which gestures are active at t without replaying anything.
package struct TouchActivity: Sendable {
    /// The identity path of the view that took the touch (as `reel inspect` prints paths).
    package var path: String
    /// Its handler: `Button`, `onTapGesture`, `onLongPressGesture`, `DragGesture`, ….
    package var gesture: String
    /// When the finger went down.
    package var down: Double
    /// When the touch ended for the view (the finger lifted, a long press fired, the view went);
    /// infinity while it has not.
    package var end = Double.infinity
    /// The spans the view was pressed (its `isPressed`, `onPressingChanged`), as [start, end).
    package var presses: [(start: Double, end: Double)] = []
    /// A drag's moves once it began (moved its minimum distance): the time, the translation and
    /// the finger's location in the scene.
    package var moves: [(time: Double, translation: CGSize, location: CGPoint)] = []

    /// What the touch is doing at `time`, or nil when it is not under way then.
    package func state(at time: Double) -> InspectedTouch? {
        // Times a hair past `time`: a phase at exactly `time` has happened (as a frame shows it).
        let t = time + 1e-9
        guard down <= t, t < end else { return nil }
        if let press = presses.last(where: { $0.start <= t }), t < press.end {
            return InspectedTouch(path: path, gesture: gesture, state: gesture == "Button" ? "pressed" : "pressing", down: down)
        }
        if let move = moves.last(where: { $0.time <= t }) {
            var touch = InspectedTouch(path: path, gesture: gesture, state: "changed", down: down)
            touch.translation = [Double(move.translation.width), Double(move.translation.height)]
            touch.location = [Double(move.location.x), Double(move.location.y)]
            return touch
        }
        return nil
    }
}

/// A touch under way at the inspected time, as `reel inspect` reports it: the view that took it
/// and what its gesture is doing (`pressed` for a button whose finger is down, `pressing` for a
/// long press not yet reached, `changed` for a drag that has begun, with its translation).
public struct InspectedTouch: Codable, Hashable, Sendable {
    /// The identity path of the view that took the touch.
    public var path: String
    /// The handler that took it: `Button`, `onLongPressGesture`, `DragGesture`, ….
    public var gesture: String
    /// `pressed`, `pressing` or `changed`.
    public var state: String
    /// When the finger went down, in seconds.
    public var down: Double
    /// A drag's translation, [width, height] in points.
    public var translation: [Double]?
    /// A drag's finger, [x, y] in the scene's points.
    public var location: [Double]?

    /// A touch of `path`'s `gesture` in `state`, down since `down`.
    public init(path: String, gesture: String, state: String, down: Double) {
        self.path = path
        self.gesture = gesture
        self.state = state
        self.down = down
    }
}

extension TouchPlayback {
    /// Starts recording a touch that `path`'s `gesture` took at `time`; its index.
    func beginActivity(path: String, gesture: String, at time: Double) -> Int {
        activities.append(TouchActivity(path: path, gesture: gesture, down: time))
        return activities.count - 1
    }

    /// Records that touch `index`'s view is pressed (or no longer) at `time`.
    func recordPress(_ index: Int?, _ pressed: Bool, at time: Double) {
        guard let index, activities.indices.contains(index) else { return }
        if pressed {
            activities[index].presses.append((time, .infinity))
        } else if let last = activities[index].presses.indices.last, activities[index].presses[last].end == .infinity {
            activities[index].presses[last].end = time
        }
    }

    /// Records a drag's move of touch `index`.
    func recordMove(_ index: Int?, translation: CGSize, location: CGPoint, at time: Double) {
        guard let index, activities.indices.contains(index) else { return }
        activities[index].moves.append((time, translation, location))
    }

    /// Records the end of touch `index`.
    func recordEnd(_ index: Int?, at time: Double) {
        guard let index, activities.indices.contains(index), activities[index].end == .infinity else { return }
        activities[index].end = time
        recordPress(index, false, at: time)
    }
}
