import Reel
import ReelTestSupport
import Testing

/// A slider's knob follows a scripted drag (docs/Interaction.md): down on the knob, its centre
/// keeps its distance from the finger; the value is where the centre lies between half a knob in
/// at either end, clamped and rounded to the step; `onEditingChanged` brackets the touch.
@Suite struct SliderDragTests {
    static func texts<S: AnimatedScene>(_ scene: S, at time: Double) throws -> [String] {
        try EngineEvaluator().inspection(of: scene, time: time).allViews.compactMap(\.text)
    }

    /// A 228 pt slider at 0.25 across a 228 pt scene: the knob's centre runs 200 pt, from 14 to
    /// 214, so it starts at 64.
    struct Volume: AnimatedScene {
        var format = SceneFormat(width: 228, height: 100, fps: 10, duration: 3)
        @State var volume = 0.25
        @State var log = ""
        var by = CGSize(width: 100, height: 0)
        var body: some View {
            VStack(spacing: 0) {
                Slider(value: $volume, in: 0...1, onEditingChanged: { log += $0 ? "down " : "up " })
                    .accessibilityIdentifier("Volume")
                Text("v \((volume * 1000).rounded() / 1000)")
                Text("log \(log)")
            }
        }
        var timeline: some Timeline {
            At(0.5) { Touch.drag("Volume", by: by, duration: 0.2) }
        }
    }

    @Test func theKnobFollowsTheFingerAndTheValueIsItsPlaceAlongTheTrack() throws {
        // Down at 0.5 on the knob's centre; moves at 0.6 (50 pt) and 0.7 (100 pt, and up).
        #expect(try Self.texts(Volume(), at: 0.5).contains("v 0.25"))
        #expect(try Self.texts(Volume(), at: 0.5).contains("log down "))
        let half = try Self.texts(Volume(), at: 0.6)
        #expect(half.contains("v 0.5"), "\(half)")
        #expect(try Self.texts(Volume(), at: 0.7).contains("v 0.75"))
        #expect(try Self.texts(Volume(), at: 1).contains("log down up "))
    }

    @Test func aDragPastTheEndsStopsAtTheBounds() throws {
        #expect(try Self.texts(Volume(by: CGSize(width: 300, height: 40)), at: 1).contains("v 1.0"))
        #expect(try Self.texts(Volume(by: CGSize(width: -90, height: 0)), at: 1).contains("v 0.0"))
    }

    /// A stepped slider named by its label's text.
    struct Stepped: AnimatedScene {
        var format = SceneFormat(width: 228, height: 100, fps: 10, duration: 3)
        @State var size = 0.0
        var body: some View {
            VStack(spacing: 0) {
                Slider(value: $size, in: 0...10, step: 1) { Text("Size") }
                Text("size \(size)")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
        var timeline: some Timeline {
            // The knob runs 200 pt: 1 unit is 20 pt. The second drag goes down on the track 126 pt
            // right of the knob's centre at 3 (74).
            At(0.5) { Touch.drag("Size", by: CGSize(width: 67, height: 0), duration: 0.3) }
            At(1.5) { Touch.drag(from: CGPoint(x: 200, y: 14), to: CGPoint(x: 100, y: 14), duration: 0.2) }
        }
    }

    @Test func aSteppedSliderRoundsToItsStepAndItsLabelNamesIt() throws {
        // 67 / 3 = 22.33 pt (1.12 → 1), 44.67 (2.23 → 2), 67 (3.35 → 3).
        #expect(try Self.texts(Stepped(), at: 0.6).contains("size 1.0"))
        #expect(try Self.texts(Stepped(), at: 0.7).contains("size 2.0"))
        #expect(try Self.texts(Stepped(), at: 0.8).contains("size 3.0"))
        // A drag from the track beside the knob does nothing, as on a UISlider: only the knob takes touches.
        #expect(try Self.texts(Stepped(), at: 2).contains("size 3.0"))
    }

    /// A drag that goes down on the knob off its centre keeps that distance.
    struct OffCentre: AnimatedScene {
        var format = SceneFormat(width: 228, height: 100, fps: 10, duration: 2)
        @State var value = 0.5
        var body: some View {
            VStack(spacing: 0) {
                Slider(value: $value)
                Text("value \((value * 1000).rounded() / 1000)")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
        var timeline: some Timeline {
            // The knob's centre is at 114; the finger takes it 10 pt right of it.
            At(0.5) { Touch.drag(from: CGPoint(x: 124, y: 14), to: CGPoint(x: 174, y: 14), duration: 0.1) }
        }
    }

    @Test func theKnobKeepsWhereTheFingerTookIt() throws {
        let after = try Self.texts(OffCentre(), at: 1)
        #expect(after.contains("value 0.75"), "\(after)")
    }

    @Test func aTapOnTheThumbPartOnlyTellsOnEditingChanged() throws {
        struct Tapped: AnimatedScene {
            var format = SceneFormat(width: 228, height: 100, fps: 10, duration: 2)
            @State var log = ""
            @State var value = 0.5
            var body: some View {
                VStack(spacing: 0) {
                    Slider(value: $value, in: 0...1, onEditingChanged: { log += $0 ? "down " : "up " }).accessibilityLabel("Level")
                    Text("log \(log) \(value)")
                }
            }
            var timeline: some Timeline { At(0.5) { Touch.tap("Level", part: .thumb) } }
        }
        #expect(try Self.texts(Tapped(), at: 1).contains("log down up  0.5"))
    }

    @Test func aPartThatIsNotTheControlsIsAnError() throws {
        struct Parts: AnimatedScene {
            var format = SceneFormat(width: 228, height: 100, fps: 10, duration: 2)
            @State var value = 0.5
            @State var cups = 1
            var body: some View {
                VStack(spacing: 0) {
                    Slider(value: $value).accessibilityIdentifier("Level")
                    Stepper("Cups", value: $cups, in: 0...5)
                }
            }
            var timeline: some Timeline {
                At(0.5) { Touch.tap("Level", part: .increment) }
                At(1.0) { Touch.tap("Cups", part: .thumb) }
            }
        }
        let timeline = ResolvedTimeline(Parts(), services: EngineEvaluator().services)
        let errors = timeline.diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors.count == 2, "\(errors)")
        #expect(errors.first?.hasPrefix("tap(\"Level\", part: .increment): \"Level\" (Slider accessibility identifier") == true)
        #expect(errors.first?.hasSuffix("has no part .increment (a Stepper has .increment and .decrement, a Slider .thumb)") == true)
        #expect(errors.last?.hasPrefix("tap(\"Cups\", part: .thumb): \"Cups\" (Stepper control label") == true)
    }
}
