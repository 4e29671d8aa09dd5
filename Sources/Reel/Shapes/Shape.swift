import Foundation

/// A 2D shape: an outline computed for the rectangle it is given. A shape used as a view fills
/// its frame with the foreground style.
///
/// A shape is `Animatable`, as in SwiftUI: when a state change gives the same view a shape of the
/// same type with other `animatableData`, the engine sets the shape's data to the animated value
/// at every frame and calls `path(in:)` with it. Shapes that do not declare `animatableData` have
/// `EmptyAnimatableData`, and their changes show at once.
public protocol Shape: Animatable, View {
    /// The outline of the shape in `rect`.
    func path(in rect: CGRect) -> Path
    /// The size the shape takes when proposed `proposal`; by default the whole proposal, with 10
    /// for unspecified dimensions.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    /// The whole proposal, with 10 for unspecified dimensions.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The shape filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill(FillStyle()))
    }

    /// The shape filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .fill(style))
    }
    /// The shape filled with the foreground style.
    public func fill(style: FillStyle) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill(style))
    }
    /// The shape's outline stroked with `content`, centred on the outline.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .stroke(style))
    }
    /// The shape's outline stroked with `content` at `lineWidth`, centred on the outline.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }
    /// The shape's outline stroked with the foreground style.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self, ForegroundStyle> {
        stroke(ForegroundStyle(), style: style)
    }
    /// The shape's outline stroked with the foreground style at `lineWidth`.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        stroke(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth))
    }
    /// The part of the outline between fractions `from` and `to` of its length.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

/// A shape drawn with a style: the primitive view behind `fill`, `stroke` and `strokeBorder`.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    /// The shape.
    public var shape: Content
    /// The paint.
    public var style: Style
    /// Fill or stroke, with its parameters.
    public var drawing: ShapeDrawing

    /// A shape drawn with `style`.
    public init(shape: Content, style: Style, drawing: ShapeDrawing) {
        self.shape = shape
        self.style = style
        self.drawing = drawing
    }
    /// Never evaluated: shape views are resolved by the engine.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        var drawing = self.drawing
        switch drawing {
        case .fill: break
        case .stroke(let stroke): drawing = .stroke(stroke.limited(context.diagnostics, view: "\(Content.self)"))
        case .strokeBorder(let stroke): drawing = .strokeBorder(stroke.limited(context.diagnostics, view: "\(Content.self)"))
        }
        // The foreground style (and a level of it, the tint) is taken from the environment now,
        // so that a colour or gradient set with `foregroundStyle` animates on the shape as one
        // given to `fill` does.
        let paint = AnyShapeStyle(style).substitutingRelativeStyles(in: context.environment)
        return ViewNode(.shape(ShapeLeaf(shape: AnyShape(shape), style: paint, drawing: drawing, environment: context.environment)))
    }
}

/// How a shape view draws its shape.
public enum ShapeDrawing: Sendable {
    /// Fills the inside.
    case fill(FillStyle)
    /// Strokes the outline, centred on it.
    case stroke(StrokeStyle)
    /// Strokes the outline inset by half the line width, so the stroke stays inside the frame.
    case strokeBorder(StrokeStyle)
}

/// The data of a resolved shape view (a class, so the engine passes it around without copying
/// its parts).
package final class ShapeLeaf {
    /// The shape.
    package var shape: AnyShape
    /// The paint.
    package var style: AnyShapeStyle
    /// Fill or stroke.
    package var drawing: ShapeDrawing
    /// The environment the paint resolves in.
    package var environment: EnvironmentValues
    /// The shape's type name, for messages.
    package var name: String { shape.name }

    package init(shape: AnyShape, style: AnyShapeStyle, drawing: ShapeDrawing, environment: EnvironmentValues) {
        self.shape = shape
        self.style = style
        self.drawing = drawing
        self.environment = environment
    }
}
