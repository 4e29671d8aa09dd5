import Foundation
import Reel
import Testing
@testable import ReelCairo

/// Values past `RenderLimits` in a compiled scene: each is drawn at its limit (the same pixels as
/// the limit written directly) with one warning naming the view, the value and the limit, instead
/// of trapping, allocating without bound or running for minutes.
@Suite struct RenderLimitTests {
    /// Renders `view` on a 40 × 40 canvas and returns the pixels and the warnings.
    func drawn<V: View>(_ view: V, size: Int = 40) throws -> (image: RasterImage, warnings: [String]) {
        let log = DiagnosticLog()
        let image = try render(view, width: size, height: size, diagnostics: log)
        return (image, log.diagnostics.filter { $0.severity == .warning }.map(\.description))
    }

    @Test func polygonSidesAreClampedToTheLimit() throws {
        let huge = try drawn(RegularPolygon(sides: 1_000_000_000_000).fill(Color.red))
        let limit = try drawn(RegularPolygon(sides: RenderLimits.polygonSides).fill(Color.red))
        #expect(huge.image == limit.image)
        #expect(limit.warnings.isEmpty)
        #expect(huge.warnings == ["warning: RegularPolygon: sides 1000000000000 exceeds the limit of 10,000; using 10,000"])
        #expect(RGBA(huge.image, 20, 20) == RGBA(Color.red))
    }

    @Test func starPointsAreClampedToTheLimit() throws {
        let huge = try drawn(Star(points: 1_000_000).fill(Color.red))
        let limit = try drawn(Star(points: RenderLimits.starPoints).fill(Color.red))
        #expect(huge.image == limit.image)
        #expect(huge.warnings == ["warning: Star: points 1000000 exceeds the limit of 10,000; using 10,000"])
    }

    /// A 10 × 10 red square in the middle of the canvas, blurred by `radius`.
    func blurred(_ radius: CGFloat) -> some View {
        Color.red.frame(width: 10, height: 10).blur(radius: radius)
    }

    @Test func blurRadiusIsClampedToTheLimit() throws {
        let huge = try drawn(blurred(1e19))
        let limit = try drawn(blurred(10_000))
        #expect(huge.image == limit.image)
        #expect(huge.warnings == ["warning: blur: radius 1e+19 exceeds the limit of 10,000; using 10000"])
        // The square's alpha is spread far past the canvas: almost nothing is left on it.
        #expect(huge.image.totalAlpha < 1)
        #expect(try drawn(blurred(2)).image.totalAlpha > 90)
    }

    @Test func shadowRadiusIsClampedToTheLimit() throws {
        func shadowed(_ radius: CGFloat) -> some View {
            Color.red.frame(width: 10, height: 10).shadow(color: .black, radius: radius, x: 3, y: 3)
        }
        let huge = try drawn(shadowed(1e19))
        #expect(huge.image == (try drawn(shadowed(10_000))).image)
        #expect(huge.warnings == ["warning: shadow: radius 1e+19 exceeds the limit of 10,000; using 10000"])
        // The square itself is drawn over its (vanishing) shadow.
        #expect(RGBA(huge.image, 20, 20) == RGBA(Color.red))
    }

    @Test func canvasFilterRadiusIsClampedToTheLimit() throws {
        func canvas(_ radius: CGFloat) -> some View {
            Canvas { context, _ in
                context.addFilter(.blur(radius: radius))
                context.fill(Path(CGRect(x: 15, y: 15, width: 10, height: 10)), with: .color(.red))
            }
        }
        let huge = try drawn(canvas(1e300))
        #expect(huge.image == (try drawn(canvas(10_000))).image)
        #expect(huge.warnings == ["warning: Canvas: filter: radius 1e+300 exceeds the limit of 10,000; using 10000"])
    }

    /// A blur within the limit grown past any canvas by a scale effect is applied at the largest
    /// standard deviation the blur computes, as a blur of exactly that size is.
    @Test func blurScaledPastTheLargestDeviationIsAppliedAtIt() throws {
        func region(sigma: Double) -> [UInt32] {
            var pixels = [UInt32](repeating: 0, count: 64 * 64)
            for y in 28..<36 { for x in 28..<36 { pixels[y * 64 + x] = 0xFFFF_0000 } }
            pixels.withUnsafeMutableBufferPointer { buffer in
                GaussianBlur.apply(PixelRegion(base: buffer.baseAddress!, width: 64, height: 64, stride: 64), sigma: sigma)
            }
            return pixels
        }
        #expect(region(sigma: 1e30) == region(sigma: GaussianBlur.maximumSigma))
        #expect(region(sigma: 1e30) != region(sigma: 2))
    }

    @Test func longTextIsCutAtTheLimit() throws {
        let words = String(repeating: "word ", count: 1_000_000)
        let cut = String(words.utf8.prefix(RenderLimits.textBytes))!
        let long = try drawn(Text(words).font(.system(size: 8)).fixedSize(), size: 20)
        let limit = try drawn(Text(cut).font(.system(size: 8)).fixedSize(), size: 20)
        #expect(long.image == limit.image)
        #expect(long.warnings == ["warning: Text(\"word word word word word\"): the text is 5000000 bytes long, more than the limit of 100,000; only its first 100,000 are shown"])
    }

