import Foundation
import Reel
import ReelCairo
import Testing

@Suite struct GradientPixelTests {
    let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
    let yellow = Color(red: 1, green: 1, blue: 0)

    @Test func linearGradientHitsItsStopsAtTheirPositions() throws {
        // Pixel i's centre lies at location i / 200 between the end points.
        let gradient = LinearGradient(stops: [.init(color: red, location: 0), .init(color: green, location: 0.5), .init(color: blue, location: 1)],
                                      startPoint: UnitPoint(x: 0.5 / 201, y: 0.5), endPoint: UnitPoint(x: 200.5 / 201, y: 0.5))
        let image = try render(gradient, width: 201, height: 4)
        #expect(RGBA(image, 0, 1).distance(to: RGBA(red)) <= 1)
        #expect(RGBA(image, 100, 1).distance(to: RGBA(green)) <= 1)
        #expect(RGBA(image, 200, 1).distance(to: RGBA(blue)) <= 1)
        // Half way between two stops the colour is half of each.
        #expect(RGBA(image, 50, 1).distance(to: RGBA(128, 128, 0, 255)) <= 1)
    }

    @Test func radialGradientHitsItsStopsAtTheirRadii() throws {
        let gradient = RadialGradient(stops: [.init(color: red, location: 0), .init(color: green, location: 0.5), .init(color: blue, location: 1)],
                                      center: UnitPoint(x: 100.5 / 201, y: 100.5 / 201), startRadius: 0, endRadius: 100)
        let image = try render(gradient, width: 201, height: 201)
        #expect(RGBA(image, 100, 100).distance(to: RGBA(red)) <= 1)
        #expect(RGBA(image, 150, 100).distance(to: RGBA(green)) <= 1)
        #expect(RGBA(image, 100, 50).distance(to: RGBA(green)) <= 1)
        #expect(RGBA(image, 200, 100).distance(to: RGBA(blue)) <= 1)
        #expect(RGBA(image, 0, 100).distance(to: RGBA(blue)) <= 1)
    }

    @Test func angularGradientHitsItsStopsAtTheirAngles() throws {
        // Zero points right and angles grow clockwise on screen.
        let gradient = AngularGradient(stops: [.init(color: red, location: 0), .init(color: green, location: 0.25),
                                               .init(color: blue, location: 0.5), .init(color: yellow, location: 0.75),
                                               .init(color: red, location: 1)],
                                       center: UnitPoint(x: 100.5 / 201, y: 100.5 / 201))
        let image = try render(gradient, width: 201, height: 201)
        #expect(RGBA(image, 180, 100).distance(to: RGBA(red)) <= 1)     // right: 0°
        #expect(RGBA(image, 100, 180).distance(to: RGBA(green)) <= 1)   // down: 90°
        #expect(RGBA(image, 20, 100).distance(to: RGBA(blue)) <= 1)     // left: 180°
        #expect(RGBA(image, 100, 20).distance(to: RGBA(yellow)) <= 1)   // up: 270°
        // Half way from 0° to 90° (down-right diagonal): half red, half green.
        #expect(RGBA(image, 170, 170).distance(to: RGBA(128, 128, 0, 255)) <= 2)
        // The colour depends on the angle only.
        #expect(RGBA(image, 130, 130).distance(to: RGBA(image, 190, 190)) <= 1)
    }

    @Test func angularGradientThatStartsAndEndsAlikeHasNoSeam() throws {
        let gradient = AngularGradient(colors: [red, blue, red], center: UnitPoint(x: 100.5 / 201, y: 100.5 / 201))
        let image = try render(gradient, width: 201, height: 201)
        // Just above and just below the 0° ray the colours agree.
        for x in [130, 160, 190] {
            #expect(RGBA(image, x, 99).distance(to: RGBA(image, x, 101)) <= 3, "across the seam at x=\(x)")
        }
    }

    @Test func partialAngularGradientFillsTheGapWithTheNearerEnd() throws {
        let gradient = AngularGradient(colors: [red, blue], center: UnitPoint(x: 100.5 / 201, y: 100.5 / 201),
                                       startAngle: .degrees(0), endAngle: .degrees(180))
        let image = try render(gradient, width: 201, height: 201)
        #expect(RGBA(image, 30, 80).distance(to: RGBA(blue)) <= 1)   // just past 180°: the end colour
        #expect(RGBA(image, 170, 80).distance(to: RGBA(red)) <= 1)   // just before 360°: the start colour
    }

    @Test func ellipticalGradientReachesTheEdgesOfTheFrame() throws {
        let gradient = EllipticalGradient(colors: [red, blue])
        let image = try render(gradient.frame(width: 200, height: 100), width: 200, height: 100)
        // Pixel (100, 50)'s centre lies 0.011 of the way out: within 3 levels of the first stop.
        #expect(RGBA(image, 100, 50).distance(to: RGBA(red)) <= 3)
        #expect(RGBA(image, 0, 50).distance(to: RGBA(blue)) <= 4)
        #expect(RGBA(image, 100, 0).distance(to: RGBA(blue)) <= 4)
        // Half way to the side and half way to the top are the same colour.
        #expect(RGBA(image, 50, 50).distance(to: RGBA(image, 100, 25)) <= 2)
    }
}
