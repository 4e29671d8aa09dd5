import Foundation
import Testing
@testable import Reel

/// When and where particles are born: the birth rate, bursts, the emitter's clock (begin time,
/// duration, pre-warm), the cap on particles drawn, emitter shapes, positions that move, and
/// sub-emitters at death.
@Suite struct ParticleEmissionTests {
    static let size = CGSize(width: 400, height: 300)
    static var dot: ParticleEmitter { ParticleEmitter { Circle() } }

    @Test func theBirthRateSpacesBirthsEvenlyAndTheLiveSetIsAnIndexRange() {
        let e = Self.dot.birthRate(50).lifetime(2)
        let particles = e.particles(at: 10, in: Self.size)
        // Born at k / 50 for the k with 8 < k / 50 ≤ 10: k = 401 ... 500.
        #expect(particles.count == 100)
        #expect(particles.map(\.birthTime) == (401...500).map { Double($0) / 50 })
        // Far later the count is the same: evaluating costs what is alive, not the time.
        #expect(e.particles(at: 1_000_000, in: Self.size).count == 100)
        #expect(e.particles(at: 0, in: Self.size).map(\.birthTime) == [0])
        #expect(e.particles(at: -1, in: Self.size).isEmpty)
    }

    @Test func burstsHappenAtTheirTimesAndRepeat() {
        let e = Self.dot.lifetime(0.5).burst(count: 7, at: 1).burst(count: 3, at: 2, cycles: 4, interval: 1)
        #expect(e.particles(at: 0.99, in: Self.size).isEmpty)
        #expect(e.particles(at: 1, in: Self.size).count == 7)
        #expect(e.particles(at: 1.49, in: Self.size).count == 7)
        #expect(e.particles(at: 1.5, in: Self.size).isEmpty)
        for cycle in 0..<4 {
            #expect(e.particles(at: 2.25 + Double(cycle), in: Self.size).count == 3, "cycle \(cycle)")
        }
        #expect(e.particles(at: 6.25, in: Self.size).isEmpty, "only 4 cycles")
        // Bursts and the rate merge in birth order.
        let mixed = Self.dot.lifetime(3).birthRate(2).burst(count: 2, at: 0.75).particles(at: 1.6, in: Self.size)
        #expect(mixed.map(\.birthTime) == [0, 0.5, 0.75, 0.75, 1, 1.5])
    }

    @Test func beginTimeDurationAndPrewarmSetTheEmittersClock() {
        let base = Self.dot.birthRate(10).lifetime(1)
        // Starts at 2 s; emits for 1.5 s; particles live on after it stops.
        let timed = base.beginTime(2).duration(1.5)
        #expect(timed.particles(at: 1.9, in: Self.size).isEmpty)
        #expect(timed.particles(at: 2, in: Self.size).map(\.birthTime) == [2])
        #expect(timed.particles(at: 3.9, in: Self.size).map(\.birthTime).last == 3.4)
        #expect(timed.particles(at: 3.9, in: Self.size).count == 5)
        #expect(timed.particles(at: 4.41, in: Self.size).isEmpty)
        // Pre-warmed by 5 s, the emitter is full at its begin time: what it would show had it
        // started 5 s earlier, and nothing before its begin time.
        let warm = base.beginTime(2).prewarm(5)
        #expect(warm.particles(at: 1.99, in: Self.size).isEmpty)
        #expect(warm.particles(at: 2, in: Self.size).count == 10)
        #expect(warm.particles(at: 2.5, in: Self.size) == base.beginTime(-3).particles(at: 2.5, in: Self.size))
    }

    @Test func maxParticlesKeepsTheNewest() {
        let e = Self.dot.birthRate(10).lifetime(5).maxParticles(12)
        let particles = e.particles(at: 4, in: Self.size)
        #expect(particles.count == 12)
        #expect(particles.map(\.birthTime) == (29...40).map { Double($0) / 10 })
    }

    @Test func emitterShapesSpreadBirthsOverTheirAreaOrOutline() {
        func births(_ shape: EmitterShape) -> [CGPoint] {
            Self.dot.burst(count: 4000).emitterShape(shape).emitterPosition(CGPoint(x: 100, y: 50))
                .particles(at: 0, in: Self.size).map { CGPoint(x: $0.position.x - 100, y: $0.position.y - 50) }
        }
        #expect(births(.point).allSatisfy { $0 == .zero })
        let line = births(.line(length: 200, angle: .degrees(90)))
        #expect(line.allSatisfy { abs($0.x) < 1e-9 && abs($0.y) <= 100 } && line.map(\.y).min()! < -99 && line.map(\.y).max()! > 99)
        let box = births(.rectangle(width: 80, height: 40))
        #expect(box.allSatisfy { abs($0.x) <= 40 && abs($0.y) <= 20 })
        // Uniform over the area: the inner half-size box holds a quarter (±3 standard errors).
        let inner = Double(box.filter { abs($0.x) <= 20 && abs($0.y) <= 10 }.count) / 4000
        #expect(abs(inner - 0.25) < 3 * (0.25 * 0.75 / 4000).squareRoot())
        let frame = births(.rectangle(width: 80, height: 40, outline: true))
        #expect(frame.allSatisfy { abs(abs($0.x) - 40) < 1e-9 || abs(abs($0.y) - 20) < 1e-9 })
        // By perimeter: the long sides hold 2/3 of the births.
        let long = Double(frame.filter { abs(abs($0.y) - 20) < 1e-9 }.count) / 4000
        #expect(abs(long - 2.0 / 3) < 3 * (2.0 / 9 / 4000).squareRoot())
        let ring = births(.circle(radius: 30, outline: true))
        #expect(ring.allSatisfy { abs(hypot($0.x, $0.y) - 30) < 1e-9 })
        let disc = births(.circle(radius: 30))
        let innerDisc = Double(disc.filter { hypot($0.x, $0.y) <= 30 / 2.0.squareRoot() }.count) / 4000
        #expect(disc.allSatisfy { hypot($0.x, $0.y) <= 30 + 1e-9 } && abs(innerDisc - 0.5) < 3 * (0.25 / 4000).squareRoot())
        // An elongated ellipse's outline by arc length: the two ends (|x| > 90 of a 200 × 20
        // ellipse) are a small share of the perimeter, far less than their share of the angle.
        let oval = births(.ellipse(width: 200, height: 20, outline: true))
        #expect(oval.allSatisfy { abs($0.x * $0.x / 10000 + $0.y * $0.y / 100 - 1) < 1e-9 })
        let ends = Double(oval.filter { abs($0.x) > 90 }.count) / 4000
        #expect(ends < 0.12, "ends hold \(ends) of the births")
    }

