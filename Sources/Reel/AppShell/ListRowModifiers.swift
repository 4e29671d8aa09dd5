import Foundation

/// A row's background in a list (`listRowBackground`).
enum ListRowBackgroundKey: AppShellPreferenceKey {
    static var defaultValue: AnyView? { nil }
}

/// A row's insets in a list (`listRowInsets`).
enum ListRowInsetsKey: AppShellPreferenceKey {
    static var defaultValue: EdgeInsets? { nil }
}

/// Whether a row's separator is hidden (`listRowSeparator(.hidden)`).
enum ListRowSeparatorHiddenKey: AppShellPreferenceKey {
    static var defaultValue: Bool { false }
}

extension View {
    /// The view drawn behind this row of a list, in place of the style's row background.
    public func listRowBackground<V: View>(_ view: V?) -> _ModifiedView<Self> {
        appShellPreference(ListRowBackgroundKey.self, view.map { AnyView($0) })
    }

    /// The insets of this row's content in a list (nil: the style's, 20 at the sides).
    public func listRowInsets(_ insets: EdgeInsets?) -> _ModifiedView<Self> {
        appShellPreference(ListRowInsetsKey.self, insets)
    }

    /// Whether the separator under this row of a list shows.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> _ModifiedView<Self> {
        appShellPreference(ListRowSeparatorHiddenKey.self, visibility == .hidden)
    }

    /// Whether a section's separators show; accepted (Reel draws none at a section's edges).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }

    /// Whether the lists and scroll views inside draw their background: `.hidden` leaves the
    /// grouped background out, so what is behind the list shows.
    public func scrollContentBackground(_ visibility: Visibility) -> _EnvironmentModifiedView<Self> {
        environmentUpdate { $0.appShell.scrollContentBackgroundHidden = visibility == .hidden }
    }
}

/// The top and bottom edges, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt8
        /// A set from raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}
