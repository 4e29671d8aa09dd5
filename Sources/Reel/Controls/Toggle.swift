import Foundation

/// A control that turns something on or off, as SwiftUI's `Toggle`: drawn by the toggle style of
/// the environment (`toggleStyle(_:)`; automatically the switch: the label leading, the 51 x 31 pt
/// switch trailing, across the width offered). A scripted tap flips it.
public struct Toggle<Label: View>: View, PrimitiveView {
    let isOn: Binding<Bool>
    let label: Label

    /// A toggle of `isOn` showing `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        let style = context.environment.controls.toggleStyle ?? AnyToggleStyle(SwitchToggleStyle())
        let configuration = ToggleStyleConfiguration(label: .init(AnyView(label)), binding: isOn)
        // A tap flips it; a script naming it touches its switch (the trailing 51 pt).
        let binding = isOn
        let handler = TouchHandler(name: "Toggle", tap: { _ in binding.wrappedValue.toggle() })
        let isSwitch = context.environment.controls.toggleStyle == nil
        return context.interactiveControlNode("Toggle", context.resolve(style.makeBody(configuration)), handlers: [handler]) { frame, _ in
            isSwitch ? CGPoint(x: frame.maxX - ControlMetrics.switchSize.width / 2, y: frame.midY) : CGPoint(x: frame.midX, y: frame.midY)
        }
    }
}

extension Toggle where Label == Text {
    /// A toggle of `isOn` titled `title`.
    public init(_ title: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == Reel.Label<Text, Image> {
    /// A toggle of `isOn` titled `title` with the SF Symbol `systemImage`.
    public init(_ title: String, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Reel.Label(title, systemImage: systemImage) }
    }
}
