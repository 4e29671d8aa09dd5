import Foundation

/// Gradients animate as SwiftUI's do when a state change gives a view another gradient of the
/// same kind with as many stops: stop by stop (colour in linear light, location), and their
/// geometry (points, centre, radii, angles).
package protocol GradientShapeStyle {
    /// The colours.
    var gradient: Gradient { get }
}

extension LinearGradient: Animatable, GradientShapeStyle {
    /// The stops, then the start and end points.
    public var animatableData: AnimatablePair<AnimatableVector, AnimatablePair<UnitPoint.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(gradient.animatableData, AnimatablePair(startPoint.animatableData, endPoint.animatableData)) }
        set {
            gradient.animatableData = newValue.first
            startPoint.animatableData = newValue.second.first
            endPoint.animatableData = newValue.second.second
        }
    }
}

extension RadialGradient: Animatable, GradientShapeStyle {
    /// The stops, then the centre, then the start and end radii.
    public var animatableData: AnimatablePair<AnimatableVector, AnimatablePair<UnitPoint.AnimatableData, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(gradient.animatableData, AnimatablePair(center.animatableData, AnimatablePair(startRadius, endRadius))) }
        set {
            gradient.animatableData = newValue.first
            center.animatableData = newValue.second.first
            startRadius = newValue.second.second.first
            endRadius = newValue.second.second.second
        }
    }
}

extension EllipticalGradient: Animatable, GradientShapeStyle {
    /// The stops, then the centre, then the start and end radius fractions.
    public var animatableData: AnimatablePair<AnimatableVector, AnimatablePair<UnitPoint.AnimatableData, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(gradient.animatableData, AnimatablePair(center.animatableData, AnimatablePair(startRadiusFraction, endRadiusFraction))) }
        set {
            gradient.animatableData = newValue.first
            center.animatableData = newValue.second.first
            startRadiusFraction = newValue.second.second.first
            endRadiusFraction = newValue.second.second.second
        }
    }
}

extension AngularGradient: Animatable, GradientShapeStyle {
    /// The stops, then the centre, then the start and end angles: an animated `angle` turns the
    /// gradient.
    public var animatableData: AnimatablePair<AnimatableVector, AnimatablePair<UnitPoint.AnimatableData, AnimatablePair<Double, Double>>> {
        get { AnimatablePair(gradient.animatableData, AnimatablePair(center.animatableData, AnimatablePair(startAngle.radians, endAngle.radians))) }
        set {
            gradient.animatableData = newValue.first
            center.animatableData = newValue.second.first
            startAngle = .radians(newValue.second.second.first)
            endAngle = .radians(newValue.second.second.second)
        }
    }
}

extension StrokeStyle: Animatable {
    /// The line width, then the miter limit and the dash phase, as SwiftUI's: a dash phase that
    /// changes under an animation makes marching ants.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}

/// The animatable part of a type-erased shape style: its data, and how to rebuild the style from
/// other data. Styles animate only toward styles of the same type and structure (a gradient with
/// the same number of stops).
package struct AnimatableStyle {
    /// The style's type.
    package let type: ObjectIdentifier
    /// What must match for two styles of the type to interpolate (a gradient's number of stops).
    package let structure: Int
    /// The style's data.
    package let data: _AnyAnimatableData
    /// The style with its data set to another value.
    package let rebuild: (_AnyAnimatableData) -> AnyShapeStyle

    /// The animatable part of `style`, nil when it has none (colours are animated as colours).
    static func make<S: ShapeStyle>(_ style: S) -> AnimatableStyle? {
        guard !(style is Color), let animatable = style as? any Animatable else { return nil }
        return make(animatable, structure: (style as? GradientShapeStyle)?.gradient.stops.count ?? 0)
    }

    private static func make<A: Animatable>(_ style: A, structure: Int) -> AnimatableStyle? {
        guard A.AnimatableData.self != EmptyAnimatableData.self, style is any ShapeStyle else { return nil }
        return AnimatableStyle(type: ObjectIdentifier(A.self), structure: structure, data: _AnyAnimatableData(style.animatableData)) { data in
            var copy = style
            if let value = data.base as? A.AnimatableData { copy.animatableData = value }
            let erased: any ShapeStyle = copy as! any ShapeStyle
            return erase(erased)
        }
    }

    private static func erase<S: ShapeStyle>(_ style: S) -> AnyShapeStyle { AnyShapeStyle(style) }
}
