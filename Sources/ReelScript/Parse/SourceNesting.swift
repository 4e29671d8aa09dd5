/// A scan of a scene file's brackets before it is parsed: how deeply parentheses, brackets, braces
/// and string interpolations nest.
///
/// swift-syntax's parser slows down badly on some deep nestings (each `[` or `(` opening the first
/// element of an array literal doubles its work; past its nesting limit it recovers slowly), so
/// files nested deeper than any scene needs are refused before parsing, with the position of the
/// first bracket too deep. The scan knows comments and string literals (multi-line, raw, and their
/// interpolations), so brackets inside them do not count.
struct SourceNesting {
    /// The deepest nesting of brackets, braces, parentheses and interpolations accepted.
    static let maximumDepth = 128
    /// The deepest nesting of square brackets (array literals and subscripts) accepted.
    static let maximumSquareDepth = 12

    /// Where the nesting first goes too deep, and what is wrong there.
    struct Problem: Equatable {
        /// The line, from 1.
        let line: Int
        /// The column, in UTF-8 bytes from 1 (as the parser counts).
        let column: Int
        /// The message.
        let message: String
    }

    /// An open bracket, interpolation or string.
    private enum Frame {
        case bracket(UInt8)
        case interpolation
        case string(multiline: Bool, hashes: Int)
    }

    /// The first place in `text` where the nesting goes past a limit, or nil.
    static func check(_ text: String) -> Problem? {
        let bytes = Array(text.utf8)
        var stack: [Frame] = []
        var depth = 0, squareDepth = 0
        var line = 1, lineStart = 0
        var i = 0

        func at(_ offset: Int, _ byte: UInt8) -> Bool { offset < bytes.count && bytes[offset] == byte }
        /// How many `#` follow offset.
        func hashes(from offset: Int) -> Int {
            var n = 0
            while at(offset + n, UInt8(ascii: "#")) { n += 1 }
            return n
        }
        func problem(_ message: String) -> Problem {
            Problem(line: line, column: i - lineStart + 1, message: message)
        }

        while i < bytes.count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = i + 1
            }
            if case .string(let multiline, let stringHashes)? = stack.last {
                if byte == UInt8(ascii: "\\"), hashes(from: i + 1) == stringHashes {
                    let after = i + 1 + stringHashes
                    if at(after, UInt8(ascii: "(")) {
                        depth += 1
                        if depth > maximumDepth {
                            return problem("brackets and string interpolations are nested more than \(maximumDepth) deep")
                        }
                        stack.append(.interpolation)
                        i = after + 1
                    } else {
                        // An escaped character: skip it (a newline keeps the line count right).
                        i = after
                        if i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
                    }
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    let quotes = multiline ? 3 : 1
                    if (0..<quotes).allSatisfy({ at(i + $0, UInt8(ascii: "\"")) }), hashes(from: i + quotes) >= stringHashes {
                        stack.removeLast()
                        i += quotes + stringHashes
                        continue
                    }
                }
                if byte == UInt8(ascii: "\n") && !multiline {
                    // An unterminated string ends at the line's end (the parser reports it).
                    stack.removeLast()
                }
                i += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "/") where at(i + 1, UInt8(ascii: "/")):
                while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
                continue
            case UInt8(ascii: "/") where at(i + 1, UInt8(ascii: "*")):
                var comments = 1
                i += 2
                while i < bytes.count, comments > 0 {
                    if bytes[i] == UInt8(ascii: "\n") {
                        line += 1
                        lineStart = i + 1
                    }
                    if at(i, UInt8(ascii: "/")) && at(i + 1, UInt8(ascii: "*")) {
                        comments += 1
                        i += 2
                    } else if at(i, UInt8(ascii: "*")) && at(i + 1, UInt8(ascii: "/")) {
                        comments -= 1
                        i += 2
                    } else {
                        i += 1
                    }
                }
                continue
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                let stringHashes = hashes(from: i)
                let quote = i + stringHashes
                guard at(quote, UInt8(ascii: "\"")) else {
                    i += max(1, stringHashes)
                    continue
                }
                let multiline = at(quote + 1, UInt8(ascii: "\"")) && at(quote + 2, UInt8(ascii: "\""))
                stack.append(.string(multiline: multiline, hashes: stringHashes))
                i = quote + (multiline ? 3 : 1)
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maximumDepth {
                    return problem("brackets and string interpolations are nested more than \(maximumDepth) deep")
                }
                if byte == UInt8(ascii: "[") {
                    squareDepth += 1
                    if squareDepth > maximumSquareDepth {
                        return problem("square brackets are nested more than \(maximumSquareDepth) deep")
                    }
                }
                stack.append(.bracket(byte))
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                // Mismatched closers still close (the parser reports the mismatch).
                switch stack.last {
                case .bracket(let open)?:
                    stack.removeLast()
                    depth -= 1
                    if open == UInt8(ascii: "[") { squareDepth -= 1 }
                case .interpolation?:
                    stack.removeLast()
                    depth -= 1
                default:
                    break
                }
            default:
                break
            }
            i += 1
        }
        return nil
    }
}
