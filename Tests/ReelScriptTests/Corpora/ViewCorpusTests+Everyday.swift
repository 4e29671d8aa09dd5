import Foundation
import Reel
import ReelScript
import Testing

extension ViewCorpusTests {
    /// Whether the pixel at (x, y) is within 3 of `rgb` in each channel.
    static func pixel(_ p: SceneCorpusTests.Probe, _ x: Int, _ y: Int, is rgb: [Int], at time: Double = 0) throws -> Bool {
        zip(try p.rgb(x, y, at: time), rgb).allSatisfy { abs($0 - $1) <= 3 }
    }

    /// What each everyday screen must show: emoji, system colours and text styles, several
    /// previews and a `PreviewProvider`, in iOS's numbers.
    static let everydayChecks: [String: @Sendable (SceneFile, SceneCorpusTests.Probe) throws -> Void] = [
        // Three reaction pills of 20.287-point lines (17-point body) padded 6 above and below, in
        // systemGray6 (242, 242, 247) capsules, 8 apart; the heart emoji draws red, in colour.
        "EmojiReactions": { file, p in
            let capsules = try p.frames(of: "Capsule")
            #expect(capsules.count == 3 && capsules.allSatisfy { abs($0.height - 32.287) < 0.001 })
            #expect(near(capsules.first, F(x: 95.608, y: 438.649, width: 65.28, height: 32.287)), "\(capsules)")
            #expect(abs(capsules[1].x - (capsules[0].x + capsules[0].width + 8)) < 0.001)
            #expect(try pixel(p, 99, 455, is: [242, 242, 247]))
            let heart = try p.rgb(116, 455)
            #expect(heart[0] > 200 && heart[1] < 90 && heart[2] < 90, "the heart emoji is \(heart)")
            let laugh = try p.rgb(190, 455)
            #expect(laugh[0] > 200 && laugh[1] > 150 && laugh[2] < 100, "the laughing emoji is \(laugh)")
        },
        // Two previews: "Night" first, in the dark scheme (a black screen, a white symbol), and
        // "Day" in light. The thin 72-point rounded temperature sits under the 48-point symbol.
        "WeatherCard": { file, p in
            #expect(file.sceneName == "Night" && file.previewCanvas?.colorScheme == .dark)
            let texts = try p.views().filter { $0.kind == "Text" }
            #expect(texts.map(\.text) == ["Lisbon", "wb_cloudy", "21°", "Partly Cloudy"])
            #expect(near(texts[1].frame, F(x: 172.5, y: 370.522, width: 48, height: 48)), "\(texts[1].frame)")
            #expect(abs(texts[0].frame.height - 26.254) < 0.001 && abs(texts[3].frame.height - 20.287) < 0.001)
            try p.expect(5, 5, is: black); try p.expect(5, 845, is: black); try p.expect(196, 400, is: white)
            let day = SceneCorpusTests.Probe(scene: try ViewCorpusTests.load("WeatherCard", preview: "Day").makeScene(), scale: 1)
            try day.expect(5, 5, is: white); try day.expect(196, 400, is: black)
            #expect(try day.views().filter { $0.kind == "Text" }.map(\.text) == ["Porto", "wb_cloudy", "18°", "Sunny"])
        },
        // A PreviewProvider: the two spacers share what the content leaves of the safe area
        // (59...818) equally; the 50-point button sits on the bottom of the safe area, 24 in from
        // each side, in the accent colour (0, 122, 255); the large title is 34-point bold, 40.574
        // high; the message wraps onto two 20.287-point lines.
        "OnboardingPage": { file, p in
            #expect(file.sceneName == "OnboardingPage_Previews")
            let spacers = try p.frames(of: "Spacer")
            #expect(spacers.count == 2 && abs(spacers[0].height - spacers[1].height) < 0.001 && spacers[0].y == 59, "\(spacers)")
            #expect(try p.frames(of: "RoundedRectangle") == [F(x: 24, y: 768, width: 345, height: 50)])
            let texts = try p.views().filter { $0.kind == "Text" }
            #expect(abs(texts[1].frame.height - 40.574) < 0.001 && abs(texts[2].frame.height - 40.574) < 0.001, "\(texts.map(\.frame))")
            #expect(near(texts[0].frame, F(x: 156.5, y: 302.926, width: 80, height: 80)), "\(texts[0].frame)")
            try p.expect(30, 780, is: Color(red: 0, green: 122 / 255, blue: 1)); try p.expect(196, 830, is: white)
        },
        // Four tiles in a two-column LazyVGrid: (361 - 12) / 2 = 174.5 points each, rows 12 apart,
        // identified by a computed `id`; white (secondarySystemGroupedBackground) tiles on the
        // grouped background (242, 242, 247), which ignores the safe area.
        "StatsGrid": { file, p in
            let tiles = try p.frames(of: "RoundedRectangle")
            #expect(tiles.map(\.x) == [16, 202.5, 16, 202.5] && tiles.allSatisfy { $0.width == 174.5 }, "\(tiles)")
            #expect(near(tiles[0], F(x: 16, y: 353.453, width: 174.5, height: 79.047)), "\(tiles[0])")
            #expect(abs(tiles[2].y - (tiles[0].y + tiles[0].height + 12)) < 0.001)
            let ids = try p.views().filter { $0.kind == "RoundedRectangle" }.map(\.path)
            #expect(ids.allSatisfy { $0.contains("id:") } && ids.contains { $0.contains("id:Sleep") }, "\(ids)")
            #expect(try pixel(p, 5, 5, is: [242, 242, 247])); #expect(try pixel(p, 5, 845, is: [242, 242, 247]))
            try p.expect(20, 425, is: white)
        },
        // An `@Observable` library in the environment, a NavigationStack with a large title and a
        // toolbar button, an inset-grouped List of rows with linear progress views; the third book
        // is appended in a delayed withAnimation 0.5 s in, and the preview lasts until it settles.
        "ReadingList": { file, p in
            #expect(abs(p.scene.format.duration - 1.344) < 0.001, "\(p.scene.format.duration)")
            #expect(try p.frames(of: "ProgressView").count == 2)
            let end = p.scene.format.duration
            let bars = try p.frames(of: "ProgressView", at: end)
            #expect(bars.count == 3 && bars.allSatisfy { $0.x == 36 && $0.width == 321 && $0.height == 4 }, "\(bars)")
            let texts = try p.views(at: end).filter { $0.kind == "Text" }
            let title = texts.first { $0.text == "Reading" }
            #expect(near(title?.frame, F(x: 16, y: 106.426, width: 123.731, height: 40.574)), "\(String(describing: title))")
            #expect(near(texts.first { $0.text == "add" }?.frame, F(x: 360, y: 72.5, width: 17, height: 17)))
            // 35% of the first bar is blue, the finished one green, the rest of a bar the track.
            try p.expect(100, 257, is: Color(red: 0, green: 122 / 255, blue: 1), at: end)
            try p.expect(300, 341, is: Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255), at: end)
            #expect(try pixel(p, 5, 600, is: [242, 242, 247], at: end))
        },
    ]
}
