import Foundation

/// A burst: `count` particles born at once at `time` on the emitter's clock, repeated `cycles`
/// times every `interval` seconds (Unity's bursts; SpriteKit and Core Animation emit bursts by
/// setting the birth rate for a moment).
struct ParticleBurst: Hashable, Sendable {
    /// When the first burst happens, in seconds on the emitter's clock.
    var time: Double
    /// How many particles each burst makes.
    var count: Int
    /// How many bursts happen.
    var cycles: Int
    /// The seconds between bursts.
    var interval: Double

    /// The most of this burst's particles alive at once when particles live at most `maxLife`
    /// seconds, and no more than `limit` (so the product cannot overflow).
    func aliveBound(maxLife: Double, limit: Double) -> Double {
        let overlapping = interval > 0 ? min(Double(cycles), (maxLife / interval).rounded(.down) + 1) : Double(cycles)
        return min(limit, Double(count) * overlapping)
    }

    /// The last time a burst happens, on the emitter's clock.
    var lastTime: Double { time + Double(max(0, cycles - 1)) * interval }
}
