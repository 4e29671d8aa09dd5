import Foundation
import Reel
import ReelCairo
import Testing

/// A shape written in its own space, as SwiftUI code writes them: `rect.width`, not `rect.maxX`.
private struct LocalBox: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in p.addRect(CGRect(x: 0, y: 0, width: rect.width, height: rect.height)) }
    }
}

/// The same box written with the rectangle's edges, which is right in any space.
private struct EdgeBox: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in p.addRect(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)) }
    }
}

/// A box in its own space that can be inset, as SwiftUI's insettable shapes can.
private struct InsetBox: InsettableShape {
    var inset: CGFloat = 0
    func path(in rect: CGRect) -> Path {
        Path { p in p.addRect(CGRect(x: inset, y: inset, width: rect.width - 2 * inset, height: rect.height - 2 * inset)) }
    }
    func inset(by amount: CGFloat) -> InsetBox { InsetBox(inset: inset + amount) }
}

/// A triangle pointing up, in its own space, insettable as SwiftUI's insettable shapes are.
private struct Wedge: InsettableShape {
    var inset: CGFloat = 0
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.width / 2, y: inset))
            p.addLine(to: CGPoint(x: rect.width - inset, y: rect.height - inset))
            p.addLine(to: CGPoint(x: inset, y: rect.height - inset))
            p.closeSubpath()
        }
    }
    func inset(by amount: CGFloat) -> Wedge { Wedge(inset: inset + amount) }
}

/// SwiftUI hands `Shape.path(in:)` the view's own bounds, `CGRect(origin: .zero, size:)`, and
/// draws a `Path` view from its frame's origin (SEMANTICS section 1, Leaves).
@Suite struct ShapeLocalSpaceTests {
    /// Which pixels of `image` are covered (alpha at least half), as rows of x ranges.
    static func covered(_ image: RasterImage) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<image.height {
            for x in 0..<image.width where image.alpha(x, y) >= 0.5 {
                xs.append(x); ys.append(y)
            }
        }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
        return (x0...x1, y0...y1)
    }

    /// The case: a 50 x 50 box on a 200 x 200 canvas covers 75...125 (pixels 75 through 124).
    @Test func shapeWrittenWithWidthCoversItsFrame() throws {
        let image = try render(LocalBox().fill(Color.red).frame(width: 50, height: 50), width: 200, height: 200)
        let box = try #require(Self.covered(image))
        #expect(box.x == 75...124 && box.y == 75...124, "\(box)")
        #expect(RGBA(image, 100, 100) == RGBA(255, 59, 48, 255))
        #expect(image.alpha(10, 10) == 0)
    }

    /// A shape written with `minX`-style coordinates (as the gallery's are) draws the same pixels.
    @Test func edgeStyleAndLocalStyleDrawTheSame() throws {
        let a = try render(LocalBox().fill(Color.blue).frame(width: 37.5, height: 21).offset(x: 13, y: -7), width: 120, height: 80)
        let b = try render(EdgeBox().fill(Color.blue).frame(width: 37.5, height: 21).offset(x: 13, y: -7), width: 120, height: 80)
        #expect(a.pixels == b.pixels)
    }

    /// A `Path` used as a view draws its coordinates from its frame's top-left.
    @Test func pathViewDrawsFromItsFrameOrigin() throws {
        let view = Path { p in p.addRect(CGRect(x: 0, y: 0, width: 10, height: 10)) }
            .fill(Color.blue).frame(width: 20, height: 20)
        let image = try render(view, width: 100, height: 100)
        let box = try #require(Self.covered(image))
        // The frame is 40...60; the path's 10 x 10 square sits at its top-left.
        #expect(box.x == 40...49 && box.y == 40...49, "\(box)")
    }

    /// A path in an HStack sits in its own slot: two 30 x 30 path views side by side with their
    /// triangles at their own origins.
    @Test func pathViewsInAStackEachDrawInTheirSlot() throws {
        let triangle = Path { p in
            p.move(to: CGPoint(x: 0, y: 0)); p.addLine(to: CGPoint(x: 30, y: 0)); p.addLine(to: CGPoint(x: 0, y: 30)); p.closeSubpath()
        }
        let view = HStack(spacing: 10) {
            triangle.fill(Color.black).frame(width: 30, height: 30)
            triangle.fill(Color.black).frame(width: 30, height: 30)
        }
        let image = try render(view, width: 100, height: 50)
        // The stack is 70 wide at 15...85, 30 tall at 10...40: each triangle's corner at its slot's top-left.
        #expect(image.alpha(16, 11) == 1 && image.alpha(56, 11) == 1)
        #expect(image.alpha(43, 38) == 0 && image.alpha(83, 38) == 0)
        #expect(abs(image.totalAlpha - 2 * 450) < 2, "\(image.totalAlpha)")
    }

    /// `clipShape` with a shape in its own space clips the view's own frame.
    @Test func clipShapeUsesLocalSpace() throws {
        let view = Color.green.frame(width: 40, height: 40).clipShape(Wedge()).position(x: 70, y: 30)
        let image = try render(view, width: 100, height: 60)
        // The wedge's apex is at the frame's top centre (70, 10); its base runs along y = 50.
        #expect(image.alpha(70, 12) == 1)
        #expect(image.alpha(52, 48) == 1 && image.alpha(88, 48) == 1)
        #expect(image.alpha(52, 12) == 0 && image.alpha(10, 30) == 0)
        #expect(abs(image.totalAlpha - 800) < 2, "\(image.totalAlpha)")
    }

    /// `strokeBorder` insets a local-space shape inside its frame; `background`, `mask` and
    /// `trim` keep the frame too.
    @Test func strokeBorderMaskBackgroundAndTrimUseLocalSpace() throws {
        let border = try render(InsetBox().strokeBorder(Color.black, lineWidth: 4).frame(width: 40, height: 40).position(x: 60, y: 40),
                                width: 100, height: 80)
        // The stroke lies inside the frame 40...80 x 20...60, 4 points wide.
        let box = try #require(Self.covered(border))
        #expect(box.x == 40...79 && box.y == 20...59, "\(box)")
        #expect(border.alpha(41, 40) == 1 && border.alpha(44, 40) == 0 && border.alpha(60, 57) == 1)
        #expect(border.totalAlpha == 40 * 40 - 32 * 32)

        let masked = try render(Color.red.frame(width: 40, height: 40).mask { LocalBox().frame(width: 20, height: 40) }.position(x: 60, y: 40),
                                width: 100, height: 80)
        #expect(try #require(Self.covered(masked)).x == 50...69)

        let behind = try render(Color.clear.frame(width: 40, height: 40).background(LocalBox().fill(Color.red)).position(x: 30, y: 30),
                                width: 100, height: 80)
        #expect(try #require(Self.covered(behind)).x == 10...49)

        let trimmed = try render(LocalBox().trim(from: 0, to: 0.25).stroke(Color.black, lineWidth: 2).frame(width: 40, height: 20)
            .position(x: 60, y: 40), width: 100, height: 80)
        // The outline starts at the frame's top-left going right; a quarter of its 120 points is
        // the first 30 of the 40-point top edge (x 40...70 at y 30).
        #expect(trimmed.alpha(45, 30) == 1 && trimmed.alpha(65, 30) == 1)
        #expect(trimmed.alpha(75, 30) == 0 && trimmed.alpha(79, 40) == 0)
    }
}
