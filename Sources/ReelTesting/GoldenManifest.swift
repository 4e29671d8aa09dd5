import Foundation
import Reel

/// The manifest beside the golden images (`manifest.json` in the golden folder): settings for
/// the comparison, which frames each scene checks, and what each golden is (its pixels' digest,
/// its size and the environment it was drawn in).
///
/// ```json
/// {
///   "schema": 1,
///   "defaults": { "scale": 0.5, "threshold": 0.1 },
///   "scenes": {
///     "LikeButton": {
///       "frames": [0, 149], "times": [0.7],
///       "maxDiffPixels": 4,
///       "perFrame": { "149": { "antialiasing": false } },
///       "goldens": { "0": { "bytes": 5120, "environment": "5d0c…", "height": 200, "pixels": "3f2a…", "width": 200 } }
///     }
///   },
///   "environments": { "5d0c…": { "architecture": "x86_64", "cairo": "1.16.0", … } }
/// }
/// ```
///
/// Settings (`defaults`, a scene, `perFrame` entries): `threshold` (0–1), `antialiasing`
/// (boolean), `channelTolerance` (0–255), `maxDiffPixels` (≥ 0), `maxDiffPixelRatio` (0–1); and,
/// in `defaults` and scenes only, `scale` (pixels per point, > 0). A scene's `frames` (frame
/// numbers) and `times` (seconds) choose what is checked; without them, the first, middle and last
/// frames. A scene's `events` names the events script it is played with (`"LikeButton.events.swift"`,
/// from the scene file's folder), and its `path` the scene file or folder it is read from (from the
/// golden folder: `"../../Scenes/LikeButton.swift"`), so that `reel test` with no scene named
/// tests every scene the manifest lists; a view file's `preview` records the preview options its
/// goldens were drawn with (`PreviewRecord`). `reel test` writes `path` and `preview`, and
/// `frames`, `times` and `scale` when given as options, with the goldens it records. `goldens` and `environments` are written by Reel. Unknown keys and values of the wrong
/// kind are errors naming the key. Reel writes the file with sorted keys, two-space indents.
public struct GoldenManifest: Hashable, Sendable {
    /// The schema version this reader understands.
    public static let schemaVersion = 1
    /// The manifest's file name in the golden folder.
    public static let fileName = "manifest.json"
    /// The largest `scale` a manifest may set (pixels per point).
    public static let maximumScale = 64.0

    /// Settings for every scene.
    public var defaults = ComparisonSettings.Patch()
    /// Pixels per point of every scene, unless the scene says; nil for the scene's own.
    public var scale: Double?
    /// The scenes, by name.
    public var scenes: [String: Scene] = [:]
    /// The environments goldens were drawn in, by identifier.
    public var environments: [String: GoldenEnvironment] = [:]

    /// An empty manifest.
    public init() {}

    /// One scene's entry.
    public struct Scene: Hashable, Sendable {
        /// Settings for every frame of the scene.
        public var settings = ComparisonSettings.Patch()
        /// Pixels per point; nil for the manifest's or the scene's own.
        public var scale: Double?
        /// Frame numbers to check.
        public var frames: [Int]?
        /// Times to check, in seconds.
        public var times: [Double]?
        /// Settings of single frames, by frame number.
        public var perFrame: [Int: ComparisonSettings.Patch] = [:]
        /// The goldens, by frame number.
        public var goldens: [Int: Golden] = [:]
        /// The events script the scene is played with (`reel test` loads the scene file with it,
        /// as `--events` would): a path taken from the scene file's folder. Written by `--update`
        /// when it records goldens drawn with a script.
        public var events: String?
        /// The scene file or folder the scene is read from, as a path from the golden folder
        /// (absolute when written so by hand). Written by `reel test` when it records goldens of
        /// a scene file; `reel test` with no scene named tests each scene from its path.
        public var path: String?
        /// The preview options a view file's goldens were drawn with (`PreviewRecord`); nil when
        /// none was given. Written by `reel test` when it records goldens.
        public var preview: PreviewRecord?

        /// An empty entry.
        public init() {}

        /// Whether the user set anything (as opposed to only Reel's records).
        var hasSettings: Bool { !settings.isEmpty || scale != nil || frames != nil || times != nil || !perFrame.isEmpty || events != nil || path != nil || preview != nil }
    }

    /// What a golden image is.
    public struct Golden: Hashable, Sendable {
        /// The digest of its premultiplied pixels.
        public var pixels: PixelDigest
        /// Width in pixels.
        public var width: Int
        /// Height in pixels.
        public var height: Int
        /// The identifier of the environment it was drawn in (a key of `environments`).
        public var environment: String
        /// The size of the PNG file in bytes; a file of another size is decoded (and reported when
        /// damaged) even when the frame's digest matches. Nil in records written by hand.
        public var bytes: Int?

