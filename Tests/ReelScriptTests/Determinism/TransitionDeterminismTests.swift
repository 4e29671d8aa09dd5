import Foundation
import Reel
import ReelCairo
import ReelExport
import ReelScript
import ReelTestSupport
import Testing

/// Scenes whose insertions and removals overlap (a view removed while an earlier removal of the
/// same identity still runs, `if`/`else` branches swapped faster than their transitions,
/// `ForEach` items removed and put back mid-transition, RatingStars's stars whose conditional
/// modifier changes branch under a bouncing spring) render the same pixels however their frames
/// are drawn, again and again: each frame alone (a new instance, renderer and timeline), all
/// frames in order on one renderer, in reverse order on one renderer, on two threads sharing one
/// resolved timeline, on two threads each with its own, and alternating on one renderer with
/// the compiled twin (in reverse order). Every way runs several times, each
/// time with new instances, so state left behind by one render (a cache, a shared timeline)
/// would show as a difference. `RenderDeterminismTests` (reelTests) renders the same scenes in
/// separate processes, where hashing is seeded differently.
@Suite struct TransitionDeterminismTests {
    static let names = ["RatingStars", "FlickeringToggles"]
    /// How many times each way of drawing runs: 3 in the full test tier, 1 in the default tier, or
    /// `REEL_DETERMINISM_ROUNDS` for a longer search.
    static let rounds = ProcessInfo.processInfo.environment["REEL_DETERMINISM_ROUNDS"].flatMap { Int($0) }.map { max(1, $0) }
        ?? TestTier.pick(fast: 1, full: 3)

    /// One frame's pixels.
    static func pixels<S: AnimatedScene>(_ renderer: FrameRenderer, _ scene: S, _ frame: Int, timeline: ResolvedTimeline? = nil) throws -> RasterImage {
        try renderer.render(scene, frame: frame, timeline: timeline)
    }

    @Test(arguments: names) func overlappingTransitionsRenderTheSameBytesEveryWay(_ name: String) throws {
        let file = try CorpusFiles.load(SwiftCorpusTests.folder.appendingPathComponent(name + ".swift").path)
        let count = try file.makeScene().format.frameCount
        let alone = try (0..<count).map { try Self.pixels(FrameRenderer(), try file.makeScene(), $0) }
        var renders = count
        var differences: [String] = []
        func compare(_ frames: [RasterImage], _ way: String) {
            renders += frames.count
            for frame in 0..<count where frames[frame] != alone[frame] { differences.append("\(name) frame \(frame): \(way) differs from alone") }
        }
        for round in 1...Self.rounds {
            let renderer = FrameRenderer()
            let scene = try file.makeScene()
            compare(try (0..<count).map { try Self.pixels(renderer, scene, $0) }, "in order (round \(round))")

            let backwards = FrameRenderer()
            let backwardsScene = try file.makeScene()
            var reversed = [RasterImage](repeating: RasterImage(width: 0, height: 0), count: count)
            for frame in (0..<count).reversed() { reversed[frame] = try Self.pixels(backwards, backwardsScene, frame) }
            compare(reversed, "in reverse order (round \(round))")

            for sharesTimeline in [true, false] {
                let timeline = sharesTimeline ? ResolvedTimeline(try file.makeScene()) : nil
                var threaded = [RasterImage](repeating: RasterImage(width: 0, height: 0), count: count)
                try FrameScheduler(threads: 2).run(count: count, makeWorker: { _ in
                    let renderer = FrameRenderer()
                    let scene = try file.makeScene()
                    return { frame in try Self.pixels(renderer, scene, frame, timeline: timeline) }
                }, deliver: { frame, image in threaded[frame] = image })
                compare(threaded, "on two threads \(sharesTimeline ? "sharing a timeline" : "each with its own timeline") (round \(round))")
            }
        }
        // The compiled twin, its frames in reverse order alternating on one renderer with the
        // scene file's (so the renderer's kept timeline changes hands at every frame).
        func alternate<S: AnimatedScene>(_ type: S.Type) throws {
            let renderer = FrameRenderer()
            let (compiled, interpreted) = (S(), try file.makeScene())
            var fromCompiled = [RasterImage](repeating: RasterImage(width: 0, height: 0), count: count), fromFile = fromCompiled
            for frame in (0..<count).reversed() {
                fromCompiled[frame] = try Self.pixels(renderer, compiled, frame)
                fromFile[frame] = try Self.pixels(renderer, interpreted, frame)
            }
            compare(fromCompiled, "compiled, alternating with the scene file")
            compare(fromFile, "alternating with the compiled twin")
        }
        let twin: any AnimatedScene.Type = try #require(SwiftCorpusTests.twins[name])
        try alternate(twin)
        print("\(name): \(renders) frames rendered, \(differences.count) differ")
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
        // The transitions do run: the frames are not all one picture.
        #expect(Set(alone).count > count / 2)
    }
}
