import Foundation

/// Immediate-mode drawing, as SwiftUI's `Canvas`: the renderer closure draws into a
/// `GraphicsContext` whose origin is the canvas's top-left, at every frame. The canvas takes the
/// space it is offered.
public struct Canvas: View, PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    /// A canvas drawn by `renderer`.
    public init(opaque: Bool = false, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.renderer = renderer
    }
    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }
    /// The renderer runs when the frame is drawn, with the state the canvas was resolved in.
    package func makeNode(in context: ResolveContext) -> ViewNode {
        let renderer = self.renderer
        guard context.state != nil else { return ViewNode(.canvas(CanvasContent(renderer: renderer, environment: context.environment))) }
        return ViewNode(.canvas(CanvasContent(renderer: { graphics, size in context.inResolvedState { renderer(&graphics, size) } },
                                              environment: context.environment)))
    }
}

/// A canvas's drawing closure and the environment it draws in.
package struct CanvasContent {
    /// Draws the canvas at a size.
    package let renderer: (inout GraphicsContext, CGSize) -> Void
    /// The environment of the canvas (`GraphicsContext.environment`).
    package var environment = EnvironmentValues()
}

/// Collects what a canvas draws as display-list items.
final class CanvasRecorder {
    let services: LayoutServices
    let diagnostics: DiagnosticLog
    /// The environment the canvas draws in.
    var environment = EnvironmentValues()
    var items: [DisplayItem] = []
    /// The random numbers of the canvas (the scene's seed and the canvas's identity), from which
    /// the emitters it draws take theirs.
    var particleRandom = ParticleRandom(key: 0)
    /// How many emitters the canvas has drawn so far in this frame.
    var emittersDrawn: UInt64 = 0
    init(services: LayoutServices, diagnostics: DiagnosticLog) {
        self.services = services
        self.diagnostics = diagnostics
    }
}
