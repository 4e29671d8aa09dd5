import Foundation
import Reel

/// The device-pixel rectangle each layer of a frame can touch, so that its offscreen surface (and
/// the blur, shadow and threshold work on it) covers that rectangle instead of the whole canvas.
///
/// A layer's extent is its `DisplayBounds` extent (what it draws, grown for antialiasing and by
/// its filters' reach, which includes the margin `GaussianBlur` works in), in whole pixels,
/// clipped to the canvas. Every pixel the layer would change on a canvas-sized surface lies
/// inside it, so the pixels are the same either way. Unbounded layers get the whole canvas.
struct LayerExtents {
    /// A rectangle of whole device pixels: `x0..<x1`, `y0..<y1`.
    struct PixelRect: Equatable {
        var x0: Int, y0: Int, x1: Int, y1: Int
    }

    /// Margin added around antialiased geometry, in device pixels.
    static let antialiasMargin = 2.0

    private let extents: [Int: PixelRect]

    /// The extents of `list`'s layers.
    init(_ list: DisplayList) {
        // Without layers there is nothing to bound: skip measuring every path.
        guard list.items.contains(where: { if case .beginLayer = $0 { true } else { false } }) else {
            extents = [:]
            return
        }
        let bounds = DisplayBounds(list.items, margin: Self.antialiasMargin)
        let canvas = PixelRect(x0: 0, y0: 0, x1: list.pixelWidth, y1: list.pixelHeight)
        extents = bounds.layers.compactMapValues { extent in extent.map { Self.pixels($0, in: canvas) } }
    }

    /// The extent of the layer that `beginLayer` at `index` opens, or nil for the whole canvas.
    func extent(ofLayerAt index: Int) -> PixelRect? { extents[index] }

    /// `rect` as whole pixels, clipped to the canvas (empty when it draws nothing).
    static func pixels(_ rect: CGRect, in canvas: PixelRect) -> PixelRect {
        guard !rect.isNull else { return PixelRect(x0: 0, y0: 0, x1: 0, y1: 0) }
        guard rect.isFiniteRect else { return canvas }
        let x0 = max(canvas.x0, Int(max(-1e9, rect.minX.rounded(.down))))
        let y0 = max(canvas.y0, Int(max(-1e9, rect.minY.rounded(.down))))
        let x1 = min(canvas.x1, Int(min(1e9, rect.maxX.rounded(.up))))
        let y1 = min(canvas.y1, Int(min(1e9, rect.maxY.rounded(.up))))
        return PixelRect(x0: x0, y0: y0, x1: max(x0, x1), y1: max(y0, y1))
    }
}
