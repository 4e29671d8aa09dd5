import Foundation
import Reel

/// Particle symbols rasterised once and kept between frames: for each symbol and emitter
/// transform, one stamp per scale step and quarter-pixel phase. A stamp is a pure function of
/// its key, so what was cached never changes what a frame shows.
final class ParticleStampCache {
    /// The symbol and the linear part of the emitter's transform, bit for bit.
    struct SetKey: Hashable {
        let symbol: ParticleSymbol
        let linear: [UInt64]
    }

    /// The stamps of one symbol under one transform.
    final class StampSet {
        var stamps: [Int: Stamp] = [:]
    }

    /// A symbol rasterised: premultiplied ARGB pixels, and where the symbol's centre lies in them
    /// (whole pixels from the top-leading corner, before the quarter-pixel phase).
    struct Stamp {
        let width: Int
        let height: Int
        let originX: Int
        let originY: Int
        let pixels: [UInt32]
    }

    private var sets: [SetKey: StampSet] = [:]
    private var bytes = 0
    /// Stamps kept before the cache starts afresh.
    static let byteLimit = 64 << 20

    /// The stamp set of `key`.
    func set(_ key: SetKey) -> StampSet {
        if let found = sets[key] { return found }
        let made = StampSet()
        sets[key] = made
        return made
    }

    /// Notes `count` more bytes held; forgets everything when past the limit.
    func account(_ count: Int) {
        bytes += count
        if bytes > ParticleStampCache.byteLimit {
            sets.removeAll()
            bytes = count
        }
    }
}
