import Foundation
@testable import Reel
import ReelTestSupport
import Testing

/// A scene's clock is its timeline: "now" is the reference date plus the time being evaluated,
/// the frame's in the body, the update's in a `TimelineView` (equal to its `context.date`), the
/// event's in a timeline event, and the start anywhere else. (These files import Foundation
/// themselves, so they write `SceneClock.now`, which `Date.now` is in files importing only Reel.)
@Suite struct SceneClockTests {
    struct Stamped: AnimatedScene {
        var format = SceneFormat(width: 100, height: 20, fps: 10, duration: 2)
        @State var stamp = SceneClock.referenceDate
        var body: some View {
            HStack(spacing: 0) {
                // Width: twice the event's time; height: ten times the frame's time.
                Rectangle().frame(width: stamp.timeIntervalSinceReferenceDate * 2,
                                  height: SceneClock.now.timeIntervalSinceReferenceDate * 10)
                TimelineView(.periodic(from: SceneClock.referenceDate, by: 0.5)) { context in
                    // Width 1 when now is the update's date, 50 when not.
                    Rectangle().frame(width: SceneClock.now == context.date ? 1 : 50,
                                      height: context.date.timeIntervalSinceReferenceDate * 10)
                }
            }
        }
        var timeline: some Timeline {
            At(1.5) { stamp = SceneClock.now }
        }
    }

    func rectangles(at time: Double) -> [CGRect] {
        let evaluator = FrameEvaluator(services: LayoutServices(text: FixedTextMeasurer(), images: FixedImages()), diagnostics: DiagnosticLog())
        var found: [CGRect] = []
        func walk(_ box: LayoutBox) {
            if box.kind.name == "Rectangle" { found.append(box.frame) }
            box.children.forEach(walk)
        }
        walk(evaluator.laidOut(Stamped(), at: time))
        return found
    }

    @Test func nowIsTheTimeBeingEvaluated() {
        #expect(SceneClock.now == Date(timeIntervalSinceReferenceDate: 0))
        #expect(SceneClock.at(3.25) { SceneClock.now } == Date(timeIntervalSinceReferenceDate: 3.25))
        let early = rectangles(at: 0.7)
        #expect(early.map(\.size) == [CGSize(width: 0, height: 7), CGSize(width: 1, height: 5)])
        let late = rectangles(at: 1.8)
        #expect(late.map(\.size) == [CGSize(width: 3, height: 18), CGSize(width: 1, height: 15)])
    }
}
