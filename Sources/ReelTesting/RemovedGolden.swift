import Foundation

/// A golden `--update all` removed because its frame is no longer checked.
public struct RemovedGolden: Hashable, Sendable {
    /// The scene's name.
    public var scene: String
    /// The frame number.
    public var frame: Int
    /// The file removed.
    public var file: URL

    /// `removed LikeButton@149 (Tests/Golden/LikeButton/frame-00149.png): no longer checked`.
    public var summary: String { "removed \(scene)@\(frame) (\(file.path)): no longer checked" }
}
