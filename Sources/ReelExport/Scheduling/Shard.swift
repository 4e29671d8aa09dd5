/// One of several machines' share of a render: the `index`-th of `count` contiguous chunks of the
/// frames (`--shard I/N`). Frames are pure functions of time, so chunks rendered anywhere join
/// (`ChunkConcatenation`) into the video one machine would have made.
public struct Shard: Hashable, Sendable {
    /// Which chunk, from 1.
    public var index: Int
    /// How many chunks.
    public var count: Int

    /// The `index`-th of `count` chunks; nil unless 1 ≤ index ≤ count.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// A shard written `I/N`, such as `2/3`; nil unless 1 ≤ I ≤ N.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// The positions of this chunk among `total` frames: chunks differ in size by at most one
    /// frame, the larger ones first, and together cover every position once, in order.
    public func range(of total: Int) -> Range<Int> {
        let base = total / count, extra = total % count
        let start = (index - 1) * base + min(index - 1, extra)
        return start..<(start + base + (index <= extra ? 1 : 0))
    }
}
