/// A length-limited canonical Huffman code, as deflate uses (RFC 1951, section 3.2.2).
///
/// Built from symbol frequencies: a Huffman tree gives the optimal lengths, lengths beyond
/// `limit` are shortened by the Kraft-sum repair miniz uses (`tdefl_huffman_enforce_max_code_size`),
/// and the lengths are handed out again by frequency, so the most frequent symbols stay shortest.
/// Ties are broken by symbol number, so the code depends only on the frequencies.
struct HuffmanCode {
    /// The code length of each symbol in bits; 0 for a symbol that does not occur.
    private(set) var lengths: [UInt8]
    /// Each symbol's code, bit-reversed so it can be written least significant bit first.
    private(set) var codes: [UInt16]

    /// The code for `frequencies` (one per symbol) with no code longer than `limit` bits.
    ///
    /// At least two symbols always get a code (symbols 0 and 1 are added as needed), as zlib does,
    /// because some decoders reject a code with a single symbol.
    init(frequencies: [UInt32], limit: Int) {
        let symbolCount = frequencies.count
        precondition(symbolCount >= 2 && symbolCount <= 1 << limit)
        var used = (0..<symbolCount).filter { frequencies[$0] > 0 }
        var padding = 0
        while used.count < 2 {
            if !used.contains(padding) { used.append(padding) }
            padding += 1
        }
        // Ascending by frequency, then symbol.
        used.sort { (frequencies[$0], $0) < (frequencies[$1], $1) }

        let depths = Self.treeDepths(weights: used.map { max(1, UInt64(frequencies[$0])) })
        var countPerLength = [Int](repeating: 0, count: limit + 1)
        for depth in depths { countPerLength[min(depth, limit)] += 1 }
        Self.enforceLimit(&countPerLength, limit: limit)

        lengths = [UInt8](repeating: 0, count: symbolCount)
        // The most frequent symbols (at the end of `used`) get the shortest codes.
        var next = used.count
        for length in 1...limit {
            for _ in 0..<countPerLength[length] {
                next -= 1
                lengths[used[next]] = UInt8(length)
            }
        }
        codes = Self.canonicalCodes(lengths: lengths, limit: limit)
    }

    /// The canonical code with the given lengths, such as deflate's fixed code.
    init(lengths: [UInt8], limit: Int) {
        self.lengths = lengths
        codes = Self.canonicalCodes(lengths: lengths, limit: limit)
    }

    /// The depth of each leaf in a Huffman tree over `weights`, which are sorted ascending.
    ///
    /// Uses the two-queue construction: leaves in order, internal nodes in the order they are
    /// made (which is also ascending), always merging the two lightest, leaves first on ties.
    private static func treeDepths(weights: [UInt64]) -> [Int] {
        let leafCount = weights.count
        var nodeWeights = weights
        nodeWeights.reserveCapacity(2 * leafCount - 1)
        var parent = [Int](repeating: 0, count: 2 * leafCount - 1)
        var nextLeaf = 0, nextInternal = leafCount
        func takeLightest() -> Int {
            if nextLeaf < leafCount
                && (nextInternal >= nodeWeights.count || nodeWeights[nextLeaf] <= nodeWeights[nextInternal]) {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextInternal += 1
            return nextInternal - 1
        }
        for _ in 0..<(leafCount - 1) {
            let first = takeLightest(), second = takeLightest()
            let node = nodeWeights.count
            nodeWeights.append(nodeWeights[first] + nodeWeights[second])
            parent[first] = node
            parent[second] = node
        }
        // Parents are made after their children, so walk from the root down.
        var depth = [Int](repeating: 0, count: nodeWeights.count)
        for node in stride(from: nodeWeights.count - 2, through: 0, by: -1) {
            depth[node] = depth[parent[node]] + 1
        }
        return Array(depth[0..<leafCount])
    }

    /// Shortens codes so none is longer than `limit`, keeping the code complete (Kraft sum 1).
    ///
    /// Codes longer than `limit` are first cut to `limit`, which over-subscribes the code; then,
    /// while it is over-subscribed, one code of length `limit` is removed and a shorter code is
    /// split into two one bit longer, which lowers the Kraft sum by one unit of `2^-limit`.
    private static func enforceLimit(_ countPerLength: inout [Int], limit: Int) {
        var total = 0
        for length in 1...limit { total += countPerLength[length] << (limit - length) }
        while total > 1 << limit {
            countPerLength[limit] -= 1
            for length in stride(from: limit - 1, through: 1, by: -1) where countPerLength[length] > 0 {
                countPerLength[length] -= 1
                countPerLength[length + 1] += 2
                break
            }
            total -= 1
        }
    }

    /// Canonical codes for `lengths` (RFC 1951, section 3.2.2), bit-reversed.
    private static func canonicalCodes(lengths: [UInt8], limit: Int) -> [UInt16] {
        var countPerLength = [Int](repeating: 0, count: limit + 1)
        for length in lengths where length > 0 { countPerLength[Int(length)] += 1 }
        var nextCode = [Int](repeating: 0, count: limit + 2)
        var code = 0
        for length in 1...limit {
            code = (code + countPerLength[length - 1]) << 1
            nextCode[length] = code
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            let value = nextCode[Int(length)]
            nextCode[Int(length)] += 1
            return reverse(UInt16(value), bits: Int(length))
        }
    }

    /// The low `bits` bits of `value` in reverse order.
    static func reverse(_ value: UInt16, bits: Int) -> UInt16 {
        var result: UInt16 = 0
        var v = value
        for _ in 0..<bits {
            result = result << 1 | (v & 1)
            v >>= 1
        }
        return result
    }
}
