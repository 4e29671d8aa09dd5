/// Text written into an XML 1.0 document (the JUnit report), so that the document is well-formed
/// whatever the text holds and a strict parser reads the text back.
///
/// XML 1.0 allows only tab, line feed, carriage return, U+0020–U+D7FF, U+E000–U+FFFD and
/// U+10000–U+10FFFF (its `Char` production); any other character (the control characters
/// U+0000–U+001F but those three, U+FFFE, U+FFFF), even written as a character reference, makes
/// the document malformed, and CI systems then drop every result in it. Such a character is
/// replaced by its visible escape, `\u{1B}`, as Swift writes it. The markup characters are
/// escaped as entities, and tab, line feed and carriage return as character references where a
/// parser would otherwise normalise them away (line ends everywhere, all three in attribute
/// values), so a parser gives back exactly `replacingForbidden(text)`.
enum XMLText {
    /// Whether XML 1.0 allows `scalar` in a document.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// `text` with each character XML forbids replaced by its visible escape (`\u{FFFF}`).
    static func replacingForbidden(_ text: String) -> String {
        guard !text.unicodeScalars.allSatisfy(isAllowed) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isAllowed(scalar) {
                out.append(scalar)
            } else {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            }
        }
        return String(out)
    }

    /// `text` written as an attribute value (between double quotes).
    static func attribute(_ text: String) -> String { escape(text, inAttribute: true) }

    /// `text` written as an element's content.
    static func content(_ text: String) -> String { escape(text, inAttribute: false) }

    private static func escape(_ text: String, inAttribute: Bool) -> String {
        var out = ""
        for scalar in replacingForbidden(text).unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\r": out += "&#13;"
            case "\n" where inAttribute: out += "&#10;"
            case "\t" where inAttribute: out += "&#9;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
