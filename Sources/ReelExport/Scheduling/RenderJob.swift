import Foundation
import Reel
import ReelSystem
import ReelCairo

/// Renders frames of a scene into a sink on a `FrameScheduler`: what `reel render` and
/// `reel export` run.
///
/// Each worker has its own scene instance (state storage is per instance), `FrameRenderer` and
/// Pango engine; they share the image store and the diagnostic log. Every frame is a pure
/// function of the scene and its time, so the output does not depend on the thread count.
public struct RenderJob<Scene: AnimatedScene>: Sendable {
    /// Makes one worker's scene instance.
    public var makeScene: @Sendable () -> Scene
    /// The scene's frame numbers to render, in output order.
    public var frames: [Int]
    /// Pixels per point, or nil for the scene's own.
    public var scale: Double?
    /// How many frames render at once.
    public var threads: Int
    /// Where images are loaded from; shared by the workers.
    public var images: CairoImageStore
    /// Where warnings and errors go.
    public var diagnostics: DiagnosticLog
    /// Polled between frames; when true, the job stops (Ctrl-C).
    public var shouldStop: @Sendable () -> Bool
    /// The scene's timeline, when resolved before the job runs (`resolveTimeline()`, for the
    /// sounds its events play); nil to resolve it when the job runs.
    public var timeline: ResolvedTimeline?

    /// A job rendering `frames` of the scenes `makeScene` makes.
    public init(frames: [Int], scale: Double? = nil, threads: Int = ProcessInfo.processInfo.activeProcessorCount,
                resourceRoot: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                images: CairoImageStore? = nil, diagnostics: DiagnosticLog = DiagnosticLog(),
                shouldStop: @escaping @Sendable () -> Bool = { Interruption.isRequested },
                makeScene: @escaping @Sendable () -> Scene) {
        self.makeScene = makeScene
        self.frames = frames
        self.scale = scale
        self.threads = max(1, threads)
        self.images = images ?? CairoImageStore(root: resourceRoot)
        self.diagnostics = diagnostics
        self.shouldStop = shouldStop
    }

    /// The scene's timeline, resolved once from `instance` (a new instance by default) as the job
    /// resolves it: scripted touches lay it out with a renderer's text measurement, and compiled
    /// `Color("name")` finds the module's asset catalogs.
    public func resolveTimeline(_ instance: Scene? = nil) -> ResolvedTimeline {
        let images = self.images, diagnostics = self.diagnostics
        let scene = instance ?? makeScene()
        return AssetCatalog.$current.withValue(images.assets) { FrameRenderer(images: images, diagnostics: diagnostics).timeline(for: scene) }
    }

    /// Renders every frame into `sink`, reporting to `progress`. On a failure or a stop, the sink
    /// is aborted (it removes what is incomplete) before the error is thrown.
    /// - Throws: `RenderJobError`.
    public func run<Sink: FrameSink>(into sink: inout Sink, progress: RenderProgress? = nil) throws -> RenderReport {
        let first = makeScene()
        let format = first.format
        do {
            try format.validate(scale: scale ?? format.scale)
        } catch {
            throw RenderJobError.invalidFormat(error)
        }
        let product = sink.product
        let frames = self.frames, scale = self.scale, images = self.images, diagnostics = self.diagnostics
        let makeScene = self.makeScene
        // The timeline is resolved once, from the first instance; every worker's instance takes
        // its states from it (scripted touches lay it out with a renderer's text measurement). Compiled
        // `Color("name")` finds the module's asset catalogs.
        let timeline = self.timeline ?? resolveTimeline(first)
        return try FramePipeline(frames: frames, threads: threads, shouldStop: shouldStop).run(into: &sink, progress: progress) {
            let renderer = FrameRenderer(images: images, diagnostics: diagnostics)
            let scene = makeScene()
            return { frame in
                let list = try renderer.displayList(for: scene, frame: frame, scale: scale, timeline: timeline)
                switch product {
                case .raster: return .raster(try renderer.renderer.render(list))
                case .vector(let format): return .vector(try renderer.renderer.renderVector(list, format: format))
                }
            }
        }
    }
}

