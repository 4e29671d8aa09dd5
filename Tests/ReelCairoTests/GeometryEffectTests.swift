import Foundation
@testable import Reel
import ReelCairo
import Testing

/// `ProjectionTransform` with SwiftUI's numbers, and `GeometryEffect` applied to drawing at the
/// laid-out size, animating its data, leaving layout alone, refusing perspective.
@Suite struct GeometryEffectTests {
    // MARK: ProjectionTransform

    @Test func aProjectionOfAnAffineTransformHoldsItsEntriesInTheFirstTwoColumns() {
        let t = CGAffineTransform(a: 2, b: 3, c: 4, d: 5, tx: 6, ty: 7)
        let p = ProjectionTransform(t)
        #expect([p.m11, p.m12, p.m13, p.m21, p.m22, p.m23, p.m31, p.m32, p.m33] == [2, 3, 0, 4, 5, 0, 6, 7, 1])
        #expect(p.isAffine && !p.isIdentity)
        #expect(ProjectionTransform().isIdentity && ProjectionTransform().isAffine)
        #expect(ProjectionTransform(.identity) == ProjectionTransform())
        // A point maps as through the affine transform: (1, 1) -> (2 + 4 + 6, 3 + 5 + 7).
        #expect(CGPoint(x: 1, y: 1).applying(p) == CGPoint(x: 12, y: 15))
    }

    @Test func concatenatingAppliesSelfFirstAsCGAffineTransformDoes() {
        let a = CGAffineTransform(rotationAngle: 0.5).translatedBy(x: 3, y: -2)
        let b = CGAffineTransform(scaleX: 2, y: 0.5).concatenating(CGAffineTransform(translationX: 7, y: 1))
        let product = ProjectionTransform(a).concatenating(ProjectionTransform(b))
        let expected = ProjectionTransform(a.concatenating(b))
        for (x, y) in zip([product.m11, product.m12, product.m21, product.m22, product.m31, product.m32],
                          [expected.m11, expected.m12, expected.m21, expected.m22, expected.m31, expected.m32]) {
            #expect(abs(x - y) < 1e-12)
        }
        #expect(product.m13 == 0 && product.m23 == 0 && product.m33 == 1)
    }

    @Test func perspectiveDividesByW() {
        var p = ProjectionTransform()
        p.m13 = 0.01
        #expect(!p.isAffine)
        // (100, 50): w = 100 · 0.01 + 1 = 2.
        #expect(CGPoint(x: 100, y: 50).applying(p) == CGPoint(x: 50, y: 25))
        var q = ProjectionTransform()
        q.m13 = -1
        #expect(CGPoint(x: 1, y: 0).applying(q).x == .infinity)
    }

