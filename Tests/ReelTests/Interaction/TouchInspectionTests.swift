import Reel
import ReelTestSupport
import Testing

/// The inspection of a compiled scene whose timeline scripts touches lists the touches under way
/// (`SceneInspection.touches`), as `reel inspect` does for scene files: the same engine records
/// them (`TouchActivity`) while it plays them.
@Suite struct TouchInspectionTests {
    /// A button tapped at 0.5 s and a square dragged 80 pt right from 1 s over 0.4 s.
    struct Panel: AnimatedScene {
        var format = SceneFormat(width: 300, height: 200, fps: 10, duration: 2)
        @State var taps = 0
        @State var offset = CGSize.zero
        var body: some View {
            VStack {
                Button("Add") { taps += 1 }
                Rectangle()
                    .frame(width: 40, height: 40)
                    .accessibilityIdentifier("Square")
                    .offset(offset)
                    .gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in offset = .zero })
            }
        }
        var timeline: some Timeline {
            At(0.5) { Touch.tap("Add") }
            At(1.0) { Touch.drag("Square", by: CGSize(width: 80, height: 0), duration: 0.4) }
        }
    }

    func touches(at time: Double) throws -> [InspectedTouch] {
        try EngineEvaluator().inspection(of: Panel(), time: time).touches ?? []
    }

    @Test func aPressedButtonAndADragInProgressAreListed() throws {
        #expect(try touches(at: 0.4).isEmpty)
        let pressed = try #require(try touches(at: 0.5).first)
        #expect(pressed.gesture == "Button" && pressed.state == "pressed" && pressed.down == 0.5 && pressed.translation == nil)
        #expect(try touches(at: 0.6).isEmpty)
        // Moves at 1.1, 1.2, 1.3 and 1.4 s, 20 pt each; the first (20 pt) passes the 10 pt minimum.
        let drag = try #require(try touches(at: 1.2).first)
        #expect(drag.gesture == "DragGesture" && drag.state == "changed" && drag.down == 1 && drag.translation == [40, 0])
        #expect(try touches(at: 1.35).first?.translation == [60, 0])
        #expect(try touches(at: 1.4).isEmpty)
    }
}
