import CZlib
import Foundation
import Reel
import ReelSystem

/// Encodes rendered frames as PNG files, quickly and deterministically.
///
/// The encoder un-premultiplies Cairo's premultiplied ARGB32 pixels (rounding to nearest, as
/// `RasterImage.unpremultiply` does), writes 8-bit RGB (colour type 2) when every pixel is opaque
/// and 8-bit RGBA (colour type 6) otherwise, and compresses the filtered rows into one zlib stream
/// (see `compression`). The file holds `IHDR`, a `tEXt` chunk `Software: Reel`, the `IDAT` chunks
/// and `IEND`; nothing in it depends on time or the machine.
///
/// Rows are cut into bands of about 256 KiB that are filtered and compressed independently, on
/// up to `threadCount` threads, then joined into one zlib stream as pigz does: each band ends on a
/// byte boundary with a sync flush, and the Adler-32 checksums of the bands are combined. Band
/// boundaries depend only on the image, so the bytes are identical for any `threadCount` and any
/// scheduling.
///
/// The defaults (adaptive filtering, Reel's run-length deflate) encode a 1080p frame several times
/// faster than Cairo's own writer, to a file a few percent larger; `PNGCompression.libpngDefault`
/// is libpng's zlib setting, much slower and a little smaller.
public struct PNGEncoder: Sendable {
    /// The scanline filter applied before compression.
    public var filter: PNGFilter
    /// How the filtered rows are compressed.
    public var compression: PNGCompression
    /// The largest number of threads to encode one image on. Use 1 when frames are already
    /// encoded in parallel. Does not change the output.
    public var threadCount: Int

    /// An encoder with the given settings; the defaults are tuned for speed on rendered frames.
    public init(
        filter: PNGFilter = .adaptive,
        compression: PNGCompression = .fast,
        threadCount: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.filter = filter
        self.compression = compression
        self.threadCount = max(1, threadCount)
    }

    /// Encodes `image` with the default settings. See `encode(_:)` on an instance.
    public static func encode(_ image: RasterImage) -> [UInt8] {
        PNGEncoder().encode(image)
    }

    /// The bytes of a PNG file holding `image`.
    ///
    /// The image must be at least 1 by 1 pixels (PNG cannot store an empty image); `PNGWriter`
    /// reports an empty image as an error instead.
    public func encode(_ image: RasterImage) -> [UInt8] {
        precondition(image.width > 0 && image.height > 0, "PNG images must be at least 1x1 pixels")
        precondition(image.width <= Int(Int32.max) && image.height <= Int(Int32.max),
                     "PNG images are at most 2^31 - 1 pixels wide and high")
        return image.pixels.withUnsafeBufferPointer { pixels in
            let opaque = ScanlineConverter.allOpaque(pixels.baseAddress!, count: pixels.count)
            let layout = PNGImageLayout(
                width: image.width, height: image.height, hasAlpha: !opaque,
                compression: compression)
            let bands = encodeBands(layout: layout, pixels: pixels.baseAddress!)
            return assemble(bands, layout: layout)
        }
    }

    /// Filters and compresses every band, on up to `threadCount` threads.
    private func encodeBands(layout: PNGImageLayout, pixels: UnsafePointer<UInt32>) -> [PNGBand] {
        let workers = WorkerThreads.workerCount(layout.bandCount, threads: min(threadCount, RenderLimits.threads))
        let makeEncoder: @Sendable () -> PNGBandEncoder = { [filter, compression] in
            PNGBandEncoder(layout: layout, filter: filter, compression: compression)
        }
        if workers <= 1 {
            let encoder = makeEncoder()
            return (0..<layout.bandCount).map { encoder.encode(band: $0, pixels: pixels) }
        }
        // One encoder per worker, reused across the bands it takes; each band is written to its
        // own slot, by exactly one worker.
        let encoders = (0..<workers).map { _ in makeEncoder() }
        var results = [PNGBand?](repeating: nil, count: layout.bandCount)
        results.withUnsafeMutableBufferPointer { slots in
            nonisolated(unsafe) let slots = slots
            WorkerThreads.forEach(layout.bandCount, threads: workers, stackSize: Self.bandStackSize) { band, worker in
                slots[band] = encoders[worker].encode(band: band, pixels: pixels)
            }
        }
        return results.map { $0! }
    }

    /// Joins the bands into the PNG file: signature, `IHDR`, `tEXt`, one `IDAT` per band (the last
    /// one ending with the zlib trailer), `IEND`.
    private func assemble(_ bands: [PNGBand], layout: PNGImageLayout) -> [UInt8] {
        var adler = UInt(1)
        for band in bands {
            adler = adler32_combine(adler, UInt(band.adler), band.rawCount)
        }
        var trailer: [UInt8] = []
        PNGChunk.appendBigEndian(UInt32(adler), to: &trailer)

        let dataBytes = bands.reduce(0) { $0 + $1.data.count + 12 } + trailer.count
        var output: [UInt8] = []
        output.reserveCapacity(dataBytes + 128)
        output += PNGChunk.signature
        PNGChunk.append(
            type: PNGChunk.ihdr,
            data: PNGChunk.headerData(width: layout.width, height: layout.height, hasAlpha: layout.hasAlpha),
            to: &output)
        PNGChunk.append(type: PNGChunk.text, data: Self.softwareText, to: &output)
        for (index, band) in bands.enumerated() {
            let isLast = index == bands.count - 1
            let length = band.data.count + (isLast ? trailer.count : 0)
            PNGChunk.appendBigEndian(UInt32(length), to: &output)
            output += PNGChunk.idat
            output += band.data
            var crc = band.crc
            if isLast {
                output += trailer
                crc = PNGChunk.crc(trailer, continuing: crc)
            }
            PNGChunk.appendBigEndian(crc, to: &output)
        }
        PNGChunk.append(type: PNGChunk.iend, data: [], to: &output)
        return output
    }

    /// The stack of a band-encoding thread: filtering and deflating do not recurse.
    static let bandStackSize = 1 << 20

    /// The `tEXt` chunk's data: keyword `Software`, a NUL separator, and `Reel`.
    static let softwareText: [UInt8] = Array("Software".utf8) + [0] + Array("Reel".utf8)
}
