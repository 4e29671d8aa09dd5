import Foundation

/// Makes Cairo's SVG documents a pure function of what they show.
///
/// Cairo names the surfaces, patterns, clips, masks, images and glyphs of an SVG document from
/// counters shared by the whole process (`surface17`, `clip4`, `glyph3-1`), so the same frame
/// written twice, or on another thread, gets other names. This renumbers every such name in order
/// of first appearance, each family from its own counter, wherever it is defined (`id="…"`) or
/// referred to (`href="#…"`, `url(#…)`).
enum SVGIdentifiers {
    /// A name Cairo makes from a counter, in the places names appear.
    private static let pattern = try! NSRegularExpression(
        pattern: ##"(id="|href="#|url\(#)([a-z][a-z-]*?)(\d+)((?:-\d+)?)(?=["\)])"##)

    /// `document` with its counter-made names renumbered from the start of the document.
    static func renumbered(_ document: [UInt8]) -> [UInt8] {
        let text = String(decoding: document, as: UTF8.self)
        let whole = NSRange(text.startIndex..., in: text)
        var families: [String: [String: Int]] = [:]
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var last = text.startIndex
        for match in pattern.matches(in: text, range: whole) {
            guard let range = Range(match.range, in: text),
                  let lead = Range(match.range(at: 1), in: text),
                  let family = Range(match.range(at: 2), in: text),
                  let number = Range(match.range(at: 3), in: text),
                  let sub = Range(match.range(at: 4), in: text) else { continue }
            let name = String(text[family])
            let original = String(text[number])
            var numbers = families[name, default: [:]]
            let renumbered: Int
            if let known = numbers[original] {
                renumbered = known
            } else {
                renumbered = numbers.count
                numbers[original] = renumbered
                families[name] = numbers
            }
            result += text[last..<range.lowerBound]
            result += text[lead]
            result += name
            result += String(renumbered)
            result += text[sub]
            last = range.upperBound
        }
        result += text[last...]
        return Array(result.utf8)
    }
}
