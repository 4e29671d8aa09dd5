import Foundation

/// What a navigation bar shows for a view, as SwiftUI's `NavigationBarItem`: here, how its title
/// is displayed.
public enum NavigationBarItem {
    /// How a navigation title is displayed.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// As the stack decides: a large title for a stack's root view.
        case automatic
        /// Small, centred in the standard bar.
        case inline
        /// Large and bold, under the standard bar.
        case large
    }
}

/// The navigation title a view sets (`navigationTitle`).
enum NavigationTitleKey: AppShellPreferenceKey {
    static var defaultValue: Text? { nil }
}

/// The title display mode a view asks for (`navigationBarTitleDisplayMode`).
enum NavigationTitleDisplayModeKey: AppShellPreferenceKey {
    static var defaultValue: NavigationBarItem.TitleDisplayMode { .automatic }
}

/// Whether a view asks for the navigation bar's background (`toolbarBackground`).
enum NavigationBarBackgroundKey: AppShellPreferenceKey {
    static var defaultValue: NavigationBarBackground? { nil }
}

/// The navigation bar's background a view asks for: a style, and whether it shows.
struct NavigationBarBackground {
    /// The style of the bar's background (nil: the bar material).
    var style: AnyShapeStyle?
    /// Whether the background shows (nil: as iOS decides, hidden at the top of the content).
    var visibility: Visibility?
}

/// Whether a view hides the navigation bar (`toolbar(.hidden, for: .navigationBar)`).
enum NavigationBarHiddenKey: AppShellPreferenceKey {
    static var defaultValue: Bool { false }
}

/// Whether a bar or indicator shows, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// As the system decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// The bars a toolbar modifier applies to, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    /// The bars the system picks.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
}
