import Foundation

/// Tabs with a tab bar, as SwiftUI's `TabView` draws them on iOS 17: the selected tab (the one
/// whose `tag` equals the selection, or the first) fills the screen above the tab bar, which sits
/// on the bar material across the bottom (49 points above the safe area's bottom inset, drawn down
/// to the screen's edge) with a hairline on top. Each tab's `tabItem` shows its symbol (24 points)
/// over its title (10 points, medium), in the tint colour for the selected tab and grey for the
/// others. With `tabViewStyle(.page)` the selected page fills the view, with a dot per page.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Tabs whose selection is bound to `selection`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        let environment = context.environment.appShell
        var inner = context
        inner.environment.appShell.isPageTabView = false
        let tabs = inner.resolve(content, identity: .index(0)).flattened
        guard !tabs.isEmpty else { return ViewNode(.empty) }
        var selected = 0
        if let selection {
            let value = AnyHashable(selection.wrappedValue)
            selected = tabs.firstIndex { TagKey.tag(of: $0, explicitIdentity: nil) == value } ?? 0
        }
        if environment.isPageTabView {
            return context.resolve(PageTabScreen(page: tabs[selected], count: tabs.count, selected: selected,
                                                 showsIndex: environment.showsPageIndex), identity: .index(0))
        }
        var itemContext = context
        itemContext.environment.font = .system(size: AppShellMetrics.tabItemTitleSize, weight: .medium)
        let items: [ViewNode] = tabs.enumerated().map { index, tab in
            guard let item = tab.appShellValue(TabItemKey.self) ?? nil else { return ViewNode(.empty) }
            var tinted = itemContext
            tinted.environment.setForegroundLevels([index == selected ? context.environment.tintStyle : AnyShapeStyle(Color(UIColor.systemGray))])
            return tinted.resolve(item, identity: .index(1 + index)).resizingSymbols(to: AppShellMetrics.tabItemSymbolSize)
        }
        // A tap on a tab's item selects it: sets the selection to the tab's tag, as the tab bar's
        // buttons do (a tab view without a selection binding stays on its first tab).
        let selects: [(() -> Void)?] = tabs.map { tab in
            guard let selection, let tag = TagKey.tag(of: tab, explicitIdentity: nil)?.base as? SelectionValue else { return nil }
            return { selection.wrappedValue = tag }
        }
        return context.resolve(TabBarScreen(tab: tabs[selected], items: items, selects: selects), identity: .index(0))
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs showing the first.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// A tab's item in the tab bar (`tabItem`).
enum TabItemKey: AppShellPreferenceKey {
    static var defaultValue: AnyView? { nil }
}

extension View {
    /// The tab bar item of this tab of a `TabView`: an image and a text (`Label`), drawn as the
    /// symbol over the title.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> _ModifiedView<Self> {
        appShellPreference(TabItemKey.self, AnyView(label()))
    }

    /// How the tab views inside draw: `.page` as pages with dots.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> _EnvironmentModifiedView<Self> {
        let paged = style._isPage
        let showsIndex = style._showsIndex
        return environmentUpdate {
            $0.appShell.isPageTabView = paged
            $0.appShell.showsPageIndex = showsIndex
        }
    }
}

/// How a `TabView` is drawn, as SwiftUI's `TabViewStyle`.
public protocol TabViewStyle {
    /// Whether the tabs are pages.
    var _isPage: Bool { get }
    /// Whether a paged style shows its dots.
    var _showsIndex: Bool { get }
}

/// The tab bar style.
public struct DefaultTabViewStyle: TabViewStyle {
    /// The style.
    public init() {}
    /// Not paged.
    public var _isPage: Bool { false }
    /// Not paged.
    public var _showsIndex: Bool { false }
}

/// Pages with a dot for each, as SwiftUI's `PageTabViewStyle`.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show.
    public enum IndexDisplayMode: Hashable, Sendable {
        /// Shown when there is more than one page.
        case automatic
        /// Always shown.
        case always
        /// Never shown.
        case never
    }
    let indexDisplayMode: IndexDisplayMode
    /// The style, with dots as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
    /// Paged.
    public var _isPage: Bool { true }
    /// Whether the dots show.
    public var _showsIndex: Bool { indexDisplayMode != .never }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The tab bar style.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with dots.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Pages, with dots as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// The selected tab above the tab bar.
struct TabBarScreen: View {
    let tab: ViewNode
    let items: [ViewNode]
    /// What a tap on each item does (selects its tab), nil for an item that does nothing.
    var selects: [(() -> Void)?] = []

    var body: some View {
        ZStack(alignment: .bottom) {
            ResolvedNodeView(node: tab)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .safeAreaPadding(.bottom, AppShellMetrics.tabBarHeight)
            HStack(spacing: 0) {
                ForEach(0..<items.count) { index in
                    let item = VStack(spacing: AppShellMetrics.tabItemSpacing) { ResolvedNodeView(node: items[index]) }
                        .padding(.top, AppShellMetrics.tabItemTopInset)
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                    if index < selects.count, let select = selects[index] {
                        item.contentShape(Rectangle()).onTapGesture(perform: select)
                    } else {
                        item
                    }
                }
            }
            .frame(height: AppShellMetrics.tabBarHeight)
            .background(Material.bar, ignoresSafeAreaEdges: .bottom)
            .overlay(alignment: .top) {
                Rectangle().fill(Color(UIColor.separator)).frame(height: AppShellMetrics.separatorThickness)
            }
        }
    }
}

/// The selected page of a paged tab view, with its dots.
struct PageTabScreen: View {
    let page: ViewNode
    let count: Int
    let selected: Int
    let showsIndex: Bool

    /// A page dot's diameter (8) and the space between dots (8), after UIPageControl's.
    static let dotSize: CGFloat = 8
    /// The space between dots.
    static let dotSpacing: CGFloat = 8
    /// The dots' distance from the bottom of the view.
    static let dotsBottomInset: CGFloat = 20

    var body: some View {
        ZStack(alignment: .bottom) {
            ResolvedNodeView(node: page).frame(maxWidth: .infinity, maxHeight: .infinity)
            if showsIndex && count > 1 {
                HStack(spacing: Self.dotSpacing) {
                    ForEach(0..<count) { index in
                        Circle().fill(Color.white.opacity(index == selected ? 1 : 0.3))
                            .frame(width: Self.dotSize, height: Self.dotSize)
                    }
                }
                .padding(.bottom, Self.dotsBottomInset)
            }
        }
    }
}

extension ViewNode {
    /// The node with every SF Symbol in it drawn at `size` points (a tab item's symbol, sized apart
    /// from its title).
    func resizingSymbols(to size: CGFloat) -> ViewNode {
        var copy = self
        if case .text(let leaf) = kind, leaf.style.font.family == SymbolCatalog.fontFamily {
            var style = leaf.style
            style.font.size = size
            copy.kind = .text(TextLeaf(string: leaf.string, style: style, paint: leaf.paint, environment: leaf.environment))
        }
        copy.children = children.map { $0.resizingSymbols(to: size) }
        return copy
    }
}
