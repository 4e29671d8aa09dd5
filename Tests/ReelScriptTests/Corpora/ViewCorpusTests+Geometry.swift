import Foundation
import Reel
import ReelCairo
import ReelScript
import Testing

extension ViewCorpusTests {
    /// How many pixels of `image` in `xs` × `ys` pass `test` (red, green, blue).
    static func count(_ image: RasterImage, _ xs: ClosedRange<Int>, _ ys: ClosedRange<Int>, _ test: (Int, Int, Int) -> Bool) -> Int {
        var n = 0
        for y in ys { for x in xs {
            let p = image.rgba(x: x, y: y)
            if test(Int(p.r), Int(p.g), Int(p.b)) { n += 1 }
        } }
        return n
    }

    /// A pixel of the system blue's hue (not grey, not the tile's pale tint).
    static func bluish(_ r: Int, _ g: Int, _ b: Int) -> Bool { b - r > 100 && r < 150 }
    /// A pixel of the system red's hue (not the tile's pale tint).
    static func reddish(_ r: Int, _ g: Int, _ b: Int) -> Bool { r - g > 50 && r - b > 50 }
    /// A pixel of grey ink, half transparent or more, on the card's light grey.
    static func ink(_ r: Int, _ g: Int, _ b: Int) -> Bool { r < 200 && abs(r - b) < 30 }

    /// What each view file of the geometry class must show: `GeometryReader` content at the
    /// reader's top-leading corner, state written by views built during layout ("measure, then
    /// store"), and text changing under content transitions, on the default device (an iPhone 15,
    /// 393 × 852, safe area 59...818).
    static var geometryChecks: [String: @Sendable (SceneFile, SceneCorpusTests.Probe) throws -> Void] {
        [
            // `.contentTransition(.numericText(value: Double(score)))` on 56-point digits (line
            // 66.8 points): Home 18 → 25 at 1 s and Away 21 → 18 at 2 s, each `.easeInOut(0.6)`.
            // Halfway (progress 0.5) the changed digits are a quarter line (16.7 points) off their
            // place, half transparent and blurred: one string above the digits' place, the other
            // below (which goes where is pinned by ContentTransitionPixelTests).
            "ScoreBoard": { file, p in
                #expect(try texts(p, at: 0) == ["Final Quarter", "Home", "18", "Away", "21"])
                #expect(try texts(p, at: 1) == ["Final Quarter", "Home", "25", "Away", "21"])
                #expect(try texts(p, at: 2) == ["Final Quarter", "Home", "25", "Away", "18"])
                #expect(near(try p.frames(of: "Text", at: 1.6)[2], F(x: 85.28, y: 444.356, width: 62.439, height: 66.828)))
                // The digits' ink at rest spans y 459...499; halfway it spans 444...513.
                let home = 88...145, away = 254...299, over = 444...455, under = 502...513
                #expect(count(try p.image(at: 1.3), home, under, bluish) > 100)
                #expect(count(try p.image(at: 1.3), home, over, bluish) > 100)
                #expect(count(try p.image(at: 1.6), home, under, bluish) == 0)
                #expect(count(try p.image(at: 1.6), home, over, bluish) == 0)
                #expect(count(try p.image(at: 2.3), away, over, reddish) > 100)
                #expect(count(try p.image(at: 2.3), away, under, reddish) > 100)
                #expect(count(try p.image(at: 2.58), away, under, reddish) == 0)
                try expectAloneEqualsInSequence(file, p, time: 1.3)
            },
            // A `task` sleeping 1 s between quotes, each set in `.easeInOut(0.5)`: 182.40 → 184.15
            // (up) → 183.02 (down) → 186.90 (up). Only the characters that differ roll ("18" and
            // "." stay); halfway through a rise ink hangs below the 44-point text's box (bottom
            // 476.8), halfway through a fall above its top (424.1).
            "PriceTicker": { file, p in
                #expect(try texts(p, at: 0).first { $0.contains(".") && $0 != "AAPL · Apple Inc." } == "182.40")
                #expect(try texts(p, at: 1).contains("184.15"))
                #expect(try texts(p, at: 2).contains("183.02"))
                #expect(try texts(p, at: 3.5).contains("186.90"))
                // At rest the digits' ink spans y 434...466; halfway through a change the rolling
                // characters reach 420...480 (one string above, the other below).
                let changed = 165...260, over = 420...431, under = 469...480
                #expect(count(try p.image(at: 1.25), changed, under, ink) > 200)
                #expect(count(try p.image(at: 1.25), changed, over, ink) > 200)
                #expect(count(try p.image(at: 1.6), changed, under, ink) == 0)
                #expect(count(try p.image(at: 2.25), changed, over, ink) > 200)
                #expect(count(try p.image(at: 2.6), changed, over, ink) == 0)
                // The unchanged "18" never moves.
                #expect(count(try p.image(at: 1.25), 101...150, under, ink) == 0)
                try expectAloneEqualsInSequence(file, p, time: 2.25)
            },
            // `AccentBar` (a `ViewModifier`) measures its content with a `GeometryReader` in a
            // background and stores the height in its own `@State` from `onPreferenceChange`; the
            // card's background reader stores its height from `onAppear` and `onChange`. Two lines
            // (20.287 + 8 + 20.287) make a 48.574-point bar and an 88-point card; four lines at
            // 1 s, 105.148 and 145.
            "SelfSizingCard": { file, p in
                let bar = { (t: Double) in try p.frames(of: "RoundedRectangle", at: t)[0] }
                #expect(near(try bar(0), F(x: 48.5, y: 414.213, width: 4, height: 48.574)))
                #expect(near(try bar(0.99).height, 48.574))
                #expect(near(try bar(1.38).height, 105.148))
                #expect(try texts(p, at: 0).last == "88 pt")
                #expect(try texts(p, at: 1.38).last == "145 pt")
                try p.expect(50, 440, is: .purple, at: 0)
                try p.expect(50, 480, is: .purple, at: 1.38)
                try expectAloneEqualsInSequence(file, p, time: 0)
            },
            // Three views in a `GeometryReader` (260 points tall, at y 59): each starts at the
            // reader's top-leading corner, moved only by its own offset (the circle by
            // (393 − 90, 20), the title block by 260 − 110), as in a top-leading ZStack. Scrolled
            // by 80 (from 0.5 s, 1.5 s), the gradient grows by 40 and rises by 40.
            "HeroHeader": { file, p in
                let views = try p.views(at: 0)
                let circle = try #require(views.first { $0.kind == "Circle" })
                #expect(circle.frame == F(x: 0, y: 59, width: 120, height: 120))
                #expect(circle.transform == [1, 0, 0, 1, 303, 20])
                let title = try #require(views.first { $0.text == "Lisbon" })
                #expect(near(title.frame.x, 20) && near(title.frame.y, 79))
                #expect(title.transform == [1, 0, 0, 1, 0, 150])
                #expect(try p.frames(of: "Rectangle", at: 0)[0] == F(x: 0, y: 59, width: 393, height: 260))
                #expect(try p.frames(of: "Rectangle", at: 2)[0] == F(x: 0, y: 59, width: 393, height: 300))
                try p.expect(196, 330, is: .white, at: 0)
                #expect(try p.rgb(5, 64, at: 0)[0] > 240)
                try expectAloneEqualsInSequence(file, p, time: 1.25)
            },
        ]
    }
}
