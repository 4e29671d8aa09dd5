import Foundation
import Reel
import ReelCairo
import Testing

@Suite struct ShapePixelTests {
    @Test func filledRectangleCoversExactlyItsPixels() throws {
        let red = Color(hex: "#FF0000")!
        let view = Rectangle().fill(red).frame(width: 30, height: 40).position(x: 25, y: 40)
        let image = try render(view, width: 100, height: 100)
        for y in 0..<100 {
            for x in 0..<100 {
                let inside = (10..<40).contains(x) && (20..<60).contains(y)
                #expect(RGBA(image, x, y) == (inside ? RGBA(255, 0, 0, 255) : RGBA(0, 0, 0, 0)), "pixel (\(x), \(y))")
            }
        }
    }

    @Test func circleEdgeHasPartialCoverageAndTheRightArea() throws {
        let image = try render(Circle().fill(Color.black), width: 100, height: 100)
        #expect(image.alpha(50, 50) == 1)
        #expect(image.alpha(0, 0) == 0)
        #expect(image.alpha(99, 99) == 0)
        // Pixels the outline crosses are partly covered.
        let partial = image.pixels.filter { let a = $0 >> 24; return a > 0 && a < 255 }.count
        #expect(partial > 200 && partial < 500, "\(partial) partly covered pixels")
        #expect(image.alpha(0, 50) > 0 && image.alpha(0, 50) < 1)
        // Coverage adds up to the disc's area, π · 50².
        let area = Double.pi * 2500
        #expect(abs(image.totalAlpha - area) / area < 0.002, "total coverage \(image.totalAlpha) vs \(area)")
    }

    @Test func strokeBorderOfHalfTheWidthFillsTheCircle() throws {
        let stroked = try render(Circle().strokeBorder(Color.black, lineWidth: 40), width: 80, height: 80)
        let filled = try render(Circle().fill(Color.black), width: 80, height: 80)
        // Every pixel well inside the circle is fully covered, the centre included.
        for y in 0..<80 {
            for x in 0..<80 where hypot(Double(x) + 0.5 - 40, Double(y) + 0.5 - 40) < 38.5 {
                #expect(stroked.alpha(x, y) == 1, "pixel (\(x), \(y))")
            }
        }
        // Only the antialiased rim may differ from a fill (strokes flatten curves their own way).
        #expect(abs(stroked.totalAlpha - filled.totalAlpha) / filled.totalAlpha < 0.003)
    }

    @Test func trimOfAQuarterToThreeQuartersDrawsTheLeftHalf() throws {
        let view = Circle().trim(from: 0.25, to: 0.75).stroke(Color.black, lineWidth: 4).frame(width: 90, height: 90)
        let image = try render(view, width: 100, height: 100)
        // The outline starts at the right and runs clockwise: 0.25 is the bottom, 0.75 the top.
        #expect(image.alpha(5, 50) == 1)       // leftmost point
        #expect(image.alpha(95, 50) == 0)      // rightmost point
        var left = 0.0, right = 0.0
        for y in 0..<100 {
            for x in 0..<100 { if x < 50 { left += image.alpha(x, y) } else { right += image.alpha(x, y) } }
        }
        // Half of the circumference (π · 45 · 4 ≈ 565) on the left, next to nothing on the right
        // (only the butt ends' antialiasing at the top and bottom).
        let halfRing = Double.pi * 45 * 4
        #expect(abs(left - halfRing) / halfRing < 0.02, "left ink \(left) vs \(halfRing)")
        #expect(right < 4, "right ink \(right)")
    }

    @Test func trimFromZeroToZeroDrawsNothingAndZeroToOneDrawsAll() throws {
        let none = try render(Circle().trim(from: 0, to: 0).stroke(Color.black, lineWidth: 4), width: 50, height: 50)
        #expect(none.totalAlpha == 0)
        let all = try render(Circle().trim(from: 0, to: 1).stroke(Color.black, lineWidth: 4), width: 50, height: 50)
        let plain = try render(Circle().stroke(Color.black, lineWidth: 4), width: 50, height: 50)
        #expect(all == plain)
    }

    @Test func zeroScaleDrawsNothingAndKeepsTheLayout() throws {
        let image = try render(Rectangle().fill(Color.black).scaleEffect(0), width: 20, height: 20)
        #expect(image.totalAlpha == 0)
    }
}
