import Foundation

/// A control that picks a value in a range, as SwiftUI's `Slider`: across the width offered,
/// 28 pt tall; a 4 pt track, the tint up to the value and the system fill after it, under a
/// 28 pt white knob with its shadow.
public struct Slider<Label: View>: View, PrimitiveView {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let label: Label?
    var minimumValueLabel: AnyView?
    var maximumValueLabel: AnyView?

    /// A slider of `value` in `bounds` (0...1 by default).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1) where Label == EmptyView, V.Stride: BinaryFloatingPoint {
        self.init(value: Slider.erase(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: nil)
    }

    /// A slider of `value` in `bounds` by `step` (drawn as without the step).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride) where Label == EmptyView, V.Stride: BinaryFloatingPoint {
        self.init(value: Slider.erase(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: nil)
    }

    /// A slider of `value` in `bounds`, with `label` (not shown on iOS, as in SwiftUI).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: Slider.erase(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label())
    }

    /// A slider of `value` in `bounds`, with `label` (not shown on iOS), `minimumValueLabel` before
    /// the track and `maximumValueLabel` after it.
    public init<V: BinaryFloatingPoint, ValueLabel: View>(value: Binding<V>, in bounds: ClosedRange<V>, @ViewBuilder label: () -> Label,
                                                          @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                                          @ViewBuilder maximumValueLabel: () -> ValueLabel) where V.Stride: BinaryFloatingPoint {
        self.init(value: Slider.erase(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label())
        self.minimumValueLabel = AnyView(minimumValueLabel())
        self.maximumValueLabel = AnyView(maximumValueLabel())
    }

    /// The slider with `minimum` before its track and `maximum` after it (scene files' form).
    package func valueLabels(_ minimum: AnyView?, _ maximum: AnyView?) -> Slider {
        var copy = self
        copy.minimumValueLabel = minimum
        copy.maximumValueLabel = maximum
        return copy
    }

    /// `value` as a binding of `Double`.
    static func erase<V: BinaryFloatingPoint>(_ value: Binding<V>) -> Binding<Double> {
        Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    }

    package init(value: Binding<Double>, bounds: ClosedRange<Double>, label: Label?) {
        self.value = value
        self.bounds = bounds
        self.label = label
    }

    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    /// Where the value lies in the bounds, from 0 to 1.
    var fraction: Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0, value.wrappedValue.isFinite else { return 0 }
        return min(1, max(0, (value.wrappedValue - bounds.lowerBound) / span))
    }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        guard minimumValueLabel != nil || maximumValueLabel != nil else {
            return context.controlNode("Slider", context.resolve(SliderTrack(fraction: fraction)))
        }
        let row = HStack {
            if let minimumValueLabel { minimumValueLabel }
            SliderTrack(fraction: fraction)
            if let maximumValueLabel { maximumValueLabel }
        }
        return context.controlNode("Slider", context.resolve(row))
    }
}

/// The drawing of a slider: its track and its knob.
struct SliderTrack: View, PrimitiveView {
    let fraction: Double

    var body: Never { primitiveViewHasNoBody(Self.self) }

    func makeNode(in context: ResolveContext) -> ViewNode {
        let knob = ControlMetrics.sliderKnob
        let view = ZStack {
            TrackPart(fraction: fraction, isMinimum: false).fill(Color(UIColor.systemFill))
            TrackPart(fraction: fraction, isMinimum: true).fill(TintShapeStyle())
            KnobPlace(fraction: fraction).fill(Color.white)
                .shadow(color: Color(white: 0, opacity: 0.15), radius: 8, x: 0, y: 3)
                .shadow(color: Color(white: 0, opacity: 0.06), radius: 1, x: 0, y: 3)
        }
        .frame(height: max(knob, ControlMetrics.sliderHeight))
        return context.resolve(view)
    }

    /// The knob's centre along a track `width` wide: half a knob in from either end.
    static func knobCentre(_ fraction: Double, width: CGFloat) -> CGFloat {
        let radius = ControlMetrics.sliderKnob / 2
        return radius + (max(width - 2 * radius, 0)) * fraction
    }

    /// The part of the track before (minimum) or after the knob's centre, 4 pt tall, rounded.
    struct TrackPart: Shape {
        let fraction: Double
        let isMinimum: Bool
        func path(in rect: CGRect) -> Path {
            let track = ControlMetrics.sliderTrack
            let centre = rect.minX + SliderTrack.knobCentre(fraction, width: rect.width)
            let y = rect.midY - track / 2
            let part = isMinimum ? CGRect(x: rect.minX, y: y, width: centre - rect.minX, height: track)
                                 : CGRect(x: centre, y: y, width: rect.maxX - centre, height: track)
            guard part.width > 0 else { return Path() }
            return Capsule().path(in: part)
        }
    }

    /// The knob: a circle at the value's place.
    struct KnobPlace: Shape {
        let fraction: Double
        func path(in rect: CGRect) -> Path {
            let side = ControlMetrics.sliderKnob
            let centre = rect.minX + SliderTrack.knobCentre(fraction, width: rect.width)
            return Circle().path(in: CGRect(x: centre - side / 2, y: rect.midY - side / 2, width: side, height: side))
        }
    }
}
