import Foundation

/// A group of rows with an optional header and footer, as SwiftUI's `Section`. In a `List` or
/// `Form` it is drawn as the list's style draws sections; elsewhere as its header, rows and footer
/// stacked.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent?
    let headerTitle: String?
    let content: Content
    let footer: Footer?

    /// A section with `header` and `footer` views.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = header()
        self.headerTitle = nil
        self.footer = footer()
    }

    /// A section with `header` and `footer` views, SwiftUI's older form.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.header = header
        self.headerTitle = nil
        self.footer = footer
    }

    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        let rows = context.resolve(content, identity: .index(0)).flattened
        // In a list, the header and footer take the style's text: 13 points in the secondary colour
        // for grouped styles' headers and footers, the headline for a plain list's header.
        var headerContext = context, footerContext = context
        if let style = context.environment.appShell.listStyleInEffect {
            headerContext.environment.appShell.isInListRow = false
            footerContext.environment.appShell.isInListRow = false
            headerContext.environment.font = style == .plain ? .headline : .footnote
            if style != .plain { headerContext.environment.setForegroundLevels([AnyShapeStyle(HierarchicalShapeStyle.secondary)]) }
            // iOS 17 shows a grouped style's header in capitals unless `textCase` was set above it
            // (`.textCase(nil)` on the list, the section or the header keeps the text as written).
            if style != .plain, !context.environment.textCaseIsSet { headerContext.environment.textCase = .uppercase }
            footerContext.environment.font = .footnote
            footerContext.environment.setForegroundLevels([AnyShapeStyle(HierarchicalShapeStyle.secondary)])
        }
        let headerNode = header.map { headerContext.resolve($0, identity: .index(1)) }
        let footerNode = footer.map { footerContext.resolve($0, identity: .index(2)) }
        let info = SectionContent(rows: rows, header: headerNode, headerTitle: headerTitle, footer: footerNode)
        var stacked: [ViewNode] = []
        if let headerNode { stacked.append(headerNode) }
        stacked += rows
        if let footerNode { stacked.append(footerNode) }
        let fallback = context.resolve(VStack(alignment: .leading) {
            ForEach(0..<stacked.count) { ResolvedNodeView(node: stacked[$0]) }
        })
        return context.resolve(ResolvedNodeView(node: fallback).appShellPreference(SectionContentKey.self, info))
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section with rows only.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.header = nil
        self.headerTitle = nil
        self.footer = nil
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section whose header is `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.header = Text(verbatim: title)
        self.headerTitle = title
        self.footer = nil
    }
}

extension Section where Footer == EmptyView {
    /// A section with a `header` view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.content = content()
        self.header = header()
        self.headerTitle = nil
        self.footer = nil
    }
    /// A section with a `header` view, SwiftUI's older form.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.header = header
        self.headerTitle = nil
        self.footer = nil
    }
}

extension Section where Parent == EmptyView {
    /// A section with a `footer` view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = nil
        self.headerTitle = nil
        self.footer = footer()
    }
    /// A section with a `footer` view, SwiftUI's older form.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.header = nil
        self.headerTitle = nil
        self.footer = footer
    }
}

/// What a list reads of a section: its rows, header and footer, resolved.
struct SectionContent {
    var rows: [ViewNode]
    var header: ViewNode?
    /// The header's text when the section was made with a title (a list draws it upper-cased).
    var headerTitle: String?
    var footer: ViewNode?
}

/// A section's content, read by the list it is in.
enum SectionContentKey: AppShellPreferenceKey {
    static var defaultValue: SectionContent? { nil }
}

extension ViewNode {
    /// The value of `key` this node sets itself or through the modifiers wrapping it (not its
    /// descendants' content).
    func ownAppShellValue<K: AppShellPreferenceKey>(_ key: K.Type) -> K.Value? {
        var node = self
        while case .modifier(let modifier) = node.kind {
            if case .preference(let writer) = modifier, writer.key == ObjectIdentifier(key) { return (writer.value(.zero) as! K.Value) }
            guard let content = node.children.first else { return nil }
            node = content
        }
        return nil
    }
}
