/// One sound played by an event: which, when, how loud. The timeline records a cue for every
/// `play(_:volume:)` its events call, at the event's time, so cues are part of the resolved
/// timeline: the same in every render, export and shard.
public struct SoundCue: Equatable, Sendable {
    /// When the sound starts, in seconds of the scene (the time of the event that played it).
    public var time: Double
    /// The sound played.
    public var sound: Sound
    /// The gain applied to it: 1 is the file as it is, 0.5 is -6.02 dB.
    public var volume: Double
    /// Where `play` was called, for errors about the sound.
    public var position: SourcePosition?

    /// A cue of `sound` at `time` with `volume`.
    public init(time: Double, sound: Sound, volume: Double, position: SourcePosition? = nil) {
        self.time = time
        self.sound = sound
        self.volume = volume
        self.position = position
    }
}
