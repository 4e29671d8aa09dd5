import CDeflate
import CZlib

/// The PNG image data of one band of rows, compressed as an independent piece of the zlib stream.
struct PNGBand: Sendable {
    /// The `IDAT` chunk's data: the compressed rows, preceded by the zlib header in the first band.
    /// The last band's zlib trailer is appended when all bands are done.
    var data: [UInt8]
    /// CRC-32 of the chunk type `IDAT` followed by `data`.
    var crc: UInt32
    /// Adler-32 of the band's uncompressed (filtered) bytes.
    var adler: UInt32
    /// The number of uncompressed (filtered) bytes.
    var rawCount: Int
}

/// Turns bands of image rows into compressed PNG image data; one per thread, reused across bands.
///
/// For each row it un-premultiplies the pixels into a straight-alpha row buffer, filters that
/// against the previous row into the band's buffer, and finally deflates the band. Row buffers stay
/// in cache, so conversion and filtering are one pass over the pixels.
final class PNGBandEncoder {
    private let layout: PNGImageLayout
    private let filter: PNGFilter
    private let compressor: Compressor
    /// Straight pixels of the current and previous row (`stride + 4` bytes, see `convertOpaqueRow`).
    private var current: UnsafeMutablePointer<UInt8>
    private var previous: UnsafeMutablePointer<UInt8>
    /// Filtered rows of one band, with filter-type bytes; large enough for the dictionary rows too.
    private let filtered: UnsafeMutablePointer<UInt8>
    private let filteredCapacity: Int
    private let reciprocals: UnsafeMutablePointer<UInt64>

    /// The deflate implementation that compresses the bands.
    private enum Compressor {
        case fast(RunLengthDeflater)
        case zlib(DeflateStream)
    }

    init(layout: PNGImageLayout, filter: PNGFilter, compression: PNGCompression) {
        self.layout = layout
        self.filter = filter
        switch compression {
        case .fast:
            compressor = .fast(RunLengthDeflater())
        case .zlib(let level, let strategy):
            compressor = .zlib(DeflateStream(level: PNGCompression.clamp(level), strategy: strategy.zlibValue))
        }
        let rowCapacity = layout.stride + 4
        current = .allocate(capacity: rowCapacity)
        current.initialize(repeating: 0, count: rowCapacity)
        previous = .allocate(capacity: rowCapacity)
        previous.initialize(repeating: 0, count: rowCapacity)
        filteredCapacity = (layout.rowsPerBand + layout.dictionaryRows) * layout.rowBytes
        filtered = .allocate(capacity: filteredCapacity)
        reciprocals = .allocate(capacity: 256)
        reciprocals.initialize(from: ScanlineConverter.reciprocals, count: 256)
    }

    deinit {
        current.deallocate()
        previous.deallocate()
        filtered.deallocate()
        reciprocals.deallocate()
    }

    /// Encodes band `index` of the image whose pixels start at `pixels`.
    func encode(band index: Int, pixels: UnsafePointer<UInt32>) -> PNGBand {
        let rows = layout.rows(ofBand: index)
        // Filter the rows just before the band too (when the strategy can use them), so the
        // compressor can be primed with the same history it would have had in one serial stream.
        let dictionaryStart = max(0, rows.lowerBound - layout.dictionaryRows)
        filterRows(dictionaryStart..<rows.upperBound, pixels: pixels)
        let dictionaryCount = (rows.lowerBound - dictionaryStart) * layout.rowBytes
        let dictionaryBytes = min(dictionaryCount, 32768)
        let rawCount = rows.count * layout.rowBytes
        let band = UnsafeRawBufferPointer(start: filtered + dictionaryCount, count: rawCount)

        var data: [UInt8] = []
        if index == 0 { data.append(contentsOf: layout.zlibHeader) }
        let last = index == layout.bandCount - 1
        switch compressor {
        case .fast(let deflater):
            deflater.compress(band, last: last, appendingTo: &data)
        case .zlib(let deflater):
            deflater.compress(
                band,
                dictionary: UnsafeRawBufferPointer(
                    start: filtered + dictionaryCount - dictionaryBytes, count: dictionaryBytes),
                last: last,
                appendingTo: &data)
        }

        let adler = libdeflate_adler32(1, filtered + dictionaryCount, rawCount)
        let crc = data.withUnsafeBufferPointer { buffer in
            libdeflate_crc32(UInt32(PNGChunk.crc(ofType: PNGChunk.idat)), buffer.baseAddress, buffer.count)
        }
        return PNGBand(data: data, crc: crc, adler: adler, rawCount: rawCount)
    }

    /// Converts and filters `rows` into `filtered`, one row after another.
    private func filterRows(_ rows: Range<Int>, pixels: UnsafePointer<UInt32>) {
        precondition(rows.count * layout.rowBytes <= filteredCapacity)
        if rows.lowerBound == 0 {
            previous.update(repeating: 0, count: layout.stride)
        } else {
            convert(row: rows.lowerBound - 1, pixels: pixels, into: previous)
        }
        var out = filtered
        for row in rows {
            convert(row: row, pixels: pixels, into: current)
            filterRow(into: out)
            out += layout.rowBytes
            swap(&current, &previous)
        }
    }

    /// Writes row `row` of the image as straight RGB or RGBA bytes into `destination`.
    @inline(__always)
    private func convert(row: Int, pixels: UnsafePointer<UInt32>, into destination: UnsafeMutablePointer<UInt8>) {
        let source = pixels + row * layout.width
        if layout.hasAlpha {
            ScanlineConverter.convertRow(
                source, count: layout.width, into: UnsafeMutableRawPointer(destination),
                reciprocals: reciprocals)
        } else {
            ScanlineConverter.convertOpaqueRow(
                source, count: layout.width, into: UnsafeMutableRawPointer(destination))
        }
    }

    /// Filters `current` against `previous` into `output`: the filter-type byte, then the row.
    @inline(__always)
    private func filterRow(into output: UnsafeMutablePointer<UInt8>) {
        let count = layout.stride, bpp = layout.bytesPerPixel
        let body = output + 1
        switch filter {
        case .none:
            output[0] = 0
            ScanlineFilter.none(current, into: body, count: count)
        case .sub:
            output[0] = 1
            ScanlineFilter.sub(current, into: body, count: count, bpp: bpp)
        case .up:
            output[0] = 2
            ScanlineFilter.up(current, previous, into: body, count: count)
        case .average:
            output[0] = 3
            ScanlineFilter.average(current, previous, into: body, count: count, bpp: bpp)
        case .paeth:
            output[0] = 4
            ScanlineFilter.paeth(current, previous, into: body, count: count, bpp: bpp)
        case .adaptive:
            // Filter with Paeth (the costliest to compute) in place, cost the three predicting
            // filters in one pass, and refilter with sub or up only when one of them is cheaper.
            ScanlineFilter.paeth(current, previous, into: body, count: count, bpp: bpp)
            let costs = ScanlineFilter.costs(current, previous, paeth: body, count: count, bpp: bpp)
            // Ties go to the earlier filter, as in libpng.
            if costs.sub <= costs.up && costs.sub <= costs.paeth {
                output[0] = 1
                ScanlineFilter.sub(current, into: body, count: count, bpp: bpp)
            } else if costs.up <= costs.paeth {
                output[0] = 2
                ScanlineFilter.up(current, previous, into: body, count: count)
            } else {
                output[0] = 4
            }
        }
    }
}
