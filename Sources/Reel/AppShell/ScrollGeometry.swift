import Foundation

/// Where a scroll view's content is, as SwiftUI's `ScrollGeometry`: how far it is scrolled, its
/// size and the scroll view's.
public struct ScrollGeometry: Equatable, Sendable {
    /// How far the content is scrolled from its top-leading edge (negative when pulled past it).
    public var contentOffset: CGPoint
    /// The content's size.
    public var contentSize: CGSize
    /// The scroll view's size.
    public var containerSize: CGSize

    /// Geometry with `contentOffset`, `contentSize` and `containerSize`.
    public init(contentOffset: CGPoint, contentSize: CGSize, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.containerSize = containerSize
    }

    /// The part of the content shown, in the content's coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The scroll view's bounds: its size at the content offset.
    public var bounds: CGRect { visibleRect }
    /// The largest offset along each axis at which the content still fills the scroll view (zero
    /// when the content is shorter).
    public var maximumOffset: CGPoint {
        CGPoint(x: max(0, contentSize.width - containerSize.width), y: max(0, contentSize.height - containerSize.height))
    }
}

/// What a scroll view runs under a scripted finger (the `TouchHandler.scroll` of its interaction
/// node): each move with the finger's translation from where it went down and the scroll view's
/// geometry in the layout of that moment, and the lift.
package struct ScrollRecognizer {
    /// The axes the view scrolls along.
    package var axes: Axis.Set
    /// The finger moved: its translation from where it went down, the time, the geometry.
    package var moved: (CGSize, Double, ScrollGeometry) -> Void
    /// The finger lifted, at the time, with the geometry.
    package var ended: (Double, ScrollGeometry) -> Void
}
