import Foundation

/// An affine transform of the plane, with CoreGraphics' names and conventions.
///
/// A point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty). `concatenating(t)` applies `self` first
/// and then `t`, as CoreGraphics does.
public struct CGAffineTransform: Hashable, Sendable {
    /// Matrix entries.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// A transform from its six matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    /// A transform from its six matrix entries, unlabelled.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }
    /// The identity transform.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    /// A translation.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    /// A scale about the origin.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A rotation about the origin; positive angles turn clockwise on Reel's y-down screen.
    public init(rotationAngle angle: CGFloat) {
        let cs = cos(angle), sn = sin(angle)
        self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }
    /// The determinant of the linear part; zero when the transform collapses the plane.
    public var determinant: CGFloat { a * d - b * c }
    /// Whether the transform can be inverted (its determinant is finite and not zero).
    public var isInvertible: Bool {
        let det = determinant
        return det.isFinite && abs(det) > 1e-12
    }
    /// Whether every entry is finite.
    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// `self` followed by `t`.
    public func concatenating(_ t: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d,
            c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }
    /// A translation applied before `self`.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }
    /// A scale applied before `self`.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }
    /// A rotation applied before `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
    /// The inverse transform, or `self` unchanged when it cannot be inverted (as CoreGraphics does).
    public func inverted() -> CGAffineTransform {
        let det = determinant
        guard det.isFinite, abs(det) > 1e-12 else { return self }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return CGAffineTransform(a: ia, b: ib, c: ic, d: id,
                                 tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// A rotation by `angle` about `pivot`.
    public static func rotation(_ angle: Angle, about pivot: CGPoint) -> CGAffineTransform {
        CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(CGAffineTransform(rotationAngle: angle.radians))
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
    }
    /// A scale by (`sx`, `sy`) about `pivot`.
    public static func scale(x sx: CGFloat, y sy: CGFloat, about pivot: CGPoint) -> CGAffineTransform {
        CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: pivot.x - sx * pivot.x, ty: pivot.y - sy * pivot.y)
    }
    /// `transform` applied about `pivot`: moved so the pivot is the origin, transformed, moved back.
    public static func about(_ pivot: CGPoint, _ transform: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
    }
}

extension CGPoint {
    /// The point mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped by the linear part of `t`.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding the four corners of `self` mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
                       CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return CGRect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }
}
