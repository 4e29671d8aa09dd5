import CCairo
import CRsvg
import Foundation
import Reel

/// An SVG image parsed once by librsvg and drawn by every renderer sharing the store (see
/// `VectorDrawing`): as vectors at the size it is drawn where an image set preserves vector data,
/// else rasterised at its natural size times the display scale, as Xcode rasterises one at build
/// time.
///
/// Its natural size in points is its `width` and `height` when both are absolute lengths (SVG's
/// pixels are points), else its `viewBox`'s size. librsvg's handles are not safe on several
/// threads at once: each use holds the image's lock, so renderers drawing the same image wait for
/// each other, and the pixels never depend on which thread draws. The data is parsed without a
/// base location, so the document cannot load other files (librsvg refuses references without
/// one).
final class SVGImage: VectorDrawing, @unchecked Sendable {
    /// The parsed document, used with `lock` held.
    private let document: RsvgDocument
    private let lock = NSLock()
    /// The natural width, in points.
    let width: Double
    /// The natural height, in points.
    let height: Double

    /// The SVG document in `data`, the file at `path`.
    /// - Throws: `ImageLoadError` naming the file, with librsvg's reason, when the data is not an
    ///   SVG document it can draw or gives the image no size.
    init(data: [UInt8], path: String) throws(ImageLoadError) {
        do {
            document = try RsvgDocument(data: data)
        } catch {
            throw ImageLoadError(path: path, reason: "not a readable SVG file: \(Self.sentence(error.message))")
        }
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(document.handle, &width, &height) == 0 || !(width > 0 && height > 0) {
            var hasWidth: gboolean = 0, hasHeight: gboolean = 0, hasViewBox: gboolean = 0
            var lengthWidth = RsvgLength(), lengthHeight = RsvgLength(), viewBox = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(document.handle, &hasWidth, &lengthWidth, &hasHeight, &lengthHeight, &hasViewBox, &viewBox)
            guard hasViewBox != 0, viewBox.width > 0, viewBox.height > 0 else {
                throw ImageLoadError(path: path, reason: "the SVG image has no size: give its <svg> element a width and a height, or a viewBox")
            }
            (width, height) = (viewBox.width, viewBox.height)
        }
        guard width.isFinite, height.isFinite, width <= Double(RenderLimits.imagePixelSide), height <= Double(RenderLimits.imagePixelSide) else {
            throw ImageLoadError(path: path, reason: "the SVG image is \(Self.number(width)) x \(Self.number(height)) points; each side may be at most \(RenderLimits.imagePixelSide)")
        }
        self.width = width
        self.height = height
    }

    /// Draws the document on `cr` stretched to fill `width` x `height` in the context's current
    /// user space, from its origin; false when librsvg fails (the context is left as it was).
    func render(on cr: OpaquePointer, width: Double, height: Double) -> Bool {
        lock.lock(); defer { lock.unlock() }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_scale(cr, width / self.width, height / self.height)
        var viewport = RsvgRectangle(x: 0, y: 0, width: self.width, height: self.height)
        var error: UnsafeMutablePointer<GError>?
        let drawn = rsvg_handle_render_document(document.handle, cr, &viewport, &error) != 0
        if let error { g_error_free(error) }
        return drawn
    }

    /// librsvg's message as part of a sentence: its first line, without libxml2's error numbers
    /// or a final full stop.
    private static func sentence(_ message: String) -> String {
        var line = message.split(separator: "\n").first.map(String.init) ?? message
        line = line.trimmingCharacters(in: .whitespaces)
        // libxml2's error numbers say nothing to a reader: "Error domain 1 code 77 on line 1 …".
        if let numbers = line.range(of: #"Error domain [0-9]+ code [0-9]+ on "#, options: .regularExpression) {
            line.replaceSubrange(numbers, with: "")
        }
        if line.hasSuffix(".") { line.removeLast() }
        return line
    }

    /// A length for a message: whole numbers without a fraction.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
