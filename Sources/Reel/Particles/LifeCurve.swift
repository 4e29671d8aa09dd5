import Foundation

/// A number as a function of a particle's normalised age (0 at birth, 1 at death): values at
/// times, interpolated linearly between them and held beyond the first and last, as
/// `SKKeyframeSequence` with linear interpolation.
struct LifeCurve: Hashable, Sendable {
    /// The keyframe times, from 0 to 1, ascending.
    let times: [Double]
    /// The value at each time.
    let values: [Double]

    /// A curve through `values` at `times` (evenly spaced from 0 to 1 when nil). The caller
    /// checks the arguments (`ParticleEmitter.curve`).
    init(values: [Double], times: [Double]) {
        self.values = values
        self.times = times
    }

    /// The value at normalised age `u`.
    @inline(__always)
    func value(at u: Double) -> Double {
        let n = values.count
        if n == 1 || u <= times[0] { return values[0] }
        if u >= times[n - 1] { return values[n - 1] }
        var i = 1
        while times[i] < u { i += 1 }
        let t0 = times[i - 1], t1 = times[i]
        let f = t1 > t0 ? (u - t0) / (t1 - t0) : 1
        return values[i - 1] + (values[i] - values[i - 1]) * f
    }
}
