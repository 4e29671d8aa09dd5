import Foundation

/// The gestures competing for one scripted touch along the views it landed in, with SwiftUI's
/// precedence: `highPriorityGesture`s first, the outermost view's first; then every other
/// gesture and handler (`gesture(_:)`, buttons, `onTapGesture`, …), the innermost view's first,
/// a tap of more taps before a tap of fewer on the same view (so a single tap waits out a double
/// tap); `simultaneousGesture`s alongside, never waiting and never cancelled. What a gesture
/// reports waits until every gesture before it has failed; the first to win cancels the rest
/// (see `GesturePrecedence`).
///
/// Used for a touch whose views carry gesture values, taps of different counts, or for two-finger
/// verbs (`pinch`, `rotate`); other touches keep `ScriptedTouch`'s simpler path.
final class GestureArbitration {
    /// One recognition and the view (and handler) it belongs to.
    struct Participant {
        var key: NodeKey
        var recognition: _AnyGestureRecognition
    }

    let participants: [Participant]
    private let exclusive: GesturePrecedence
    /// Named coordinate spaces along the touch's views: their node keys.
    let namedSpaces: [String: NodeKey]
    /// The deadlines ticks have been scheduled for.
    var scheduled: Set<Double> = []
    /// The fingers down, in scene points.
    var fingers: [CGPoint] = []

    private init(exclusive: [Participant], simultaneous: [Participant], namedSpaces: [String: NodeKey]) {
        participants = exclusive + simultaneous
        self.exclusive = GesturePrecedence(exclusive.map(\.recognition)) { $0() }
        self.namedSpaces = namedSpaces
    }

    /// Whether a touch on `chain` needs arbitration: a gesture value, or taps of several counts.
    static func isNeeded(_ chain: [HitTest.Step]) -> Bool {
        var counts = Set<Int>()
        for step in chain {
            guard case .modifier(.interaction(let node)) = step.box.kind else { continue }
            for handler in node.handlers {
                if handler.gesture != nil { return true }
                if handler.tap != nil || handler.tapInSize != nil { counts.insert(handler.count) }
            }
        }
        return counts.count > 1
    }

    /// The arbitration of the handlers along `chain` (root first).
    static func make(_ chain: [HitTest.Step]) -> GestureArbitration {
        struct Entry { var participant: Participant; var priority: GesturePriority; var depth: Int; var group: Int; var tapCount: Int? }
        var entries: [Entry] = []
        var named: [String: NodeKey] = [:]
        var group = 0
        var previousWasInteraction = false
        var cutoff = chain.count
        for (depth, step) in chain.enumerated() where depth < cutoff {
            if case .modifier(.coordinateSpace(let name)) = step.box.kind { named[name] = step.box.path.key }
            guard case .modifier(.interaction(let node)) = step.box.kind else { previousWasInteraction = false; continue }
            if !previousWasInteraction { group += 1 }
            previousWasInteraction = true
            for handler in node.handlers {
                let key = step.box.path.key
                if let attached = handler.gesture {
                    entries.append(Entry(participant: Participant(key: key, recognition: attached.make()), priority: attached.priority,
                                         depth: depth, group: group, tapCount: attached.tapCount))
                    if attached.disablesSubviews { cutoff = min(cutoff, depth + 1) }
                } else if let recognition = legacyRecognition(handler) {
                    let isTap = handler.tap != nil || handler.tapInSize != nil
                    entries.append(Entry(participant: Participant(key: key, recognition: recognition), priority: .normal, depth: depth,
                                         group: group, tapCount: isTap ? handler.count : nil))
                }
            }
        }
        entries = entries.filter { $0.depth < cutoff }
        let high = entries.filter { $0.priority == .high }.sorted { $0.depth < $1.depth }
        var normal = entries.filter { $0.priority == .normal }.sorted { $0.depth > $1.depth }
        // On one view, a tap of more taps comes before a tap of fewer.
        for group in Set(normal.map(\.group)) {
            let taps = normal.indices.filter { normal[$0].group == group && normal[$0].tapCount != nil }
            let ordered = taps.map { normal[$0] }.enumerated()
                .sorted { ($0.element.tapCount!, -$0.offset) > ($1.element.tapCount!, -$1.offset) }.map(\.element)
            for (index, entry) in zip(taps, ordered) { normal[index] = entry }
        }
        let simultaneous = entries.filter { $0.priority == .simultaneous }.map(\.participant)
        return GestureArbitration(exclusive: (high + normal).map(\.participant), simultaneous: simultaneous, namedSpaces: named)
    }

