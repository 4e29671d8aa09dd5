import Foundation
import Reel
import ReelSystem

/// Renders views and scenes to frames: evaluates the display list with Pango measuring the text,
/// then draws it with Cairo. Not thread-safe: use one per thread (they may share the image store).
///
/// The resource root is the module root: images are read under it, its asset catalogs are
/// `AssetCatalog.current` while frames are evaluated (for compiled `Color("name")`), and its font
/// files are drawn with (`ModuleFonts`).
public final class FrameRenderer {
    /// Measures and draws text.
    public let text: PangoTextEngine
    /// Loads and supplies images.
    public let images: CairoImageStore
    /// Draws display lists.
    public let renderer: CairoRenderer
    /// Every warning and error reported while rendering with this renderer.
    public let diagnostics: DiagnosticLog
    /// What earlier frames of the same scene left to reuse.
    private let timelineCache = TimelineCache()

    /// A renderer loading images relative to `resourceRoot` (or from `images`, to share a store).
    public init(resourceRoot: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                images: CairoImageStore? = nil, diagnostics: DiagnosticLog = DiagnosticLog()) {
        self.diagnostics = diagnostics
        self.images = images ?? CairoImageStore(root: resourceRoot)
        self.text = PangoTextEngine(diagnostics: diagnostics, moduleFonts: self.images.fonts)
        self.renderer = CairoRenderer(text: text, images: self.images)
    }

    /// The display list of `view` on a canvas of `size` points; throws when evaluation reported an
    /// error (such as a missing image).
    public func displayList<V: View>(for view: V, size: CGSize, scale: Double = 1, background: Color = .clear) throws(RenderError) -> DisplayList {
        try checked { log in
            FrameEvaluator(services: LayoutServices(text: text, images: images, displayScale: scale), diagnostics: log)
                .displayList(for: view, size: size, scale: scale, background: background)
        }
    }

    /// `view` drawn on a canvas of `size` points at `scale` pixels per point.
    public func render<V: View>(_ view: V, size: CGSize, scale: Double = 1, background: Color = .clear) throws(RenderError) -> RasterImage {
        try renderer.render(displayList(for: view, size: size, scale: scale, background: background))
    }

    /// The timeline of `scene` resolved once, to share between the renderers drawing it; scripted
    /// touches (`Touch`) lay the scene out with this renderer's text measurement and images.
    /// Resolving runs the scene's code, so it runs on a large stack whoever asks (the main thread
    /// of `reel render` and `reel export` has 8 MiB), as drawing a frame does; the caller's asset
    /// catalogs and diagnostic log go with it.
    public func timeline<S: AnimatedScene>(for scene: S) -> ResolvedTimeline {
        let assets = AssetCatalog.current, log = DiagnosticLog.current
        return LargeStack.ensuring {
            AssetCatalog.$current.withValue(assets) {
                DiagnosticLog.$current.withValue(log) {
                    ResolvedTimeline(scene, services: LayoutServices(text: text, images: images, displayScale: scene.format.scale))
                }
            }
        }
    }

    /// The display list of frame `index` of `scene`. `timeline` is the scene's timeline resolved
    /// once and shared by the renderers drawing it (`ResolvedTimeline(scene)`); without it, the
    /// renderer resolves the instance's timeline once (for an instance it can tell from others:
    /// one with state, or a scene file's) and keeps what it can for the instance's next frames.
    public func displayList<S: AnimatedScene>(for scene: S, frame index: Int, scale: Double? = nil,
                                              timeline: ResolvedTimeline? = nil) throws(RenderError) -> DisplayList {
        let format = scene.format
        do throws(SceneFormat.Invalid) {
            try format.validate(scale: scale ?? format.scale)
        } catch {
            throw .invalidFormat(error)
        }
        return try checked { log in
            var evaluator = FrameEvaluator(services: LayoutServices(text: text, images: images, displayScale: scale ?? format.scale), diagnostics: log)
            evaluator.cache = timelineCache
            return evaluator.displayList(for: scene, timeline: timeline, time: format.time(ofFrame: index), scale: scale)
        }
    }

    /// Frame `index` of `scene` (`timeline` as for `displayList(for:frame:scale:timeline:)`).
    public func render<S: AnimatedScene>(_ scene: S, frame index: Int, scale: Double? = nil,
                                         timeline: ResolvedTimeline? = nil) throws(RenderError) -> RasterImage {
        try renderer.render(displayList(for: scene, frame: index, scale: scale, timeline: timeline))
    }

    /// The evaluated tree of `scene` at `time` seconds, as `reel inspect` shows it.
    public func inspection<S: AnimatedScene>(of scene: S, time: Double) throws(RenderError) -> SceneInspection {
        do throws(SceneFormat.Invalid) {
            try scene.format.validate(scale: 1)
        } catch {
            throw .invalidFormat(error)
        }
        return try checked { log in
            var evaluator = FrameEvaluator(services: LayoutServices(text: text, images: images, displayScale: scene.format.scale), diagnostics: log)
            evaluator.cache = timelineCache
            return evaluator.inspection(of: scene, time: time)
        }
    }

    /// Runs `body` with a fresh log, merges it into `diagnostics`, and throws its errors.
    private func checked<T>(_ body: (DiagnosticLog) -> T) throws(RenderError) -> T {
        let log = DiagnosticLog()
        text.diagnostics = log
        defer { text.diagnostics = diagnostics }
        for problem in images.fonts.problems { log.warning("a font file of the module is not used: \(problem)", view: "Font") }
        // Code that reports without a log at hand (a scene file's canvas or shape) reports to this
        // frame's; compiled `Color("name")` finds the module's asset catalogs.
        let assets = images.assets
        // Evaluation recurses once per level of the view tree: it runs where the stack allows the
        // deepest tree `RenderLimits.viewDepth` lets through, whatever thread calls.
        let result = LargeStack.ensuring {
            DiagnosticLog.$current.withValue(log) { AssetCatalog.$current.withValue(assets) { body(log) } }
        }
        diagnostics.merge(log)
        let errors = log.errors
        if !errors.isEmpty { throw .evaluation(errors) }
        return result
    }
}
