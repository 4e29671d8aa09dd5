import CZlib
import Testing
@testable import ReelExport

@Suite("Run-length deflate")
struct RunLengthDeflaterTests {
    /// Compresses `pieces` as consecutive pieces of one stream, wraps it in a zlib header and
    /// Adler-32 trailer, and inflates it with zlib.
    func roundTrip(_ pieces: [[UInt8]]) -> [UInt8]? {
        let deflater = RunLengthDeflater()
        var stream: [UInt8] = [0x78, 0x01]
        for (index, piece) in pieces.enumerated() {
            piece.withUnsafeBytes { bytes in
                deflater.compress(bytes, last: index == pieces.count - 1, appendingTo: &stream)
            }
        }
        let whole = pieces.flatMap { $0 }
        let adler = UInt32(adler32(1, whole, UInt32(whole.count)))
        stream += [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)]
        var output = [UInt8](repeating: 0, count: whole.count + 1)
        var length = UInt(output.count)
        guard uncompress(&output, &length, stream, UInt(stream.count)) == Z_OK else { return nil }
        return Array(output[0..<Int(length)])
    }

    static func random(count: Int, seed: UInt64, range: UInt64 = 256) -> [UInt8] {
        var random = PNGTestSupport.Random(seed: seed)
        return (0..<count).map { _ in UInt8(random.next() % range) }
    }

    /// The greedy rule, one byte at a time: a run starts at `i > 0` when bytes `i-1...i+2` are
    /// equal and takes every following equal byte, up to 258.
    static func referenceSymbols(_ data: [UInt8]) -> [UInt16] {
        var symbols: [UInt16] = []
        var i = 0
        while i < data.count {
            if i > 0 && i + 3 <= data.count && data[i - 1] == data[i] && data[i] == data[i + 1] && data[i] == data[i + 2] {
                var length = 0
                while i + length < data.count && data[i + length] == data[i] && length < 258 { length += 1 }
                symbols.append(UInt16(256 + length - 3))
                i += length
            } else {
                symbols.append(UInt16(data[i]))
                i += 1
            }
        }
        return symbols
    }

    @Test("runs are found at every position of the 8-byte scan, as the byte-at-a-time rule finds them")
    func runsAtEveryAlignment() {
        var random = PNGTestSupport.Random(seed: 11)
        var data: [UInt8] = []
        // Runs of 2 to 12 equal bytes after 0 to 17 literals from a small alphabet (which makes
        // accidental runs too), so run starts fall at every offset of a word, and at the end.
        while data.count < 150_000 {
            for _ in 0..<Int(random.next() % 18) { data.append(UInt8(random.next() % 3)) }
            data += [UInt8](repeating: UInt8(random.next() % 4), count: Int(random.next() % 11) + 2)
        }
        let deflater = RunLengthDeflater()
        for end in [data.count, 9, 10, 11, 12, 65_541, 100_003] {
            let piece = Array(data.prefix(end))
            #expect(deflater.symbols(of: piece) == Self.referenceSymbols(piece), "first \(end) bytes")
        }
        #expect(roundTrip([data]) == data)
    }

    @Test("incompressible data round-trips (stored blocks)")
    func randomBytes() {
        let data = Self.random(count: 200_000, seed: 1)
        #expect(roundTrip([data]) == data)
    }

    @Test("long runs round-trip, including the 258-byte limit and runs across block ends")
    func runs() {
        var data: [UInt8] = []
        for length in [1, 2, 3, 4, 257, 258, 259, 516, 517, 100_000] {
            data += [UInt8](repeating: UInt8(length % 251), count: length)
            data.append(UInt8((length + 1) % 251))
        }
        data += [UInt8](repeating: 0, count: 1_000_000)
        #expect(roundTrip([data]) == data)
    }

    @Test("small alphabets and small inputs round-trip (fixed-code blocks)")
    func smallInputs() {
        let cases: [[UInt8]] = [
            [], [7], [0, 0], [1, 1, 1], [5, 6, 5, 6, 5], [143, 144, 200, 255, 255, 255, 255, 0],
            Self.random(count: 50, seed: 2, range: 2), Self.random(count: 40, seed: 4),
        ]
        for data in cases {
            #expect(roundTrip([data]) == data, "\(data)")
        }
    }

    @Test("mixed data spanning many blocks round-trips")
    func manyBlocks() {
        var random = PNGTestSupport.Random(seed: 3)
        var data: [UInt8] = []
        while data.count < 600_000 {
            let value = UInt8(random.next() % 8)
            let length = Int(random.next() % 6) + 1
            data += [UInt8](repeating: value, count: length)
        }
        #expect(roundTrip([data]) == data)
    }

    @Test("skewed frequencies that need codes longer than 15 bits round-trip")
    func lengthLimitedCodes() {
        // Fibonacci-like frequencies make an unlimited Huffman tree 21 levels deep.
        var counts: [Int] = [1, 1]
        while counts.count < 22 { counts.append(counts[counts.count - 1] + counts[counts.count - 2]) }
        var data: [UInt8] = []
        var remaining = counts
        var symbol = 0
        while remaining.contains(where: { $0 > 0 }) {
            symbol = (symbol + 1) % remaining.count
            if remaining[symbol] > 0 {
                data.append(UInt8(symbol * 9))
                remaining[symbol] -= 1
            }
        }
        #expect(roundTrip([data]) == data)
    }

    @Test("independent pieces join into one stream", arguments: [1, 2, 5])
    func pieces(count: Int) {
        let pieces = (0..<count).map { Self.random(count: 70_000, seed: UInt64($0), range: 4) }
        #expect(roundTrip(pieces) == pieces.flatMap { $0 })
    }
}

