/// What a PNG file declares in its first 24 bytes (the signature and the image header chunk): its
/// size in pixels. Read before anything is decoded, so a small file declaring an enormous image
/// is refused without allocating it.
public struct PNGHeader: Hashable, Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// The bytes a header takes: the 8-byte signature, the chunk's length and type, then the
    /// width and height.
    public static let byteCount = 24
    /// The eight bytes every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Why a file's start is not a PNG header Reel reads.
    public struct Invalid: Error, Hashable, Sendable, CustomStringConvertible {
        /// Why, in words.
        public var reason: String
        /// The reason.
        public var description: String { reason }
    }

    /// A header of the given size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The header in `bytes`, the start of a file.
    /// - Throws: `Invalid` when they do not start with the PNG signature and an image header.
    public init(bytes: [UInt8]) throws(Invalid) {
        guard bytes.count >= 8, Array(bytes[0..<8]) == Self.signature else {
            throw Invalid(reason: "not a PNG file (its first bytes are not the PNG signature)")
        }
        guard bytes.count >= Self.byteCount, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw Invalid(reason: "not a readable PNG file: the data is damaged or unsupported")
        }
        func bigEndian(_ offset: Int) -> Int { bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        self.init(width: bigEndian(16), height: bigEndian(20))
    }

    /// The header of `file`, read from its start; the file is left at its start.
    /// - Throws: `Invalid` when the file cannot be read or does not start with a PNG header.
    public init(file: ReadableFile) throws(Invalid) {
        file.rewind()
        guard let bytes = file.read(upTo: Self.byteCount) else {
            throw Invalid(reason: "the file cannot be read")
        }
        file.rewind()
        try self.init(bytes: bytes)
    }

    /// The pixels the image has when decoded.
    public var pixelCount: Int { width * height }

    /// Why an image this size is not decoded under the given limits (Reel's are
    /// `RenderLimits.imagePixelSide` and `RenderLimits.imagePixels`): a side of 0 or more than
    /// `maximumSide`, or more pixels than `maximumPixels`; nil when it is.
    public func sizeProblem(maximumSide side: Int, maximumPixels: Int) -> String? {
        guard (1...side).contains(width), (1...side).contains(height) else {
            return "the image is \(width) x \(height) pixels; each side may be 1 to \(side)"
        }
        guard pixelCount <= maximumPixels else {
            return "the image is \(width) x \(height) pixels (\(pixelCount)); an image may have at most \(maximumPixels)"
        }
        return nil
    }
}
