import Foundation

/// Which tests a run includes. `scripts/test` runs the default tier, which a developer runs after
/// every change: every behaviour is checked there at least once, with one representative of each
/// slow kind of test (a few frames of a parity scene, a short export, one gallery run of
/// `reel test`, a sample of the fuzz mutants, one determinism round). The full tier
/// (`REEL_TESTS=full`, what CI runs) adds the rest: every frame of every parity and corpus scene,
/// the 600-frame showcase export, every gallery run, the whole fuzz sample, every determinism round
/// and the slow stress cases. A test that belongs to the full tier only says so with
/// `.enabled(if: TestTier.isFull)`; one that scales with the tier asks `pick(fast:full:)`.
public enum TestTier {
    /// Whether this run is the full tier: `REEL_TESTS=full` in the environment.
    public static let isFull = ProcessInfo.processInfo.environment["REEL_TESTS"] == "full"

    /// `full` in the full tier, `fast` in the default tier.
    public static func pick<Value>(fast: Value, full: Value) -> Value {
        isFull ? full : fast
    }

    /// The frames of a scene of `count` frames that a frame-by-frame test checks: every frame in the
    /// full tier; in the default tier every `stride`-th frame from the first, and the last, so the
    /// start, the end and each part of every animation in between are still drawn.
    public static func frames(of count: Int, stride step: Int = 4) -> [Int] {
        guard count > 0 else { return [] }
        guard !isFull, step > 1 else { return Array(0..<count) }
        var frames = Array(Swift.stride(from: 0, to: count, by: step))
        if frames.last != count - 1 { frames.append(count - 1) }
        return frames
    }
}
