import Foundation

/// The measurements of iOS 17's bars, lists, sheets and alerts on an iPhone in portrait, as Reel
/// draws them (docs/AppShell.md lists each with its source). Points, not pixels.
public enum AppShellMetrics {
    /// A navigation bar's height with an inline title (UIKit's standard bar): 44.
    public static let navigationBarHeight: CGFloat = 44
    /// The height a large title adds under the standard bar: 52, so a large-title bar is 96.
    public static let largeTitleHeight: CGFloat = 52
    /// The large title's font size (the `largeTitle` text style, bold): 34.
    public static let largeTitleSize: CGFloat = 34
    /// The space between the large title's line and the bar's bottom edge: 8.
    public static let largeTitleBottomInset: CGFloat = 8
    /// The inline title's font size (semibold): 17.
    public static let inlineTitleSize: CGFloat = 17
    /// The bars' horizontal margin on an iPhone of compact width (the large title's leading inset,
    /// the toolbar items' inset): 16.
    public static let barMargin: CGFloat = 16
    /// The space between toolbar items on one side of a bar: 16.
    public static let toolbarItemSpacing: CGFloat = 16
    /// A bottom toolbar's and a tab bar's height above the bottom safe-area inset: 44 and 49.
    public static let bottomToolbarHeight: CGFloat = 44
    /// A tab bar's height above the bottom safe-area inset: 49.
    public static let tabBarHeight: CGFloat = 49
    /// A tab item's symbol size: 24; its title's font size (medium): 10.
    public static let tabItemSymbolSize: CGFloat = 24
    /// A tab item's title's font size (medium weight): 10.
    public static let tabItemTitleSize: CGFloat = 10
    /// The space between a tab item's symbol and its title: 2.
    public static let tabItemSpacing: CGFloat = 2
    /// The space above a tab item's symbol inside the tab bar: 6.
    public static let tabItemTopInset: CGFloat = 6

    /// A list row's least height: 44.
    public static let rowMinimumHeight: CGFloat = 44
    /// A list row's content inset from the row's leading and trailing edges: 20.
    public static let rowHorizontalInset: CGFloat = 20
    /// A list row's content inset above and below, for content taller than the least height: 11.
    public static let rowVerticalInset: CGFloat = 11
    /// An inset-grouped section's margin from the screen's edges on a compact-width iPhone: 16.
    public static let insetGroupedMargin: CGFloat = 16
    /// An inset-grouped section's corner radius: 10.
    public static let sectionCornerRadius: CGFloat = 10
    /// The space above a section that has no header, and between sections: 35.
    public static let sectionSpacing: CGFloat = 35
    /// A grouped section header's space above its text (13 pt, upper case) and below it: 17 and 7.
    public static let sectionHeaderTopInset: CGFloat = 17
    /// The space between a grouped section header's text and its section: 7.
    public static let sectionHeaderBottomInset: CGFloat = 7
    /// The space between a section and its footer's text: 7.
    public static let sectionFooterTopInset: CGFloat = 7
    /// A separator's thickness: one pixel of the iPhone's 3x display.
    public static let separatorThickness: CGFloat = 1.0 / 3.0

    /// The gap between the safe area's top and a page sheet's top edge: 10.
    public static let sheetTopGap: CGFloat = 10
    /// A sheet's top corner radius, and the presenter's behind it: 10.
    public static let sheetCornerRadius: CGFloat = 10
    /// The presenter's scale behind a page sheet: the screen less 16 points on each side.
    public static let sheetPresenterInset: CGFloat = 16
    /// The opacity of the black that dims the presenter behind a sheet: 0.4.
    public static let sheetDimming: Double = 0.4

    /// An alert's width: 270.
    public static let alertWidth: CGFloat = 270
    /// An alert's corner radius: 14.
    public static let alertCornerRadius: CGFloat = 14
    /// The opacity of the black that dims the screen behind an alert: 0.2.
    public static let alertDimming: Double = 0.2
    /// An alert button's height: 44.
    public static let alertButtonHeight: CGFloat = 44
    /// The padding around an alert's title and message: 16 at the sides, 19 above and below.
    public static let alertTextInsets = EdgeInsets(top: 19, leading: 16, bottom: 19, trailing: 16)
}
