import Foundation
import Reel
import ReelCairo
import ReelScript
import Testing

extension ViewCorpusTests {
    /// How many pixels of `image` in `rect` (pixel coordinates) differ from white by more than
    /// `threshold` levels in some channel.
    static func inked(_ image: RasterImage, _ rect: (x: Range<Int>, y: Range<Int>), threshold: Int = 40) -> Int {
        var count = 0
        for y in rect.y {
            for x in rect.x {
                let p = image.rgba(x: x, y: y)
                if 255 - Int(p.r) > threshold || 255 - Int(p.g) > threshold || 255 - Int(p.b) > threshold { count += 1 }
            }
        }
        return count
    }

    /// What each file using the API of issue 27 must show: materials, the leading-dot shapes,
    /// `Color(UIColor)`, `Font.system(_:design:weight:)`, `AnimatableModifier`,
    /// `AnyTransition.animation(_:)`, symbol effects, `GraphicsContext.resolve(_:)` and
    /// `Path.strokedPath(_:)`, on the default device (an iPhone 15, 393 x 852).
    static let apiChecks: [String: @Sendable (SceneFile, SceneCorpusTests.Probe) throws -> Void] = [
        // A card on `.ultraThinMaterial` in `.rect(cornerRadius: 28)`, 24 in from the sides, over a
        // gradient and a yellow circle: inside the card the gradient is blurred and lightened by the
        // material's white tint, so every channel is lighter than just outside it. The avatar is
        // `Color(.systemIndigo)` (88, 86, 214) clipped by `.clipShape(.circle)`: its corner shows
        // the card. The button sits on `.thinMaterial` in `.capsule`.
        "GlassProfileCard": { file, p in
            let card = try #require(try p.frames(of: "RoundedRectangle").first)
            #expect(card.x == 24 && card.width == 345)
            let avatar = try #require(try p.views().first { $0.kind == "background" && $0.frame.width == 80 })
            #expect(avatar.frame.height == 80 && avatar.frame.x == 156.5)
            let ax = Int(avatar.frame.x), ay = Int(avatar.frame.y)
            try p.expect(ax + 8, ay + 40, is: rgb(88, 86, 214))
            let corner = try p.rgb(ax + 2, ay + 2)
            #expect(corner != SceneCorpusTests.rgb(rgb(88, 86, 214)), "\(corner)")
            let inside = try p.rgb(40, Int(card.y + card.height) - 20), outside = try p.rgb(10, Int(card.y + card.height) - 20)
            #expect(zip(inside, outside).allSatisfy { $0 >= $1 } && inside.reduce(0, +) - outside.reduce(0, +) >= 60, "\(inside) \(outside)")
            let capsule = try #require(try p.frames(of: "Capsule").first)
            #expect(abs(capsule.x + capsule.width / 2 - 196.5) < 0.01)
            // Outside the card: the gradient, untouched (orange at the top-leading corner).
            let top = try p.rgb(2, 2)
            #expect(top[0] > 240 && top[2] < 20, "\(top)")
        },
        // `struct CountingNumber: AnimatableModifier` counts 0 → 300 under a 1.5 s linear animation:
        // 150 at 0.75 s. The badge is inserted at 1.5 s by a change without animation, and fades in
        // with its transition's own `.easeIn(duration: 0.4)`: at 1.7 s it is 31.5% there (the ease-in
        // curve at half its time), so its green (52, 199, 89) shows over white as (191, 237, 203);
        // the preview runs until the fade ends, 1.9 s.
        "ScoreCounter": { file, p in
            #expect(abs(p.scene.format.duration - 1.9) < 1e-9, "\(p.scene.format.duration)")
            #expect(try texts(p, at: 0) == ["0"])
            #expect(try texts(p, at: 0.75) == ["150"])
            #expect(try texts(p, at: 1.4) == ["280"])
            #expect(try texts(p, at: 1.7) == ["300", "New high score!"])
            let badge = try #require(try p.frames(of: "Capsule", at: 1.7).first)
            let x = Int(badge.x) + 8, y = Int(badge.y + badge.height / 2)
            try p.expect(x, y, is: white, at: 1.49)
            try p.expect(x, y, is: rgb(191, 237, 203), at: 1.7)
            // The last frame, 113 (1.883 s), is 96% of the fade's time, 93.6% of the way.
            try p.expect(x, y, is: rgb(65, 203, 100), at: 1.89)
        },
        // Three symbols 44 points tall, 40 apart. The bell bounces when `notifications` changes at
        // 0.3 s: its scale is 1 before, 1.15 at 0.6 s (the bounce's peak, 0.3 s in) and 1 again after
        // 0.9 s. The wifi symbol's variable colour dims it to 0.35 at 0.4 s and back to 1 at 0.8 s,
        // over and over; the heart pulses to 0.3 at 0.5 s and back at 1 s.
        "SymbolEffectsRow": { file, p in
            let row = try #require(try p.frames(of: "HStackLayout").first)
            #expect(row == F(x: 90.5, y: 416.5, width: 212, height: 44))
            struct NoSymbol: Error { let name: String, time: Double }
            func symbol(_ name: String, at time: Double) throws -> InspectedView {
                guard let view = try p.views(at: time).first(where: { $0.kind == "Text" && $0.text == name }) else {
                    throw NoSymbol(name: name, time: time)
                }
                return view
            }
            #expect(try symbol("notifications", at: 0.25).transform[0] == 1)
            #expect(abs(try symbol("notifications", at: 0.6).transform[0] - 1.15) < 1e-9)
            #expect(try symbol("notifications", at: 0.95).transform[0] == 1)
            #expect(abs(try symbol("wifi", at: 0.4).opacity - 0.35) < 1e-9)
            #expect(try symbol("wifi", at: 0).opacity == 1)
            #expect(abs(try symbol("favorite", at: 0.5).opacity - 0.3) < 1e-9)
            // The heart at 0.3 opacity: its red (255, 59, 48) over white.
            let heart = try symbol("favorite", at: 0)
            let hx = Int(heart.frame.x + heart.frame.width / 2), hy = Int(heart.frame.y + heart.frame.height / 2)
            try p.expect(hx, hy, is: rgb(255, 59, 48))
            try p.expect(hx, hy, is: rgb(255, 196, 193), at: 0.5)
        },
        // A canvas 320 x 220 at (36.5, 328.5): four bars 56 wide in slots of 80, their heights
        // 190 x amount / 90, on an axis at y = 190 filled from `strokedPath` (2 wide, gray
        // (142, 142, 147)); each month's label resolved, measured and drawn under its bar, each
        // value in white on its bar (`resolved.shading = .color(.white)`).
        "LabeledBarChart": { file, p in
            let canvas = try #require(try p.frames(of: "Canvas").first)
            #expect(canvas == F(x: 36.5, y: 328.5, width: 320, height: 220))
            let blue = rgb(0, 122, 255)
            try p.expect(76, 478, is: blue); try p.expect(76, 428, is: white)          // Jan: 84.4 tall
            try p.expect(236, 333, is: blue); try p.expect(236, 326, is: white)        // Mar: the full 190
            try p.expect(186, 518, is: rgb(142, 142, 147)); try p.expect(186, 522, is: white)
            let image = try p.image(at: 0)
            for slot in 0..<4 {
                let x0 = 37 + slot * 80
                // The month under the axis, ink only within the slot's middle.
                #expect(inked(image, (x: (x0 + 20)..<(x0 + 60), y: 525..<545)) > 20, "label \(slot)")
                #expect(inked(image, (x: x0..<(x0 + 10), y: 525..<545)) == 0, "label \(slot)")
            }
            // The white value on the Jan bar: lighter pixels inside the blue.
            var light = 0
            for y in 438..<452 { for x in 66..<86 where image.rgba(x: x, y: y).r > 128 { light += 1 } }
            #expect(light > 10)
        },
        // A 3 x 3 `MeshGradient` 320 tall in a card 361 wide (16 in, 75 down), clipped by
        // `.rect(cornerRadius: 32)`: at each vertex the mesh is the vertex's colour (the patches
        // pass through their corners): mint (0, 199, 190) at the moved centre (0.6, 0.4), blue
        // (0, 122, 255) at the leading middle, orange (255, 149, 0) at the trailing middle, purple
        // (175, 82, 222) at the top middle, cyan (50, 173, 230) at the bottom middle; between
        // vertices, mixtures; outside the card, white.
        "MeshHero": { file, p in
            let mesh = try #require(try p.frames(of: "Rectangle").first)
            #expect(mesh == F(x: 16, y: 75, width: 361, height: 320))
            try p.expect(232, 203, is: rgb(0, 199, 190))
            try p.expect(17, 235, is: rgb(0, 122, 255))
            try p.expect(375, 235, is: rgb(255, 149, 0))
            try p.expect(196, 76, is: rgb(175, 82, 222))
            try p.expect(196, 393, is: rgb(50, 173, 230))
            try p.expect(17, 76, is: white)          // the clipped corner
            try p.expect(196, 420, is: white)
            // Between the blue and mint vertices the colour is neither.
            let between = try p.rgb(124, 219)
            #expect(between != SceneCorpusTests.rgb(rgb(0, 122, 255)) && between != SceneCorpusTests.rgb(rgb(0, 199, 190)), "\(between)")
        },
    ]
}
