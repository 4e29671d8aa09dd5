import Foundation
import Reel
import ReelCairo
import Testing

/// The leading-dot shapes (`.circle`, `.capsule`, `.rect`, `.rect(cornerRadius:)`, `.ellipse`)
/// are the shapes SwiftUI names them after, and draw their pixels.
@Suite struct ShapeShorthandPixelTests {
    @Test func shorthandsAreTheirShapes() {
        let rect: Rectangle = .rect, circle: Circle = .circle, capsule: Capsule = .capsule, ellipse: Ellipse = .ellipse
        let rounded: RoundedRectangle = .rect(cornerRadius: 12)
        let sized: RoundedRectangle = .rect(cornerSize: CGSize(width: 4, height: 6), style: .circular)
        let frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        #expect(rect.path(in: frame) == Rectangle().path(in: frame))
        #expect(circle.path(in: frame) == Circle().path(in: frame))
        #expect(capsule.path(in: frame) == Capsule().path(in: frame))
        #expect(ellipse.path(in: frame) == Ellipse().path(in: frame))
        #expect(rounded.cornerSize == CGSize(width: 12, height: 12) && rounded.style == .continuous)
        #expect(sized.cornerSize == CGSize(width: 4, height: 6) && sized.style == .circular)
        #expect(Capsule.capsule(style: .continuous).style == .continuous)
    }

    @Test func clipShapeAndBackgroundTakeThem() throws {
        let clipped = try render(Color.red.frame(width: 40, height: 40).clipShape(.circle).position(x: 20, y: 20), width: 40, height: 40)
        #expect(clipped.alpha(20, 20) == 1 && clipped.alpha(1, 1) == 0)
        let card = Color.clear.frame(width: 60, height: 40).background(Color.blue, in: .rect(cornerRadius: 10)).position(x: 30, y: 20)
        let image = try render(card, width: 60, height: 40)
        let reference = try render(Color.clear.frame(width: 60, height: 40)
            .background(Color.blue, in: RoundedRectangle(cornerRadius: 10)).position(x: 30, y: 20), width: 60, height: 40)
        #expect(image == reference)
        #expect(image.alpha(30, 20) == 1 && image.alpha(0, 0) == 0)
    }
}
