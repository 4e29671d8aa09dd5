/// A click or a drag on the page's frame, to be recorded in the events script (`POST /record`).
public struct PreviewInteraction: Codable, Hashable, Sendable {
    /// `tap` or `drag`.
    public var kind: String
    /// The playhead, in seconds.
    public var time: Double
    /// Where the pointer went down, in points of the canvas.
    public var x: Double
    /// Where the pointer went down, in points of the canvas.
    public var y: Double
    /// Where a drag ended, in points (drags only).
    public var toX: Double?
    /// Where a drag ended, in points (drags only).
    public var toY: Double?

    /// An interaction.
    public init(kind: String, time: Double, x: Double, y: Double, toX: Double? = nil, toY: Double? = nil) {
        self.kind = kind
        self.time = time
        self.x = x
        self.y = y
        self.toX = toX
        self.toY = toY
    }
}
