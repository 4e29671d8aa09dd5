import Foundation
import Reel

/// The device-pixel rectangle each layer of a display list can touch, so that its offscreen
/// surface (and its blur, shadow and threshold work) covers that rectangle instead of the whole
/// canvas.
///
/// A layer's extent is the union of what its content draws (path bounds widened for strokes and
/// antialiasing, text boxes widened for glyphs that overhang them, image rectangles, nested
/// layers' extents), grown by its filters (a blur's or shadow's reach, a shadow's offset) and
/// clipped to the canvas. The rectangle only ever holds every pixel the layer would change on a
/// canvas-sized surface, with the same margin the blur itself works in, so the pixels are the
/// same either way. Layers whose filters paint where nothing was drawn (a colour matrix that adds
/// alpha) have no extent and get the whole canvas.
struct LayerExtents {
    /// A rectangle of whole device pixels: `x0..<x1`, `y0..<y1`.
    struct PixelRect: Equatable {
        var x0: Int, y0: Int, x1: Int, y1: Int

        var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    }

    /// The extent of the layer begun at each `beginLayer` index; absent for layers drawn on the
    /// whole canvas.
    private(set) var extents: [Int: PixelRect] = [:]

    /// Margin added around antialiased geometry and around glyph boxes, in device pixels.
    static let antialiasMargin = 2.0

    /// The extents of `list`'s layers.
    init(_ list: DisplayList) {
        let canvas = PixelRect(x0: 0, y0: 0, x1: list.pixelWidth, y1: list.pixelHeight)
        var index = 0
        _ = measure(list.items, from: &index, canvas: canvas, top: true)
    }

    /// The extent of the layer that `beginLayer` at `index` opens.
    func extent(ofLayerAt index: Int) -> PixelRect? { extents[index] }

    /// The device bounds of what `items` draw from `index` until the `endLayer` closing the
    /// current layer (or the end), recording every nested layer's extent on the way; nil when
    /// they may touch anything. `index` ends past the closing `endLayer`.
    private mutating func measure(_ items: [DisplayItem], from index: inout Int, canvas: PixelRect, top: Bool) -> CGRect?? {
        var bounds: CGRect? = nil        // nil: nothing drawn yet
        var unbounded = false
        var inMask = false
        func add(_ rect: CGRect?) {
            guard !inMask, let rect, !rect.isNull, rect.isFinite else { return }
            bounds = bounds.map { $0.union(rect) } ?? rect
        }
        while index < items.count {
            let item = items[index]
            index += 1
            switch item {
            case .fill(let path, _, _, let draw):
                add(Self.device(path.boundingRect, draw.transform, outset: 0))
            case .stroke(let path, _, let style, let draw):
                add(Self.device(path.boundingRect, draw.transform, outset: Self.strokeReach(style)))
            case .text(let run):
                let box = CGRect(origin: run.origin, size: run.layout.size)
                add(Self.device(box, run.draw.transform, outset: run.style.font.size))
            case .image(_, let rect, _, let draw):
                add(Self.device(rect, draw.transform, outset: 0))
            case .pushClip, .popClip:
                break
            case .beginLayer(let layer):
                let begin = index - 1
                let inner = measure(items, from: &index, canvas: canvas, top: false)
                switch inner {
                case .some(.some(let content)):
                    if let grown = Self.grow(content, by: layer.filters) {
                        let rect = Self.pixels(grown, in: canvas)
                        extents[begin] = rect
                        if !rect.isEmpty { add(CGRect(x: rect.x0, y: rect.y0, width: rect.x1 - rect.x0, height: rect.y1 - rect.y0)) }
                    } else if !inMask {
                        unbounded = true
                    }
                case .some(.none):
                    // The layer draws nothing: an empty surface is enough.
                    extents[begin] = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
                case .none:
                    if !inMask { unbounded = true }
                }
            case .beginMask:
                inMask = true
            case .endLayer:
                if !top { return unbounded ? .none : .some(bounds) }
            }
        }
        return unbounded ? .none : .some(bounds)
    }

    /// How far a stroke reaches beyond its path, in the path's own units: half the width, times
    /// the miter limit for miter joins, times √2 for square caps.
    static func strokeReach(_ style: StrokeStyle) -> Double {
        var reach = Double(style.lineWidth) / 2
        if style.lineJoin == .miter { reach *= max(1, Double(style.miterLimit)) }
        if style.lineCap == .square { reach *= 2.squareRoot() }
        return reach.isFinite ? reach : .infinity
    }

    /// `rect` grown by `outset` in its own space, then mapped by `transform` to device pixels and
    /// grown by the antialiasing margin; nil when the transform cannot be drawn.
    static func device(_ rect: CGRect, _ transform: CGAffineTransform, outset: Double) -> CGRect? {
        guard !rect.isNull, transform.isFinite, transform.isInvertible else { return nil }
        let grown = rect.insetBy(dx: -outset, dy: -outset)
        return grown.applying(transform).insetBy(dx: -antialiasMargin, dy: -antialiasMargin)
    }

    /// `content` grown by what `filters` spread it over, or nil when a filter can paint anywhere.
    static func grow(_ content: CGRect, by filters: [GraphicsFilter]) -> CGRect? {
        var rect = content
        for filter in filters {
            switch filter {
            case .blur(let sigma):
                let reach = blurReach(sigma)
                rect = rect.insetBy(dx: -reach, dy: -reach)
            case .shadow(_, let sigma, let dx, let dy):
                let reach = blurReach(sigma)
                rect = rect.union(rect.offsetBy(dx: dx, dy: dy).insetBy(dx: -reach, dy: -reach))
            case .colorMatrix(let matrix):
                // A constant alpha term paints transparent pixels too.
                if matrix.entries[19] > 0 { return nil }
            case .alphaThreshold, .opaque:
                break   // Transparent pixels stay transparent.
            }
        }
        return rect
    }

    /// How far a blur of `sigma` reaches, with the margin `GaussianBlur` works in.
    static func blurReach(_ sigma: Double) -> Double {
        (3 * sigma).rounded(.up) + 4
    }

    /// `rect` as whole pixels, clipped to the canvas.
    static func pixels(_ rect: CGRect, in canvas: PixelRect) -> PixelRect {
        guard rect.isFinite else { return canvas }
        let x0 = max(canvas.x0, Int(max(-1e9, rect.minX.rounded(.down))))
        let y0 = max(canvas.y0, Int(max(-1e9, rect.minY.rounded(.down))))
        let x1 = min(canvas.x1, Int(min(1e9, rect.maxX.rounded(.up))))
        let y1 = min(canvas.y1, Int(min(1e9, rect.maxY.rounded(.up))))
        return PixelRect(x0: x0, y0: y0, x1: max(x0, x1), y1: max(y0, y1))
    }
}

private extension CGRect {
    /// Whether every coordinate is finite.
    var isFinite: Bool { minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite }
}
