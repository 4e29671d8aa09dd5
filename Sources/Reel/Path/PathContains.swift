import Foundation

extension Path {
    /// Whether filling the path would cover `p`, as SwiftUI's `Path.contains(_:eoFill:)`.
    ///
    /// The winding number of the outline about `p` is counted with the non-zero rule by default
    /// (inside when it is not zero) or the even-odd rule when `eoFill` is true (inside when it is
    /// odd), so two concentric circles drawn the same way make a disc with non-zero and a ring with
    /// even-odd. Open subpaths are closed implicitly, as filling does. Curves are taken as the
    /// polyline within 0.05 pt of them, so points on the outline or closer than that to a curve may
    /// go either way.
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        guard p.isFinitePoint else { return false }
        var winding = 0
        for subpath in subpaths {
            for segment in subpath.segments {
                winding += segment.winding(around: p, tolerance: Path.flatteningTolerance)
            }
            if !subpath.isClosed, let last = subpath.segments.last {
                winding += BezierSegment.edgeWinding(last.end, subpath.start, p)
            }
        }
        return eoFill ? winding & 1 != 0 : winding != 0
    }
}
