/// What a video written by `reel export` says of itself, in its container's metadata, so that
/// `reel concat` can check a list of chunks: which shard it is (`--shard I/N`, 1/1 for a whole
/// export), how many frames the whole export has, and the export's identity.
///
/// A chunk with sound says which samples it carries (`audio=START-END`, from its first sample to
/// the one after its last, at 48 kHz), so `reel concat` can check that each chunk's sound is whole
/// and that the chunks' sounds follow each other without a gap or an overlap.
///
/// It is one line of text, `reel-chunk/1 shard=2/3 of=61 scene=… frames=0-60 …`, written where
/// each container keeps a text that ffprobe reads back: the service name of an MPEG-TS program,
/// the comment of an MP4, MOV or WebM file.
public struct ChunkRecord: Equatable, Sendable {
    /// The first word of every record: its format and version.
    public static let tag = "reel-chunk/1"
    /// The first word of records of any version.
    static let family = "reel-chunk/"

    /// Which chunk of the export this is.
    public var shard: Shard
    /// How many frames the whole export has.
    public var frameCount: Int
    /// The export the chunk belongs to.
    public var export: ExportIdentity
    /// The samples of the export's sound the chunk carries, or nil for a silent chunk.
    public var audio: Range<Int64>?

    /// The record of the `shard` of an export of `frameCount` frames, carrying the samples
    /// `audio` of its sound.
    public init(shard: Shard, frameCount: Int, export: ExportIdentity, audio: Range<Int64>? = nil) {
        self.shard = shard
        self.frameCount = frameCount
        self.export = export
        self.audio = audio
    }

    /// The positions of the chunk's frames among the export's.
    public var frames: Range<Int> { shard.range(of: frameCount) }

    /// The record as one line.
    public var text: String {
        ([Self.tag, "shard=\(shard.index)/\(shard.count)", "of=\(frameCount)"]
            + (audio.map { ["audio=\($0.lowerBound)-\($0.upperBound)"] } ?? [])
            + export.properties.map { "\($0.name)=\($0.value)" }).joined(separator: " ")
    }

    /// Whether `text` claims to be a record (of any version), whether or not it can be read.
    static func claims(_ text: String) -> Bool { text.hasPrefix(family) }

    /// The record `text` holds; nil unless it is a well-formed record of this version whose
    /// shard lies within its export's frames.
    public init?(text: String) {
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        guard words.first == Substring(Self.tag) else { return nil }
        var shard: Shard?, count: Int?, audio: Range<Int64>?, audioSeen = false
        var properties: [ExportIdentity.Property] = []
        for word in words.dropFirst() {
            let parts = word.split(separator: "=", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
            let (name, value) = (String(parts[0]), String(parts[1]))
            switch name {
            case "shard": shard = Shard(value)
            case "of": count = Int(value)
            case "audio":
                guard !audioSeen else { return nil }
                audioSeen = true
                audio = Self.samples(value)
                if audio == nil { return nil }
            default:
                guard !properties.contains(where: { $0.name == name }) else { return nil }
                properties.append(ExportIdentity.Property(name: name, value: value))
            }
            if (name == "shard" && shard == nil) || (name == "of" && count == nil) { return nil }
        }
        guard let shard, let count, count >= shard.count else { return nil }
        self.init(shard: shard, frameCount: count, export: ExportIdentity(properties: properties), audio: audio)
    }

    /// The samples `START-END` names (`START` ≤ `END`, neither negative); nil otherwise.
    static func samples(_ text: String) -> Range<Int64>? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
              let start = Int64(parts[0]), let end = Int64(parts[1]), start >= 0, start <= end else { return nil }
        return start..<end
    }

    /// ffmpeg's options writing the record into a `container` file (none for GIF and APNG,
    /// which cannot be joined).
    public func metadataArguments(for container: VideoContainer) -> [String] {
        switch container {
        case .ts: return ["-metadata", "service_provider=Reel", "-metadata", "service_name=" + text]
        case .mp4, .mov, .webm: return ["-metadata", "comment=" + text]
        case .gif, .png: return []
        }
    }
}
