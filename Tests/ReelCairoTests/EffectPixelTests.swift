import Foundation
import Reel
import ReelCairo
import Testing

@Suite struct EffectPixelTests {
    /// A 10 × 10 white square centred on a 100 × 100 transparent canvas.
    var square: some View { Rectangle().fill(Color.white).frame(width: 10, height: 10) }

    @Test func blurKeepsTotalAlphaAndSpreadsAsAGaussianOfHalfTheRadius() throws {
        let sharp = try render(square, width: 100, height: 100)
        let blurred = try render(square.blur(radius: 8), width: 100, height: 100)
        #expect(abs(sharp.totalAlpha - 100) < 0.01)
        #expect(abs(blurred.totalAlpha - sharp.totalAlpha) / sharp.totalAlpha < 0.01, "total alpha \(blurred.totalAlpha)")
        // σ = radius / 2 = 4: compare with the square convolved with that Gaussian.
        let sigma = 4.0
        func phi(_ c: Double) -> Double {
            (erf((c - 45) / (sigma * 2.squareRoot())) - erf((c - 55) / (sigma * 2.squareRoot()))) / 2
        }
        var worst = 0.0
        for y in stride(from: 30, to: 70, by: 3) {
            for x in stride(from: 30, to: 70, by: 3) {
                let want = phi(Double(x) + 0.5) * phi(Double(y) + 0.5)
                worst = max(worst, abs(blurred.alpha(x, y) - want))
            }
        }
        // Three box blurs approximate the Gaussian (SVG's method): within 0.05 everywhere.
        #expect(worst < 0.05, "largest difference from the Gaussian: \(worst)")
        // The spread: the blurred square's variance along x is the square's, 99 / 12, plus σ².
        var mass = 0.0, mean = 0.0, second = 0.0
        for y in 0..<100 {
            for x in 0..<100 {
                let a = blurred.alpha(x, y), c = Double(x) + 0.5
                mass += a; mean += a * c; second += a * c * c
            }
        }
        mean /= mass
        let measuredSigma = (second / mass - mean * mean - 99.0 / 12).squareRoot()
        #expect(abs(mean - 50) < 0.01)
        #expect(abs(measuredSigma - sigma) / sigma < 0.05, "measured σ \(measuredSigma)")
        // Nothing reaches beyond about 3σ of the square's edges.
        #expect(blurred.alpha(50, 30) < 0.005 && blurred.alpha(30, 50) < 0.005)
        #expect(blurred.alpha(50, 50) < 0.6 && blurred.alpha(50, 50) > 0.4)
    }

    @Test func smallBlurUsesTheExactKernelAndKeepsAlpha() throws {
        let blurred = try render(square.blur(radius: 2), width: 100, height: 100)
        #expect(abs(blurred.totalAlpha - 100) / 100 < 0.01)
        #expect(blurred.alpha(44, 50) > 0.05 && blurred.alpha(44, 50) < 0.5)
    }

    @Test func clipShapeCutsToTheShape() throws {
        let image = try render(Rectangle().fill(Color.black).clipShape(Circle()), width: 100, height: 100)
        #expect(image.alpha(2, 2) == 0)
        #expect(image.alpha(50, 50) == 1)
        #expect(image.alpha(50, 1) > 0)
        let area = Double.pi * 2500
        #expect(abs(image.totalAlpha - area) / area < 0.002)
    }

    @Test func clippedCutsToTheFrame() throws {
        let view = Rectangle().fill(Color.black).frame(width: 40, height: 40).offset(x: 30).frame(width: 40, height: 40).clipped()
        let image = try render(view, width: 100, height: 100)
        // The frame is (30, 30, 40, 40); the square is drawn at (60, 30, 40, 40) and cut at x = 70.
        #expect(image.alpha(65, 50) == 1)
        #expect(image.alpha(75, 50) == 0)
        #expect(image.alpha(55, 50) == 0)
    }

    @Test func maskKeepsTheMasksAlpha() throws {
        let mask = LinearGradient(colors: [.black, .clear], startPoint: UnitPoint(x: 0.5 / 101, y: 0.5), endPoint: UnitPoint(x: 100.5 / 101, y: 0.5))
        let image = try render(Rectangle().fill(Color(red: 1, green: 0, blue: 0)).mask { mask }, width: 101, height: 10)
        #expect(abs(RGBA(image, 0, 5).a - 255) <= 1)
        #expect(abs(RGBA(image, 50, 5).a - 128) <= 1)
        #expect(RGBA(image, 100, 5).a <= 1)
        // The colour stays the content's.
        #expect(RGBA(image, 50, 5).r >= 254 && RGBA(image, 50, 5).g == 0)
    }

