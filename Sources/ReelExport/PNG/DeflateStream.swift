import CZlib

/// One zlib raw-deflate compressor, reused for many independent pieces of data.
///
/// The `z_stream` lives at a fixed address (zlib keeps a pointer back to it), allocated once;
/// `deflateReset` between pieces avoids zlib's costly set-up. Not thread-safe: one per thread.
final class DeflateStream {
    private let stream: UnsafeMutablePointer<z_stream>

    /// A compressor at `level` (0...9) with the given zlib strategy, producing raw deflate data
    /// (no zlib header or trailer) with a 32 KiB window.
    init(level: Int, strategy: Int32) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        let status = deflateInit2_(
            stream, Int32(level), Z_DEFLATED, -MAX_WBITS, 9, strategy,
            zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        precondition(status == Z_OK, "deflateInit2 failed (\(status)): zlib is out of memory or mismatched")
    }

    deinit {
        deflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Compresses `input` as one self-contained piece of a larger deflate stream and appends the
    /// compressed bytes to `output`.
    ///
    /// The piece starts from a fresh state primed with `dictionary` (the data that precedes it in
    /// the whole stream, up to 32 KiB), so matches may reach back into it. A piece that is not
    /// `last` ends with a sync flush (an empty stored block), so it stops on a byte boundary and the
    /// next piece can follow it directly; the `last` piece ends the deflate stream. This is how pigz
    /// compresses in parallel, and the bytes depend only on the input, never on which thread ran.
    func compress(
        _ input: UnsafeRawBufferPointer, dictionary: UnsafeRawBufferPointer, last: Bool,
        appendingTo output: inout [UInt8]
    ) {
        var status = deflateReset(stream)
        precondition(status == Z_OK, "deflateReset failed (\(status))")
        if dictionary.count > 0 {
            status = deflateSetDictionary(
                stream, dictionary.baseAddress!.assumingMemoryBound(to: Bytef.self),
                UInt32(dictionary.count))
            precondition(status == Z_OK, "deflateSetDictionary failed (\(status))")
        }
        // deflateBound covers a whole stream; a sync flush adds at most one empty stored block.
        let bound = Int(deflateBound(stream, UInt(input.count))) + 16
        stream.pointee.next_in = UnsafeMutablePointer(
            mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
        stream.pointee.avail_in = UInt32(input.count)
        let flush = last ? Z_FINISH : Z_SYNC_FLUSH
        var reserve = bound
        while true {
            let start = output.count
            output.reserveCapacity(start + reserve)
            var written = 0
            output.append(contentsOf: repeatElement(0, count: reserve))
            output.withUnsafeMutableBufferPointer { buffer in
                stream.pointee.next_out = buffer.baseAddress! + start
                stream.pointee.avail_out = UInt32(reserve)
                status = deflate(stream, flush)
                written = reserve - Int(stream.pointee.avail_out)
            }
            output.removeLast(reserve - written)
            precondition(status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR,
                         "deflate failed (\(status))")
            let done = last ? status == Z_STREAM_END
                            : stream.pointee.avail_in == 0 && stream.pointee.avail_out > 0
            if done { return }
            reserve = max(reserve / 2, 4096)
        }
    }
}
