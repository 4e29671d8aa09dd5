import Foundation

/// A font: a family (or a system design), a size in points, a weight and a slant.
///
/// The system font is DejaVu Sans (serif: DejaVu Serif, monospaced: DejaVu Sans Mono), which
/// `scripts/setup` installs, so text measures and renders the same on every machine. The text
/// styles have SwiftUI's sizes: largeTitle 34, title 28, title2 22, title3 20, headline 17
/// semibold, body 17, callout 16, subheadline 15, footnote 13, caption 12, caption2 11.
public struct Font: Hashable, Sendable {
    /// A font weight, from ultra-light to black.
    public struct Weight: Hashable, Sendable {
        /// The OpenType weight value (100 to 900; 400 regular, 700 bold).
        public var value: Int
        /// A weight with an OpenType weight value.
        public init(value: Int) { self.value = value }
        /// 100.
        public static let ultraLight = Weight(value: 100)
        /// 200.
        public static let thin = Weight(value: 200)
        /// 300.
        public static let light = Weight(value: 300)
        /// 400.
        public static let regular = Weight(value: 400)
        /// 500.
        public static let medium = Weight(value: 500)
        /// 600.
        public static let semibold = Weight(value: 600)
        /// 700.
        public static let bold = Weight(value: 700)
        /// 800.
        public static let heavy = Weight(value: 800)
        /// 900.
        public static let black = Weight(value: 900)
    }

    /// A family of system fonts.
    public enum Design: String, Hashable, Sendable {
        /// The default sans-serif family.
        case `default`
        /// A serif family.
        case serif
        /// A monospaced family.
        case monospaced
        /// A rounded family (the default family here: DejaVu has no rounded face).
        case rounded
    }

    /// The family name, or nil for the system family of `design`.
    public var family: String?
    /// The size in points.
    public var size: CGFloat
    /// The weight.
    public var weight: Weight
    /// The system design, used when `family` is nil.
    public var design: Design
    /// Whether the font is italic.
    public var isItalic: Bool

    /// A font with every property given.
    public init(family: String?, size: CGFloat, weight: Weight = .regular, design: Design = .default, italic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = italic
    }

    /// The system font at `size`.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(family: nil, size: size, weight: weight, design: design)
    }
    /// A font of the named family at `size`.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(family: name, size: size)
    }

    /// 34 pt.
    public static let largeTitle = Font.system(size: 34)
    /// 28 pt.
    public static let title = Font.system(size: 28)
    /// 22 pt.
    public static let title2 = Font.system(size: 22)
    /// 20 pt.
    public static let title3 = Font.system(size: 20)
    /// 17 pt semibold.
    public static let headline = Font.system(size: 17, weight: .semibold)
    /// 17 pt.
    public static let body = Font.system(size: 17)
    /// 16 pt.
    public static let callout = Font.system(size: 16)
    /// 15 pt.
    public static let subheadline = Font.system(size: 15)
    /// 13 pt.
    public static let footnote = Font.system(size: 13)
    /// 12 pt.
    public static let caption = Font.system(size: 12)
    /// 11 pt.
    public static let caption2 = Font.system(size: 11)

    /// The same font with another weight.
    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; return f }
    /// The same font in bold.
    public func bold() -> Font { weight(.bold) }
    /// The same font in italic.
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    /// The same font at another size.
    public func size(_ size: CGFloat) -> Font { var f = self; f.size = size; return f }

    /// The family name used to draw: the given family or the system family of the design.
    public var resolvedFamily: String {
        if let family { return family }
        switch design {
        case .default, .rounded: return "DejaVu Sans"
        case .serif: return "DejaVu Serif"
        case .monospaced: return "DejaVu Sans Mono"
        }
    }
}
