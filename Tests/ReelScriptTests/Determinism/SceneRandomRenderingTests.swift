import Foundation
import Reel
import ReelCairo
import ReelScript
import ReelTestSupport
import Testing

/// The scene's random numbers in rendered frames: a canvas draws the same field every frame,
/// two canvases at different places draw different fields, and the scene's seed changes them.
@Suite struct SceneRandomRenderingTests {
    /// The pixels of `image` in the square of side `side` at (`x`, 0).
    static func square(_ image: RasterImage, x: Int, side: Int) -> [UInt32] {
        (0..<side).flatMap { row in (0..<side).map { image[x + $0, row] } }
    }

    @Test func eachCanvasDrawsItsOwnFieldTheSameEveryFrame() throws {
        let renderer = FrameRenderer()
        let first = try renderer.render(TwoStarCanvases(), frame: 0)
        let later = try renderer.render(TwoStarCanvases(), frame: 7)
        let left = Self.square(first, x: 0, side: 50), right = Self.square(first, x: 50, side: 50)
        // Both canvases draw something, and not the same field.
        #expect(Set(left).count > 1 && Set(right).count > 1)
        #expect(left != right)
        #expect(first == later)

        var reseeded = TwoStarCanvases()
        reseeded.format.seed = 8
        #expect(Self.square(try renderer.render(reseeded, frame: 0), x: 0, side: 50) != left)
    }

    /// The same scene read as a scene file draws the same fields.
    @Test func theSceneFileDrawsTheSameFields() throws {
        let text = try EmbeddedScene.text("TwoStarCanvases", in: #filePath)
        let file = try SceneFile(text: text, fileName: "TwoStarCanvases.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        let renderer = FrameRenderer()
        #expect(try renderer.render(try file.makeScene(), frame: 3) == renderer.render(TwoStarCanvases(), frame: 3))
    }
}

// ── scene TwoStarCanvases
struct TwoStarCanvases: AnimatedScene {
    var format = SceneFormat(width: 100, height: 50, fps: 10, duration: 1, background: .black, seed: 7)

    var body: some View {
        HStack(spacing: 0) {
            stars.frame(width: 50, height: 50)
            stars.frame(width: 50, height: 50)
        }
    }

    var stars: some View {
        Canvas { context, size in
            for _ in 0..<20 {
                let x = Double.random(in: 0..<46), y = Double.random(in: 0..<46)
                context.fill(Path(CGRect(x: x, y: y, width: 4, height: 4)), with: .color(.white))
            }
        }
    }
}
// ── end TwoStarCanvases
