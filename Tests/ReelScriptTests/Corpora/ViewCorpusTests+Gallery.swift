import Foundation
import Reel
import ReelCairo
import ReelScript
import Testing

extension ViewCorpusTests {
    /// Whether `a` and `b` are the same frame to a thousandth of a point (`reel inspect` prints three decimals).
    static func close(_ a: InspectedView.Frame, _ b: InspectedView.Frame) -> Bool {
        abs(a.x - b.x) < 1e-3 && abs(a.y - b.y) < 1e-3 && abs(a.width - b.width) < 1e-3 && abs(a.height - b.height) < 1e-3
    }

    /// What the gallery's examples show: a bar chart, a line chart drawn with `trim`, a shimmering
    /// skeleton, onboarding pages with page dots and a profile card, written as public SwiftUI
    /// examples are, on the default device (an iPhone 15, safe area 59...818).
    static let galleryChecks: [String: @Sendable (SceneFile, SceneCorpusTests.Probe) throws -> Void] = [
        // Five bars 28 wide, 16 apart, grow from 0 to 180 × steps / 12,000 from a common baseline, each
        // with a 0.6 s ease-out delayed 0.1 s more than the one before: the preview lasts until the
        // fifth ends, 0.4 + 0.6 = 1 s. At 0.9 s the first four have finished; the fifth has not.
        "WeeklyBarChart": { file, p in
            #expect(abs(p.scene.format.duration - 1) < 1e-9, "\(p.scene.format.duration)")
            let start = try p.frames(of: "RoundedRectangle").filter { $0.width == 28 }
            #expect(start.map(\.x) == [94.5, 138.5, 182.5, 226.5, 270.5] && start.allSatisfy { $0.height == 0 })
            let bars = try p.frames(of: "RoundedRectangle", at: 0.9).filter { $0.width == 28 }
            #expect(bars.count == 5)
            #expect(bars.prefix(4).map(\.height) == [90, 135, 67.5, 180], "\(bars)")
            #expect(bars[4].height > 90 && bars[4].height < 135, "\(bars[4])")
            let baseline = start[0].y
            #expect(bars.allSatisfy { abs($0.y + $0.height - baseline) < 1e-3 })
            // Inside the tallest bar: white before it grows, its green gradient after.
            try p.expect(240, 450, is: white)
            let green = try p.rgb(240, 450, at: 0.9)
            #expect(green[1] > 150 && green[0] < 150 && green[2] < 150, "\(green)")
        },
        // The graph's eight points span its 361 x 200 frame; `trim(from: 0, to: progress)` animated
        // from 0 to 1 over 1.5 s (ease in and out) draws the line from its first point: at 0.75 s,
        // half its length, the first segment is drawn and the last is not.
        "LineChartDraw": { file, p in
            #expect(abs(p.scene.format.duration - 1.5) < 1e-9, "\(p.scene.format.duration)")
            let graph = try #require(try p.frames(of: "_TrimmedShape").first)
            #expect(close(graph, F(x: 16, y: 369.771, width: 361, height: 200)), "\(graph)")
            func isBlue(_ x: Int, _ y: Int, at time: Double) throws -> Bool {
                let c = try p.rgb(x, y, at: time)
                return c[2] > 200 && c[0] < 100
            }
            // The middle of the first segment, (16, 569.8) to (67.6, 509.8); of the last, (325.4, 449.8) to (377, 369.8).
            #expect(try !isBlue(41, 539, at: 0) && isBlue(41, 539, at: 0.75))
            #expect(try !isBlue(351, 410, at: 0.75) && isBlue(351, 410, at: 1.49))
            try p.expect(200, 300, is: white, at: 1.49)
        },
        // Four rows of a 48-point circle and two bars, 20 apart; the shimmer (a clear-white-clear
        // gradient offset by phase × 300, phase animated from -1 to 1 over 1.2 s, repeating) is
        // clipped to the list; the preview counts one cycle, 1.2 s. Halfway the band's white peak
        // is over the middle of the first bar, which is brighter then than at the start, when the
        // band lies off to the left. (`.clear` is transparent black, so the band's flanks darken
        // what they cross, as a clear-to-white gradient does on iOS.)
        "SkeletonShimmer": { file, p in
            #expect(abs(p.scene.format.duration - 1.2) < 1e-9, "\(p.scene.format.duration)")
            let circles = try p.frames(of: "Circle")
            #expect(circles.map(\.x) == [16, 16, 16, 16] && circles.allSatisfy { $0.width == 48 && $0.height == 48 })
            #expect(circles.map(\.y) == [312.5, 380.5, 448.5, 516.5])
            let bars = try p.frames(of: "RoundedRectangle").map(\.width)
            #expect(bars == [180, 120, 180, 120, 180, 120, 180, 120])
            let clip = try #require(try p.views().first { $0.kind == "clipShape" }?.frame)
            #expect(clip == F(x: 0, y: 296.5, width: 393, height: 284))
            let before = try p.rgb(196, 325), during = try p.rgb(196, 325, at: 0.6)
            #expect(during.reduce(0, +) > before.reduce(0, +) + 30, "\(before) \(during)")
            // Nothing is drawn outside the clip.
            try p.expect(196, 290, is: white, at: 0.6); try p.expect(196, 585, is: white, at: 0.6)
        },
        // Page dots: the current one a 24 x 8 capsule in the accent colour, the others 8 x 8, 8 apart,
        // centred; the task moves on a page a second with a spring, so by 2.8 s the third page shows
        // and the third dot is the wide one. The button sits 24 above the safe area's bottom.
        "OnboardingDots": { file, p in
            #expect(p.scene.format.duration > 2 && p.scene.format.duration < 3.5, "\(p.scene.format.duration)")
            let first = try p.frames(of: "Capsule")
            #expect(first.map(\.width) == [24, 8, 8] && first.map(\.x) == [168.5, 200.5, 216.5], "\(first)")
            let last = try p.frames(of: "Capsule", at: 2.8)
            #expect(last.map { ($0.width * 1000).rounded() / 1000 } == [8, 8, 24], "\(last)")
            #expect(last.map { ($0.x * 1000).rounded() / 1000 } == [168.5, 184.5, 200.5], "\(last)")
            #expect(try texts(p, at: 0).contains("Discover"))
            #expect(try texts(p, at: 2.8).contains("Stay in touch"))
            try p.expect(180, 715, is: .blue)
            let button = try #require(try p.frames(of: "Button").first)
            #expect(abs(button.y + button.height - 794) < 1e-3, "\(button)")
        },
        // A 345-point card (24 in from each side) whose 96-point avatar overlaps the 120-point
        // gradient header by half; the card springs in from 0.8 scale and opacity 0, so the first
        // frame is blank and by the end the header's indigo-to-teal gradient shows.
        "ProfileHeroCard": { file, p in
            let avatar = try #require(try p.frames(of: "Circle", at: 0.98).first)
            #expect(avatar.x == 148.5 && avatar.width == 96 && avatar.height == 96)
            let card = try #require(try p.views(at: 0.98).first { $0.kind == "shadow" }?.frame)
            #expect(card.x == 24 && card.width == 345, "\(card)")
            let button = try #require(try p.frames(of: "Button", at: 0.98).first)
            #expect(button.x == 40 && button.width == 313)
            try p.expect(196, 500, is: white)
            let header = try p.rgb(60, 290, at: 0.98)
            #expect(header[2] > 150 && header[0] < 150, "\(header)")
            #expect(try texts(p, at: 0.98).contains("Ava Thompson"))
        },
    ]
}
