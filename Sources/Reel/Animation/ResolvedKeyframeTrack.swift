import Foundation

/// A keyframe track with every segment's start value and start velocity worked out, so that the
/// value at any time is a direct, pure evaluation of one segment.
public struct ResolvedKeyframeTrack<Value: Animatable> {
    /// The vector type the track moves.
    public typealias Data = Value.AnimatableData

    struct Segment {
        let start: Double
        let duration: Double
        let target: Value
        let from: Data
        let to: Data
        let kind: Kind
    }

    enum Kind {
        case linear(UnitCurve)
        case hermite(startTangent: Data, endTangent: Data)
        case spring(Spring, x0: Data, v0: Data)
        case move
    }

    /// The value before the first keyframe.
    public let initialValue: Value
    let segments: [Segment]
    /// The time at which the last segment ends.
    public let duration: Double

    /// Resolves `keyframes` starting from `initialValue` at time 0.
    public init(initialValue: Value, keyframes: [Keyframe<Value>]) {
        self.initialValue = initialValue
        var segments: [Segment] = []
        var time = 0.0
        var current = initialValue.animatableData
        var velocity = Data.zero
        for (index, keyframe) in keyframes.enumerated() {
            let d = keyframe.resolvedDuration
            let to = keyframe.value.animatableData
            let kind: Kind
            switch keyframe.interpolation {
            case .linear(let curve):
                kind = .linear(curve)
            case .move:
                kind = .move
            case .spring(let spring, let startVelocity):
                kind = .spring(spring, x0: current - to, v0: startVelocity ?? velocity)
            case .cubic(let startVelocity, let endVelocity):
                let previousIsCubic = index > 0 && keyframes[index - 1].isCubic
                let nextIsCubic = index + 1 < keyframes.count && keyframes[index + 1].isCubic
                let chord = d > 0 ? (to - current).scaled(by: 1 / d) : Data.zero
                let m1: Data
                if let startVelocity { m1 = startVelocity }
                else if previousIsCubic, let previous = segments.last, previous.duration + d > 0 {
                    // Catmull-Rom: the neighbours' difference over the time between them.
                    m1 = (to - previous.from).scaled(by: 1 / (previous.duration + d))
                } else { m1 = velocity }
                let m2: Data
                if let endVelocity { m2 = endVelocity }
                else if nextIsCubic {
                    let next = keyframes[index + 1]
                    let span = d + next.resolvedDuration
                    m2 = span > 0 ? (next.value.animatableData - current).scaled(by: 1 / span) : .zero
                } else { m2 = chord }
                kind = .hermite(startTangent: m1, endTangent: m2)
            }
            let segment = Segment(start: time, duration: d, target: keyframe.value, from: current, to: to, kind: kind)
            segments.append(segment)
            let end = ResolvedKeyframeTrack.evaluate(segment, at: d)
            current = end.value
            velocity = end.velocity
            time += d
        }
        self.segments = segments
        self.duration = time
    }

    /// The value at `time` seconds from the start of the track; before it the initial value, after
    /// it the last value reached.
    public func value(at time: Double) -> Value { sample(at: time).value }

    /// The velocity at `time`, in animatable data per second.
    public func velocity(at time: Double) -> Data { sample(at: time).velocity }

    /// The value and velocity at `time`.
    public func sample(at time: Double) -> (value: Value, velocity: Data) {
        guard let first = segments.first, time >= first.start else { return (initialValue, .zero) }
        // The last segment starting at or before `time` (segments of zero length are passed over
        // once their start is reached, so a move shows at its own time).
        var lo = 0, hi = segments.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if segments[mid].start <= time { lo = mid + 1 } else { hi = mid }
        }
        let segment = segments[lo - 1]
        let local = min(time - segment.start, segment.duration)
        let motion = ResolvedKeyframeTrack.evaluate(segment, at: local)
        let finished = time - segment.start >= segment.duration
        // A segment that ended exactly on its keyframe shows the keyframe's value itself.
        if finished, motion.value == segment.to { return (segment.target, .zero) }
        var value = initialValue
        value.animatableData = motion.value
        return (value, finished ? .zero : motion.velocity)
    }

    /// A segment's value and velocity `local` seconds after it starts.
    static func evaluate(_ segment: Segment, at local: Double) -> (value: Data, velocity: Data) {
        let d = segment.duration
        switch segment.kind {
        case .move:
            return (segment.to, .zero)
        case .linear(let curve):
            guard d > 0 else { return (segment.to, .zero) }
            let f = min(max(local / d, 0), 1)
            let change = segment.to - segment.from
            return (segment.from + change.scaled(by: curve.value(at: f)), change.scaled(by: curve.velocity(at: f) / d))
        case .hermite(let m1, let m2):
            guard d > 0 else { return (segment.to, .zero) }
            let s = min(max(local / d, 0), 1)
            let s2 = s * s, s3 = s2 * s
            let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
            let value = segment.from.scaled(by: h00) + m1.scaled(by: h10 * d) + segment.to.scaled(by: h01) + m2.scaled(by: h11 * d)
            let g00 = 6 * s2 - 6 * s, g10 = 3 * s2 - 4 * s + 1, g01 = -6 * s2 + 6 * s, g11 = 3 * s2 - 2 * s
            let velocity = segment.from.scaled(by: g00 / d) + m1.scaled(by: g10) + segment.to.scaled(by: g01 / d) + m2.scaled(by: g11)
            return (value, velocity)
        case .spring(let spring, let x0, let v0):
            let basis = spring.basis(at: max(local, 0))
            return (segment.to + x0.scaled(by: basis.a) + v0.scaled(by: basis.b),
                    x0.scaled(by: basis.da) + v0.scaled(by: basis.db))
        }
    }
}
