/// A sound: an audio file of the scene's folder (or module, or a folder allowed with
/// `--allow-path`), in any format ffmpeg decodes (WAV, FLAC, MP3, AAC/M4A, Ogg/Opus).
///
/// A sound is a name, like `Image("photo")`; the file is found, checked and decoded by the
/// export (`reel validate` reports a missing or undecodable file at the `Sound(…)` that names it).
/// Played in an event with `play(_:volume:)`, or laid under the whole scene as its `Soundtrack`.
public struct Sound: Hashable, Sendable {
    /// The file's name: relative to the scene's folder, or an absolute path inside an allowed folder.
    public var name: String
    /// Where the scene names the sound, for errors about its file.
    public var position: SourcePosition?

    /// The sound in the file `name`.
    public init(_ name: String) {
        self.name = name
        self.position = nil
    }

    /// The sound in the file `name`, named at `position` of a scene file.
    package init(_ name: String, position: SourcePosition?) {
        self.name = name
        self.position = position
    }

    /// Sounds are equal when they name the same file.
    public static func == (a: Sound, b: Sound) -> Bool { a.name == b.name }
    /// Hashes the file's name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
