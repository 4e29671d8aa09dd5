import CCairo
import Foundation
import Reel
import ReelExport

extension Benchmark {
    /// Cairo's PNG writer against Reel's encoder and atomic writer, on an opaque (RGB) and a
    /// transparent (RGBA) 1080p frame.
    static let png = Benchmark(
        name: "png",
        summary: "1920x1080 frame to PNG: cairo_surface_write_to_png vs PNGEncoder / PNGWriter"
    ) { context in
        let directory = try BenchmarkDirectory()
        for (variant, transparent) in [("RGB", false), ("RGBA", true)] {
            let surface = BenchmarkFrame.drawSurface(width: 1920, height: 1080, transparent: transparent)
            defer { cairo_surface_destroy(surface) }
            let image = BenchmarkFrame.rasterImage(of: surface)

            let cairoPath = directory.url.appendingPathComponent("cairo-\(variant).png").path
            let reelURL = directory.url.appendingPathComponent("reel-\(variant).png")
            guard cairo_surface_write_to_png(surface, cairoPath) == CAIRO_STATUS_SUCCESS else {
                throw BenchmarkError("cairo_surface_write_to_png failed for \(cairoPath)")
            }
            let cairoSize = try fileSize(cairoPath)
            let encoded = PNGEncoder.encode(image)
            let singleThread = PNGEncoder(threadCount: 1)
            let threads = PNGEncoder().threadCount

            context.measure("\(variant) cairo_surface_write_to_png", runs: 7,
                            detail: BenchmarkTable.bytes(cairoSize)) {
                _ = cairo_surface_write_to_png(surface, cairoPath)
            }
            context.measure("\(variant) PNGEncoder.encode, \(threads) threads", runs: 15,
                            detail: BenchmarkTable.bytes(encoded.count)) {
                _ = PNGEncoder.encode(image)
            }
            context.measure("\(variant) PNGEncoder.encode, 1 thread", runs: 15,
                            detail: BenchmarkTable.bytes(encoded.count)) {
                _ = singleThread.encode(image)
            }
            try context.measure("\(variant) PNGWriter.write, \(threads) threads", runs: 15,
                                detail: BenchmarkTable.bytes(encoded.count)) {
                try PNGWriter.write(image, to: reelURL)
            }
            let ratio = Double(encoded.count) / Double(cairoSize)
            context.note("\(variant): Reel's file is \(Int((ratio * 100).rounded()))% of Cairo's "
                         + "(\(BenchmarkTable.bytes(encoded.count)) vs \(BenchmarkTable.bytes(cairoSize)))")
        }
    }

    /// Every filter with every compression (the built-in one, and zlib strategies at a few levels)
    /// on the png frames: time and size, to choose `PNGEncoder`'s defaults.
    static let pngSettings = Benchmark(
        name: "png-settings",
        summary: "PNGEncoder filter x compression sweep on the png frames, time and size (slow)",
        runsByDefault: false
    ) { context in
        for (variant, transparent) in [("RGB", false), ("RGBA", true)] {
            let surface = BenchmarkFrame.drawSurface(width: 1920, height: 1080, transparent: transparent)
            defer { cairo_surface_destroy(surface) }
            let image = BenchmarkFrame.rasterImage(of: surface)
            var compressions: [PNGCompression] = [.fast]
            for strategy in PNGCompressionStrategy.allCases {
                let levels = strategy == .rle || strategy == .huffmanOnly ? [1] : [1, 3, 6]
                compressions += levels.map { PNGCompression.zlib(level: $0, strategy: strategy) }
            }
            for compression in compressions {
                for filter in PNGFilter.allCases {
                    let encoder = PNGEncoder(filter: filter, compression: compression)
                    let size = encoder.encode(image).count
                    context.measure("\(variant) \(filter) \(compression)", runs: 5,
                                    detail: BenchmarkTable.bytes(size)) {
                        _ = encoder.encode(image)
                    }
                }
            }
        }
    }
}

/// The size in bytes of the file at `path`.
func fileSize(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.size] as? NSNumber)?.intValue ?? 0
}