@Suite("Huffman codes")
struct HuffmanCodeTests {
    /// The Kraft sum of `lengths` in units of 2^-limit.
    func kraftSum(_ lengths: [UInt8], limit: Int) -> Int {
        lengths.filter { $0 > 0 }.reduce(0) { $0 + 1 << (limit - Int($1)) }
    }

    @Test("codes are complete and respect the length limit", arguments: [7, 15])
    func completeAndLimited(limit: Int) {
        var fibonacci: [UInt32] = [1, 1]
        while fibonacci.count < 19 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        let cases: [[UInt32]] = [
            fibonacci,
            [UInt32](repeating: 1, count: 19),
            [0, 0, 5] + [UInt32](repeating: 0, count: 16),
            [UInt32](repeating: 0, count: 19),
            (0..<19).map { UInt32($0 * $0) },
        ]
        for frequencies in cases {
            let code = HuffmanCode(frequencies: frequencies, limit: limit)
            #expect(code.lengths.allSatisfy { $0 <= limit })
            #expect(kraftSum(code.lengths, limit: limit) == 1 << limit, "\(frequencies)")
            for symbol in frequencies.indices where frequencies[symbol] > 0 {
                #expect(code.lengths[symbol] > 0)
            }
        }
    }

    @Test("more frequent symbols never get longer codes")
    func monotone() {
        let frequencies: [UInt32] = [40, 3, 900, 0, 17, 17, 2, 5000, 1, 1]
        let code = HuffmanCode(frequencies: frequencies, limit: 15)
        for a in frequencies.indices where frequencies[a] > 0 {
            for b in frequencies.indices where frequencies[b] > frequencies[a] {
                #expect(code.lengths[b] <= code.lengths[a])
            }
        }
    }

    @Test("canonical codes are the RFC 1951 example's, bit-reversed")
    func canonical() {
        // RFC 1951, section 3.2.2: lengths (3, 3, 3, 3, 3, 2, 4, 4) give codes
        // 010, 011, 100, 101, 110, 00, 1110, 1111.
        let code = HuffmanCode(lengths: [3, 3, 3, 3, 3, 2, 4, 4], limit: 15)
        let expected: [(UInt16, Int)] = [(0b010, 3), (0b011, 3), (0b100, 3), (0b101, 3), (0b110, 3),
                                         (0b00, 2), (0b1110, 4), (0b1111, 4)]
        for (symbol, (value, bits)) in expected.enumerated() {
            #expect(code.codes[symbol] == HuffmanCode.reverse(value, bits: bits))
        }
    }
}
