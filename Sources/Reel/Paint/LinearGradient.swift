import Foundation

/// A gradient along the line from `startPoint` to `endPoint`, given as unit points of the frame.
public struct LinearGradient: ShapeStyle, View {
    /// The colours.
    public var gradient: Gradient
    /// Where the gradient starts, in the frame.
    public var startPoint: UnitPoint
    /// Where the gradient ends, in the frame.
    public var endPoint: UnitPoint

    /// A linear gradient.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    /// A linear gradient through evenly spaced colours.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient through stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// The gradient placed in `bounds`.
    public func resolvePaint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        .linearGradient(stops: gradient.resolvedStops, start: startPoint.point(in: bounds), end: endPoint.point(in: bounds))
    }
    /// The gradient as a view filling its frame.
    public var body: some View { Rectangle().fill(self) }
}
