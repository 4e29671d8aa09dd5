import Foundation

/// A label's look, as SwiftUI's `LabelStyle`: `makeBody(configuration:)` arranges the title and
/// the icon.
public protocol LabelStyle {
    /// The view a label of this style is.
    associatedtype Body: View
    /// The label drawn from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style is given.
    typealias Configuration = LabelStyleConfiguration
}

/// What a `LabelStyle` draws a label from.
public struct LabelStyleConfiguration {
    /// The title of the label, as a view.
    public typealias Title = ButtonStyleConfiguration.Label
    /// The icon of the label, as a view.
    public typealias Icon = ButtonStyleConfiguration.Label
    /// The title.
    public let title: Title
    /// The icon.
    public let icon: Icon
}

/// The automatic label style: the icon, then the title, 8 pt apart, centred vertically.
public struct DefaultLabelStyle: LabelStyle {
    /// The automatic style.
    public init() {}
    /// The icon and the title.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: ControlMetrics.labelSpacing) {
            configuration.icon
            configuration.title
        }
    }
}

/// The title-and-icon label style: the icon, then the title.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The title-and-icon style.
    public init() {}
    /// The icon and the title.
    public func makeBody(configuration: Configuration) -> some View { DefaultLabelStyle().makeBody(configuration: configuration) }
}

/// The title-only label style.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The title-only style.
    public init() {}
    /// The title.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon-only label style.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The icon-only style.
    public init() {}
    /// The icon.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's style: the icon, then the title.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon, then the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// A label style, type-erased: what the environment keeps.
package struct AnyLabelStyle {
    package let makeBody: (LabelStyleConfiguration) -> AnyView
    /// `style`, erased.
    package init<S: LabelStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
    /// A style whose body `makeBody` draws (a scene file's style).
    package init(makeBody: @escaping (LabelStyleConfiguration) -> AnyView) { self.makeBody = makeBody }
}

extension View {
    /// Draws the labels inside with `style`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> _EnvironmentModifiedView<Self> {
        let erased = AnyLabelStyle(style)
        return controlEnvironment { $0.labelStyle = erased }
    }
}

extension View {
    /// Draws the labels inside with the erased `style` (a scene file's own style).
    package func scriptLabelStyle(_ style: AnyLabelStyle) -> _EnvironmentModifiedView<Self> {
        controlEnvironment { $0.labelStyle = style }
    }
}
