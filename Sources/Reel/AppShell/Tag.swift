import Foundation

/// A view's tag (`tag`): the value a `TabView`'s selection picks it by.
enum TagKey: AppShellPreferenceKey {
    static var defaultValue: AnyHashable? { nil }
}

extension View {
    /// Tags the view with `tag`, the value a container's selection names it by (a `TabView`'s tab).
    public func tag<V: Hashable>(_ tag: V) -> _ModifiedView<Self> {
        appShellPreference(TagKey.self, AnyHashable(tag))
    }
}
