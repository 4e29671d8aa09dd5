import Foundation
import Reel
import ReelCairo
import ReelExport
import ReelScript
import ReelTestSupport
import Testing

/// Scenes whose views own state changed by `onAppear`, `task`, `onDisappear`, `onChange` and
/// bindings render the same pixels whichever way their frames are drawn: each frame alone (a new
/// instance, renderer and timeline), every frame in order on one thread, and on two threads
/// sharing one resolved timeline.
@Suite struct ViewEventDeterminismTests {
    static let names = ["StaggeredBars", "CountdownBadge", "BoundSwitch", "FollowingGauge", "StarField"]

    @Test(arguments: names) func everyFrameIsTheSameAloneInSequenceAndOnTwoThreads(_ name: String) throws {
        let file = try CorpusFiles.load(SwiftCorpusTests.folder.appendingPathComponent(name + ".swift").path)
        let count = try file.makeScene().format.frameCount
        let alone = try (0..<count).map { try FrameRenderer().render(try file.makeScene(), frame: $0) }

        let renderer = FrameRenderer()
        let scene = try file.makeScene()
        let sequence = try (0..<count).map { try renderer.render(scene, frame: $0) }

        let timeline = ResolvedTimeline(try file.makeScene())
        var threaded = [RasterImage](repeating: RasterImage(width: 0, height: 0), count: count)
        try FrameScheduler(threads: 2).run(count: count, makeWorker: { _ in
            let renderer = FrameRenderer()
            let scene = try file.makeScene()
            return { frame in try renderer.render(scene, frame: frame, timeline: timeline) }
        }, deliver: { frame, image in threaded[frame] = image })

        for frame in 0..<count {
            // Compared outside #expect, which would print both images' pixels.
            let (inSequence, onThreads) = (sequence[frame] == alone[frame], threaded[frame] == alone[frame])
            #expect(inSequence, "\(name) frame \(frame): in sequence differs from alone")
            #expect(onThreads, "\(name) frame \(frame): on two threads differs from alone")
        }
        // The scene does change: its frames are not all one picture.
        #expect(Set(alone).count > 3)
    }
}
