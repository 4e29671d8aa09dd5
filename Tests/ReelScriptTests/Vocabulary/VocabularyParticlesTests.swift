import Foundation
import Reel
import ReelCairo
import Testing
@testable import ReelScript

/// The particle vocabulary: the scenes below are compiled into this test target and read back
/// from this file's own text as scene files; both renders must be byte-identical. Bad settings
/// are positioned errors in scene files (the error corpus pins more of them).
@Suite struct VocabularyParticlesTests {
    /// Loads the scene `name` from this file.
    static func sceneFile(_ name: String) throws -> SceneFile {
        let root = URL(fileURLWithPath: NSTemporaryDirectory())
        return try SceneFile(text: try EmbeddedScene.text(name, in: #filePath, imports: "import Foundation\nimport Reel\n\n"),
                             fileName: root.appendingPathComponent(name + ".swift").path, access: ResourceAccess(root: root))
    }

    /// Renders the compiled `S` and its scene file at `frames` and requires identical pixels.
    func compare<S: AnimatedScene>(_ type: S.Type, frames: [Int]) throws {
        let file = try Self.sceneFile("\(S.self)")
        #expect(file.validate().map(\.description) == [])
        let interpreted = try file.makeScene()
        #expect(interpreted.format == S().format)
        for frame in frames {
            // Each frame drawn alone, by a new renderer.
            try FrameParity.expectSame(S(), interpreted, frames: [frame], compiledRenderer: FrameRenderer(), interpretedRenderer: FrameRenderer())
        }
        #expect(interpreted.interpreter?.recovered.map(\.description) ?? [] == [])
    }

    @Test func everySettingMatchesTheCompiledScene() throws { try compare(ParticleProbe.self, frames: [0, 9, 20, 33, 47]) }

    @Test func canvasEmittersAndParticleValuesMatchTheCompiledScene() throws { try compare(ParticleCanvasProbe.self, frames: [0, 12, 30]) }

    /// The errors `validate()` gives for a body of `expression`.
    static func errors(_ expression: String) throws -> [String] {
        let text = """
        import Reel

        struct Probe: AnimatedScene {
            var format = SceneFormat(width: 20, height: 20)
            var body: some View {
                ParticleEmitter { Circle() }\(expression)
            }
        }
        """
        let file = try SceneFile(text: text, fileName: "Probe.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/nonexistent")))
        return file.validate().map(\.description)
    }

    @Test func badSettingsAreErrorsAtTheArgument() throws {
        #expect(try Self.errors(".emissionAngle(.degrees(10), range: .degrees(-5))") == [
            "Probe.swift:6:73: error: emission angle range must be ≥ 0, not -5°",
        ])
        #expect(try Self.errors(".burst(count: 10, at: .nan)") == ["Probe.swift:6:59: error: burst time must be a finite number, not nan"])
        #expect(try Self.errors(".scale(1).scaleOverLife([1, 0], times: [0])") == [
            "Probe.swift:6:76: error: scaleOverLife has 2 values but 1 times",
        ])
        #expect(try Self.errors(".turbulence(10, size: 0)") == ["Probe.swift:6:59: error: turbulence size must be at least 0.001, not 0"])
        #expect(try Self.errors(".emitterShape(.circle(radius: -3))") == [
            "Probe.swift:6:51: error: the emitter shape's radius must be a finite number ≥ 0, not -3",
        ])
        #expect(try Self.errors(".birthRate(100).lifetime(1).subEmitter(onDeath: ParticleEmitter { Circle() }.burst(count: 20_000).lifetime(10))") == [
            "Probe.swift:6:85: error: these settings would have more than 4000000 particles alive at once (birth rate × lifetime, bursts and sub-emitters), more than the 250000 an emitter may have",
        ])
        #expect(try Self.errors(".birthRate(1).emitterPosition(.middle)") == ["Probe.swift:6:68: error: CGPoint has no member 'middle'"])
    }
}

// ── scene ParticleProbe
struct ParticleProbe: AnimatedScene {
    var format = SceneFormat(width: 160, height: 120, fps: 24, duration: 2, background: .black, seed: 3)
    @State var spot = CGPoint(x: 20, y: 100)
    init() {}

