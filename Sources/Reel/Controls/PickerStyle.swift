import Foundation

/// How pickers are drawn, as SwiftUI's `PickerStyle` (the built-in styles).
public protocol PickerStyle {}

/// The automatic style: the closed menu on iOS.
public struct DefaultPickerStyle: PickerStyle {
    /// The automatic style.
    public init() {}
}
/// The menu style: the selected option in the tint with up-and-down chevrons (the menu closed).
public struct MenuPickerStyle: PickerStyle {
    /// The menu style.
    public init() {}
}
/// The segmented style: iOS's segmented control.
public struct SegmentedPickerStyle: PickerStyle {
    /// The segmented style.
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's style: the menu on iOS.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    /// The selected option with up-and-down chevrons.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    /// The segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension View {
    /// Draws the pickers inside with `style`.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> _EnvironmentModifiedView<Self> {
        controlEnvironment { $0.pickerStyle = style }
    }
}
