import Foundation

/// A control that turns something on or off, as SwiftUI's `Toggle`: drawn by the toggle style of
/// the environment (`toggleStyle(_:)`; automatically the switch: the label leading, the 51 x 31 pt
/// switch trailing, across the width offered). A scripted tap on the switch flips it (the label
/// takes no touches, as on iOS), and the switch animates the flip: the knob slides and the track's
/// colour changes over `Toggle.flipAnimation`.
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
        // How many times a finger flipped it: state of the toggle's identity, so the switch animates
        // a flip by touch (and not one made by the file's own code, which animates as that code asks).
        let flips = State(wrappedValue: 0)
        context.bindState([flips.stateBox], type: ObjectIdentifier(ToggleFlips.self))
        var configuration = ToggleStyleConfiguration(label: .init(AnyView(label)), binding: isOn)
        configuration.touchFlips = flips.wrappedValue
        // A tap flips it; a script naming it touches its switch (the trailing 51 pt), and only the
        // switch takes touches, as on iOS (a tap on the label does nothing).
        let binding = isOn
        let handler = TouchHandler(name: "Toggle", tap: { _ in
            flips.wrappedValue += 1
            binding.wrappedValue.toggle()
        })
        let isSwitch = context.environment.controls.toggleStyle == nil
        var node = context.interactiveControlNode("Toggle", context.resolve(style.makeBody(configuration)), handlers: [handler]) { frame, _ in
            isSwitch ? CGPoint(x: frame.maxX - ControlMetrics.switchSize.width / 2, y: frame.midY) : CGPoint(x: frame.midX, y: frame.midY)
        }
        if isSwitch, case .modifier(.interaction(var interaction)) = node.kind, case .content = interaction.hitArea {
            interaction.hitArea = .shape(AnyShape(SwitchArea()))
            node.kind = .modifier(.interaction(interaction))
        }
        return node
    }
}

/// Marks the identity of a toggle's count of flips by touch.
private enum ToggleFlips {}

/// Where a switch-style toggle takes touches: its switch, the trailing 51 pt of the row, its full
/// height.
private struct SwitchArea: Shape {
    func path(in rect: CGRect) -> Path {
        let width = min(ControlMetrics.switchSize.width, rect.width)
        return Path(CGRect(x: rect.maxX - width, y: rect.minY, width: width, height: rect.height))
    }
}

extension Toggle {
    /// How a switch animates a flip by touch: `Animation.smooth(duration: 0.3)`, a spring that
    /// settles without overshoot in about 0.3 s. Apple publishes no figure for `UISwitch`; this is
    /// Reel's choice, close to UIKit's standard 0.25–0.35 s control animations.
    public static var flipAnimation: Animation { .smooth(duration: 0.3) }
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
