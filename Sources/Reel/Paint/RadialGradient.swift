import Foundation

/// A circular gradient around `center`, from `startRadius` to `endRadius` points.
public struct RadialGradient: ShapeStyle, View {
    /// The colours.
    public var gradient: Gradient
    /// The centre, in the frame.
    public var center: UnitPoint
    /// Where the first stop lies, in points from the centre.
    public var startRadius: CGFloat
    /// Where the last stop lies, in points from the centre.
    public var endRadius: CGFloat

    /// A radial gradient.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    /// A radial gradient through evenly spaced colours.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient through stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// The gradient placed in `bounds`.
    public func resolvePaint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        .radialGradient(stops: gradient.resolvedStops, center: center.point(in: bounds),
                        startRadius: max(0, startRadius), endRadius: max(0, endRadius), transform: .identity)
    }
    /// The gradient as a view filling its frame.
    public var body: some View { Rectangle().fill(self) }
}

/// A radial gradient stretched to the frame's ellipse: radius fractions are of the frame, so 0.5
/// reaches the middle of each edge.
public struct EllipticalGradient: ShapeStyle, View {
    /// The colours.
    public var gradient: Gradient
    /// The centre, in the frame.
    public var center: UnitPoint
    /// Where the first stop lies, as a fraction of the frame.
    public var startRadiusFraction: CGFloat
    /// Where the last stop lies, as a fraction of the frame.
    public var endRadiusFraction: CGFloat

    /// An elliptical gradient.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }
    /// An elliptical gradient through evenly spaced colours.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// The gradient placed in `bounds`: a unit-space radial gradient scaled to the frame.
    public func resolvePaint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        let w = max(bounds.width, 1e-9), h = max(bounds.height, 1e-9)
        let transform = CGAffineTransform(a: w, b: 0, c: 0, d: h, tx: bounds.minX, ty: bounds.minY)
        return .radialGradient(stops: gradient.resolvedStops, center: CGPoint(x: center.x, y: center.y),
                               startRadius: max(0, startRadiusFraction), endRadius: max(0, endRadiusFraction),
                               transform: transform)
    }
    /// The gradient as a view filling its frame.
    public var body: some View { Rectangle().fill(self) }
}
