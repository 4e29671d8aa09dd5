import Foundation
import Testing
@testable import Reel

/// How particles move, turn, scale and change colour: closed-form motion checked against the
/// formulas and against a fine numerical integration, turbulence integrated from birth whatever
/// times are asked for, and the curves over the normalised age.
@Suite struct ParticleMotionTests {
    static let size = CGSize(width: 400, height: 300)

    @Test func constantAccelerationIsClosedForm() {
        let e = ParticleEmitter { Circle() }
            .burst(count: 50)
            .lifetime(10)
            .speed(120, range: 40)
            .emissionAngle(.degrees(-60), range: .degrees(50))
            .acceleration(x: 15, y: 90)
            .emitterPosition(CGPoint(x: 30, y: 250))
        let start = e.particles(at: 0, in: Self.size)
        let later = e.particles(at: 2.5, in: Self.size)
        #expect(start.count == 50 && later.count == 50)
        for (p0, p) in zip(start, later) {
            let a = 2.5
            let x = 30 + Double(p0.velocity.width) * a + 0.5 * 15 * a * a
            let y = 250 + Double(p0.velocity.height) * a + 0.5 * 90 * a * a
            #expect(abs(Double(p.position.x) - x) < 1e-9 && abs(Double(p.position.y) - y) < 1e-9)
            #expect(abs(Double(p.velocity.width) - (Double(p0.velocity.width) + 15 * a)) < 1e-9)
            #expect(abs(Double(p.velocity.height) - (Double(p0.velocity.height) + 90 * a)) < 1e-9)
            #expect(p.age == a && p.birthTime == 0)
        }
    }

