import Foundation

/// One sample of an animation moving a value from 0 to 1.
public struct AnimationSample: Hashable, Sendable {
    /// Seconds since the change.
    public var time: Double
    /// The progress (0 at the start, 1 at the target, beyond it when overshooting).
    public var value: Double
    /// The rate of change of the progress, per second.
    public var velocity: Double
}

extension Animation {
    /// The stretch of time worth looking at: the whole animation when it ends (for springs, until
    /// they settle), two iterations of a `repeatForever`, and five periods of a spring that never
    /// settles. Never zero: an instant animation is looked at for one second.
    public var sampleSpan: Double {
        var time = baseDuration
        if !time.isFinite {
            if case .spring(let spring, _, _, _) = base { time = 5 * spring.response } else { time = 10 }
        }
        for modifier in modifiers {
            switch modifier {
            case .delay(let d): time = max(0, time + d)
            case .speed(let s): time /= s
            case .repeating(let count, _, let iteration):
                time = Double(count ?? 2) * (iteration.isFinite ? iteration : time)
            }
        }
        return time > 0 && time.isFinite ? time : 1
    }

    /// The progress and velocity at each of `times`.
    public func samples(at times: [Double]) -> [AnimationSample] {
        times.map { AnimationSample(time: $0, value: value(at: $0), velocity: velocity(at: $0)) }
    }

    /// `count` samples evenly spaced from 0 to `sampleSpan` inclusive (at least two, at most
    /// `RenderLimits.curveSamples`).
    public func samples(count: Int) -> [AnimationSample] {
        let n = min(max(count, 2), RenderLimits.curveSamples)
        let span = sampleSpan
        return samples(at: (0..<n).map { span * Double($0) / Double(n - 1) })
    }
}
