import Foundation
import Reel
import ReelCairo
import ReelScript
import ReelTestSupport
import Testing

/// A scene file's views that each start their own animation in `onAppear` (a stagger) make one
/// state of the timeline, as compiled views do, and each view follows its own animation.
@Suite struct StaggeredViewStateTests {
    /// The corpus's `StaggeredBars`: six bars, each grown by its own `onAppear` with
    /// `.easeOut(duration: 0.6).delay(Double(index) * 0.15)` once the row appears at 0.5 s.
    static func load() throws -> SceneFile {
        try CorpusFiles.load(SwiftCorpusTests.folder.appendingPathComponent("StaggeredBars.swift").path)
    }

    @Test func theBarsOnAppearActionsMakeOneState() throws {
        // The first state, the row's insertion at 0.5 s, and one state for the six bars' changes
        // (six states, one per bar, before).
        let timeline = ResolvedTimeline(try Self.load().makeScene())
        #expect(timeline.epochs.count == 3)
        #expect(timeline.epochs.map(\.time) == [0, 0.5, 0.5])
    }

    @Test func eachBarGrowsWithItsOwnDelay() throws {
        let targets = (0..<6).map { 30 + Double($0 % 3) * 35 }
        for time in [0.8, 1.0, 1.4] {
            let views = try FrameRenderer().inspection(of: try Self.load().makeScene(), time: time).allViews
            let bars = views.filter { $0.kind == "RoundedRectangle" }.sorted { $0.frame.x < $1.frame.x }
            #expect(bars.count == 6)
            for (i, bar) in bars.enumerated() {
                let elapsed = time - 0.5 - Double(i) * 0.15
                let fraction = elapsed <= 0 ? 0 : Animation.easeOut(duration: 0.6).value(at: min(elapsed, 0.6))
                let expected = 4 + (targets[i] - 4) * fraction
                #expect(abs(bar.frame.height - expected) < 1e-6, "bar \(i) at \(time): \(bar.frame.height), expected \(expected)")
            }
        }
    }
}
