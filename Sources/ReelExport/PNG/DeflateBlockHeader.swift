/// The header of a dynamic-Huffman deflate block (RFC 1951, section 3.2.7): the code lengths of
/// the literal/length and distance codes, run-length coded and themselves Huffman coded.
struct DeflateBlockHeader {
    /// The number of literal/length lengths stored (257...286).
    private let literalCount: Int
    /// The number of distance lengths stored (1...30).
    private let distanceCount: Int
    /// The code-length symbols (0...18) of both lengths lists, each with its extra-bit value.
    private var symbols: [(symbol: Int, extra: Int)] = []
    /// The code for the code-length alphabet.
    private let code: HuffmanCode
    /// The number of code-length-code lengths stored (4...19), in `codeLengthOrder`.
    private let codeLengthCount: Int
    /// The size of the header in bits, after the 3-bit block type.
    private(set) var bitCount = 0

    /// The extra bits after code-length symbols 16, 17 and 18.
    private static func extraBits(_ symbol: Int) -> Int {
        switch symbol {
        case 16: 2
        case 17: 3
        case 18: 7
        default: 0
        }
    }

    /// The header for codes with these lengths.
    init(literalLengths: [UInt8], distanceLengths: [UInt8]) {
        literalCount = max(257, (literalLengths.lastIndex { $0 > 0 } ?? 0) + 1)
        distanceCount = max(1, (distanceLengths.lastIndex { $0 > 0 } ?? 0) + 1)
        // The two lists are coded as one sequence; runs may cross from one to the other.
        let lengths = Array(literalLengths[0..<literalCount]) + Array(distanceLengths[0..<distanceCount])
        var i = 0
        while i < lengths.count {
            let length = Int(lengths[i])
            var run = 1
            while i + run < lengths.count && Int(lengths[i + run]) == length { run += 1 }
            i += run
            if length == 0 {
                while run >= 11 {
                    let n = min(run, 138)
                    symbols.append((18, n - 11))
                    run -= n
                }
                if run >= 3 {
                    symbols.append((17, run - 3))
                    run = 0
                }
            } else {
                symbols.append((length, 0))
                run -= 1
                while run >= 3 {
                    let n = min(run, 6)
                    symbols.append((16, n - 3))
                    run -= n
                }
            }
            for _ in 0..<run { symbols.append((length, 0)) }
        }

        var frequencies = [UInt32](repeating: 0, count: 19)
        for entry in symbols { frequencies[entry.symbol] += 1 }
        let code = HuffmanCode(frequencies: frequencies, limit: DeflateTables.codeLengthLimit)
        self.code = code
        codeLengthCount = max(4, (DeflateTables.codeLengthOrder.lastIndex { code.lengths[$0] > 0 } ?? 0) + 1)
        bitCount = 5 + 5 + 4 + 3 * codeLengthCount
        for entry in symbols {
            bitCount += Int(code.lengths[entry.symbol]) + Self.extraBits(entry.symbol)
        }
    }

    /// Writes the header (HLIT, HDIST, HCLEN, the code-length code, the coded lengths).
    func write(to writer: inout DeflateBitWriter) {
        writer.write(UInt64(literalCount - 257), count: 5)
        writer.write(UInt64(distanceCount - 1), count: 5)
        writer.write(UInt64(codeLengthCount - 4), count: 4)
        for index in 0..<codeLengthCount {
            writer.write(UInt64(code.lengths[DeflateTables.codeLengthOrder[index]]), count: 3)
        }
        for entry in symbols {
            writer.write(UInt64(code.codes[entry.symbol]), count: Int(code.lengths[entry.symbol]))
            let extra = Self.extraBits(entry.symbol)
            if extra > 0 { writer.write(UInt64(entry.extra), count: extra) }
        }
    }
}
