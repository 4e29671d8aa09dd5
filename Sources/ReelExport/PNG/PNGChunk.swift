import CDeflate
import Reel
import ReelSystem

/// PNG chunk framing (PNG specification, section 5.3): a 4-byte big-endian length, a 4-byte type,
/// the data, and a CRC-32 of type and data.
enum PNGChunk {
    /// The 8-byte signature every PNG file starts with.
    static let signature = PNGHeader.signature
    /// Chunk type `IHDR`: image size and pixel format.
    static let ihdr: [UInt8] = Array("IHDR".utf8)
    /// Chunk type `tEXt`: a keyword and Latin-1 text.
    static let text: [UInt8] = Array("tEXt".utf8)
    /// Chunk type `IDAT`: a piece of the zlib-compressed image data.
    static let idat: [UInt8] = Array("IDAT".utf8)
    /// Chunk type `IEND`: the end of the file.
    static let iend: [UInt8] = Array("IEND".utf8)

    /// The CRC-32 (ISO 3309, as PNG uses it) of `bytes`, continuing from `crc`.
    static func crc(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            libdeflate_crc32(crc, buffer.baseAddress, buffer.count)
        }
    }

    /// The CRC-32 of a chunk type alone, the starting point for the CRC of its data.
    static func crc(ofType type: [UInt8]) -> UInt {
        UInt(crc(type))
    }

    /// Appends a 32-bit value in network (big-endian) byte order.
    static func appendBigEndian(_ value: UInt32, to output: inout [UInt8]) {
        output.append(UInt8(truncatingIfNeeded: value >> 24))
        output.append(UInt8(truncatingIfNeeded: value >> 16))
        output.append(UInt8(truncatingIfNeeded: value >> 8))
        output.append(UInt8(truncatingIfNeeded: value))
    }

    /// Appends a whole chunk of `type` with `data`.
    static func append(type: [UInt8], data: [UInt8], to output: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &output)
        output.append(contentsOf: type)
        output.append(contentsOf: data)
        appendBigEndian(crc(data, continuing: crc(type)), to: &output)
    }

    /// The data of the `IHDR` chunk for an 8-bit image: colour type 2 (RGB) or 6 (RGBA), deflate
    /// compression, adaptive filtering (method 0), no interlacing.
    static func headerData(width: Int, height: Int, hasAlpha: Bool) -> [UInt8] {
        var data: [UInt8] = []
        appendBigEndian(UInt32(width), to: &data)
        appendBigEndian(UInt32(height), to: &data)
        data += [8, hasAlpha ? 6 : 2, 0, 0, 0]
        return data
    }
}
