import CCairo

/// A Cairo status code: why Cairo stopped, with Cairo's own wording.
public struct CairoStatus: Hashable, Sendable, CustomStringConvertible {
    /// Cairo's number for the status (`cairo_status_t`).
    public let rawValue: UInt32

    init(_ status: cairo_status_t) { rawValue = status.rawValue }

    /// Whether the status is `CAIRO_STATUS_SUCCESS`.
    var isSuccess: Bool { rawValue == CAIRO_STATUS_SUCCESS.rawValue }

    /// Cairo's message for the status, such as `out of memory`.
    public var description: String {
        guard let text = cairo_status_to_string(cairo_status_t(rawValue: rawValue)) else { return "status \(rawValue)" }
        return String(cString: text)
    }
}
