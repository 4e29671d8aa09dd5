import CZlib
import Foundation
import Reel
import Testing
@testable import ReelExport

@Suite("PNG encoder")
struct PNGEncoderTests {
    /// Sizes from a single pixel to several compression bands (a band is about 256 KiB).
    static let sizes: [(width: Int, height: Int)] = [(1, 1), (3, 7), (257, 3), (1, 300), (640, 240)]

    @Test("opaque images decode to their exact pixels", arguments: sizes.indices)
    func opaqueRoundTrip(sizeIndex: Int) throws {
        let (width, height) = Self.sizes[sizeIndex]
        let image = PNGTestSupport.image(width: width, height: height, opaque: true, seed: UInt64(sizeIndex))
        let png = PNGEncoder.encode(image)
        #expect(try PNGTestSupport.decodeWithFFmpeg(png) == PNGTestSupport.expectedRGBA(image))
    }

    @Test("semi-transparent images decode to their exact un-premultiplied pixels", arguments: sizes.indices)
    func transparentRoundTrip(sizeIndex: Int) throws {
        let (width, height) = Self.sizes[sizeIndex]
        let image = PNGTestSupport.image(width: width, height: height, opaque: false, seed: UInt64(sizeIndex) + 100)
        let png = PNGEncoder.encode(image)
        #expect(try PNGTestSupport.decodeWithFFmpeg(png) == PNGTestSupport.expectedRGBA(image))
    }