        /// A record of a golden.
        public init(pixels: PixelDigest, width: Int, height: Int, environment: String, bytes: Int? = nil) {
            self.pixels = pixels
            self.width = width
            self.height = height
            self.environment = environment
            self.bytes = bytes
        }
    }

    /// The settings of frame `frame` of `scene`: defaults, then the scene's, then the frame's.
    public func settings(scene: String, frame: Int) -> ComparisonSettings {
        var settings = ComparisonSettings().applying(defaults)
        if let entry = scenes[scene] {
            settings = settings.applying(entry.settings)
            if let patch = entry.perFrame[frame] { settings = settings.applying(patch) }
        }
        return settings
    }

    /// Whether `name` can name a scene's folder of goldens: one path component (not empty, not
    /// `.` or `..`, no `/`) with no NUL, so it never leads out of the golden folder.
    static func canNameFolder(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.unicodeScalars.contains("\0")
    }

    /// The scale frames of `scene` are drawn at: the scene's entry, the defaults, else nil.
    public func scale(scene: String) -> Double? { scenes[scene]?.scale ?? scale }

    /// Environments no golden refers to are dropped.
    mutating func dropUnusedEnvironments() {
        let used = Set(scenes.values.flatMap { $0.goldens.values.map(\.environment) })
        environments = environments.filter { used.contains($0.key) }
    }

    // MARK: Reading

    /// Reads the manifest from `data`; `path` names the file in errors.
    public static func parse(_ data: Data, path: String) throws(GoldenError) -> GoldenManifest {
        let root: JSONValue
        do {
            root = try JSONValue.parse(data)
        } catch {
            throw GoldenError(.failure, "\(path): not valid JSON: \(JSONErrorText.describe(error))")
        }
        var reader = try ObjectReader(root, path: path, location: "")
        var manifest = GoldenManifest()
        guard let schema = try reader.integer("schema") else { throw reader.error("schema", "is missing; the first line of the manifest should set \"schema\": \(schemaVersion)") }
        guard schema == schemaVersion else { throw reader.error("schema", "is \(schema); this version of Reel reads schema \(schemaVersion)") }
        if let defaults = try reader.object("defaults") {
            var r = defaults
            manifest.defaults = try r.settings()
            manifest.scale = try r.scale()
            try r.finish()
        }
        if let environments = try reader.object("environments") {
            for key in environments.keys {
                var r = try environments.objectReader(key)
                manifest.environments[key] = try GoldenEnvironment(reading: &r)
                try r.finish()
            }
        }
        if let scenes = try reader.object("scenes") {
            for name in scenes.keys {
                guard canNameFolder(name) else {
                    throw GoldenError(.failure, "\(path): scenes has the key \(JSONValue.quoted(name)), which cannot name a folder of goldens (a scene's name: not empty, not . or .., no / and no NUL)")
                }
                var r = try scenes.objectReader(name)
                manifest.scenes[name] = try readScene(&r, environments: manifest.environments)
                try r.finish()
            }
        }
        try reader.finish()
        return manifest
    }

    private static func readScene(_ r: inout ObjectReader, environments: [String: GoldenEnvironment]) throws(GoldenError) -> Scene {
        var scene = Scene()
        scene.settings = try r.settings()
        scene.scale = try r.scale()
        if let events = try r.string("events") {
            guard !events.isEmpty, events.hasSuffix(".swift"), !events.unicodeScalars.contains("\0") else {
                throw r.error("events", "must name an events script (EVENTS.swift, from the scene file's folder), not \(JSONValue.quoted(events))")
            }
            scene.events = events
        }
        if let file = try r.string("path") {
            guard !file.isEmpty, !file.unicodeScalars.contains(where: { $0.value < 0x20 }) else {
                throw r.error("path", "must name a scene file or folder (from the golden folder), not \(JSONValue.string(file).text())")
            }
            scene.path = file
        }
        if var preview = try r.object("preview") {
            scene.preview = try PreviewRecord.read(&preview)
        }
        let path = r.path, base = r.location
        func error(_ location: String, _ message: String) -> GoldenError {
            GoldenError(.failure, "\(path): \(base.isEmpty ? location : base + "." + location) \(message)")
        }
        scene.frames = try r.array("frames") { (value, location) throws(GoldenError) in
            guard case .number(let n) = value, n == n.rounded(), n >= 0, n < 1e12 else {
                throw error(location, "must be a frame number (a whole number ≥ 0), not \(value.text())")
            }
            return Int(n)
        }
        scene.times = try r.array("times") { (value, location) throws(GoldenError) in
            guard case .number(let n) = value, n >= 0, n.isFinite else {
                throw error(location, "must be a time in seconds (a number ≥ 0), not \(value.text())")
            }
            return n
        }
        if let perFrame = try r.object("perFrame") {
            for key in perFrame.keys {
                let frame = try perFrame.frameNumber(key)
                var f = try perFrame.objectReader(key)
                scene.perFrame[frame] = try f.settings()
                try f.finish()
            }
        }
        if let goldens = try r.object("goldens") {
            for key in goldens.keys {
                let frame = try goldens.frameNumber(key)
                var g = try goldens.objectReader(key)
                guard let text = try g.string("pixels") else { throw g.error("pixels", "is missing") }
                guard let digest = PixelDigest(text) else { throw g.error("pixels", "must be 32 hexadecimal digits, not \"\(text)\"") }
                guard let width = try g.integer("width"), width > 0 else { throw g.error("width", "must be a whole number of pixels > 0") }
                guard let height = try g.integer("height"), height > 0 else { throw g.error("height", "must be a whole number of pixels > 0") }
                guard let environment = try g.string("environment") else { throw g.error("environment", "is missing") }
                let bytes = try g.integer("bytes")
                if let bytes, bytes <= 0 { throw g.error("bytes", "must be a whole number of bytes > 0, not \(bytes)") }
                guard environments[environment] != nil else {
                    throw g.error("environment", "names \"\(environment)\", which is not among the manifest's environments")
                }
                try g.finish()
                scene.goldens[frame] = Golden(pixels: digest, width: width, height: height, environment: environment, bytes: bytes)
            }
        }
        return scene
    }

