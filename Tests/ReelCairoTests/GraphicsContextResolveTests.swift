import Foundation
import Reel
import ReelCairo
import Testing

/// `GraphicsContext.resolve(_:)`: resolved text measures what a `Text` view measures and draws
/// what drawing the text draws; resolved symbols have the size of an `Image(systemName:)` view.
@Suite struct GraphicsContextResolveTests {
    final class Box<T>: @unchecked Sendable { var value: T; init(_ value: T) { self.value = value } }

    @Test func resolvedTextMeasuresAsTheTextView() throws {
        let measured = Box(CGSize.zero)
        let canvas = Canvas { context, size in
            measured.value = context.resolve(Text("Revenue").font(.headline)).measure(in: size)
        }.frame(width: 200, height: 100)
        _ = try render(canvas, width: 200, height: 100)
        let view = try render(Text("Revenue").font(.headline).fixedSize().background(Color.black), width: 200, height: 100)
        // The text view is centred: its box is the black area.
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<100 { for x in 0..<200 where view.alpha(x, y) == 1 { xs.append(x); ys.append(y) } }
        let width = Double(xs.max()! - xs.min()! + 1), height = Double(ys.max()! - ys.min()! + 1)
        #expect(measured.value.width > 40 && measured.value.height > 15)
        // The view's box has fractional edges, half-covered pixels; the measure is the box's.
        #expect(abs(measured.value.width - width) <= 2 && abs(measured.value.height - height) <= 2, "\(measured.value) vs \(width) x \(height)")
        // Wrapping to the width offered.
        let narrow = Box(CGSize.zero)
        _ = try render(Canvas { context, _ in
            narrow.value = context.resolve(Text("Quarterly revenue by region").font(.body)).measure(in: CGSize(width: 60, height: 400))
        }.frame(width: 100, height: 100), width: 100, height: 100)
        #expect(narrow.value.width <= 60 && narrow.value.height > 2 * measured.value.height)
    }

    @Test func resolvedTextDrawsAsTheText() throws {
        let resolved = Canvas { context, _ in
            context.draw(context.resolve(Text("Hi there").font(.title)), at: CGPoint(x: 100, y: 50))
        }.frame(width: 200, height: 100)
        let plain = Canvas { context, _ in
            context.draw(Text("Hi there").font(.title), at: CGPoint(x: 100, y: 50))
        }.frame(width: 200, height: 100)
        let a = try render(resolved, width: 200, height: 100), b = try render(plain, width: 200, height: 100)
        #expect(a == b)
        #expect(a.totalAlpha > 50)
    }

    @Test func shadingRecoloursResolvedText() throws {
        let canvas = Canvas { context, _ in
            var text = context.resolve(Text("MMMM").font(.system(size: 40, weight: .black)))
            text.shading = .color(Color(red: 1, green: 0, blue: 0))
            context.draw(text, at: CGPoint(x: 100, y: 50))
        }.frame(width: 200, height: 100)
        let image = try render(canvas, width: 200, height: 100)
        var red = 0, other = 0
        for y in 0..<100 { for x in 0..<200 where image.alpha(x, y) == 1 {
            if RGBA(image, x, y) == RGBA(255, 0, 0, 255) { red += 1 } else { other += 1 }
        } }
        #expect(red > 200 && other == 0)
    }

    @Test func resolvedSymbolsHaveTheSizeOfTheImageView() throws {
        let size = Box(CGSize.zero)
        _ = try render(Canvas { context, _ in
            size.value = context.resolve(Image(systemName: "star.fill")).size
        }.font(.system(size: 30)).frame(width: 100, height: 100), width: 100, height: 100)
        let view = try render(Image(systemName: "star.fill").font(.system(size: 30)).fixedSize().background(Color.black), width: 100, height: 100)
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<100 { for x in 0..<100 where view.alpha(x, y) == 1 { xs.append(x); ys.append(y) } }
        #expect(abs(size.value.width - Double(xs.max()! - xs.min()! + 1)) <= 1)
        #expect(abs(size.value.height - Double(ys.max()! - ys.min()! + 1)) <= 1)
        #expect(size.value.width >= 29)
    }

    @Test func symbolsDrawInTheirRectangleAndAtAPoint() throws {
        let canvas = Canvas { context, _ in
            let star = context.resolve(Image(systemName: "circle.fill"))
            context.draw(star, in: CGRect(x: 0, y: 0, width: 100, height: 100))
        }.frame(width: 100, height: 100).foregroundStyle(Color(red: 0, green: 0, blue: 1))
        let image = try render(canvas, width: 100, height: 100)
        // A filled circle scaled to fit 100 x 100: the centre is blue, the corners empty.
        #expect(RGBA(image, 50, 50) == RGBA(0, 0, 255, 255))
        #expect(image.alpha(2, 2) == 0)
        let unresolved = Canvas { context, _ in
            context.draw(Image(systemName: "circle.fill"), in: CGRect(x: 0, y: 0, width: 100, height: 100))
        }.frame(width: 100, height: 100).foregroundStyle(Color(red: 0, green: 0, blue: 1))
        #expect(try render(unresolved, width: 100, height: 100) == image)
    }
}
