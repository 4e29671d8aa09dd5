import Foundation

extension CGRect {
    /// The centre of the rectangle.
    public var center: CGPoint { CGPoint(x: midX, y: midY) }

    /// The rectangle shrunk by `insets` (grown where they are negative).
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.leading, y: minY + insets.top,
               width: width - insets.horizontal, height: height - insets.vertical)
    }

    /// Whether every coordinate is finite.
    public var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension CGPoint {
    /// Component-wise sum.
    public static func + (l: CGPoint, r: CGPoint) -> CGPoint { CGPoint(x: l.x + r.x, y: l.y + r.y) }
    /// Component-wise difference.
    public static func - (l: CGPoint, r: CGPoint) -> CGPoint { CGPoint(x: l.x - r.x, y: l.y - r.y) }
    /// The point scaled by a factor.
    public static func * (l: CGPoint, r: CGFloat) -> CGPoint { CGPoint(x: l.x * r, y: l.y * r) }
    /// Linear interpolation from `self` to `other` at fraction `t`.
    public func interpolated(to other: CGPoint, at t: CGFloat) -> CGPoint {
        CGPoint(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }
    /// The distance to `other`.
    public func distance(to other: CGPoint) -> CGFloat { hypot(other.x - x, other.y - y) }
    /// Whether both coordinates are finite.
    public var isFinitePoint: Bool { x.isFinite && y.isFinite }
}
