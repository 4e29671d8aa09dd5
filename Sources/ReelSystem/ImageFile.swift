/// An image file Reel draws, recognised and checked before it is decoded: a PNG file (its header;
/// the decoder streams the rest from the file), a JPEG file (its header and its bytes, read whole
/// as the decoder takes them), or an SVG or PDF file (its bytes).
///
/// PNG and JPEG files are known by their first bytes, whatever their extension (`photo.png`
/// holding JPEG data is read as JPEG, as UIKit reads it); SVG files by the extension `.svg`, since
/// XML has no signature. A file that is neither gets the message of the format its extension
/// names (`not a PNG file (…)` for `.png` and any other extension, `not a JPEG file (…)` for
/// `.jpg` and `.jpeg`).
public enum ImageFile: Sendable {
    /// A PNG file's header.
    case png(PNGHeader)
    /// A JPEG file's header, and all its bytes.
    case jpeg(JPEGHeader, bytes: [UInt8])
    /// An SVG file's bytes.
    case svg(bytes: [UInt8])
    /// A PDF file's bytes.
    case pdf(bytes: [UInt8])

    /// Why a file is not an image Reel reads.
    public struct Invalid: Error, Hashable, Sendable, CustomStringConvertible {
        /// Why, in words.
        public var reason: String
        /// The reason.
        public var description: String { reason }
    }

    /// The kind of image a path's extension names: `svg`, `pdf`, `jpeg` (`.jpg`, `.jpeg`) or
    /// `png` (anything else), case-insensitively.
    public static func kind(ofPath path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "png" }
        switch name[name.index(after: dot)...].lowercased() {
        case "svg": return "svg"
        case "pdf": return "pdf"
        case "jpg", "jpeg": return "jpeg"
        default: return "png"
        }
    }

    /// Reads the image file `file`, opened from `path`: a JPEG file may have at most
    /// `jpegByteLimit` bytes, an SVG or PDF file `vectorByteLimit` (Reel's limits are
    /// `RenderLimits.jpegFileBytes` and `RenderLimits.vectorFileBytes`). The file is left at its start.
    /// - Throws: `Invalid` saying what is wrong.
    public static func read(_ file: ReadableFile, path: String, jpegByteLimit: Int, vectorByteLimit: Int) throws(Invalid) -> ImageFile {
        file.rewind()
        defer { file.rewind() }
        func whole(limit: Int, kind: String) throws(Invalid) -> [UInt8] {
            guard file.byteCount <= limit else {
                throw Invalid(reason: "the \(kind) file is \(file.byteCount) bytes, more than the limit of \(limit)")
            }
            file.rewind()
            guard let bytes = file.read(upTo: limit + 1), bytes.count <= limit else { throw Invalid(reason: "the file cannot be read") }
            return bytes
        }
        let kind = kind(ofPath: path)
        if kind == "svg" {
            let bytes = try whole(limit: vectorByteLimit, kind: "SVG")
            guard contains(bytes, Array("<svg".utf8)) else {
                throw Invalid(reason: "not an SVG file (it has no <svg> element)")
            }
            return .svg(bytes: bytes)
        }
        if kind == "pdf" {
            let bytes = try whole(limit: vectorByteLimit, kind: "PDF")
            guard bytes.starts(with: Array("%PDF-".utf8)) else {
                throw Invalid(reason: "not a PDF file (its first bytes are not %PDF-)")
            }
            // PDF readers look for the end-of-file marker in the last 1,024 bytes.
            guard contains(Array(bytes.suffix(1_024)), Array("%%EOF".utf8)) else {
                throw Invalid(reason: "not a readable PDF file: it has no %%EOF marker at its end (the file is truncated)")
            }
            return .pdf(bytes: bytes)
        }
        guard let start = file.read(upTo: PNGHeader.byteCount) else { throw Invalid(reason: "the file cannot be read") }
        if start.starts(with: JPEGHeader.signature) {
            let bytes = try whole(limit: jpegByteLimit, kind: "JPEG")
            do {
                return .jpeg(try JPEGHeader(bytes: bytes), bytes: bytes)
            } catch {
                throw Invalid(reason: error.reason)
            }
        }
        if start.starts(with: PNGHeader.signature) || kind == "png" {
            do {
                return .png(try PNGHeader(bytes: start))
            } catch {
                throw Invalid(reason: error.reason)
            }
        }
        throw Invalid(reason: "not a JPEG file (its first bytes are not the JPEG signature)")
    }

    /// Why the image is too large to decode under the given limits (see
    /// `PNGHeader.sizeProblem(maximumSide:maximumPixels:)`); nil for an SVG or PDF file, whose
    /// size is known once it is parsed.
    public func sizeProblem(maximumSide: Int, maximumPixels: Int) -> String? {
        switch self {
        case .png(let header): header.sizeProblem(maximumSide: maximumSide, maximumPixels: maximumPixels)
        case .jpeg(let header, _): header.sizeHeader.sizeProblem(maximumSide: maximumSide, maximumPixels: maximumPixels)
        case .svg, .pdf: nil
        }
    }

    /// The pixels a raster image has when decoded (0 for SVG and PDF).
    public var pixelCount: Int {
        switch self {
        case .png(let header): header.pixelCount
        case .jpeg(let header, _): header.width * header.height
        case .svg, .pdf: 0
        }
    }

    /// Whether `bytes` contain `needle`.
    private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            if bytes[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
