import Foundation

/// A regular polygon with `sides` corners inscribed in the largest circle centred in its frame,
/// the first corner pointing up.
public struct RegularPolygon: InsettableShape, Sendable {
    /// The number of corners: at least 3, at most `RenderLimits.polygonSides` (more are drawn as
    /// that many, with a warning).
    public var sides: Int
    var insetAmount: CGFloat = 0
    /// A regular polygon.
    public init(sides: Int) { self.sides = sides }
    /// The polygon in `rect`.
    public func path(in rect: CGRect) -> Path {
        let n = RenderLimits.capped(max(3, sides), at: RenderLimits.polygonSides, "sides", view: "RegularPolygon",
                                    diagnostics: DiagnosticLog.current)
        let radius = min(rect.width, rect.height) / 2 - insetAmount
        guard radius > 0 else { return Path() }
        let c = CGPoint(x: rect.midX, y: rect.midY)
        return Path { p in
            p.addLines((0..<n).map { i in
                let a = -Double.pi / 2 + 2 * Double.pi * Double(i) / Double(n)
                return CGPoint(x: c.x + radius * cos(a), y: c.y + radius * sin(a))
            })
            p.closeSubpath()
        }
    }
    /// A polygon inset by `amount` more.
    public func inset(by amount: CGFloat) -> RegularPolygon { var p = self; p.insetAmount += amount; return p }
}

/// A star with `points` tips on the largest circle centred in its frame and inner corners at
/// `innerRadiusFraction` of that radius, the first tip pointing up.
public struct Star: InsettableShape, Sendable {
    /// The number of tips: at least 2, at most `RenderLimits.starPoints` (more are drawn as that
    /// many, with a warning).
    public var points: Int
    /// The inner corners' distance from the centre, as a fraction of the tips' distance.
    public var innerRadiusFraction: CGFloat
    var insetAmount: CGFloat = 0
    /// A star; the default inner radius gives a classic five-pointed star's proportions.
    public init(points: Int = 5, innerRadiusFraction: CGFloat = 0.382) {
        self.points = points
        self.innerRadiusFraction = innerRadiusFraction
    }
    /// The star in `rect`.
    public func path(in rect: CGRect) -> Path {
        let n = RenderLimits.capped(max(2, points), at: RenderLimits.starPoints, "points", view: "Star",
                                    diagnostics: DiagnosticLog.current)
        let outer = min(rect.width, rect.height) / 2 - insetAmount
        guard outer > 0 else { return Path() }
        let inner = outer * max(0, innerRadiusFraction)
        let c = CGPoint(x: rect.midX, y: rect.midY)
        return Path { p in
            p.addLines((0..<(2 * n)).map { i in
                let a = -Double.pi / 2 + Double.pi * Double(i) / Double(n)
                let r = i.isMultiple(of: 2) ? outer : inner
                return CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
            })
            p.closeSubpath()
        }
    }
    /// A star inset by `amount` more.
    public func inset(by amount: CGFloat) -> Star { var s = self; s.insetAmount += amount; return s }
}
