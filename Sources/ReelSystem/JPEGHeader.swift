/// What a JPEG file declares before its compressed data: its size in pixels, its number of colour
/// components, its EXIF orientation and whether Adobe's marker says how its colours are stored.
/// Read from the file's markers without decoding, so a small file declaring an enormous image is
/// refused without allocating it, and a file whose data stops before the end-of-image marker (a
/// truncated download) is refused before it is drawn half grey.
public struct JPEGHeader: Hashable, Sendable {
    /// Width in pixels, as stored (before the orientation is applied).
    public var width: Int
    /// Height in pixels, as stored.
    public var height: Int
    /// Colour components: 1 (greyscale), 3 (YCbCr or RGB) or 4 (CMYK or YCCK).
    public var components: Int
    /// The EXIF orientation, 1 to 8 (1 when the file has none): how the stored pixels are turned
    /// and mirrored to be shown upright, as TIFF numbers it.
    public var orientation: Int
    /// Whether the file has Adobe's APP14 marker, whose CMYK data is stored inverted (as
    /// Photoshop writes it).
    public var hasAdobeMarker: Bool

    /// The two bytes every JPEG file starts with (start of image), and the third, the first
    /// marker's prefix.
    public static let signature: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// Why a file is not a JPEG file Reel reads.
    public struct Invalid: Error, Hashable, Sendable, CustomStringConvertible {
        /// Why, in words.
        public var reason: String
        /// The reason.
        public var description: String { reason }
    }

    /// A header with these values.
    public init(width: Int, height: Int, components: Int, orientation: Int = 1, hasAdobeMarker: Bool = false) {
        self.width = width
        self.height = height
        self.components = components
        self.orientation = orientation
        self.hasAdobeMarker = hasAdobeMarker
    }

    /// The header of the JPEG file whose bytes are `bytes` (the whole file).
    /// - Throws: `Invalid` when they do not start with the JPEG signature, a marker before the
    ///   frame header is cut short, the frame header is missing or malformed, or the file does not
    ///   end with the end-of-image marker (within its last 1,024 bytes, which may be padding).
    public init(bytes: [UInt8]) throws(Invalid) {
        guard bytes.count >= 3, Array(bytes[0..<3]) == Self.signature else {
            throw Invalid(reason: "not a JPEG file (its first bytes are not the JPEG signature)")
        }
        let damaged = Invalid(reason: "not a readable JPEG file: its markers are damaged")
        var offset = 2
        var orientation = 1, adobe = false
        var frame: (width: Int, height: Int, components: Int)?
        func word(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        markers: while frame == nil {
            // Fill bytes (0xFF) may come before a marker.
            while offset < bytes.count, bytes[offset] == 0xFF, offset + 1 < bytes.count, bytes[offset + 1] == 0xFF { offset += 1 }
            guard offset + 4 <= bytes.count, bytes[offset] == 0xFF else { throw damaged }
            let marker = bytes[offset + 1]
            // Markers without a length: TEM and the restart markers.
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { offset += 2; continue }
            let length = word(offset + 2)
            guard length >= 2, offset + 2 + length <= bytes.count else { throw damaged }
            let body = (offset + 4)..<(offset + 2 + length)
            switch marker {
            case 0xC0...0xC3, 0xC5...0xC7, 0xC9...0xCB, 0xCD...0xCF:
                guard body.count >= 6 else { throw damaged }
                frame = (word(body.lowerBound + 3), word(body.lowerBound + 1), Int(bytes[body.lowerBound + 5]))
            case 0xE1:
                if let found = Self.exifOrientation(Array(bytes[body])) { orientation = found }
            case 0xEE:
                adobe = bytes[body].starts(with: Array("Adobe".utf8))
            case 0xDA, 0xD9:
                break markers
            default:
                break
            }
            offset = body.upperBound
        }
        guard let frame else { throw Invalid(reason: "not a readable JPEG file: it has no frame header before its image data") }
        guard [1, 3, 4].contains(frame.components) else {
            throw Invalid(reason: "not a readable JPEG file: it has \(frame.components) colour components; Reel reads 1 (grey), 3 (colour) and 4 (CMYK)")
        }
        let tail = bytes.suffix(1_024)
        guard zip(tail, tail.dropFirst()).contains(where: { $0 == 0xFF && $1 == 0xD9 }) else {
            throw Invalid(reason: "not a readable JPEG file: the data ends before the end-of-image marker (the file is truncated)")
        }
        self.init(width: frame.width, height: frame.height, components: frame.components, orientation: orientation, hasAdobeMarker: adobe)
    }

    /// The orientation (tag 0x0112 of the first image file directory) of an APP1 segment's body,
    /// when it is EXIF data and has one between 1 and 8.
    static func exifOrientation(_ body: [UInt8]) -> Int? {
        let exif: [UInt8] = Array("Exif".utf8) + [0, 0]
        guard body.starts(with: exif), body.count >= 6 + 8 else { return nil }
        let tiff = Array(body[6...])
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func value(_ at: Int, _ size: Int) -> Int? {
            guard at >= 0, at + size <= tiff.count else { return nil }
            let slice = tiff[at..<(at + size)]
            return (little ? slice.reversed() : Array(slice)).reduce(0) { $0 << 8 | Int($1) }
        }
        guard let directory = value(4, 4), let count = value(directory, 2), count <= 1_000 else { return nil }
        for entry in 0..<count {
            let at = directory + 2 + entry * 12
            guard let tag = value(at, 2) else { return nil }
            if tag == 0x0112, let found = value(at + 8, 2), (1...8).contains(found) { return found }
        }
        return nil
    }

    /// Whether the orientation turns the image a quarter (5 to 8), so that it is shown `height`
    /// wide and `width` high.
    public var isTransposed: Bool { orientation >= 5 }

    /// The size the image is shown at, after its orientation.
    public var shownSize: (width: Int, height: Int) { isTransposed ? (height, width) : (width, height) }

    /// The size as a PNG header would give it, for the limit checks PNG files have.
    public var sizeHeader: PNGHeader { PNGHeader(width: width, height: height) }
}
