import Foundation

/// The progress of a task, as SwiftUI's `ProgressView`: with no value, the circular activity
/// indicator (8 spokes turning once a second, a step at a time, as a function of the time); with a
/// value, a 4 pt linear bar filled with the tint in proportion. The style of the environment
/// (`progressViewStyle(_:)`) may pick either.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        let style = context.environment.controls.progressViewStyle
        let isLinear = style is LinearProgressViewStyle || (!(style is CircularProgressViewStyle) && fraction != nil)
        let content: AnyView
        if isLinear {
            content = AnyView(VStack(alignment: .leading, spacing: ControlMetrics.progressSpacing) {
                if let label { label }
                ProgressBar(fraction: fraction ?? 0)
                if let currentValueLabel { currentValueLabel.font(.subheadline).foregroundStyle(HierarchicalShapeStyle.secondary) }
            })
        } else if let label {
            content = AnyView(VStack(spacing: ControlMetrics.spinnerLabelSpacing) {
                ActivityIndicator()
                label.foregroundStyle(HierarchicalShapeStyle.secondary)
            })
        } else {
            content = AnyView(ActivityIndicator())
        }
        return ViewNode(modifier: .control("ProgressView"), content: context.resolve(content))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// The circular activity indicator.
    public init() { self.init(fraction: nil, label: nil, currentValueLabel: nil) }

    /// A bar filled to `value` of `total` (`nil` for the activity indicator).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: ProgressView.fraction(value, total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// The activity indicator titled `title` (below it).
    public init(_ title: String) { self.init(fraction: nil, label: Text(title), currentValueLabel: nil) }

    /// A bar filled to `value` of `total`, titled `title` (above it).
    public init<V: BinaryFloatingPoint>(_ title: String, value: V?, total: V = 1.0) {
        self.init(fraction: ProgressView.fraction(value, total), label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// The activity indicator with `label` below it.
    public init(@ViewBuilder label: () -> Label) { self.init(fraction: nil, label: label(), currentValueLabel: nil) }

    /// A bar filled to `value` of `total`, with `label` above it.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: ProgressView.fraction(value, total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// A bar filled to `value` of `total`, with `label` above it and `currentValueLabel` below.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: ProgressView.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }

    /// `value / total` clamped to 0...1; nil without a value (or with a total that is not positive).
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value, total > 0 else { return nil }
        let fraction = Double(value) / Double(total)
        return fraction.isFinite ? min(1, max(0, fraction)) : 0
    }
}
