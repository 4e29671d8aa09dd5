import Foundation
import Reel
import ReelCairo
import ReelScript
import Testing

/// Composed gestures in scene files (`sequenced(before:)`, `exclusively(before:)`,
/// `simultaneously(with:)`): their handlers get the composition's value, whose cases (with
/// payloads and `let x?` patterns) `switch`, `if case` and `guard case` match, shown as texts of a
/// 200 × 200 pad played by scripted touches (moves at each frame, 60 a second).
@Suite struct ComposedGestureScriptTests {
    /// A scene of a pad `Pad` (declared by `pad`, filling the scene) with `timeline`.
    static func scene(_ pad: String, timeline: String) throws -> ScriptScene {
        try ScriptTaskTests.scene(pad + """

            struct Played: AnimatedScene {
                var format = SceneFormat(width: 200, height: 200, duration: 4)
                var body: some View { Pad() }
                var timeline: some Timeline {
            \(timeline)
                }
            }
            """)
    }

    /// A long press then a drag: the first case while pressing, the second with no drag value
    /// once the press succeeded, then with the drag's; `let drag?` binds the drag's value.
    @Test func aSequencedGesturesValueIsMatchedCaseByCase() throws {
        let scene = try Self.scene("""
            struct Pad: View {
                @GestureState private var phase = "idle"
                @State private var log = "none"
                var body: some View {
                    ZStack {
                        Color.gray
                        VStack {
                            Text(phase)
                            Text(log)
                        }
                    }
                    .gesture(
                        LongPressGesture(minimumDuration: 0.5)
                            .sequenced(before: DragGesture())
                            .updating($phase) { value, state, _ in
                                switch value {
                                case .first(let pressing): state = "pressing \\(pressing)"
                                case .second(true, let drag?): state = "dragging \\(Int(drag.translation.width))"
                                case .second(true, nil): state = "pressed"
                                default: state = "other"
                                }
                            }
                            .onEnded { value in
                                guard case .second(let pressed, let drag?) = value else { return }
                                log = "ended \\(pressed) \\(Int(drag.translation.width)) \\(Int(drag.translation.height))"
                            }
                    )
                }
            }
            """, timeline: "At(0.5) { Touch.drag(from: CGPoint(x: 100, y: 100), through: [CGPoint(x: 160, y: 70)], hold: 0.6, duration: 0.5) }")
        #expect(try ScriptTaskTests.texts(scene, at: 0.4) == ["idle", "none"])
        #expect(try ScriptTaskTests.texts(scene, at: 0.75) == ["pressing true", "none"])
        // The press succeeds at 1.0 s; the finger moves from 1.1 s, a frame at a time.
        #expect(try ScriptTaskTests.texts(scene, at: 1.05) == ["pressed", "none"])
        #expect(try ScriptTaskTests.texts(scene, at: 1.35) == ["dragging 30", "none"])
        // Lifted at 1.6 s: the state goes back, onEnded has the drag's translation.
        #expect(try ScriptTaskTests.texts(scene, at: 1.7) == ["idle", "ended true 60 -30"])
    }

    /// A long press exclusively before a drag: held still, the press wins; moved at once, the
    /// press fails and the drag reports, as the second case.
    @Test func anExclusiveGesturesValueSaysWhichGestureReported() throws {
        let scene = try Self.scene("""
            struct Pad: View {
                @State private var log = "none"
                var body: some View {
                    ZStack {
                        Color.gray
                        Text(log)
                    }
                    .gesture(
                        LongPressGesture(minimumDuration: 0.5)
                            .exclusively(before: DragGesture())
                            .onEnded { value in
                                switch value {
                                case .first(let finished): log = "press \\(finished)"
                                case .second(let drag): log = "drag \\(Int(drag.translation.width))"
                                }
                            }
                    )
                }
            }
            """, timeline: """
                    At(0.5) { Touch.longPress(at: CGPoint(x: 100, y: 100), duration: 0.8) }
                    At(2.0) { Touch.drag(from: CGPoint(x: 100, y: 100), through: [CGPoint(x: 40, y: 100)], duration: 0.3) }
            """)
        #expect(try ScriptTaskTests.texts(scene, at: 0.95) == ["none"])
        #expect(try ScriptTaskTests.texts(scene, at: 1.0) == ["press true"])
        #expect(try ScriptTaskTests.texts(scene, at: 2.2) == ["press true"])
        #expect(try ScriptTaskTests.texts(scene, at: 2.4) == ["drag -60"])
    }

    /// A long press and a drag at once: the value's optional `first` and `second` hold each
    /// one's value once it has one.
    @Test func aSimultaneousGesturesValueHoldsBothValues() throws {
        let scene = try Self.scene("""
            struct Pad: View {
                @State private var log = "none"
                var body: some View {
                    ZStack {
                        Color.gray
                        Text(log)
                    }
                    .gesture(
                        LongPressGesture(minimumDuration: 0.5)
                            .simultaneously(with: DragGesture())
                            .onChanged { value in
                                log = "\\(value.first == nil ? "-" : "press") \\(Int(value.second?.translation.height ?? -1))"
                            }
                            .onEnded { value in
                                if let pressed = value.first, let drag = value.second {
                                    log = "ended \\(pressed) \\(Int(drag.translation.height))"
                                }
                            }
                    )
                }
            }
            """, timeline: "At(0.5) { Touch.drag(from: CGPoint(x: 100, y: 50), through: [CGPoint(x: 100, y: 150)], hold: 0.6, duration: 0.5) }")
        #expect(try ScriptTaskTests.texts(scene, at: 0.75) == ["press -1"])
        #expect(try ScriptTaskTests.texts(scene, at: 1.35) == ["press 50"])
        #expect(try ScriptTaskTests.texts(scene, at: 1.7) == ["ended true 100"])
    }

    /// A case pattern with the wrong number of associated values is a positioned error.
    @Test func aPatternOfTheWrongShapeIsAnError() throws {
        let scene = try Self.scene("""
            struct Pad: View {
                @State private var log = "none"
                var body: some View {
                    Color.gray
                        .gesture(
                            LongPressGesture()
                                .sequenced(before: DragGesture())
                                .onChanged { value in
                                    if case .second(let drag) = value { log = "\\(drag)" }
                                }
                        )
                }
            }
            """, timeline: "At(0.5) { Touch.drag(from: CGPoint(x: 100, y: 100), through: [CGPoint(x: 160, y: 100)], hold: 0.6, duration: 0.5) }")
        // Reported where the pattern's case is written, when the handler first runs (the press
        // succeeds at 1.0 s, frame 60), once.
        do {
            _ = try FrameRenderer().inspection(of: scene, time: 1.5)
            Issue.record("the pattern was accepted")
        } catch {
            #expect("\(error)".components(separatedBy: "Tasks.swift:11:34").count == 2, "\(error)")
            #expect("\(error)".hasSuffix("Tasks.swift:11:34: error: the case 'second' of 'SequenceGesture.Value' has 2 associated values; the pattern has 1 (from 1 s, frame 60)"),
                    "\(error)")
        }
    }
}