    @Test func aMovingEmitterLeavesEachParticleWhereItWasBorn() {
        let path: (Double) -> CGPoint = { t in CGPoint(x: 100 + 80 * cos(t), y: 100 + 50 * sin(2 * t)) }
        let e = Self.dot.birthRate(20).lifetime(3).emitterPosition(path)
        for p in e.particles(at: 5, in: Self.size) {
            #expect(p.position == path(p.birthTime))
        }
        // Unit positions are fractions of the emitter's size.
        #expect(Self.dot.burst(count: 1).emitterPosition(.bottomTrailing).particles(at: 0, in: Self.size)[0].position == CGPoint(x: 400, y: 300))
        #expect(Self.dot.burst(count: 1).particles(at: 0, in: Self.size)[0].position == CGPoint(x: 200, y: 150))
    }

    @Test func subEmittersFireWhereAndWhenEachParticleDies() {
        let sparks = Self.dot.burst(count: 5).lifetime(0.5).speed(0)
        let e = Self.dot.birthRate(4).lifetime(1, range: 0.25).speed(100).emissionAngle(.degrees(90)).subEmitter(onDeath: sparks)
        let t = 3.0
        let all = e.particles(at: t, in: Self.size)
        let parents = all.filter { $0.generation == 0 }, children = all.filter { $0.generation == 1 }
        #expect(!parents.isEmpty && !children.isEmpty)
        // Every spark sits where a parent died, 0 to 0.5 s ago; five per death.
        var deaths: [Double: Int] = [:]
        for spark in children {
            #expect(spark.age >= 0 && spark.age < 0.5)
            deaths[spark.birthTime, default: 0] += 1
            // A parent born at b lived L = death - b and fell 100 L below the emitter.
            let bornAt = (spark.birthTime * 4).rounded(.down) / 4
            let candidates = stride(from: bornAt, through: bornAt - 2, by: -0.25).map { b in (b, spark.birthTime - b) }
            #expect(candidates.contains { b, life in life >= 0.75 && life <= 1.25 && abs(Double(spark.position.y) - (150 + 100 * life)) < 1e-9 },
                    "spark at \(spark.position) born \(spark.birthTime)")
        }
        #expect(deaths.values.allSatisfy { $0 == 5 })
        // The parents' deaths between 2.5 and 3 s are exactly the sparks' birth times.
        let expected = (0..<20).compactMap { k -> Double? in
            let birth = Double(k) / 4
            let p = e.particles(at: birth, in: Self.size).first { $0.birthTime == birth && $0.generation == 0 }!
            let death = birth + p.lifetime
            return death <= t && t - death < 0.5 ? death : nil
        }
        #expect(Set(deaths.keys) == Set(expected))
    }

    @Test func identityAndSeedsSeparateEmitters() {
        let e = Self.dot.burst(count: 20).speed(100, range: 50).emissionAngle(.zero, range: .degrees(180))
        let node = ParticleEmitterNode(emitter: e, context: ResolveContext(diagnostics: DiagnosticLog()))
        func speeds(_ random: ParticleRandom) -> [CGSize] {
            node.simulation(random: random, size: Self.size).particles(at: 0)[0].map(\.velocity)
        }
        let a = speeds(ParticleRandom(seed: 0, identity: 1, emitterSeed: 0))
        #expect(a == speeds(ParticleRandom(seed: 0, identity: 1, emitterSeed: 0)))
        #expect(a != speeds(ParticleRandom(seed: 0, identity: 2, emitterSeed: 0)))
        #expect(a != speeds(ParticleRandom(seed: 1, identity: 1, emitterSeed: 0)))
        #expect(a != speeds(ParticleRandom(seed: 0, identity: 1, emitterSeed: 1)))
        // Identity paths hash the same in every process (pinned), and differently from each other.
        let path = IdentityPath(parent: IdentityPath(parent: IdentityPath(parent: nil, .index(0)), .branch(1)), .explicit(AnyHashable(7)))
        let other = IdentityPath(parent: IdentityPath(parent: IdentityPath(parent: nil, .index(0)), .branch(0)), .explicit(AnyHashable(7)))
        #expect(path.stableHash != other.stableHash)
        #expect(path.stableHash == Self.pinnedPathHash)
    }

    /// The stable hash of the path 0/else/id:7, recorded once.
    static let pinnedPathHash: UInt64 = 0xE789_F625_812D_4061
}
