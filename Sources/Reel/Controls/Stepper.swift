import Foundation

/// A control that steps a value up and down, as SwiftUI's `Stepper`: the label leading and iOS's
/// 94 x 32 pt minus-and-plus control trailing, across the width offered. A half whose step would
/// leave the bounds is dimmed. A scripted tap on a half steps the value (`part: .increment` or
/// `.decrement` picks the half a named stepper is touched on).
public struct Stepper<Label: View>: View, PrimitiveView {
    let label: Label
    let canDecrement: Bool
    let canIncrement: Bool
    /// What a tap on the plus and minus halves does.
    var increment: (() -> Void)?
    var decrement: (() -> Void)?

    /// A stepper of `value` by `step` within `bounds`, showing `label`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
        canDecrement = value.wrappedValue > bounds.lowerBound
        canIncrement = value.wrappedValue < bounds.upperBound
        increment = { value.wrappedValue = min(bounds.upperBound, value.wrappedValue.advanced(by: step)) }
        decrement = { value.wrappedValue = max(bounds.lowerBound, value.wrappedValue.advanced(by: -step)) }
    }

    /// A stepper of `value` by `step`, showing `label`.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
        canDecrement = true
        canIncrement = true
        increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
    }

    /// A stepper with increment and decrement actions, showing `label`.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.label = label()
        canDecrement = onDecrement != nil
        canIncrement = onIncrement != nil
        increment = onIncrement
        decrement = onDecrement
    }

    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        let view = HStack {
            label
            Spacer()
            StepperControl(canDecrement: canDecrement, canIncrement: canIncrement)
        }
        // The control is the trailing 94 pt: its leading half steps down, its trailing half up.
        let width = ControlMetrics.stepperSize.width
        let up = canIncrement ? increment : nil, down = canDecrement ? decrement : nil
        var handler = TouchHandler(name: "Stepper")
        handler.tapInSize = { location, size in
            if location.x >= size.width - width / 2 { up?() } else if location.x >= size.width - width { down?() }
        }
        return context.interactiveControlNode("Stepper", context.resolve(view), handlers: [handler]) { frame, part in
            CGPoint(x: part == .decrement ? frame.maxX - width * 3 / 4 : frame.maxX - width / 4, y: frame.midY)
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper of `value` by `step` within `bounds`, titled `title`.
    public init<V: Strideable>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }

    /// A stepper titled `title` with increment and decrement actions; a half without an action is
    /// dimmed.
    public init(_ title: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    /// A stepper of `value` by `step`, titled `title`.
    public init<V: Strideable>(_ title: String, value: Binding<V>, step: V.Stride = 1) {
        self.init(value: value, step: step) { Text(title) }
    }
}

/// The minus-and-plus control of a stepper: a rounded rectangle in the tertiary system fill, the
/// symbols in the label colour (the tertiary label colour when a half is disabled), and a divider.
struct StepperControl: View, PrimitiveView {
    let canDecrement: Bool
    let canIncrement: Bool

    var body: Never { primitiveViewHasNoBody(Self.self) }

    func makeNode(in context: ResolveContext) -> ViewNode {
        let size = ControlMetrics.stepperSize
        let half = (size.width - ControlMetrics.stepperDivider.width) / 2
        func symbol(_ name: String, enabled: Bool) -> some View {
            Image(systemName: name)
                .font(.system(size: ControlMetrics.stepperSymbolSize, weight: .medium))
                .foregroundStyle(Color(enabled ? UIColor.label : UIColor.tertiaryLabel))
                .frame(width: half, height: size.height)
        }
        let view = HStack(spacing: 0) {
            symbol("minus", enabled: canDecrement)
            Rectangle().fill(Color(UIColor.separator))
                .frame(width: ControlMetrics.stepperDivider.width, height: ControlMetrics.stepperDivider.height)
            symbol("plus", enabled: canIncrement)
        }
        .frame(width: size.width, height: size.height)
        .background { RoundedRectangle(cornerRadius: ControlMetrics.stepperRadius, style: .continuous).fill(Color(UIColor.tertiarySystemFill)) }
        return context.resolve(view)
    }
}
