import Foundation

/// An affine transform split into translation, rotation, scale and a residual 2x2 matrix: the
/// space in which transforms animate.
///
/// Interpolating the six matrix entries directly makes a rotation shrink through its midpoint (a
/// half turn passes through the zero matrix). SwiftUI does not document how it interpolates
/// `CGAffineTransform`, so Reel follows the 2D matrix decomposition of the CSS Transforms
/// specification (as WebKit implements it): each part is interpolated linearly and the matrix is
/// recomposed. Unlike CSS, the angle is not adjusted to turn the short way, because an animation
/// vector must not depend on the pair of values being interpolated.
public struct DecomposedTransform: VectorArithmetic, Hashable, Sendable {
    /// Horizontal translation.
    public var translationX: Double
    /// Vertical translation.
    public var translationY: Double
    /// Scale along the transformed x axis; negative when that axis was flipped.
    public var scaleX: Double
    /// Scale along the transformed y axis; negative when that axis was flipped.
    public var scaleY: Double
    /// Rotation in radians.
    public var angle: Double
    /// Residual matrix, first row, first column (1 for transforms without skew).
    public var m11: Double
    /// Residual matrix, first row, second column (0 for transforms without skew).
    public var m12: Double
    /// Residual matrix, second row, first column (0 for transforms without skew).
    public var m21: Double
    /// Residual matrix, second row, second column (1 for transforms without skew).
    public var m22: Double

    /// A decomposition from its parts.
    public init(translationX: Double, translationY: Double, scaleX: Double, scaleY: Double, angle: Double,
                m11: Double, m12: Double, m21: Double, m22: Double) {
        self.translationX = translationX; self.translationY = translationY
        self.scaleX = scaleX; self.scaleY = scaleY; self.angle = angle
        self.m11 = m11; self.m12 = m12; self.m21 = m21; self.m22 = m22
    }

    /// The decomposition of `t`.
    public init(_ t: CGAffineTransform) {
        var row0x = Double(t.a), row0y = Double(t.b), row1x = Double(t.c), row1y = Double(t.d)
        var sx = (row0x * row0x + row0y * row0y).squareRoot()
        var sy = (row1x * row1x + row1y * row1y).squareRoot()
        // A negative determinant means one axis was flipped; flip the one whose unit vectors agree least.
        if row0x * row1y - row0y * row1x < 0 {
            if row0x < row1y { sx = -sx } else { sy = -sy }
        }
        if sx != 0 { row0x /= sx; row0y /= sx }
        if sy != 0 { row1x /= sy; row1y /= sy }
        let angle = atan2(row0y, row0x)
        if angle != 0 {
            // Remove the rotation: multiply the rows by rotate(-angle).
            let sn = -row0y, cs = row0x
            let (a, b, c, d) = (row0x, row0y, row1x, row1y)
            row0x = cs * a + sn * c
            row0y = cs * b + sn * d
            row1x = -sn * a + cs * c
            row1y = -sn * b + cs * d
        }
        self.init(translationX: Double(t.tx), translationY: Double(t.ty), scaleX: sx, scaleY: sy, angle: angle,
                  m11: row0x, m12: row0y, m21: row1x, m22: row1y)
    }

    /// The transform these parts recompose to: rows = diag(scale) · rotation(angle) · residual.
    public var transform: CGAffineTransform {
        let cs = cos(angle), sn = sin(angle)
        let p0x = cs * m11 + sn * m21, p0y = cs * m12 + sn * m22
        let p1x = -sn * m11 + cs * m21, p1y = -sn * m12 + cs * m22
        return CGAffineTransform(a: CGFloat(scaleX * p0x), b: CGFloat(scaleX * p0y),
                                 c: CGFloat(scaleY * p1x), d: CGFloat(scaleY * p1y),
                                 tx: CGFloat(translationX), ty: CGFloat(translationY))
    }

    /// All parts zero. (The identity transform is not zero: its scales and residual diagonal are 1.)
    public static var zero: DecomposedTransform {
        DecomposedTransform(translationX: 0, translationY: 0, scaleX: 0, scaleY: 0, angle: 0, m11: 0, m12: 0, m21: 0, m22: 0)
    }
    /// Part-wise sum.
    public static func + (l: DecomposedTransform, r: DecomposedTransform) -> DecomposedTransform {
        DecomposedTransform(translationX: l.translationX + r.translationX, translationY: l.translationY + r.translationY,
                            scaleX: l.scaleX + r.scaleX, scaleY: l.scaleY + r.scaleY, angle: l.angle + r.angle,
                            m11: l.m11 + r.m11, m12: l.m12 + r.m12, m21: l.m21 + r.m21, m22: l.m22 + r.m22)
    }
    /// Part-wise difference.
    public static func - (l: DecomposedTransform, r: DecomposedTransform) -> DecomposedTransform {
        DecomposedTransform(translationX: l.translationX - r.translationX, translationY: l.translationY - r.translationY,
                            scaleX: l.scaleX - r.scaleX, scaleY: l.scaleY - r.scaleY, angle: l.angle - r.angle,
                            m11: l.m11 - r.m11, m12: l.m12 - r.m12, m21: l.m21 - r.m21, m22: l.m22 - r.m22)
    }
    /// Multiplies every part by `rhs`.
    public mutating func scale(by rhs: Double) {
        translationX *= rhs; translationY *= rhs; scaleX *= rhs; scaleY *= rhs; angle *= rhs
        m11 *= rhs; m12 *= rhs; m21 *= rhs; m22 *= rhs
    }
    /// The sum of the squared parts.
    public var magnitudeSquared: Double {
        translationX * translationX + translationY * translationY + scaleX * scaleX + scaleY * scaleY
            + angle * angle + m11 * m11 + m12 * m12 + m21 * m21 + m22 * m22
    }
}