    /// A recognition playing a handler of a button, `onTapGesture`, `onLongPressGesture`, a
    /// toggle, a segmented picker or a `DragGesture` attached on its own.
    static func legacyRecognition(_ handler: TouchHandler) -> _AnyGestureRecognition? {
        let pressing = handler.pressing
        if let drag = handler.drag {
            var callbacks = GestureCallbacks<DragGesture.Value>()
            callbacks.updates = [{ value, transaction in drag.changed(value, transaction) }]
            callbacks.resets = [drag.begin]
            callbacks.ended = [drag.ended]
            return DragRecognition(minimumDistance: drag.minimumDistance, coordinateSpace: drag.coordinateSpace, callbacks: callbacks)
        }
        if let longPress = handler.longPress {
            var callbacks = GestureCallbacks<Bool>()
            callbacks.changed = [{ _ in pressing?(true) }]
            callbacks.resets = [{ { _ in pressing?(false) } }]
            callbacks.ended = [{ _ in longPress.perform() }]
            return LongPressRecognition(minimumDuration: longPress.minimumDuration, maximumDistance: 10, callbacks: callbacks)
        }
        if handler.tap != nil || handler.tapInSize != nil {
            var callbacks = GestureCallbacks<(CGPoint, CGSize)>()
            let tap = handler.tap, tapInSize = handler.tapInSize
            callbacks.ended = [{ place in
                if let tapInSize { tapInSize(place.0, place.1) } else { tap?(place.0) }
            }]
            let recognition = TapRecognition<(CGPoint, CGSize)>(count: handler.count, callbacks: callbacks) { touch in
                (touch.convert(touch.lastLift, .local), touch.size)
            }
            recognition.pressing = pressing
            return recognition
        }
        return nil
    }

    /// The earliest time a recognition wants the clock.
    var deadline: Double? { participants.compactMap { $0.recognition.isDone ? nil : $0.recognition.deadline }.min() }

    /// What happened to the fingers.
    enum Input {
        case down, move, up, tick
    }

    /// Plays `input` with `fingers` (scene points; those still down) at `time`, in the layout
    /// `root` of the state now. A participant whose view is gone is cancelled.
    func play(_ input: Input, fingers: [CGPoint], lifted: CGPoint?, time: Double, root: LayoutBox) {
        for participant in participants where !participant.recognition.isDone {
            guard let step = TouchPlayback.find(participant.key, in: root) else {
                participant.recognition.cancel()
                continue
            }
            let touch = gestureTouch(step, root: root, fingers: fingers, lifted: lifted, time: time)
            switch input {
            case .down: participant.recognition.down(touch)
            case .move: participant.recognition.move(touch)
            case .up: participant.recognition.up(touch)
            case .tick: participant.recognition.tick(time)
            }
        }
        exclusive.settle()
    }

    private func gestureTouch(_ step: HitTest.Step, root: LayoutBox, fingers: [CGPoint], lifted: CGPoint?, time: Double) -> GestureTouch {
        let key = step.box.path.key
        let named = namedSpaces
        let frame = step.box.frame
        let inverse = step.transform.inverted()
        return GestureTouch(
            time: time, fingers: fingers,
            convert: { point, space in
                switch space {
                case .global:
                    return point
                case .local:
                    let local = point.applying(inverse)
                    return CGPoint(x: local.x - frame.minX, y: local.y - frame.minY)
                case .named(let name):
                    guard let spaceKey = named[name], let spaceStep = TouchPlayback.find(spaceKey, in: root) else { return point }
                    let local = point.applying(spaceStep.transform.inverted())
                    return CGPoint(x: local.x - spaceStep.box.frame.minX, y: local.y - spaceStep.box.frame.minY)
                }
            },
            size: frame.size,
            isInside: { point in HitTest.hit(root, at: point)?.contains { $0.box.path.key == key } ?? false },
            lastLift: lifted ?? fingers.first ?? .zero)
    }
}
