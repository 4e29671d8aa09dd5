import Foundation
import Testing
@testable import Reel

/// The random values of particles: with a fixed seed, the speeds, emission angles and lifetimes of
/// 10,000 particles are uniform over value ± range (means, spreads, extremes and a chi-square test
/// of the histogram, with the tolerances stated at each check), independent of each other, the
/// same on every run, and different under another seed.
@Suite struct ParticleStatisticsTests {
    /// 10,000 particles born at once: speed 300 ± 100, angle 45° ± 30°, lifetime 2 ± 0.5 s.
    static var emitter: ParticleEmitter {
        ParticleEmitter { Circle() }
            .burst(count: 10_000)
            .speed(300, range: 100)
            .emissionAngle(.degrees(45), range: .degrees(30))
            .lifetime(2, range: 0.5)
    }

    /// Speeds, angles (degrees) and lifetimes of the 10,000 particles at their birth.
    static func samples(seed: UInt64) -> (speeds: [Double], angles: [Double], lifetimes: [Double]) {
        let particles = emitter.particles(at: 0, in: CGSize(width: 100, height: 100), seed: seed)
        let speeds = particles.map { Double(hypot($0.velocity.width, $0.velocity.height)) }
        let angles = particles.map { atan2(Double($0.velocity.height), Double($0.velocity.width)) * 180 / .pi }
        return (speeds, angles, particles.map(\.lifetime))
    }

    /// Checks that `values` look uniform over `center` ± `range`.
    static func expectUniform(_ values: [Double], center: Double, range: Double, _ name: String) {
        let n = Double(values.count)
        #expect(values.count == 10_000, "\(name): \(values.count) particles")
        let mean = values.reduce(0, +) / n
        let variance = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1)
        // The standard error of the mean of a uniform over ±r is r / sqrt(3n); allow 4 of them.
        let standardError = range / (3 * n).squareRoot()
        #expect(abs(mean - center) <= 4 * standardError, "\(name): mean \(mean), expected \(center) ± \(4 * standardError)")
        // The variance of a uniform over ±r is r² / 3; the sample variance of 10,000 is within 3 %
        // (its relative standard error is about 0.9 %).
        let expectedVariance = range * range / 3
        #expect(abs(variance / expectedVariance - 1) <= 0.03, "\(name): variance \(variance), expected \(expectedVariance)")
        // Every value in the range, and the extremes near its ends: the chance that no value of
        // 10,000 falls within 0.2 % of an end is (1 − 0.001)^10000 ≈ 4.5e-5.
        let low = values.min()!, high = values.max()!
        #expect(low >= center - range - 1e-9 && high <= center + range + 1e-9, "\(name): \(low)...\(high)")
        #expect(low <= center - range + 0.002 * 2 * range && high >= center + range - 0.002 * 2 * range, "\(name): \(low)...\(high)")
        // A chi-square test over 20 equal bins: 19 degrees of freedom, critical value 43.82 at
        // p = 0.001.
        var bins = [Int](repeating: 0, count: 20)
        for v in values { bins[min(19, max(0, Int((v - (center - range)) / (2 * range) * 20)))] += 1 }
        let expected = n / 20
        let chiSquare = bins.reduce(0.0) { $0 + (Double($1) - expected) * (Double($1) - expected) / expected }
        #expect(chiSquare < 43.82, "\(name): chi-square \(chiSquare) over \(bins)")
    }

    /// The Pearson correlation of two samples.
    static func correlation(_ a: [Double], _ b: [Double]) -> Double {
        let n = Double(a.count)
        let ma = a.reduce(0, +) / n, mb = b.reduce(0, +) / n
        var sab = 0.0, saa = 0.0, sbb = 0.0
        for (x, y) in zip(a, b) {
            sab += (x - ma) * (y - mb)
            saa += (x - ma) * (x - ma)
            sbb += (y - mb) * (y - mb)
        }
        return sab / (saa * sbb).squareRoot()
    }

    @Test func speedsAnglesAndLifetimesHaveTheConfiguredMeansAndRanges() {
        for seed: UInt64 in [0, 1, 0xDEAD_BEEF] {
            let (speeds, angles, lifetimes) = Self.samples(seed: seed)
            Self.expectUniform(speeds, center: 300, range: 100, "speed, seed \(seed)")
            Self.expectUniform(angles, center: 45, range: 30, "angle, seed \(seed)")
            Self.expectUniform(lifetimes, center: 2, range: 0.5, "lifetime, seed \(seed)")
            // Independent attributes: the correlation of independent samples of 10,000 has a
            // standard deviation of 0.01; allow 4 of them.
            #expect(abs(Self.correlation(speeds, angles)) < 0.04)
            #expect(abs(Self.correlation(speeds, lifetimes)) < 0.04)
            #expect(abs(Self.correlation(angles, lifetimes)) < 0.04)
        }
    }

    @Test func changingTheSeedChangesEveryParticle() {
        let a = Self.samples(seed: 0), b = Self.samples(seed: 1)
        let sameSpeeds = zip(a.speeds, b.speeds).filter { $0 == $1 }.count
        let sameAngles = zip(a.angles, b.angles).filter { $0 == $1 }.count
        let sameLifetimes = zip(a.lifetimes, b.lifetimes).filter { $0 == $1 }.count
        #expect(sameSpeeds == 0 && sameAngles == 0 && sameLifetimes == 0)
        // Neighbouring particles are not alike either: consecutive speeds are uncorrelated.
        #expect(abs(Self.correlation(Array(a.speeds.dropLast()), Array(a.speeds.dropFirst()))) < 0.04)
    }

    @Test func theSameSeedGivesTheSameValuesOnEveryRun() {
        // Pinned numbers: the hash is part of every scene's output, so it must not change between
        // runs, processes or builds (Swift's `Hasher` would: its seed is per process).
        let (speeds, angles, lifetimes) = Self.samples(seed: 0)
        #expect(speeds == Self.samples(seed: 0).speeds)
        #expect(String(format: "%.12f %.12f %.12f", speeds[0], angles[0], lifetimes[0]) == Self.pinned)
        #expect(Mixing.stableHash("id:7") == 0xA15A_8A8C_15FA_D3A2)
    }

    /// The first particle's speed, angle and lifetime with seed 0, recorded once.
    static let pinned = "370.582102430619 61.723390256185 2.207207164520"
}
