import Reel

/// A frame to check, named by its number or by a time.
public enum FrameMoment: Hashable, Sendable, CustomStringConvertible {
    /// Frame number `n` (zero-based).
    case frame(Int)
    /// The frame shown at this many seconds.
    case time(Double)

    /// The frame number in a scene of `format`. A time maps to the frame shown then (the scene's
    /// end maps to its last frame).
    /// - Throws: `GoldenError` when the frame lies outside the scene.
    public func frame(in format: SceneFormat, scene: String) throws(GoldenError) -> Int {
        let count = format.frameCount
        switch self {
        case .frame(let n):
            guard n >= 0 && n < count else {
                throw GoldenError(.failure, "\(scene): frame \(n) is outside the scene, whose frames are 0–\(count - 1)")
            }
            return n
        case .time(let t):
            guard t.isFinite, t >= 0, t <= max(format.duration, 0) + 1e-9 else {
                throw GoldenError(.failure, "\(scene): time \(FrameMoment.seconds(t)) s is outside the scene, which lasts \(FrameMoment.seconds(format.duration)) s")
            }
            return min(count - 1, Int((t * format.fps + 1e-9).rounded(.down)))
        }
    }

    /// `12` or `0.5s`, as `--only` writes it.
    public var description: String {
        switch self {
        case .frame(let n): return String(n)
        case .time(let t): return FrameMoment.seconds(t) + "s"
        }
    }

    /// Parses `12` (a frame number) or `0.5s` (a time); nil otherwise.
    public init?(_ text: String) {
        if text.hasSuffix("s"), let t = Double(text.dropLast()), t.isFinite { self = .time(t); return }
        if let n = Int(text) { self = .frame(n); return }
        return nil
    }

    /// Seconds without a needless fraction: `2`, `0.75`.
    static func seconds(_ t: Double) -> String {
        t == t.rounded() && abs(t) < 1e15 ? String(Int(t)) : String(t)
    }

    /// The frames checked when nothing names any: the first, the middle and the last.
    public static func defaultFrames(of format: SceneFormat) -> [Int] {
        let last = format.frameCount - 1
        return Array(Set([0, last / 2, last])).sorted()
    }
}

/// One frame of one scene, as `--only SCENE@FRAME` names it.
public struct FrameRequest: Hashable, Sendable, CustomStringConvertible {
    /// The scene's name.
    public var scene: String
    /// The frame.
    public var moment: FrameMoment

    /// A request for `moment` of `scene`.
    public init(scene: String, moment: FrameMoment) {
        self.scene = scene
        self.moment = moment
    }

    /// Parses `SCENE@FRAME` (`LikeButton@12`, `LikeButton@0.5s`).
    public static func parse(_ text: String) throws(GoldenError) -> FrameRequest {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, let moment = FrameMoment(String(parts[1])) else {
            throw GoldenError(.usage, "--only takes SCENE@FRAME or SCENE@SECONDSs, such as LikeButton@12 or LikeButton@0.5s; not '\(text)'")
        }
        return FrameRequest(scene: String(parts[0]), moment: moment)
    }

    /// `SCENE@FRAME`.
    public var description: String { "\(scene)@\(moment)" }
}
