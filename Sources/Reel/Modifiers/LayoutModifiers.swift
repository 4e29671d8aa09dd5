import Foundation

extension View {
    /// A frame of fixed size on the given axes; an axis left nil takes the child's size.
    /// The child is proposed the frame's size and placed inside by `alignment`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> _ModifiedView<Self> {
        modified(.frame(width: width, height: height, alignment: alignment))
    }

    /// A flexible frame: per axis, an ideal size answers an unspecified proposal and the child's
    /// or proposed size is clamped between the minimum and maximum (see SEMANTICS.md section 1).
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> _ModifiedView<Self> {
        modified(.flexibleFrame(FlexibleFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                              minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                              alignment: alignment)))
    }

    /// Space around the view: subtracted from the proposal and added to the size.
    public func padding(_ insets: EdgeInsets) -> _ModifiedView<Self> { modified(.padding(insets)) }

    /// `length` points of space on the given edges (16 by default, as SwiftUI).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> _ModifiedView<Self> {
        let l = length ?? 16
        return padding(EdgeInsets(top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                                  bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
    }

    /// `length` points of space on every edge.
    public func padding(_ length: CGFloat) -> _ModifiedView<Self> { padding(.all, length) }

    /// Proposes the unspecified size on the fixed axes, so the view takes its ideal size there.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> _ModifiedView<Self> {
        modified(.fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// Takes the whole proposal and centres the view at (`x`, `y`) within it.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> _ModifiedView<Self> { modified(.position(CGPoint(x: x, y: y))) }
    /// Takes the whole proposal and centres the view at `position` within it.
    public func position(_ position: CGPoint) -> _ModifiedView<Self> { modified(.position(position)) }

    /// `content` drawn over the view, proposed the view's size and aligned to it.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> _ModifiedView<Self> {
        modified(.overlay(alignment), secondary: [AnyView(content())])
    }
    /// `overlay` drawn over the view, aligned to it.
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> _ModifiedView<Self> {
        modified(.overlay(alignment), secondary: [AnyView(overlay)])
    }
    /// The view's frame filled with `style`, drawn over the view; on a screen with a safe area the
    /// fill reaches over the insets of the edges in `edges` that the view touches (all, by default,
    /// as in SwiftUI).
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set) -> _ModifiedView<Self> {
        modified(.overlay(.center), secondary: [AnyView(Rectangle().fill(style).ignoresSafeArea(edges: edges))])
    }
    /// `overlay(style, ignoresSafeAreaEdges: .all)`.
    public func overlay<S: ShapeStyle>(_ style: S) -> _ModifiedView<Self> { overlay(style, ignoresSafeAreaEdges: .all) }

    /// `content` drawn under the view, proposed the view's size and aligned to it.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> _ModifiedView<Self> {
        modified(.background(alignment), secondary: [AnyView(content())])
    }
    /// `background` drawn under the view, aligned to it.
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> _ModifiedView<Self> {
        modified(.background(alignment), secondary: [AnyView(background)])
    }
    /// The view's frame filled with `style`, drawn under the view; on a screen with a safe area the
    /// fill reaches over the insets of the edges in `edges` that the view touches (all, by default,
    /// as in SwiftUI, which picks this form for `.background(.blue)` and `.background(Color.red)`).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set) -> _ModifiedView<Self> {
        modified(.background(.center), secondary: [AnyView(Rectangle().fill(style).ignoresSafeArea(edges: edges))])
    }
    /// `background(style, ignoresSafeAreaEdges: .all)`.
    public func background<S: ShapeStyle>(_ style: S) -> _ModifiedView<Self> { background(style, ignoresSafeAreaEdges: .all) }
    /// `style` filling `shape` in the view's frame, drawn under the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> _ModifiedView<Self> {
        modified(.background(.center), secondary: [AnyView(shape.fill(style))])
    }

    /// A border: an overlay of a rectangle stroked inside the frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> _ModifiedView<Self> {
        modified(.overlay(.center), secondary: [AnyView(Rectangle().strokeBorder(content, lineWidth: width))])
    }
}
