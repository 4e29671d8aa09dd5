/// A sound an event played at or before the time `reel inspect` evaluates: when it began, which
/// file, how loud, where `play` was called, and how long the file plays. The model does not know
/// a sound's length (the file is read by the command line), so it lists every sound begun by
/// then; the command line adds the lengths and keeps the sounds still playing.
public struct InspectedSound: Codable, Hashable, Sendable {
    /// When the sound began, in seconds of the scene.
    public var time: Double
    /// The sound's file name, as the scene names it.
    public var name: String
    /// The gain it plays at (1 is the file as it is).
    public var volume: Double
    /// Where `play` was called (`FILE:LINE:COLUMN` in a scene file), when known.
    public var at: String?
    /// How long the file plays, in seconds, when the command line has read it.
    public var duration: Double?

    /// The sound of `cue`.
    public init(_ cue: SoundCue) {
        time = cue.time
        name = cue.sound.name
        volume = cue.volume
        at = cue.position.map { "\($0.file):\($0.line):\($0.column)" }
    }
}
