import Foundation

/// The plain button style, as SwiftUI's `PlainButtonStyle`: the label as it is, untinted.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The plain style.
    public init() {}
    /// The label, as it is.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as it is, untinted.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
