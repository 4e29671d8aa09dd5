import Foundation

/// A control that picks a value in a range, as SwiftUI's `Slider`: across the width offered,
/// 28 pt tall; a 4 pt track, the tint up to the value and the system fill after it, under a
/// 28 pt white knob with its shadow.
///
/// A scripted drag that goes down on the knob (`Touch.drag("Volume", by:)`, the slider named by
/// its label's text or an accessibility name) moves it with the finger: the knob's centre keeps
/// its distance from the finger, and the value is where the centre lies along the track (from half
/// a knob in at either end), clamped to the bounds and rounded to `step`. `onEditingChanged` gets
/// true when the finger goes down on the knob and false when it lifts.
public struct Slider<Label: View>: View, PrimitiveView {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let label: Label?
    var minimumValueLabel: AnyView?
    var maximumValueLabel: AnyView?
    /// The step values are rounded to, if any.
    var step: Double?
    /// Runs with true when a finger goes down on the knob and false when it lifts.
    var onEditingChanged: ((Bool) -> Void)?
    /// The name scripts find the slider by: its label's text.
    var name: String?

    /// A slider of `value` in `bounds` (0...1 by default).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1) where Label == EmptyView, V.Stride: BinaryFloatingPoint {
        self.init(value: Slider.erase(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: nil)
    }

    /// A slider of `value` in `bounds` by `step`: a drag sets values rounded to the step.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride) where Label == EmptyView, V.Stride: BinaryFloatingPoint {
        self.init(value: Slider.erase(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: nil)
        self.step = Double(step)
    }

    /// A slider of `value` in `bounds` that tells `onEditingChanged` when a finger goes down on
    /// its knob (true) and lifts (false).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void) where Label == EmptyView, V.Stride: BinaryFloatingPoint {
        self.init(value: Slider.erase(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: nil)
        self.onEditingChanged = onEditingChanged
    }

    /// A slider of `value` in `bounds` by `step` that tells `onEditingChanged` when a finger goes
    /// down on its knob (true) and lifts (false).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                        onEditingChanged: @escaping (Bool) -> Void) where Label == EmptyView, V.Stride: BinaryFloatingPoint {
        self.init(value: Slider.erase(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: nil)
        self.step = Double(step)
        self.onEditingChanged = onEditingChanged
    }

    /// A slider of `value` in `bounds`, with `label` (not shown on iOS, as in SwiftUI).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: Slider.erase(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label())
    }

    /// A slider of `value` in `bounds` by `step`, with `label` (not shown on iOS; scripts find the
    /// slider by its text), telling `onEditingChanged` when a finger goes down and lifts.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: Slider.erase(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label())
        self.step = Double(step)
        self.onEditingChanged = onEditingChanged
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
        self.name = (label as? Text)?.content
    }

    /// The slider rounding a drag's values to `step`, telling `onEditingChanged` when a finger goes
    /// down and lifts, found by scripts as `name` (scene files' form).
    package func editing(step: Double?, name: String?, onEditingChanged: ((Bool) -> Void)?) -> Slider {
        var copy = self
        copy.step = step
        copy.name = name ?? copy.name
        copy.onEditingChanged = onEditingChanged
        return copy
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
        let track = SliderTrack(fraction: fraction, drive: SliderDrive(value: value, bounds: bounds, step: step, name: name,
                                                                         onEditingChanged: onEditingChanged))
        guard minimumValueLabel != nil || maximumValueLabel != nil else {
            return context.controlNode("Slider", context.resolve(track))
        }
        let row = HStack {
            if let minimumValueLabel { minimumValueLabel }
            track
            if let maximumValueLabel { maximumValueLabel }
        }
        return context.controlNode("Slider", context.resolve(row))
    }
}

/// The drawing of a slider: its track and its knob, which takes touches (see `SliderDrive`).
struct SliderTrack: View, PrimitiveView {
    let fraction: Double
    var drive: SliderDrive?

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
        guard let drive, context.environment.controls.isEnabled else { return context.resolve(view) }
        return ViewNode(modifier: .interaction(drive.thumbNode(fraction: fraction)), content: context.resolve(view))
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
