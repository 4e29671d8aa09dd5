import Reel
import ReelTestSupport
import Testing

/// Scripted scrolling (`Touch.scroll`, and `Touch.drag` on scroll content): the content follows
/// the finger past UIKit's 10 pt touch slop, rubber-bands past an edge with UIScrollView's formula,
/// decelerates after the lift at the normal rate (0.998 per millisecond) and stops at the edges
/// (docs/Interaction.md, "Scrolling").
@Suite struct ScrollTests {
    /// A 200 × 400 scene filled by a scroll view of twenty 100 pt rows (2,000 pt of content).
    struct Feed: AnimatedScene {
        var format = SceneFormat(width: 200, height: 400, fps: 10, duration: 6)
        var script: (() -> Void)?
        var later: (() -> Void)?
        @State var taps = 0
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20) { index in
                        Color.gray.frame(height: 100).accessibilityIdentifier("Row \(index)")
                    }
                    Button("Tapped \(taps)") { taps += 1 }.frame(height: 100)
                }
            }
            .accessibilityIdentifier("Feed")
        }
        var timeline: some Timeline {
            At(0.5) { script?() }
            At(3) { later?() }
        }
    }

    /// The scene y of row 0 at `time` with the finger played by `script`.
    static func rowY(_ script: @escaping () -> Void, at time: Double, row: Int = 0) throws -> Double {
        try #require(try DragTests.frame(Feed(script: script), "Row \(row)", at: time)).minY
    }

    /// UIScrollView's rubber band: `(1 − 1 / (x × 0.55 / d + 1)) × d`.
    static func band(_ x: Double, _ d: Double) -> Double { (1 - 1 / (x * 0.55 / d + 1)) * d }

    /// A flick's offset `t` seconds after the lift: `o + v × 0.998 / (1000 × 0.002) × (1 − 0.998^(1000 t))`.
    static func decelerated(from o: Double, velocity v: Double, after t: Double) -> Double {
        o + v * 0.499 * (1 - exp(1000 * t * log(0.998)))
    }

    @Test func theContentFollowsTheFingerPastTheTouchSlop() throws {
        let flick = { Touch.scroll("Feed", by: CGSize(width: 0, height: -300), duration: 0.3) }
        #expect(try Self.rowY(flick, at: 0.5) == 0)
        // 100 pt a frame (the finger at 1/3 and 2/3 of the way, to the last bit of a Double); the
        // content follows 10 pt behind the finger.
        let first = try Self.rowY(flick, at: 0.6), second = try Self.rowY(flick, at: 0.7)
        #expect(abs(first + 90) < 1e-9)
        #expect(abs(second + 190) < 1e-9)
    }

    @Test func afterTheLiftTheContentDeceleratesAtTheNormalRate() throws {
        let flick = { Touch.scroll("Feed", by: CGSize(width: 0, height: -300), duration: 0.3) }
        // Lifted at 0.8 s at offset 290 with the finger at 1,000 pt/s up.
        #expect(try Self.rowY(flick, at: 0.8) == -290)
        for time in [0.9, 1.0, 1.5, 2.5] {
            let expected = -Self.decelerated(from: 290, velocity: 1000, after: time - 0.8)
            #expect(abs(try Self.rowY(flick, at: time) - expected) < 1e-6, "at \(time) s")
        }
        // It rests 0.5 pt short of the free flick's 290 + 499.
        #expect(abs(try Self.rowY(flick, at: 5.9) + 788.5) < 1e-6)
    }

    @Test func aFlickStopsAtTheContentsEnd() throws {
        // 2,100 pt of content in 400: the end is at offset 1,700.
        let flick = { Touch.scroll("Feed", by: CGSize(width: 0, height: -1500), duration: 0.3) }
        #expect(try Self.rowY(flick, at: 0.8) == -1490)
        // Free, it would go on by 0.499 × 5,000 pt; it stops at the end.
        let early = -Self.decelerated(from: 1490, velocity: 5000, after: 0.02)
        let y = try Self.rowY(flick, at: 0.82)
        #expect(abs(y - early) < 1e-6)
        #expect(try Self.rowY(flick, at: 1.0) == -1700)
        #expect(try Self.rowY(flick, at: 3) == -1700)
    }

    @Test func pulledPastTheTopItRubberBandsAndSpringsBack() throws {
        let pull = { Touch.scroll("Feed", by: CGSize(width: 0, height: 200), duration: 0.2) }
        #expect(abs(try Self.rowY(pull, at: 0.6) - Self.band(90, 400)) < 1e-9)
        #expect(abs(try Self.rowY(pull, at: 0.7) - Self.band(190, 400)) < 1e-9)
        let early = try Self.rowY(pull, at: 0.8)
        #expect(early > 0 && early < Self.band(190, 400))
        #expect(try Self.rowY(pull, at: 2.5) == 0)
    }

    @Test func aDragOnTheContentScrollsIt() throws {
        let drag = { Touch.drag("Row 1", by: CGSize(width: 0, height: -100), duration: 0.1) }
        #expect(try Self.rowY(drag, at: 0.6) == -90)
        #expect(try Self.rowY(drag, at: 0.6, row: 1) == 10)
    }

    @Test func aHorizontalDragDoesNotScrollAVerticalScrollView() throws {
        let drag = { Touch.scroll("Feed", by: CGSize(width: 150, height: 0), duration: 0.2) }
        #expect(try Self.rowY(drag, at: 1) == 0)
    }

    /// The button at the end of the feed, after scrolling to it.
    static func buttonTaps(then later: @escaping () -> Void) throws -> [String] {
        try DragTests.texts(Feed(script: { Touch.scroll("Feed", by: CGSize(width: 0, height: -1500), duration: 0.3) }, later: later), at: 5.9)
    }

    @Test func aScrollThatStartsOnAButtonDoesNotPressIt() throws {
        // Scrolled to the end (offset 1,700) first, the button is at y 300…400.
        #expect(try Self.buttonTaps(then: { Touch.tap("Tapped 0") }).contains("Tapped 1"))
        #expect(try Self.buttonTaps(then: { Touch.drag("Tapped 0", by: CGSize(width: 0, height: 50), duration: 0.2) }).contains("Tapped 0"))
    }

    @Test func eachMoveIsAnEventAndTheLiftStartsOneDeceleration() {
        let timeline = ResolvedTimeline(Feed(script: { Touch.scroll("Feed", by: CGSize(width: 0, height: -300), duration: 0.3) }),
                                        services: EngineEvaluator().services)
        #expect(timeline.epochs.map(\.time) == [0, 0.5, 0.6, 0.7, 0.8, 0.8, 0.8, 3])
        #expect(timeline.epochs[6].transaction?.animation?.description == "Animation(ScrollDeceleration())")
    }

    /// A geometry reader in the content reports its frame in the scroll view's named space.
    struct Header: AnimatedScene {
        var format = SceneFormat(width: 200, height: 400, fps: 10, duration: 2)
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    GeometryReader { proxy in
                        Text("y \(Int(proxy.frame(in: .named("scroll")).minY)) g \(Int(proxy.frame(in: .global).minY))")
                    }
                    .frame(height: 50)
                    Color.gray.frame(height: 1000)
                }
            }
            .coordinateSpace(name: "scroll")
            .accessibilityIdentifier("Scroll")
        }
        var timeline: some Timeline {
            At(0.5) { Touch.scroll("Scroll", by: CGSize(width: 0, height: -110), duration: 0.1) }
        }
    }

    @Test func aGeometryReaderInTheContentSeesItMove() throws {
        #expect(try DragTests.texts(Header(), at: 0.5).contains("y 0 g 0"))
        #expect(try DragTests.texts(Header(), at: 0.6).contains("y -100 g -100"))
    }

    /// A list scrolls as a scroll view does.
    struct Rows: AnimatedScene {
        var format = SceneFormat(width: 300, height: 400, fps: 10, duration: 2)
        var body: some View {
            List(0..<30, id: \.self) { index in Text("Item \(index)").accessibilityIdentifier("Item \(index)") }
                .accessibilityIdentifier("List")
        }
        var timeline: some Timeline {
            At(0.5) { Touch.scroll("List", by: CGSize(width: 0, height: -110), duration: 0.1) }
        }
    }

    @Test func aListScrolls() throws {
        let before = try #require(try DragTests.frame(Rows(), "Item 3", at: 0.5))
        let after = try #require(try DragTests.frame(Rows(), "Item 3", at: 0.6))
        #expect(after == before.offsetBy(dx: 0, dy: -100))
    }

    @Test func aBadScrollIsAnErrorAtTheVerb() {
        let unknown = TouchTests.errors(Feed(script: { Touch.scroll("Nope", by: CGSize(width: 0, height: -100)) }))
        #expect(unknown.count == 1)
        #expect(unknown.first?.hasPrefix("scroll(\"Nope\") at 0.5 s: no view on screen is named \"Nope\"") == true)
        let negative = TouchTests.errors(Feed(script: { Touch.scroll("Feed", by: CGSize(width: 0, height: -100), duration: -1) }))
        #expect(negative == ["'scroll' needs a duration of 0 seconds or more, not -1.0"])
    }

    @Test func theLargestOffsetIsTheContentLessTheScrollView() {
        #expect(ScrollGeometry(contentOffset: .zero, contentSize: CGSize(width: 10, height: 300), containerSize: CGSize(width: 10, height: 400)).maximumOffset.y == 0)
        #expect(abs(ScrollGeometry(contentOffset: .zero, contentSize: CGSize(width: 10, height: 900), containerSize: CGSize(width: 10, height: 400)).maximumOffset.y - 500) < 1e-12)
    }
}

