import Testing
@testable import ReelSystem

/// JPEG headers read from the markers: size, components, EXIF orientation and Adobe's marker, and
/// the messages for files that are not JPEG, damaged or cut short.
@Suite struct JPEGHeaderTests {
    /// A marker segment: 0xFF, the marker, the length (with its own two bytes), the body.
    static func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
        let length = body.count + 2
        return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + body
    }

    /// A baseline frame header of `width` x `height` with `components` components.
    static func frame(width: Int, height: Int, components: Int) -> [UInt8] {
        segment(0xC0, [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), UInt8(components)]
                + Array(repeating: 0, count: 3 * components))
    }

    /// EXIF data with one tag, the orientation, in Motorola (`MM`) or Intel (`II`) byte order.
    static func exif(orientation: Int, little: Bool) -> [UInt8] {
        func two(_ v: Int) -> [UInt8] { little ? [UInt8(v & 0xFF), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xFF)] }
        func four(_ v: Int) -> [UInt8] { little ? two(v & 0xFFFF) + two(v >> 16) : two(v >> 16) + two(v & 0xFFFF) }
        let tiff = (little ? [0x49, 0x49] : [0x4D, 0x4D]) + two(42) + four(8) + two(1) + two(0x0112) + two(3) + four(1) + two(orientation) + two(0) + four(0)
        return segment(0xE1, Array("Exif".utf8) + [0, 0] + tiff)
    }

    /// A file: the start of image, `segments`, a scan header, two bytes of data, the end of image.
    static func file(_ segments: [UInt8]) -> [UInt8] {
        [0xFF, 0xD8] + segments + segment(0xDA, [1, 1, 0, 0, 63, 0]) + [0x12, 0x34, 0xFF, 0xD9]
    }

    @Test func sizeComponentsAndOrientationAreRead() throws {
        let plain = try JPEGHeader(bytes: Self.file(Self.frame(width: 640, height: 480, components: 3)))
        #expect(plain == JPEGHeader(width: 640, height: 480, components: 3))
        #expect(plain.shownSize == (640, 480) && !plain.isTransposed)
        for little in [false, true] {
            let turned = try JPEGHeader(bytes: Self.file(Self.exif(orientation: 6, little: little) + Self.frame(width: 640, height: 480, components: 3)))
            #expect(turned.orientation == 6 && turned.shownSize == (480, 640))
        }
        let adobe = try JPEGHeader(bytes: Self.file(Self.segment(0xEE, Array("Adobe".utf8) + [0, 100, 0, 0, 0, 0, 2]) + Self.frame(width: 2, height: 2, components: 4)))
        #expect(adobe.hasAdobeMarker && adobe.components == 4)
    }

    @Test func badFilesAreRefusedWithMessages() {
        func reason(_ bytes: [UInt8]) -> String? {
            do { _ = try JPEGHeader(bytes: bytes); return nil } catch { return error.reason }
        }
        let good = Self.file(Self.frame(width: 4, height: 4, components: 3))
        #expect(reason(Array("GIF89a".utf8)) == "not a JPEG file (its first bytes are not the JPEG signature)")
        #expect(reason(Array(good.dropLast(4))) == "not a readable JPEG file: the data ends before the end-of-image marker (the file is truncated)")
        #expect(reason(Array(good.prefix(8))) == "not a readable JPEG file: its markers are damaged")
        #expect(reason(Self.file([])) == "not a readable JPEG file: it has no frame header before its image data")
        #expect(reason(Self.file(Self.frame(width: 4, height: 4, components: 2))) == "not a readable JPEG file: it has 2 colour components; Reel reads 1 (grey), 3 (colour) and 4 (CMYK)")
    }
}
