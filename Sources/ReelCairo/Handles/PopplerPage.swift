import CPoppler

/// The first page of a PDF document poppler has parsed, with its document, owned by this value:
/// both references are released when the value ends. poppler's objects are not safe to use on
/// several threads at once: `PDFImage` shares one behind a lock.
struct PopplerPage: ~Copyable {
    /// The document.
    let document: OpaquePointer
    /// Its first page, for poppler calls; valid while this value lives.
    let page: OpaquePointer

    /// The first page of the PDF document in `data`, or why poppler cannot read it.
    init(data: [UInt8]) throws(PopplerFailure) {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_bytes(bytes, nil, &error) else {
            throw PopplerFailure(taking: error)
        }
        if let error { g_error_free(error) }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
            g_object_unref(UnsafeMutableRawPointer(document))
            throw PopplerFailure(message: "the document has no pages")
        }
        self.document = document
        self.page = page
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(page))
        g_object_unref(UnsafeMutableRawPointer(document))
    }
}

/// A failure poppler reported, with its message.
struct PopplerFailure: Error {
    /// poppler's message, or what is wrong.
    var message: String

    /// A failure saying `message`.
    init(message: String) { self.message = message }

    /// The failure described by `error` (freed here).
    init(taking error: UnsafeMutablePointer<GError>?) {
        if let error {
            message = error.pointee.message.map { String(cString: $0) } ?? "poppler cannot read it"
            g_error_free(error)
        } else {
            message = "poppler cannot read it"
        }
    }
}
