import Foundation
import Reel
import Testing

extension InteractiveCorpusTests {
    /// The scene frame of the first text `text` at `time`.
    static func textFrame(_ p: SceneCorpusTests.Probe, _ text: String, at time: Double) throws -> CGRect {
        let view = try #require(try p.views(at: time).first { $0.text == text }, "no \(text) at \(time) s")
        let t = view.transform
        return CGRect(x: view.frame.x, y: view.frame.y, width: view.frame.width, height: view.frame.height)
            .applying(CGAffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5]))
    }

    /// The frame of the first scroll view on screen at `time`.
    static func scrollViewFrame(_ p: SceneCorpusTests.Probe, at time: Double) throws -> CGRect {
        let view = try #require(try p.views(at: time).first { $0.gestures == ["ScrollView"] })
        return CGRect(x: view.frame.x, y: view.frame.y, width: view.frame.width, height: view.frame.height)
    }

    /// UIScrollView's rubber band: content pulled `x` past an edge of a scroll view `d` long
    /// shows `(1 − 1 / (x × 0.55 / d + 1)) × d` past it.
    static func band(_ x: Double, _ d: Double) -> Double { (1 - 1 / (x * 0.55 / d + 1)) * d }

    /// A flick's offset `t` seconds after the lift from `o` with content velocity `v`:
    /// `o + v × 0.499 × (1 − 0.998^(1000 t))` (UIScrollView's normal deceleration rate).
    static func decelerated(_ o: Double, _ v: Double, after t: Double) -> Double {
        o + v * 0.499 * (1 - pow(0.998, 1000 * t))
    }

    /// Where a flick from `o` with velocity `v` comes to rest, free of the edges: 0.5 pt short of
    /// `o + 0.499 v`.
    static func rest(_ o: Double, _ v: Double) -> Double { o + v * 0.499 - (v > 0 ? 0.5 : -0.5) }

    /// What the interactive files of scroll views and pull-to-refresh must show. The finger moves
    /// at each frame time (1/60 s); the content follows it 10 pt behind once it has moved 10 pt
    /// (UIKit's touch slop), exactly but for the last bits of the finger's arithmetic.
    static let scrollChecks: [String: Check] = [
        // A flick up, 240 pt over 0.2 s from 0.5 s (20 pt a frame): the row follows the finger,
        // then, lifted at 0.7 s 230 pt up at 1,200 pt/s, coasts on with UIScrollView's
        // deceleration to rest at 230 + 598.8 − 0.5; the hard flick down at 5.0 s stops at the top.
        "MessageList": { p in
            let y0 = try textFrame(p, "Message number 3", at: 0.5).minY
            for k in 1...12 {
                let y = try textFrame(p, "Message number 3", at: Double(30 + k) / 60).minY
                #expect(abs(y - (y0 - (20 * Double(k) - 10))) < 1e-9, "move \(k): \(y)")
            }
            for time in [0.75, 0.8, 1.0, 1.5, 2.5, 3.5] {
                let y = try textFrame(p, "Message number 3", at: time).minY
                #expect(abs(y - (y0 - decelerated(230, 1200, after: time - 0.7))) < 1e-6, "at \(time) s: \(y)")
            }
            #expect(abs(try textFrame(p, "Message number 20", at: 4.9).minY - (try textFrame(p, "Message number 20", at: 0).minY - rest(230, 1200))) < 1e-6)
            // Lifted at 5.2 s 438.3 pt down at 2,000 pt/s: free, it would pass the top; it stops there.
            #expect(abs(try textFrame(p, "Message number 3", at: 5.25).minY - (y0 - decelerated(rest(230, 1200) - 390, -2000, after: 0.05))) < 1e-6)
            #expect(try textFrame(p, "Message number 3", at: 6.0).minY == y0)
        },
        // A swipe left over the first card, 200 pt in 0.25 s (13⅓ pt a frame): lifted at 0.75 s
        // 190 pt along at 800 pt/s, the row coasts to 190 + 399.2 − 0.5. Pulled right 1,200 pt
        // over 0.5 s from 4.0 s, it rubber-bands past the leading edge, and springs back.
        "Carousel": { p in
            let x0 = try textFrame(p, "Card 1", at: 0.5).minX
            for k in 1...15 {
                let x = try textFrame(p, "Card 1", at: Double(30 + k) / 60).minX
                #expect(abs(x - (x0 - (200 * Double(k) / 15 - 10))) < 1e-9, "move \(k): \(x)")
            }
            for time in [0.8, 1.0, 2.0] {
                let x = try textFrame(p, "Card 1", at: time).minX
                #expect(abs(x - (x0 - decelerated(190, 800, after: time - 0.75))) < 1e-6, "at \(time) s: \(x)")
            }
            let rested = rest(190, 800)
            // It would come to rest at 4.09 s; the pull at 4.0 s starts from there.
            #expect(abs(try textFrame(p, "Card 1", at: 3.99).minX - (x0 - decelerated(190, 800, after: 3.24))) < 1e-6)
            let width = try scrollViewFrame(p, at: 0).width
            // The finger's last move: 1,200 − 10 pt from where it went down, past the edge by 1,190 − 588.7.
            let pulled = try textFrame(p, "Card 1", at: 4.5).minX
            #expect(abs(pulled - (x0 + band(1190 - rested, width))) < 1e-6, "\(pulled)")
            #expect(abs(try textFrame(p, "Card 1", at: 5.8).minX - x0) < 0.01)
            try p.expect(Int(x0) + 20, Int(try textFrame(p, "Card 1", at: 0).midY), is: .red, at: 5.8)
        },
        // A GeometryReader at the top of the content reads its frame in the scroll view's named
        // space: pulled down 300 pt over 0.5 s (10 pt a frame), the header stretches by the rubber
        // band's distance and its label changes past 80 pt; released, it springs back. Scrolled up
        // 150 pt from 3.0 s, the header moves away with the rows.
        "StretchyHeader": { p in
            let y0 = try textFrame(p, "Row 2", at: 0.5).minY
            let height = try scrollViewFrame(p, at: 0).height
            for k in [1, 2, 5, 9, 20, 30] {
                let time = Double(30 + k) / 60
                let pull = band(10 * Double(k) - 10, height)
                #expect(abs(try textFrame(p, "Row 2", at: time).minY - (y0 + pull)) < 1e-9, "move \(k)")
                try expectText(p, pull > 80 ? "Release to refresh" : "Pull to refresh", at: time)
            }
            try expectText(p, "Pull to refresh", at: 2.5)
            #expect(abs(try textFrame(p, "Row 2", at: 2.5).minY - y0) < 0.01)
            // Up 5 pt a frame: the slop is passed at the second move.
            #expect(try textFrame(p, "Row 4", at: 3.0 + 1 / 60).minY == (try textFrame(p, "Row 4", at: 3.0).minY))
            let r0 = try textFrame(p, "Row 4", at: 3.0).minY
            for k in [2, 10, 30] {
                #expect(abs(try textFrame(p, "Row 4", at: Double(180 + k) / 60).minY - (r0 - (5 * Double(k) - 10))) < 1e-9, "move \(k)")
            }
            #expect(abs(try textFrame(p, "Row 4", at: 4.0).minY - (r0 - decelerated(140, 300, after: 0.5))) < 1e-6)
            try expectText(p, "Pull to refresh", at: 4.0)
        },
        // `.refreshable` on a List: pulled down 200 pt over 0.4 s (8⅓ pt a frame), the list starts
        // the refresh once its content shows 60 pt past its top; the spinner shows, the list rests
        // 60 pt down after the lift, and when the action's 1 s sleep ends the new headline is
        // first and the list springs back.
        "NewsFeed": { p in
            let y0 = try textFrame(p, "Markets rally", at: 0.5).minY
            let height = try scrollViewFrame(p, at: 0).height
            let trigger = try #require((2...24).first { band(25 * Double($0) / 3 - 10, height) >= 60 })
            let started = Double(30 + trigger) / 60
            #expect(try p.views(at: started - 1 / 60).allSatisfy { $0.kind != "ProgressView" })
            #expect(try p.views(at: started).contains { $0.kind == "ProgressView" })
            #expect(abs(try textFrame(p, "Markets rally", at: started).minY - (y0 + band(25 * Double(trigger) / 3 - 10, height))) < 1e-9)
            // Resting below the spinner while the refresh runs.
            #expect(abs(try textFrame(p, "Markets rally", at: started + 0.95).minY - (y0 + 60)) < 0.05)
            try expectText(p, "Breaking story 1", at: started + 0.99, shown: false)
            try expectText(p, "Breaking story 1", at: started + 1)
            #expect(try p.views(at: started + 1).allSatisfy { $0.kind != "ProgressView" })
            #expect(abs(try textFrame(p, "Breaking story 1", at: started + 2).minY - y0) < 0.01)
        },
    ]
}
