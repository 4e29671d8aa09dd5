import Foundation
import Reel
import ReelCairo
import ReelExport
import Scenes

extension Benchmark {
    /// The export pipeline on a 1080p, 60 fps scene (the whole showcase, ten seconds, at scale 1.5):
    /// drawing alone, encoding alone (raw frames from memory) and the pipelined export, and PNG
    /// rendering on one thread against all of them.
    ///
    /// The whole scene rather than a slice of it, because the encoder holds back a fixed number of
    /// frames (x264's lookahead, 40 at the medium preset) and encodes them after the last one is
    /// drawn: a cost per export, not per frame, that a two-second slice would count five times over.
    static let export = Benchmark(
        name: "export",
        summary: "1080p 60 fps showcase: render-only, encode-only, pipelined export; PNG render 1 vs N threads (slow)",
        runsByDefault: false
    ) { context in
        let frames = Array(0..<600)
        let scale = 1.5
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let directory = try BenchmarkDirectory()
        func job(threads: Int) -> RenderJob<Showcase> {
            RenderJob(frames: frames, scale: scale, threads: threads, shouldStop: { false }) { Showcase() }
        }
        let perFrame = 1 / Double(frames.count)
        let detail = "\(frames.count) frames, per frame"

        // Drawing and converting to the raw rows ffmpeg reads, nothing written.
        for threads in Set([1, cores]).sorted() {
            try context.measure("render only (draw + raw rows), \(threads) thread\(threads == 1 ? "" : "s")", runs: 3, scale: perFrame, detail: detail) {
                var sink = DiscardingSink()
                _ = try job(threads: threads).run(into: &sink)
            }
        }
        // PNG frames to files: what `reel render` does.
        for threads in Set([1, cores]).sorted() {
            try context.measure("reel render to PNG, \(threads) thread\(threads == 1 ? "" : "s")", runs: 3, scale: perFrame, detail: detail) {
                var sink = ImageSequenceSink(directory: directory.url.appendingPathComponent("png"), frames: frames)
                _ = try job(threads: threads).run(into: &sink)
            }
        }
        // Encoding alone: the same frames, drawn beforehand, piped from memory; then the whole
        // export. With every core on each stage, and with one rendering thread and a one-thread
        // encoder, where the two stages run side by side on the two cores.
        var collect = CollectingSink()
        _ = try job(threads: cores).run(into: &collect)
        let rows = collect.rows
        for (renderThreads, encoderThreads) in [(cores, nil), (1, 1)] as [(Int, Int?)] {
            var settings = try VideoSettings(container: .mp4, width: 1920, height: 1080, frameRate: 60)
            settings.encoderThreads = encoderThreads
            let encoder = encoderThreads.map { "\($0)-thread H.264" } ?? "H.264"
            try context.measure("encode only (\(encoder) medium, from memory)", runs: 3, scale: perFrame, detail: detail) {
                var sink = VideoSink(output: directory.url.appendingPathComponent("encode.mp4"), settings: settings)
                try sink.open()
                for (i, row) in rows.enumerated() { try sink.write(row, frame: i) }
                _ = try sink.finish()
            }
            try context.measure("pipelined export (\(encoder) medium), \(renderThreads) render thread\(renderThreads == 1 ? "" : "s")",
                                runs: 3, scale: perFrame, detail: detail) {
                var sink = VideoSink(output: directory.url.appendingPathComponent("export.mp4"), settings: settings)
                _ = try job(threads: renderThreads).run(into: &sink)
            }
        }
        context.note("\(cores) cores; frames \(frames.first!)-\(frames.last!) of Showcase at 1920 x 1080")
    }
}

/// A sink that converts frames to the raw rows of an H.264 export (`yuv420p`) and drops them:
/// the cost of drawing for a video.
private struct DiscardingSink: FrameSink {
    var product: FrameProduct { .raster }
    func makeEncoder(threads: Int) -> RawFrameEncoder { RawFrameEncoder(format: .yuv420p) }
    mutating func open() throws {}
    mutating func write(_ payload: [UInt8], frame: Int) throws {}
    mutating func finish() throws -> SinkOutput { SinkOutput(url: URL(fileURLWithPath: "/dev/null"), files: 0, bytes: 0) }
    mutating func abort() {}
    var externalCPUSeconds: Double { 0 }
}

/// A sink that keeps every frame's raw rows (`yuv420p`, as an H.264 export pipes them) in memory.
private struct CollectingSink: FrameSink {
    var rows: [[UInt8]] = []
    var product: FrameProduct { .raster }
    func makeEncoder(threads: Int) -> RawFrameEncoder { RawFrameEncoder(format: .yuv420p) }
    mutating func open() throws {}
    mutating func write(_ payload: [UInt8], frame: Int) throws { rows.append(payload) }
    mutating func finish() throws -> SinkOutput { SinkOutput(url: URL(fileURLWithPath: "/dev/null"), files: rows.count, bytes: 0) }
    mutating func abort() {}
    var externalCPUSeconds: Double { 0 }
}
