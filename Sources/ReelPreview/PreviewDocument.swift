import Foundation

/// One loaded generation of the previewed module, in one variant: what the server asks of it.
/// The command line implements it with the code `reel render` and `reel inspect` use, so the
/// answers are theirs byte for byte.
public protocol PreviewDocument: Sendable {
    /// Length, rate, size, events and choices.
    var summary: PreviewSummary { get }
    /// The PNG bytes `reel render PATH --time time --scale scale` writes (nil scale: the scene's).
    /// - Throws: `PreviewRequestError` for a time outside the scene; `PreviewLoadError` when the
    ///   frame fails to draw.
    func frame(time: Double, scale: Double?) throws -> [UInt8]
    /// What `reel inspect PATH --time time --json` prints.
    func inspection(time: Double) throws -> [UInt8]
    /// The animations active at `time` with sampled curve points, as JSON.
    func curves(time: Double) throws -> [UInt8]
}
