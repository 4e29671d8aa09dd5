import CCairo
import Reel

/// A vector image, an SVG document (`SVGImage`) or a PDF page (`PDFImage`), parsed once and drawn
/// by every renderer sharing the store: as vectors at the size it is drawn (an image set that
/// preserves vector data), or rasterised once at its natural size times the display scale.
/// Implementations draw under a lock of their own, since neither library's objects are safe on
/// several threads at once.
protocol VectorDrawing: AnyObject, Sendable {
    /// The natural width, in points.
    var width: Double { get }
    /// The natural height, in points.
    var height: Double { get }

    /// Draws the image on `cr` stretched to fill `width` x `height` in the context's current user
    /// space, from its origin; false when the library fails (the context is left as it was).
    func render(on cr: OpaquePointer, width: Double, height: Double) -> Bool
}

extension VectorDrawing {
    /// The pixel size of the image rasterised at `scale` pixels per point: its natural size times
    /// the scale, rounded, at least one pixel.
    func pixelSize(scale: Double) -> (width: Int, height: Int) {
        (max(1, Int((width * scale).rounded())), max(1, Int((height * scale).rounded())))
    }

    /// The image rasterised at `scale` pixels per point on a new surface of `pixelSize(scale:)`.
    /// - Throws: `ImageLoadError` naming `path` when it cannot be drawn.
    func rasterised(scale: Double, path: String) throws(ImageLoadError) -> CairoSurface {
        let size = pixelSize(scale: scale)
        do {
            let surface = try CairoSurface.image(width: size.width, height: size.height)
            let drawn: Bool
            do {
                let cr = try CairoContext(drawingOn: surface.handle)
                drawn = render(on: cr.handle, width: Double(size.width), height: Double(size.height))
            }
            guard drawn, surface.status.isSuccess else { throw ImageLoadError(path: path, reason: "the vector image could not be drawn") }
            cairo_surface_flush(surface.handle)
            return surface
        } catch let error as ImageLoadError {
            throw error
        } catch {
            throw ImageLoadError(path: path, reason: "its pixels could not be allocated: \(error)")
        }
    }
}
