import Foundation
import Reel

/// A stand-in text engine for engine tests: every character is 10 × 20 and lines never wrap, so
/// text sizes are known exactly without Pango.
public final class FixedTextMeasurer: TextMeasuring {
    /// A measurer.
    public init() {}

    /// `string` laid out as one line of 10 × 20 characters, baseline at 16.
    public func layoutText(_ string: String, style: TextStyle, proposal: ProposedViewSize) -> TextLayout {
        let size = CGSize(width: CGFloat(string.count) * 10, height: 20)
        return TextLayout(size: size, wrapWidth: nil, maxLines: nil, logicalOrigin: .zero, firstBaseline: 16, lastBaseline: 16, lineCount: 1)
    }
}

/// Images of one fixed size (40 × 30 pixels), without reading files.
public final class FixedImages: ImageProviding {
    /// A provider.
    public init() {}

    /// An image of 40 × 30 pixels at `/name`.
    public func loadImage(named name: String) throws -> ImageResource { ImageResource(path: "/" + name, pixelWidth: 40, pixelHeight: 30) }
}

/// Evaluates scenes as `FrameRenderer` does, but with `FixedTextMeasurer` and `FixedImages`
/// instead of Pango and Cairo, so the timeline, transitions and layout are tested where the engine
/// lives. Like a renderer it keeps a timeline cache between calls, collects every diagnostic,
/// and throws when an evaluation reports an error.
public final class EngineEvaluator {
    /// Every diagnostic of the evaluations so far.
    public let diagnostics = DiagnosticLog()
    /// The services: fixed text and images.
    public let services = LayoutServices(text: FixedTextMeasurer(), images: FixedImages())
    private let cache = TimelineCache()

    /// An evaluator with an empty cache.
    public init() {}

    /// The evaluated tree of `scene` at `time`, as `reel inspect` reports it.
    public func inspection<S: AnimatedScene>(of scene: S, time: Double) throws -> SceneInspection {
        try checked { $0.inspection(of: scene, time: time) }
    }

    /// The display list of frame `index` of `scene`.
    public func displayList<S: AnimatedScene>(for scene: S, frame index: Int) throws -> DisplayList {
        try checked { $0.displayList(for: scene, time: scene.format.time(ofFrame: index)) }
    }

    private func checked<T>(_ body: (FrameEvaluator) -> T) throws -> T {
        let log = DiagnosticLog()
        var evaluator = FrameEvaluator(services: services, diagnostics: log)
        evaluator.cache = cache
        let result = DiagnosticLog.$current.withValue(log) { body(evaluator) }
        diagnostics.merge(log)
        let errors = log.errors
        if !errors.isEmpty { throw ReferenceError(message: errors.map(\.description).joined(separator: "\n")) }
        return result
    }
}
