import Foundation

extension View {
    /// Proposes the child a size of `aspectRatio` (width / height; the child's ideal proportions
    /// when nil) that fits inside or fills the proposal.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> _ModifiedView<Self> {
        modified(.aspectRatio(aspectRatio, contentMode))
    }
    /// Proposes the child a size with `aspectRatio`'s proportions.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> _ModifiedView<Self> {
        modified(.aspectRatio(aspectRatio.height != 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode))
    }
    /// Keeps the view's proportions inside the proposal.
    public func scaledToFit() -> _ModifiedView<Self> { aspectRatio(contentMode: .fit) }
    /// Keeps the view's proportions while covering the proposal.
    public func scaledToFill() -> _ModifiedView<Self> { aspectRatio(contentMode: .fill) }

    /// Gives the view first claim on a stack's space: higher priorities are offered space first.
    public func layoutPriority(_ value: Double) -> _ModifiedView<Self> { modified(.layoutPriority(value)) }
    /// Orders the view among its siblings when drawing: higher values draw on top.
    public func zIndex(_ value: Double) -> _ModifiedView<Self> { modified(.zIndex(value)) }

    /// Sets the view's value of a horizontal guide, computed from its dimensions.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> _ModifiedView<Self> {
        modified(.alignmentGuide(g.key, computeValue))
    }
    /// Sets the view's value of a vertical guide, computed from its dimensions.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> _ModifiedView<Self> {
        modified(.alignmentGuide(g.key, computeValue))
    }
    /// Names this view's coordinate space for `GeometryProxy.frame(in: .named(name))`.
    public func coordinateSpace(name: String) -> _ModifiedView<Self> { modified(.coordinateSpace(name)) }
}
