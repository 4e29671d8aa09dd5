import CCairo
import Foundation
import Reel
import ReelCairo
import ReelExport
import ReelTesting

extension Benchmark {
    /// What golden testing adds to rendering a 1080p frame: the passing check (pixel digest and the
    /// golden's file size, nothing decoded) and failing comparisons with a diff image, on one core.
    static let golden = Benchmark(
        name: "golden",
        summary: "1920x1080 golden checks: passing (digest) and failing (PixelMatch with diff image), one core"
    ) { context in
        let directory = try BenchmarkDirectory()
        let surface = BenchmarkFrame.drawSurface(width: 1920, height: 1080, transparent: false)
        defer { cairo_surface_destroy(surface) }
        let expected = BenchmarkFrame.rasterImage(of: surface)
        let goldenURL = directory.url.appendingPathComponent("golden.png")
        try PNGWriter.write(expected, to: goldenURL)
        let bytes = try FileManager.default.attributesOfItem(atPath: goldenURL.path)[.size] as? Int
        let record = GoldenManifest.Golden(pixels: PixelDigest(of: expected), width: 1920, height: 1080, environment: "bench", bytes: bytes)
        let settings = ComparisonSettings()

        context.measure("passing frame: digest + golden's file size", runs: 50) {
            guard case .matchedDigest = GoldenVerdict.of(expected, digest: PixelDigest(of: expected), record: record,
                                                         file: goldenURL, settings: settings) else { fatalError("the frame must pass by its digest") }
        }
        context.measure("PixelDigest of the frame alone", runs: 50) { _ = PixelDigest(of: expected) }

        // Failing pairs: a recoloured quarter, the whole frame moved by half a pixel, and a
        // different drawing altogether (every pixel differs: the worst case).
        var recoloured = expected
        for y in 300..<570 { for x in 700..<1180 {
            let p = recoloured[x, y]
            recoloured[x, y] = (p & 0xFF00_0000) | (p & 0xFF) << 16 | (p >> 16 & 0xFF) << 8 | (p >> 8 & 0xFF)
        } }
        let shiftedSurface = translated(surface, by: 0.5)
        defer { cairo_surface_destroy(shiftedSurface) }
        let shifted = BenchmarkFrame.rasterImage(of: shiftedSurface)
        let otherSurface = BenchmarkFrame.drawSurface(width: 1920, height: 1080, transparent: false, seed: 43)
        defer { cairo_surface_destroy(otherSurface) }
        let other = BenchmarkFrame.rasterImage(of: otherSurface)
        let match = PixelMatch()
        for (label, actual) in [("recoloured 480x270 block", recoloured), ("moved by half a pixel", shifted), ("every pixel different", other)] {
            let result = match.compare(expected: expected, actual: actual)
            context.measure("failing: \(label), with diff image", runs: 15,
                            detail: "\(result.differentPixels) different, \(result.antialiasedPixels) anti-aliased") {
                _ = match.compare(expected: expected, actual: actual)
            }
        }
        context.measure("decoding the 1080p golden (Cairo, libpng)", runs: 15) {
            _ = try? PNGReader.read(path: goldenURL.path)
        }
        let diff = match.compare(expected: expected, actual: recoloured).diff!
        let reportWriter = PNGWriter(encoder: PNGEncoder(threadCount: 1))
        try context.measure("writing the diff image (PNG, one thread)", runs: 15) {
            try reportWriter.write(diff, to: directory.url.appendingPathComponent("diff.png"))
        }
    }

    /// A copy of `surface` moved right by `dx` pixels (bilinear resampling, as a sub-pixel move draws).
    private static func translated(_ surface: OpaquePointer, by dx: Double) -> OpaquePointer {
        let width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface)
        let moved = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let cr = cairo_create(moved)!
        cairo_set_source_surface(cr, surface, dx, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        return moved
    }
}
