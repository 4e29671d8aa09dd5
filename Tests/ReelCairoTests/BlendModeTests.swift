import Foundation
import Reel
import ReelCairo
import Testing

/// The blend formulas of the W3C Compositing and Blending specification (and Apple's plus-darker),
/// written out independently of the renderer, for an opaque backdrop Cb and source Cs.
enum BlendFormula {
    typealias RGB = (Double, Double, Double)

    static func blend(_ mode: BlendMode, _ cb: RGB, _ cs: RGB) -> RGB {
        switch mode {
        case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: return setLum(cs, lum(cb))
        case .luminosity: return setLum(cb, lum(cs))
        default: return (separable(mode, cb.0, cs.0), separable(mode, cb.1, cs.1), separable(mode, cb.2, cs.2))
        }
    }

    static func separable(_ mode: BlendMode, _ b: Double, _ s: Double) -> Double {
        func screen(_ b: Double, _ s: Double) -> Double { b + s - b * s }
        func hardLight(_ b: Double, _ s: Double) -> Double { s <= 0.5 ? b * 2 * s : screen(b, 2 * s - 1) }
        switch mode {
        case .normal, .sourceAtop: return s
        case .destinationOver: return b
        case .multiply: return b * s
        case .screen: return screen(b, s)
        case .overlay: return hardLight(s, b)
        case .darken: return min(b, s)
        case .lighten: return max(b, s)
        case .colorDodge: return b == 0 ? 0 : (s == 1 ? 1 : min(1, b / (1 - s)))
        case .colorBurn: return b == 1 ? 1 : (s == 0 ? 0 : 1 - min(1, (1 - b) / s))
        case .hardLight: return hardLight(b, s)
        case .softLight:
            if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
            let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
            return b + (2 * s - 1) * (d - b)
        case .difference: return abs(b - s)
        case .exclusion: return b + s - 2 * b * s
        case .plusLighter: return min(1, b + s)
        case .plusDarker: return max(0, 1 - ((1 - s) + (1 - b)))
        default: return s
        }
    }

    static func lum(_ c: RGB) -> Double { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }
    static func clipColor(_ c: RGB) -> RGB {
        let l = lum(c), n = min(c.0, c.1, c.2), x = max(c.0, c.1, c.2)
        var r = c
        if n < 0 { r = (l + (r.0 - l) * l / (l - n), l + (r.1 - l) * l / (l - n), l + (r.2 - l) * l / (l - n)) }
        if x > 1 { r = (l + (r.0 - l) * (1 - l) / (x - l), l + (r.1 - l) * (1 - l) / (x - l), l + (r.2 - l) * (1 - l) / (x - l)) }
        return r
    }
    static func setLum(_ c: RGB, _ l: Double) -> RGB {
        let d = l - lum(c)
        return clipColor((c.0 + d, c.1 + d, c.2 + d))
    }
    static func sat(_ c: RGB) -> Double { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }
    static func setSat(_ c: RGB, _ s: Double) -> RGB {
        var v = [c.0, c.1, c.2]
        let order = [0, 1, 2].sorted { v[$0] < v[$1] }
        let (mn, md, mx) = (order[0], order[1], order[2])
        if v[mx] > v[mn] {
            v[md] = (v[md] - v[mn]) * s / (v[mx] - v[mn])
            v[mx] = s
        } else {
            v[md] = 0; v[mx] = 0
        }
        v[mn] = 0
        return (v[0], v[1], v[2])
    }
}

@Suite struct BlendModeTests {
    /// Colour pairs (backdrop, source), given in 8-bit steps so the renderer sees them exactly.
    static let pairs: [((Int, Int, Int), (Int, Int, Int))] = [
        ((51, 128, 204), (230, 77, 153)),
        ((200, 40, 90), (60, 180, 240)),
        ((10, 250, 120), (128, 128, 128)),
        ((255, 200, 0), (30, 60, 220)),
    ]

    func color(_ c: (Int, Int, Int)) -> Color {
        Color(red: Double(c.0) / 255, green: Double(c.1) / 255, blue: Double(c.2) / 255)
    }

    func rendered(_ mode: BlendMode, backdrop: Color, source: Color, opacity: Double = 1) throws -> RGBA {
        let view = ZStack {
            backdrop
            source.blendMode(mode).opacity(opacity)
        }
        return RGBA(try render(view, width: 4, height: 4), 2, 2)
    }

    func expected(_ mode: BlendMode, _ b: (Int, Int, Int), _ s: (Int, Int, Int), opacity: Double = 1) -> RGBA {
        let cb = (Double(b.0) / 255, Double(b.1) / 255, Double(b.2) / 255)
        let cs = (Double(s.0) / 255, Double(s.1) / 255, Double(s.2) / 255)
        func q(_ v: Double) -> Int { Int((min(1, max(0, v)) * 255).rounded()) }
        // The plus modes add premultiplied colours: with source opacity α, plus-lighter gives
        // Cb + α·Cs and plus-darker Cb − α·(1 − Cs), each clamped.
        if mode == .plusLighter {
            return RGBA(q(cb.0 + opacity * cs.0), q(cb.1 + opacity * cs.1), q(cb.2 + opacity * cs.2), 255)
        }
        if mode == .plusDarker {
            return RGBA(q(cb.0 - opacity * (1 - cs.0)), q(cb.1 - opacity * (1 - cs.1)), q(cb.2 - opacity * (1 - cs.2)), 255)
        }
        // The other modes mix the blended colour with the backdrop by the source's opacity.
        let mixed = BlendFormula.blend(mode, cb, cs)
        return RGBA(q((1 - opacity) * cb.0 + opacity * mixed.0), q((1 - opacity) * cb.1 + opacity * mixed.1),
                    q((1 - opacity) * cb.2 + opacity * mixed.2), 255)
    }

    @Test(arguments: BlendMode.allCases.filter { $0 != .destinationOut })
    func blendModeFollowsItsFormula(_ mode: BlendMode) throws {
        for (b, s) in Self.pairs {
            let got = try rendered(mode, backdrop: color(b), source: color(s))
            let want = expected(mode, b, s)
            #expect(got.distance(to: want) <= 2, "\(mode) of \(s) over \(b): got \(got), want \(want)")
        }
    }

    @Test(arguments: [BlendMode.normal, .multiply, .screen, .difference, .plusLighter, .plusDarker])
    func blendModeWithOpacityMixesWithTheBackdrop(_ mode: BlendMode) throws {
        let (b, s) = Self.pairs[0]
        let got = try rendered(mode, backdrop: color(b), source: color(s), opacity: 0.6)
        let want = expected(mode, b, s, opacity: 0.6)
        #expect(got.distance(to: want) <= 2, "\(mode) at 0.6: got \(got), want \(want)")
    }

    @Test func destinationOutErasesTheBackdrop() throws {
        let got = try rendered(.destinationOut, backdrop: color((51, 128, 204)), source: color((1, 2, 3)))
        #expect(got.a == 0)
    }

    @Test func opacityOfAContainerAppliesToEachChildUnlessComposited() throws {
        let pair = ZStack {
            Color.black
            Color.black
        }
        // Two overlapping black layers at 50% each: 1 − 0.5² = 75% coverage.
        let separate = try render(pair.opacity(0.5), width: 4, height: 4)
        #expect(abs(RGBA(separate, 1, 1).a - 191) <= 1)
        // Flattened first, the pair is one layer at 50%.
        let grouped = try render(pair.compositingGroup().opacity(0.5), width: 4, height: 4)
        #expect(abs(RGBA(grouped, 1, 1).a - 128) <= 1)
    }
}