    @Test func invertedUndoesTheProjectionAndASingularOneStaysAsItIs() {
        var p = ProjectionTransform(CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -4))
        p.m13 = 0.002
        p.m23 = -0.001
        let back = p.concatenating(p.inverted())
        for (x, y) in zip([back.m11, back.m12, back.m13, back.m21, back.m22, back.m23, back.m31, back.m32, back.m33],
                          [1.0, 0, 0, 0, 1, 0, 0, 0, 1] as [CGFloat]) {
            #expect(abs(x - y) < 1e-12)
        }
        let point = CGPoint(x: 30, y: 40).applying(p).applying(p.inverted())
        #expect(abs(point.x - 30) < 1e-9 && abs(point.y - 40) < 1e-9)
        let singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        var copy = singular
        let inverted = copy.invert()
        #expect(!inverted)
        #expect(copy == singular && singular.inverted() == singular)
    }

    // MARK: Drawing

    /// Moves the content by its own size times `fraction`.
    struct SizeShift: GeometryEffect {
        var fraction: CGFloat
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: size.width * fraction, y: size.height * fraction))
        }
    }

    @Test func theEffectIsGivenTheLaidOutSizeAndMovesOnlyTheDrawing() throws {
        // A 20 × 30 block in an HStack with a 10 × 10 neighbour; the effect moves it by its size.
        let view = HStack(spacing: 0) {
            Rectangle().fill(Color.black).frame(width: 20, height: 30).modifier(SizeShift(fraction: 1))
            Rectangle().fill(Color.black).frame(width: 10, height: 10)
        }
        let image = try render(view, width: 100, height: 100)
        // The HStack is 30 × 30 at (35, 35): the block's frame is (35, 35, 20, 30), drawn at (55, 65).
        #expect(image.alpha(54, 66) == 0 && image.alpha(55, 65) == 1 && image.alpha(74, 94) == 1 && image.alpha(75, 94) == 0)
        #expect(image.alpha(40, 50) == 0)
        // The neighbour keeps its place: (55, 45, 10, 10).
        #expect(image.alpha(55, 45) == 1 && image.alpha(64, 54) == 1 && image.alpha(65, 50) == 0)
        #expect(abs(image.totalAlpha - 700) < 1e-9)
    }

    /// A horizontal skew: x moves by `amount` times y, about the content's vertical centre.
    struct Skew: GeometryEffect {
        var amount: CGFloat
        var animatableData: CGFloat {
            get { amount }
            set { amount = newValue }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: amount, d: 1, tx: -amount * size.height / 2, ty: 0))
        }
    }

    struct Skewing: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 10, duration: 2, background: .clear)
        @State var amount: CGFloat = 0
        var body: some View { Rectangle().fill(Color.black).frame(width: 40, height: 40).modifier(Skew(amount: amount)) }
        var timeline: some Timeline {
            At(0.5) { withAnimation(.linear(duration: 1)) { amount = 1 } }
        }
    }

    /// The transform the first filled item of `scene` is drawn through at `time`.
    static func drawnTransform<S: AnimatedScene>(_ scene: S, at time: Double) -> CGAffineTransform? {
        let renderer = FrameRenderer()
        let evaluator = FrameEvaluator(services: LayoutServices(text: renderer.text, images: renderer.images), diagnostics: DiagnosticLog())
        for item in evaluator.displayList(for: scene, time: time, scale: 1).items {
            if case .fill(_, _, _, let draw) = item { return draw.transform }
        }
        return nil
    }

    @Test func theEffectsDataAnimatesAlongTheCurve() throws {
        // Linear 0 -> 1 from 0.5 s over 1 s: 0.25 at 0.75 s, 0.5 at 1 s. The frame is (30, 30, 40, 40):
        // the skew about the frame's origin is x' = x + c·(y - 30) - c·20.
        for (time, c) in [(0.25, 0.0), (0.75, 0.25), (1.0, 0.5), (1.9, 1.0)] as [(Double, CGFloat)] {
            let t = try #require(Self.drawnTransform(Skewing(), at: time))
            #expect(abs(t.a - 1) < 1e-12 && t.b == 0 && abs(t.c - c) < 1e-12 && t.d == 1, "at \(time): \(t)")
            #expect(abs(t.tx - (-c * 30 - c * 20)) < 1e-9 && t.ty == 0, "at \(time): \(t)")
        }
        // At the midpoint (frame 10, 1 s) the square's top edge (y = 30) is moved 10 left, its
        // bottom edge 10 right; its middle row stays.
        let image = try FrameRenderer().render(Skewing(), frame: 10)
        // Row 31 spans x 20.5…60.5 to 21…61; row 68 spans 39…79 to 39.5…79.5; row 50 30…70 to 30.5…70.5.
        #expect(image.alpha(22, 31) == 1 && image.alpha(59, 31) == 1 && image.alpha(19, 31) == 0 && image.alpha(61, 31) == 0)
        #expect(image.alpha(40, 68) == 1 && image.alpha(78, 68) == 1 && image.alpha(38, 68) == 0 && image.alpha(80, 68) == 0)
        #expect(image.alpha(31, 50) == 1 && image.alpha(69, 50) == 1 && image.alpha(29, 50) == 0 && image.alpha(71, 50) == 0)
        #expect(image.alpha(30, 50) > 0 && image.alpha(30, 50) < 1)
        #expect(abs(image.totalAlpha - 1600) < 0.5)
    }

    /// A shake: `shakes` whole periods of a sine translation while the data goes 0 -> 1.
    struct Shake: GeometryEffect {
        var amount: CGFloat = 10
        var shakes: CGFloat = 3
        var animatableData: CGFloat
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * 2 * shakes), y: 0))
        }
    }

    struct Shaking: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 10, duration: 2, background: .clear)
        @State var attempts = 0
        var body: some View { Rectangle().fill(Color.black).frame(width: 20, height: 20).modifier(Shake(animatableData: CGFloat(attempts))) }
        var timeline: some Timeline {
            At(0.2) { withAnimation(.linear(duration: 1.2)) { attempts += 1 } }
        }
    }

    @Test func aShakeTriggeredByAStateChangeFollowsTheSine() throws {
        // Data 0 -> 1 linearly from 0.2 s over 1.2 s; offset 10·sin(data · 6π).
        for time in [0.1, 0.3, 0.45, 0.7, 1.0, 1.5] {
            let data = min(1, max(0, (time - 0.2) / 1.2))
            let t = try #require(Self.drawnTransform(Shaking(), at: time))
            #expect(abs(t.tx - 10 * sin(data * .pi * 6)) < 1e-9, "at \(time): \(t.tx)")
        }
        // At rest, at a swing and at the end, pixels.
        let rest = try FrameRenderer().render(Shaking(), frame: 0)
        #expect(rest.alpha(40, 50) == 1 && rest.alpha(39, 50) == 0 && rest.alpha(59, 50) == 1 && rest.alpha(60, 50) == 0)
        // Frame 5 (0.5 s): data 1/4, sin(3π/2) = -1: the square is drawn 10 to the left, (30, 40, 20, 20).
        let swing = try FrameRenderer().render(Shaking(), frame: 5)
        #expect(swing.alpha(30, 50) == 1 && swing.alpha(29, 50) == 0 && swing.alpha(49, 50) == 1 && swing.alpha(50, 50) == 0)
        let end = try FrameRenderer().render(Shaking(), frame: 19)
        #expect(end.alpha(40, 50) == 1 && end.alpha(39, 50) == 0)
    }

    @Test func ignoredByLayoutDrawsAsTheEffect() throws {
        let square = Rectangle().fill(Color.black).frame(width: 20, height: 20)
        let a = try render(square.modifier(SizeShift(fraction: 0.5)), width: 60, height: 60)
        let b = try render(square.modifier(SizeShift(fraction: 0.5).ignoredByLayout()), width: 60, height: 60)
        #expect(a.pixels == b.pixels)
        #expect(a.alpha(30, 30) == 1 && a.alpha(29, 29) == 0 && a.alpha(49, 49) == 1 && a.alpha(50, 50) == 0)
    }

    /// A projection with a perspective term.
    struct Tilt: GeometryEffect {
        func effectValue(size: CGSize) -> ProjectionTransform {
            var p = ProjectionTransform()
            p.m13 = 0.002
            return p
        }
    }

    @Test func aPerspectiveProjectionIsAnErrorAndDrawsNothing() throws {
        let view = ZStack {
            Rectangle().fill(Color.black).frame(width: 20, height: 20).modifier(Tilt())
        }
        let log = DiagnosticLog()
        #expect(throws: RenderError.self) { try render(view, width: 60, height: 60, diagnostics: log) }
        let messages = log.errors.map(\.description)
        #expect(messages == ["error: Tilt: effectValue(size:) returned a projection that has perspective terms (m13 = 0.002, m23 = 0), which Reel cannot draw: its drawing (Cairo) is affine; return a projection made from a CGAffineTransform (translation, rotation, scale, skew), with m13 and m23 zero; the view is not drawn"])
        let evaluator = FrameEvaluator(services: LayoutServices(text: FrameRenderer().text, images: FrameRenderer().images), diagnostics: DiagnosticLog())
        let list = evaluator.displayList(for: view, size: CGSize(width: 60, height: 60), scale: 1)
        #expect(!list.items.contains { if case .fill = $0 { return true } else { return false } })
    }

    /// Scales by 1 / m33: a projection with m33 = 2 draws at half size.
    struct Halve: GeometryEffect {
        func effectValue(size: CGSize) -> ProjectionTransform {
            var p = ProjectionTransform()
            p.m33 = 2
            return p
        }
    }

    @Test func aProjectionWithoutPerspectiveIsDrawnDividedByM33() throws {
        let image = try render(Rectangle().fill(Color.black).frame(width: 40, height: 40).modifier(Halve()), width: 100, height: 100)
        // The frame is (30, 30, 40, 40); halved about its origin: (30, 30, 20, 20).
        #expect(image.alpha(30, 30) == 1 && image.alpha(49, 49) == 1 && image.alpha(50, 40) == 0 && image.alpha(29, 30) == 0)
        #expect(abs(image.totalAlpha - 400) < 1e-9)
    }
}
