import Foundation

/// What the sets of an asset catalog share in their `Contents.json`: the JSON object itself, the
/// appearance an entry is for, and how well its idiom suits an iPhone.
enum AssetJSON {
    /// The largest `Contents.json` read (real ones are a few kilobytes).
    static let maximumBytes = 1 << 20

    /// The top-level object of `data`; `failure` makes the error for a phrase.
    static func object(_ data: [UInt8], failure: (String) -> AssetError) throws(AssetError) -> [String: Any] {
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: Data(data), options: [])
        } catch {
            throw failure("is not valid JSON")
        }
        guard let object = parsed as? [String: Any] else { throw failure("is not a JSON object") }
        return object
    }

    /// The appearance an entry is for: `any`, `light` or `dark`; nil for one Reel does not use (a
    /// high-contrast variant).
    static func appearance(_ entry: [String: Any]) -> String? {
        guard let appearances = entry["appearances"] as? [Any], !appearances.isEmpty else { return "any" }
        var result = "any"
        for item in appearances {
            guard let appearance = item as? [String: Any], let kind = appearance["appearance"] as? String,
                  let value = appearance["value"] as? String else { return nil }
            switch (kind, value) {
            case ("luminosity", "dark"): result = "dark"
            case ("luminosity", "light"): result = "light"
            case ("luminosity", "any"): break
            default: return nil
            }
        }
        return result
    }

    /// How well an entry's idiom suits the iPhone Reel draws for: 0 for `iphone`, 1 for
    /// `universal` (or none), 2 for any other (`ipad`, `mac`, …).
    static func idiomRank(_ entry: [String: Any]) -> Int {
        switch entry["idiom"] as? String {
        case "iphone": return 0
        case "universal", nil: return 1
        default: return 2
        }
    }

    /// A JSON value as a message shows it: a string quoted, anything else as written.
    static func shown(_ value: Any) -> String {
        if let text = value as? String { return "\"\(text)\"" }
        return "\(value)"
    }
}
