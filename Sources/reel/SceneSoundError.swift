import Reel

/// A sound a scene names that may not or cannot be read, with where the scene names it.
struct SceneSoundError: Error, CustomStringConvertible {
    /// What is wrong (`the sound '../x.wav' leaves the scene's folder; …`).
    var message: String
    /// Where the scene names the sound, when known.
    var position: SourcePosition?

    /// `FILE:LINE:COL: error: message`, or `error: message` without a position.
    var description: String { (position.map { "\($0): " } ?? "") + "error: " + message }
}
