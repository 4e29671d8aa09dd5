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
    /// The two fractions, then the trimmed shape's own data, as SwiftUI's trimmed shape: so a
    /// `trim(from:to:)` whose fractions change animates.
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, Content.AnimatableData> {
        get { AnimatablePair(AnimatablePair(startFraction, endFraction), shape.animatableData) }
        set {
            startFraction = newValue.first.first
            endFraction = newValue.first.second
            shape.animatableData = newValue.second
        }
    }
}

extension Path: Shape {
    /// The path itself, whatever the rectangle.
    public func path(in rect: CGRect) -> Path { self }
}
