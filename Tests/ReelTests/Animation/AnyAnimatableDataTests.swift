import Foundation
import Testing
@testable import Reel

/// `_AnyAnimatableData` (the animatable data of `AnyShape`) and shapes as `Animatable`.
@Suite struct AnyAnimatableDataTests {
    @Test func arithmeticHappensInTheWrappedType() {
        let a = _AnyAnimatableData(AnimatablePair(1.0, 2.0)), b = _AnyAnimatableData(AnimatablePair(4.0, 6.0))
        #expect((b - a).base as? AnimatablePair<Double, Double> == AnimatablePair(3.0, 4.0))
        #expect((a + b).base as? AnimatablePair<Double, Double> == AnimatablePair(5.0, 8.0))
        #expect(a.interpolated(towards: b, amount: 0.25).base as? AnimatablePair<Double, Double> == AnimatablePair(1.75, 3.0))
        var scaled = b
        scaled.scale(by: 0.5)
        #expect(scaled.base as? AnimatablePair<Double, Double> == AnimatablePair(2.0, 3.0))
        #expect(b.magnitudeSquared == 52)
    }

    @Test func theEmptyValueIsTheZeroOfEveryType() {
        let six = _AnyAnimatableData(6.0)
        #expect(_AnyAnimatableData.zero == _AnyAnimatableData(0.0))
        #expect(_AnyAnimatableData.zero != six)
        #expect((_AnyAnimatableData.zero - six).base as? Double == -6)
        #expect((six + .zero).base as? Double == 6)
        #expect((six - six) == .zero)
        #expect(_AnyAnimatableData.zero.magnitudeSquared == 0)
        // Values of different types are never equal.
        #expect(_AnyAnimatableData(1.0) != _AnyAnimatableData(CGFloat(1)))
    }

    struct Ring: Shape {
        var thickness: Double
        var animatableData: Double {
            get { thickness }
            set { thickness = newValue }
        }
        func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: thickness, dy: thickness)) }
    }

    @Test func anyShapeReadsAndWritesTheWrappedShapesData() {
        var shape = AnyShape(Ring(thickness: 2))
        #expect(shape.hasAnimatableData)
        #expect(shape.animatableData.base as? Double == 2)
        shape.animatableData = _AnyAnimatableData(5.0)
        #expect(shape.path(in: CGRect(x: 0, y: 0, width: 20, height: 20)).boundingRect == CGRect(x: 5, y: 5, width: 10, height: 10))
        // Data of another type is ignored.
        shape.animatableData = _AnyAnimatableData(CGSize(width: 1, height: 1).animatableData)
        #expect(shape.animatableData.base as? Double == 5)
        // Shapes without animatable data have EmptyAnimatableData.
        #expect(!AnyShape(Circle()).hasAnimatableData)
        #expect(AnyShape(RoundedRectangle(cornerRadius: 4)).animatableData.base as? AnimatablePair<CGFloat, CGFloat> == AnimatablePair(4, 4))
        #expect(AnyShape(Circle()).canMorph(to: AnyShape(Circle())) && !AnyShape(Circle()).canMorph(to: AnyShape(Rectangle())))
    }

    @Test func pathsMorphOnlyBetweenPathsOfTheSameStructure() {
        let line = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 10, y: 0)) }
        let other = Path { $0.move(to: CGPoint(x: 0, y: 5)); $0.addLine(to: CGPoint(x: 10, y: 5)) }
        let curve = Path { $0.move(to: .zero); $0.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 5)) }
        #expect(AnimatableDataValue(AnyShape(line)).canMorph(to: AnimatableDataValue(AnyShape(other))))
        #expect(!AnimatableDataValue(AnyShape(line)).canMorph(to: AnimatableDataValue(AnyShape(curve))))
    }
}