/// `refreshable` in compiled scenes: the action runs when the content is pulled 60 pt past its
/// top, the spinner shows while the refresh lasts, and the content rests below it until the lift.
@Suite struct RefreshTests {
    struct Feed: AnimatedScene {
        var format = SceneFormat(width: 200, height: 400, fps: 10, duration: 3)
        @State var refreshes = 0
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Text("Refreshed \(refreshes)").frame(height: 100).accessibilityIdentifier("Top")
                    Color.gray.frame(height: 1000)
                }
            }
            .refreshable { refreshes += 1 }
            .accessibilityIdentifier("Feed")
        }
        var timeline: some Timeline {
            // 50 pt a frame: shown past the top, band(40) 21.3, band(90) 44.1, band(140) 64.1.
            At(0.5) { Touch.scroll("Feed", by: CGSize(width: 0, height: 200), duration: 0.4) }
        }
    }

    @Test func pullingPastTheThresholdRunsTheActionOnce() throws {
        #expect(try DragTests.texts(Feed(), at: 0.7).contains("Refreshed 0"))
        #expect(try DragTests.texts(Feed(), at: 0.8).contains("Refreshed 1"))
        #expect(try DragTests.texts(Feed(), at: 2.9).contains("Refreshed 1"))
    }

    @Test func aSynchronousRefreshEndsAtOnceAndTheContentSpringsBackAfterTheLift() throws {
        // The action returned at once: no spinner; released at 0.9 s, the content goes back up.
        let views = try EngineEvaluator().inspection(of: Feed(), time: 0.85).allViews
        #expect(!views.contains { $0.kind == "ProgressView" })
        let pulled = try #require(try DragTests.frame(Feed(), "Top", at: 0.9)).minY
        #expect(abs(pulled - ScrollTests.band(190, 400)) < 1e-9)
        #expect(try #require(try DragTests.frame(Feed(), "Top", at: 2.5)).minY == 0)
    }
}
