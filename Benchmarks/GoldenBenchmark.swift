import CCairo
import Foundation
import Reel
import ReelCairo
import ReelExport
import ReelScript
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

        let passing = {
            guard case .matchedDigest = GoldenVerdict.of(expected, digest: PixelDigest(of: expected), record: record,
                                                         file: goldenURL, settings: settings) else { fatalError("the frame must pass by its digest") }
        }
        context.measure("passing frame: digest + golden's file size", runs: 50, passing)
        context.note("passing frame: \(cpuTime(runs: 50, passing)) (CPU time of this thread: the machine is shared)")
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
            context.note("failing, \(label): \(cpuTime(runs: 15) { _ = match.compare(expected: expected, actual: actual) })")

        }
        // A rendered scene: the showcase at 1080p, and the same with one circle recoloured.
        if let (frame, recolouredFrame) = try showcasePair() {
            let result = match.compare(expected: frame, actual: recolouredFrame)
            context.measure("failing: showcase, one circle recoloured, with diff image", runs: 15,
                            detail: "\(result.differentPixels) different, \(result.antialiasedPixels) anti-aliased") {
                _ = match.compare(expected: frame, actual: recolouredFrame)
            }
            context.note("failing, showcase with a recoloured circle: \(cpuTime(runs: 15) { _ = match.compare(expected: frame, actual: recolouredFrame) })")
        } else {
            context.note("Scenes/Showcase.swift is not a 16:9 scene with the colour 0xFF3D7F: the rendered case was skipped")
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

    /// Scenes/Showcase.swift drawn at 1920 × 1080 as it is and with its colour 0xFF3D7F turned
    /// green; nil when the scene no longer allows it.
    private static func showcasePair() throws -> (RasterImage, RasterImage)? {
        let path = FileManager.default.currentDirectoryPath + "/Scenes/Showcase.swift"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains("0xFF3D7F") else { return nil }
        func render(_ source: String) throws -> RasterImage? {
            let file = try SceneFile(text: source, fileName: path, access: ResourceAccess(root: URL(fileURLWithPath: path).deletingLastPathComponent()))
            let scene = try file.makeScene()
            let scale = 1920 / scene.format.width
            guard (scene.format.height * scale).rounded() == 1080 else { return nil }
            return try FrameRenderer().render(scene, frame: 0, scale: scale)
        }
        guard let original = try render(text), let changed = try render(text.replacingOccurrences(of: "0xFF3D7F", with: "0x3DFF7F")) else { return nil }
        return (original, changed)
    }

    /// The median and least CPU time of `body` on the calling thread over `runs` runs: what it
    /// costs on one core, whatever else the machine runs.
    private static func cpuTime(runs: Int, _ body: () -> Void) -> String {
        func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
        }
        body()
        var times: [Double] = []
        for _ in 0..<runs {
            let start = now()
            body()
            times.append(now() - start)
        }
        times.sort()
        return String(format: "median %.2f ms, least %.2f ms of CPU time", times[times.count / 2], times[0])
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