/// The part of a render that does not depend on where frames come from: frames drawn on a
/// `FrameScheduler`'s workers, encoded there, written in order to a sink, with progress, timing
/// and the errors of `RenderJobError`. `RenderJob` draws scenes with it; `FrameSequenceStitching`
/// reads PNG files.
public struct FramePipeline: Sendable {
    /// The frame numbers, in output order.
    public var frames: [Int]
    /// How many frames are drawn at once.
    public var threads: Int
    /// Polled between frames; when true, the work stops.
    public var shouldStop: @Sendable () -> Bool

    /// A pipeline over `frames` on `threads` workers.
    public init(frames: [Int], threads: Int, shouldStop: @escaping @Sendable () -> Bool = { Interruption.isRequested }) {
        self.frames = frames
        self.threads = max(1, threads)
        self.shouldStop = shouldStop
    }

    /// Opens `sink`, draws every frame with the function `makeDrawer` gives each worker (called on
    /// the worker's thread), encodes it with the sink's encoder on the same worker, and writes it
    /// to `sink` in order; then finishes the sink. On a failure or a stop the sink is aborted
    /// before the error is thrown.
    ///
    /// It is work that stops cleanly on a signal (`Interruption.cooperating`): after SIGINT or
    /// SIGTERM whatever fails (ffmpeg, which the signal stopped, while frames are written, while
    /// it finishes or in the GIF's second pass) is `RenderJobError.stopped`.
    /// - Throws: `RenderJobError`.
    public func run<Sink: FrameSink>(into sink: inout Sink, progress: RenderProgress? = nil,
                                     makeDrawer: @escaping @Sendable () throws -> (_ frame: Int) throws -> RenderedFrame) throws -> RenderReport {
        var delivered = 0
        return try Interruption.cooperating {
            do {
                return try run(into: &sink, progress: progress, delivered: &delivered, makeDrawer: makeDrawer)
            } catch let failure as RenderJobError {
                if case .stopped = failure { throw failure }
                guard let signal = Interruption.receivedSignal else { throw failure }
                throw RenderJobError.stopped(signal: signal, written: Array(frames.prefix(delivered)))
            }
        }
    }

    /// `run(into:progress:makeDrawer:)`, counting the frames written in `delivered`.
    private func run<Sink: FrameSink>(into sink: inout Sink, progress: RenderProgress?, delivered: inout Int,
                                      makeDrawer: @escaping @Sendable () throws -> (_ frame: Int) throws -> RenderedFrame) throws -> RenderReport {
        let started = ContinuousClock.now
        do {
            try sink.open()
        } catch {
            throw RenderJobError.sink(error)
        }
        let scheduler = FrameScheduler(threads: min(threads, max(1, frames.count)))
        let encoder = sink.makeEncoder(threads: scheduler.threads)
        let frames = self.frames
        var timing = (render: Duration.zero, encode: Duration.zero, write: Duration.zero)
        progress?.start(total: frames.count)
        func abort() {
            sink.abort()
            progress?.end()
        }
        do {
            try scheduler.run(count: frames.count, makeWorker: { _ in
                let draw = try makeDrawer()
                return { position in
                    let clock = ContinuousClock()
                    let begin = clock.now
                    let drawn = try draw(frames[position])
                    let rendered = clock.now
                    let payload = try encoder.encode(drawn)
                    return TimedPayload(payload: payload, render: rendered - begin, encode: clock.now - rendered)
                }
            }, deliver: { (position: Int, timed: TimedPayload<Sink.Encoder.Payload>) in
                let begin = ContinuousClock.now
                try sink.write(timed.payload, frame: frames[position])
                delivered = position + 1
                timing.write += ContinuousClock.now - begin
                timing.render += timed.render
                timing.encode += timed.encode
                progress?.advance(to: position + 1)
            }, shouldStop: shouldStop)
        } catch let failure as FrameSchedulerError {
            abort()
            switch failure {
            case .failed(let position, let error):
                throw RenderJobError.frame(frames[position], error)
            case .stopped(let delivered):
                throw RenderJobError.stopped(signal: Interruption.receivedSignal, written: Array(frames.prefix(delivered)))
            }
        } catch let failure as ThreadStartError {
            abort()
            throw RenderJobError.threads(failure)
        } catch {
            abort()
            throw RenderJobError.sink(error)
        }
        let output: SinkOutput
        let finishing = ContinuousClock.now
        do {
            output = try sink.finish()
        } catch {
            abort()
            throw RenderJobError.sink(error)
        }
        timing.write += ContinuousClock.now - finishing
        progress?.end()
        return RenderReport(frames: frames.count, seconds: (ContinuousClock.now - started).seconds,
                            renderSeconds: timing.render.seconds,
                            encodeSeconds: timing.encode.seconds + timing.write.seconds + sink.externalCPUSeconds,
                            output: output)
    }
}

