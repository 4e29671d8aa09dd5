import Foundation

/// What the app's containers tell the views inside them: the list style a `List` or `Form` takes,
/// whether a `NavigationStack` or a list row is around (a `NavigationLink` in a list row shows a
/// chevron), and whether lists hide their background.
package struct AppShellEnvironment {
    /// The style `listStyle(_:)` set, nil for the automatic one.
    package var listStyle: ListStyleKind?
    /// Whether the view is inside a `NavigationStack` (a `List` there is inset-grouped).
    package var isInNavigationStack = false
    /// The style of the list whose rows are being resolved (a `Section` styles its header and
    /// footer by it), nil outside a list.
    package var listStyleInEffect: ListStyleKind?
    /// Whether the view is a row of a `List` (or inside one).
    package var isInListRow = false
    /// Whether `scrollContentBackground(.hidden)` hides the list's background.
    package var scrollContentBackgroundHidden = false
    /// Whether `tabViewStyle(.page)` draws the tab views inside as pages.
    package var isPageTabView = false
    /// Whether page dots show for a paged tab view (`.page(indexDisplayMode: .never)` hides them).
    package var showsPageIndex = true
    /// What `refreshable(action:)` set for the scroll views inside.
    package var refresh: RefreshAction?
    /// The default environment's values.
    package init() {}
}
