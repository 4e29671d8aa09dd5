import Foundation

/// A title with an icon, as SwiftUI's `Label`: drawn by the label style of the environment
/// (`labelStyle(_:)`; automatically the icon, 8 pt, then the title).
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon

    /// A label of `title` and `icon`.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        let style = context.environment.controls.labelStyle ?? AnyLabelStyle(DefaultLabelStyle())
        let configuration = LabelStyleConfiguration(title: .init(AnyView(title)), icon: .init(AnyView(icon)))
        return ViewNode(modifier: .control("Label"), content: context.resolve(style.makeBody(configuration)))
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label of the text `title` and the SF Symbol `systemImage`.
    public init(_ title: String, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    /// A label of the text `title` and the image `image` of the module's assets.
    public init(_ title: String, image: String) {
        self.init(title: { Text(title) }, icon: { Image(image) })
    }
}
