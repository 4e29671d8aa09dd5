import Foundation
import Reel
import ReelCairo
import ReelScript
import Testing

/// A scene file's `GeometryEffect` returning what Reel cannot draw: the error is positioned at
/// its `effectValue(size:)`, validation and rendering fail, nothing is drawn wrong.
@Suite struct GeometryEffectScriptTests {
    static let tilted = """
    import Reel

    struct Tilt: GeometryEffect {
        var depth: CGFloat
        func effectValue(size: CGSize) -> ProjectionTransform {
            var projection = ProjectionTransform()
            projection.m13 = depth / size.width
            return projection
        }
    }

    struct Tilted: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 10, duration: 1)
        var body: some View {
            Rectangle().fill(Color.blue).frame(width: 40, height: 40).modifier(Tilt(depth: 0.5))
        }
    }
    """

    static let message = "effectValue(size:) of 'Tilt' returned a projection that has perspective terms (m13 = 0.0125, m23 = 0), which Reel cannot draw: its drawing (Cairo) is affine; return a projection made from a CGAffineTransform (translation, rotation, scale, skew), with m13 and m23 zero; the view is not drawn"

    @Test func aPerspectiveProjectionIsAPositionedError() throws {
        let file = try SceneFile(text: Self.tilted, fileName: "Tilted.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        let renderer = FrameRenderer()
        let errors = file.validate(drawing: renderer.diagnostics) { scene, _ in _ = try? renderer.displayList(for: scene, frame: 0) }
        #expect(errors.map(\.description) == ["Tilted.swift:5:10: error: \(Self.message)"])
        let scene = try file.makeScene()
        let failure = try #require(throws: RenderError.self) { try FrameRenderer().render(scene, frame: 0) }
        #expect(failure.diagnostics.map(\.message) == [Self.message])
        #expect(failure.diagnostics.first?.location?.line == 5)
    }

    @Test func anEffectValueThatIsNotAProjectionIsAPositionedError() throws {
        let text = Self.tilted.replacingOccurrences(of: """
                var projection = ProjectionTransform()
                projection.m13 = depth / size.width
                return projection
        """, with: """
                return CGAffineTransform(translationX: depth, y: 0)
        """)
        #expect(text != Self.tilted)
        let file = try SceneFile(text: text, fileName: "Tilted.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        let renderer = FrameRenderer()
        let errors = file.validate(drawing: renderer.diagnostics) { scene, _ in _ = try? renderer.displayList(for: scene, frame: 0) }
        #expect(errors.map(\.description) == ["Tilted.swift:5:10: error: effectValue(size:) must return a ProjectionTransform, not CGAffineTransform; write 'ProjectionTransform(transform)' for a CGAffineTransform"])
    }
}
