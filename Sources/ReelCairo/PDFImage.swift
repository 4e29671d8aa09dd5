import CCairo
import CPoppler
import Foundation
import Reel

/// A PDF image, the first page of a PDF document, parsed once by poppler and drawn by every
/// renderer sharing the store (see `VectorDrawing`): the older vector format of Xcode's image sets,
/// drawn as vectors where the set preserves vector data, else rasterised at the display scale.
///
/// Its natural size in points is the page's size (PDF's points are points). poppler's objects are
/// not safe on several threads at once: each use holds the image's lock.
final class PDFImage: VectorDrawing, @unchecked Sendable {
    /// The parsed page, used with `lock` held.
    private let page: PopplerPage
    private let lock = NSLock()
    /// The natural width, in points.
    let width: Double
    /// The natural height, in points.
    let height: Double

    /// The first page of the PDF document in `data`, the file at `path`.
    /// - Throws: `ImageLoadError` naming the file, with poppler's reason, when the data is not a
    ///   PDF document it can read or its page has no size.
    init(data: [UInt8], path: String) throws(ImageLoadError) {
        do {
            page = try PopplerPage(data: data)
        } catch {
            var reason = error.message.trimmingCharacters(in: .whitespaces)
            if reason.hasSuffix(".") { reason.removeLast() }
            throw ImageLoadError(path: path, reason: "not a readable PDF file: \(reason)")
        }
        var width = 0.0, height = 0.0
        poppler_page_get_size(page.page, &width, &height)
        guard width > 0, height > 0, width <= Double(RenderLimits.imagePixelSide), height <= Double(RenderLimits.imagePixelSide) else {
            throw ImageLoadError(path: path, reason: "the PDF page is \(width) x \(height) points; each side may be 1 to \(RenderLimits.imagePixelSide)")
        }
        self.width = width
        self.height = height
    }

    /// Draws the page on `cr` stretched to fill `width` x `height` from the origin.
    func render(on cr: OpaquePointer, width: Double, height: Double) -> Bool {
        lock.lock(); defer { lock.unlock() }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_scale(cr, width / self.width, height / self.height)
        poppler_page_render(page.page, cr)
        return cairo_status(cr) == CAIRO_STATUS_SUCCESS
    }
}
