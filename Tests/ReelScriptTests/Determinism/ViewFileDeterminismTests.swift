import Foundation
import Reel
import ReelCairo
import ReelExport
import ReelScript
import ReelTestSupport
import Testing

/// Every file of the view corpus renders the same pixels whichever way its frames are drawn: each
/// frame alone (a new instance, renderer and timeline), every frame in order on one thread, and on
/// two threads sharing one resolved timeline. The default tier draws every eighth frame and the
/// last (about 60 frames of a preview longer than 8 s, such as a clock whose timer never stops and
/// runs the longest automatic preview, 30 s); the full tier every frame.
@Suite struct ViewFileDeterminismTests {
    @Test(arguments: ViewCorpusTests.names) func everyFrameIsTheSameAloneInSequenceAndOnTwoThreads(_ name: String) throws {
        let file = try ViewCorpusTests.load(name)
        let count = try file.makeScene().format.frameCount
        let frames = TestTier.frames(of: count, stride: max(8, count / 60))
        let alone = try frames.map { try FrameRenderer().render(try file.makeScene(), frame: $0) }

        let renderer = FrameRenderer()
        let scene = try file.makeScene()
        let sequence = try frames.map { try renderer.render(scene, frame: $0) }

        let timeline = ResolvedTimeline(try file.makeScene())
        var threaded = [RasterImage](repeating: RasterImage(width: 0, height: 0), count: frames.count)
        try FrameScheduler(threads: 2).run(count: frames.count, makeWorker: { _ in
            let renderer = FrameRenderer()
            let scene = try file.makeScene()
            return { index in try renderer.render(scene, frame: frames[index], timeline: timeline) }
        }, deliver: { index, image in threaded[index] = image })

        for index in frames.indices {
            // Compared outside #expect, which would print both images' pixels.
            let (inSequence, onThreads) = (sequence[index] == alone[index], threaded[index] == alone[index])
            #expect(inSequence, "\(name) frame \(frames[index]): in sequence differs from alone")
            #expect(onThreads, "\(name) frame \(frames[index]): on two threads differs from alone")
        }
    }
}