    @Test func maskWithAShapeCutsLikeAClip() throws {
        let masked = try render(Rectangle().fill(Color.black).mask(Circle()), width: 100, height: 100)
        let clipped = try render(Rectangle().fill(Color.black).clipShape(Circle()), width: 100, height: 100)
        var worst = 0
        for i in 0..<masked.pixels.count { worst = max(worst, abs(Int(masked.pixels[i] >> 24) - Int(clipped.pixels[i] >> 24))) }
        #expect(worst <= 2)
    }

    @Test func shadowIsBeneathOffsetAndBlurred() throws {
        let view = Rectangle().fill(Color.white).frame(width: 20, height: 20)
            .shadow(color: .black, radius: 0.1, x: 15, y: 0)
        let image = try render(view, width: 100, height: 100, background: .white)
        // The square covers 40..<60; its sharp shadow covers 55..<75 beneath it.
        #expect(RGBA(image, 50, 50) == RGBA(255, 255, 255, 255))
        #expect(RGBA(image, 70, 50).r <= 1)
        #expect(RGBA(image, 78, 50).r == 255)
    }

    @Test func colorAdjustmentsApplyTheirMatrices() throws {
        let base = Color(red: 0.2, green: 0.4, blue: 0.6)
        func pixel<V: View>(_ v: V) throws -> RGBA { RGBA(try render(v, width: 2, height: 2), 1, 1) }
        #expect(try pixel(base.brightness(0.2)).distance(to: RGBA(102, 153, 204, 255)) <= 1)
        #expect(try pixel(base.contrast(2)).distance(to: RGBA(0, 77, 179, 255)) <= 1)
        let gray = try pixel(base.grayscale(1))
        #expect(gray.r == gray.g && gray.g == gray.b)
        let luminance: Double = 0.213 * 0.2 + 0.715 * 0.4 + 0.072 * 0.6
        #expect(abs(gray.r - Int((luminance * 255).rounded())) <= 1)
        #expect(try pixel(base.colorMultiply(Color(red: 0.5, green: 1, blue: 0))).distance(to: RGBA(26, 102, 0, 255)) <= 1)
        #expect(try pixel(base.saturation(1)).distance(to: RGBA(51, 102, 153, 255)) <= 1)
        #expect(try pixel(base.hueRotation(.degrees(360))).distance(to: RGBA(51, 102, 153, 255)) <= 1)
    }

    @Test func rotationTurnsClockwiseAboutTheCentre() throws {
        // A bar to the right of centre, turned 90°, points down.
        let bar = Rectangle().fill(Color.black).frame(width: 40, height: 4).offset(x: 20)
        let image = try render(bar.rotationEffect(.degrees(90)), width: 100, height: 100)
        #expect(image.alpha(50, 80) == 1)
        #expect(image.alpha(80, 50) == 0)
    }

    @Test func rotationAfterAnOffsetTurnsAboutTheLaidOutCentre() throws {
        let dot = Rectangle().fill(Color.black).frame(width: 10, height: 10).offset(x: 30).rotationEffect(.degrees(180))
        let image = try render(dot, width: 100, height: 100)
        // Laid out at (45, 45); offset to (75, 45); turned about (50, 50) to (15, 45).
        #expect(image.alpha(20, 50) == 1)
        #expect(image.alpha(80, 50) == 0)
    }

    @Test func scaleAboutAnAnchor() throws {
        let square = Rectangle().fill(Color.black).frame(width: 20, height: 20).scaleEffect(2, anchor: .topLeading)
        let image = try render(square, width: 100, height: 100)
        // Laid out at (40, 40, 20, 20), doubled about its top-left: (40, 40, 40, 40).
        #expect(image.alpha(75, 75) == 1 && image.alpha(39, 50) == 0 && image.alpha(81, 50) == 0)
    }

    @Test func sceneScaleMultipliesPixelsNotLayout() throws {
        let view = Rectangle().fill(Color.black).frame(width: 10, height: 10).position(x: 15, y: 15)
        let image = try render(view, width: 40, height: 40, scale: 3)
        #expect(image.width == 120 && image.height == 120)
        #expect(image.alpha(30, 30) == 1 && image.alpha(59, 59) == 1 && image.alpha(60, 60) == 0 && image.alpha(29, 29) == 0)
    }
}
