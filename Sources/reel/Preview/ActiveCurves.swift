import Foundation
import Reel
import ReelCairo
import ReelScript

/// The body of `/curves.json`: the animations of the scene's transactions that are running at a
/// time, each sampled as `reel curve` samples it, for the page's panel.
///
/// An animation starts with the event whose transaction carries it (`withAnimation`), or with the
/// change of a value a view attaches an animation to (`animation(_:value:)`), and runs for its
/// `sampleSpan` (springs until they settle; two iterations of one that repeats forever). The
/// second kind is known from the tracks the frame at the time makes, so the frame is evaluated.
struct ActiveCurves: Encodable {
    /// One running animation.
    struct Curve: Encodable {
        /// The animation as Swift writes it (`spring(duration: 0.5, bounce: 0.3)`).
        var animation: String
        /// When its event happened, in seconds.
        var start: Double
        /// When it ends (or is no longer looked at), in seconds.
        var end: Double
        /// Its progress at the time asked for.
        var progress: Double
        /// `[seconds since start, progress]`, evenly spaced over the span.
        var points: [[Double]]
    }

    /// The time asked for.
    var time: Double
    /// The animations running then, in the order their events happened.
    var animations: [Curve]

    /// How many points each curve has.
    static let pointCount = 51

    /// The animations running at `time` in the scene `file` makes.
    init(file: SceneFile, time: Double) throws {
        let scene = try file.makeScene()
        let renderer = FrameRenderer(images: CairoImageStore(root: file.access.root, sandbox: file.access.sandbox))
        let timeline = renderer.timeline(for: scene)
        self.time = time
        var running: [(start: Double, animation: Animation)] = timeline.epochs.compactMap { epoch in
            epoch.transaction?.animation.map { (epoch.time, $0) }
        }
        let format = scene.format
        let frame = min(format.frameCount - 1, max(0, Int((time * format.fps + 1e-9).rounded(.down))))
        if (try? renderer.displayList(for: scene, frame: frame, timeline: timeline)) != nil {
            running += timeline.attributeAnimations(ofEpoch: timeline.epochIndex(at: format.time(ofFrame: frame))) ?? []
        }
        var seen = Set<String>()
        animations = running.sorted { $0.start < $1.start }.compactMap { start, animation -> Curve? in
            let span = animation.sampleSpan
            guard start <= time, time < start + span, seen.insert("\(start)|\(animation.description)").inserted else { return nil }
            let progress = animation.samples(at: [time - start]).first?.value ?? 0
            let points = animation.samples(count: Self.pointCount).map { [$0.time, $0.value] }
            return Curve(animation: animation.description, start: start, end: start + span, progress: progress, points: points)
        }
    }

    /// The JSON text, keys sorted, with a final line break.
    func json() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return Array(try encoder.encode(self)) + [0x0A]
    }
}
