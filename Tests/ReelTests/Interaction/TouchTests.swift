import Reel
import ReelTestSupport
import Testing

/// Scripted touches in compiled scenes (`Touch`): a touch is finger down at its event's time, up
/// `Touch.tapHold` later, each phase a timeline event; the view hit is found as SwiftUI finds it in
/// the layout of the state at that moment, and its own handlers run (docs/Interaction.md).
@Suite struct TouchTests {
    /// The strings of the texts on screen at `time`.
    static func texts<S: AnimatedScene>(_ scene: S, at time: Double) throws -> [String] {
        try EngineEvaluator().inspection(of: scene, time: time).allViews.compactMap(\.text)
    }

    /// The errors resolving `scene`'s timeline reports.
    static func errors<S: AnimatedScene>(_ scene: S) -> [String] {
        let timeline = ResolvedTimeline(scene, services: EngineEvaluator().services)
        return timeline.diagnostics.filter { $0.severity == .error }.map(\.message)
    }

    /// A counter: a button that adds one, its count beside it.
    struct Counter: AnimatedScene {
        var format = SceneFormat(width: 200, height: 100, fps: 10, duration: 2)
        @State var count = 0
        var body: some View {
            VStack {
                Text("Count \(count)")
                Button("Add") { count += 1 }
            }
        }
        var timeline: some Timeline {
            At(0.5) { Touch.tap("Add") }
            At(1.0) { Touch.tap("Add") }
        }
    }

    @Test func aTapRunsTheButtonsActionWhenTheFingerLifts() throws {
        #expect(try Self.texts(Counter(), at: 0.55).contains("Count 0"))
        #expect(try Self.texts(Counter(), at: 0.6).contains("Count 1"))
        #expect(try Self.texts(Counter(), at: 1.2).contains("Count 2"))
        let timeline = ResolvedTimeline(Counter(), services: EngineEvaluator().services)
        // Each tap: its event, finger down (pressed), finger up (released, and the count).
        #expect(timeline.epochs.map(\.time) == [0, 0.5, 0.5, 0.6, 1, 1, 1.1])
    }

    @Test func theBorderlessButtonsLabelDimsWhilePressed() throws {
        let evaluator = EngineEvaluator()
        /// The opacity the "Add" label is drawn with in frame `frame`.
        func alpha(_ frame: Int) throws -> Double? {
            for item in try evaluator.displayList(for: Counter(), frame: frame).items {
                if case .text(let run) = item, run.string == "Add" { return run.draw.opacity }
            }
            return nil
        }
        #expect(try alpha(4) == 1)
        #expect(try alpha(5) == 0.2)
        #expect(try alpha(6) == 1)
    }

