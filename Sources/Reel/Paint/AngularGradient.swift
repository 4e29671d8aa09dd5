import Foundation

/// A conic gradient: colours sweep around `center` from `startAngle` to `endAngle`, clockwise on
/// screen, with 0 pointing right. Equal start and end angles make a full turn. Outside a partial
/// range, each side of the gap takes the colour of the nearer end.
public struct AngularGradient: ShapeStyle, View {
    /// The colours.
    public var gradient: Gradient
    /// The centre, in the frame.
    public var center: UnitPoint
    /// Where the first stop lies.
    public var startAngle: Angle
    /// Where the last stop lies.
    public var endAngle: Angle

    /// A conic gradient over an angle range.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }
    /// A conic gradient through evenly spaced colours.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A conic gradient through stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full-turn conic gradient starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    /// A full-turn conic gradient through evenly spaced colours starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// The gradient placed in `bounds`.
    public func resolvePaint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        var end = endAngle
        if end == startAngle { end = startAngle + .degrees(360) }
        return .angularGradient(stops: gradient.resolvedStops, center: center.point(in: bounds), startAngle: startAngle, endAngle: end)
    }
    /// The gradient as a view filling its frame.
    public var body: some View { Rectangle().fill(self) }
}