    @Test func linearDragMatchesAFineIntegration() {
        let e = ParticleEmitter { Circle() }
            .burst(count: 8)
            .lifetime(5)
            .speed(400, range: 100)
            .emissionAngle(.degrees(0), range: .degrees(180))
            .acceleration(y: 200)
            .drag(1.5)
        let start = e.particles(at: 0, in: Self.size)
        let later = e.particles(at: 3, in: Self.size)
        for (p0, p) in zip(start, later) {
            // Fourth-order Runge–Kutta with a step of 1/10000 s.
            var (x, y) = (Double(p0.position.x), Double(p0.position.y))
            var (vx, vy) = (Double(p0.velocity.width), Double(p0.velocity.height))
            let h = 1e-4
            for _ in 0..<30_000 {
                func f(_ vx: Double, _ vy: Double) -> (Double, Double) { (-1.5 * vx, 200 - 1.5 * vy) }
                let k1 = f(vx, vy), k2 = f(vx + h / 2 * k1.0, vy + h / 2 * k1.1)
                let k3 = f(vx + h / 2 * k2.0, vy + h / 2 * k2.1), k4 = f(vx + h * k3.0, vy + h * k3.1)
                let nvx = vx + h / 6 * (k1.0 + 2 * k2.0 + 2 * k3.0 + k4.0)
                let nvy = vy + h / 6 * (k1.1 + 2 * k2.1 + 2 * k3.1 + k4.1)
                x += h * (vx + nvx) / 2   // the trapezoid rule is exact enough for position here
                y += h * (vy + nvy) / 2
                (vx, vy) = (nvx, nvy)
            }
            #expect(abs(Double(p.position.x) - x) < 1e-4 && abs(Double(p.position.y) - y) < 1e-4, "\(p.position) vs \(x), \(y)")
            #expect(abs(Double(p.velocity.width) - vx) < 1e-6 && abs(Double(p.velocity.height) - vy) < 1e-6)
        }
        // Terminal velocity: acceleration / drag.
        let settled = e.lifetime(60).particles(at: 40, in: Self.size)
        for p in settled { #expect(abs(Double(p.velocity.height) - 200 / 1.5) < 1e-9 && abs(Double(p.velocity.width)) < 1e-9) }
    }

    @Test func turbulenceIsIntegratedFromBirthWhateverTimesAreAsked() {
        let e = ParticleEmitter { Circle() }
            .birthRate(30)
            .lifetime(3)
            .speed(50)
            .turbulence(300, size: 80, speed: 1)
            .drag(0.5)
        // The same time gives the same particles bit for bit, whether asked first or after others,
        // and whether reached through 24, 30, 60 or 120 frames per second.
        let direct = e.particles(at: 2, in: Self.size)
        for fps in [24.0, 30, 60, 120] {
            for frame in 0..<Int(2 * fps) { _ = e.particles(at: Double(frame) / fps, in: Self.size) }
            #expect(e.particles(at: Double(Int(2 * fps)) / fps, in: Self.size) == direct, "\(fps) fps")
        }
        // Turbulence moves them: without it they fly straight.
        let straight = e.turbulence(0).particles(at: 2, in: Self.size)
        #expect(direct.count == straight.count && direct.count > 50)
        let moved = zip(direct, straight).filter { hypot($0.position.x - $1.position.x, $0.position.y - $1.position.y) > 5 }.count
        #expect(moved > direct.count / 2, "only \(moved) of \(direct.count) moved by turbulence")
        // Positions are continuous in time (no jumps where the integration's last step changes).
        let a = e.particles(at: 2, in: Self.size), b = e.particles(at: 2 + 1e-7, in: Self.size)
        for (p, q) in zip(a, b) where p.birthTime == q.birthTime {
            #expect(hypot(p.position.x - q.position.x, p.position.y - q.position.y) < 1e-3)
        }
    }

    @Test func turbulenceHasNoSourcesOrSinks() {
        // The field is a curl, so its divergence is zero: checked by central differences.
        let field = ParticleTurbulence(strength: 1, size: 1, speed: 1)
        var largest = 0.0, typical = 0.0
        let h = 1e-5
        for i in 0..<200 {
            let x = Double(i) * 0.731, y = Double(i) * 0.377 - 20, t = Double(i) * 0.05
            let dx = (field.acceleration(x: x + h, y: y, t: t, key: 9).x - field.acceleration(x: x - h, y: y, t: t, key: 9).x) / (2 * h)
            let dy = (field.acceleration(x: x, y: y + h, t: t, key: 9).y - field.acceleration(x: x, y: y - h, t: t, key: 9).y) / (2 * h)
            largest = max(largest, abs(dx + dy))
            typical = max(typical, abs(dx))
        }
        #expect(largest < 1e-4 && typical > 0.1, "divergence \(largest), derivative scale \(typical)")
    }

    @Test func spinScaleOpacityAndColourFollowTheCurves() {
        let gradient = Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
        let e = ParticleEmitter { Circle() }
            .burst(count: 1)
            .lifetime(4)
            .rotation(.degrees(30))
            .spin(.degrees(90))
            .scale(2)
            .scaleOverLife([1, 0.5, 0], times: [0, 0.5, 1])
            .opacityOverLife([1, 1, 0])
            .colorOverLife(gradient)
        for (t, scale, opacity, red) in [(0.0, 2.0, 1.0, 1.0), (1.0, 1.5, 1.0, 0.75), (2.0, 1.0, 1.0, 0.5), (3.0, 0.5, 0.5, 0.25)] {
            let p = e.particles(at: t, in: Self.size)[0]
            #expect(abs(p.rotation.degrees - (30 + 90 * t)) < 1e-9)
            #expect(abs(p.scale - scale) < 1e-12 && abs(p.color.alpha - opacity) < 1e-12)
            #expect(abs(p.color.red - red) < 1e-12 && abs(p.color.blue - (1 - red)) < 1e-12)
        }
        #expect(e.particles(at: 4, in: Self.size).isEmpty, "a particle is gone at the end of its life")
    }

    @Test func colourRangesVaryEachComponentAndClamp() {
        let e = ParticleEmitter { Circle() }
            .burst(count: 2000)
            .color(Color(red: 0.5, green: 0.9, blue: 0.2, opacity: 1), redRange: 0.3, greenRange: 0.3, blueRange: 0, alphaRange: 0.5)
        let particles = e.particles(at: 0, in: Self.size)
        let reds = particles.map(\.color.red), greens = particles.map(\.color.green), alphas = particles.map(\.color.alpha)
        #expect(reds.min()! >= 0.2 && reds.min()! < 0.21 && reds.max()! <= 0.8 && reds.max()! > 0.79)
        #expect(greens.max()! == 1 && greens.filter { $0 == 1 }.count > 400, "green clamps at 1")
        #expect(Set(particles.map(\.color.blue)) == [0.2])
        #expect(alphas.min()! >= 0.5 && alphas.max()! == 1)
    }
}
