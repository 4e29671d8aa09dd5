import Foundation
import Reel
import ReelCairo
import ReelExport
import ReelScript
import ReelTestSupport
import Testing

/// The interactive corpus: view files under Corpora/Interactive/ written as SwiftUI developers
/// write them (buttons, toggles, a segmented picker, tap gestures), each unchanged, played by its
/// events script (`NAME.events.swift`) as `reel render NAME.swift --events NAME.events.swift`
/// does. Each has a check of the states after each gesture (texts, frames, pixels at --scale 1)
/// and the pressed look during a touch; every file validates, and renders the same bytes alone,
/// in order and on two threads.
@Suite struct InteractiveCorpusTests {
    /// The corpus folder, next to this file.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Interactive")

    /// The names of the view files, without `.swift`.
    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".swift") && !$0.hasSuffix(".events.swift") }.map { String($0.dropLast(6)) }.sorted()
    }

    /// The path of `name`'s events script.
    static func events(_ name: String) -> String { folder.appendingPathComponent(name + ".events.swift").path }

    /// The file `name` with its events script, loaded as the command line loads it.
    static func load(_ name: String) throws -> SceneFile {
        let services = LayoutServices(text: PangoTextEngine(diagnostics: DiagnosticLog()), images: CairoImageStore(root: folder))
        return try SceneFile.load(path: folder.appendingPathComponent(name + ".swift").path, preview: PreviewOptions(services: services),
                                  events: events(name))
    }

    @Test func everyFileHasACheckAndAnEventsScript() {
        #expect(Self.names.count >= 7)
        #expect(Self.names == Self.checks.keys.sorted())
        for name in Self.names { #expect(FileManager.default.fileExists(atPath: Self.events(name)), "\(name) has no events script") }
    }

    @Test(arguments: names) func showsWhatItMust(_ name: String) throws {
        let check = SceneFile.check(path: Self.folder.appendingPathComponent(name + ".swift").path, events: Self.events(name))
        #expect(check.errors.isEmpty && check.warnings.isEmpty, "\(check.errors) \(check.warnings)")
        let file = try Self.load(name)
        let probe = SceneCorpusTests.Probe(scene: try file.makeScene(), scale: 1)
        // The touches' errors (a target not found) are reported by the frames.
        _ = try probe.image(at: 0)
        let expectations = try #require(Self.checks[name])
        try expectations(probe)
    }

    @Test(arguments: names) func rendersTheSameAloneInOrderAndOnTwoThreads(_ name: String) throws {
        let file = try Self.load(name)
        // Each frame drawn alone resolves the whole timeline with its touches again, so the full
        // tier draws at most 60 frames spread over the preview (FrameDeterminism.frames), at 1x
        // (the touches' state, not the pixel density, is what could differ).
        let frames = FrameDeterminism.frames(of: try file.makeScene().format.frameCount, stride: 6)
        try FrameDeterminism.expectSame(file, name: name, frames: frames, scale: 1)
    }

    /// The strings of the texts on screen at `time`.
    static func texts(_ p: SceneCorpusTests.Probe, at time: Double) throws -> [String] {
        try p.views(at: time).compactMap(\.text)
    }

    /// Expects a text `text` on screen at `time` (or none, when `shown` is false).
    static func expectText(_ p: SceneCorpusTests.Probe, _ text: String, at time: Double, shown: Bool = true,
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        let found = try texts(p, at: time)
        #expect(found.contains(text) == shown, "\(text) at \(time) s: \(found)", sourceLocation: sourceLocation)
    }

    /// The view (first in tree order) whose text is `text` at `time`.
    static func view(_ p: SceneCorpusTests.Probe, text: String, at time: Double) throws -> InspectedView? {
        try p.views(at: time).first { $0.text == text }
    }

    /// The scene frame of the view whose accessibility identifier is "Card" at `time`.
    static func cardFrame(_ p: SceneCorpusTests.Probe, at time: Double) throws -> CGRect? {
        guard let view = try p.views(at: time).first(where: { $0.accessibilityIdentifier == "Card" }) else { return nil }
        let t = view.transform
        return CGRect(x: view.frame.x, y: view.frame.y, width: view.frame.width, height: view.frame.height)
            .applying(CGAffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5]))
    }

    /// systemRed, systemGreen and systemOrange in light mode; systemBlue.
    static let red = Color(red: 1, green: 59 / 255, blue: 48 / 255), green = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)

    /// A check of what one file must show.
    typealias Check = @Sendable (SceneCorpusTests.Probe) throws -> Void

    /// What each file must show: the checks of every area's extension file, merged.
    static var checks: [String: Check] {
        [coreChecks, controlChecks, gestureChecks, scrollChecks, appChecks].reduce(into: [:]) { all, area in
            all.merge(area) { first, _ in first }
        }
    }

    /// What each of the first files must show, at the moments around its script's touches (a tap's
    /// finger is down `Touch.tapHold`, 0.1 s, and its action runs when it lifts).
    static let coreChecks: [String: Check] = [
        // drag("Card") goes down at the card's centre and moves at each frame time (frame / 60): the
        // card follows the finger exactly once it has moved 10 pt, orange while the drag's
        // @GestureState is set. Released
        // 100 pt right (under the 150 pt threshold) at 0.9, it springs back; dragged 300 pt at
        // 2.0-2.4, it flies off to 600 pt under a 0.3 s ease-in and the count goes up.
        "SwipeCard": { p in
            let start = try #require(try cardFrame(p, at: 0))
            for frame in 0...24 {
                let time = Double(30 + frame) / 60
                let card = try #require(try cardFrame(p, at: time))
                // Exact but for the last bits of the finger's arithmetic (start + 100 × k / 24, less start).
                // The first two moves (4.2 and 8.3 pt) are under DragGesture's minimum distance of 10 pt.
                let dx = frame < 3 ? 0 : 100 * Double(frame) / 24
                #expect(abs(card.minX - (start.minX + dx)) < 1e-9 && card.minY == start.minY, "at \(time) s: \(card)")
            }
            try p.expect(Int(start.midX), Int(start.minY) + 10, is: .blue, at: 0.5)
            try p.expect(Int(start.midX) + 50, Int(start.minY) + 10, is: .orange, at: 0.7)
            let back = try #require(try cardFrame(p, at: 1.0))
            #expect(back.minX > start.minX && back.minX < start.minX + 100)
            #expect(abs(try #require(try cardFrame(p, at: 1.95)).minX - start.minX) < 1)
            try p.expect(Int(start.midX), Int(start.minY) + 10, is: .blue, at: 1.95)
            try expectText(p, "Dismissed: 0", at: 2.3)
            for frame in 0...24 {
                let time = Double(120 + frame) / 60
                let x = try #require(try cardFrame(p, at: time)).minX
                // The spring back has 0.002 pt left to run at 2.0 s, and adds to the drag.
                #expect(abs(x - (start.minX + 300 * Double(frame) / 24)) < 0.01, "at \(time) s: \(x)")
            }
            try expectText(p, "Dismissed: 1", at: 2.4)
            #expect(try cardFrame(p, at: 2.75) == start.offsetBy(dx: 600, dy: 0))
        },
        // tap("Like") at 0.5 finds the button by its accessibility label; pressed (0.5-0.6), the
        // automatic style draws the label at 0.2; released, the heart fills red and the count
        // goes up; the second tap at 1.5 takes it back.
        "LikeButton": { p in
            try expectText(p, "41 likes", at: 0.45)
            #expect(try view(p, text: "favorite_border", at: 0.45)?.opacity == 1)
            #expect(try view(p, text: "favorite_border", at: 0.55)?.opacity == 0.2)
            try expectText(p, "41 likes", at: 0.55)
            try expectText(p, "42 likes", at: 0.6)
            #expect(try view(p, text: "favorite", at: 0.6)?.opacity == 1)
            try p.expect(196, 424, is: red, at: 1)
            try expectText(p, "41 likes", at: 1.7)
            try p.expect(196, 424, is: .white, at: 1.7)
        },
        // Three taps on Increment, one on Decrement: 1, 2, 3, then 2.
        "Counter": { p in
            for (time, count) in [(0.35, "0"), (0.4, "1"), (0.7, "2"), (1.0, "3"), (1.25, "3"), (1.3, "2")] {
                try expectText(p, count, at: time)
            }
        },
        // A named toggle is touched on its switch (the trailing 51 pt): Airplane Mode turns on
        // (its track green), Wi-Fi and Bluetooth off; the status text follows.
        "ToggleList": { p in
            try expectText(p, "Online", at: 0.5)
            try expectText(p, "Offline", at: 0.6)
            let rows = try p.views(at: 0).filter { $0.kind == "Toggle" }.map(\.frame)
            #expect(rows.count == 3)
            let trackX = Int(rows[0].x + rows[0].width - 51 + 6), airplaneY = Int(rows[0].y + rows[0].height / 2)
            let wifiY = Int(rows[1].y + rows[1].height / 2)
            #expect(try p.rgb(trackX + 36, airplaneY, at: 0.4) != SceneCorpusTests.rgb(green))
            // The switch animates its flip (Toggle.flipAnimation, from the finger's lift at 0.6).
            try p.expect(trackX, airplaneY, is: green, at: 1.0)
            try p.expect(trackX, wifiY, is: green, at: 0.9)
            #expect(try p.rgb(trackX + 36, wifiY, at: 1.2) != SceneCorpusTests.rgb(green))
        },
        // tap("Week") finds the segment's text; the picker selects the segment under the finger.
        "SegmentedFilter": { p in
            try expectText(p, "8412 steps", at: 0.5)
            try expectText(p, "61250 steps", at: 0.6)
            try expectText(p, "248900 steps", at: 1.1)
        },
        // The first tap on the disabled Submit does nothing (the button takes no touches); once
        // the terms are agreed, Submit submits.
        "DisabledButton": { p in
            let before = try p.views(at: 0.5).first { $0.kind == "Button" }
            #expect(before?.hitTestable == false)
            try expectText(p, "Submitted", at: 0.7, shown: false)
            let after = try p.views(at: 1.0).first { $0.kind == "Button" }
            #expect(after?.hitTestable == true)
            try expectText(p, "Submitted", at: 1.35, shown: false)
            try expectText(p, "Submitted", at: 1.4)
        },
        // onTapGesture flips the card with a 0.4 s ease: blue, then orange from 0.6 to 1.0;
        // tap(at:) on the card at 1.5 flips it back.
        "FlipCard": { p in
            try p.expect(120, 380, is: .blue, at: 0.5)
            try expectText(p, "Answer: 42", at: 0.6)
            try p.expect(120, 380, is: .orange, at: 1.0)
            try expectText(p, "Tap to flip", at: 1.7)
            try p.expect(120, 380, is: .blue, at: 2.0)
        },
        // `part:` touches the stepper's plus or minus (the trailing 94 pt of its row in the Form):
        // 1, 2, 3, then 2; the total follows.
        "QuantityStepper": { p in
            for (time, text) in [(0.35, "Total: $3"), (0.4, "Total: $6"), (0.7, "Total: $9"), (1.0, "Total: $6")] {
                try expectText(p, text, at: time)
            }
        },
        // The overlay with allowsHitTesting(false) lets the tap through to Behind; the overlay
        // with its own onTapGesture takes Covered's tap; the row's content shape takes a tap on
        // its spacer.
        "HitTesting": { p in
            try expectText(p, "behind", at: 0.35)
            try expectText(p, "behind cover", at: 0.65)
            try expectText(p, "behind cover row", at: 0.95)
            let views = try p.views(at: 0)
            #expect(views.contains { $0.accessibilityIdentifier == "log" })
        },
    ]
}
