import Foundation

/// A value within a range, as SwiftUI's `Gauge`: by default (`.linearCapacity` on iOS) a 6 pt
/// capsule filled with the tint to the value, with its label above; `.accessoryCircular` draws a
/// 58 pt ring, open at the bottom, with the current value label in the middle.
public struct Gauge<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?

    /// A gauge of `value` in `bounds` (0...1 by default), described by `label`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {
        self.fraction = Gauge.fraction(value, bounds)
        self.label = label()
        self.currentValueLabel = nil
    }

    /// A gauge of `value` in `bounds`, described by `label`, showing `currentValueLabel`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.fraction = Gauge.fraction(value, bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0 else { return 0 }
        let fraction = (Double(value) - Double(bounds.lowerBound)) / span
        return fraction.isFinite ? min(1, max(0, fraction)) : 0
    }

    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        let content: AnyView
        if context.environment.controls.gaugeStyle is AccessoryCircularGaugeStyle {
            let side = ControlMetrics.gaugeCircularSize, line = ControlMetrics.gaugeCircularLine
            content = AnyView(ZStack {
                GaugeArc(fraction: 1).stroke(Color(UIColor.systemFill), style: StrokeStyle(lineWidth: line, lineCap: .round))
                GaugeArc(fraction: fraction).stroke(TintShapeStyle(), style: StrokeStyle(lineWidth: line, lineCap: .round))
                if let currentValueLabel { currentValueLabel.font(.system(size: 17, weight: .medium)) }
            }
            .frame(width: side, height: side))
        } else {
            content = AnyView(VStack(alignment: .leading, spacing: ControlMetrics.progressSpacing) {
                label
                ZStack {
                    Capsule().fill(Color(UIColor.systemFill))
                    ProgressBar.PartialCapsule(fraction: fraction).fill(TintShapeStyle())
                }
                .frame(height: ControlMetrics.gaugeTrack)
            })
        }
        return ViewNode(modifier: .control("Gauge"), content: context.resolve(content))
    }
}

/// The arc of a circular gauge: from the lower left, clockwise over the top, to the lower right
/// (270 degrees), inset by half its line so the stroke stays inside; `fraction` of it.
struct GaugeArc: Shape {
    let fraction: Double
    func path(in rect: CGRect) -> Path {
        guard fraction > 0 else { return Path() }
        let radius = min(rect.width, rect.height) / 2 - ControlMetrics.gaugeCircularLine / 2
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: radius, startAngle: .degrees(135),
                    endAngle: .degrees(135 + 270 * fraction), clockwise: false)
        return path
    }
}
