import Foundation
import Reel
import ReelSystem
import ReelCairo

/// A scene to check against goldens: its name (its folder in the golden folder and its key in the
/// manifest), its format, and how to make a renderer of its frames for one thread.
public struct SceneUnderTest: Sendable {
    /// The scene's name.
    public var name: String
    /// The scene's canvas and timing.
    public var format: SceneFormat
    /// How the scene is named on the command line (a scene file's path or a compiled scene's
    /// name), for the commands the report gives.
    public var argument: String
    /// Frames the caller chose; nil to take them from the manifest, else the first, middle and last.
    public var moments: [FrameMoment]?
    /// Whether goldens this run records write `moments` into the scene's manifest entry (as its
    /// `frames` and `times`), as `reel test --frames`/`--times` do.
    public var recordsMoments = false
    /// Pixels per point the caller chose, winning over the manifest's; recorded in the scene's
    /// manifest entry with the goldens a run writes. Nil for the manifest's, else the scene's own.
    public var scale: Double?
    /// The scene file or folder as a path from the golden folder, recorded in the scene's manifest
    /// entry with the goldens a run writes, so that `reel test` with no scene named finds it.
    public var path: String?
    /// The events script the scene is played with, as the manifest names it (from the scene
    /// file's folder); nil when none. Recorded in the manifest with the goldens a run writes, and
    /// named by the report.
    public var events: String?
    /// The preview options a view file's preview was chosen and drawn with (nil when none were
    /// given); recorded in the scene's manifest entry with the goldens a run writes, and repeated
    /// by the commands the report gives.
    public var preview: PreviewRecord?
    /// The `--events` option the scene was loaded with on the command line, repeated by the
    /// commands the report gives; nil when the script came from the manifest or there is none.
    public var eventsOption: String?
    /// Makes the scene's instances.
    private let instances: any SceneInstanceMaking
    /// The folder image names are resolved in.
    private let resourceRoot: URL
    /// Where images may be read.
    private let sandbox: FileSandbox
    /// Whether every frame must be drawn by the same source (one instance shared).
    var singleThreaded = false

    /// A scene whose instances `make` creates (one per rendering thread: state storage is per
    /// instance); images are read relative to `resourceRoot`, where `sandbox` allows (a scene
    /// file's folders).
    public init<S: AnimatedScene>(name: String, argument: String? = nil, moments: [FrameMoment]? = nil,
                                  resourceRoot: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                                  sandbox: FileSandbox = .unconfined, make: @escaping () -> S) {
        let instances = SceneInstances(make: make)
        self.name = name
        self.argument = argument ?? name
        self.moments = moments
        self.format = instances.format
        self.instances = instances
        self.resourceRoot = resourceRoot
        self.sandbox = sandbox
    }

    /// A scene from one instance, for callers that have a configured value rather than a type: its
    /// frames are drawn on one thread.
    public init<S: AnimatedScene>(name: String, instance: S, argument: String? = nil, moments: [FrameMoment]? = nil,
                                  resourceRoot: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) {
        let instances = SceneInstances(make: { instance })
        self.name = name
        self.argument = argument ?? name
        self.moments = moments
        self.format = instance.format
        self.instances = instances
        self.resourceRoot = resourceRoot
        self.sandbox = .unconfined
        singleThreaded = true
    }

    /// The environment the scene's frames are drawn in: this process's, with the module's fonts.
    var environment: GoldenEnvironment {
        GoldenEnvironment.current(including: ModuleFonts.of(root: resourceRoot, sandbox: sandbox))
    }

    /// A renderer of the scene's frames for one thread.
    func makeSource() -> SceneFrameSource { instances.source(images: CairoImageStore(root: resourceRoot, sandbox: sandbox)) }
}

/// Makes renderers of a scene's frames.
private protocol SceneInstanceMaking: Sendable {
    func source(images: CairoImageStore) -> SceneFrameSource
}

/// Makes the instances of a scene, one per thread; the one made to read the format serves the
/// first thread.
private final class SceneInstances<S: AnimatedScene>: SceneInstanceMaking, @unchecked Sendable {
    private let make: () -> S
    private let lock = NSLock()
    private var spare: S?
    let format: SceneFormat

    init(make: @escaping () -> S) {
        self.make = make
        let first = make()
        format = first.format
        spare = first
    }

    func source(images: CairoImageStore) -> SceneFrameSource {
        lock.lock()
        let scene = spare ?? make()
        spare = nil
        lock.unlock()
        return SceneFrameSource(scene: scene, images: images)
    }
}

/// Draws frames of one scene on one thread: the one place golden testing renders.
///
/// It owns a `FrameRenderer` of its own. A renderer's timeline cache is keyed by the scene's type
/// and canvas size, so two scenes of one type (two scene files) must never share one: each scene
/// gets a fresh renderer.
final class SceneFrameSource {
    private let draw: (Int, Double?) throws -> RasterImage
    /// Warnings and errors of the frames drawn.
    let diagnostics: DiagnosticLog

    init<S: AnimatedScene>(scene: S, images: CairoImageStore) {
        let renderer = FrameRenderer(images: images)
        diagnostics = renderer.diagnostics
        draw = { frame, scale in try renderer.render(scene, frame: frame, scale: scale) }
    }

    /// Frame `frame` at `scale` pixels per point (nil: the scene's own).
    func render(frame: Int, scale: Double?) throws -> RasterImage {
        try draw(frame, scale)
    }
}
