import Foundation
import Reel
import Testing

/// `reel inspect --events … --time t` lists the scripted touches under way at t: a button whose
/// finger is down is pressed, a long press not yet reached is pressing, a drag that has begun is
/// changed with its translation and the finger's location; in text and in JSON.
@Suite struct InspectTouchesTests {
    static let corpus = TestCommandTests.root.appendingPathComponent("Tests/ReelScriptTests/Corpora/Interactive")

    /// `reel inspect` of the corpus file `name` with its events script at `time`.
    func inspect(_ name: String, at time: Double, json: Bool = false, in folder: URL = corpus) throws -> String {
        let result = try CLIRunner.run(["inspect", folder.appendingPathComponent(name + ".swift").path,
                                        "--events", folder.appendingPathComponent(name + ".events.swift").path,
                                        "--time", String(time)] + (json ? ["--json"] : []))
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    /// The lines from `touches:` on, or nil when there are none.
    func touches(_ output: String) -> String? {
        output.range(of: "\ntouches:\n").map { String(output[$0.lowerBound...].dropFirst()) }
    }

    @Test func aButtonIsPressedWhileTheFingerIsDown() throws {
        // tap("Like") at 0.5: down 0.5, up 0.6.
        #expect(touches(try inspect("LikeButton", at: 0.45)) == nil)
        #expect(touches(try inspect("LikeButton", at: 0.5)) == "touches:\n  Button [0/0/0/0/0/0] pressed since 0.5 s\n")
        #expect(touches(try inspect("LikeButton", at: 0.55)) == "touches:\n  Button [0/0/0/0/0/0] pressed since 0.5 s\n")
        #expect(touches(try inspect("LikeButton", at: 0.6)) == nil)
    }

    @Test func aDragInProgressShowsItsTranslation() throws {
        // drag("Card", by: 100 pt right) from 0.5 over 0.4 s: moves at each frame; the first two
        // (4.2 and 8.3 pt) are under the minimum distance, so the gesture begins at 33/60 s.
        #expect(touches(try inspect("SwipeCard", at: 31.0 / 60)) == nil)
        #expect(touches(try inspect("SwipeCard", at: 0.7))
                == "touches:\n  DragGesture [0/0/0/0/1] changed translation (50, 0) location (246.5, 460.644) since 0.5 s\n")
        #expect(touches(try inspect("SwipeCard", at: 0.9)) == nil)
        let json = try JSONDecoder().decode(SceneInspection.self, from: Data(try inspect("SwipeCard", at: 0.7, json: true).utf8))
        let drag = try #require(json.touches?.first)
        #expect(json.touches?.count == 1)
        #expect(drag.gesture == "DragGesture" && drag.state == "changed" && drag.path == "0/0/0/0/1" && drag.down == 0.5)
        #expect(drag.translation == [50, 0] && drag.location?[0] == 246.5)
        // A tile of the reorder grid, two columns over at the end of its drag.
        #expect(touches(try inspect("ReorderGrid", at: 53.0 / 60))?.contains("DragGesture [0/0/0/0/id:Red] changed translation (214.667, 0) location (299.167, 382.5) since 0.5 s") == true)
    }

    @Test func aLongPressIsPressingUntilItsMinimumDuration() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try """
            import SwiftUI

            struct HoldButton: View {
                @State private var isPressing = false
                @State private var done = false

                var body: some View {
                    Circle()
                        .fill(isPressing ? Color.orange : Color.blue)
                        .frame(width: 120, height: 120)
                        .accessibilityLabel("Hold")
                        .onLongPressGesture(minimumDuration: 1) {
                            done = true
                        } onPressingChanged: { pressing in
                            isPressing = pressing
                        }
                }
            }

            #Preview { HoldButton() }
            """.write(to: folder.appendingPathComponent("Hold.swift"), atomically: true, encoding: .utf8)
        try "At(0.5) { longPress(\"Hold\", duration: 1.5) }\n".write(to: folder.appendingPathComponent("Hold.events.swift"), atomically: true, encoding: .utf8)
        #expect(touches(try inspect("Hold", at: 0.4, in: folder)) == nil)
        #expect(touches(try inspect("Hold", at: 1.2, in: folder)) == "touches:\n  onLongPressGesture [0/0/0] pressing since 0.5 s\n")
        // Reached at 1.5 s (its minimum duration): perform runs and the press is over.
        #expect(touches(try inspect("Hold", at: 1.5, in: folder)) == nil)
        let json = try JSONDecoder().decode(SceneInspection.self, from: Data(try inspect("Hold", at: 1.2, json: true, in: folder).utf8))
        #expect(json.touches == [InspectedTouch(path: "0/0/0", gesture: "onLongPressGesture", state: "pressing", down: 0.5)])
    }
}
