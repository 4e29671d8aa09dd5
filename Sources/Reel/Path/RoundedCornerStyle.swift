import Foundation

/// How the corners of a rounded rectangle are drawn.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles (or quarter ellipses) meeting the straight sides.
    case circular
    /// Curves whose curvature grows smoothly from the straight sides, as Apple's continuous corners;
    /// each corner reaches about 1.53 times the radius along the sides.
    case continuous
}
