import Foundation
import Reel
import ReelCairo
import Testing

/// Arcs on screen, as SwiftUI draws them in its flipped (y-down) coordinates.
@Suite struct ArcPixelTests {
    /// Ink in each quadrant around (50, 50): top-left, top-right, bottom-left, bottom-right.
    static func quadrants(_ image: RasterImage) -> [Double] {
        var q = [0.0, 0, 0, 0]
        for y in 0..<100 {
            for x in 0..<100 { q[(y < 50 ? 0 : 2) + (x < 50 ? 0 : 1)] += image.alpha(x, y) }
        }
        return q
    }

    /// `clockwise: false` from 0° (right) to 90° turns clockwise on screen, through the bottom-right
    /// quadrant; `clockwise: true` goes the other way round, through the other three.
    @Test func directionOnScreen() throws {
        func arc(_ clockwise: Bool) -> some View {
            Path { p in
                p.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: clockwise)
            }
            .stroke(Color.black, lineWidth: 4)
        }
        let down = Self.quadrants(try render(arc(false), width: 100, height: 100))
        #expect(down[3] > 240 && down[0] < 1 && down[1] < 8 && down[2] < 8, "\(down)")
        let up = Self.quadrants(try render(arc(true), width: 100, height: 100))
        #expect(up[0] > 240 && up[1] > 240 && up[2] > 240 && up[3] < 8, "\(up)")
    }

    /// A radar chart's ring written from 0 to 360 degrees with `clockwise: true` is a whole circle,
    /// as a stroked `Circle` of the same radius is.
    @Test func radarRingIsAWholeCircle() throws {
        let ring = Path { p in
            p.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(0), endAngle: .degrees(360), clockwise: true)
        }
        .stroke(Color.black, lineWidth: 2)
        let image = try render(ring, width: 100, height: 100)
        let circle = try render(Circle().stroke(Color.black, lineWidth: 2).frame(width: 80, height: 80), width: 100, height: 100)
        let q = Self.quadrants(image)
        for ink in q { #expect(abs(ink - 2 * .pi * 40 * 2 / 4) < 3, "\(q)") }
        #expect(abs(image.totalAlpha - circle.totalAlpha) < 1, "\(image.totalAlpha) vs \(circle.totalAlpha)")
    }
}
