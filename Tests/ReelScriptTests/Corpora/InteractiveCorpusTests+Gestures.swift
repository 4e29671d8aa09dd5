import Foundation
import Reel
import Testing

extension InteractiveCorpusTests {
    /// The scene frame of the first view of kind `kind` at `time` (its layout frame through its
    /// transform).
    static func sceneFrame(_ p: SceneCorpusTests.Probe, kind: String, at time: Double) throws -> CGRect? {
        guard let view = try p.views(at: time).first(where: { $0.kind == kind }) else { return nil }
        let t = view.transform
        return CGRect(x: view.frame.x, y: view.frame.y, width: view.frame.width, height: view.frame.height)
            .applying(CGAffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5]))
    }

    /// The rotation, in degrees, of the first view of kind `kind` at `time`.
    static func rotation(_ p: SceneCorpusTests.Probe, kind: String, at time: Double) throws -> Double? {
        guard let view = try p.views(at: time).first(where: { $0.kind == kind }) else { return nil }
        return atan2(view.transform[1], view.transform[0]) * 180 / .pi
    }

    /// What the interactive files of composed gestures, long presses, pinches and rotations must show.
    static let gestureChecks: [String: Check] = [
        // A LongPressGesture(minimumDuration: 0.5) sequenced before a DragGesture, its value
        // matched in `updating` (`.first(true)`, `.second(true, let drag)`) and `onEnded`
        // (`guard case .second(true, let drag?)`). The finger goes down at 0.5 s and holds: at
        // 1.0 s the press succeeds and the card lifts (scale 1.1, a shadow below it); from 1.1 s it
        // moves (100, 120) at a frame a time, the card following exactly once the finger is 10 pt
        // away (the second move), and at 1.6 s it is dropped there. A drag without the press
        // (2.5 s) leaves it; pressed again at 3.5 s it moves (−50, −200) from where it was dropped.
        "MovableCard": { p in
            let start = try #require(try sceneFrame(p, kind: "RoundedRectangle", at: 0))
            #expect(start == CGRect(x: 96.5, y: 378.5, width: 200, height: 120))
            func expectCard(at time: Double, moved: CGSize, lifted: Bool, sourceLocation: SourceLocation = #_sourceLocation) throws {
                guard let card = try sceneFrame(p, kind: "RoundedRectangle", at: time) else {
                    Issue.record("no card at \(time) s", sourceLocation: sourceLocation)
                    return
                }
                let width = lifted ? 220.0 : 200, height = lifted ? 132.0 : 120
                #expect(abs(card.midX - (start.midX + moved.width)) < 1e-9 && abs(card.midY - (start.midY + moved.height)) < 1e-9
                        && abs(card.width - width) < 1e-9 && abs(card.height - height) < 1e-9, "at \(time) s: \(card)",
                        sourceLocation: sourceLocation)
                try InteractiveCorpusTests.expectText(p, lifted ? "Drop me" : "Hold to move", at: time, sourceLocation: sourceLocation)
            }
            // Pressing, not yet lifted; below the card, the background.
            try expectCard(at: 0.95, moved: .zero, lifted: false)
            try p.expect(196, 512, is: .white, at: 0.95)
            try expectCard(at: 1.0, moved: .zero, lifted: true)
            #expect(try p.rgb(196, 512, at: 1.05) != SceneCorpusTests.rgb(.white))
            for frame in 66..<96 {
                let k = Double(frame - 66)
                let moved = frame < 68 ? CGSize.zero : CGSize(width: 100 * k / 30, height: 120 * k / 30)
                try expectCard(at: Double(frame) / 60, moved: moved, lifted: true)
            }
            try expectCard(at: 1.6, moved: CGSize(width: 100, height: 120), lifted: false)
            try expectCard(at: 2.7, moved: CGSize(width: 100, height: 120), lifted: false)
            try expectCard(at: 3.2, moved: CGSize(width: 100, height: 120), lifted: false)
            try expectCard(at: 4.0, moved: CGSize(width: 100, height: 120), lifted: true)
            try expectCard(at: 4.3, moved: CGSize(width: 80, height: 40), lifted: true)
            try expectCard(at: 4.6, moved: CGSize(width: 50, height: -80), lifted: false)
            try expectCard(at: 5.0, moved: CGSize(width: 50, height: -80), lifted: false)
        },
        // pinch("Photo", scale: 2) at 0.5 over 0.5 s: two fingers 100 pt apart spread to 200 pt,
        // a move at each frame time (frame / 60), so the photo's scale at frame k is exactly
        // 1 + (k / 60 − 0.5) / 0.5 (the first move's 3 % is past MagnifyGesture's 1 %). The
        // simultaneous drag then moves it 120 pt down, following the finger once it has moved
        // 10 pt; the second pinch (to 0.75, easeInOut) ends at 150 %.
        "PinchZoomPhoto": { p in
            let start = try #require(try sceneFrame(p, kind: "RoundedRectangle", at: 0))
            try expectText(p, "Zoom 100%", at: 0.5)
            for frame in 30...60 {
                let time = Double(frame) / 60
                let photo = try #require(try sceneFrame(p, kind: "RoundedRectangle", at: time))
                let scale = 1 + (time - 0.5) / 0.5
                #expect(abs(photo.width - 200 * scale) < 1e-9 && abs(photo.midX - start.midX) < 1e-9 && abs(photo.midY - start.midY) < 1e-9,
                        "at \(time) s: \(photo)")
            }
            try expectText(p, "Zoom 150%", at: 0.75)
            try expectText(p, "Zoom 200%", at: 1.2)
            for frame in 90...114 {
                let time = Double(frame) / 60
                let photo = try #require(try sceneFrame(p, kind: "RoundedRectangle", at: time))
                // 5 pt a frame; the first move (5 pt) is under DragGesture's 10 pt.
                let dy = frame < 92 ? 0 : 120 * Double(frame - 90) / 24
                #expect(abs(photo.midY - (start.midY + dy)) < 1e-9 && abs(photo.width - 400) < 1e-9, "at \(time) s: \(photo)")
            }
            let moved = try #require(try sceneFrame(p, kind: "RoundedRectangle", at: 2.4))
            #expect(abs(moved.midY - (start.midY + 120)) < 1e-9)
            try expectText(p, "Zoom 175%", at: 2.75)
            try expectText(p, "Zoom 150%", at: 3.1)
            let end = try #require(try sceneFrame(p, kind: "RoundedRectangle", at: 3.1))
            #expect(abs(end.width - 300) < 1e-9 && abs(end.midY - (start.midY + 120)) < 1e-9)
        },
        // longPress("Hold") finds the ring's text. From touch down the LongPressGesture's value is
        // true, so `updating` sets isPressing and the ring fills under a 1.5 s linear animation;
        // let go at 1.1 s (before 1.5 s) the gesture fails, the state goes back and the ring runs
        // back. Held from 1.5 s it succeeds at 3.0 s, with the finger still down: confirmed.
        "HoldToConfirm": { p in
            let ring = try #require(try sceneFrame(p, kind: "Circle", at: 0))
            // A point of the ring 45° clockwise from its top.
            let x = Int(ring.midX + 70 * sin(Double.pi / 4)), y = Int(ring.midY - 70 * cos(Double.pi / 4))
            #expect(try p.rgb(x, y, at: 0.45) != SceneCorpusTests.rgb(.blue))
            // 0.3 s into 1.5 s: a fifth of the ring (72°) is drawn.
            try p.expect(x, y, is: .blue, at: 0.8)
            try expectText(p, "Hold to send $20", at: 1.05)
            #expect(try p.rgb(x, y, at: 1.4) != SceneCorpusTests.rgb(.blue))
            try p.expect(x, y, is: .blue, at: 2.5)
            try expectText(p, "Hold to send $20", at: 2.95)
            try expectText(p, "Payment sent", at: 3.0)
            try expectText(p, "Done", at: 3.0)
            try p.expect(x, y, is: .green, at: 3.9)
        },
        // rotate("Dial", angle: 90°) at 0.5 over 0.5 s: two fingers turning around the dial's centre,
        // a move at each frame, so the dial's rotation at frame k is exactly 90° × (k / 60 − 0.5) / 0.5
        // (past RotateGesture's 1° from the first move); `updating` holds it in @GestureState and
        // onEnded adds it to the angle. The second turn, −45° under easeInOut, ends at 45°.
        "VolumeDial": { p in
            for frame in 30...60 {
                let time = Double(frame) / 60
                let angle = try #require(try rotation(p, kind: "Capsule", at: time))
                #expect(abs(angle - 90 * (time - 0.5) / 0.5) < 1e-9, "at \(time) s: \(angle)")
            }
            try expectText(p, "45°", at: 0.75)
            try expectText(p, "90°", at: 1.2)
            let middle = try #require(try rotation(p, kind: "Capsule", at: 1.75))
            #expect(abs(middle - (90 - 45 * UnitCurve.easeInOut.value(at: 0.5))) < 1e-9)
            try expectText(p, "45°", at: 2.2)
            #expect(abs(try #require(try rotation(p, kind: "Capsule", at: 2.5)) - 45) < 1e-9)
        },
        // drag(from:through:) zigzags through three points at uniform speed along the polyline, a
        // move at each frame from 31/60 s to 1.1 s: DragGesture(minimumDistance: 0) adds a point
        // at each (36), and the stroke passes through the middle of every leg; Clear empties it.
        "SignaturePad": { p in
            try expectText(p, "0 points", at: 0.5)
            for frame in 31...66 { try expectText(p, "\(frame - 30) points", at: Double(frame) / 60) }
            try expectText(p, "36 points", at: 1.5)
            for (x, y) in [(111, 400), (181, 400), (251, 400)] {
                #expect(try p.rgb(x, y, at: 0.4) != SceneCorpusTests.rgb(.blue))
                try p.expect(x, y, is: .blue, at: 1.5)
            }
            try expectText(p, "0 points", at: 2.1)
            #expect(try p.rgb(111, 400, at: 2.1) != SceneCorpusTests.rgb(.blue))
        },
        // A single tap lifts at 0.6 s; the double tap on the same view gives up 0.35 s later
        // (Touch.multipleTapInterval), and only then does the single tap show the caption. A double
        // tap (2.0 s, its second tap lifting at 2.3 s) likes the photo and leaves the caption.
        "DoubleTapToLike": { p in
            try expectText(p, "Tap for the caption", at: 0.9)
            try expectText(p, "Sunset over the bay", at: 0.95)
            try expectText(p, "Not liked", at: 2.25)
            try expectText(p, "Liked", at: 2.3)
            try expectText(p, "Sunset over the bay", at: 3.0)
            #expect(try view(p, text: "favorite", at: 2.25)?.opacity == 0)
        },
    ]
}
