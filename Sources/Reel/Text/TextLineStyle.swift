import Foundation

extension Text {
    /// How an underline or a strikethrough line is drawn: its pattern and, when given, its
    /// colour (otherwise the line takes the text's own paint, as in SwiftUI).
    public struct LineStyle: Hashable, Sendable {
        /// The dash pattern of a text line.
        public enum Pattern: String, Hashable, Sendable, CaseIterable {
            /// A solid line.
            case solid
            /// A dotted line.
            case dot
            /// A dashed line.
            case dash
            /// A line of alternating dashes and dots.
            case dashDot
            /// A line of a dash and two dots, repeated.
            case dashDotDot
        }

        /// The line's pattern. Pango draws every pattern as a solid line (see
        /// docs/RefusedConstructs.md).
        public var pattern: Pattern
        /// The line's colour, or nil for the text's paint.
        public var color: Color?

        /// A line with `pattern` in `color` (nil: the text's paint).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's paint.
        public static let single = LineStyle()
    }

    /// The text with a line under it when `isActive`, in `color` (nil: the text's paint).
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        var t = self; t.underlineStyle = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil); return t
    }

    /// The text with a line through it when `isActive`, in `color` (nil: the text's paint).
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        var t = self; t.strikethroughStyle = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil); return t
    }
}