/// A frame's payload with the time its worker spent drawing and encoding it.
private struct TimedPayload<Payload: Sendable>: Sendable {
    var payload: Payload
    var render: Duration
    var encode: Duration
}

/// What a finished render did.
public struct RenderReport: Sendable {
    /// Frames written.
    public var frames: Int
    /// Wall-clock seconds from start to finish.
    public var seconds: Double
    /// Seconds the workers spent drawing, summed over threads.
    public var renderSeconds: Double
    /// Seconds spent encoding and writing: the workers' encoding, the writes, and an encoder
    /// process's processor time.
    public var encodeSeconds: Double
    /// What was written.
    public var output: SinkOutput

    /// Frames per second of wall-clock time.
    public var framesPerSecond: Double { seconds > 0 ? Double(frames) / seconds : 0 }

    /// The one summary line: `Exported 600 frames of Showcase in 12.3 s (48.8 fps; rendering
    /// 62%, encoding 38%) to reel-out/Showcase.mp4 (4.2 MB)`.
    public func summary(verb: String, scene: String) -> String {
        let total = renderSeconds + encodeSeconds
        let share = total > 0 ? Int((renderSeconds / total * 100).rounded()) : 100
        let what = frames == 1 ? "1 frame" : "\(frames) frames"
        var shown = output.url.relativePath
        if output.url.hasDirectoryPath, !shown.hasSuffix("/") { shown += "/" }
        return "\(verb) \(what) of \(scene) in \(String(format: "%.1f", seconds)) s "
            + "(\(String(format: "%.1f", framesPerSecond)) fps; rendering \(share)%, encoding \(100 - share)%) "
            + "to \(shown) (\(RenderReport.size(output.bytes)))"
    }

    /// A byte count as people read it: `812 B`, `4.2 MB`.
    public static func size(_ bytes: Int64) -> String {
        let units = ["B", "KB", "MB", "GB", "TB"]
        var value = Double(bytes), unit = 0
        while value >= 1000, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        return unit == 0 ? "\(bytes) B" : String(format: value < 10 ? "%.1f %@" : "%.0f %@", value, units[unit])
    }
}

/// Why a render or an export did not complete.
public enum RenderJobError: Error, CustomStringConvertible {
    /// The scene's format cannot be rendered.
    case invalidFormat(SceneFormat.Invalid)
    /// Frame `frame` (its number in the scene) could not be drawn or encoded.
    case frame(Int, any Error)
    /// The output could not be written.
    case sink(any Error)
    /// No worker thread could start.
    case threads(ThreadStartError)
    /// A signal (or the caller) stopped the work; `written` are the frames finished before it.
    case stopped(signal: Int32?, written: [Int])

    /// A one-line message.
    public var description: String {
        switch self {
        case .invalidFormat(let invalid): return invalid.description
        case .frame(let frame, let error): return "frame \(frame): \(error)"
        case .sink(let error): return "\(error)"
        case .threads(let error): return error.description
        case .stopped(let signal, let written):
            let cause = signal.map { $0 == 2 ? "interrupted" : "stopped by signal \($0)" } ?? "stopped"
            return "\(cause) after \(written.count) frame\(written.count == 1 ? "" : "s")"
        }
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
