import Foundation
import Reel
import ReelScript
import Testing

extension ViewCorpusTests {
    /// The translation of the first view of `kind` at `time` (its transform's last two entries).
    static func translation(of kind: String, _ p: SceneCorpusTests.Probe, at time: Double) throws -> (x: Double, y: Double) {
        let view = try #require(try p.views(at: time).first { $0.kind == kind })
        return (view.transform[4], view.transform[5])
    }

    /// What each file that exercises the engine's edges must show: filtered layers over content
    /// that shows nothing (a halo scaled to 0 under a blur, a removed card's shadow), phase steps
    /// that move on when their animation is logically complete, and removed views that leave then.
    /// On the default device (an iPhone 15, safe area 59...818).
    static let engineChecks: [String: @Sendable (SceneFile, SceneCorpusTests.Probe) throws -> Void] = [
        // A cyan arc (0 to 0.3 of the circle, from three o'clock) over a dim track, with a blurred
        // copy of itself behind as a glow, turning once every 1.2 s (`repeatForever` counts one
        // cycle: the preview lasts 1.2 s). The ring's centre is (196.5, 437.5), radius 60: at 0 the
        // arc covers three o'clock and the left of the ring is the 10% white track on black; at
        // 0.3 s it has turned 90° and covers the left, with the glow spreading past the stroke.
        "GlowLoader": { file, p in
            #expect(abs(p.scene.format.duration - 1.2) < 1e-9, "\(p.scene.format.duration)")
            try p.expect(256, 437, is: .cyan); try p.expect(136, 437, is: rgb(25, 25, 25)); try p.expect(128, 437, is: black)
            try p.expect(136, 437, is: .cyan, at: 0.3); try p.expect(196, 497, is: .cyan, at: 0.3)
            let glow = try p.rgb(128, 437, at: 0.3)
            #expect(glow[2] > 40 && glow[0] < 30, "the glow outside the arc: \(glow)")
            try p.expect(5, 5, is: black); try p.expect(5, 845, is: black)
        },
        // A three-phase badge (WWDC23's reaction pattern) triggered on appear: up 40 points and
        // to 1.3 with `.easeInOut(duration: 0.3)`, to 1.1 with `.spring(duration: 0.3, bounce: 0.7)`,
        // back with `.smooth`. Each step starts when the one before is logically complete (a
        // spring after its duration, not when it settles): 0, 0.3, 0.6 s. At 0.9 s the smooth
        // spring back has run 0.3 s: 40 × (1 + 4π·0.3)·e^(−4π·0.3) = 4.399 points up. (Waiting for
        // the bouncy spring to settle, the badge stayed up until after 1.8 s.)
        "HeroBadge": { file, p in
            let lift = { (t: Double) throws -> Double in try translation(of: "scaleEffect", p, at: t).y }
            #expect(abs(try lift(0.15) + 20) < 1e-3)
            #expect(abs(try lift(0.3) + 40) < 1e-3)
            #expect(abs(try lift(0.6) + 40) < 1e-3)
            let back = 40 * (1 + 4 * Double.pi * 0.3) * exp(-4 * Double.pi * 0.3)
            let returning = try lift(0.9)
            #expect(abs(returning + back) < 1e-3, "\(returning) vs \(-back)")
            let badge = try #require(try p.frames(of: "shadow").first)
            #expect(badge.width == 100 && badge.height == 100 && badge.x == 146.5)
            try p.expect(150, 375, is: .orange, at: 0.3); try p.expect(5, 5, is: white)
        },
        // A card with a shadow on the grouped background, removed at 1 s (a delayed action) under
        // the default spring with `.scale.combined(with: .opacity)`: the spring is logically
        // complete at 1.5 s, so the card (by then overshooting to a scale of −0.009) is drawn
        // until then and gone from 1.5 s; the preview runs until the spring settles, 1.844 s.
        "DismissibleCard": { file, p in
            #expect(abs(p.scene.format.duration - 1.844) < 1e-3, "\(p.scene.format.duration)")
            let card = try #require(try p.frames(of: "RoundedRectangle", at: 0.5).first)
            #expect(card.x == 46.5 && card.width == 300 && abs(card.height - 104.088) < 1e-3)
            let background = rgb(242, 242, 247)
            try p.expect(196, 430, is: white, at: 0.5); try p.expect(5, 5, is: background, at: 0.5)
            try p.expect(196, 496, is: rgb(212, 212, 216), at: 0.5)   // the shadow below the card
            #expect(try p.frames(of: "RoundedRectangle", at: 1.49).count == 1)
            #expect(try p.frames(of: "RoundedRectangle", at: 1.5).isEmpty)
            #expect(try p.frames(of: "RoundedRectangle", at: 1.8).isEmpty)
            try p.expect(196, 430, is: background, at: 1.5); try p.expect(196, 496, is: background, at: 1.5)
        },
        // A red dot on a bell, with a blurred halo that grows from a scale of 0 to 2.4 and fades,
        // forever (`easeOut`, 1 s, not reversing: the preview lasts one cycle). At 0 the halo is
        // scaled to nothing under its blur and draws nothing; at 0.3 s (scale 1.068, opacity 0.388)
        // it tints the white just outside the dot.
        "NotificationDot": { file, p in
            #expect(p.scene.format.duration == 1)
            let dot = try #require(try p.frames(of: "Circle").last)
            #expect(dot == F(x: 208.5, y: 408.5, width: 18, height: 18))
            try p.expect(221, 413, is: .red); try p.expect(232, 413, is: white)
            try p.expect(221, 413, is: .red, at: 0.3)
            let halo = try p.rgb(232, 413, at: 0.3)
            #expect(halo[0] == 255 && halo[1] < 250 && halo[2] < 250, "the halo at 0.3 s: \(halo)")
        },
    ]
}
