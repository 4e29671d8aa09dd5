/// What the page needs to know about a loaded scene: its length, rate and size, its events, and
/// the choices the command line offers.
public struct PreviewSummary: Codable, Hashable, Sendable {
    /// One event of the scene, marked on the page's timeline.
    public struct Event: Codable, Hashable, Sendable {
        /// When it happens, in seconds.
        public var time: Double
        /// What the page writes beside it (where it was written: `Scene.swift:12`).
        public var label: String
        /// `timeline` for the scene's own `At` events, `script` for the events script's.
        public var source: String
        /// The line of code the event is written on, trimmed (the page shows it on hover); empty
        /// when the source is not known.
        public var code: String

        /// An event at `time`.
        public init(time: Double, label: String, source: String, code: String = "") {
            self.time = time
            self.label = label
            self.source = source
            self.code = code
        }
    }

    /// The scene's length in seconds.
    public var duration: Double
    /// Frames per second.
    public var fps: Double
    /// The canvas's width in points.
    public var width: Double
    /// The canvas's height in points.
    public var height: Double
    /// The scene's own pixels per point.
    public var scale: Double
    /// The events, in time order.
    public var events: [Event]
    /// The previews the file offers (`#Preview 1 "Title" (line 40)`), empty for a scene.
    public var previews: [String]
    /// The preview shown, or nil for a scene.
    public var preview: String?
    /// The devices a preview can be drawn on.
    public var devices: [String]
    /// The device the preview is drawn on, or nil (a scene, or a plain canvas).
    public var device: String?
    /// `light` or `dark`.
    public var colorScheme: String

    /// A summary.
    public init(duration: Double, fps: Double, width: Double, height: Double, scale: Double, events: [Event],
                previews: [String], preview: String?, devices: [String], device: String?, colorScheme: String) {
        self.duration = duration
        self.fps = fps
        self.width = width
        self.height = height
        self.scale = scale
        self.events = events
        self.previews = previews
        self.preview = preview
        self.devices = devices
        self.device = device
        self.colorScheme = colorScheme
    }
}
