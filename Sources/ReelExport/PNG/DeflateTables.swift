/// Constants of the deflate format (RFC 1951, section 3.2.5) that the run-length encoder needs.
enum DeflateTables {
    /// The shortest match deflate can code.
    static let minimumMatch = 3
    /// The longest match deflate can code.
    static let maximumMatch = 258
    /// The number of literal/length symbols: 256 literals, end of block (256), lengths 257...285.
    static let literalLengthSymbols = 286
    /// The number of distance symbols.
    static let distanceSymbols = 30
    /// The end-of-block symbol.
    static let endOfBlock = 256
    /// The longest literal/length and distance code.
    static let codeLimit = 15
    /// The longest code of the code-length alphabet.
    static let codeLengthLimit = 7
    /// The order in which the code-length alphabet's lengths are stored in a block header.
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// For each match length 3...258 (index `length - 3`): its symbol (257...285), the number of
    /// extra bits and their value.
    static let lengthCodes: [(symbol: Int, extraBits: Int, extra: Int)] = {
        // Base lengths and extra-bit counts of symbols 257...285.
        let bases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                     35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
        let extraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                         3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        return (minimumMatch...maximumMatch).map { length in
            // Length 258 has its own symbol, 285 (symbol 284 with extra 31 is not used).
            let index = length == maximumMatch ? 28 : bases.lastIndex { $0 <= length && $0 < maximumMatch }!
            return (257 + index, extraBits[index], length - bases[index])
        }
    }()

    /// The fixed literal/length code lengths (RFC 1951, section 3.2.6).
    static let fixedLiteralLengths: [UInt8] =
        [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
        + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8)
}
