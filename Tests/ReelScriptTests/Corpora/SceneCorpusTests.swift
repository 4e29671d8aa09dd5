import Foundation
import Reel
import ReelCairo
import Testing
import ReelScript

/// The corpus: scene files under Corpora/Scenes/, written as SwiftUI code is written (custom
/// shapes and paths, geometry readers, canvases, transitions, matched geometry, animatable views
/// and modifiers, layouts, symbols), each with a check below of what it must show, in SwiftUI's
/// numbers: pixels at moments of the timeline, or the frames of its views. Every file must
/// validate without errors or warnings, and every file must have a check.
@Suite struct SceneCorpusTests {
    /// The corpus folder, next to this file.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scenes")

    /// The names of the corpus files, without `.swift`.
    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    }

    @Test func everyFileHasACheck() {
        #expect(Self.names.count >= 40)
        #expect(Self.names == Self.checks.keys.sorted())
    }

    @Test(arguments: names) func showsWhatItMust(_ name: String) throws {
        let path = Self.folder.appendingPathComponent(name + ".swift").path
        let check = SceneFile.check(path: path)
        #expect(check.errors.isEmpty && check.warnings.isEmpty, "\(check.errors) \(check.warnings)")
        let probe = Probe(scene: try SceneFile.load(path: path).makeScene())
        let expectations = try #require(Self.checks[name])
        try expectations(probe)
    }

    // MARK: Probing

    /// Looks at a corpus scene: pixels at a time, and its views' frames.
    final class Probe {
        let scene: ScriptScene
        /// Pixels per point of the frames looked at (the scene's own when nil).
        let scale: Double?
        private var frames: [Int: RasterImage] = [:]

        init(scene: ScriptScene, scale: Double? = nil) {
            self.scene = scene
            self.scale = scale
        }

        /// The frame shown at `time`.
        func image(at time: Double) throws -> RasterImage {
            let frame = Int((time * scene.format.fps).rounded())
            if let image = frames[frame] { return image }
            let image = try FrameRenderer().render(scene, frame: frame, scale: scale)
            frames[frame] = image
            return image
        }

        /// A pixel's red, green and blue at `time`.
        func rgb(_ x: Int, _ y: Int, at time: Double = 0) throws -> [Int] {
            let p = try image(at: time).rgba(x: x, y: y)
            return [Int(p.r), Int(p.g), Int(p.b)]
        }

        /// Expects the pixel at (x, y) to be `color` (within 3 levels) at `time`.
        func expect(_ x: Int, _ y: Int, is color: Color, at time: Double = 0, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let found = try rgb(x, y, at: time), wanted = SceneCorpusTests.rgb(color)
            #expect(zip(found, wanted).allSatisfy { abs($0 - $1) <= 3 }, "(\(x), \(y)) at \(time) s is \(found), not \(wanted)",
                    sourceLocation: sourceLocation)
        }

        /// The views at `time`.
        func views(at time: Double = 0) throws -> [InspectedView] {
            try FrameRenderer().inspection(of: scene, time: time).allViews
        }

        /// The frames of the views of `kind` at `time`, in order.
        func frames(of kind: String, at time: Double = 0) throws -> [InspectedView.Frame] {
            try views(at: time).filter { $0.kind == kind }.map(\.frame)
        }
    }

    /// A colour's 8-bit red, green and blue.
    static func rgb(_ c: Color) -> [Int] { [c.red, c.green, c.blue].map { Int((min(1, max(0, $0)) * 255).rounded()) } }

    static let white = Color.white

    /// What each scene must show.
    static let checks: [String: @Sendable (Probe) throws -> Void] = [
        // A shape written with rect.width covers its own 50-point frame, 75...125.
        "BoxFromWidth": { p in
            try p.expect(100, 100, is: .red); try p.expect(76, 76, is: .red); try p.expect(124, 124, is: .red)
            try p.expect(74, 100, is: white); try p.expect(126, 100, is: white)
        },
        // Apex at the top middle of the 50...150 frame, base along its bottom.
        "Triangle": { p in
            try p.expect(100, 60, is: .blue); try p.expect(55, 147, is: .blue); try p.expect(145, 147, is: .blue)
            try p.expect(60, 60, is: white); try p.expect(140, 60, is: white)
        },
        // Each path draws from its own frame's origin: the first frame is 50...150 × 0...100, the
        // second 50...150 × 100...200.
        "PathInStack": { p in
            try p.expect(70, 20, is: .green); try p.expect(120, 20, is: white)
            try p.expect(130, 180, is: .purple); try p.expect(70, 130, is: white)
        },
        // Three whole rings (radius 20, 40, 60) around the centre, written from 0 to 360° clockwise.
        "RadarRings": { p in
            for (x, y) in [(160, 100), (40, 100), (100, 40), (100, 160), (120, 100), (100, 80), (142, 142), (58, 58)] {
                try p.expect(x, y, is: .black)
            }
            try p.expect(110, 100, is: white); try p.expect(130, 100, is: white)
        },
        // The slice's end angle runs 90° → 270° from 0.5 s to 1.5 s: 180° at 1 s.
        "PieSlice": { p in
            try p.expect(140, 60, is: .orange); try p.expect(140, 140, is: white); try p.expect(60, 140, is: white)
            try p.expect(140, 140, is: .orange, at: 1); try p.expect(60, 140, is: white, at: 1)
            try p.expect(60, 140, is: .orange, at: 2); try p.expect(60, 60, is: white, at: 2)
        },
        // A 50-point circle centred at (150, 50).
        "ReaderPlacement": { p in
            try p.expect(150, 50, is: .teal); try p.expect(150, 80, is: white); try p.expect(100, 100, is: white)
            let circle = try #require(try p.frames(of: "Circle").first)
            #expect(circle.width == 50 && circle.x == 125 && circle.y == 25)
        },
        // The scale inside the reader runs 1 → 3: 2 at 1 s (an 80-point square), 3 at the end.
        "ReaderPulse": { p in
            try p.expect(110, 100, is: .indigo); try p.expect(125, 100, is: white)
            try p.expect(135, 100, is: .indigo, at: 1); try p.expect(145, 100, is: white, at: 1)
            try p.expect(155, 100, is: .indigo, at: 2)
        },
        // The canvas draws with the state of the frame: red, then green from 0.5 s.
        "CanvasLight": { p in
            try p.expect(100, 100, is: .red); try p.expect(100, 100, is: .green, at: 1)
            try p.expect(10, 100, is: .black); try p.expect(30, 30, is: white)
        },
        // Bars 50 wide (5 of margin each side), as tall as their value of 200.
        "CanvasBars": { p in
            try p.expect(25, 190, is: .blue); try p.expect(25, 140, is: white)
            try p.expect(125, 60, is: .blue); try p.expect(125, 40, is: white)
            try p.expect(175, 20, is: .blue); try p.expect(100, 190, is: white)
        },
        // Absent, then coming in from the leading side (left of its place at 1 s), then in place.
        "SlideIn": { p in
            try p.expect(100, 100, is: white)
            try p.expect(45, 100, is: .pink, at: 1); try p.expect(125, 100, is: white, at: 1)
            try p.expect(75, 100, is: .pink, at: 2); try p.expect(125, 100, is: .pink, at: 2); try p.expect(65, 100, is: white, at: 2)
        },
        // Half faded at 1 s, gone at the end.
        "FadeOut": { p in
            try p.expect(100, 100, is: .black)
            let half = try p.rgb(100, 100, at: 1)
            #expect(half.allSatisfy { abs($0 - 128) <= 2 }, "\(half)")
            try p.expect(100, 100, is: white, at: 2)
        },
        // Each row scales in about its own centre: half size at 1 s.
        "RowsScaleIn": { p in
            try p.expect(100, 50, is: white)
            try p.expect(100, 50, is: .blue, at: 1); try p.expect(70, 50, is: white, at: 1); try p.expect(100, 35, is: white, at: 1)
            try p.expect(100, 150, is: .blue, at: 1); try p.expect(70, 150, is: white, at: 1)
            try p.expect(55, 35, is: .blue, at: 2); try p.expect(55, 165, is: .blue, at: 2)
        },
        // In from the top (0.5...1.5 s), out by fading (2...3 s).
        "AsymmetricToast": { p in
            try p.expect(100, 100, is: white)
            try p.expect(100, 100, is: .black, at: 1.5); try p.expect(30, 100, is: .black, at: 1.5)
            let half = try p.rgb(100, 100, at: 2.5)
            #expect(half.allSatisfy { abs($0 - 128) <= 2 }, "\(half)")
            try p.expect(100, 100, is: white, at: 3.5)
        },
        // 40 points square, 100 at 1 s (halfway to 160), 160 at the end, from the same corner. At
        // 1 s both copies cover that square, each half faded by the default opacity transition:
        // three quarters of purple over white.
        "HeroCard": { p in
            try p.expect(50, 50, is: .purple); try p.expect(70, 70, is: white)
            let purple = rgb(.purple), both = try p.rgb(110, 110, at: 1)
            #expect(zip(both, purple).allSatisfy { abs(Double($0) - (0.75 * Double($1) + 0.25 * 255)) <= 2 }, "\(both)")
            try p.expect(130, 130, is: white, at: 1)
            try p.expect(170, 170, is: .purple, at: 2)
        },
        // The moon at angle 0, π/2 at 1 s, π at the end: it goes round, under the sun.
        "OrbitView": { p in
            try p.expect(160, 100, is: .gray)
            try p.expect(100, 160, is: .gray, at: 1); try p.expect(160, 100, is: white, at: 1)
            try p.expect(40, 100, is: .gray, at: 2); try p.expect(100, 100, is: .yellow, at: 1)
        },
        // sin(travel · π/2) with travel 0 → 2: 40 points right at 1 s, back home at the end.
        "ShakeModifier": { p in
            try p.expect(100, 100, is: .red)
            try p.expect(140, 100, is: .red, at: 1); try p.expect(100, 100, is: white, at: 1)
            try p.expect(100, 100, is: .red, at: 2)
        },
        // Both fractions 0.2 → 1: 0.6 at 1 s.
        "PairShape": { p in
            try p.expect(60, 140, is: .green); try p.expect(80, 140, is: white); try p.expect(60, 120, is: white)
            try p.expect(105, 95, is: .green, at: 1); try p.expect(115, 95, is: white, at: 1); try p.expect(105, 85, is: white, at: 1)
            try p.expect(145, 55, is: .green, at: 2)
        },
        // 3 × 40 + 2 × 10 = 140 points, centred.
        "ToolbarSpacing": { p in
            #expect(try p.frames(of: "RoundedRectangle").map(\.x) == [30, 80, 130])
            try p.expect(75, 100, is: white); try p.expect(85, 100, is: .green)
        },
        // Leading edges line up at the left of the 120-point stack, centred: x = 40.
        "LeadingList": { p in
            let capsules = try p.frames(of: "Capsule")
            #expect(capsules.map(\.x) == [40, 40, 40] && capsules.map(\.width) == [40, 120, 80])
            #expect(capsules.map(\.y) == [72, 92, 112])
        },
        // A 60-point view proposed 40: frame(minWidth: 20) is 40 wide, frame(maxWidth: 100) is 60.
        "FlexibleFrames": { p in
            let borders = try p.frames(of: "overlay")
            #expect(borders.map(\.width) == [40, 60], "\(borders)")
        },
        // The circle's centre (its leading guide) lines up with the bar's leading edge.
        "GuidedBadges": { p in
            let circle = try #require(try p.frames(of: "Circle").first), bar = try #require(try p.frames(of: "Rectangle").first)
            #expect(circle.x + 20 == bar.x && circle.x == 40 && bar.x == 60, "\(circle) \(bar)")
        },
        // The badge sits in the card's bottom-trailing corner.
        "CornerBadge": { p in
            try p.expect(145, 145, is: .red); try p.expect(100, 100, is: .gray); try p.expect(125, 145, is: .gray)
        },
        // Columns 40 and 60 wide, each cell centred in its column.
        "ScoreGrid": { p in
            try p.expect(70, 90, is: .red); try p.expect(55, 90, is: white); try p.expect(120, 90, is: .green)
            try p.expect(60, 110, is: .blue); try p.expect(100, 110, is: white); try p.expect(120, 110, is: .yellow)
        },
        // Three 50-point columns with 10 between, rows 30 tall with 10 between.
        "PhotoGrid": { p in
            let tiles = try p.frames(of: "Rectangle")
            #expect(tiles.count == 12)
            #expect(tiles.first.map { [$0.x, $0.y, $0.width, $0.height] } == [15, 25, 50, 30])
            #expect(tiles.last.map { [$0.x, $0.y] } == [135, 145])
        },
        // The spacer takes what is left: the chips sit at the two ends.
        "SpacerBar": { p in
            try p.expect(15, 100, is: .blue); try p.expect(185, 100, is: .red); try p.expect(100, 100, is: white)
        },
        // 10 points of blue around the red square, a white dot on top in the middle.
        "PaddedBadge": { p in
            try p.expect(75, 100, is: .blue); try p.expect(85, 100, is: .red); try p.expect(100, 100, is: white)
            try p.expect(65, 100, is: white)
        },
        // The square cut to a circle.
        "ClippedAvatar": { p in
            try p.expect(100, 100, is: .green); try p.expect(100, 53, is: .green); try p.expect(56, 56, is: white)
        },
        // Lying, turned 45° clockwise at 1 s, standing at the end.
        "SpinningBar": { p in
            try p.expect(50, 100, is: .black); try p.expect(100, 50, is: white)
            try p.expect(135, 135, is: .black, at: 1); try p.expect(135, 65, is: white, at: 1)
            try p.expect(100, 50, is: .black, at: 2); try p.expect(50, 100, is: white, at: 2)
        },
        // x offset −80 → 80: 0 at 1 s.
        "SlidingDot": { p in
            try p.expect(20, 100, is: .blue); try p.expect(100, 100, is: .blue, at: 1); try p.expect(180, 100, is: .blue, at: 2)
            try p.expect(100, 100, is: white)
        },
        // A 10-point border inside the 120 × 80 frame.
        "OutlinedCard": { p in
            try p.expect(45, 100, is: .black); try p.expect(55, 100, is: white)
            try p.expect(100, 65, is: .black); try p.expect(100, 75, is: white); try p.expect(35, 100, is: white)
        },
        // Red on the leading edge, blue on the trailing edge.
        "GradientBanner": { p in
            let left = try p.rgb(1, 100), right = try p.rgb(198, 100)
            #expect(left[0] > 245 && left[2] < 10 && right[2] > 245 && right[0] < 10, "\(left) \(right)")
            try p.expect(100, 60, is: white)
        },
        // As large as their fonts: body (17), title (28), 40 × 1.29.
        "IconSizes": { p in
            let widths = try p.frames(of: "Text").map(\.width)
            let wanted: [Double] = [17, Font.title.size, 40 * 1.29]
            #expect(widths.count == 3 && zip(widths, wanted).allSatisfy { abs($0 - $1) < 0.01 }, "\(widths)")
        },
        // Hollow and grey, then filled and pink from 1 s.
        "LikeHeart": { p in
            try p.expect(100, 100, is: white)
            try p.expect(100, 100, is: .pink, at: 1.5)
        },
        // The symbol takes the stack's font and foreground style.
        "NotificationLabel": { p in
            let texts = try p.views().filter { $0.kind == "Text" }
            #expect(texts.count == 2 && abs(texts[0].frame.width - 40) < 0.01, "\(texts.map(\.frame))")
            let bell = texts[0].frame
            try p.expect(Int(bell.x + bell.width / 2), Int(bell.y + bell.height / 2), is: .red)
        },
        // Four 44-point buttons with 4 between, each symbol 24 points and centred in its button.
        "IconToolbar": { p in
            let glyphs = try p.frames(of: "Text")
            #expect(glyphs.map(\.x) == [16, 64, 112, 160] && glyphs.allSatisfy { abs($0.width - 24) < 0.01 }, "\(glyphs)")
            try p.expect(8, 100, is: .blue); try p.expect(52, 100, is: white)
        },
        // Up through (60, 80) and down through (140, 120), crossing the middle.
        "WaveLine": { p in
            try p.expect(60, 80, is: .blue); try p.expect(140, 120, is: .blue); try p.expect(100, 100, is: .blue)
            try p.expect(60, 120, is: white); try p.expect(140, 80, is: white)
        },
        // The square turned into a diamond: its corners are outside, its tips reach 29 from the edge.
        "DiamondBadge": { p in
            try p.expect(100, 100, is: .orange); try p.expect(100, 35, is: .orange); try p.expect(55, 55, is: white)
        },
        // The rectangle moved by (20, 20) and by (140, 140).
        "MovedPath": { p in
            try p.expect(40, 40, is: .red); try p.expect(160, 160, is: .blue); try p.expect(10, 10, is: white)
            try p.expect(70, 40, is: white)
        },
        // From 3 o'clock, clockwise: the bottom half drawn at 1 s, all of it at the end.
        "ProgressRing": { p in
            try p.expect(100, 170, is: white)
            try p.expect(100, 170, is: .green, at: 1); try p.expect(100, 30, is: white, at: 1)
            try p.expect(100, 30, is: .green, at: 2)
        },
        // Bars on a common bottom at y = 160, tops at 160 minus their value.
        "BarChart": { p in
            try p.expect(40, 135, is: .blue); try p.expect(40, 125, is: white)
            try p.expect(80, 75, is: .blue); try p.expect(80, 65, is: white)
            try p.expect(160, 45, is: .blue); try p.expect(160, 35, is: white)
        },
        // Each element padded and backed on its own: black between the two chips.
        "GroupedChips": { p in
            try p.expect(75, 100, is: .red); try p.expect(100, 100, is: .black); try p.expect(125, 100, is: .blue)
            try p.expect(65, 100, is: .black); try p.expect(135, 100, is: .black)
        },
        // Right first (0.5...1.5 s), then down (1.5...2.5 s).
        "SequencedSteps": { p in
            try p.expect(40, 40, is: .red); try p.expect(100, 40, is: .red, at: 1)
            try p.expect(160, 70, is: .red, at: 1.8); try p.expect(160, 160, is: .red, at: 2.5)
        },
        // A red square becomes a blue circle.
        "MorphingCapsule": { p in
            try p.expect(53, 53, is: Color(red: 1, green: 0, blue: 0))
            try p.expect(53, 53, is: white, at: 2); try p.expect(100, 100, is: Color(red: 0, green: 0, blue: 1), at: 2)
            let middle = try p.rgb(100, 100, at: 1)
            #expect(middle[0] > 60 && middle[2] > 60 && middle[1] < 10, "\(middle)")
        },
        // The gradient turns half a turn: blue on the left, then on the right.
        "OverlayAngular": { p in
            let start = try p.rgb(30, 100), end = try p.rgb(170, 100, at: 2), middle = try p.rgb(170, 100, at: 1)
            #expect(start[2] > 240 && end[2] > 240, "\(start) \(end)")
            #expect(middle[0] > 90 && middle[2] > 90, "\(middle)")
        },
    ]
}
