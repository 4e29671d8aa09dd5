/// The preview options a view file's goldens were drawn with (`reel test --preview`, `--device`,
/// `--size`, `--fps`, `--duration`, `--color-scheme`), recorded in the scene's manifest entry as
/// `"preview": { "name": "Dark", "device": "iPad mini", "fps": 30 }` with the goldens a run
/// writes, so that a rerun from the manifest (`reel test` with no scene named, or the file named
/// without options) draws the same preview on the same canvas. Each field is the option as given;
/// the command line checks them as it checks the options (a bad one is an error naming the entry).
/// Manifests written before these were recorded have none, and load as before.
public struct PreviewRecord: Hashable, Sendable {
    /// `--preview`: a `#Preview` title, a `PreviewProvider`'s name, or a position (`"2"`).
    public var name: String?
    /// `--device`: a device's name.
    public var device: String?
    /// `--size`: a plain canvas, `WIDTHxHEIGHT` in points.
    public var size: String?
    /// `--fps`: frames per second.
    public var fps: Double?
    /// `--duration`: seconds.
    public var duration: Double?
    /// `--color-scheme`: `light` or `dark`.
    public var colorScheme: String?

    /// A record of the options given.
    public init(name: String? = nil, device: String? = nil, size: String? = nil, fps: Double? = nil,
                duration: Double? = nil, colorScheme: String? = nil) {
        self.name = name
        self.device = device
        self.size = size
        self.fps = fps
        self.duration = duration
        self.colorScheme = colorScheme
    }

    /// Whether no option is recorded.
    public var isEmpty: Bool { self == PreviewRecord() }

    /// The options as command-line words (`--preview Dark --device 'iPad mini'`), unquoted.
    public var arguments: [String] {
        var words: [String] = []
        if let name { words += ["--preview", name] }
        if let device { words += ["--device", device] }
        if let size { words += ["--size", size] }
        if let fps { words += ["--fps", JSONValue.number(fps)] }
        if let duration { words += ["--duration", JSONValue.number(duration)] }
        if let colorScheme { words += ["--color-scheme", colorScheme] }
        return words
    }

    /// The record as the manifest's JSON object.
    var json: JSONValue {
        var fields: [String: JSONValue] = [:]
        if let name { fields["name"] = .string(name) }
        if let device { fields["device"] = .string(device) }
        if let size { fields["size"] = .string(size) }
        if let fps { fields["fps"] = .number(fps) }
        if let duration { fields["duration"] = .number(duration) }
        if let colorScheme { fields["colorScheme"] = .string(colorScheme) }
        return .object(fields)
    }

    /// Reads the record from the manifest object `r` (a scene's `preview`).
    static func read(_ r: inout ObjectReader) throws(GoldenError) -> PreviewRecord {
        var record = PreviewRecord()
        func text(_ key: String, _ r: inout ObjectReader) throws(GoldenError) -> String? {
            guard let value = try r.string(key) else { return nil }
            guard !value.isEmpty, !value.unicodeScalars.contains(where: { $0.value < 0x20 }) else {
                throw r.error(key, "must be the text of the option --\(key == "name" ? "preview" : key), not \(JSONValue.string(value).text())")
            }
            return value
        }
        record.name = try text("name", &r)
        record.device = try text("device", &r)
        record.size = try text("size", &r)
        if let fps = try r.number("fps") {
            guard fps.isFinite, fps > 0 else { throw r.error("fps", "must be a number of frames per second > 0, not \(JSONValue.number(fps))") }
            record.fps = fps
        }
        if let duration = try r.number("duration") {
            guard duration.isFinite, duration >= 0 else { throw r.error("duration", "must be a number of seconds ≥ 0, not \(JSONValue.number(duration))") }
            record.duration = duration
        }
        if let scheme = try r.string("colorScheme") {
            guard scheme == "light" || scheme == "dark" else { throw r.error("colorScheme", "must be \"light\" or \"dark\", not \(JSONValue.string(scheme).text())") }
            record.colorScheme = scheme
        }
        try r.finish()
        return record
    }
}
