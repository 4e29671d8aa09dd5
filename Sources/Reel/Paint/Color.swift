import Foundation

/// A colour in the sRGB colour space with an opacity; also a view that fills its frame and a
/// shape style that paints with one colour.
///
/// Components are stored unpremultiplied, as given. Values outside 0...1 are kept (extended sRGB)
/// and clamped only when drawn.
public struct Color: Hashable, Sendable {
    /// The red component, gamma-encoded sRGB.
    public var red: Double
    /// The green component, gamma-encoded sRGB.
    public var green: Double
    /// The blue component, gamma-encoded sRGB.
    public var blue: Double
    /// The opacity, 0 transparent to 1 opaque.
    public var alpha: Double
    /// The colour in the dark appearance, for a dynamic colour (a system colour, an asset
    /// catalogue's colour with a dark variant); nil for a colour that is the same in both. The
    /// components above are then the light (any) appearance.
    package var dark: Components?

    /// A colour's sRGB components and opacity, unpremultiplied.
    package struct Components: Hashable, Sendable {
        /// Red, green, blue (gamma-encoded sRGB) and opacity.
        package var red, green, blue, alpha: Double
    }

    /// A colour from sRGB components.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = opacity
    }

    /// A dynamic colour: `light` in the light appearance, `dark` in the dark one (each taken in
    /// its own light appearance).
    package init(light: Color, dark: Color) {
        self.init(red: light.red, green: light.green, blue: light.blue, opacity: light.alpha)
        self.dark = Components(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha)
    }

    /// Whether the colour differs between the light and dark appearances.
    public var isDynamic: Bool { dark != nil }

    /// The fixed colour this colour is in `environment` (its dark variant when the environment's
    /// colour scheme is dark), as SwiftUI's `resolve(in:)` gives it.
    public func resolved(in environment: EnvironmentValues) -> Color {
        resolved(for: environment.colorScheme)
    }

    /// The fixed colour this colour is in `scheme`.
    public func resolved(for scheme: ColorScheme) -> Color {
        guard let dark else { return self }
        switch scheme {
        case .light: return Color(red: red, green: green, blue: blue, opacity: alpha)
        case .dark: return Color(red: dark.red, green: dark.green, blue: dark.blue, opacity: dark.alpha)
        }
    }

    /// A grey of the given white level.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness (HSB, also called HSV), each in 0...1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        // A hue that is not a finite number has no place on the wheel: it is taken as red (0).
        let h = hue.isFinite ? (hue - floor(hue)) * 6 : 0
        let s = max(0, min(1, saturation)), v = brightness
        let i = Int(h) % 6, f = h - floor(h)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A colour from a hexadecimal string: `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`, with or
    /// without the `#`. Returns nil for anything else.
    public init?(hex: String) {
        var s = Substring(hex.trimmingCharacters(in: .whitespaces))
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard [3, 4, 6, 8].contains(s.count), s.allSatisfy(\.isHexDigit) else { return nil }
        let digits = s.count <= 4 ? s.flatMap { [$0, $0] } : Array(s)
        var values: [Double] = []
        for i in stride(from: 0, to: digits.count, by: 2) {
            values.append(Double(UInt8(String(digits[i...i + 1]), radix: 16)!) / 255)
        }
        self.init(red: values[0], green: values[1], blue: values[2], opacity: values.count == 4 ? values[3] : 1)
    }

    /// A colour from a 24-bit 0xRRGGBB integer.
    public init(hex: UInt32, opacity: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, opacity: opacity)
    }

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var result = Color(red: red, green: green, blue: blue, opacity: alpha * opacity)
        result.dark = dark.map { Components(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha * opacity) }
        return result
    }

    /// The hue, saturation and brightness of the colour, each in 0...1.
    public var hsb: (hue: Double, saturation: Double, brightness: Double) {
        let r = red, g = green, b = blue
        let mx = max(r, g, b), mn = min(r, g, b), delta = mx - mn
        var h = 0.0
        if delta > 0 {
            if mx == r { h = (g - b) / delta } else if mx == g { h = (b - r) / delta + 2 } else { h = (r - g) / delta + 4 }
            h /= 6
            if h < 0 { h += 1 }
        }
        return (h, mx == 0 ? 0 : delta / mx, mx)
    }

    // MARK: Named colours (iOS's system colours, light and dark; see docs/SystemLook.md)

    /// A dynamic colour from two 24-bit 0xRRGGBB values: `light` in the light appearance, `dark`
    /// in the dark one, each at `opacity` (`darkOpacity` in the dark one when given).
    package init(light: UInt32, dark: UInt32, opacity: Double = 1, darkOpacity: Double? = nil) {
        self.init(light: Color(hex: light, opacity: opacity), dark: Color(hex: dark, opacity: darkOpacity ?? opacity))
    }

    /// Black, #000000 in both appearances.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// White, #FFFFFF in both appearances.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// System gray: #8E8E93 in both appearances.
    public static let gray = Color(light: 0x8E8E93, dark: 0x8E8E93)
    /// System red: #FF3B30 light, #FF453A dark.
    public static let red = Color(light: 0xFF3B30, dark: 0xFF453A)
    /// System orange: #FF9500 light, #FF9F0A dark.
    public static let orange = Color(light: 0xFF9500, dark: 0xFF9F0A)
    /// System yellow: #FFCC00 light, #FFD60A dark.
    public static let yellow = Color(light: 0xFFCC00, dark: 0xFFD60A)
    /// System green: #34C759 light, #30D158 dark.
    public static let green = Color(light: 0x34C759, dark: 0x30D158)
    /// System mint: #00C7BE light, #63E6E2 dark.
    public static let mint = Color(light: 0x00C7BE, dark: 0x63E6E2)
    /// System teal: #30B0C7 light, #40C8E0 dark.
    public static let teal = Color(light: 0x30B0C7, dark: 0x40C8E0)
    /// System cyan: #32ADE6 light, #64D2FF dark.
    public static let cyan = Color(light: 0x32ADE6, dark: 0x64D2FF)
    /// System blue: #007AFF light, #0A84FF dark.
    public static let blue = Color(light: 0x007AFF, dark: 0x0A84FF)
    /// System indigo: #5856D6 light, #5E5CE6 dark.
    public static let indigo = Color(light: 0x5856D6, dark: 0x5E5CE6)
    /// System purple: #AF52DE light, #BF5AF2 dark.
    public static let purple = Color(light: 0xAF52DE, dark: 0xBF5AF2)
    /// System pink: #FF2D55 light, #FF375F dark.
    public static let pink = Color(light: 0xFF2D55, dark: 0xFF375F)
    /// System brown: #A2845E light, #AC8E68 dark.
    public static let brown = Color(light: 0xA2845E, dark: 0xAC8E68)
    /// The primary foreground colour, iOS's label colour: black light, white dark.
    public static let primary = Color(light: 0x000000, dark: 0xFFFFFF)
    /// The secondary foreground colour, iOS's secondary label colour: #3C3C43 at 60% light,
    /// #EBEBF5 at 60% dark.
    public static let secondary = Color(light: 0x3C3C43, dark: 0xEBEBF5, opacity: 0.6)
    /// The accent colour: system blue (the default tint).
    public static let accentColor = Color.blue

    /// Every named colour with its SwiftUI name, for look-ups by name.
    public static let named: [(String, Color)] = [
        ("black", .black), ("white", .white), ("clear", .clear), ("gray", .gray), ("red", .red),
        ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint), ("teal", .teal),
        ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple), ("pink", .pink),
        ("brown", .brown), ("primary", .primary), ("secondary", .secondary), ("accentColor", .accentColor),
    ]
}
