import Foundation

/// A projective transform of the plane, as SwiftUI's `ProjectionTransform`: a 3 × 3 matrix
/// applied to row vectors.
///
/// A point (x, y) maps to ((x·m11 + y·m21 + m31) / w, (x·m12 + y·m22 + m32) / w) with
/// w = x·m13 + y·m23 + m33. `init(_:)` of a `CGAffineTransform` puts `a`, `b`, `c`, `d`, `tx`,
/// `ty` in m11, m12, m21, m22, m31, m32. `concatenating(t)` applies `self` first and then `t`.
///
/// Reel draws through Cairo, whose transforms are affine: a projection is drawn only when its
/// perspective terms m13 and m23 are zero (and m33 is not), as the affine transform it equals
/// (`GeometryEffect` reports an error and draws nothing for one that is not).
public struct ProjectionTransform: Hashable, Sendable {
    /// First row.
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    /// Second row.
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    /// Third row: the translation and the projective scale.
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The projection equal to the affine transform `m`.
    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b
        m21 = m.c; m22 = m.d
        m31 = m.tx; m32 = m.ty
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the perspective terms m13 and m23 are zero.
    public var isAffine: Bool { m13 == 0 && m23 == 0 }

    /// `self` followed by `rhs` (the matrix product `self · rhs`).
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var m = ProjectionTransform()
        m.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        m.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        m.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        m.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        m.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        m.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        m.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        m.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        m.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return m
    }

    /// The determinant of the matrix.
    var determinant: CGFloat {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// Inverts the transform in place; returns false (leaving it unchanged) when it has no
    /// inverse.
    @discardableResult
    public mutating func invert() -> Bool {
        let det = determinant
        guard det.isFinite, abs(det) > 1e-12 else { return false }
        let r = 1 / det
        var m = ProjectionTransform()
        m.m11 = (m22 * m33 - m23 * m32) * r
        m.m12 = (m13 * m32 - m12 * m33) * r
        m.m13 = (m12 * m23 - m13 * m22) * r
        m.m21 = (m23 * m31 - m21 * m33) * r
        m.m22 = (m11 * m33 - m13 * m31) * r
        m.m23 = (m13 * m21 - m11 * m23) * r
        m.m31 = (m21 * m32 - m22 * m31) * r
        m.m32 = (m12 * m31 - m11 * m32) * r
        m.m33 = (m11 * m22 - m12 * m21) * r
        self = m
        return true
    }

    /// The inverse transform, or `self` unchanged when it has none.
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }

    /// The affine transform this projection equals, which Reel can draw: nil when a perspective
    /// term (m13, m23) is not zero, or m33 is zero (every point would go to infinity).
    package var drawableTransform: CGAffineTransform? {
        guard isAffine, m33 != 0, m33.isFinite else { return nil }
        let w = m33
        return CGAffineTransform(a: m11 / w, b: m12 / w, c: m21 / w, d: m22 / w, tx: m31 / w, ty: m32 / w)
    }

    /// Why the projection cannot be drawn, for messages; nil when it can.
    package var undrawableReason: String? {
        if !isAffine {
            return "has perspective terms (m13 = \(Self.number(m13)), m23 = \(Self.number(m23))), which Reel cannot draw: its drawing (Cairo) is affine; return a projection made from a CGAffineTransform (translation, rotation, scale, skew), with m13 and m23 zero"
        }
        if m33 == 0 || !m33.isFinite { return "has m33 = \(Self.number(m33)), which sends every point to infinity; m33 must be a non-zero number (1 for an affine transform)" }
        return nil
    }

    private static func number(_ value: CGFloat) -> String {
        let d = Double(value)
        return d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
    }
}

extension CGPoint {
    /// The point mapped by the projection `m` (divided by its w); infinite when w is zero.
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let px = x * m.m11 + y * m.m21 + m.m31
        let py = x * m.m12 + y * m.m22 + m.m32
        let w = x * m.m13 + y * m.m23 + m.m33
        guard w != 0 else { return CGPoint(x: CGFloat.infinity, y: CGFloat.infinity) }
        return CGPoint(x: px / w, y: py / w)
    }
}
