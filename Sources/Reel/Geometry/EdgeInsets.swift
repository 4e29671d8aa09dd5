import Foundation

/// Insets on each edge of a rectangle, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset of the top edge.
    public var top: CGFloat
    /// The inset of the leading (left) edge.
    public var leading: CGFloat
    /// The inset of the bottom edge.
    public var bottom: CGFloat
    /// The inset of the trailing (right) edge.
    public var trailing: CGFloat

    /// Insets of zero on every edge.
    public init() { top = 0; leading = 0; bottom = 0; trailing = 0 }
    /// Insets with the given amount on each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// The same inset on every edge.
    public init(_ all: CGFloat) { self.init(top: all, leading: all, bottom: all, trailing: all) }

    /// The sum of the leading and trailing insets.
    public var horizontal: CGFloat { leading + trailing }
    /// The sum of the top and bottom insets.
    public var vertical: CGFloat { top + bottom }
}

/// An edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The leading (left) edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing (right) edge.
    case trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int8
        /// A set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// A set holding one edge.
        public init(_ edge: Edge) { self.rawValue = 1 << edge.rawValue }
        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}