    @Test func textIsCutBetweenCharacters() {
        // 99,999 ASCII bytes, then a 4-byte scalar that would cross the limit.
        let text = String(repeating: "a", count: RenderLimits.textBytes - 1) + "😀😀"
        let cut = Text.limited(text, view: "Text", DiagnosticLog())
        #expect(cut.utf8.count == RenderLimits.textBytes - 1)
        #expect(cut.unicodeScalars.allSatisfy { $0 == "a" })
    }

    @Test func fontSizeAndLineSpacingAreClampedToTheLimit() throws {
        let huge = try drawn(Text("Reel").font(.system(size: 1e9)))
        let limit = try drawn(Text("Reel").font(.system(size: RenderLimits.fontSize)))
        #expect(huge.image == limit.image)
        #expect(huge.warnings == ["warning: Text(\"Reel\"): font size 1000000000 exceeds the limit of 10,000; using 10000"])
        let spaced = try drawn(VStack { Text("A\nB").lineSpacing(1e300) })
        #expect(spaced.image == (try drawn(VStack { Text("A\nB").lineSpacing(10_000) })).image)
        #expect(spaced.warnings == ["warning: Text(\"A\nB\"): line spacing 1e+300 exceeds the limit of 10,000; using 10000"])
    }

    @Test func dashPatternsKeepTheirFirstLengths() throws {
        let pattern = (0..<2_000).map { CGFloat(1 + $0 % 3) }
        let long = try drawn(Circle().stroke(Color.red, style: StrokeStyle(lineWidth: 2, dash: pattern)))
        let limit = try drawn(Circle().stroke(Color.red, style: StrokeStyle(lineWidth: 2, dash: Array(pattern.prefix(RenderLimits.dashPatternLength)))))
        #expect(long.image == limit.image)
        #expect(long.warnings == ["warning: Circle: the dash pattern has 2000 lengths, more than the limit of 1,024; only the first 1,024 are used"])
        // In a canvas too.
        let canvas = try drawn(Canvas { context, size in
            context.stroke(Circle().path(in: CGRect(origin: .zero, size: size)), with: .color(.red), style: StrokeStyle(lineWidth: 2, dash: pattern))
        })
        #expect(canvas.warnings == ["warning: Canvas: stroke: the dash pattern has 2000 lengths, more than the limit of 1,024; only the first 1,024 are used"])
    }

    @Test func gradientsKeepTheirFirstStops() throws {
        let stops = (0..<2_000).map { Gradient.Stop(color: $0 % 2 == 0 ? .red : .blue, location: CGFloat($0) / 1_999) }
        func filled(_ stops: [Gradient.Stop]) throws -> RasterImage {
            try drawn(Rectangle().fill(LinearGradient(stops: stops, startPoint: .leading, endPoint: .trailing))).image
        }
        #expect(try filled(stops) == (try filled(Array(stops.prefix(RenderLimits.gradientStops)))))
        #expect(try filled(stops).totalAlpha > 1_000)
    }

    @Test func meshGradientsPastTheLimitDrawTheirBackground() throws {
        let background = try drawn(Color.green).image
        // A size whose vertex count overflows an integer, and one just past the limit.
        #expect(try drawn(MeshGradient(width: Int.max, height: 2, points: [], colors: [], background: .green)).image == background)
        let side = 65
        let points = (0..<side * side).map { SIMD2<Float>(Float($0 % side) / Float(side - 1), Float($0 / side) / Float(side - 1)) }
        let mesh = MeshGradient(width: side, height: side, points: points, colors: Array(repeating: .red, count: side * side), background: .green)
        #expect(try drawn(mesh).image == background)
    }

    @Test func longWordsMayBreakAfterTheLimit() throws {
        let limit = RenderLimits.wordCharacters
        let word = String(repeating: "x", count: limit + 200)
        let log = DiagnosticLog()
        #expect(Text.brokenWords("a " + word, view: "Text", log) == "a " + String(repeating: "x", count: limit) + "\u{200B}" + String(repeating: "x", count: 200))
        #expect(log.diagnostics.map(\.description) == ["warning: Text: a word of the text is 1200 characters long, more than the limit of 1,000; a line may break after every 1,000 of its characters"])
        // Words of scripts written without spaces, and words within the limit, are left alone.
        let ideographs = String(repeating: "字", count: limit * 3)
        #expect(Text.brokenWords(ideographs, view: "Text", log) == ideographs)
        #expect(Text.longestWord("ab cde\tf") == 3)
        // Drawn in a frame one or two characters wide, the word breaks at the limit too.
        let narrow = try drawn(Text(word).font(.system(size: 8)).frame(width: 12), size: 20)
        #expect(narrow.warnings.contains { $0.contains("a word of the text is 1200 characters long") })
    }
}
