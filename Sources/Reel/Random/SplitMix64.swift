/// A small, fast, seeded pseudo-random generator (SplitMix64: Steele, Lea and Flood, 2014).
///
/// Everything random in a scene draws from one of these, seeded from the scene's seed, so the
/// same scene gives the same numbers on every run, machine and thread count.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform double in `range`, from the top 53 bits of the next number (a fixed formula, so
    /// it does not depend on the standard library's choice of algorithm).
    public mutating func next(in range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) * 0x1p-53
        return range.lowerBound + (range.upperBound - range.lowerBound) * unit
    }
}
