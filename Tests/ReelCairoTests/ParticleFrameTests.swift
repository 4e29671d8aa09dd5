import Foundation
import Reel
import ReelCairo
import ReelExport
import Testing

/// A particle's state at a time does not depend on the frame rate or on the frames drawn before:
/// emitters with every kind of motion (rate and bursts, drag, turbulence, sub-emitters, a
/// position animated by `withAnimation` and one driven by a function of time) give the same
/// particles at 24, 30, 60 and 120 fps, and frame 1000 drawn alone is frame 1000 of a full render.
@Suite struct ParticleFrameTests {
    /// The emitters of the probe scenes.
    struct Emitters: View {
        let target: CGPoint

        var body: some View {
            ZStack {
                ParticleEmitter { Circle().fill(Color.white).frame(width: 6, height: 6) }
                    .birthRate(40)
                    .lifetime(1.5, range: 0.5)
                    .speed(60, range: 30)
                    .emissionAngle(.degrees(-90), range: .degrees(40))
                    .acceleration(y: 40)
                    .drag(0.8)
                    .turbulence(150, size: 40)
                    .color(Color(red: 1, green: 0.6, blue: 0.2), redRange: 0.2)
                    .opacityOverLife([1, 0])
                    .emitterPosition(target)
                    .blendMode(.plusLighter)
                ParticleEmitter { Rectangle().fill(Color.white).frame(width: 4, height: 2) }
                    .burst(count: 12, at: 0.25, cycles: 40, interval: 0.75)
                    .lifetime(0.6)
                    .speed(50)
                    .emissionAngle(.zero, range: .degrees(180))
                    .spin(.degrees(200))
                    .subEmitter(onDeath: ParticleEmitter { Circle().fill(Color.cyan).frame(width: 3, height: 3) }
                        .burst(count: 3).lifetime(0.4).speed(20, range: 10).emissionAngle(.zero, range: .degrees(180)))
                    .emitterPosition { t in CGPoint(x: 24 + 14 * cos(t * 2), y: 24 + 14 * sin(t * 3)) }
            }
        }
    }

    /// A probe at `fps`.
    struct Probe<Rate: ProbeRate>: AnimatedScene {
        var format = SceneFormat(width: 48, height: 48, fps: Rate.fps, duration: 20, background: .black, seed: 11)
        @State var target = CGPoint(x: 10, y: 40)
        var body: some View { Emitters(target: target) }
        var timeline: some Timeline {
            At(0.5) { withAnimation(.spring(response: 0.6, dampingFraction: 0.5)) { target = CGPoint(x: 38, y: 12) } }
            At(1.5) { withAnimation(.easeInOut(duration: 1)) { target = CGPoint(x: 12, y: 20) } }
        }
    }

    protocol ProbeRate { static var fps: Double { get } }
    enum At24: ProbeRate { static let fps = 24.0 }
    enum At30: ProbeRate { static let fps = 30.0 }
    enum At60: ProbeRate { static let fps = 60.0 }
    enum At120: ProbeRate { static let fps = 120.0 }

    /// The particle batches of frame `seconds × fps` of the probe at `fps`.
    static func batches<R: ProbeRate>(_ rate: R.Type, at seconds: Double, renderer: FrameRenderer = FrameRenderer()) throws -> [ParticleBatch] {
        let list = try renderer.displayList(for: Probe<R>(), frame: Int(seconds * R.fps))
        return list.items.compactMap { if case .particles(let batch) = $0 { return batch } else { return nil } }
    }

    @Test func particlesAreTheSameAtEveryFrameRate() throws {
        for seconds in [0.5, 1.0, 1.5, 2.5, 6.0] {
            let reference = try Self.batches(At60.self, at: seconds)
            #expect(reference.count >= 2, "at \(seconds) s")
            #expect(reference.allSatisfy { !$0.instances.isEmpty })
            #expect(try Self.batches(At24.self, at: seconds) == reference, "24 fps at \(seconds) s")
            #expect(try Self.batches(At30.self, at: seconds) == reference, "30 fps at \(seconds) s")
            #expect(try Self.batches(At120.self, at: seconds) == reference, "120 fps at \(seconds) s")
        }
    }