    @Test("every filter and compression decodes exactly", arguments: PNGFilter.allCases)
    func filtersAndCompressions(filter: PNGFilter) throws {
        let compressions: [PNGCompression] = [
            .fast, .zlib(level: 1, strategy: .rle), .zlib(level: 6, strategy: .filtered),
            .zlib(level: 3, strategy: .default), .zlib(level: 1, strategy: .huffmanOnly),
            .zlib(level: 0, strategy: .default),
        ]
        for opaque in [true, false] {
            let image = PNGTestSupport.image(width: 120, height: 90, opaque: opaque, seed: 7)
            let expected = PNGTestSupport.expectedRGBA(image)
            for compression in compressions {
                let png = PNGEncoder(filter: filter, compression: compression).encode(image)
                #expect(try PNGTestSupport.decodeWithFFmpeg(png) == expected,
                        "filter \(filter), compression \(compression), opaque \(opaque)")
            }
        }
    }

    @Test("colour type is RGB (2) for opaque images and RGBA (6) otherwise")
    func colourType() throws {
        var image = PNGTestSupport.image(width: 9, height: 4, opaque: true)
        let opaque = PNGTestSupport.chunks(of: PNGEncoder.encode(image))
        #expect(opaque.first?.type == "IHDR")
        #expect(opaque.first?.data == [0, 0, 0, 9, 0, 0, 0, 4, 8, 2, 0, 0, 0])

        image[8, 3] = 0xFE00_0000 | (image[8, 3] & 0x00FF_FFFF) % 0xFE
        let translucent = PNGTestSupport.chunks(of: PNGEncoder.encode(image))
        #expect(translucent.first?.data == [0, 0, 0, 9, 0, 0, 0, 4, 8, 6, 0, 0, 0])

        // The opacity scan works in blocks of 4096 pixels: one translucent pixel in a later block.
        var large = RasterImage(width: 100, height: 100, fill: 0xFF33_6699)
        #expect(PNGTestSupport.chunks(of: PNGEncoder.encode(large)).first?.data[9] == 2)
        large.pixels[4097] = 0x8011_2233
        #expect(PNGTestSupport.chunks(of: PNGEncoder.encode(large)).first?.data[9] == 6)

        let clear = PNGTestSupport.chunks(of: PNGEncoder.encode(RasterImage(width: 2, height: 2)))
        #expect(clear.first?.data[9] == 6)
        #expect(try PNGTestSupport.decodeWithFFmpeg(PNGEncoder.encode(RasterImage(width: 2, height: 2)))
                == [UInt8](repeating: 0, count: 16))
    }

    @Test("chunks are IHDR, tEXt, IDAT..., IEND with correct CRCs", arguments: [true, false])
    func chunkLayoutAndCRCs(opaque: Bool) {
        let image = PNGTestSupport.image(width: 700, height: 400, opaque: opaque, seed: 3)
        let chunks = PNGTestSupport.chunks(of: PNGEncoder.encode(image))
        let types = chunks.map(\.type)
        #expect(types.first == "IHDR")
        #expect(types.dropFirst().first == "tEXt")
        #expect(types.last == "IEND")
        #expect(chunks.last?.data.isEmpty == true)
        let idat = types.dropFirst(2).dropLast()
        #expect(idat.count > 1, "a 700x400 image spans several bands")
        #expect(idat.allSatisfy { $0 == "IDAT" })
        #expect(chunks.first { $0.type == "tEXt" }?.data == Array("Software\u{0}Reel".utf8))
        for chunk in chunks {
            let crc = PNGTestSupport.crc32(Array(chunk.type.utf8) + chunk.data)
            #expect(crc == chunk.storedCRC, "CRC of \(chunk.type)")
        }
    }

    @Test("the image data is one valid zlib stream that zlib itself inflates",
          arguments: [PNGCompression.fast, .zlib(level: 6, strategy: .filtered), .zlib(level: 1, strategy: .rle)])
    func zlibStream(compression: PNGCompression) throws {
        let image = PNGTestSupport.image(width: 900, height: 300, opaque: false, seed: 5)
        let chunks = PNGTestSupport.chunks(of: PNGEncoder(compression: compression).encode(image))
        let stream = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
        #expect((Int(stream[0]) * 256 + Int(stream[1])) % 31 == 0, "zlib header check bits")
        #expect(stream[0] == 0x78)
        let rowBytes = 1 + 4 * image.width
        var inflated = [UInt8](repeating: 0, count: rowBytes * image.height + 1)
        var length = UInt(inflated.count)
        let status = uncompress(&inflated, &length, stream, UInt(stream.count))
        #expect(status == Z_OK)
        #expect(Int(length) == rowBytes * image.height)
    }

    @Test("the same image gives the same bytes every time and with any thread count")
    func determinism() {
        for opaque in [true, false] {
            // 600x300 is 3 bands of RGBA and 2 of RGB, so threads really share the work.
            let image = PNGTestSupport.image(width: 600, height: 300, opaque: opaque, seed: 11)
            for compression in [PNGCompression.fast, .zlib(level: 6, strategy: .filtered)] {
                let reference = PNGEncoder(compression: compression, threadCount: 1).encode(image)
                #expect(PNGEncoder(compression: compression, threadCount: 1).encode(image) == reference)
                for threads in [2, 3, 8] {
                    let bytes = PNGEncoder(compression: compression, threadCount: threads).encode(image)
                    #expect(bytes == reference, "\(threads) threads, \(compression)")
                }
            }
        }
    }

    @Test("out-of-range premultiplied values are clamped like RasterImage.unpremultiply")
    func clampsInvalidPremultipliedPixels() throws {
        // Colour above alpha is not valid premultiplied data, but must not wrap around.
        let pixels: [UInt32] = [0x80FF_FFFF, 0x01FF_0001, 0x7F80_7F7E, 0x00FF_FFFF, 0xFF12_3456, 0x0201_0203]
        let image = RasterImage(width: 3, height: 2, pixels: pixels)
        let decoded = try PNGTestSupport.decodeWithFFmpeg(PNGEncoder.encode(image))
        #expect(decoded == PNGTestSupport.expectedRGBA(image))
        #expect(Array(decoded[0..<4]) == [255, 255, 255, 128])
        #expect(Array(decoded[12..<16]) == [0, 0, 0, 0])
    }

    @Test("un-premultiplying by reciprocal equals rounded division for every alpha and channel")
    func reciprocalDivisionIsExact() {
        let reciprocals = ScanlineConverter.reciprocals
        for a in UInt32(1)...255 {
            for c in UInt32(0)...255 {
                let exact = min(255, (c * 255 + a / 2) / a)
                let fast = ScanlineConverter.straight(c, half: a / 2, reciprocal: reciprocals[Int(a)])
                if fast != exact {
                    Issue.record("alpha \(a), channel \(c): \(fast) instead of \(exact)")
                    return
                }
            }
        }
    }

    @Test("a realistic frame encodes to a size comparable to zlib's own run-length coding")
    func fastCompressionMatchesZlibRLE() {
        let image = PNGTestSupport.image(width: 640, height: 360, opaque: true, seed: 9)
        let fast = PNGEncoder(compression: .fast).encode(image).count
        let zlib = PNGEncoder(compression: .zlib(level: 1, strategy: .rle)).encode(image).count
        #expect(Double(fast) <= Double(zlib) * 1.02)
    }
}
