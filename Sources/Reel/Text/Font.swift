import Foundation

/// A font: a family (or a system design), a size in points, a weight and a slant.
///
/// The system font stands in for Apple's San Francisco with open fonts from Debian that
/// `scripts/setup` installs, chosen for metrics close to SF Pro's (docs/SystemLook.md gives the
/// measurements): Inter Display for the default design, Quicksand for `.rounded`, Noto Serif for
/// `.serif` and Noto Sans Mono for `.monospaced`. System text lines are as tall as SF Pro's
/// (ascender 1950 and descender 494 units of 2048 per em: 20.29 points at 17 points), so frames
/// match iOS's. The text styles have iOS's sizes and weights at the default Dynamic Type size:
/// largeTitle 34, title 28, title2 22, title3 20, headline 17 semibold, body 17, callout 16,
/// subheadline 15, footnote 13, caption 12, caption2 11.
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
        /// The default sans-serif family (SF Pro on iOS; Inter Display here).
        case `default`
        /// A serif family (New York on iOS; Noto Serif here).
        case serif
        /// A monospaced family (SF Mono on iOS; Noto Sans Mono here).
        case monospaced
        /// A rounded family (SF Pro Rounded on iOS; Quicksand here).
        case rounded
    }

    /// The text styles of Dynamic Type, with iOS's sizes and weights at the default size.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        /// 34 pt.
        case largeTitle
        /// 28 pt.
        case title
        /// 22 pt.
        case title2
        /// 20 pt.
        case title3
        /// 17 pt semibold.
        case headline
        /// 15 pt.
        case subheadline
        /// 17 pt.
        case body
        /// 16 pt.
        case callout
        /// 13 pt.
        case footnote
        /// 12 pt.
        case caption
        /// 11 pt.
        case caption2

        /// The point size at the default Dynamic Type size (Apple's Human Interface Guidelines).
        public var size: CGFloat {
            switch self {
            case .largeTitle: return 34
            case .title: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline, .body: return 17
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption: return 12
            case .caption2: return 11
            }
        }
        /// The weight: semibold for the headline, regular for the others.
        public var weight: Weight { self == .headline ? .semibold : .regular }
        /// The leading the Human Interface Guidelines give the style (the distance between the
        /// baselines of its lines in a paragraph set by a designer), in points; for reference:
        /// SwiftUI's `Text` lays lines out at the font's line height (`Font.lineHeight`).
        public var designLeading: CGFloat {
            switch self {
            case .largeTitle: return 41
            case .title: return 34
            case .title2: return 28
            case .title3: return 25
            case .headline, .body: return 22
            case .callout: return 21
            case .subheadline: return 20
            case .footnote: return 18
            case .caption: return 16
            case .caption2: return 13
            }
        }
    }

    /// How much space a system font puts between lines, as SwiftUI's `Font.Leading`.
    public enum Leading: String, Hashable, Sendable {
        /// The font's own line height.
        case standard
        /// 2 points less per line (iOS's tight leading).
        case tight
        /// 2 points more per line (iOS's loose leading).
        case loose
    }

    /// SF Pro's line height as a fraction of the point size: its ascender (1950) plus its
    /// descender (494), over 2048 units per em. `UIFont.systemFont(ofSize: 17).lineHeight` is
    /// 17 × 2444 / 2048 = 20.287 points.
    public static let systemLineHeightRatio: CGFloat = 2444.0 / 2048.0
    /// SF Pro's ascender as a fraction of the point size (1950 / 2048): where the baseline lies
    /// below the top of a line.
    public static let systemAscenderRatio: CGFloat = 1950.0 / 2048.0

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
    /// Whether digits take one width each (tabular figures), as `monospacedDigit()`.
    public var hasMonospacedDigits: Bool = false
    /// The leading of a system font.
    public var leading: Leading = .standard

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
    /// The system font of a text style, in `design` (default) and `weight` (the style's own when
    /// nil), as `.font(.system(.title, design: .rounded))`.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(family: nil, size: style.size, weight: weight ?? style.weight, design: design ?? .default)
    }
    /// A font of the named family at `size`.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(family: name, size: size)
    }

    /// 34 pt.
    public static let largeTitle = Font.system(.largeTitle)
    /// 28 pt.
    public static let title = Font.system(.title)
    /// 22 pt.
    public static let title2 = Font.system(.title2)
    /// 20 pt.
    public static let title3 = Font.system(.title3)
    /// 17 pt semibold.
    public static let headline = Font.system(.headline)
    /// 17 pt.
    public static let body = Font.system(.body)
    /// 16 pt.
    public static let callout = Font.system(.callout)
    /// 15 pt.
    public static let subheadline = Font.system(.subheadline)
    /// 13 pt.
    public static let footnote = Font.system(.footnote)
    /// 12 pt.
    public static let caption = Font.system(.caption)
    /// 11 pt.
    public static let caption2 = Font.system(.caption2)

    /// The same font with another weight.
    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; return f }
    /// The same font in bold.
    public func bold() -> Font { weight(.bold) }
    /// The same font in italic.
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    /// The same font at another size.
    public func size(_ size: CGFloat) -> Font { var f = self; f.size = size; return f }
    /// The same font with digits of one width each (tabular figures).
    public func monospacedDigit() -> Font { var f = self; f.hasMonospacedDigits = true; return f }
    /// The monospaced design of the same system font (a custom font becomes the system
    /// monospaced font of its size and weight).
    public func monospaced() -> Font { var f = self; f.family = nil; f.design = .monospaced; return f }
    /// The same font with another leading.
    public func leading(_ leading: Leading) -> Font { var f = self; f.leading = leading; return f }

    /// The family name used to draw: the given family or the system family of the design.
    ///
    /// Quicksand's faces are families of their own for some weights, and its regular face is
    /// lighter than SF Pro Rounded's: regular and medium text takes Quicksand Medium, lighter text
    /// Quicksand Light, semibold and heavier Quicksand's bold.
    public var resolvedFamily: String {
        if let family { return family }
        if design == .rounded {
            if weight.value < 400 { return "Quicksand Light" }
            if weight.value < 600 { return "Quicksand Medium" }
        }
        return Font.systemFamily(design)
    }

    /// The installed family that draws the system font of `design`.
    public static func systemFamily(_ design: Design) -> String {
        switch design {
        case .default: return "Inter Display"
        case .rounded: return "Quicksand"
        case .serif: return "Noto Serif"
        case .monospaced: return "Noto Sans Mono"
        }
    }

    /// The height of one line of a system font: SF Pro's at this size, adjusted by the leading
    /// (nil for a custom font, whose lines are as tall as its own metrics make them).
    public var lineHeight: CGFloat? {
        guard family == nil else { return nil }
        let adjustment: CGFloat
        switch leading {
        case .standard: adjustment = 0
        case .tight: adjustment = -2
        case .loose: adjustment = 2
        }
        return max(1, size * Font.systemLineHeightRatio + adjustment)
    }
}
