import Reel

/// What makes chunks parts of one export: the scene (a digest of its files' texts and of the
/// options that choose what is drawn) and every option that changes pixels or timing (the frames
/// chosen, the frame size, scale and rate, the codec and its settings, and the sound's codec and
/// bit rate when there is sound).
///
/// Two chunks join into the video one machine would have made only when their identities are
/// equal. The container is not part of it: `.ts` chunks join into `.mp4`. Images and fonts the
/// scene reads are not digested (they are not in the scene's text); export every shard from the
/// same files.
public struct ExportIdentity: Equatable, Sendable {
    /// One property: a name and a value, neither holding a space or `=`.
    public struct Property: Equatable, Sendable {
        /// The property's name (`scene`, `frames`, `crf`, …).
        public var name: String
        /// Its value, as the record writes it.
        public var value: String
    }

    /// The properties, in the order the record writes them.
    public var properties: [Property]

    /// The identity of an export of the scene whose digest is `scene` (see `sceneDigest`):
    /// frames `frames` (before every `everyNthFrame`th is taken), drawn at `scale` and encoded
    /// with `settings`.
    public init(scene: String, frames: ClosedRange<Int>, everyNthFrame: Int, scale: Double, settings: VideoSettings) {
        properties = [
            Property(name: "scene", value: scene),
            Property(name: "frames", value: "\(frames.lowerBound)-\(frames.upperBound)"),
            Property(name: "every-nth-frame", value: String(everyNthFrame)),
            Property(name: "size", value: "\(settings.width)x\(settings.height)"),
            Property(name: "scale", value: Self.number(scale)),
            Property(name: "fps", value: FrameRate.rational(settings.frameRate)),
            Property(name: "codec", value: settings.codec.rawValue),
            Property(name: "crf", value: settings.crf.map(String.init) ?? "none"),
            Property(name: "preset", value: settings.preset ?? "none"),
            Property(name: "alpha", value: settings.alpha ? "1" : "0"),
        ]
        if let audio = settings.audioTrack {
            // How the joined sound is encoded; each chunk's own samples are in its record.
            properties += [Property(name: "audio-codec", value: audio.delivery.rawValue),
                           Property(name: "audio-bitrate", value: audio.bitrate.map(String.init) ?? "none")]
        }
    }

    /// An identity read from a record.
    init(properties: [Property]) {
        self.properties = properties
    }

    /// The value of the property `name`, if there is one.
    public subscript(name: String) -> String? {
        properties.first { $0.name == name }?.value
    }

    /// The first property that differs from `other`'s (by name, in this identity's order, then
    /// any that only `other` has): its name, its value here and in `other` (`none` when absent).
    public func difference(from other: ExportIdentity) -> (name: String, value: String, other: String)? {
        for property in properties where other[property.name] != property.value {
            return (property.name, property.value, other[property.name] ?? "none")
        }
        for property in other.properties where self[property.name] == nil {
            return (property.name, "none", property.value)
        }
        return nil
    }

    /// A digest (16 hexadecimal digits) of a scene: its name, the texts of its files (the scene
    /// file or a module's files and an events script; their paths do not count, so machines that
    /// keep the scene in different folders agree) and `options`, the options that choose what is
    /// drawn (a preview, its device, size, rate, length and colour scheme).
    public static func sceneDigest(name: String, texts: [String], options: String) -> String {
        let files = texts.map { String(Mixing.stableHash($0), radix: 16) }.sorted()
        let whole = ([name, options] + files).joined(separator: "\u{0}")
        let digest = String(Mixing.stableHash(whole), radix: 16)
        return String(repeating: "0", count: 16 - digest.count) + digest
    }

    /// `1`, `0.5`, `2.25`: the shortest text of `value`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
