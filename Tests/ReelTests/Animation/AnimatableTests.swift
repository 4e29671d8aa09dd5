import Foundation
import Testing
@testable import Reel

@Suite struct AnimatableTests {
    /// Interpolates `a` to `b` through their animatable data, as the engine does.
    func mix<V: Animatable>(_ a: V, _ b: V, _ t: Double) -> V {
        var value = a
        value.animatableData = a.animatableData.interpolated(towards: b.animatableData, amount: t)
        return value
    }

    @Test func scalarsAndPairs() {
        #expect(mix(0.0, 6.0, 0.5) == 3)
        #expect(mix(CGFloat(2), CGFloat(4), 0.25) == 2.5)
        #expect(mix(Float(0), Float(1), 0.5) == 0.5)
        var pair = AnimatablePair(1.0, AnimatablePair(CGFloat(2), 3.0))
        pair.scale(by: 2)
        #expect(pair == AnimatablePair(2.0, AnimatablePair(CGFloat(4), 6.0)))
        #expect(pair.magnitudeSquared == 4 + 16 + 36)
        #expect(pair - pair == .zero)
        // SEMANTICS: a 0 -> 6 linear change hands animatableData the values between.
        let animation = Animation.linear(duration: 1)
        #expect(abs(mix(0.0, 6.0, animation.value(at: 0.225)) - 1.35) < 1e-12)
    }

    @Test func geometry() {
        #expect(mix(CGPoint(x: 0, y: 10), CGPoint(x: 10, y: 0), 0.5) == CGPoint(x: 5, y: 5))
        #expect(mix(CGSize(width: 2, height: 4), CGSize(width: 4, height: 8), 0.5) == CGSize(width: 3, height: 6))
        #expect(mix(CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 20, width: 30, height: 40), 0.5)
                == CGRect(x: 5, y: 10, width: 20, height: 25))
        #expect(mix(Angle.degrees(0), Angle.degrees(90), 0.5).degrees == 45)
        #expect(mix(EdgeInsets(top: 0, leading: 4, bottom: 8, trailing: 12), EdgeInsets(20), 0.5)
                == EdgeInsets(top: 10, leading: 12, bottom: 14, trailing: 16))
        #expect(mix(UnitPoint.topLeading, UnitPoint.bottomTrailing, 0.5) == .center)
    }

    @Test func arraysOfDoubles() {
        #expect(mix([0.0, 10, 20], [10.0, 10, 0], 0.5) == [5, 10, 10])
        // Arrays of different lengths pad with zeros.
        #expect(mix([2.0], [4.0, 8.0], 0.5) == [3, 4])
        let vector = AnimatableVector([1, 2, 0, 0])
        #expect(vector == AnimatableVector([1, 2]))
        #expect(vector.hashValue == AnimatableVector([1, 2]).hashValue)
        #expect(AnimatableVector([3, 4]).magnitudeSquared == 25)
        // [Double]'s + is still concatenation.
        #expect([1.0] + [2.0] == [1.0, 2.0])
    }

    /// Colours interpolate in linear light, premultiplied.
    @Test func colorsInLinearPremultipliedRGBA() {
        let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0)
        let middle = mix(red, green, 0.5)
        // Linear 0.5 encodes to sRGB 0.7354 (not the muddy 0.5 of gamma-space mixing).
        #expect(abs(middle.red - 0.735356983) < 1e-6 && abs(middle.green - 0.735356983) < 1e-6)
        #expect(middle.alpha == 1)
        // Round trip of the sRGB transfer functions.
        for c in stride(from: -0.5, through: 1.5, by: 0.01) {
            #expect(abs(LinearRGBA.sRGB(fromLinear: LinearRGBA.linear(fromSRGB: c)) - c) < 1e-12)
        }
        #expect(abs(LinearRGBA.linear(fromSRGB: 0.5) - 0.214041140) < 1e-9)
        // Premultiplied: half-transparent white over transparent black keeps its colour.
        let fade = mix(Color(white: 1, opacity: 1), Color.clear, 0.5)
        #expect(abs(fade.red - 1) < 1e-12 && abs(fade.alpha - 0.5) < 1e-12)
        // A colour survives the round trip through its data.
        let teal = Color.teal
        var copy = Color.black
        copy.animatableData = teal.animatableData
        #expect(abs(copy.red - teal.red) < 1e-12 && abs(copy.green - teal.green) < 1e-12 && abs(copy.blue - teal.blue) < 1e-12)
    }

    /// Transforms decompose (CSS / WebKit 2D decomposition) and recompose exactly; a rotation stays
    /// rigid halfway.
    @Test func transformsDecompose() {
        var rng = SplitMix64(seed: 0x7F0_0001)
        for _ in 0..<500 {
            let t = CGAffineTransform(a: rng.next(in: -3...3), b: rng.next(in: -3...3), c: rng.next(in: -3...3),
                                      d: rng.next(in: -3...3), tx: rng.next(in: -100...100), ty: rng.next(in: -100...100))
            let back = DecomposedTransform(t).transform
            for (x, y) in [(back.a, t.a), (back.b, t.b), (back.c, t.c), (back.d, t.d), (back.tx, t.tx), (back.ty, t.ty)] {
                #expect(abs(x - y) < 1e-9)
            }
        }
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        let eighth = mix(CGAffineTransform.identity, quarter, 0.5)
        let expected = CGAffineTransform(rotationAngle: .pi / 4)
        #expect(abs(eighth.a - expected.a) < 1e-12 && abs(eighth.b - expected.b) < 1e-12)
        #expect(abs(eighth.determinant - 1) < 1e-12)
        let scaled = mix(CGAffineTransform.identity, CGAffineTransform(scaleX: 3, y: 5).translatedBy(x: 10, y: 0), 0.5)
        #expect(abs(scaled.a - 2) < 1e-12 && abs(scaled.d - 3) < 1e-12 && abs(scaled.tx - 15) < 1e-12)
        // A flip in x interpolates through a zero scale, without turning.
        let flip = mix(CGAffineTransform.identity, CGAffineTransform(scaleX: -1, y: 1), 0.25)
        #expect(abs(flip.a - 0.5) < 1e-12 && abs(flip.b) < 1e-12 && abs(flip.d - 1) < 1e-12)
    }

    @Test func pathsExposeTheirPoints() {
        var path = Path()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addQuadCurve(to: CGPoint(x: 3, y: 4), control: CGPoint(x: 5, y: 6))
        path.addCurve(to: CGPoint(x: 7, y: 8), control1: CGPoint(x: 9, y: 10), control2: CGPoint(x: 11, y: 12))
        path.closeSubpath()
        #expect(path.animatableData.values == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
        var moved = path
        moved.animatableData = AnimatableVector(path.animatableData.values.map { $0 * 2 })
        #expect(moved.elements[2] == .curve(to: CGPoint(x: 14, y: 16), control1: CGPoint(x: 18, y: 20), control2: CGPoint(x: 22, y: 24)))
        #expect(moved.canMorph(to: path))
        #expect(!path.canMorph(to: Path(CGRect(x: 0, y: 0, width: 1, height: 1))))
        #expect(canInterpolate(path, moved))
        #expect(!canInterpolate(path, Path()))
        #expect(canInterpolate(1.0, 2.0))
    }
}
