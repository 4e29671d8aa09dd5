import Foundation

/// How text fields are drawn, as SwiftUI's `TextFieldStyle` (the built-in styles).
public protocol TextFieldStyle {}

/// The automatic style: plain on iOS.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The automatic style.
    public init() {}
}
/// The plain style: the text alone.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The plain style.
    public init() {}
}
/// The rounded-border style: the text in a 34 pt box with a thin grey outline.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The rounded-border style.
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's style: plain on iOS.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The text alone.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded box with a thin outline.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
    /// Draws the text fields inside with `style`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> _EnvironmentModifiedView<Self> {
        controlEnvironment { $0.textFieldStyle = style }
    }
}
