import Foundation

/// A view's size and its alignment guides, as containers see them when aligning it.
public struct ViewDimensions {
    /// The view's width.
    public var width: CGFloat
    /// The view's height.
    public var height: CGFloat
    /// The view's explicit guide values (set by `alignmentGuide`, text baselines, or propagated
    /// from its content); nil where the guide takes its default value.
    let explicit: (AlignmentKey) -> CGFloat?

    /// Dimensions of a size with explicit guides from `explicit`.
    public init(width: CGFloat, height: CGFloat, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        self.width = width
        self.height = height
        self.explicit = explicit
    }

    /// Dimensions of `size` with no explicit guides.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// The view's size.
    public var size: CGSize { CGSize(width: width, height: height) }

    /// The value of a horizontal guide: its explicit value or its default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { explicit(guide.key) ?? guide.key.defaultValue(self) }
    /// The value of a vertical guide: its explicit value or its default.
    public subscript(guide: VerticalAlignment) -> CGFloat { explicit(guide.key) ?? guide.key.defaultValue(self) }
    /// The explicit value of a horizontal guide, if the view sets one.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key) }
    /// The explicit value of a vertical guide, if the view sets one.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key) }
}
