import Foundation

/// The part of a shape's outline between two fractions of its length.
public struct _TrimmedShape<Content: Shape>: Shape {
    /// The shape being trimmed.
    public var shape: Content
    /// Where the kept part starts, as a fraction of the outline's length.
    public var startFraction: CGFloat
    /// Where the kept part ends, as a fraction of the outline's length.
    public var endFraction: CGFloat

    /// The trimmed outline: fractions are clamped to 0...1; from ≥ to draws nothing.
    public func path(in rect: CGRect) -> Path {
        let a = min(1, max(0, startFraction.isFinite ? startFraction : 0))
        let b = min(1, max(0, endFraction.isFinite ? endFraction : 1))
        if a == 0 && b == 1 { return shape.path(in: rect) }
        return shape.path(in: rect).trimmedPath(from: a, to: b)
    }
    /// The wrapped shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension Path: Shape {
    /// The path itself, whatever the rectangle.
    public func path(in rect: CGRect) -> Path { self }
}
