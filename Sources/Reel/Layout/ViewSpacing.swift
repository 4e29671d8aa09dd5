import Foundation

/// The space a view prefers around it, as SwiftUI's `ViewSpacing`: what a custom `Layout` asks
/// for (`subview.spacing.distance(to: next.spacing, along: .horizontal)`) to space its subviews
/// as the stacks do.
///
/// Every view in Reel prefers the stacks' default spacing, `defaultStackSpacing` (8 points), on
/// every edge; `ViewSpacing.zero` prefers none. The distance between two views is the larger of
/// their preferences, so two views give 8 and a view next to `.zero` gives 8 as well.
public struct ViewSpacing: Equatable, Sendable {
    /// The preferred space on each edge.
    var preferred: CGFloat

    /// The spacing every view prefers: `defaultStackSpacing` on every edge.
    public init() { preferred = defaultStackSpacing }

    /// No preferred space.
    public static let zero = ViewSpacing(preferred: 0)

    private init(preferred: CGFloat) { self.preferred = preferred }

    /// The distance between a view with this spacing and the next one along `axis`: the larger
    /// of their preferences.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { max(preferred, next.preferred) }

    /// Takes the larger preference of this spacing and `other`.
    public mutating func formUnion(_ other: ViewSpacing) { preferred = max(preferred, other.preferred) }

    /// The larger preference of this spacing and `other`.
    public func union(_ other: ViewSpacing) -> ViewSpacing { ViewSpacing(preferred: max(preferred, other.preferred)) }
}

extension LayoutSubview {
    /// The space the subview prefers around it (the stacks' default on every edge).
    public var spacing: ViewSpacing { ViewSpacing() }
}
