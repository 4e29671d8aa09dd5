import Foundation
import Reel
import ReelCairo
import Testing

/// A scene whose views depend on one number `v` that its timeline animates from 0 to 1 with a
/// 1-second linear animation starting at 0.5 s, or that is `fixed`. Every attribute written as a
/// linear function of `v` is then, at 1 s, exactly halfway: the animated frame must equal the
/// frame of the same scene with `v` fixed at 0.5, wherever the attribute sits.
protocol MidpointScene: AnimatedScene {
    /// A scene with `v` fixed (nil: animated by the timeline).
    init(fixed: Double?)
}

extension MidpointScene {
    /// 100 x 100 points, 10 fps, 2 s, on white.
    static var midpointFormat: SceneFormat { SceneFormat(width: 100, height: 100, fps: 10, duration: 2, background: .white) }
}

enum Midpoint {
    /// The animated scene's frame at 1 s and the fixed scene's first frame.
    static func frames<S: MidpointScene>(_ type: S.Type) throws -> (animated: RasterImage, fixed: RasterImage, start: RasterImage) {
        let renderer = FrameRenderer()
        let animated = try renderer.render(S(fixed: nil), frame: 10)
        let start = try renderer.render(S(fixed: nil), frame: 0)
        let fixed = try FrameRenderer().render(S(fixed: 0.5), frame: 0)
        return (animated, fixed, start)
    }

    /// The largest difference of any channel of any pixel.
    static func largestDifference(_ a: RasterImage, _ b: RasterImage) -> Int {
        var largest = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.rgba(x: x, y: y), q = b.rgba(x: x, y: y)
                largest = max(largest, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
            }
        }
        return largest
    }

    /// Expects the animated frame at 1 s to be the fixed frame (to a level of rounding), and to
    /// differ from the first frame (so the attribute did change).
    static func expectHalfway<S: MidpointScene>(_ type: S.Type, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (animated, fixed, start) = try frames(type)
        let difference = largestDifference(animated, fixed)
        #expect(difference <= 1, "\(S.self): the frame at 1 s differs from v = 0.5 by \(difference) levels", sourceLocation: sourceLocation)
        #expect(largestDifference(animated, start) > 20, "\(S.self): nothing changed", sourceLocation: sourceLocation)
    }
}
