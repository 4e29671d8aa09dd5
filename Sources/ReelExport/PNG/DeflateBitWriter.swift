/// Writes deflate's bit stream (RFC 1951, section 3.1.1): values packed least significant bit
/// first into bytes, into memory the caller provides.
///
/// Bits gather in a 64-bit register; after each `write` the whole bytes are stored with one
/// unaligned 8-byte store, so the destination needs 8 bytes of room past the last byte written.
struct DeflateBitWriter {
    /// Where the next whole byte goes.
    private(set) var position: UnsafeMutablePointer<UInt8>
    private var buffer: UInt64 = 0
    private var bitCount = 0

    /// A writer that starts at `start`.
    init(start: UnsafeMutablePointer<UInt8>) {
        position = start
    }

    /// Appends the low `count` bits of `bits` (at most 56 bits; higher bits must be zero).
    @inline(__always)
    mutating func write(_ bits: UInt64, count: Int) {
        // Fewer than 8 bits are pending, so at most 63 are after adding 56: the masking shifts
        // (which skip Swift's checks for shifts of 64 or more) are exact.
        buffer |= bits &<< UInt64(truncatingIfNeeded: bitCount)
        bitCount &+= count
        UnsafeMutableRawPointer(position).storeBytes(of: buffer.littleEndian, as: UInt64.self)
        position += bitCount &>> 3
        buffer = buffer &>> UInt64(truncatingIfNeeded: bitCount & 56)
        bitCount &= 7
    }

    /// Pads with zero bits to the next byte boundary.
    mutating func alignToByte() {
        if bitCount > 0 { write(0, count: 8 - bitCount) }
    }

    /// Appends whole bytes; the stream must be at a byte boundary.
    mutating func writeBytes(_ bytes: UnsafePointer<UInt8>, count: Int) {
        precondition(bitCount == 0, "writeBytes needs a byte boundary")
        position.update(from: bytes, count: count)
        position += count
    }
}
