import Foundation

/// How progress views are drawn, as SwiftUI's `ProgressViewStyle` (the built-in styles).
public protocol ProgressViewStyle {}

/// The automatic style: linear with a value, circular without.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The automatic style.
    public init() {}
}
/// The circular style: the activity indicator, whatever the value.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The circular style.
    public init() {}
}
/// The linear style: a bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The linear style.
    public init() {}
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// Linear with a value, circular without.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The activity indicator.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension View {
    /// Draws the progress views inside with `style`.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> _EnvironmentModifiedView<Self> {
        controlEnvironment { $0.progressViewStyle = style }
    }
}
