import Foundation

/// The automatic button style, as SwiftUI's `DefaultButtonStyle`: on iOS, borderless.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The automatic style.
    public init() {}
    /// The button as the borderless style draws it.
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's style: borderless on iOS.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
