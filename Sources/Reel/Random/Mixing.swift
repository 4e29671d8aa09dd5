/// The 64-bit mixing every seeded value of a scene is made with: SplitMix64's finaliser, and a
/// stable hash of text built on it.
///
/// `SceneRandom` keys its sequences with it, `ParticleRandom` hashes particles with it, and the
/// engine derives identities (of views, of canvas emitters) with it, so none of them depends on a
/// feature folder or on Swift's `Hasher`, whose seed changes from run to run.
package enum Mixing {
    /// The golden-ratio increment of SplitMix64.
    package static let golden: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// SplitMix64's finaliser: a bijection of 64 bits with good avalanche, applied to `value`
    /// plus the golden-ratio increment.
    @inline(__always)
    package static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ golden
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A stable 64-bit hash of `text` (FNV-1a, then mixed), the same in every process, unlike
    /// Swift's `Hasher`, whose seed changes from run to run.
    package static func stableHash(_ text: String) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01B3
        }
        return mix(h)
    }
}
