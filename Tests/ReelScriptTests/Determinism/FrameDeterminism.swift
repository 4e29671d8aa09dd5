import Foundation
import Reel
import ReelCairo
import ReelExport
import ReelScript
import ReelTestSupport
import ReelTesting
import Testing

/// The check the corpora's determinism tests share: the frames of a scene file drawn each alone
/// (a new instance, renderer and timeline), all in order by one renderer, and on two threads
/// sharing one resolved timeline, are the same pixels.
///
/// Only each frame's digest is kept, so a long preview at an iPhone's 3x (12 MB a frame) costs
/// no more memory than a short one.
enum FrameDeterminism {
    /// The frames to draw of a scene of `count` frames: every `stride`-th and the last in the
    /// default tier; in the full tier every frame of a scene up to `fullLimit` frames, and that
    /// many spread evenly over a longer one (a clock whose timer never stops runs a 30 s preview,
    /// 1,800 frames). Each frame drawn alone resolves the scene's whole timeline again, so the
    /// limit keeps the corpora's full tier within CI's time as they grow.
    static func frames(of count: Int, stride: Int, fullLimit: Int = 60) -> [Int] {
        guard TestTier.isFull else { return TestTier.frames(of: count, stride: stride) }
        guard count > fullLimit else { return Array(0..<count) }
        var frames = (0..<fullLimit).map { $0 * count / fullLimit }
        if frames.last != count - 1 { frames.append(count - 1) }
        return frames
    }

    /// Expects `file`'s `frames` to be the same drawn alone, in order and on two threads (at
    /// `scale`, the scene's own when nil); returns the digests of the frames drawn alone.
    @discardableResult
    static func expectSame(_ file: SceneFile, name: String, frames: [Int], scale: Double? = nil) throws -> [PixelDigest] {
        let alone = try frames.map { PixelDigest(of: try FrameRenderer().render(try file.makeScene(), frame: $0, scale: scale)) }

        let renderer = FrameRenderer()
        let scene = try file.makeScene()
        for (index, frame) in frames.enumerated() {
            let inSequence = PixelDigest(of: try renderer.render(scene, frame: frame, scale: scale)) == alone[index]
            #expect(inSequence, "\(name) frame \(frame): in sequence differs from alone")
        }

        // A timeline resolved with a renderer's layout services, as a render job resolves it, so
        // scripted touches play.
        let timeline = FrameRenderer().timeline(for: try file.makeScene())
        var threaded = [PixelDigest?](repeating: nil, count: frames.count)
        try FrameScheduler(threads: 2).run(count: frames.count, makeWorker: { _ in
            let renderer = FrameRenderer()
            let scene = try file.makeScene()
            return { index in try renderer.render(scene, frame: frames[index], scale: scale, timeline: timeline) }
        }, deliver: { index, image in threaded[index] = PixelDigest(of: image) })
        for (index, frame) in frames.enumerated() {
            #expect(threaded[index] == alone[index], "\(name) frame \(frame): on two threads differs from alone")
        }
        return alone
    }
}
