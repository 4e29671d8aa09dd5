import Foundation

/// Where the items of a display list can draw: the bounds of everything they touch, and the
/// extent of each layer (its content grown by its filters).
///
/// Bounds are in the space the items' transforms map to (device pixels for a frame's list), and
/// conservative: shapes with their strokes' reach (half the width, times the miter limit for
/// miter joins, times √2 for square caps), text boxes grown by half the font size (glyphs can reach
/// past the measured box), image rectangles, particles' symbols at each particle, each grown by
/// `margin` for antialiasing; layers grown by their blurs' and shadows' reach. A filter that paints
/// where nothing was drawn (a colour matrix adding alpha) makes its layer, and everything holding
/// it, unbounded. Clips are ignored (they only take away).
public struct DisplayBounds {
    /// The bounds of everything drawn (`.null` when nothing is), or nil when unbounded.
    public private(set) var total: CGRect?
    /// For each `beginLayer` item, by its index: the layer's extent (`.null` when it draws
    /// nothing), or nil when unbounded.
    public private(set) var layers: [Int: CGRect?] = [:]

    /// How far a blur of standard deviation `sigma` reaches: three deviations, rounded up, and
    /// the margin the blur itself works in.
    public static func blurReach(_ sigma: Double) -> Double {
        (3 * sigma).rounded(.up) + 4
    }

    /// The bounds of `items`, each drawing item grown by `margin`.
    public init(_ items: [DisplayItem], margin: Double = 0) {
        var index = 0
        total = Self.measure(items, from: &index, margin: margin, layers: &layers, top: true)
    }

    /// The bounds of one drawing item, grown by `margin`; `.null` for items that draw nothing by
    /// themselves (clips, layer boundaries) or cannot be drawn (a transform that is not finite and
    /// invertible).
    public static func bounds(of item: DisplayItem, margin: Double = 0) -> CGRect {
        func mapped(_ rect: CGRect, _ transform: CGAffineTransform, outset: Double) -> CGRect {
            guard !rect.isNull, transform.isFinite, transform.isInvertible, outset.isFinite else { return .null }
            return rect.insetBy(dx: -outset, dy: -outset).applying(transform).insetBy(dx: -margin, dy: -margin)
        }
        switch item {
        case .fill(let path, _, _, let draw):
            return mapped(path.boundingRect, draw.transform, outset: 0)
        case .stroke(let path, _, let style, let draw):
            var reach = Double(style.lineWidth) / 2
            if style.lineJoin == .miter { reach *= max(1, Double(style.miterLimit)) }
            if style.lineCap == .square { reach *= 2.squareRoot() }
            return mapped(path.boundingRect, draw.transform, outset: reach)
        case .text(let run):
            return mapped(CGRect(origin: run.origin, size: run.layout.size), run.draw.transform, outset: Double(run.style.font.size) / 2)
        case .image(_, let rect, _, let draw):
            return mapped(rect, draw.transform, outset: 0)
        case .particles(let batch):
            let symbol = batch.symbol.bounds
            guard !symbol.isNull else { return .null }
            var rect = CGRect.null
            for instance in batch.instances where instance.opacity > 0 && instance.scale > 0 {
                rect = rect.union(mapped(symbol, batch.transform(of: instance), outset: 0))
            }
            return rect
        case .pushClip, .popClip, .beginLayer, .beginMask, .endLayer:
            return .null
        }
    }

    /// `content` grown by what `filters` spread it over, or nil when a filter can paint anywhere.
    public static func spread(_ content: CGRect, by filters: [GraphicsFilter]) -> CGRect? {
        guard !content.isNull else { return content }
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
            case .alphaThreshold, .opaque, .backdrop:
                break   // Transparent pixels stay transparent.
            }
        }
        return rect
    }

    /// The bounds of `items` from `index` to the `endLayer` closing the current layer (or the
    /// end), recording nested layers' extents; nil when unbounded. `index` ends past the
    /// closing `endLayer`.
    private static func measure(_ items: [DisplayItem], from index: inout Int, margin: Double,
                                layers: inout [Int: CGRect?], top: Bool) -> CGRect? {
        var bounds = CGRect.null
        var unbounded = false
        var inMask = false
        while index < items.count {
            let item = items[index]
            index += 1
            switch item {
            case .beginLayer(let layer):
                let begin = index - 1
                let extent = measure(items, from: &index, margin: margin, layers: &layers, top: false)
                    .flatMap { spread($0, by: layer.filters) }
                layers[begin] = extent
                // The mask's drawing does not add to the layer: the result is the content, masked.
                guard !inMask else { continue }
                if let extent { bounds = bounds.union(extent) } else { unbounded = true }
            case .beginMask:
                inMask = true
            case .endLayer:
                if !top { return unbounded ? nil : bounds }
            default:
                if !inMask { bounds = bounds.union(Self.bounds(of: item, margin: margin)) }
            }
        }
        return unbounded ? nil : bounds
    }
}
