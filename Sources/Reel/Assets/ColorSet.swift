import Foundation

/// A colour set of an asset catalog (`NAME.colorset/Contents.json`), read as Xcode writes it: a
/// colour per appearance (any, light, dark) and idiom, each in a colour space with its components.
///
/// Components are read in every form Xcode writes: floating point (`"0.500"`), 8-bit integers
/// (`"128"`, that is 128/255) and hexadecimal (`"0x80"`, also /255); a JSON number is taken as
/// floating point. Alpha is read the same way, except that an integer alpha of 0 or 1 is taken
/// as it is (Xcode writes alpha as floating point). Colour spaces: `srgb` and `extended-srgb`
/// (kept as they are), `display-p3` (converted, see `Color.RGBColorSpace.displayP3`),
/// `extended-linear-srgb` (encoded with the sRGB transfer function), `gray-gamma-22` and
/// `extended-gray` (a white level with gamma 2.2). Values outside 0...1 are kept and clamped when
/// drawn.
///
/// Of the idioms, `iphone` is preferred, then `universal`, then any other; of the entries for
/// one appearance, those without a `display-gamut` or with `sRGB` before `display-P3` ones.
/// High-contrast variants are not used. With a dark variant, the colour is dynamic: its light
/// appearance is the `light` entry, or the `any` one.
public struct ColorSet: Hashable, Sendable {
    /// The set's name as code names it (with its namespace folders, `Brand/Primary`).
    public var name: String
    /// The colour: dynamic when the set has a dark appearance.
    public var color: Color

    /// A set of a colour.
    public init(name: String, color: Color) {
        self.name = name
        self.color = color
    }

    /// The set described by the JSON `data` of its `Contents.json`, whose path relative to the
    /// module root `file` names in errors.
    public init(name: String, contents data: [UInt8], file: String) throws(AssetError) {
        func failure(_ reason: String) -> AssetError {
            AssetError(message: "the colour set '\(name)' cannot be read: \(file) \(reason)")
        }
        let json = try AssetJSON.object(data, failure: failure)
        guard let entries = json["colors"] as? [Any] else { throw failure("has no \"colors\" list") }
        var found: [(appearance: String, rank: Int, color: Color)] = []
        for (index, item) in entries.enumerated() {
            guard let entry = item as? [String: Any] else { throw failure("has a colour (number \(index + 1)) that is not an object") }
            guard let appearance = AssetJSON.appearance(entry) else { continue }
            guard let colour = entry["color"] else { continue }   // an empty slot
            guard let description = colour as? [String: Any] else { throw failure("has a \"color\" (number \(index + 1)) that is not an object") }
            if description["reference"] != nil || description["platform"] != nil {
                throw failure("refers to a system colour (\(description["reference"] ?? "?")); Reel reads colours given by components: pick the colour's components in Xcode's colour panel")
            }
            let color = try Self.color(description) { failure("has a colour (number \(index + 1)) whose \($0)") }
            let gamut = (entry["display-gamut"] as? String)?.lowercased() == "display-p3" ? 1 : 0
            found.append((appearance, AssetJSON.idiomRank(entry) * 2 + gamut, color))
        }
        func best(_ appearance: String) -> Color? {
            found.filter { $0.appearance == appearance }.min { $0.rank < $1.rank }?.color
        }
        guard let light = best("light") ?? best("any") ?? best("dark") else { throw failure("has no colour") }
        self.name = name
        if let dark = best("dark"), dark != light {
            self.color = Color(light: light, dark: dark)
        } else {
            self.color = light
        }
    }

    /// The colour `description` gives (`color-space` and `components`); `failure` makes the
    /// error for a phrase.
    static func color(_ description: [String: Any], failure: (String) -> AssetError) throws(AssetError) -> Color {
        let space = (description["color-space"] as? String) ?? "srgb"
        guard let components = description["components"] as? [String: Any] else { throw failure("\"components\" are missing") }
        func component(_ key: String, alpha: Bool = false) throws(AssetError) -> Double {
            guard let value = components[key] else { throw failure("component \"\(key)\" is missing") }
            guard let number = Self.number(value, alpha: alpha) else {
                throw failure("component \"\(key)\" is \(AssetJSON.shown(value)), not a number such as \"0.500\", \"128\" or \"0x80\"")
            }
            return number
        }
        let alpha = components["alpha"] == nil ? 1 : try component("alpha", alpha: true)
        switch space {
        case "srgb", "extended-srgb", "display-p3", "extended-linear-srgb":
            let r = try component("red"), g = try component("green"), b = try component("blue")
            let rgb: Color.RGBColorSpace = space == "display-p3" ? .displayP3 : space == "extended-linear-srgb" ? .sRGBLinear : .sRGB
            return Color(rgb, red: r, green: g, blue: b, opacity: alpha)
        case "gray-gamma-22", "extended-gray":
            let white = try component("white")
            let linear = white < 0 ? -pow(-white, 2.2) : pow(white, 2.2)
            return Color(.sRGBLinear, white: linear, opacity: alpha)
        default:
            throw failure("colour space is \"\(space)\"; Reel reads srgb, extended-srgb, display-p3, extended-linear-srgb, gray-gamma-22 and extended-gray")
        }
    }

    /// A component written as Xcode writes it: `"0.500"` (floating point), `"128"` (8-bit) or
    /// `"0x80"` (8-bit, hexadecimal); a JSON number as floating point. nil for anything else.
    static func number(_ value: Any, alpha: Bool = false) -> Double? {
        if let number = value as? NSNumber, !(value is String) {
            let double = number.doubleValue
            return double.isFinite ? double : nil
        }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        let lower = text.lowercased()
        if lower.hasPrefix("0x") {
            guard let byte = Int(lower.dropFirst(2), radix: 16), (0...255).contains(byte) else { return nil }
            return Double(byte) / 255
        }
        if text.allSatisfy(\.isNumber) {
            guard let byte = Int(text), (0...255).contains(byte) else { return nil }
            if alpha && byte <= 1 { return Double(byte) }
            return Double(byte) / 255
        }
        guard let double = Double(text), double.isFinite else { return nil }
        return double
    }
}
