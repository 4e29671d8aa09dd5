import Foundation
import Reel
import Testing

extension InteractiveCorpusTests {
    /// Expects the pixel at (x, y) at `time` to be `rgb` within 3 levels.
    static func expectRGB(_ p: SceneCorpusTests.Probe, _ x: Int, _ y: Int, _ rgb: [Int], at time: Double,
                          sourceLocation: SourceLocation = #_sourceLocation) throws {
        let found = try p.rgb(x, y, at: time)
        #expect(zip(found, rgb).allSatisfy { abs($0 - $1) <= 3 }, "(\(x), \(y)) at \(time) s is \(found), not \(rgb)", sourceLocation: sourceLocation)
    }

    /// What the interactive files of sliders, toggles, styled buttons and text fields must show.
    static let controlChecks: [String: Check] = [
        // The slider's knob follows the finger: down on the knob (found by the slider's label),
        // it moves 120 pt over 0.5 s; at every frame the knob covers the track under the finger,
        // with the tint 20 pt before it and the fill 20 pt after it, and the radius is the knob's
        // place along the track. The second drag runs past the end: 100, the rectangle a circle.
        "CornerRadiusSlider": { p in
            try expectText(p, "Corner radius: 10", at: 0.5)
            let slider = try #require(try p.frames(of: "Slider").first)
            #expect(slider.x == 32 && slider.width == 329 && slider.height == 28)
            let span = slider.width - 28, y = Int(slider.y + 14)
            let start = slider.x + 14 + span * 0.1
            for frame in [33, 39, 45, 51, 57] {
                let t = Double(frame) / 60, finger = start + 120 * (t - 0.5) / 0.5
                try p.expect(Int(finger), y, is: .white, at: t)
                try expectRGB(p, Int(finger) - 20, y, [0, 122, 255], at: t)
                try expectRGB(p, Int(finger) + 20, y, [228, 228, 230], at: t)
                try expectText(p, "Corner radius: \(Int(10 + 100 * (finger - start) / span))", at: t)
            }
            try expectText(p, "Corner radius: 49", at: 1.2)
            // The rectangle's corner: filled at radius 10, cut away at 49.
            let shape = try #require(try p.frames(of: "RoundedRectangle").first)
            try p.expect(Int(shape.x) + 5, Int(shape.y) + 5, is: .orange, at: 0.4)
            try p.expect(Int(shape.x) + 5, Int(shape.y) + 5, is: .white, at: 1.2)
            try expectText(p, "Corner radius: 100", at: 2.2)
            try p.expect(Int(shape.x) + 8, Int(shape.y) + 8, is: .white, at: 2.2)
        },
        // Typing goes in a character a frame: the email rule turns green at the 13th character
        // ("anna@example."), the length rule at the 8th of the password; Return in the password
        // field runs its onSubmit.
        "SignUpForm": { p in
            try expectText(p, "anna@e", at: 0.6)
            try expectText(p, "anna@example", at: 0.7)
            #expect(try texts(p, at: 0.7).filter { $0 == "check_circle" }.isEmpty)
            try expectText(p, "anna@example.", at: 43.0 / 60)
            #expect(try texts(p, at: 43.0 / 60).filter { $0 == "check_circle" }.count == 1)
            let icon = try #require(try view(p, text: "check_circle", at: 1))
            let green = [52, 199, 89]
            let (ix, iy) = (Int(icon.frame.x + icon.frame.width / 2), Int(icon.frame.y + 3.5))
            #expect(try p.rgb(ix, iy, at: 0.6) != green)
            try expectRGB(p, ix, iy, green, at: 1)
            try expectText(p, "At least 8 characters (7)", at: 1.5 + 7.0 / 60)
            try expectText(p, "At least 8 characters (8)", at: 1.5 + 8.0 / 60)
            #expect(try texts(p, at: 1.5 + 8.0 / 60).filter { $0 == "check_circle" }.count == 2)
            try expectText(p, "•••••••••••", at: 1.5 + 11.0 / 60)
            try expectText(p, "Create your account", at: 1.5 + 11.0 / 60)
            try expectText(p, "Welcome, anna@example.com!", at: 1.5 + 12.0 / 60)
        },
        // Each switch animates its flip (Toggle.flipAnimation from the finger's lift): the knob
        // slides 20 pt, the track's colour passes between the fill and the tint.
        "NotificationSettings": { p in
            func knobs(_ t: Double) throws -> [Double] { try p.frames(of: "Circle", at: t).map(\.x) }
            #expect(try knobs(0.6) == [348, 348, 328])
            let sliding = try #require(try knobs(0.7).last)
            #expect(sliding > 330 && sliding < 346)
            #expect(abs(try #require(try knobs(1.4).last) - 348) < 0.05)
            let rows = try p.frames(of: "Toggle")
            let y = Int(rows[2].y + 15)
            let during = try p.rgb(330, y, at: 0.7)
            #expect(during[0] > 20 && during[0] < 210 && during[2] > 235, "\(during)")
            try expectRGB(p, 330, y, [0, 122, 255], at: 1.4)
            // Sounds goes off; Allow Notifications off takes the two rows away.
            let sounds = try #require(try knobs(1.7).dropFirst().first)
            #expect(sounds > 330 && sounds < 346)
            #expect(try p.frames(of: "Toggle", at: 2.5).count == 3)
            #expect(try p.frames(of: "Toggle", at: 2.7).count == 1)
        },
        // The bordered and prominent buttons dim to half while pressed and fade back once
        // released; a drag that leaves Check Out's slop un-presses it and does not check out.
        "CheckoutButtons": { p in
            let buttons = try p.frames(of: "Button")
            #expect(buttons.count == 2 && buttons.allSatisfy { $0.height == 50 })
            let keep = (Int(buttons[0].x) + 4, Int(buttons[0].y) + 8), checkOut = (Int(buttons[1].x) + 4, Int(buttons[1].y) + 8)
            let bordered = [217, 235, 255], borderedPressed = [236, 245, 255]
            let prominent = [0, 122, 255], prominentPressed = [128, 188, 255]
            try expectRGB(p, keep.0, keep.1, bordered, at: 0.4)
            try expectRGB(p, keep.0, keep.1, borderedPressed, at: 0.5)
            try expectRGB(p, keep.0, keep.1, borderedPressed, at: 0.95)
            try expectText(p, "3 items in your bag", at: 0.95)
            try expectText(p, "Still shopping", at: 1.0)
            let fading = try p.rgb(keep.0, keep.1, at: 1.1)
            #expect(fading[0] < borderedPressed[0] - 3 && fading[0] > bordered[0] + 3, "\(fading)")
            try expectRGB(p, keep.0, keep.1, bordered, at: 1.45)
            // The drag: pressed until the finger is 70 pt below the button (about 1.69 s).
            try expectRGB(p, checkOut.0, checkOut.1, prominentPressed, at: 1.6)
            let left = try p.rgb(checkOut.0, checkOut.1, at: 1.8)
            #expect(left[0] < prominentPressed[0] - 3, "\(left)")
            try expectText(p, "Still shopping", at: 2.4)
            try expectRGB(p, checkOut.0, checkOut.1, prominent, at: 2.45)
            try expectRGB(p, checkOut.0, checkOut.1, prominentPressed, at: 2.6)
            try expectText(p, "Order placed", at: 3.0)
            try expectRGB(p, checkOut.0, checkOut.1, prominent, at: 3.9)
        },
    ]
}
