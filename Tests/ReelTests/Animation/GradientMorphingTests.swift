import Foundation
@testable import Reel
import Testing

@Suite struct GradientMorphingTests {
    @Test func gradientsInterpolateStopByStop() {
        let a = Gradient(stops: [.init(color: .black, location: 0), .init(color: Color(red: 1, green: 0, blue: 0), location: 0.5)])
        let b = Gradient(stops: [.init(color: .white, location: 0.2), .init(color: Color(red: 0, green: 0, blue: 1), location: 1)])
        var mid = a
        mid.animatableData = a.animatableData.interpolated(towards: b.animatableData, amount: 0.5)
        #expect(abs(mid.stops[0].location - 0.1) < 1e-12 && abs(mid.stops[1].location - 0.75) < 1e-12)
        // Colours mix in linear light: half of black and white is linear 0.5, sRGB ≈ 0.735.
        #expect(abs(mid.stops[0].color.red - 0.7353569830524495) < 1e-9)
        #expect(a.canMorph(to: b))
        #expect(!a.canMorph(to: Gradient(colors: [.red, .green, .blue])))
    }

    @Test func roundTripKeepsTheGradient() {
        let g = Gradient(stops: [.init(color: Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8), location: 0.3)])
        var copy = g
        copy.animatableData = g.animatableData
        #expect(abs(copy.stops[0].color.red - 0.2) < 1e-9 && abs(copy.stops[0].color.alpha - 0.8) < 1e-12)
        #expect(copy.stops[0].location == 0.3)
    }
}
