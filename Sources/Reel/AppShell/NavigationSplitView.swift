import Foundation

/// A split view, as SwiftUI's `NavigationSplitView`: on an iPhone it collapses into a navigation
/// stack showing its sidebar, which is what Reel draws (the detail appears when a row is chosen,
/// an interaction).
public struct NavigationSplitView<Sidebar: View, Detail: View>: View {
    let sidebar: Sidebar

    /// A split view with a sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) { self.sidebar = sidebar() }

    /// The sidebar in a navigation stack.
    public var body: some View { NavigationStack { sidebar } }
}

/// How a `NavigationView` arranges its columns, as SwiftUI's `NavigationViewStyle`; on an iPhone
/// every style is a stack.
public protocol NavigationViewStyle {}

/// A single stack of views.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}

/// The platform's style (a stack on an iPhone).
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}

/// Columns (a stack on an iPhone).
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// A single stack.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's style.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// How navigation views inside arrange their columns; a stack on an iPhone, so nothing changes.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> Self { self }

    /// A search field for the enclosing navigation stack; accepted, not drawn (Reel's bars have no
    /// search field yet).
    public func searchable(text: Binding<String>, prompt: Text? = nil) -> Self { self }

    /// Actions revealed by swiping a row: an interaction, so nothing is drawn.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> Self { self }
}

/// The leading and trailing edges, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Hashable, Sendable, CaseIterable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
}
