/// A scan of a scene file's brackets before it is parsed: how deeply parentheses, brackets, braces
/// and string interpolations nest, and how long a chain of links one expression makes without
/// brackets (member accesses and calls `.a.b()`, postfix `?` and `!`, prefix `try` and `await`,
/// generic arguments `Optional<Optional<`), each of which nests the syntax tree one level deeper.
///
/// swift-syntax's parser recurses once per prefix keyword and generic argument, and everything
/// that walks the tree (positions, diagnostics, Reel's own stages) once per level, so a chain of
/// 100,000 links (a file of 1 MB holds 250,000) would exhaust any stack.
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
    /// The most links one chain may have (see above), far more than any expression the interpreter
    /// runs (it stops at 400 levels).
    static let maximumChain = 1_000

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
        // The links of the chain running in each open bracket (the file's top level first).
        var chains: [Int] = [0]
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
        func isWordByte(_ offset: Int) -> Bool {
            guard offset >= 0, offset < bytes.count else { return false }
            let byte = bytes[offset]
            return byte == UInt8(ascii: "_") || byte >= 0x80 || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        func isDigit(_ offset: Int) -> Bool {
            offset < bytes.count && bytes[offset] >= UInt8(ascii: "0") && bytes[offset] <= UInt8(ascii: "9")
        }
        /// Whether the byte before `offset` ends an operand (a postfix `?` or `!` can follow it).
        func endsOperand(_ offset: Int) -> Bool {
            guard offset > 0 else { return false }
            let byte = bytes[offset - 1]
            return isWordByte(offset - 1) || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")
        }
        /// Whether the next byte after `offset` that is not a space or a line break is `byte`.
        func nextVisible(after offset: Int, is byte: UInt8) -> Bool {
            var j = offset + 1
            while j < bytes.count, bytes[j] == UInt8(ascii: " ") || bytes[j] == UInt8(ascii: "\t")
                    || bytes[j] == UInt8(ascii: "\n") || bytes[j] == UInt8(ascii: "\r") { j += 1 }
            return at(j, byte)
        }
        /// Counts a link of the current chain.
        func link() -> Problem? {
            chains[chains.count - 1] += 1
            guard chains[chains.count - 1] > maximumChain else { return nil }
            return problem("an expression chains more than \(maximumChain) member accesses, calls, '?', '!', 'try', 'await' "
                           + "or generic arguments; split it with 'let's")
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
                        chains.append(0)
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
            case UInt8(ascii: ";"), UInt8(ascii: ","):
                chains[chains.count - 1] = 0
            case UInt8(ascii: "\n") where !nextVisible(after: i, is: UInt8(ascii: ".")):
                // A line ends the chain unless the next line goes on with `.member`.
                chains[chains.count - 1] = 0
            case UInt8(ascii: ".") where isWordByte(i + 1) && !isDigit(i + 1):
                if let problem = link() { return problem }
            case UInt8(ascii: "?"), UInt8(ascii: "!"):
                // (`try!` and `try?` are one link, counted at `try`.)
                let afterTry = i >= 3 && Array(bytes[(i - 3)..<i]) == Array("try".utf8) && !isWordByte(i - 4)
                if endsOperand(i), !afterTry, !at(i + 1, UInt8(ascii: "=")), let problem = link() { return problem }
            case UInt8(ascii: "<") where isWordByte(i - 1):
                if let problem = link() { return problem }
            case UInt8(ascii: "t") where !isWordByte(i - 1) && at(i + 1, UInt8(ascii: "r")) && at(i + 2, UInt8(ascii: "y")) && !isWordByte(i + 3),
                 UInt8(ascii: "a") where !isWordByte(i - 1) && Array(bytes[i..<min(bytes.count, i + 5)]) == Array("await".utf8) && !isWordByte(i + 5):
                if let problem = link() { return problem }
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
                chains.append(0)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                // Mismatched closers still close (the parser reports the mismatch).
                switch stack.last {
                case .bracket(let open)?:
                    stack.removeLast()
                    chains.removeLast()
                    depth -= 1
                    if open == UInt8(ascii: "[") { squareDepth -= 1 }
                case .interpolation?:
                    stack.removeLast()
                    chains.removeLast()
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
