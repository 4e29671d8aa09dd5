import Foundation

/// The switch toggle style, as SwiftUI's `SwitchToggleStyle` (the automatic style on iOS): the
/// label leading and the switch trailing across the width offered; the switch is a 51 x 31 pt
/// capsule, the tint (system green unless `tint(_:)` sets one) when on and the system fill when
/// off, with a 27 pt white knob.
public struct SwitchToggleStyle: ToggleStyle {
    /// The switch style.
    public init() {}
    /// The label, then the switch.
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            ToggleSwitch(isOn: configuration.isOn, touchFlips: configuration.touchFlips)
        }
    }
}

/// The automatic toggle style: the switch on iOS.
public typealias DefaultToggleStyle = SwitchToggleStyle

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
    /// The platform's style: the switch on iOS.
    public static var automatic: SwitchToggleStyle { SwitchToggleStyle() }
}
