import Foundation
import Reel
import ReelCairo
import Testing

struct RotatedShapeAnimates: MidpointScene {
    var format = Self.midpointFormat
    @State var t = 0.0
    let fixed: Double?
    init() { fixed = nil }
    init(fixed: Double?) { self.fixed = fixed }
    var body: some View {
        let v = fixed ?? t
        VStack(spacing: 0) {
            RoundedRectangle(cornerRadius: 4).rotation(.degrees(90 * v)).fill(Color.blue).frame(width: 40, height: 20).frame(height: 50)
            Capsule().offset(x: 30 * v).scale(1 - 0.5 * v, anchor: .leading).fill(Color.red).frame(width: 50, height: 30).frame(height: 50)
        }
    }
    var timeline: some Timeline { At(0.5) { withAnimation(.linear(duration: 1)) { t = 1 } } }
}

/// SwiftUI's shape and path API: `Shape.rotation(_:anchor:)`, `offset`, `scale`, `transform`
/// (shapes still: fillable, strokable, insettable, animatable), `Path.applying(_:)`,
/// `offsetBy`, the `transform:` parameters of the `add…` methods, `CGAffineTransform`'s
/// composition.
@Suite struct ShapeTransformTests {
    /// A 40 x 40 square turned 45° is a diamond whose corners lie 20√2 from the centre.
    @Test func rotatedShapeIsADiamond() throws {
        let image = try render(Rectangle().rotation(.degrees(45)).fill(Color.black).frame(width: 40, height: 40), width: 100, height: 100)
        #expect(image.alpha(50, 23) == 1 && image.alpha(23, 50) == 1 && image.alpha(76, 50) == 1)
        #expect(image.alpha(32, 32) == 0 && image.alpha(67, 67) == 0)
        #expect(abs(image.totalAlpha - 1600) < 2, "\(image.totalAlpha)")
    }

    /// `offset` moves the outline, not the frame; `scale` shrinks it toward its anchor.
    @Test func offsetAndScale() throws {
        let moved = try render(Rectangle().offset(x: 10, y: 5).fill(Color.black).frame(width: 40, height: 40), width: 100, height: 100)
        #expect(moved.alpha(40, 35) == 1 && moved.alpha(79, 74) == 1 && moved.alpha(39, 50) == 0 && moved.alpha(50, 34) == 0)
        #expect(moved.totalAlpha == 1600)
        let scaled = try render(Rectangle().scale(0.5, anchor: .topLeading).fill(Color.black).frame(width: 40, height: 40), width: 100, height: 100)
        #expect(scaled.alpha(30, 30) == 1 && scaled.alpha(49, 49) == 1 && scaled.alpha(50, 50) == 0)
        #expect(scaled.totalAlpha == 400)
        let squashed = try render(Rectangle().scale(x: 1, y: 0.25).fill(Color.black).frame(width: 40, height: 40), width: 100, height: 100)
        #expect(squashed.alpha(30, 45) == 1 && squashed.alpha(30, 44) == 0 && squashed.totalAlpha == 400)
    }

    /// A turned insettable shape is still insettable: its stroke border stays inside the turned
    /// outline; `transform` maps the outline by any affine transform.
    @Test func rotatedShapesInsetAndTransform() throws {
        let border = try render(Rectangle().rotation(.degrees(90)).strokeBorder(Color.black, lineWidth: 4).frame(width: 40, height: 40),
                                width: 100, height: 100)
        #expect(border.alpha(31, 50) == 1 && border.alpha(36, 50) == 0 && border.totalAlpha == 1600 - 32 * 32)
        let sheared = try render(Rectangle().transform(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
            .fill(Color.black).frame(width: 40, height: 40).offset(x: -10), width: 100, height: 100)
        // Sheared by half its height: the bottom edge spans x 40...80, the top edge 20...60.
        #expect(sheared.alpha(21, 30) == 1 && sheared.alpha(78, 69) == 1 && sheared.alpha(21, 69) == 0)
        #expect(abs(sheared.totalAlpha - 1600) < 1)
    }

    /// Turning, offsetting and scaling shapes animate as their data.
    @Test func shapeTransformsAnimate() throws { try Midpoint.expectHalfway(RotatedShapeAnimates.self) }

    /// The `transform:` parameters of the `add…` methods and `applying`/`offsetBy`.
    @Test func pathTransforms() throws {
        let turn = CGAffineTransform(translationX: 50, y: 50).rotated(by: .pi / 4)
        #expect(CGPoint(x: 10, y: 0).applying(turn).x == 50 + 10 * cos(.pi / 4))
        var diamond = Path()
        diamond.addRect(CGRect(x: -10, y: -10, width: 20, height: 20), transform: turn)
        #expect(abs(diamond.boundingRect.width - 20 * 2.squareRoot()) < 1e-9)
        var ellipse = Path()
        ellipse.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(scaleX: 3, y: 1))
        #expect(abs(ellipse.boundingRect.width - 30) < 1e-9 && abs(ellipse.boundingRect.height - 10) < 1e-9)
        var rounded = Path()
        rounded.addRoundedRect(in: CGRect(x: 0, y: 0, width: 10, height: 10), cornerSize: CGSize(width: 2, height: 2), style: .circular,
                               transform: CGAffineTransform(translationX: 5, y: 7))
        #expect(rounded.boundingRect == CGRect(x: 5, y: 7, width: 10, height: 10))
        var relative = Path()
        relative.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(90), transform: CGAffineTransform(translationX: 100, y: 0))
        #expect(abs(relative.currentPoint!.x - 100) < 1e-9 && abs(relative.currentPoint!.y - 10) < 1e-9)
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.applying(CGAffineTransform(scaleX: 2, y: 3)).boundingRect == CGRect(x: 0, y: 0, width: 20, height: 30))
        #expect(square.offsetBy(dx: 4, dy: -2).boundingRect == CGRect(x: 4, y: -2, width: 10, height: 10))
        let inverse = turn.inverted()
        let back = CGPoint(x: 3, y: 4).applying(turn).applying(inverse)
        #expect(abs(back.x - 3) < 1e-12 && abs(back.y - 4) < 1e-12)
        #expect(turn.concatenating(inverse).isIdentity || abs(turn.concatenating(inverse).a - 1) < 1e-12)
        // A path drawn with a transformed rectangle is the diamond on screen.
        let image = try render(diamond.fill(Color.black), width: 100, height: 100)
        #expect(image.alpha(50, 37) == 1 && image.alpha(41, 41) == 0 && abs(image.totalAlpha - 400) < 2)
    }

    @Test func vectors() {
        let v = CGVector(dx: 3, dy: -4)
        #expect(v.dx == 3 && v.dy == -4 && CGVector.zero == CGVector())
    }
}