    // MARK: Writing

    /// The manifest as JSON text, ending with a newline.
    public var text: String {
        var root: [String: JSONValue] = ["schema": .number(Double(GoldenManifest.schemaVersion))]
        var defaults = GoldenManifest.settingsFields(self.defaults)
        if let scale { defaults["scale"] = .number(scale) }
        if !defaults.isEmpty { root["defaults"] = .object(defaults) }
        var scenes: [String: JSONValue] = [:]
        for (name, scene) in self.scenes {
            var fields = GoldenManifest.settingsFields(scene.settings)
            if let scale = scene.scale { fields["scale"] = .number(scale) }
            if let frames = scene.frames { fields["frames"] = .array(frames.map { .number(Double($0)) }) }
            if let times = scene.times { fields["times"] = .array(times.map { .number($0) }) }
            if let events = scene.events { fields["events"] = .string(events) }
            if let path = scene.path { fields["path"] = .string(path) }
            if let preview = scene.preview, !preview.isEmpty { fields["preview"] = preview.json }
            if !scene.perFrame.isEmpty {
                fields["perFrame"] = .object(Dictionary(uniqueKeysWithValues: scene.perFrame.map {
                    (GoldenManifest.frameKey($0.key), .object(GoldenManifest.settingsFields($0.value)))
                }))
            }
            if !scene.goldens.isEmpty {
                fields["goldens"] = .object(Dictionary(uniqueKeysWithValues: scene.goldens.map { frame, golden in
                    var record: [String: JSONValue] = [
                        "pixels": .string(golden.pixels.description), "width": .number(Double(golden.width)),
                        "height": .number(Double(golden.height)), "environment": .string(golden.environment),
                    ]
                    if let bytes = golden.bytes { record["bytes"] = .number(Double(bytes)) }
                    return (GoldenManifest.frameKey(frame), .object(record))
                }))
            }
            scenes[name] = .object(fields)
        }
        root["scenes"] = .object(scenes)
        if !environments.isEmpty {
            root["environments"] = .object(environments.mapValues { $0.json })
        }
        return JSONValue.object(root).text(inlineWidth: 150) + "\n"
    }

    static func frameKey(_ frame: Int) -> String { String(frame) }

    static func settingsFields(_ patch: ComparisonSettings.Patch) -> [String: JSONValue] {
        var fields: [String: JSONValue] = [:]
        if let v = patch.threshold { fields["threshold"] = .number(v) }
        if let v = patch.antialiasing { fields["antialiasing"] = .bool(v) }
        if let v = patch.channelTolerance { fields["channelTolerance"] = .number(Double(v)) }
        if let v = patch.maxDiffPixels { fields["maxDiffPixels"] = .number(Double(v)) }
        if let v = patch.maxDiffPixelRatio { fields["maxDiffPixelRatio"] = .number(v) }
        return fields
    }
}

/// Reads one JSON object of the manifest, remembering which keys were used so the rest can be
/// reported as unknown, and naming the key path in every error.
struct ObjectReader {
    let path: String
    let location: String
    let fields: [String: JSONValue]
    private var used: Set<String> = []

