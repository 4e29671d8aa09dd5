/// Text written as a Swift string literal: quoted, with `"` and `\` escaped, and every control
/// character (`\n`, `\r`, `\t`, others as `\u{1b}`, and DEL) escaped, so the literal stays on one
/// line and reads back as the same text. Used for paths in messages and for names written into
/// events scripts.
public enum SwiftLiteral {
    /// `text` as a Swift string literal, quotes included.
    public static func quoted(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    literal += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }
}
