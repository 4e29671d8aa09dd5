import ArgumentParser
import ReelTesting

/// The frames `reel test --frames` and `--times` name: frame numbers and ranges (`0,74,149`,
/// `0-59`, `0-3,149`: render's `--frames A-B` is one of them) and times in seconds (`0,0.5,1.5`).
/// Each is a usage error when malformed; whether a frame lies inside a scene is checked per scene.
enum FrameList {
    /// The most frames (and times) one option may name: a golden each.
    static let maximumCount = 10_000

    /// The frame numbers `text` names, in the order given.
    static func frames(_ text: String) throws -> [Int] {
        let problem = ValidationError("--frames takes frame numbers and ranges A-B (A ≤ B), separated by commas, such as 0,74,149 or 0-59; not '\(text)'")
        var frames: [Int] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let ends = item.split(separator: "-", omittingEmptySubsequences: false)
            guard (1...2).contains(ends.count), let a = Int(ends[0]), let b = Int(ends[ends.count - 1]), a >= 0, a <= b else { throw problem }
            guard b - a < maximumCount - frames.count else { throw tooMany("--frames", text) }
            frames += Array(a...b)
        }
        return frames
    }

    /// The times `text` names, in seconds, in the order given.
    static func times(_ text: String) throws -> [Double] {
        let items = text.split(separator: ",", omittingEmptySubsequences: false)
        guard items.count <= maximumCount else { throw tooMany("--times", text) }
        return try items.map { item in
            guard let t = Double(item), t.isFinite, t >= 0 else {
                throw ValidationError("--times takes times in seconds (numbers ≥ 0), separated by commas, such as 0,0.5,1.5; not '\(text)'")
            }
            return t
        }
    }

    private static func tooMany(_ option: String, _ text: String) -> ValidationError {
        ValidationError("\(option) names more than \(maximumCount) frames ('\(text.prefix(40))\(text.count > 40 ? "…" : "")'); a golden is kept for each")
    }

    /// What `--frames` and `--times` name, as the frames a golden run checks; nil when neither is given.
    static func moments(frames: String?, times: String?) throws -> [FrameMoment]? {
        guard frames != nil || times != nil else { return nil }
        let moments = try (frames.map(Self.frames) ?? []).map(FrameMoment.frame) + (times.map(Self.times) ?? []).map(FrameMoment.time)
        guard moments.count <= maximumCount else { throw tooMany("--frames and --times", [frames, times].compactMap { $0 }.joined(separator: " ")) }
        return moments
    }
}
