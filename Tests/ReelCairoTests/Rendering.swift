import Foundation
import Reel
import ReelCairo

/// Renders `view` on a transparent canvas of `width` × `height` points.
func render<V: View>(_ view: V, width: Int, height: Int, scale: Double = 1, background: Color = .clear,
                     diagnostics: DiagnosticLog = DiagnosticLog()) throws -> RasterImage {
    let renderer = FrameRenderer(diagnostics: diagnostics)
    return try renderer.render(view, size: CGSize(width: width, height: height), scale: scale, background: background)
}

/// Straight 0...255 components of a pixel.
struct RGBA: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int, a: Int
    init(_ r: Int, _ g: Int, _ b: Int, _ a: Int) { self.r = r; self.g = g; self.b = b; self.a = a }
    init(_ image: RasterImage, _ x: Int, _ y: Int) {
        let p = image.rgba(x: x, y: y)
        self.init(Int(p.r), Int(p.g), Int(p.b), Int(p.a))
    }
    /// A colour's components rounded to 8 bits.
    init(_ c: Color) {
        func q(_ v: Double) -> Int { Int((min(1, max(0, v)) * 255).rounded()) }
        self.init(q(c.red), q(c.green), q(c.blue), q(c.alpha))
    }
    /// The largest difference of any component.
    func distance(to o: RGBA) -> Int { max(abs(r - o.r), abs(g - o.g), abs(b - o.b), abs(a - o.a)) }
    var description: String { "(\(r), \(g), \(b), \(a))" }
}

extension RasterImage {
    /// The sum of every pixel's alpha, 0...1 each.
    var totalAlpha: Double { pixels.reduce(0.0) { $0 + Double($1 >> 24) / 255 } }
    /// The alpha of a pixel, 0...1.
    func alpha(_ x: Int, _ y: Int) -> Double { Double(self[x, y] >> 24) / 255 }
}
