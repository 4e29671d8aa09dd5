import Foundation
@testable import Reel
import ReelTestSupport
import Testing

/// Symbol effects: a discrete effect plays once per change of its value, an indefinite one over
/// and over while active, with the keyframes docs/Symbols.md lists.
@Suite struct SymbolEffectTests {
    struct Bell: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 60, duration: 3)
        @State var count = 0
        var options: SymbolEffectOptions = .default
        var body: some View {
            Image(systemName: "bell").symbolEffect(.bounce, options: options, value: count)
        }
        var timeline: some Timeline {
            At(1) { count += 1 }
        }
    }

    struct Pulsing: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 60, duration: 3)
        var isActive = true
        var wave = false
        var body: some View {
            if wave {
                Image(systemName: "heart").symbolEffect(.variableColor.iterative.reversing, isActive: isActive)
            } else {
                Image(systemName: "heart").symbolEffect(.pulse, isActive: isActive)
            }
        }
    }

    func glyph<S: AnimatedScene>(_ scene: S, at t: Double) throws -> InspectedView {
        try #require(EngineEvaluator().inspection(of: scene, time: t).allViews.first { $0.kind == "Text" })
    }

    @Test func aBouncePlaysOnceWhenTheValueChanges() throws {
        let scene = Bell()
        #expect(try glyph(scene, at: 0.9).transform[0] == 1)
        #expect(abs(try glyph(scene, at: 1.12).transform[0] - 0.85) < 1e-9)
        #expect(abs(try glyph(scene, at: 1.3).transform[0] - 1.15) < 1e-9)
        #expect(try glyph(scene, at: 1.6).transform[0] == 1)
        #expect(try glyph(scene, at: 2.5).transform[0] == 1)
        // Scaled about its centre: the translation keeps the centre in place.
        let peak = try glyph(scene, at: 1.3), rest = try glyph(scene, at: 0)
        let centre = rest.frame.x + rest.frame.width / 2
        #expect(abs(peak.transform[4] + 1.15 * centre - centre) < 1e-6)
    }

    @Test func optionsRepeatAndSpeedUp() throws {
        var twice = Bell()
        twice.options = .repeat(2)
        #expect(abs(try glyph(twice, at: 1.9).transform[0] - 1.15) < 1e-9)
        var fast = Bell()
        fast.options = .speed(2)
        #expect(abs(try glyph(fast, at: 1.15).transform[0] - 1.15) < 1e-9)
        #expect(try glyph(fast, at: 1.3).transform[0] == 1)
    }

    @Test func indefiniteEffectsRepeatWhileActive() throws {
        let pulse = Pulsing()
        #expect(abs(try glyph(pulse, at: 0.5).opacity - 0.3) < 1e-9)
        #expect(abs(try glyph(pulse, at: 1.5).opacity - 0.3) < 1e-9)
        #expect(abs(try glyph(pulse, at: 2).opacity - 1) < 1e-9)
        var idle = Pulsing()
        idle.isActive = false
        #expect(try glyph(idle, at: 0.5).opacity == 1)
        var wave = Pulsing()
        wave.wave = true
        #expect(abs(try glyph(wave, at: 0.4).opacity - 0.35) < 1e-9)
        #expect(abs(try glyph(wave, at: 1.0).opacity - 0.675) < 1e-9)
        #expect(abs(try glyph(wave, at: 1.6).opacity - 0.35) < 1e-9)
    }

    @Test func motionsLastWhatTheDocumentationSays() {
        #expect(abs(BounceSymbolEffect.bounce.motion.duration - 0.6) < 1e-12)
        #expect(abs(BounceSymbolEffect.bounce.down.motion.duration - 0.5) < 1e-12)
        #expect(PulseSymbolEffect.pulse.motion.duration == 1)
        #expect(abs(VariableColorSymbolEffect.variableColor.motion.duration - 0.8) < 1e-12)
        #expect(abs(VariableColorSymbolEffect.variableColor.reversing.motion.duration - 1.2) < 1e-12)
    }
}
