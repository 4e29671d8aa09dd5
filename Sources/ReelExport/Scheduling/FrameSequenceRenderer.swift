import Foundation
import Reel
import ReelCairo

/// Renders frames of a scene to files `DIR/frame-00000.png` (or `.svg`, `.pdf`): a `RenderJob`
/// into an `ImageSequenceSink`, for callers that want the files and nothing else.
///
/// Each thread has its own scene instance (made by `makeScene`, `init()` by default), Cairo
/// renderer and Pango engine; they share the image store. Every frame is a pure function of the
/// scene and its time, so the bytes do not depend on the thread count or on which frames are
/// rendered together.
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
        ImageSequenceSink.fileName(forFrame: index, format: format)
    }

    /// Renders every frame; returns the files written, in frame order.
    /// - Throws: `RenderJobError`; the frames written before a failure stay.
    public func run() throws -> [URL] {
        var sink = ImageSequenceSink(directory: outputDirectory, format: format, frames: frames)
        let job = RenderJob(frames: frames, scale: scale, threads: threads, resourceRoot: resourceRoot,
                            diagnostics: diagnostics, shouldStop: { false }, makeScene: makeScene)
        _ = try job.run(into: &sink)
        return frames.map { outputDirectory.appendingPathComponent(Self.fileName(forFrame: $0, format: format)) }
    }
}
