/// One message of the update stream (`GET /updates`): a reload of the module.
public struct PreviewUpdate: Hashable, Sendable {
    /// The generation now served.
    public var generation: PreviewGeneration
    /// Whether it loaded.
    public var ok: Bool

    /// An update.
    public init(generation: PreviewGeneration, ok: Bool) {
        self.generation = generation
        self.ok = ok
    }

    /// The server-sent event: `event: reload` and `data: {"generation":"…","ok":true}`.
    public var event: String {
        "event: reload\ndata: {\"generation\":\"\(generation)\",\"ok\":\(ok)}\n\n"
    }
}
