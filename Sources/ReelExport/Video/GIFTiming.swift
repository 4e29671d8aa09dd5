import Foundation

/// When a GIF shows which frame, so that it plays for exactly as long as its frames do.
///
/// A GIF frame lasts a whole number of hundredths of a second, and browsers and ffmpeg play
/// delays under 2 hundredths as 10: a 60 fps scene written frame for frame (delays of 1 and 2
/// hundredths) plays at a third of its speed. So a GIF has its own frame rate, 100 / k fps for a
/// whole k ≥ 2 (50, 33.3, 25, 20, … fps): the highest such rate not above the frames' own. Each GIF
/// frame shows the source frame on screen at its start, and there are as many GIF frames as fill
/// the source's duration, so the played time is the source's (to the nearest GIF frame when the
/// source's duration is not a whole number of them).
public struct GIFTiming: Sendable, Equatable {
    /// Hundredths of a second each GIF frame lasts (at least 2).
    public var hundredths: Int

    /// The timing for frames played at `sourceRate` frames per second (a rate that passed
    /// `SceneFormat.frameRateProblem`).
    public init(sourceRate: Double) {
        // The smallest whole delay not shorter than a source frame, with a little slack so that
        // 25 fps is 4 hundredths exactly.
        let delay = (100 / sourceRate - 1e-9).rounded(.up)
        hundredths = delay < 2 ? 2 : delay > 1e6 ? 1_000_000 : Int(delay)
    }

    /// The GIF's frames per second: 100 / `hundredths`.
    public var frameRate: Double { 100 / Double(hundredths) }

    /// Whether the GIF shows every source frame at its own rate.
    public func isExact(sourceRate: Double) -> Bool {
        abs(frameRate - sourceRate) <= 1e-9 * sourceRate
    }

    /// The positions among `count` source frames played at `sourceRate` that the GIF shows, in
    /// order: one for each GIF frame, the source frame on screen when it begins.
    public func positions(count: Int, sourceRate: Double) -> [Int] {
        guard count > 1 else { return Array(0..<max(0, count)) }
        if isExact(sourceRate: sourceRate) { return Array(0..<count) }
        let seconds = Double(count) / sourceRate
        let frames = max(1, Int((seconds / (Double(hundredths) / 100)).rounded()))
        let step = Double(hundredths) / 100 * sourceRate
        return (0..<frames).map { min(count - 1, Int((Double($0) * step + 1e-9).rounded(.down))) }
    }

    /// The one line said when the GIF's rate differs from the source's: `note: GIF frames last
    /// whole hundredths of a second: NAME plays at 50 fps (150 frames of its 180 at 60 fps), for
    /// the same 3 s`; nil when the GIF shows every frame.
    public func note(name: String, count: Int, sourceRate: Double) -> String? {
        guard !isExact(sourceRate: sourceRate), count > 1 else { return nil }
        let shown = positions(count: count, sourceRate: sourceRate).count
        return "note: GIF frames last whole hundredths of a second: \(name) plays at \(FrameRate.text(frameRate)) fps "
            + "(\(shown) frames of its \(count) at \(FrameRate.text(sourceRate)) fps), for the same "
            + "\(VideoOutputError.seconds(Double(shown) * Double(hundredths) / 100)) s"
    }
}
