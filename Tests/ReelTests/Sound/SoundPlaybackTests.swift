import Reel
import ReelTestSupport
import Testing

/// `play(_:volume:)` in the compiled API: every timeline event that plays a sound leaves a
/// `SoundCue` at the event's time in `ResolvedTimeline.soundCues`, in time order and, for one
/// moment, in the order played; outside an event it plays nothing and warns; a volume that is
/// not a finite number of at least 0 is an error.
@Suite struct SoundPlaybackTests {
    /// A view that plays when it appears and when its value changes.
    struct Chime: View {
        var value: Int
        var body: some View {
            Circle().frame(width: 10, height: 10)
                .onAppear { play(Sound("appear.wav"), volume: 0.5) }
                .onChange(of: value) { play(Sound("change.wav")) }
        }
    }

    /// Sounds from an `At` event, a view's `onAppear` and `onChange`, and a delayed action.
    struct Events: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 10, duration: 4)
        @State var shown = false
        @State var value = 0
        var body: some View {
            ZStack {
                Color.clear
                if shown { Chime(value: value) }
            }
        }
        var timeline: some Timeline {
            At(0.5) {
                play(Sound("at.wav"), volume: 2)
                shown = true
            }
            At(1.25) { value = 1 }
            At(2) {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.75) { play(Sound("later.wav"), volume: 0) }
            }
        }
    }

    @Test func eachEventPlaysAtItsTime() {
        let cues = ResolvedTimeline(Events()).soundCues
        #expect(cues.map(\.time) == [0.5, 0.5, 1.25, 2.75])
        #expect(cues.map(\.sound.name) == ["at.wav", "appear.wav", "change.wav", "later.wav"])
        #expect(cues.map(\.volume) == [2, 0.5, 1, 0])
    }

    /// Three sounds at one moment and one before them, declared out of time order.
    struct SameMoment: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 10, duration: 2)
        var body: some View { Color.clear }
        var timeline: some Timeline {
            At(1) {
                play(Sound("b.wav"))
                play(Sound("a.wav"))
            }
            At(0.25) { play(Sound("first.wav")) }
            At(1) { play(Sound("c.wav")) }
        }
    }

    @Test func cuesAreInTimeOrderAndInPlayedOrderAtOneMoment() {
        let cues = ResolvedTimeline(SameMoment()).soundCues
        #expect(cues.map(\.sound.name) == ["first.wav", "b.wav", "a.wav", "c.wav"])
        #expect(cues.map(\.time) == [0.25, 1, 1, 1])
    }

    @Test func theCuesAreTheSameForEveryInstanceAndThread() async {
        let first = ResolvedTimeline(Events()).soundCues
        let others = await withTaskGroup(of: [SoundCue].self) { group in
            for _ in 0..<4 { group.addTask { ResolvedTimeline(Events()).soundCues } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(others.count == 4)
        for cues in others { #expect(cues == first) }
    }

    /// Plays in its body, not in an event.
    struct InBody: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 10, duration: 1)
        var body: some View {
            play(Sound("body.wav"))
            return Color.clear
        }
    }

    @Test func playingOutsideAnEventWarnsAndPlaysNothing() {
        let timeline = ResolvedTimeline(InBody())
        #expect(timeline.soundCues.isEmpty)
        let warnings = timeline.diagnostics.filter { $0.severity == .warning }
        #expect(!warnings.isEmpty)
        #expect(Set(warnings.map(\.message)) == [SoundPlayback.outsideEventMessage])
        #expect(Set(warnings.compactMap(\.view)) == ["play ReelTests/SoundPlaybackTests.swift:84"])
        #expect(SoundPlayback.outsideEventMessage == "'play' starts a sound at the moment of a timeline event, so it may only be called in one ('At', 'onAppear', 'onChange', 'task', an action delayed with 'DispatchQueue.main', a timer's tick, a control's action); here, outside any event, it plays nothing")
    }

    /// Plays with volumes that are not gains.
    struct BadVolumes: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 10, duration: 1)
        var body: some View { Color.clear }
        var timeline: some Timeline {
            At(0.5) {
                play(Sound("nan.wav"), volume: .nan)
                play(Sound("negative.wav"), volume: -0.5)
                play(Sound("infinite.wav"), volume: .infinity)
                play(Sound("loud.wav"), volume: 4)
            }
        }
    }

    @Test func aVolumeThatIsNotAGainIsAnErrorAndDoesNotPlay() {
        let timeline = ResolvedTimeline(BadVolumes())
        #expect(timeline.soundCues.map(\.sound.name) == ["loud.wav"])
        let errors = timeline.diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors == ["nan", "-0.5", "inf"].map {
            "a sound's volume must be a finite number of at least 0 (1 plays the file as it is, 0.5 at -6.02 dB), not \($0); the sound does not play"
        })
    }

    @Test func inspectionListsTheSoundsBegunByItsTime() throws {
        let evaluator = EngineEvaluator()
        #expect(try evaluator.inspection(of: Events(), time: 0.4).sounds == nil)
        let sounds = try #require(try evaluator.inspection(of: Events(), time: 1.25).sounds)
        #expect(sounds.map(\.name) == ["at.wav", "appear.wav", "change.wav"])
        #expect(sounds.map(\.time) == [0.5, 0.5, 1.25])
        #expect(sounds.map(\.volume) == [2, 0.5, 1])
        #expect(sounds.allSatisfy { $0.at == nil })
    }

    /// A scene declares no soundtrack unless it says so.
    struct WithSoundtrack: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 10, duration: 1)
        var soundtrack: Soundtrack? { Soundtrack(Sound("bed.m4a")).volume(0.5).loops() }
        var body: some View { Color.clear }
    }

    @Test func aSceneHasNoSoundtrackByDefault() {
        #expect(Events().soundtrack == nil)
        #expect(WithSoundtrack().soundtrack == Soundtrack(Sound("bed.m4a")).volume(0.5).loops())
    }
}
