import CRsvg

/// An SVG document librsvg has parsed, owned by this value: its reference is released when the
/// value ends. librsvg's handles are not safe to use on several threads at once: `SVGImage`
/// shares one behind a lock.
struct RsvgDocument: ~Copyable {
    /// The handle, for librsvg calls; valid while this value lives.
    let handle: UnsafeMutablePointer<RsvgHandle>

    /// The document in `data`, or why librsvg cannot read it (its message).
    init(data: [UInt8]) throws(RsvgFailure) {
        var error: UnsafeMutablePointer<GError>?
        let made = data.withUnsafeBufferPointer { rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error) }
        guard let made else { throw RsvgFailure(taking: error, from: "rsvg_handle_new_from_data") }
        if let error { g_error_free(error) }
        self.handle = made
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }
}

/// A failure librsvg reported, with its message.
struct RsvgFailure: Error {
    /// librsvg's message (or, when it gave none, which function failed).
    var message: String

    /// The failure described by `error` (freed here), or by `function`'s name when there is none.
    init(taking error: UnsafeMutablePointer<GError>?, from function: String) {
        if let error {
            message = error.pointee.message.map { String(cString: $0) } ?? "\(function) failed"
            g_error_free(error)
        } else {
            message = "\(function) failed"
        }
    }
}
