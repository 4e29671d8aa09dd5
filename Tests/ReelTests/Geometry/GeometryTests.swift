import Foundation
@testable import Reel
import Testing

@Suite struct GeometryTests {
    func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-12) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func anglesConvertAndTurnClockwiseOnScreen() {
        #expect(Angle.degrees(180).radians == .pi)
        #expect(abs(Angle.radians(.pi / 2).degrees - 90) < 1e-12)
        // +90° maps the x axis onto the y axis, which points down.
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: Angle.degrees(90).radians))
        #expect(close(p, CGPoint(x: 0, y: 1)))
    }

    @Test func concatenationAppliesSelfFirst() {
        let t = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 3))
        #expect(close(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 22, y: 3)))
        let u = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(close(CGPoint(x: 1, y: 1).applying(u), CGPoint(x: 12, y: 3)))
    }

    @Test func inversionUndoesATransform() {
        let t = CGAffineTransform(a: 1.5, b: 0.3, c: -0.7, d: 2, tx: 5, ty: -8)
        let p = CGPoint(x: 3.25, y: -7.5)
        #expect(close(p.applying(t).applying(t.inverted()), p, 1e-12))
        #expect(t.concatenating(t.inverted()).a - 1 < 1e-12)
        // A collapsed transform is returned unchanged, as CoreGraphics does.
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat && !flat.isInvertible)
    }

    @Test func rotationAboutAPivotKeepsThePivot() {
        let pivot = CGPoint(x: 50, y: 20)
        let t = CGAffineTransform.rotation(.degrees(90), about: pivot)
        #expect(close(pivot.applying(t), pivot, 1e-12))
        #expect(close(CGPoint(x: 60, y: 20).applying(t), CGPoint(x: 50, y: 30), 1e-12))
        let s = CGAffineTransform.scale(x: 2, y: 3, about: pivot)
        #expect(close(pivot.applying(s), pivot) && close(CGPoint(x: 51, y: 21).applying(s), CGPoint(x: 52, y: 23)))
    }

    @Test func rectBoundsOfATransformedRect() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(r.minX + 20) < 1e-9 && abs(r.width - 20) < 1e-9 && abs(r.height - 10) < 1e-9)
    }

    @Test func unitPointsNameTheirFractions() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(UnitPoint.center.point(in: rect) == CGPoint(x: 60, y: 45))
        #expect(UnitPoint.bottomTrailing.point(in: rect) == CGPoint(x: 110, y: 70))
        #expect(UnitPoint.leading == UnitPoint(x: 0, y: 0.5) && UnitPoint.top == UnitPoint(x: 0.5, y: 0))
        #expect(UnitPoint.topTrailing == UnitPoint(x: 1, y: 0) && UnitPoint.bottomLeading == UnitPoint(x: 0, y: 1))
    }

    @Test func edgeInsetsShrinkRects() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(r == CGRect(x: 2, y: 1, width: 94, height: 46))
    }
}

@Suite struct ColorTests {
    @Test func hexForms() {
        #expect(Color(hex: "#FF0000") == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hex: "0f0") == Color(red: 0, green: 1, blue: 0))
        #expect(Color(hex: "#0000FF80")!.alpha == 128.0 / 255)
        #expect(Color(hex: "#12345") == nil && Color(hex: "#GG0000") == nil)
        #expect(Color(hex: 0x007AFF) == Color(red: 0, green: 122.0 / 255, blue: 1))
    }

    @Test func hueSaturationBrightness() {
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
        let c = Color(hue: 1.0 / 3, saturation: 0.5, brightness: 0.8)
        #expect(abs(c.red - 0.4) < 1e-12 && abs(c.green - 0.8) < 1e-12 && abs(c.blue - 0.4) < 1e-12)
        let (h, s, b) = c.hsb
        #expect(abs(h - 1.0 / 3) < 1e-12 && abs(s - 0.5) < 1e-12 && abs(b - 0.8) < 1e-12)
    }

    @Test func namedColoursHaveSwiftUIsValues() {
        // The named colours are dynamic (iOS's dark variants); their light values are these.
        #expect(Color.red.resolved(for: .light) == Color(hex: "#FF3B30"))
        #expect(Color.blue.resolved(for: .light) == Color(hex: "#007AFF"))
        #expect(Color.green.resolved(for: .light) == Color(hex: "#34C759"))
        #expect(Color.orange.resolved(for: .light) == Color(hex: "#FF9500"))
        #expect(Color.clear.alpha == 0)
        #expect(Color.named.count == 19)
    }

    @Test func gradientColourBetweenStops() {
        let g = Gradient(stops: [.init(color: .black, location: 0.2), .init(color: .white, location: 0.6)])
        #expect(g.color(at: 0) == .black && g.color(at: 1) == .white)
        #expect(abs(g.color(at: 0.4).red - 0.5) < 1e-12)
        // Stops are sorted and clamped.
        let h = Gradient(stops: [.init(color: .white, location: 2), .init(color: .black, location: -1)])
        #expect(h.stops.map(\.location) == [0, 1] && h.stops[0].color == .black)
    }
}
