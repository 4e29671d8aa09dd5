import Foundation

extension Color: View {
    /// A colour fills its whole frame.
    public var body: _ShapeView<Rectangle, Color> {
        _ShapeView(shape: Rectangle(), style: self, drawing: .fill(FillStyle()))
    }
}
