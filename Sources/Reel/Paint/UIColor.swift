import Foundation

/// UIKit's colour type, as SwiftUI code on iOS names it: `Color(.systemBackground)`,
/// `Color(uiColor: .secondaryLabel)`, `Color(UIColor.systemGray5)`.
///
/// Reel has no UIKit; this is a colour value carrying iOS's semantic colours with their light
/// and dark values (iOS 17, from Apple's documentation and Human Interface Guidelines; the table
/// is in docs/SystemLook.md). The semantic colours are dynamic: they resolve to their variant in
/// the colour scheme of the view that draws them. UIKit's fixed colours (`.red` is pure red
/// there, unlike SwiftUI's `Color.red`) keep UIKit's values.
public struct UIColor: Hashable, Sendable {
    /// The colour, dynamic for the semantic colours.
    public var color: Color

    /// A colour wrapping `color`.
    public init(_ color: Color) { self.color = color }
    /// A colour from sRGB components, as UIKit's `init(red:green:blue:alpha:)`.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        color = Color(red: red, green: green, blue: blue, opacity: alpha)
    }
    /// A grey, as UIKit's `init(white:alpha:)`.
    public init(white: Double, alpha: Double) { color = Color(white: white, opacity: alpha) }
    /// A colour from hue, saturation and brightness, as UIKit's initialiser of that name.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double) {
        color = Color(hue: hue, saturation: saturation, brightness: brightness, opacity: alpha)
    }
    /// A dynamic colour from 0xRRGGBB values and opacities.
    init(light: UInt32, dark: UInt32, opacity: Double = 1, darkOpacity: Double? = nil) {
        color = Color(light: light, dark: dark, opacity: opacity, darkOpacity: darkOpacity)
    }

    /// The same colour with its opacity set to `alpha` (both appearances).
    public func withAlphaComponent(_ alpha: Double) -> UIColor {
        var copy = color
        copy.alpha = alpha
        copy.dark?.alpha = alpha
        return UIColor(copy)
    }
    /// The fixed colour for a trait environment's appearance, as UIKit's `resolvedColor(with:)`
    /// with a trait collection of that style.
    public func resolvedColor(for scheme: ColorScheme) -> UIColor { UIColor(color.resolved(for: scheme)) }

    // MARK: Label colours

    /// Text of primary content: black / white.
    public static let label = UIColor(light: 0x000000, dark: 0xFFFFFF)
    /// Text of secondary content: #3C3C43 at 60% / #EBEBF5 at 60%.
    public static let secondaryLabel = UIColor(light: 0x3C3C43, dark: 0xEBEBF5, opacity: 0.6)
    /// Text of tertiary content: #3C3C43 at 30% / #EBEBF5 at 30%.
    public static let tertiaryLabel = UIColor(light: 0x3C3C43, dark: 0xEBEBF5, opacity: 0.3)
    /// Text of quaternary content: #3C3C43 at 18% / #EBEBF5 at 16%.
    public static let quaternaryLabel = UIColor(light: 0x3C3C43, dark: 0xEBEBF5, opacity: 0.18, darkOpacity: 0.16)
    /// Placeholder text in fields: #3C3C43 at 30% / #EBEBF5 at 30%.
    public static let placeholderText = UIColor(light: 0x3C3C43, dark: 0xEBEBF5, opacity: 0.3)
    /// Links: #007AFF / #0984FF.
    public static let link = UIColor(light: 0x007AFF, dark: 0x0984FF)

    // MARK: Separators

    /// A thin separator that lets what is under it show: #3C3C43 at 29% / #545458 at 60%.
    public static let separator = UIColor(light: 0x3C3C43, dark: 0x545458, opacity: 0.29, darkOpacity: 0.6)
    /// An opaque separator: #C6C6C8 / #38383A.
    public static let opaqueSeparator = UIColor(light: 0xC6C6C8, dark: 0x38383A)

    // MARK: Fills

    /// Fill of thin and small shapes: #787880 at 20% / at 36%.
    public static let systemFill = UIColor(light: 0x787880, dark: 0x787880, opacity: 0.2, darkOpacity: 0.36)
    /// Fill of medium shapes: #787880 at 16% / at 32%.
    public static let secondarySystemFill = UIColor(light: 0x787880, dark: 0x787880, opacity: 0.16, darkOpacity: 0.32)
    /// Fill of large shapes: #767680 at 12% / at 24%.
    public static let tertiarySystemFill = UIColor(light: 0x767680, dark: 0x767680, opacity: 0.12, darkOpacity: 0.24)
    /// Fill of large areas with complex content: #747480 at 8% / #767680 at 18%.
    public static let quaternarySystemFill = UIColor(light: 0x747480, dark: 0x767680, opacity: 0.08, darkOpacity: 0.18)

    // MARK: Backgrounds

    /// The main background: #FFFFFF / #000000.
    public static let systemBackground = UIColor(light: 0xFFFFFF, dark: 0x000000)
    /// Content layered on the main background: #F2F2F7 / #1C1C1E.
    public static let secondarySystemBackground = UIColor(light: 0xF2F2F7, dark: 0x1C1C1E)
    /// Content layered on secondary backgrounds: #FFFFFF / #2C2C2E.
    public static let tertiarySystemBackground = UIColor(light: 0xFFFFFF, dark: 0x2C2C2E)
    /// The background of grouped content (inset-grouped lists): #F2F2F7 / #000000.
    public static let systemGroupedBackground = UIColor(light: 0xF2F2F7, dark: 0x000000)
    /// Content layered on the grouped background: #FFFFFF / #1C1C1E.
    public static let secondarySystemGroupedBackground = UIColor(light: 0xFFFFFF, dark: 0x1C1C1E)
    /// Content layered on secondary grouped backgrounds: #F2F2F7 / #2C2C2E.
    public static let tertiarySystemGroupedBackground = UIColor(light: 0xF2F2F7, dark: 0x2C2C2E)

    // MARK: Greys

    /// #8E8E93 / #8E8E93.
    public static let systemGray = UIColor(light: 0x8E8E93, dark: 0x8E8E93)
    /// #AEAEB2 / #636366.
    public static let systemGray2 = UIColor(light: 0xAEAEB2, dark: 0x636366)
    /// #C7C7CC / #48484A.
    public static let systemGray3 = UIColor(light: 0xC7C7CC, dark: 0x48484A)
    /// #D1D1D6 / #3A3A3C.
    public static let systemGray4 = UIColor(light: 0xD1D1D6, dark: 0x3A3A3C)
    /// #E5E5EA / #2C2C2E.
    public static let systemGray5 = UIColor(light: 0xE5E5EA, dark: 0x2C2C2E)
    /// #F2F2F7 / #1C1C1E.
    public static let systemGray6 = UIColor(light: 0xF2F2F7, dark: 0x1C1C1E)

    // MARK: System colours (the same as SwiftUI's named colours)

    /// `Color.red`.
    public static let systemRed = UIColor(Color.red)
    /// `Color.orange`.
    public static let systemOrange = UIColor(Color.orange)
    /// `Color.yellow`.
    public static let systemYellow = UIColor(Color.yellow)
    /// `Color.green`.
    public static let systemGreen = UIColor(Color.green)
    /// `Color.mint`.
    public static let systemMint = UIColor(Color.mint)
    /// `Color.teal`.
    public static let systemTeal = UIColor(Color.teal)
    /// `Color.cyan`.
    public static let systemCyan = UIColor(Color.cyan)
    /// `Color.blue`.
    public static let systemBlue = UIColor(Color.blue)
    /// `Color.indigo`.
    public static let systemIndigo = UIColor(Color.indigo)
    /// `Color.purple`.
    public static let systemPurple = UIColor(Color.purple)
    /// `Color.pink`.
    public static let systemPink = UIColor(Color.pink)
    /// `Color.brown`.
    public static let systemBrown = UIColor(Color.brown)
    /// The tint (accent) colour: system blue.
    public static let tintColor = UIColor(Color.blue)

    // MARK: UIKit's fixed colours

    /// Text on dark backgrounds: white at 60%, in both appearances.
    public static let lightText = UIColor(light: 0xFFFFFF, dark: 0xFFFFFF, opacity: 0.6)
    /// Text on light backgrounds: black, in both appearances.
    public static let darkText = UIColor(Color.black)
    /// 0 white.
    public static let black = UIColor(Color.black)
    /// 1 white.
    public static let white = UIColor(Color.white)
    /// Transparent.
    public static let clear = UIColor(Color.clear)
    /// 0.5 white (UIKit's `gray`, not the system grey).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// 2/3 white.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// 1/3 white.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Pure red (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

    /// Every named colour with its UIKit name, in the order of docs/SystemLook.md, for look-ups by
    /// name (the scene-file vocabulary) and the documentation's table.
    public static let named: [(String, UIColor)] = [
        ("label", .label), ("secondaryLabel", .secondaryLabel), ("tertiaryLabel", .tertiaryLabel),
        ("quaternaryLabel", .quaternaryLabel), ("placeholderText", .placeholderText), ("link", .link),
        ("separator", .separator), ("opaqueSeparator", .opaqueSeparator),
        ("systemFill", .systemFill), ("secondarySystemFill", .secondarySystemFill), ("tertiarySystemFill", .tertiarySystemFill),
        ("quaternarySystemFill", .quaternarySystemFill),
        ("systemBackground", .systemBackground), ("secondarySystemBackground", .secondarySystemBackground),
        ("tertiarySystemBackground", .tertiarySystemBackground), ("systemGroupedBackground", .systemGroupedBackground),
        ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground),
        ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground),
        ("systemGray", .systemGray), ("systemGray2", .systemGray2), ("systemGray3", .systemGray3), ("systemGray4", .systemGray4),
        ("systemGray5", .systemGray5), ("systemGray6", .systemGray6),
        ("systemRed", .systemRed), ("systemOrange", .systemOrange), ("systemYellow", .systemYellow), ("systemGreen", .systemGreen),
        ("systemMint", .systemMint), ("systemTeal", .systemTeal), ("systemCyan", .systemCyan), ("systemBlue", .systemBlue),
        ("systemIndigo", .systemIndigo), ("systemPurple", .systemPurple), ("systemPink", .systemPink), ("systemBrown", .systemBrown),
        ("tintColor", .tintColor), ("lightText", .lightText), ("darkText", .darkText),
        ("black", .black), ("white", .white), ("clear", .clear), ("gray", .gray), ("lightGray", .lightGray), ("darkGray", .darkGray),
        ("red", .red), ("green", .green), ("blue", .blue), ("cyan", .cyan), ("yellow", .yellow), ("magenta", .magenta),
        ("orange", .orange), ("purple", .purple), ("brown", .brown),
    ]
}

extension Color {
    /// The SwiftUI colour of a UIKit colour (dynamic when the UIKit colour is), as `Color(_:)`
    /// with a `UIColor` on iOS: `Color(.systemBackground)`.
    public init(_ color: UIColor) { self = color.color }
    /// The SwiftUI colour of a UIKit colour, as `Color(uiColor:)` on iOS.
    public init(uiColor color: UIColor) { self = color.color }
}
