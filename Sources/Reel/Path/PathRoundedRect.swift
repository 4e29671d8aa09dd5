import Foundation

extension Path {
    /// Adds a closed rounded rectangle.
    ///
    /// Corner sizes are clamped to half the rectangle's width and height. Circular corners are
    /// quarter ellipses; continuous corners use the three-curve profile of Apple's continuous
    /// corners, which starts 1.528 66 radii from each corner and is limited so both ends fit.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let r = rect.standardized
        let rx = max(0, min(cornerSize.width, r.width / 2))
        let ry = max(0, min(cornerSize.height, r.height / 2))
        if rx == 0 || ry == 0 { addRect(r); return }
        switch style {
        case .circular: addCircularRoundedRect(r, rx: rx, ry: ry)
        case .continuous: addContinuousRoundedRect(r, rx: rx, ry: ry)
        }
    }

    /// Adds a closed rounded rectangle mapped by `transform`.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform) {
        var rounded = Path()
        rounded.addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
        addPath(rounded, transform: transform)
    }

    private mutating func addCircularRoundedRect(_ r: CGRect, rx: CGFloat, ry: CGFloat) {
        let k = Path.quarterArcHandle
        move(to: CGPoint(x: r.minX + rx, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + ry),
                 control1: CGPoint(x: r.maxX - rx + k * rx, y: r.minY),
                 control2: CGPoint(x: r.maxX, y: r.minY + ry - k * ry))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
        addCurve(to: CGPoint(x: r.maxX - rx, y: r.maxY),
                 control1: CGPoint(x: r.maxX, y: r.maxY - ry + k * ry),
                 control2: CGPoint(x: r.maxX - rx + k * rx, y: r.maxY))
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - ry),
                 control1: CGPoint(x: r.minX + rx - k * rx, y: r.maxY),
                 control2: CGPoint(x: r.minX, y: r.maxY - ry + k * ry))
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
        addCurve(to: CGPoint(x: r.minX + rx, y: r.minY),
                 control1: CGPoint(x: r.minX, y: r.minY + ry - k * ry),
                 control2: CGPoint(x: r.minX + rx - k * rx, y: r.minY))
        closeSubpath()
    }

    /// The continuous corner profile, for the top-right corner, in units of the radius measured
    /// from the corner: (distance along the top edge leftwards, distance down the right edge).
    /// Each entry is a cubic: end point, first control, second control.
    private static let continuousCorner: [(CGPoint, CGPoint, CGPoint)] = [
        (CGPoint(x: 0.66993427, y: 0.06549600), CGPoint(x: 1.08849323, y: 0), CGPoint(x: 0.86840689, y: 0)),
        (CGPoint(x: 0.06549600, y: 0.66993427), CGPoint(x: 0.43196178, y: 0.13599386), CGPoint(x: 0.13599386, y: 0.43196178)),
        (CGPoint(x: 0, y: 1.52866483), CGPoint(x: 0, y: 0.86840689), CGPoint(x: 0, y: 1.08849323)),
    ]
    /// How far along each side a continuous corner reaches, in radii.
    static let continuousCornerExtent: CGFloat = 1.52866483

    private mutating func addContinuousRoundedRect(_ r: CGRect, rx: CGFloat, ry: CGFloat) {
        let e = Path.continuousCornerExtent
        // Limit the radius so that the corner profile fits on each side.
        let lrx = min(rx, r.width / 2 / e), lry = min(ry, r.height / 2 / e)
        // Corner frames: origin at the corner, unit vectors along the "edge" and "down" directions.
        let corners: [(CGPoint, CGPoint, CGPoint)] = [
            (CGPoint(x: r.maxX, y: r.minY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: 1)),  // top right
            (CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: 0, y: -1), CGPoint(x: -1, y: 0)), // bottom right
            (CGPoint(x: r.minX, y: r.maxY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: -1)),  // bottom left
            (CGPoint(x: r.minX, y: r.minY), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0)),   // top left
        ]
        func map(_ corner: (CGPoint, CGPoint, CGPoint), _ p: CGPoint) -> CGPoint {
            let (o, u, v) = corner
            // Scale each local axis by the radius of the screen axis it lies along.
            let ux = u.x * p.x * lrx + v.x * p.y * lrx
            let uy = u.y * p.x * lry + v.y * p.y * lry
            return CGPoint(x: o.x + ux, y: o.y + uy)
        }
        move(to: CGPoint(x: r.minX + e * lrx, y: r.minY))
        for corner in corners {
            addLine(to: map(corner, CGPoint(x: e, y: 0)))
            for (end, c1, c2) in Path.continuousCorner {
                addCurve(to: map(corner, end), control1: map(corner, c1), control2: map(corner, c2))
            }
        }
        closeSubpath()
    }
}
