import Foundation

/// Counter-based random numbers for particles: every random value of a particle is a hash of the
/// emitter's key, the particle's stream and index, and the attribute, so any particle's values can
/// be computed alone, in any order, on any thread, without a generator's state.
///
/// The hash is SplitMix64's finaliser (`Mixing.mix`, a bijection of 64 bits with good avalanche),
/// applied to the inputs folded together with odd constants; the unit value takes the top 53 bits,
/// as `SplitMix64.next(in:)` does.
package struct ParticleRandom: Hashable, Sendable {
    /// The emitter's key: the scene seed, the emitter's identity and its own seed, hashed.
    package let key: UInt64

    /// The random numbers of the emitter with `key`.
    package init(key: UInt64) { self.key = key }

    /// The random numbers of an emitter: the scene's `seed`, the emitter's stable identity hash
    /// and the emitter's own seed.
    package init(seed: UInt64, identity: UInt64, emitterSeed: UInt64) {
        key = Mixing.mix(Mixing.mix(seed ^ 0x5EED_0F_5CE7E) &+ identity &* Mixing.golden
                         ^ Mixing.mix(emitterSeed &+ 0xE317_7E25))
    }

    /// The random numbers of a child of this emitter (a sub-emitter of one particle).
    package func child(_ stream: UInt64, _ index: UInt64, _ slot: UInt64) -> ParticleRandom {
        ParticleRandom(key: Mixing.mix(particle(stream, index) ^ Mixing.mix(slot &+ 0xC41D)))
    }

    /// The key of particle `index` of `stream` (0 for the continuous stream, 1 + b for burst b).
    @inline(__always)
    package func particle(_ stream: UInt64, _ index: UInt64) -> UInt64 {
        Mixing.mix(Mixing.mix(key &+ stream &* Mixing.golden) &+ index &* 0xBF58_476D_1CE4_E5B9)
    }

    /// A uniform number in [0, 1) for `attribute` of the particle with key `particle`.
    @inline(__always)
    package static func unit(_ particle: UInt64, _ attribute: ParticleAttribute) -> Double {
        Double(Mixing.mix(particle &+ attribute.rawValue &* 0x94D0_49BB_1331_11EB) >> 11) * 0x1p-53
    }

    /// A uniform number in [-1, 1) for `attribute` of the particle with key `particle`.
    @inline(__always)
    package static func signed(_ particle: UInt64, _ attribute: ParticleAttribute) -> Double {
        unit(particle, attribute) * 2 - 1
    }

}

/// The random attributes of a particle, each drawn from its own hash.
package enum ParticleAttribute: UInt64 {
    case lifetime = 1, speed, angle, rotation, spin, scale, red, green, blue, alpha, shapeU, shapeV
}
