import CTurboJPEG

/// A TurboJPEG decompressor this value owns: destroyed when the value ends. One decompressor is
/// used by one thread at a time (each decode makes its own).
struct TurboJPEGDecompressor: ~Copyable {
    /// The decompressor, for TurboJPEG calls; valid while this value lives.
    let handle: UnsafeMutableRawPointer

    /// A new decompressor.
    /// - Throws: `RenderError.noResult` when TurboJPEG made none.
    init() throws(RenderError) {
        guard let handle = tjInitDecompress() else { throw .noResult(function: "tjInitDecompress") }
        self.handle = handle
    }

    /// The message of the last failure, as TurboJPEG words it.
    var lastError: String {
        guard let text = tjGetErrorStr2(handle) else { return "an unknown error" }
        return String(cString: text)
    }

    deinit { tjDestroy(handle) }
}
