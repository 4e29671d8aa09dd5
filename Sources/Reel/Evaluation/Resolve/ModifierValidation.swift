import Foundation

extension ViewModifierNode {
    /// The modifier with unusable numbers replaced, each replacement reported as a warning naming
    /// the modifier: non-finite sizes and insets are dropped (treated as not given) and negative
    /// sizes become zero, as SwiftUI does with its "invalid frame dimension" warning.
    package func validated(_ diagnostics: DiagnosticLog) -> ViewModifierNode {
        func size(_ value: CGFloat?, _ label: String, allowInfinity: Bool = false) -> CGFloat? {
            guard let value else { return nil }
            if value.isNaN || (value.isInfinite && !(allowInfinity && value > 0)) {
                diagnostics.warning("\(label): \(value) is not a usable size; it is ignored", view: name)
                return nil
            }
            if value < 0 {
                diagnostics.warning("\(label): \(value) is negative; using 0", view: name)
                return 0
            }
            return value
        }
        switch self {
        case .frame(let w, let h, let alignment):
            return .frame(width: size(w, "width"), height: size(h, "height"), alignment: alignment)
        case .flexibleFrame(var f):
            f.minWidth = size(f.minWidth, "minWidth")
            f.idealWidth = size(f.idealWidth, "idealWidth")
            f.maxWidth = size(f.maxWidth, "maxWidth", allowInfinity: true)
            f.minHeight = size(f.minHeight, "minHeight")
            f.idealHeight = size(f.idealHeight, "idealHeight")
            f.maxHeight = size(f.maxHeight, "maxHeight", allowInfinity: true)
            // Constraints out of order are put in order as SwiftUI does: an ideal below the
            // minimum is raised to it, a maximum below the ideal or the minimum is raised to it.
            func ordered(_ lo: CGFloat?, _ ideal: inout CGFloat?, _ hi: inout CGFloat?, _ axis: String) {
                if let lo, let hi, lo > hi { diagnostics.warning("contradictory \(axis) constraints: min \(lo) > max \(hi); using max \(lo)", view: name) }
                if let lo, let i = ideal, lo > i {
                    diagnostics.warning("contradictory \(axis) constraints: min \(lo) > ideal \(i); using ideal \(lo)", view: name)
                    ideal = lo
                }
                if let i = ideal, let h = hi, i > h { diagnostics.warning("contradictory \(axis) constraints: ideal \(i) > max \(h); using max \(i)", view: name) }
                if let h = hi, let floor = [lo, ideal].compactMap({ $0 }).max(), floor > h { hi = floor }
            }
            ordered(f.minWidth, &f.idealWidth, &f.maxWidth, "width")
            ordered(f.minHeight, &f.idealHeight, &f.maxHeight, "height")
            return .flexibleFrame(f)
        case .padding(let e):
            func inset(_ v: CGFloat, _ label: String) -> CGFloat {
                if !v.isFinite { diagnostics.warning("\(label) inset \(v) is not a finite number; using 0", view: name); return 0 }
                return v
            }
            return .padding(EdgeInsets(top: inset(e.top, "top"), leading: inset(e.leading, "leading"),
                                       bottom: inset(e.bottom, "bottom"), trailing: inset(e.trailing, "trailing")))
        case .position(let p):
            guard p.isFinitePoint else {
                diagnostics.warning("position (\(p.x), \(p.y)) is not finite; using (0, 0)", view: name)
                return .position(.zero)
            }
            return self
        case .offset(let d):
            guard d.width.isFinite, d.height.isFinite else {
                diagnostics.warning("offset (\(d.width), \(d.height)) is not finite; using (0, 0)", view: name)
                return .offset(.zero)
            }
            return self
        case .rotation(let a, let anchor):
            guard a.radians.isFinite else {
                diagnostics.warning("angle \(a.radians) is not finite; using 0", view: name)
                return .rotation(.zero, anchor: anchor)
            }
            return self
        case .scale(let s, let anchor):
            guard s.width.isFinite, s.height.isFinite else {
                diagnostics.warning("scale (\(s.width), \(s.height)) is not finite; using 1", view: name)
                return .scale(CGSize(width: 1, height: 1), anchor: anchor)
            }
            return self
        case .opacity(let o):
            guard o.isFinite else {
                diagnostics.warning("opacity \(o) is not finite; using 1", view: name)
                return .opacity(1)
            }
            return self
        case .blur(let r, let opaque):
            guard r.isFinite, r >= 0 else {
                diagnostics.warning("radius \(r) must be a finite number ≥ 0; no blur is drawn", view: name)
                return .blur(radius: 0, opaque: opaque)
            }
            return .blur(radius: RenderLimits.capped(r, at: RenderLimits.filterRadius, "radius", view: name, diagnostics: diagnostics),
                         opaque: opaque)
        case .shadow(let color, let r, let x, let y):
            guard r.isFinite, r >= 0, x.isFinite, y.isFinite else {
                diagnostics.warning("radius and offset must be finite (radius ≥ 0); no shadow is drawn", view: name)
                return .shadow(color: .clear, radius: 0, x: 0, y: 0)
            }
            return .shadow(color: color, radius: RenderLimits.capped(r, at: RenderLimits.filterRadius, "radius", view: name, diagnostics: diagnostics),
                           x: x, y: y)
        default:
            return self
        }
    }
}
