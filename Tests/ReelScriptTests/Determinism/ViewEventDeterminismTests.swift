import Foundation
import Reel
import ReelCairo
import ReelExport
import ReelScript
import Testing

/// Scenes whose views own state changed by `onAppear`, `task`, `onDisappear`, `onChange` and
/// bindings render the same bytes whichever way their frames are drawn: each frame alone (a new
/// instance, renderer and timeline), every frame in order on one thread, and on two threads
/// sharing one resolved timeline.
@Suite struct ViewEventDeterminismTests {
    static let names = ["StaggeredBars", "CountdownBadge", "BoundSwitch", "FollowingGauge", "StarField"]

    @Test(arguments: names) func everyFrameIsTheSameAloneInSequenceAndOnTwoThreads(_ name: String) throws {
        let file = try SceneFile.load(path: SwiftCorpusTests.folder.appendingPathComponent(name + ".swift").path)
        let count = try file.makeScene().format.frameCount
        let alone = try (0..<count).map { PNGEncoder.encode(try FrameRenderer().render(try file.makeScene(), frame: $0)) }

        let renderer = FrameRenderer()
        let scene = try file.makeScene()
        let sequence = try (0..<count).map { PNGEncoder.encode(try renderer.render(scene, frame: $0)) }

        let timeline = ResolvedTimeline(try file.makeScene())
        var threaded = [[UInt8]](repeating: [], count: count)
        try FrameScheduler(threads: 2).run(count: count, makeWorker: { _ in
            let renderer = FrameRenderer()
            let scene = try file.makeScene()
            return { frame in PNGEncoder.encode(try renderer.render(scene, frame: frame, timeline: timeline)) }
        }, deliver: { frame, bytes in threaded[frame] = bytes })

        for frame in 0..<count {
            #expect(sequence[frame] == alone[frame], "\(name) frame \(frame): in sequence differs from alone")
            #expect(threaded[frame] == alone[frame], "\(name) frame \(frame): on two threads differs from alone")
        }
        // The scene does change: its frames are not all one picture.
        #expect(Set(alone).count > 3)
    }
}
