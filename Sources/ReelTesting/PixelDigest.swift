import Reel

/// A 128-bit fingerprint of a frame's pixels (or of any bytes), fast enough to take of every
/// rendered frame: a frame whose digest equals its golden's passes without encoding or decoding
/// an image.
///
/// It is not a cryptographic hash; it guards against accidents, not adversaries. Four lanes each
/// take every fourth 64-bit word (two pixels): the word is XORed in, the lane multiplied by an odd
/// constant (a bijection, so a single changed word can never be undone later) and rotated, so high
/// bits reach low ones. The four lanes run independently, which lets the processor overlap their
/// multiplications; a 1080p frame (8 MB) takes a fraction of a millisecond. The size and the lanes
/// are then mixed with SplitMix64's finaliser into two 64-bit halves.
///
/// The digest of an image covers its width, height and premultiplied pixels as they lie in
/// memory on the little-endian machines Reel runs on (x86-64, ARM64); bytes are read as
/// little-endian words, so the digest of a file is the same everywhere.
public struct PixelDigest: Hashable, Sendable, CustomStringConvertible {
    /// The high 64 bits.
    public var high: UInt64
    /// The low 64 bits.
    public var low: UInt64

    /// The odd multiplier of the lanes (the golden ratio's fraction, as SplitMix64 uses it).
    static let laneMultiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    /// The lanes' different starting values.
    static let laneSeeds: (UInt64, UInt64, UInt64, UInt64) =
        (0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344, 0xA409_3822_299F_31D0, 0x082E_FA98_EC4E_6C89)
    /// How far each lane rotates after its multiplication.
    static let laneRotation: UInt64 = 29

    /// A digest from its two halves.
    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The digest of `image`'s size and pixels.
    public init(of image: RasterImage) {
        self = image.pixels.withUnsafeBytes { PixelDigest(bytes: $0, salt: UInt64(image.width) << 32 | UInt64(image.height)) }
    }

    /// The digest of `bytes`; `salt` (such as an image's size) is mixed into the result.
    public init(bytes: UnsafeRawBufferPointer, salt: UInt64 = 0) {
        var l0 = PixelDigest.laneSeeds.0, l1 = PixelDigest.laneSeeds.1
        var l2 = PixelDigest.laneSeeds.2, l3 = PixelDigest.laneSeeds.3
        let k = PixelDigest.laneMultiplier, r = PixelDigest.laneRotation
        @inline(__always) func word(_ offset: Int) -> UInt64 {
            UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        @inline(__always) func round(_ lane: inout UInt64, _ w: UInt64) {
            lane = (lane ^ w) &* k
            lane = lane << r | lane >> (64 - r)
        }
        let count = bytes.count
        var offset = 0
        while offset + 32 <= count {
            round(&l0, word(offset))
            round(&l1, word(offset + 8))
            round(&l2, word(offset + 16))
            round(&l3, word(offset + 24))
            offset += 32
        }
        // The last words, then the last bytes (zero-padded), go to the lanes in turn.
        while offset + 8 <= count {
            round(&l0, word(offset))
            swap(&l0, &l1); swap(&l1, &l2); swap(&l2, &l3)
            offset += 8
        }
        if offset < count {
            var tail: UInt64 = 0
            for i in 0..<(count - offset) { tail |= UInt64(bytes[offset + i]) << (8 * UInt64(i)) }
            round(&l0, tail)
        }
        let length = UInt64(count)
        high = PixelDigest.finalise(l0 ^ PixelDigest.finalise(l1 &+ length) ^ PixelDigest.finalise(l2 ^ salt) &+ l3)
        low = PixelDigest.finalise(l3 ^ PixelDigest.finalise(l2 &+ salt) ^ PixelDigest.finalise(l1 ^ length) &+ l0)
    }

    /// SplitMix64's output function: every input bit affects every output bit.
    static func finalise(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The digest written as 32 lowercase hexadecimal digits.
    public var description: String { PixelDigest.hex(high) + PixelDigest.hex(low) }

    /// The digest written as `description` writes it; nil when `text` is not 32 hexadecimal digits.
    public init?(_ text: String) {
        guard text.utf8.count == 32, let high = UInt64(text.prefix(16), radix: 16), let low = UInt64(text.suffix(16), radix: 16) else { return nil }
        self.init(high: high, low: low)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
