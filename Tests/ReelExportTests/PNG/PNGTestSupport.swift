import Foundation
import Reel
import Testing

/// Helpers shared by the PNG tests: test images, PNG chunk parsing, decoding with ffmpeg.
enum PNGTestSupport {
    /// A small seeded generator (SplitMix64) so test images are the same on every run.
    struct Random: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A premultiplied pixel from straight components.
    static func premultiplied(r: UInt32, g: UInt32, b: UInt32, a: UInt32) -> UInt32 {
        func mul(_ c: UInt32) -> UInt32 { (c * a + 127) / 255 }
        return a << 24 | mul(r) << 16 | mul(g) << 8 | mul(b)
    }

    /// An image with a mix of what frames contain: flat areas, gradients, noise, repeated rows.
    /// When `opaque`, every pixel has alpha 255; otherwise alphas include 0, 255 and values
    /// between.
    static func image(width: Int, height: Int, opaque: Bool, seed: UInt64 = 1) -> RasterImage {
        var random = Random(seed: seed)
        var image = RasterImage(width: width, height: height)
        for y in 0..<height {
            let kind = y % 5
            for x in 0..<width {
                let a: UInt32
                if opaque {
                    a = 255
                } else {
                    switch random.next() % 4 {
                    case 0: a = 0
                    case 1: a = 255
                    default: a = UInt32(random.next() % 256)
                    }
                }
                let pixel: UInt32
                switch kind {
                case 0: // flat
                    pixel = premultiplied(r: 200, g: 40, b: 90, a: opaque ? 255 : UInt32((x / 7 * 37) % 256))
                case 1: // horizontal gradient
                    pixel = premultiplied(r: UInt32(x % 256), g: UInt32((x * 3) % 256), b: 128, a: a)
                case 2: // vertical gradient
                    pixel = premultiplied(r: 10, g: UInt32(y % 256), b: UInt32((255 - y) & 255), a: a)
                default: // noise
                    pixel = premultiplied(
                        r: UInt32(random.next() % 256), g: UInt32(random.next() % 256),
                        b: UInt32(random.next() % 256), a: a)
                }
                image[x, y] = pixel
            }
        }
        if opaque {
            precondition(image.isOpaque)
        }
        return image
    }

    /// The straight RGBA bytes a PNG of `image` must decode to, row by row.
    static func expectedRGBA(_ image: RasterImage) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(image.width * image.height * 4)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.rgba(x: x, y: y)
                bytes += [p.r, p.g, p.b, p.a]
            }
        }
        return bytes
    }

    /// One chunk of a PNG file.
    struct Chunk {
        var type: String
        var data: [UInt8]
        var storedCRC: UInt32
    }

    /// The chunks of `png`, after checking the signature; records an issue if the layout is
    /// broken.
    static func chunks(of png: [UInt8]) -> [Chunk] {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard png.count >= 8, Array(png[0..<8]) == signature else {
            Issue.record("missing PNG signature")
            return []
        }
        var chunks: [Chunk] = []
        var offset = 8
        while offset < png.count {
            guard offset + 12 <= png.count else {
                Issue.record("truncated chunk at offset \(offset)")
                return chunks
            }
            let length = Int(bigEndian32(png, offset))
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard offset + 12 + length <= png.count else {
                Issue.record("chunk \(type) overruns the file")
                return chunks
            }
            let data = Array(png[(offset + 8)..<(offset + 8 + length)])
            chunks.append(Chunk(type: type, data: data, storedCRC: bigEndian32(png, offset + 8 + length)))
            offset += 12 + length
        }
        return chunks
    }

    /// The big-endian 32-bit value at `offset`.
    static func bigEndian32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
            | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    /// CRC-32 as PNG defines it (ISO 3309, polynomial 0xEDB88320), computed bit by bit here so
    /// the check does not share code with the encoder.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return ~crc
    }

    /// A fresh directory under the system's temporary directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("reel-export-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The pixels of `png` as straight RGBA bytes, decoded by ffmpeg's own PNG decoder.
    static func decodeWithFFmpeg(_ png: [UInt8]) throws -> [UInt8] {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("image.png")
        try Data(png).write(to: file)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg", "-nostdin", "-v", "error", "-i", file.path,
                             "-f", "rawvideo", "-pix_fmt", "rgba", "-"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let decoded = output.fileHandleForReading.readDataToEndOfFile()
        let messages = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, messages.isEmpty else {
            throw DecodeError(message: String(decoding: messages, as: UTF8.self))
        }
        return [UInt8](decoded)
    }

    /// ffmpeg rejected a file or reported a problem with it.
    struct DecodeError: Error, CustomStringConvertible {
        var message: String
        var description: String { "ffmpeg: \(message)" }
    }
}
