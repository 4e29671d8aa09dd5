import Foundation

/// A view that shows its root with the navigation bar above it, as SwiftUI's `NavigationStack`
/// draws its root view on iOS 17: the bar (44 points, or 96 with a large title) sits under the
/// safe area's top; its title and items come from the root's `navigationTitle`,
/// `navigationBarTitleDisplayMode` and `toolbar`; the root is laid out below the bar (the bar is
/// part of its safe area, so a background that ignores the safe area reaches up behind the bar),
/// and above a bottom toolbar when there is one.
///
/// A rendered stack shows its root: links and destinations are drawn as their labels, never
/// followed (following one is an interaction).
public struct NavigationStack<Root: View>: View, PrimitiveView {
    let root: Root

    /// A stack showing `root`.
    public init(@ViewBuilder root: () -> Root) { self.root = root() }

    /// A stack bound to a navigation path; a rendered stack shows its root whatever the path holds.
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root) { self.root = root() }

    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        var inner = context
        inner.environment.appShell.isInNavigationStack = true
        let content = inner.resolve(root, identity: .index(0))
        let bar = NavigationBarConfiguration(reading: content, in: inner)
        return context.resolve(NavigationStackScreen(content: content, bar: bar), identity: .index(0))
    }
}

/// SwiftUI's older name for a navigation stack.
public typealias NavigationView<Content: View> = NavigationStack<Content>

/// What a stack's bars show, read from its resolved root.
struct NavigationBarConfiguration {
    var title: Text?
    var displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    var background: NavigationBarBackground?
    var isHidden = false
    var leading: [ViewNode] = []
    var trailing: [ViewNode] = []
    var principal: [ViewNode] = []
    var bottom: [ViewNode] = []

    /// The configuration `content` asks for; its toolbar content resolved in `context`.
    init(reading content: ViewNode, in context: ResolveContext) {
        title = content.appShellValue(NavigationTitleKey.self) ?? nil
        displayMode = content.appShellValue(NavigationTitleDisplayModeKey.self) ?? .automatic
        background = content.appShellValue(NavigationBarBackgroundKey.self) ?? nil
        isHidden = content.appShellValue(NavigationBarHiddenKey.self) ?? false
        var itemContext = context
        itemContext.environment.appShell.isInListRow = false
        // Bar items are buttons: 17 points in the tint colour.
        itemContext.environment.font = .body
        itemContext.environment.setForegroundLevels([context.environment.tintStyle])
        for (index, toolbar) in content.appShellValues(ToolbarContentKey.self).enumerated() {
            guard let toolbar else { continue }
            for item in itemContext.resolve(toolbar, identity: .index(1 + index)).flattened {
                switch (item.appShellValue(ToolbarItemPlacementKey.self) ?? .automatic).slot {
                case .leading: leading.append(item)
                case .trailing: trailing.append(item)
                case .principal: principal.append(item)
                case .bottom: bottom.append(item)
                }
            }
        }
    }

    /// Whether the title is large.
    var isLarge: Bool { displayMode != .inline && title != nil || displayMode == .large }

    /// The bar's height under the safe area's top.
    var height: CGFloat {
        if isHidden { return 0 }
        return AppShellMetrics.navigationBarHeight + (isLarge ? AppShellMetrics.largeTitleHeight : 0)
    }
}

/// A stack's root with its bars.
struct NavigationStackScreen: View {
    let content: ViewNode
    let bar: NavigationBarConfiguration

    var body: some View {
        let bottomHeight: CGFloat = bar.bottom.isEmpty ? 0 : AppShellMetrics.bottomToolbarHeight
        return ZStack(alignment: .top) {
            ResolvedNodeView(node: content)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .safeAreaPadding(EdgeInsets(top: bar.height, leading: 0, bottom: bottomHeight, trailing: 0))
            if !bar.isHidden {
                NavigationBarView(bar: bar)
            }
            if !bar.bottom.isEmpty {
                BottomToolbarView(items: bar.bottom)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
            }
        }
    }
}

/// The navigation bar: the standard row of items (with an inline title or a principal item in the
/// middle), and the large title under it.
struct NavigationBarView: View {
    let bar: NavigationBarConfiguration

    var body: some View {
        VStack(spacing: 0) {
            ZStack {
                HStack(spacing: AppShellMetrics.toolbarItemSpacing) {
                    ForEach(0..<bar.leading.count) { ResolvedNodeView(node: bar.leading[$0]) }
                    Spacer(minLength: 0)
                    ForEach(0..<bar.trailing.count) { ResolvedNodeView(node: bar.trailing[$0]) }
                }
                .font(.body)
                .foregroundStyle(.tint)
                .padding(.horizontal, AppShellMetrics.barMargin)
                if !bar.principal.isEmpty {
                    HStack(spacing: AppShellMetrics.toolbarItemSpacing) {
                        ForEach(0..<bar.principal.count) { ResolvedNodeView(node: bar.principal[$0]) }
                    }
                } else if !bar.isLarge, let title = bar.title {
                    title.font(.system(size: AppShellMetrics.inlineTitleSize, weight: .semibold)).lineLimit(1)
                        .foregroundStyle(Color.primary)
                }
            }
            .frame(height: AppShellMetrics.navigationBarHeight)
            if bar.isLarge {
                (bar.title ?? Text(verbatim: ""))
                    .font(.system(size: AppShellMetrics.largeTitleSize, weight: .bold)).lineLimit(1)
                    .foregroundStyle(Color.primary)
                    .padding(.horizontal, AppShellMetrics.barMargin)
                    .padding(.bottom, AppShellMetrics.largeTitleBottomInset)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
                    .frame(height: AppShellMetrics.largeTitleHeight)
            }
        }
        .frame(maxWidth: .infinity)
        .background(barBackground, ignoresSafeAreaEdges: .top)
    }

    /// The bar's background: clear at the top of the content, as iOS 15 and later draw it, unless
    /// `toolbarBackground` makes it visible (the bar material, or the style given).
    var barBackground: AnyShapeStyle {
        guard let background = bar.background, background.visibility != .hidden,
              background.visibility == .visible || background.style != nil else { return AnyShapeStyle(Color.clear) }
        return background.style ?? AnyShapeStyle(Material.bar)
    }
}

/// The bottom toolbar: its items from the leading edge of a 44-point row above the bottom safe area, over the
/// bar material.
struct BottomToolbarView: View {
    let items: [ViewNode]

    var body: some View {
        HStack(spacing: AppShellMetrics.toolbarItemSpacing) {
            ForEach(0..<items.count) { ResolvedNodeView(node: items[$0]) }
            Spacer(minLength: 0)
        }
        .font(.body)
        .foregroundStyle(.tint)
        .padding(.horizontal, AppShellMetrics.barMargin)
        .frame(maxWidth: .infinity)
        .frame(height: AppShellMetrics.bottomToolbarHeight)
        .background(Material.bar, ignoresSafeAreaEdges: .bottom)
    }
}
