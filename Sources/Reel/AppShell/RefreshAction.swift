import Foundation

/// What pulling a scroll view down past its top runs, as SwiftUI's `RefreshAction` (the
/// environment's `refresh`, set by `refreshable(action:)`): the refresh starts, and the scroll
/// view shows its spinner until it ends.
public struct RefreshAction {
    /// Starts the refresh; the argument is called once it has ended.
    let start: (@escaping () -> Void) -> Void

    /// An action that starts with `start` and calls its argument when the refresh has ended.
    package init(start: @escaping (@escaping () -> Void) -> Void) { self.start = start }

    /// Runs the refresh.
    public func callAsFunction() { start {} }
}

extension EnvironmentValues {
    /// What pulling the scroll views here down past their top runs, if anything
    /// (`refreshable(action:)`).
    public var refresh: RefreshAction? { appShell.refresh }
}

extension View {
    /// Pull to refresh, as SwiftUI's `refreshable(action:)`: a `List` or `ScrollView` inside,
    /// pulled 60 pt past its top by a scripted finger, shows the refresh spinner and runs `action`
    /// as an event; a compiled scene's action is synchronous (as `task`'s), so the refresh ends
    /// when it returns and the content springs back once the finger lifts.
    public func refreshable(action: @escaping () -> Void) -> _EnvironmentModifiedView<Self> {
        refreshable(starting: { done in action(); done() })
    }

    /// Pull to refresh with an action that ends later: `start` is given what to call once the
    /// refresh has ended (a scene file's `refreshable` runs its closure as a task).
    package func refreshable(starting start: @escaping (@escaping () -> Void) -> Void) -> _EnvironmentModifiedView<Self> {
        environmentUpdate { $0.appShell.refresh = RefreshAction(start: start) }
    }
}