    @Test func theEmitterFollowsItsAnimatedPosition() throws {
        // Each particle of the first emitter is born where the animated target was at its birth;
        // a view placed at the target with the same animation shows where that was.
        struct Marker: AnimatedScene {
            var format = SceneFormat(width: 48, height: 48, fps: 60, duration: 3)
            @State var target = CGPoint(x: 10, y: 40)
            var body: some View {
                ZStack {
                    ParticleEmitter { Circle().fill(Color.white).frame(width: 2, height: 2) }.birthRate(30).lifetime(5).emitterPosition(target)
                    Color.red.frame(width: 2, height: 2).position(target)
                }
            }
            var timeline: some Timeline {
                At(0.5) { withAnimation(.spring(response: 0.6, dampingFraction: 0.5)) { target = CGPoint(x: 38, y: 12) } }
            }
        }
        let renderer = FrameRenderer()
        func marker(at frame: Int) throws -> CGPoint {
            let list = try renderer.displayList(for: Marker(), frame: frame)
            for item in list.items {
                if case .fill(let path, .color(let c), _, let draw) = item, c == Color.red.resolved(for: .light) {
                    let r = path.boundingRect.applying(draw.transform)
                    return CGPoint(x: r.midX, y: r.midY)
                }
            }
            throw MissingItem(name: "marker")
        }
        let list = try renderer.displayList(for: Marker(), frame: 150)
        guard case .particles(let batch)? = list.items.first else { throw MissingItem(name: "particles") }
        #expect(batch.instances.count == 76)
        // The particle born at frame f (birth k / 30 s = frame 2k) is where the marker was then.
        var moved = 0
        for (k, instance) in batch.instances.enumerated() {
            let place = try marker(at: 2 * k)
            #expect(abs(instance.x - Double(place.x)) < 1e-9 && abs(instance.y - Double(place.y)) < 1e-9, "particle \(k)")
            if place != CGPoint(x: 10, y: 40) { moved += 1 }
        }
        #expect(moved > 50)
    }

    @Test func aFrameDrawnAloneEqualsTheSameFrameOfAFullRender() throws {
        // A full render on one renderer, frames in order: every frame's bytes, and the particles
        // at frame 1000 (1000 / 60 s).
        let full = FrameRenderer()
        var sequence: [Int: [UInt8]] = [:]
        for frame in 0...1000 {
            let image = try full.render(Probe<At60>(), frame: frame)
            if frame % 250 == 0 || frame == 999 || frame == 1000 { sequence[frame] = PNGEncoder.encode(image) }
        }
        for frame in [1000, 999, 250, 0] {
            let alone = PNGEncoder.encode(try FrameRenderer().render(Probe<At60>(), frame: frame))
            #expect(alone == sequence[frame], "frame \(frame)")
        }
        // And in another order, on a renderer whose caches hold other frames.
        let shuffled = FrameRenderer()
        for frame in [700, 3, 1000, 500, 999] { _ = try shuffled.render(Probe<At60>(), frame: frame) }
        #expect(PNGEncoder.encode(try shuffled.render(Probe<At60>(), frame: 250)) == sequence[250])
        #expect(PNGEncoder.encode(try shuffled.render(Probe<At60>(), frame: 1000)) == sequence[1000])
    }
}

extension ParticleFrameTests {
    /// An emitter inserted by a state change.
    struct Inserted: AnimatedScene {
        var format = SceneFormat(width: 40, height: 40, fps: 10, duration: 4)
        @State var on = false
        var body: some View {
            ZStack {
                Color.black
                if on {
                    ParticleEmitter { Circle().fill(Color.white).frame(width: 2, height: 2) }.birthRate(10).lifetime(5).burst(count: 3, at: 0.5)
                }
            }
        }
        var timeline: some Timeline {
            At(1) { withAnimation(.easeIn(duration: 0.3)) { on = true } }
        }
    }

    @Test func anInsertedEmittersClockStartsWhenItAppears() throws {
        let renderer = FrameRenderer()
        func births(_ frame: Int) throws -> Int {
            try renderer.displayList(for: Inserted(), frame: frame).items.reduce(0) { count, item in
                if case .particles(let batch) = item { return count + batch.instances.count } else { return count }
            }
        }
        // Frames 9 to 20 (the transition's opacity is 0 at 1.0 s, so nothing shows then): births
        // at 1.0, 1.1, … and the burst of 3 at 1.5.
        #expect(try (9...20).map { try births($0) } == [0, 0, 2, 3, 4, 5, 6 + 3, 7 + 3, 8 + 3, 9 + 3, 10 + 3, 11 + 3])
        // Drawn alone, the same.
        #expect(try FrameRenderer().displayList(for: Inserted(), frame: 16) == renderer.displayList(for: Inserted(), frame: 16))
    }
}

/// An item a test looked for in a display list and did not find.
private struct MissingItem: Error {
    /// What was looked for.
    var name: String
}
