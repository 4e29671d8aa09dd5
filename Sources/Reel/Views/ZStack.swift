import Foundation

/// Overlays its children, each aligned within the stack by `alignment`; later children draw on top.
public struct ZStack<Content: View>: View {
    let layout: ZStackLayout
    let content: Content
    /// A stack of the views built by `content`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }
    /// The stack as a layout container.
    public var body: LayoutContainer<Content> { LayoutContainer(layout: AnyLayout(layout), content: content) }
}
