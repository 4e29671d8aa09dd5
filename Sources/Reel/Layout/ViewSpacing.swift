import Foundation

/// The space a view prefers around it, as SwiftUI's `ViewSpacing`: what a stack asks each child
/// for to space it from its neighbour when the stack is given no `spacing`, and what a custom
/// `Layout` asks for (`subview.spacing.distance(to: next.spacing, along: .horizontal)`) to space
/// its subviews as the stacks do.
///
/// Each edge holds a preference or none. A view of Reel states none (`ViewSpacing()`), and two
/// views that state none sit the stacks' default apart (`defaultStackSpacing`, 8 points).
/// `ViewSpacing.zero` prefers no space on every edge, and a preference wins over the absence of
/// one: a view whose layout returns `.zero` from `spacing(subviews:cache:)` sits flush against
/// its neighbours in a stack, as in SwiftUI. Between two preferences the larger wins.
public struct ViewSpacing: Equatable, Sendable {
    /// The preferred space on each edge, nil where the view states none.
    private var top, leading, bottom, trailing: CGFloat?

    /// No preference on any edge: the default spacing of every view.
    public init() {}

    /// No space on every edge.
    public static let zero = ViewSpacing(all: 0)

    private init(all value: CGFloat) { (top, leading, bottom, trailing) = (value, value, value, value) }

    /// The preference on `edge`, nil when none.
    subscript(edge: Edge) -> CGFloat? {
        get {
            switch edge {
            case .top: return top
            case .leading: return leading
            case .bottom: return bottom
            case .trailing: return trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }

    /// The distance between a view with this spacing and the `next` one along `axis` (this one
    /// before it: left of it, or above it): the larger of the preferences of the edges that
    /// face each other, `defaultStackSpacing` when neither states one.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (mine, theirs) = axis == .horizontal ? (self[.trailing], next[.leading]) : (self[.bottom], next[.top])
        switch (mine, theirs) {
        case let (a?, b?): return max(a, b)
        case let (a?, nil): return a
        case let (nil, b?): return b
        case (nil, nil): return defaultStackSpacing
        }
    }

    /// Merges `other`'s preferences into this spacing on `edges`: the larger where both state one.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            switch (self[edge], other[edge]) {
            case let (a?, b?): self[edge] = max(a, b)
            case let (nil, b?): self[edge] = b
            default: break
            }
        }
    }

    /// This spacing with `other`'s preferences merged on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// This spacing with no preference on `edges` (what padding does to the edges it pads).
    func resetting(_ edges: Edge.Set) -> ViewSpacing {
        var copy = self
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) { copy[edge] = nil }
        return copy
    }

    /// The spacing of a container whose children `subviews` run along `axis`: the first child's
    /// on the leading (top) edge, the last child's on the trailing (bottom) edge, every child's
    /// across the axis, as SwiftUI's stacks give theirs.
    static func stack(_ subviews: LayoutSubviews, axis: Axis) -> ViewSpacing {
        var result = ViewSpacing()
        let across: Edge.Set = axis == .horizontal ? .vertical : .horizontal
        for i in subviews.indices {
            var edges = across
            if i == 0 { edges.formUnion(axis == .horizontal ? .leading : .top) }
            if i == subviews.count - 1 { edges.formUnion(axis == .horizontal ? .trailing : .bottom) }
            result.formUnion(subviews[i].spacing, edges: edges)
        }
        return result
    }
}

extension LayoutSubview {
    /// The space the subview prefers around it: its layout's `spacing(subviews:cache:)` for a
    /// container, the default (no preference) for any other view; padding clears the preference
    /// of the edges it pads, other modifiers keep their content's.
    public var spacing: ViewSpacing { host.spacing(of: box) }
}
