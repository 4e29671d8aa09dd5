import Foundation
import Reel
import ReelCairo
import Testing

/// `MeshGradient`: the surface passes through its vertices with their colours, bilinear cells
/// without `smoothsColors`, the background where the mesh does not reach.
@Suite struct MeshGradientPixelTests {
    let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    func square(smooth: Bool, points: [SIMD2<Float>]? = nil, background: Color = .clear) -> some View {
        MeshGradient(width: 2, height: 2, points: points ?? [[0, 0], [1, 0], [0, 1], [1, 1]],
                     colors: [red, blue, red, blue], background: background, smoothsColors: smooth)
            .frame(width: 100, height: 100)
    }

    @Test func aTwoByTwoMeshIsAHorizontalRamp() throws {
        for smooth in [false, true] {
            let image = try render(square(smooth: smooth), width: 100, height: 100)
            #expect(RGBA(image, 0, 50).distance(to: RGBA(253, 0, 3, 255)) <= 3)
            #expect(RGBA(image, 99, 50).distance(to: RGBA(3, 0, 253, 255)) <= 3)
            // Halfway across, half of each (straight sRGB, as Cairo blends corner colours).
            #expect(RGBA(image, 50, 10).distance(to: RGBA(126, 0, 129, 255)) <= 3)
            // The same down every column.
            #expect(RGBA(image, 30, 5) == RGBA(image, 30, 95))
        }
    }

    @Test func theBackgroundShowsWhereTheMeshDoesNotReach() throws {
        let image = try render(square(smooth: false, points: [[0, 0], [0.5, 0], [0, 1], [0.5, 1]], background: .white),
                               width: 100, height: 100)
        #expect(RGBA(image, 80, 50) == RGBA(255, 255, 255, 255))
        #expect(RGBA(image, 0, 50).distance(to: RGBA(252, 0, 3, 255)) <= 4)
        let clear = try render(square(smooth: false, points: [[0, 0], [0.5, 0], [0, 1], [0.5, 1]]), width: 100, height: 100)
        #expect(clear.alpha(80, 50) == 0)
    }

    @Test func aMovedVertexBendsTheGridSmoothly() throws {
        let points: [SIMD2<Float>] = [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.8, 0.5], [1, 0.5], [0, 1], [0.5, 1], [1, 1]]
        let colors: [Color] = [.white, .white, .white, .white, red, .white, .white, .white, .white]
        let view = MeshGradient(width: 3, height: 3, points: points, colors: colors).frame(width: 100, height: 100)
        let image = try render(view, width: 100, height: 100)
        // The red vertex is where it was moved, not at the cell's centre.
        #expect(RGBA(image, 80, 50).distance(to: RGBA(255, 0, 0, 255)) <= 4)
        #expect(RGBA(image, 50, 50).g > 40)
    }

    @Test func meshesWithTooFewPointsDrawTheBackground() throws {
        let view = MeshGradient(width: 3, height: 3, points: [[0, 0]], colors: [red], background: blue).frame(width: 20, height: 20)
        let image = try render(view, width: 20, height: 20)
        #expect(RGBA(image, 10, 10) == RGBA(0, 0, 255, 255))
    }
}
