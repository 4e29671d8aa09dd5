import Foundation

/// A modifier that draws its content through a projection computed from the content's size, as
/// SwiftUI's `GeometryEffect`: applied with `.modifier(MyEffect(...))`, it changes how the view is
/// drawn, never its layout.
///
/// At every frame `effectValue(size:)` is called with the laid-out size of the view it modifies,
/// and the projection it returns is applied in the view's own coordinates (origin at its
/// top-leading corner), as `transformEffect(_:)` applies a transform. The effect's
/// `animatableData` animates as an animatable modifier's does: a change made inside
/// `withAnimation` hands the effect the interpolated data at each frame, so a shake, a skew or a
/// flight along a path follows the animation's curve.
///
/// Reel draws through Cairo, whose transforms are affine: a projection with a perspective term
/// (m13 or m23 not zero) cannot be drawn. The frame then reports an error naming the effect, and
/// the view is not drawn (a render fails rather than show a wrong picture).
///
/// Reel's effects never move the frames `GeometryReader` and anchors report (those come from
/// layout alone), so every effect behaves as SwiftUI's `ignoredByLayout()` effects do.
public protocol GeometryEffect: Animatable, ViewModifier {
    /// The projection to draw the content through, for content of `size` (its laid-out size).
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// The content drawn through `effectValue(size:)`.
    public func body(content: Content) -> some View {
        _GeometryEffectContent(content: content,
                               node: GeometryEffectNode(name: String(describing: Self.self)) { self.effectValue(size: $0) })
    }

    /// The same effect, marked as not moving what layout reports; in Reel every effect already
    /// leaves layout's frames alone, so it draws exactly as `self`.
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(self) }
}

/// A geometry effect marked by `ignoredByLayout()`: it draws as the effect it wraps.
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
    /// The wrapped effect.
    public var base: Base
    /// Wraps `base`.
    public init(_ base: Base) { self.base = base }
    /// The wrapped effect's data.
    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }
    /// The wrapped effect's projection.
    public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}

/// A geometry effect as the engine sees it: how to compute its projection once the modified
/// view's size is known.
package struct GeometryEffectNode {
    /// The effect's type name, for messages and `reel inspect`.
    package let name: String
    /// The projection for content of a size; nil when it could not be computed (the reason has
    /// been reported, positioned in a scene file): the content is then not drawn.
    package let projection: (CGSize) -> ProjectionTransform?

    /// The node of the effect `name` whose projection for a size is `projection`.
    package init(name: String, projection: @escaping (CGSize) -> ProjectionTransform?) {
        self.name = name
        self.projection = projection
    }
}

/// The content of a geometry effect wrapped in the effect's node.
package struct _GeometryEffectContent: View, PrimitiveView {
    let content: _ViewModifier_Content
    let node: GeometryEffectNode

    /// `content` drawn through `node`.
    package init(content: _ViewModifier_Content, node: GeometryEffectNode) {
        self.content = content
        self.node = node
    }

    /// Never evaluated.
    package var body: Never { primitiveViewHasNoBody(Self.self) }
    package func makeNode(in context: ResolveContext) -> ViewNode {
        ViewNode(modifier: .geometryEffect(node), content: context.resolve(content))
    }
}