    /// A tap on a view under an overlay that takes no touches lands on the view; on a disabled
    /// button, on what lies behind it.
    struct Layers: AnimatedScene {
        var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2)
        @State var log: [String] = []
        var body: some View {
            ZStack {
                Color.blue.onTapGesture { log.append("back") }
                Button("Front") { log.append("front") }
                    .overlay { Color.red.allowsHitTesting(false) }
                Button("Off") { log.append("off") }.disabled(true).offset(y: 60)
            }
            .overlay(alignment: .topLeading) { Text(log.joined(separator: ",")) }
        }
        var timeline: some Timeline {
            At(0.2) { Touch.tap("Front") }
            At(0.5) { Touch.tap("Off") }
            At(0.8) { Touch.tap(at: CGPoint(x: 10, y: 150)) }
        }
    }

    @Test func overlaysThatTakeNoTouchesAndDisabledButtonsLetTheTouchThrough() throws {
        #expect(try Self.texts(Layers(), at: 0.4).contains("front"))
        #expect(try Self.texts(Layers(), at: 0.7).contains("front,back"))
        #expect(try Self.texts(Layers(), at: 1).contains("front,back,back"))
    }

    /// Two buttons titled alike: the name finds both.
    struct Ambiguous: AnimatedScene {
        var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 1)
        var body: some View {
            VStack {
                Button("Go") {}
                Button("Go") {}
            }
        }
        var timeline: some Timeline {
            At(0.2) { Touch.tap("Go") }
            At(0.4) { Touch.tap("Stop") }
        }
    }

    @Test func anAmbiguousOrUnknownTargetIsAnErrorListingTheCandidates() {
        let errors = Self.errors(Ambiguous())
        #expect(errors.count == 2)
        #expect(errors.first == "tap(\"Go\") at 0.2 s: 2 views on screen are named \"Go\": \"Go\" (Button control label, x 90 y 76 w 20 h 20); \"Go\" (Button control label, x 90 y 104 w 20 h 20); give one an accessibilityIdentifier, or tap(at:) a point")
        #expect(errors.last?.hasPrefix("tap(\"Stop\") at 0.4 s: no view on screen is named \"Stop\"") == true)
    }

    /// A card flipped by a double tap, marked by where a single tap landed, and a long press.
    struct Card: AnimatedScene {
        var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 3)
        @State var flipped = false
        @State var spot = CGPoint.zero
        @State var pressing = false
        @State var held = false
        @State var isOn = false
        var body: some View {
            VStack(spacing: 0) {
                Rectangle().fill(flipped ? Color.red : Color.blue)
                    .frame(width: 100, height: 50)
                    .onTapGesture(count: 2) { flipped.toggle() }
                    .accessibilityIdentifier("card")
                Rectangle().fill(Color.green)
                    .frame(width: 100, height: 50)
                    .onTapGesture { location in spot = location }
                    .accessibilityIdentifier("pad")
                Circle().fill(held ? Color.black : Color.gray)
                    .frame(width: 40, height: 40)
                    .onLongPressGesture(minimumDuration: 0.5) { held = true } onPressingChanged: { pressing = $0 }
                    .accessibilityLabel("Hold")
                Toggle("Wi-Fi", isOn: $isOn).frame(width: 200)
                Text("\(flipped) \(Int(spot.x)),\(Int(spot.y)) \(pressing) \(held) \(isOn)")
            }
        }
        var timeline: some Timeline {
            At(0.2) { Touch.doubleTap("card") }
            At(0.8) { Touch.tap(at: CGPoint(x: 60, y: 90)) }
            At(1.0) { Touch.longPress("Hold", duration: 0.8) }
            At(2.0) { Touch.tap("Wi-Fi") }
        }
    }

    @Test func doubleTapsTapLocationsLongPressesAndToggles() throws {
        #expect(Self.errors(Card()).isEmpty)
        func status(_ t: Double) throws -> String? { try Self.texts(Card(), at: t).last }
        #expect(try status(0.45) == "false 0,0 false false false")
        #expect(try status(0.5) == "true 0,0 false false false")
        // The pad's frame starts at y 54.5 (the stack of 191 pt centred in 200): (60, 90) is (10, 35.5) in it.
        #expect(try status(0.95) == "true 10,35 false false false")
        #expect(try status(1.2) == "true 10,35 true false false")
        #expect(try status(1.5) == "true 10,35 false true false")
        #expect(try status(2.2) == "true 10,35 false true true")
    }

    /// Views that take no touches, and what makes them take some: each cell of the row is 50 x 50,
    /// tapped at its centre, then the clipped circle at its corner.
    struct Rules: AnimatedScene {
        var format = SceneFormat(width: 300, height: 100, fps: 10, duration: 2)
        @State var log: [String] = []
        var body: some View {
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    Color.clear.frame(width: 50, height: 50).onTapGesture { log.append("clear") }
                    Color.clear.frame(width: 50, height: 50).contentShape(Rectangle()).onTapGesture { log.append("shaped") }
                    Color.red.frame(width: 50, height: 50).opacity(0).onTapGesture { log.append("transparent") }
                    Color.red.frame(width: 50, height: 50).hidden().onTapGesture { log.append("hidden") }
                    Color.red.frame(width: 50, height: 50).clipShape(Circle()).onTapGesture { log.append("circle") }
                    HStack { Spacer() }.frame(width: 50, height: 50).onTapGesture { log.append("spacer") }
                }
                Text(log.joined(separator: ",")).frame(height: 50)
            }
        }
        var timeline: some Timeline {
            for (index, x) in [25.0, 75, 125, 175, 225, 275].enumerated() {
                At(0.2 * Double(index)) { Touch.tap(at: CGPoint(x: x, y: 25)) }
            }
            At(1.4) { Touch.tap(at: CGPoint(x: 203, y: 3)) }
            At(1.6) { Touch.tap(at: CGPoint(x: 225, y: 25)) }
        }
    }

    @Test func clearColoursSpacersHiddenAndTransparentViewsTakeNoTouchesAndClipsCutTheArea() throws {
        #expect(Self.errors(Rules()).isEmpty)
        #expect(try Self.texts(Rules(), at: 1.3).last == "shaped,circle")
        #expect(try Self.texts(Rules(), at: 1.9).last == "shaped,circle,circle")
    }

    /// A stepper within 0...3, touched on its parts by name and at a point.
    struct Quantity: AnimatedScene {
        var format = SceneFormat(width: 300, height: 100, fps: 10, duration: 2)
        @State var count = 2
        var body: some View {
            VStack {
                Stepper("Cups", value: $count, in: 0...3)
                Text("\(count) cups")
            }
        }
        var timeline: some Timeline {
            At(0.2) { Touch.tap("Cups", part: .increment) }
            At(0.5) { Touch.tap("Cups", part: .increment) }
            At(0.8) { Touch.tap("Cups", part: .decrement) }
        }
    }

    /// A part named of a text, which has none.
    struct NoParts: AnimatedScene {
        var format = SceneFormat(width: 300, height: 100, fps: 10, duration: 1)
        var body: some View { Text("2 cups") }
        var timeline: some Timeline { At(0.5) { Touch.tap("2 cups", part: .decrement) } }
    }

    @Test func aSteppersPartsStepItsValueWithinItsBounds() throws {
        #expect(try Self.texts(Quantity(), at: 0.25).last == "2 cups")
        #expect(try Self.texts(Quantity(), at: 0.4).last == "3 cups")
        // At its upper bound the plus is disabled: the tap does nothing.
        #expect(try Self.texts(Quantity(), at: 0.7).last == "3 cups")
        #expect(try Self.texts(Quantity(), at: 1.0).last == "2 cups")
        #expect(Self.errors(Quantity()).isEmpty)
        let errors = Self.errors(NoParts())
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("tap(\"2 cups\", part: .decrement): \"2 cups\" (Text text, x 120 y 40 w 60 h 20) has no parts") == true)
    }
}