    var body: some View {
        ZStack {
            ParticleEmitter {
                Circle().fill(Color.white).frame(width: 6, height: 6)
            }
            .birthRate(30)
            .maxParticles(40)
            .lifetime(1.2, range: 0.4)
            .speed(50, range: 20)
            .emissionAngle(.degrees(-90), range: .degrees(30))
            .acceleration(x: 5, y: 30)
            .drag(0.5)
            .turbulence(80, size: 30, speed: 0.8)
            .scale(1, range: 0.5)
            .scaleOverLife([1, 1.5, 0.2])
            .opacityOverLife([0, 1, 1, 0], times: [0, 0.1, 0.7, 1])
            .colorOverLife(Gradient(colors: [Color.yellow, Color.red]))
            .color(Color.white, redRange: 0.1, greenRange: 0.2, blueRange: 0.1, alphaRange: 0.1)
            .emitterPosition(spot)
            .emitterShape(.circle(radius: 6))
            .blendMode(.plusLighter)
            ParticleEmitter {
                RoundedRectangle(cornerRadius: 1).fill(Color.cyan).frame(width: 4, height: 7)
            }
            .burst(count: 8, at: 0.2, cycles: 3, interval: 0.5)
            .lifetime(0.7)
            .speed(60)
            .emissionAngle(.zero, range: .degrees(180))
            .rotation(.degrees(10), range: .degrees(90))
            .spin(.degrees(180), range: .degrees(90))
            .subEmitter(onDeath: ParticleEmitter { Circle().fill(Color.white).frame(width: 2, height: 2) }
                .burst(count: 3).lifetime(0.3).speed(20).emissionAngle(.zero, range: .degrees(180)))
            .emitterShape(.ellipse(width: 30, height: 10, outline: true))
            .emitterPosition(.center)
            .seed(7)
            ParticleEmitter {
                Text("*").font(.system(size: 10)).foregroundStyle(Color.green)
            }
            .birthRate(6)
            .beginTime(0.5)
            .duration(1)
            .prewarm(0.5)
            .lifetime(1)
            .speed(25)
            .emissionAngle(.degrees(90))
            .emitterShape(.line(length: 60, angle: .degrees(10)))
            .emitterPosition { t in CGPoint(x: 110 + 20 * sin(t * 3), y: 20) }
            ParticleEmitter {
                Color.orange.frame(width: 3, height: 3)
            }
            .birthRate(10)
            .emitterShape(.rectangle(width: 20, height: 10, outline: true))
            .emitterPosition(CGPoint(x: 140, y: 100))
        }
    }

    var timeline: some Timeline {
        At(0.4) { withAnimation(.easeInOut(duration: 1)) { spot = CGPoint(x: 80, y: 60) } }
    }
}
// ── end ParticleProbe

// ── scene ParticleCanvasProbe
struct ParticleCanvasProbe: AnimatedScene {
    var format = SceneFormat(width: 120, height: 120, fps: 30, duration: 1.2, background: .black)
    init() {}

    var sparks: ParticleEmitter {
        ParticleEmitter { Circle().fill(Color.white).frame(width: 10, height: 10) }
            .birthRate(40)
            .lifetime(1)
            .speed(40)
            .emissionAngle(.zero, range: .degrees(180))
            .prewarm(1)
    }

    var body: some View {
        TimelineView(.animation) { timeline in
            Canvas { context, size in
                var layer = context
                layer.addFilter(.alphaThreshold(min: 0.5, color: Color.white))
                layer.addFilter(.blur(radius: 6))
                layer.drawLayer { inner in
                    inner.draw(sparks, in: CGRect(x: 0, y: 0, width: 60, height: 120), time: timeline.time)
                }
                context.draw(sparks, in: CGRect(x: 60, y: 0, width: 60, height: 120), time: timeline.time, id: 4)
                // Particles read back and drawn by hand: a short line along each one's velocity.
                for particle in sparks.particles(at: timeline.time, in: CGSize(width: 60, height: 60), seed: 2) {
                    let p = particle.position
                    let v = particle.velocity
                    context.stroke(Path { path in
                        path.move(to: CGPoint(x: p.x, y: p.y + 60))
                        path.addLine(to: CGPoint(x: p.x + v.width / 10, y: p.y + 60 + v.height / 10))
                    }, with: .color(Color(red: 1, green: particle.age / particle.lifetime, blue: 0)), lineWidth: 1)
                }
            }
        }
    }
}
// ── end ParticleCanvasProbe
