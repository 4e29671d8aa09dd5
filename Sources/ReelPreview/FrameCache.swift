import Synchronization

/// Rendered frames kept in memory, keyed by what makes them: the generation, the time, the
/// scale and the variant. Bounded in bytes; the least recently used frames go first.
public final class FrameCache: Sendable {
    /// What a frame is cached under.
    public struct Key: Hashable, Sendable {
        /// The module's generation.
        public var generation: PreviewGeneration
        /// The time asked for, in seconds.
        public var time: Double
        /// The scale asked for (nil: the scene's own).
        public var scale: Double?
        /// The device and colour scheme.
        public var variant: PreviewVariant

        /// A key.
        public init(generation: PreviewGeneration, time: Double, scale: Double?, variant: PreviewVariant) {
            self.generation = generation
            self.time = time
            self.scale = scale
            self.variant = variant
        }
    }

    private struct Storage {
        var frames: [Key: (bytes: [UInt8], use: UInt64)] = [:]
        var total = 0
        var clock: UInt64 = 0
        var hits = 0
        var misses = 0
    }

    /// The most bytes the cache holds.
    public let capacity: Int
    private let storage = Mutex(Storage())

    /// A cache holding at most `capacity` bytes of PNG (default 256 MiB).
    public init(capacity: Int = 256 << 20) {
        self.capacity = capacity
    }

    /// The frame cached under `key`, or nil.
    public func frame(_ key: Key) -> [UInt8]? {
        storage.withLock { s in
            guard let entry = s.frames[key] else { s.misses += 1; return nil }
            s.clock += 1
            s.frames[key] = (entry.bytes, s.clock)
            s.hits += 1
            return entry.bytes
        }
    }

    /// Keeps `bytes` under `key`, dropping the least recently used frames past the capacity (a
    /// frame larger than the whole capacity is not kept).
    public func store(_ bytes: [UInt8], for key: Key) {
        guard bytes.count <= capacity else { return }
        storage.withLock { s in
            s.clock += 1
            if let old = s.frames[key] { s.total -= old.bytes.count }
            s.frames[key] = (bytes, s.clock)
            s.total += bytes.count
            while s.total > capacity, let oldest = s.frames.min(by: { $0.value.use < $1.value.use }) {
                s.total -= oldest.value.bytes.count
                s.frames[oldest.key] = nil
            }
        }
    }

    /// Drops every frame not of `generation`.
    public func keepOnly(_ generation: PreviewGeneration) {
        storage.withLock { s in
            for key in s.frames.keys where key.generation != generation {
                s.total -= s.frames[key]!.bytes.count
                s.frames[key] = nil
            }
        }
    }

    /// How many frames and bytes are held, and how many lookups found or missed a frame.
    public var statistics: (frames: Int, bytes: Int, hits: Int, misses: Int) {
        storage.withLock { ($0.frames.count, $0.total, $0.hits, $0.misses) }
    }
}
