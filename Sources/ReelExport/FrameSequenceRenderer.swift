import Foundation
import Reel
import ReelCairo

/// The file format of rendered frames.
public enum FrameFormat: String, CaseIterable, Sendable {
    /// PNG images, through Reel's PNG writer.
    case png
    /// SVG documents, through Cairo's SVG surface.
    case svg
    /// PDF documents, through Cairo's PDF surface.
    case pdf
}

/// Renders frames of a scene to files `DIR/frame-00000.png` (or `.svg`, `.pdf`) … over several threads.
///
/// Each thread has its own scene instance (made by `makeScene`, `init()` by default), Cairo
/// renderer and Pango engine; they share the image store and the scene's timeline, resolved once
/// (`ResolvedTimeline`). Every
/// frame is a pure function of the scene and its time, so the bytes do not depend on the thread
/// count or on which frames are rendered together.
public struct FrameSequenceRenderer<Scene: AnimatedScene> {
    /// The scene.
    public var scene: Scene
    /// Where the frames go.
    public var outputDirectory: URL
    /// The frame numbers to render.
    public var frames: [Int]
    /// Pixels per point, or nil for the scene's own.
    public var scale: Double?
    /// How many frames render at once.
    public var threads: Int
    /// The folder image names are resolved in.
    public var resourceRoot: URL
    /// Where warnings go.
    public var diagnostics: DiagnosticLog
    /// The file format.
    public var format: FrameFormat
    /// Makes the scene instance of one thread (state storage is per instance).
    public var makeScene: @Sendable () -> Scene

    /// A renderer of `frames` of `scene` into `outputDirectory`.
    public init(scene: Scene, outputDirectory: URL, frames: [Int], format: FrameFormat = .png, scale: Double? = nil,
                threads: Int = ProcessInfo.processInfo.activeProcessorCount,
                resourceRoot: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                diagnostics: DiagnosticLog = DiagnosticLog(), makeScene: (@Sendable () -> Scene)? = nil) {
        self.scene = scene
        self.makeScene = makeScene ?? { Scene() }
        self.outputDirectory = outputDirectory
        self.frames = frames
        self.scale = scale
        self.threads = max(1, threads)
        self.resourceRoot = resourceRoot
        self.diagnostics = diagnostics
        self.format = format
    }

    /// The file name of frame `index`: `frame-00042.png`.
    public static func fileName(forFrame index: Int, format: FrameFormat = .png) -> String {
        "frame-" + String(repeating: "0", count: max(0, 5 - String(index).count)) + String(index) + "." + format.rawValue
    }

    /// Renders every frame; returns the files written, in frame order. Stops at the first failure.
    public func run() throws -> [URL] {
        let errors = scene.format.validationErrors(scale: scale ?? scene.format.scale)
        guard errors.isEmpty else { throw RenderError("\(Scene.self).format: " + errors.joined(separator: "; ")) }
        do {
            try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        } catch {
            throw RenderError("cannot create the output folder \(outputDirectory.path): \(error.localizedDescription)")
        }
        let images = CairoImageStore(root: resourceRoot)
        let workers = min(threads, max(1, frames.count))
        let failure = FirstFailure()
        let frames = self.frames, scale = self.scale, outputDirectory = self.outputDirectory
        let diagnostics = self.diagnostics, format = self.format, makeScene = self.makeScene
        // With several frames in flight, each encodes on its own thread; a lone frame uses every core.
        let writer = PNGWriter(encoder: PNGEncoder(threadCount: workers > 1 ? 1 : ProcessInfo.processInfo.activeProcessorCount))
        // The timeline is resolved once, and every thread's instance takes its states.
        let timeline = ResolvedTimeline(scene)
        WorkerThreads.run(count: workers) { worker in
            let renderer = FrameRenderer(images: images, diagnostics: diagnostics)
            // Each thread runs the timeline on a scene of its own: state storage is per instance.
            let scene = makeScene()
            var i = worker
            while i < frames.count, !failure.isSet {
                let index = frames[i]
                do {
                    let url = outputDirectory.appendingPathComponent(Self.fileName(forFrame: index, format: format))
                    switch format {
                    case .png:
                        try writer.write(try renderer.render(scene, frame: index, scale: scale, timeline: timeline), to: url)
                    case .svg, .pdf:
                        let list = try renderer.displayList(for: scene, frame: index, scale: scale, timeline: timeline)
                        try renderer.renderer.renderVector(list, format: format == .svg ? .svg : .pdf, to: url)
                    }
                } catch {
                    failure.record("frame \(index): \(error)")
                }
                i += workers
            }
        }
        if let message = failure.message { throw RenderError(message) }
        return frames.map { outputDirectory.appendingPathComponent(Self.fileName(forFrame: $0, format: format)) }
    }
}

/// The first failure reported by any thread.
private final class FirstFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: String?
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return stored != nil }
    var message: String? { lock.lock(); defer { lock.unlock() }; return stored }
    func record(_ message: String) {
        lock.lock(); defer { lock.unlock() }
        if stored == nil { stored = message }
    }
}