    init(_ value: JSONValue, path: String, location: String) throws(GoldenError) {
        guard case .object(let fields) = value else {
            throw GoldenError(.failure, "\(path): \(location.isEmpty ? "the manifest" : location) must be a JSON object, not \(value.kind)")
        }
        self.path = path
        self.location = location
        self.fields = fields
    }

    /// The keys, sorted.
    var keys: [String] { fields.keys.sorted() }

    func place(_ key: String) -> String { location.isEmpty ? key : location + "." + key }

    /// An error about `key` of this object.
    func error(_ key: String, _ message: String) -> GoldenError {
        GoldenError(.failure, "\(path): \(place(key)) \(message)")
    }

    private mutating func take(_ key: String) -> JSONValue? {
        used.insert(key)
        guard let value = fields[key], value != .null else { return nil }
        return value
    }

    mutating func number(_ key: String) throws(GoldenError) -> Double? {
        guard let value = take(key) else { return nil }
        guard case .number(let n) = value else { throw error(key, "must be a number, not \(value.kind)") }
        return n
    }

    mutating func integer(_ key: String) throws(GoldenError) -> Int? {
        guard let value = take(key) else { return nil }
        guard case .number(let n) = value, n == n.rounded(), abs(n) < 1e15 else {
            throw error(key, "must be a whole number, not \(value.text())")
        }
        return Int(n)
    }

    mutating func bool(_ key: String) throws(GoldenError) -> Bool? {
        guard let value = take(key) else { return nil }
        guard case .bool(let b) = value else { throw error(key, "must be true or false, not \(value.text())") }
        return b
    }

    mutating func string(_ key: String) throws(GoldenError) -> String? {
        guard let value = take(key) else { return nil }
        guard case .string(let s) = value else { throw error(key, "must be a string, not \(value.kind)") }
        return s
    }

    mutating func object(_ key: String) throws(GoldenError) -> ObjectReader? {
        guard let value = take(key) else { return nil }
        return try ObjectReader(value, path: path, location: place(key))
    }

    /// The object under `key`, which must exist.
    func objectReader(_ key: String) throws(GoldenError) -> ObjectReader {
        try ObjectReader(fields[key] ?? .null, path: path, location: place(key))
    }

    mutating func array<T>(_ key: String, _ element: (JSONValue, String) throws(GoldenError) -> T) throws(GoldenError) -> [T]? {
        guard let value = take(key) else { return nil }
        guard case .array(let items) = value else { throw error(key, "must be an array, not \(value.kind)") }
        var result: [T] = []
        for (index, item) in items.enumerated() { result.append(try element(item, "\(key)[\(index)]")) }
        return result
    }

    /// `key` read as a frame number.
    func frameNumber(_ key: String) throws(GoldenError) -> Int {
        guard let n = Int(key), n >= 0, String(n) == key else {
            throw GoldenError(.failure, "\(path): \(place(key)): the keys of \(location) are frame numbers (whole numbers ≥ 0), not \"\(key)\"")
        }
        return n
    }

    /// The comparison settings of this object.
    mutating func settings() throws(GoldenError) -> ComparisonSettings.Patch {
        var patch = ComparisonSettings.Patch()
        patch.threshold = try number("threshold")
        patch.antialiasing = try bool("antialiasing")
        patch.channelTolerance = try integer("channelTolerance")
        patch.maxDiffPixels = try integer("maxDiffPixels")
        patch.maxDiffPixelRatio = try number("maxDiffPixelRatio")
        if let problem = patch.problems.first {
            let key = String(problem.prefix { $0 != " " })
            throw GoldenError(.failure, "\(path): \(place(key)) " + problem.dropFirst(key.count + 1))
        }
        return patch
    }

    /// The `scale` of this object.
    mutating func scale() throws(GoldenError) -> Double? {
        guard let scale = try number("scale") else { return nil }
        guard scale > 0, scale.isFinite, scale <= GoldenManifest.maximumScale else { throw error("scale", "must be a number of pixels per point > 0 (at most \(Int(GoldenManifest.maximumScale))), not \(JSONValue.number(scale))") }
        return scale
    }

    /// Fails when the object has a key nothing read, suggesting the closest known key.
    func finish() throws(GoldenError) {
        for key in keys where !used.contains(key) {
            var message = "\(path): \(location.isEmpty ? "the manifest" : location) has an unknown key '\(key)'"
            if let guess = Suggestion.closest(to: key, in: used) { message += "; did you mean '\(guess)'?" }
            else { message += "; known keys: \(used.sorted().joined(separator: ", "))" }
            throw GoldenError(.failure, message)
        }
    }
}

/// Short descriptions of JSON parse errors.
enum JSONErrorText {
    static func describe(_ error: Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error {
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return underlying ?? context.debugDescription
        }
        return "\(error)"
    }
}
