/// A sound an event played at or before the time `reel inspect` evaluates: when it began, which
/// file, how loud, and where `play` was called. The model does not know a sound's length (the
/// file is decoded only by the export), so every sound begun by then is listed.
public struct InspectedSound: Codable, Hashable, Sendable {
    /// When the sound began, in seconds of the scene.
    public var time: Double
    /// The sound's file name, as the scene names it.
    public var name: String
    /// The gain it plays at (1 is the file as it is).
    public var volume: Double
    /// Where `play` was called (`FILE:LINE:COLUMN` in a scene file), when known.
    public var at: String?

    /// The sound of `cue`.
    public init(_ cue: SoundCue) {
        time = cue.time
        name = cue.sound.name
        volume = cue.volume
        at = cue.position.map { "\($0.file):\($0.line):\($0.column)" }
    }
}
