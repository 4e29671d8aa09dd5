import Foundation

/// The verbs that move along a path or use two fingers (`drag(through:)`, `pinch`, `rotate`),
/// and touches played through a `GestureArbitration`.
extension ScriptedTouch {
    /// The times of the moves of a verb lasting `duration` from `start` in a scene of `fps`
    /// frames per second, with the finger's progress along `curve` at each: a move at each frame
    /// time after the start, the last at `start + duration` with progress 1 (as drags move).
    static func moveTimes(start: Double, fps: Double, duration: Double, curve: UnitCurve) -> [(time: Double, progress: Double)] {
        guard duration > 0 else { return [] }
        let rate = fps.isFinite && fps > 0 ? fps : 60
        var frame = (start * rate + 1e-6).rounded(.down) + 1
        let end = start + duration
        var moves: [(Double, Double)] = []
        while true {
            let time = min(frame / rate, end)
            if time >= end - 1e-9 {
                moves.append((end, 1))
                return moves
            }
            moves.append((time, curve.value(at: (time - start) / duration)))
            frame += 1
        }
    }

    /// The point `progress` (0 to 1) of the way along the polyline `points` at uniform speed.
    static func point(along points: [CGPoint], at progress: Double) -> CGPoint {
        guard let first = points.first else { return .zero }
        let lengths = zip(points, points.dropFirst()).map { hypot($1.x - $0.x, $1.y - $0.y) }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return points.last ?? first }
        var remaining = total * min(max(progress, 0), 1)
        for (index, length) in lengths.enumerated() {
            if remaining <= length || index == lengths.count - 1 {
                let t = length > 0 ? min(remaining / length, 1) : 1
                let a = points[index], b = points[index + 1]
                return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            }
            remaining -= length
        }
        return points.last ?? first
    }

    /// Where two fingers are `progress` of the way through a pinch to `scale` or a turn by
    /// `angle` around `centre`: `Touch.fingerSpan` apart on a horizontal line at the start.
    static func twoFingers(around centre: CGPoint, scale: CGFloat, angle: Double, progress: Double) -> [CGPoint] {
        let half = Touch.fingerSpan / 2 * (1 + (scale - 1) * progress)
        let turn = angle * progress
        let dx = half * cos(turn), dy = half * sin(turn)
        return [CGPoint(x: centre.x - dx, y: centre.y - dy), CGPoint(x: centre.x + dx, y: centre.y + dy)]
    }

    /// The phases of the verbs of this file, nil for the others.
    func gesturePhases(start: Double, fps: Double) -> [(time: Double, run: () -> Void)]? {
        switch verb {
        case .path(let through, let hold, let duration, let curve):
            var phases: [(time: Double, run: () -> Void)] = [(start, { self.down(first: true) })]
            for (time, progress) in Self.moveTimes(start: start + hold, fps: fps, duration: duration, curve: curve) {
                phases.append((time, {
                    guard let origin = self.point else { return }
                    let at = Self.point(along: [origin] + through, at: progress)
                    self.move(by: CGSize(width: at.x - origin.x, height: at.y - origin.y))
                }))
            }
            phases.append((start + hold + duration, { self.up(tapNumber: 1) }))
            return phases
        case .pinch(let scale, let duration, let curve):
            return twoFingerPhases(start: start, fps: fps, duration: duration, curve: curve, scale: scale, angle: 0)
        case .rotate(let angle, let duration, let curve):
            return twoFingerPhases(start: start, fps: fps, duration: duration, curve: curve, scale: 1, angle: angle.radians)
        default:
            return nil
        }
    }

    private func twoFingerPhases(start: Double, fps: Double, duration: Double, curve: UnitCurve, scale: CGFloat,
                                 angle: Double) -> [(time: Double, run: () -> Void)] {
        var phases: [(time: Double, run: () -> Void)] = [(start, { self.twoFingerDown(scale: scale, angle: angle) })]
        for (time, progress) in Self.moveTimes(start: start, fps: fps, duration: duration, curve: curve) {
            phases.append((time, {
                guard let centre = self.point, let arbitration = self.arbitration, !self.ended else { return }
                arbitration.fingers = Self.twoFingers(around: centre, scale: scale, angle: angle, progress: progress)
                self.arbitrate(.move)
            }))
        }
        phases.append((start + duration, { self.liftArbitrated() }))
        return phases
    }

    private func twoFingerDown(scale: CGFloat, angle: Double) {
        guard let playback = TouchPlayback.current, let root = playback.layout(for: self) else { return }
        ended = false
        arbitration = nil
        guard let centre = resolvePoint(root), let chain = HitTest.hit(root, at: centre) else {
            ended = true
            return
        }
        point = centre
        startArbitration(chain, root: root, fingers: Self.twoFingers(around: centre, scale: scale, angle: angle, progress: 0))
    }

    // MARK: Arbitration

    /// Starts playing the touch through the gestures along `chain`, the fingers down.
    func startArbitration(_ chain: [HitTest.Step], root: LayoutBox, fingers: [CGPoint]? = nil) {
        let arbitration = GestureArbitration.make(chain)
        arbitration.fingers = fingers ?? point.map { [$0] } ?? []
        self.arbitration = arbitration
        arbitrate(.down, root: root)
    }

    /// Plays `input` with the fingers as they are now.
    func arbitrate(_ input: GestureArbitration.Input, root: LayoutBox? = nil) {
        guard let arbitration, let playback = TouchPlayback.current, let root = root ?? playback.layout(for: self) else { return }
        let now = DelayedActions.current?.time ?? 0
        if input == .down, arbitration.fingers.isEmpty, let point { arbitration.fingers = [point] }
        var lifted: CGPoint?
        if input == .up {
            lifted = arbitration.fingers.first
            arbitration.fingers = []
        }
        arbitration.play(input, fingers: arbitration.fingers, lifted: lifted, time: now, root: root)
        if let deadline = arbitration.deadline, deadline >= now - 1e-9, !arbitration.scheduled.contains(deadline) {
            arbitration.scheduled.insert(deadline)
            DelayedActions.current?.add(DelayedActions.Action(time: max(deadline, now), run: { self.arbitrate(.tick) }, location: location, position: position))
        }
    }

    /// The finger of an arbitrated one-finger touch moves to `offset` from where it went down.
    func moveArbitrated(by offset: CGSize) {
        guard let point, let arbitration, !ended else { return }
        arbitration.fingers = [CGPoint(x: point.x + offset.width, y: point.y + offset.height)]
        arbitrate(.move)
    }

    /// The fingers of an arbitrated touch lift.
    func liftArbitrated() {
        guard let arbitration, !ended else { return }
        if arbitration.fingers.isEmpty, let point { arbitration.fingers = [point] }
        arbitrate(.up)
    }
}
