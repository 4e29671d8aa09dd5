import Foundation

extension Font {
    /// The text styles of Dynamic Type, as SwiftUI names them, for fonts that scale relative to
    /// one (`custom(_:size:relativeTo:)`). Reel draws at the default content size, where such a
    /// font keeps the size it is given.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        /// The large title style.
        case largeTitle
        /// The title style.
        case title
        /// The second-level title style.
        case title2
        /// The third-level title style.
        case title3
        /// The headline style.
        case headline
        /// The subheadline style.
        case subheadline
        /// The body style.
        case body
        /// The callout style.
        case callout
        /// The footnote style.
        case footnote
        /// The caption style.
        case caption
        /// The alternate caption style.
        case caption2
    }

    /// A font of the named family (or PostScript name) at `size` points, scaling with Dynamic Type
    /// relative to `textStyle` in SwiftUI; at the default content size Reel draws, `size` itself.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        custom(name, size: size)
    }

    /// A font of the named family (or PostScript name) at `fixedSize` points, which Dynamic Type
    /// never scales.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        custom(name, size: fixedSize)
    }
}
