import Foundation

/// The styles a `List` is drawn in.
public enum ListStyleKind: Hashable, Sendable {
    /// Rows across the whole width on the system background.
    case plain
    /// Sections as rounded cards inset from the edges, on the grouped background.
    case insetGrouped
    /// Sections across the whole width, on the grouped background.
    case grouped
}

/// How a `List` is drawn, as SwiftUI's `ListStyle`: `.listStyle(.plain)`.
public protocol ListStyle {
    /// The style Reel draws.
    var _kind: ListStyleKind { get }
}

/// iOS's automatic list style: inset grouped.
public struct DefaultListStyle: ListStyle {
    /// The style.
    public init() {}
    /// Inset grouped.
    public var _kind: ListStyleKind { .insetGrouped }
}
/// Rows across the whole width, separated by hairlines, on the system background.
public struct PlainListStyle: ListStyle {
    /// The style.
    public init() {}
    /// Plain.
    public var _kind: ListStyleKind { .plain }
}
/// Sections as cards with rounded corners, inset from the edges, on the grouped background.
public struct InsetGroupedListStyle: ListStyle {
    /// The style.
    public init() {}
    /// Inset grouped.
    public var _kind: ListStyleKind { .insetGrouped }
}
/// Sections across the whole width on the grouped background.
public struct GroupedListStyle: ListStyle {
    /// The style.
    public init() {}
    /// Grouped.
    public var _kind: ListStyleKind { .grouped }
}
/// A sidebar: on an iPhone, drawn as inset grouped.
public struct SidebarListStyle: ListStyle {
    /// The style.
    public init() {}
    /// Inset grouped.
    public var _kind: ListStyleKind { .insetGrouped }
}
/// Inset rows: on an iPhone, drawn as inset grouped.
public struct InsetListStyle: ListStyle {
    /// The style.
    public init() {}
    /// Inset grouped.
    public var _kind: ListStyleKind { .insetGrouped }
}

extension ListStyle where Self == DefaultListStyle {
    /// iOS's automatic style (inset grouped).
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
    /// The plain style.
    public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
    /// The inset-grouped style.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    /// The grouped style.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
    /// The sidebar style (inset grouped on an iPhone).
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
extension ListStyle where Self == InsetListStyle {
    /// The inset style (inset grouped on an iPhone).
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension View {
    /// The style of the lists inside this view.
    public func listStyle<S: ListStyle>(_ style: S) -> _EnvironmentModifiedView<Self> {
        let kind = style._kind
        return environmentUpdate { $0.appShell.listStyle = kind }
    }
}
