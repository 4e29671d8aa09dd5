import Foundation

/// A shape that can be drawn inset from its frame, so that a stroke can sit inside the frame.
public protocol InsettableShape: Shape {
    /// The shape type produced by insetting.
    associatedtype InsetShape: InsettableShape
    /// The same shape drawn `amount` points inside its frame on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// The outline stroked inside the frame: inset by half the line width, then stroked, so a
    /// W × W circle with `strokeBorder(lineWidth: W / 2)` is filled completely.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .strokeBorder(style))
    }
    /// The outline stroked inside the frame at `lineWidth`.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }
    /// The outline stroked inside the frame with the foreground style.
    public func strokeBorder(style: StrokeStyle) -> _ShapeView<Self, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), style: style)
    }
    /// The outline stroked inside the frame with the foreground style at `lineWidth`.
    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth))
    }
}
