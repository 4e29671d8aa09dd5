import Reel
import ReelTestSupport
import Testing

/// Scripted drags in compiled scenes (`Touch.drag`) and `DragGesture`: the finger goes down at the
/// target's centre, moves at each frame time, and lifts; each move runs `updating` and
/// `onChanged` as a timeline event (docs/Interaction.md).
@Suite struct DragTests {
    /// The scene frame of the view whose accessibility identifier is `id` at `time`.
    static func frame<S: AnimatedScene>(_ scene: S, _ id: String, at time: Double) throws -> CGRect? {
        let views = try EngineEvaluator().inspection(of: scene, time: time).allViews
        guard let view = views.first(where: { $0.accessibilityIdentifier == id }) else { return nil }
        let t = view.transform
        return CGRect(x: view.frame.x, y: view.frame.y, width: view.frame.width, height: view.frame.height)
            .applying(CGAffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5]))
    }

    /// The strings of the texts on screen at `time`.
    static func texts<S: AnimatedScene>(_ scene: S, at time: Double) throws -> [String] {
        try EngineEvaluator().inspection(of: scene, time: time).allViews.compactMap(\.text)
    }

    /// A card that follows the finger, a 100 × 60 card in the middle of a 600 × 200 scene.
    struct Card: AnimatedScene {
        var format = SceneFormat(width: 600, height: 200, fps: 10, duration: 2)
        @State var offset = CGSize.zero
        @State var ended = ""
        var body: some View {
            ZStack {
                RoundedRectangle(cornerRadius: 8).fill(.blue)
                    .frame(width: 100, height: 60)
                    .accessibilityIdentifier("Card")
                    .offset(offset)
                    .gesture(DragGesture()
                        .onChanged { value in offset = value.translation }
                        .onEnded { value in
                            ended = "t \(value.translation.width) v \(value.velocity.width.rounded()) p \(value.predictedEndTranslation.width.rounded()) at \(value.location.x) from \(value.startLocation.x)"
                        })
                Text(ended).offset(y: 80)
            }
        }
        var timeline: some Timeline {
            At(0.5) { Touch.drag("Card", by: CGSize(width: 300, height: 0), duration: 0.4) }
        }
    }

    @Test func aDraggedCardFollowsTheFingerAtEachFrame() throws {
        let start = try #require(try Self.frame(Card(), "Card", at: 0))
        #expect(start == CGRect(x: 250, y: 70, width: 100, height: 60))
        for (time, dx) in [(0.5, 0.0), (0.6, 75.0), (0.7, 150.0), (0.8, 225.0), (0.9, 300.0), (1.5, 300.0)] {
            #expect(try Self.frame(Card(), "Card", at: time) == start.offsetBy(dx: dx, dy: 0), "at \(time) s")
        }
    }

    @Test func onEndedGetsTheLastMovesValue() throws {
        #expect(try Self.texts(Card(), at: 0.85).contains(""))
        // 300 pt in 0.4 s, the last move 75 pt in 0.1 s: 750 pt/s; predicted 300 + 750 × 0.499.
        #expect(try Self.texts(Card(), at: 0.9).contains("t 300.0 v 750.0 p 674.0 at 350.0 from 50.0"))
    }

    @Test func eachMoveIsAnEventAtAFrameTime() {
        let timeline = ResolvedTimeline(Card(), services: EngineEvaluator().services)
        // The verb's event (finger down changes nothing), four moves, and the lift (onEnded).
        #expect(timeline.epochs.map(\.time) == [0, 0.5, 0.6, 0.7, 0.8, 0.9, 0.9])
    }

    /// A dot moved by `@GestureState`, a drag that starts only past 40 pt, and a log of onChanged.
    struct Pressed: AnimatedScene {
        var format = SceneFormat(width: 400, height: 200, fps: 10, duration: 2)
        @GestureState var drag = CGSize.zero
        @State var changes: [Int] = []
        var body: some View {
            VStack {
                Circle().fill(.red).frame(width: 40, height: 40)
                    .accessibilityIdentifier("Dot")
                    .offset(drag)
                    .gesture(DragGesture(minimumDistance: 40, coordinateSpace: .global)
                        .updating($drag) { value, state, _ in state = value.translation }
                        .onChanged { value in changes.append(Int(value.translation.width)) })
                Text(changes.map(String.init).joined(separator: ","))
            }
        }
        var timeline: some Timeline {
            At(0.2) { Touch.drag("Dot", by: CGSize(width: 100, height: 50), duration: 0.5) }
        }
    }

    @Test func gestureStateFollowsTheDragAndResetsWhenItEnds() throws {
        let start = try #require(try Self.frame(Pressed(), "Dot", at: 0))
        // 20 pt of 100 per frame: the drag starts at the third move (60 × 30 is past 40 pt).
        #expect(try Self.frame(Pressed(), "Dot", at: 0.3) == start)
        #expect(try Self.frame(Pressed(), "Dot", at: 0.4) == start.offsetBy(dx: 40, dy: 20))
        #expect(try Self.frame(Pressed(), "Dot", at: 0.6) == start.offsetBy(dx: 80, dy: 40))
        #expect(try Self.frame(Pressed(), "Dot", at: 0.7) == start)
        #expect(try Self.texts(Pressed(), at: 1).contains("40,60,80,100"))
    }

    /// A drag from a point on no view with a drag gesture (nothing runs), and one on the square
    /// (in its own space, which is the scene's here).
    struct Points: AnimatedScene {
        var format = SceneFormat(width: 400, height: 200, fps: 10, duration: 2)
        @State var log = ""
        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.white
                Rectangle().fill(.green).frame(width: 100, height: 100)
                    .gesture(DragGesture(minimumDistance: 0).onEnded { value in
                        log = "\(value.startLocation) \(value.location)"
                    })
                Text(log).offset(y: 170).allowsHitTesting(false)
            }
        }
        var timeline: some Timeline {
            At(0.2) { Touch.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 50, y: 50), duration: 0.2) }
            At(0.6) { Touch.drag(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 110, y: 50), duration: 0.2) }
        }
    }

    @Test func dragFromToReportsLocalLocations() throws {
        let timeline = ResolvedTimeline(Points(), services: EngineEvaluator().services)
        #expect(timeline.diagnostics.isEmpty)
        #expect(try Self.texts(Points(), at: 1).contains("CGPoint(x: 10.0, y: 20.0) CGPoint(x: 110.0, y: 50.0)"))
    }
}
