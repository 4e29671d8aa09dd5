import Foundation

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Hashable, Sendable {
    /// The places Reel draws items in.
    enum Slot: Hashable, Sendable { case leading, trailing, principal, bottom }
    let slot: Slot
    /// As the system decides: the navigation bar's trailing side on iOS.
    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    /// The navigation bar's leading side.
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The navigation bar's trailing side.
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The navigation bar's leading side (the older name).
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The navigation bar's trailing side (the older name).
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The middle of the navigation bar, in place of an inline title.
    public static let principal = ToolbarItemPlacement(slot: .principal)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
    /// A primary action: the navigation bar's trailing side on iOS.
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    /// A confirming action: the trailing side on iOS.
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    /// A cancelling action: the leading side on iOS.
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    /// A destructive action: the trailing side on iOS.
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
}

/// Where a toolbar item of resolved toolbar content goes.
enum ToolbarItemPlacementKey: AppShellPreferenceKey {
    static var defaultValue: ToolbarItemPlacement { .automatic }
}

/// One item of a `toolbar`, placed in a bar, as SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content
    /// An item showing `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == Void {
        self.placement = placement
        self.content = content()
    }
    /// An item with an identifier (used by customisable toolbars; here only for its placement).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.placement = placement
        self.content = content()
    }
    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }
    package func makeNode(in context: ResolveContext) -> ViewNode {
        context.resolve(content.appShellPreference(ToolbarItemPlacementKey.self, placement))
    }
}

/// Several items of a `toolbar` at one placement, side by side, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content
    /// Items showing `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }
    package func makeNode(in context: ResolveContext) -> ViewNode {
        let placement = self.placement
        let items = context.resolve(content).flattened.enumerated().map { index, node -> ViewNode in
            var item = context.resolve(ResolvedNodeView(node: node).appShellPreference(ToolbarItemPlacementKey.self, placement),
                                       identity: node.identity)
            if case .index = node.identity { item.identity = .index(index) }
            return item
        }
        return ViewNode(.group, children: items)
    }
}

/// The content of `toolbar` modifiers.
enum ToolbarContentKey: AppShellPreferenceKey {
    static var defaultValue: AnyView? { nil }
}

extension View {
    /// Items for the bars of the enclosing `NavigationStack`: `ToolbarItem`s at their placements,
    /// and plain views (a `Button`) on the navigation bar's trailing side, in the tint colour at
    /// 17 points.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> _ModifiedView<Self> {
        appShellPreference(ToolbarContentKey.self, AnyView(content()))
    }
}
