import Foundation
import Testing
@testable import Reel

/// Bad settings: negative, NaN and infinite numbers, ranges larger than their values, enormous
/// bursts and more particles alive than the limit are reported with what is drawn instead, and
/// nothing allocates without bound.
@Suite struct ParticleInputTests {
    static var dot: ParticleEmitter { ParticleEmitter { Circle() } }

    /// The warnings resolving `emitter` reports.
    static func warnings(_ emitter: ParticleEmitter) -> [String] {
        let log = DiagnosticLog()
        _ = ResolveContext(diagnostics: log).resolve(emitter)
        return log.diagnostics.map(\.description)
    }

    @Test func badNumbersAreReportedAndReplaced() {
        let e = Self.dot
            .birthRate(-5)
            .lifetime(.nan)
            .speed(.infinity, range: -3)
            .emissionAngle(.degrees(.nan))
            .scale(2, range: 3)
            .opacityOverLife([1, 2])
            .scaleOverLife([1, 0], times: [0.5, 0.2])
            .burst(count: -4)
            .burst(count: 3, cycles: 0)
            .emitterShape(.rectangle(width: -10, height: .nan))
            .drag(-1)
        #expect(Self.warnings(e) == [
            "warning: ParticleEmitter: birthRate must be ≥ 0, not -5; using 0",
            "warning: ParticleEmitter: lifetime must be a finite number, not nan; using 1",
            "warning: ParticleEmitter: speed must be a finite number, not infinity; using 0",
            "warning: ParticleEmitter: speed range must be ≥ 0, not -3; using 0",
            "warning: ParticleEmitter: emissionAngle must be a finite number, not nan°; using 0",
            "warning: ParticleEmitter: the scale range 3 is larger than the scale 2, which would make some negative; using 2",
            "warning: ParticleEmitter: opacityOverLife's values must be finite numbers from 0 to 1, not 2; it is not used",
            "warning: ParticleEmitter: scaleOverLife's times must not decrease; it is not used",
            "warning: ParticleEmitter: burst count must be ≥ 0, not -4; the burst is left out",
            "warning: ParticleEmitter: burst cycles must be at least 1, not 0; the burst is left out",
            "warning: ParticleEmitter: the emitter shape's width must be a finite number ≥ 0, not -10; using 0",
            "warning: ParticleEmitter: the emitter shape's height must be a finite number ≥ 0, not nan; using 0",
            "warning: ParticleEmitter: drag must be ≥ 0, not -1; using 0",
        ])
        // What is drawn: the fallbacks.
        #expect(e.birthRate == 0 && e.lifetime == 1 && e.speed == 0 && e.speedRange == 0 && e.scaleRange == 2)
        #expect(e.bursts.isEmpty && e.opacityCurve == nil && e.scaleCurve == nil && e.drag == 0)
        #expect(e.particles(at: 1, in: CGSize(width: 10, height: 10)).isEmpty)
    }

    @Test func aLifetimeRangeLargerThanTheLifetimeIsCut() {
        let e = Self.dot.lifetime(1, range: 2).burst(count: 500)
        #expect(Self.warnings(e) == ["warning: ParticleEmitter: the lifetime range 2 s is larger than the lifetime 1 s, which would make some negative; using 1"])
        #expect(e.particles(at: 0, in: .zero).allSatisfy { $0.lifetime > 0 && $0.lifetime <= 2 })
    }

    @Test func anEnormousBurstIsCutToTheLimit() {
        let e = Self.dot.burst(count: 1_000_000_000_000)
        #expect(Self.warnings(e) == ["warning: ParticleEmitter: a burst of 1000000000000 particles is more than the 250000 an emitter may have alive; it makes 250000"])
        #expect(e.particles(at: 0, in: .zero).count == ParticleEmitter.maximumParticleCount)
    }

    @Test func tooManyParticlesAliveAreReducedToTheLimit() {
        let cap = ParticleEmitter.maximumParticleCount
        // 5,000,000 particles a second living 100 s would be 500 million alive.
        let e = Self.dot.birthRate(5_000_000).lifetime(100)
        #expect(Self.warnings(e) == ["warning: ParticleEmitter: these settings would have more than 4000000 particles alive at once (birth rate × lifetime, bursts and sub-emitters), more than the 250000 an emitter may have; birth rates and bursts are reduced to fit"])
        let node = ParticleEmitterNode(emitter: e, context: ResolveContext(diagnostics: DiagnosticLog()))
        #expect(node.emitter.birthRate * 100 <= Double(cap))
        let alive = node.simulation(random: ParticleRandom(key: 1), size: .zero).particles(at: 1000)[0].count
        #expect(alive <= cap && alive > cap / 2)
        // Repeating bursts that overlap, and sub-emitters that multiply, count too.
        let bursts = Self.dot.lifetime(10).burst(count: 200_000, cycles: 100, interval: 1)
        #expect(bursts.capacityIssue != nil)
        let sparks = Self.dot.burst(count: 1000).lifetime(5)
        let fireworks = Self.dot.birthRate(500).lifetime(1).subEmitter(onDeath: sparks)
        #expect(fireworks.capacityIssue != nil)
        let limited = ParticleEmitterNode(emitter: fireworks, context: ResolveContext(diagnostics: DiagnosticLog()))
        let total = limited.simulation(random: ParticleRandom(key: 1), size: .zero).particles(at: 30).map(\.count).reduce(0, +)
        #expect(total <= cap)
        #expect(Self.dot.birthRate(1000).lifetime(100).capacityIssue == nil)
    }

    @Test func subEmittersNeedFiniteEmission() {
        let endless = Self.dot.birthRate(10)
        let e = Self.dot.burst(count: 1).subEmitter(onDeath: endless)
        #expect(Self.warnings(e) == ["warning: ParticleEmitter: a sub-emitter with a birth rate needs a finite duration, or each death would emit for ever; it emits only its bursts"])
        let deep = Self.dot.subEmitter(onDeath: Self.dot.subEmitter(onDeath: Self.dot.subEmitter(onDeath: Self.dot.burst(count: 1).subEmitter(onDeath: Self.dot))))
        #expect(Self.warnings(deep) == ["warning: ParticleEmitter: sub-emitters nest at most 3 deep; the deeper ones are left out"])
    }

    @Test func nonFiniteTimesDrawNothing() {
        let e = Self.dot.birthRate(10)
        #expect(e.particles(at: .nan, in: .zero).isEmpty && e.particles(at: .infinity, in: .zero).isEmpty)
    }
}
