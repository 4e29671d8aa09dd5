import Foundation

/// SF Symbols names mapped to the glyphs of an open icon font, so `Image(systemName:)` draws the
/// symbols SwiftUI code names everywhere. Apple's symbols cannot ship; the glyphs come from
/// Google's Material Icons (Debian's `fonts-material-design-icons-iconfont`), named by their
/// ligatures: Pango shapes the ligature's name into the one glyph and draws it as a vector
/// outline. Where Material Icons has an outlined and a filled form, the outlined one stands for
/// the plain SF Symbol and the filled one for its `.fill` variant; `.circle` and `.square`
/// variants map to the circled or boxed glyphs where the font has them, else to the plain glyph
/// (no enclosure is drawn), and `.slash` variants only to a crossed-out glyph. Every name is one
/// that SF Symbols has; docs/Symbols.md lists them with their glyphs.
public enum SymbolCatalog {
    /// The family of the icon font.
    public static let fontFamily = "Material Icons"

    /// The glyph drawn for a name the catalog does not know: a rounded square with a question mark,
    /// sized like a symbol, so the mistake shows (the scene gets a warning too).
    public static let placeholderGlyph = "help_center"

    /// The icon font's glyph (its ligature name) for the SF Symbols name `name`, nil when unknown.
    public static func glyph(for name: String) -> String? { glyphs[name] }

    /// Every SF Symbols name the catalog knows, sorted.
    public static var names: [String] { glyphs.keys.sorted() }

    /// SF Symbols name → Material Icons ligature, read once from `table`.
    static let glyphs: [String: String] = {
        var result: [String: String] = [:]
        for line in table.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 2 else { continue }
            result[String(parts[0])] = String(parts[1])
        }
        return result
    }()

    /// The names closest to `name` (by edit distance, then name), at most `count`: what a
    /// warning about an unknown name suggests.
    public static func closestNames(to name: String, count: Int = 3) -> [String] {
        let target = Array(name)
        // Names sharing the first component are preferred (`heart.fil` → `heart.fill`).
        let family = name.split(separator: ".").first.map(String.init) ?? name
        return glyphs.keys.map { candidate -> (Int, String) in
            var distance = Suggestion.distance(target, Array(candidate))
            if candidate.split(separator: ".").first.map(String.init) != family { distance += 2 }
            return (distance, candidate)
        }
        .sorted { $0 < $1 }
        .prefix(count)
        .map(\.1)
    }

    /// The warning for the unknown name `name`: the placeholder is drawn, and the closest names
    /// the catalog knows are suggested.
    public static func unknownNameMessage(_ name: String) -> String {
        let suggestions = closestNames(to: name).map { "'\($0)'" }
        var message = "no symbol named '\(name)'; a placeholder is drawn (docs/Symbols.md lists the \(glyphs.count) names Reel knows)"
        if !suggestions.isEmpty {
            message += "; the closest are " + (suggestions.count == 1 ? suggestions[0]
                : suggestions.dropLast().joined(separator: ", ") + " and " + suggestions.last!)
        }
        return message
    }
}
