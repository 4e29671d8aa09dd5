import Foundation

/// A resolved paint, with its geometry in the scene's layout space: what the display list carries
/// and the raster backend draws.
public enum Paint: Hashable, Sendable {
    /// One colour.
    case color(Color)
    /// A linear gradient from `start` to `end`.
    case linearGradient(stops: [Gradient.Stop], start: CGPoint, end: CGPoint)
    /// A radial gradient around `center` from `startRadius` to `endRadius`, in a gradient space
    /// that `transform` maps into layout space (identity for circles; a scale for ellipses).
    case radialGradient(stops: [Gradient.Stop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                        transform: CGAffineTransform)
    /// A conic gradient around `center`, from `startAngle` to `endAngle` (clockwise on screen).
    /// Outside that range the nearer end colour is used.
    case angularGradient(stops: [Gradient.Stop], center: CGPoint, startAngle: Angle, endAngle: Angle)
    /// A mesh gradient's patches (`MeshGradient`).
    case mesh(MeshPaint)

    /// The paint with every colour's opacity multiplied by `opacity`.
    public func multiplyingOpacity(_ opacity: Double) -> Paint {
        if opacity == 1 { return self }
        func scale(_ stops: [Gradient.Stop]) -> [Gradient.Stop] {
            stops.map { Gradient.Stop(color: $0.color.opacity(opacity), location: $0.location) }
        }
        switch self {
        case .color(let c): return .color(c.opacity(opacity))
        case .linearGradient(let s, let a, let b): return .linearGradient(stops: scale(s), start: a, end: b)
        case .radialGradient(let s, let c, let r0, let r1, let t):
            return .radialGradient(stops: scale(s), center: c, startRadius: r0, endRadius: r1, transform: t)
        case .angularGradient(let s, let c, let a0, let a1):
            return .angularGradient(stops: scale(s), center: c, startAngle: a0, endAngle: a1)
        case .mesh(var m):
            m.background = m.background.opacity(opacity)
            m.patches = m.patches.map { MeshPatch(boundary: $0.boundary, colors: $0.colors.map { $0.opacity(opacity) }) }
            return .mesh(m)
        }
    }

    /// Whether the paint draws nothing (a fully transparent colour or gradient).
    public var isInvisible: Bool {
        switch self {
        case .color(let c): return c.alpha <= 0
        case .linearGradient(let s, _, _), .radialGradient(let s, _, _, _, _), .angularGradient(let s, _, _, _):
            return s.allSatisfy { $0.color.alpha <= 0 }
        case .mesh(let m):
            return m.background.alpha <= 0 && m.patches.allSatisfy { $0.colors.allSatisfy { $0.alpha <= 0 } }
        }
    }
}
