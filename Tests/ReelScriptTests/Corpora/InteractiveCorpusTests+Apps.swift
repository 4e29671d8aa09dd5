import Foundation
import Reel
import Testing

extension InteractiveCorpusTests {
    /// The scene frame (its layout frame through its transform) of the view whose accessibility
    /// identifier is `id` at `time`.
    static func frame(_ p: SceneCorpusTests.Probe, id: String, at time: Double) throws -> CGRect? {
        guard let view = try p.views(at: time).first(where: { $0.accessibilityIdentifier == id }) else { return nil }
        let t = view.transform
        return CGRect(x: view.frame.x, y: view.frame.y, width: view.frame.width, height: view.frame.height)
            .applying(CGAffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5]))
    }

    /// Where an underdamped `spring(response:dampingFraction:)` released at rest `distance` from
    /// its target is `t` seconds later, measured from the target: SwiftUI's spring of mass 1,
    /// stiffness (2π / response)² and damping 4π × fraction / response.
    static func springDisplacement(_ distance: Double, after t: Double, response: Double, dampingFraction: Double) -> Double {
        let omega = 2 * Double.pi / response, decay = dampingFraction * omega
        let damped = omega * (1 - dampingFraction * dampingFraction).squareRoot()
        return exp(-decay * t) * (distance * cos(damped * t) + decay * distance / damped * sin(damped * t))
    }

    /// Where an underdamped spring of mass 1 (`interpolatingSpring(stiffness:damping:)`) is `t`
    /// seconds after it starts `distance` from its target moving at `velocity` (points per
    /// second, positive away from the target), measured from the target: the damped oscillator's
    /// closed form, independent of Reel's spring.
    static func springDisplacement(_ distance: Double, velocity: Double, after t: Double, stiffness: Double, damping: Double) -> Double {
        let decay = damping / 2, damped = (stiffness - decay * decay).squareRoot()
        return exp(-decay * t) * (distance * cos(damped * t) + (velocity + decay * distance) / damped * sin(damped * t))
    }

    /// The texts on screen at `time`, in tree order, as one string.
    static func shown(_ p: SceneCorpusTests.Probe, at time: Double) throws -> String {
        try texts(p, at: time).joined(separator: "|")
    }

    /// What the interactive files of whole small apps (tabs, reordering, timers started by taps) must show.
    static let appChecks: [String: Check] = [
        // A bottom sheet snapping to the detent nearest its predicted end (translation + 0.499 s ×
        // velocity), under interpolatingSpring(stiffness: 300, damping: 30) with the finger's speed
        // as its initial velocity (relative to the distance, as SwiftUI takes it). The sheet's top
        // is at the detent (collapsed 520, half 300, expanded 80) below where it starts.
        "SnapSheet": { p in
            let start = try #require(try frame(p, id: "Sheet", at: 0)).minY
            func top(_ time: Double) throws -> Double { try #require(try frame(p, id: "Sheet", at: time)).minY - start + 520 }
            // Flicked up 200 pt in 0.3 s (18 moves of 11.1 pt): it follows the finger exactly.
            for k in 1...18 {
                let shown = try top(Double(30 + k) / 60)
                #expect(abs(shown - (520 - 200 * Double(k) / 18)) < 1e-6, "move \(k): \(shown)")
            }
            // Frames are sampled at frame / 60, the times the finger's moves run at.
            // Released at 320 moving up at 666.7 pt/s: predicted -13, nearest expanded (80).
            for k in [1, 3, 6, 10, 15, 24, 36] {
                let expected = 80 + springDisplacement(240, velocity: -200 / 0.3, after: Double(k) / 60, stiffness: 300, damping: 30)
                let shown = try top(Double(48 + k) / 60)
                #expect(abs(shown - expected) < 1e-6, "\(k) frames after the flick: \(shown) not \(expected)")
            }
            // The flick's speed carries it past the target: about 1 pt above 80 at 0.35 s after it.
            let overshoot = try top(Double(48 + 21) / 60)
            #expect(overshoot < 80)
            try expectText(p, "All places", at: 2.4)
            // Pulled down 100 pt over 1 s: still until 10 pt (DragGesture's minimum distance), then exact.
            for k in [1, 5] {
                let shown = try top(Double(150 + k) / 60)
                #expect(abs(shown - 80) < 1e-6, "move \(k): \(shown)")
            }
            for k in [6, 30, 60] {
                let shown = try top(Double(150 + k) / 60)
                #expect(abs(shown - (80 + 100 * Double(k) / 60)) < 1e-6, "move \(k): \(shown)")
            }
            // Released at 180 moving at 100 pt/s: predicted 229.9, nearest half (300).
            for k in [2, 10, 30] {
                let expected = 300 + springDisplacement(-120, velocity: 100, after: Double(k) / 60, stiffness: 300, damping: 30)
                let shown = try top(Double(210 + k) / 60)
                #expect(abs(shown - expected) < 1e-6, "\(k) frames after the pull: \(shown) not \(expected)")
            }
            try expectText(p, "Top places", at: 4.9)
            // Flicked 60 pt in 0.1 s: released at 360 moving at 600 pt/s, predicted 659.4: collapsed.
            for k in [2, 10, 30] {
                let expected = 520 + springDisplacement(-160, velocity: 600, after: Double(k) / 60, stiffness: 300, damping: 30)
                let shown = try top(Double(306 + k) / 60)
                #expect(abs(shown - expected) < 1e-6, "\(k) frames after the last flick: \(shown) not \(expected)")
            }
            try expectText(p, "Pull up for places", at: 5.2)
            // The sheet is drawn where inspect puts it: white at its top edge, the gradient above.
            let y = Int(try #require(try frame(p, id: "Sheet", at: 2.4)).minY)
            let x = 30
            try p.expect(x, y + 30, is: .white, at: 2.4)
        },
        // A custom tab bar: tap("Search") finds the tab button's label; pressed 0.5-0.6 (the
        // label at 0.2), released, the page changes at once and the blue underline
        // (matchedGeometryEffect) moves from Home's slot to Search's under the tap's spring
        // (response 0.35, damping 0.8) from 0.6; the second tap takes it on to Profile.
        "TabSwitcher": { p in
            try expectText(p, "Home page", at: 0.55)
            #expect(try view(p, text: "Search", at: 0.55)?.opacity == 0.2)
            #expect(try view(p, text: "Search", at: 0.45)?.opacity == 1)
            try expectText(p, "Search page", at: 0.6)
            try expectText(p, "Home page", at: 0.6, shown: false)
            let underline = { (time: Double) throws -> InspectedView.Frame? in
                let effects = try p.views(at: time).filter { $0.kind == "matchedGeometryEffect" }
                return effects.max { $0.opacity < $1.opacity }?.frame
            }
            let home = try #require(try underline(0)), search = try #require(try underline(1.4))
            #expect(abs(home.x - 16) < 1e-9 && home.height == 3)
            #expect(abs(search.x - (home.x + home.width)) < 0.01, "\(search)")
            for time in [0.65, 0.7, 0.8, 0.9] {
                let x = try #require(try underline(time)).x
                let expected = search.x + springDisplacement(home.x - search.x, after: time - 0.6, response: 0.35, dampingFraction: 0.8)
                #expect(abs(x - expected) < 0.01, "at \(time) s: \(x), not \(expected)")
            }
            try expectText(p, "Profile page", at: 1.6)
            let profile = try #require(try underline(2.4))
            #expect(abs(profile.x - (search.x + search.width)) < 0.01, "\(profile)")
            // The underline's blue under Profile, none left under Home.
            try p.expect(Int(profile.x + profile.width / 2), Int(profile.y + 1), is: .blue, at: 2.4)
            try p.expect(Int(home.x + home.width / 2), Int(home.y + 1), is: .white, at: 2.4)
        },
        // LazyVGrid tiles rearranged by a DragGesture: the dragged tile grows to 1.1 and its
        // centre follows the finger exactly (moves at each frame, 224 / 24 pt each; the first is
        // under DragGesture's 10 pt); released two columns right, Red takes Blue's slot, Green and
        // Blue spring one column left (response 0.4, damping 0.75, overshooting); dragged up and
        // left, Teal lands in the second slot.
        "ReorderGrid": { p in
            let ids = ["Red", "Green", "Blue", "Orange", "Purple", "Teal"]
            let start = try Dictionary(uniqueKeysWithValues: ids.map { ($0, try #require(try frame(p, id: $0, at: 0))) })
            #expect(start["Green"]!.minX - start["Red"]!.minX == 112 && start["Orange"]!.minY - start["Red"]!.minY == 112)
            for step in 1...23 {
                let time = Double(30 + step) / 60
                let red = try #require(try frame(p, id: "Red", at: time))
                let dx = step < 2 ? 0 : 224 * Double(step) / 24
                #expect(abs(red.midX - (start["Red"]!.midX + dx)) < 1e-9 && abs(red.midY - start["Red"]!.midY) < 1e-9, "at \(time) s: \(red)")
                #expect(abs(red.width - (step < 2 ? 100 : 110)) < 1e-9)
            }
            for time in [1.0, 1.2, 1.4] {
                let green = try #require(try frame(p, id: "Green", at: time)).minX
                let expected = start["Red"]!.minX + springDisplacement(112, after: time - 0.9, response: 0.4, dampingFraction: 0.75)
                #expect(abs(green - expected) < 0.01, "at \(time) s: \(green), not \(expected)")
            }
            #expect(try frame(p, id: "Green", at: 1.2)!.minX < start["Red"]!.minX)
            for (id, slot) in [("Green", "Red"), ("Blue", "Green"), ("Red", "Blue"), ("Teal", "Teal")] {
                let settled = try #require(try frame(p, id: id, at: 1.95))
                #expect(abs(settled.minX - start[slot]!.minX) < 0.01 && abs(settled.minY - start[slot]!.minY) < 0.01, "\(id) at 1.95 s: \(settled)")
            }
            // Order after the second drag (Teal from the sixth slot to the second): by slot.
            let order = try ids.map { id in (id, try #require(try frame(p, id: id, at: 3.5))) }
                .sorted { ($0.1.minY.rounded(), $0.1.minX.rounded()) < ($1.1.minY.rounded(), $1.1.minX.rounded()) }.map(\.0)
            #expect(order == ["Green", "Teal", "Blue", "Red", "Orange", "Purple"])
            try p.expect(Int(start["Green"]!.midX), Int(start["Green"]!.midY) - 30, is: .teal, at: 3.5)
        },
        // Timer.scheduledTimer made by the Start button's action at 0.6 ticks every 0.1 s from
        // there (0.7, 0.8, …) until Stop lifts at 1.83: twelve ticks; Reset, disabled while the
        // time is 0, zeroes it; started again at 3.1 and stopped at 3.63, five ticks.
        "Stopwatch": { p in
            for (time, shown) in [(0.0, "0.0"), (0.65, "0.0"), (0.7, "0.1"), (1.0, "0.4"), (1.8, "1.2"), (2.4, "1.2"), (2.6, "0.0"),
                                  (3.15, "0.0"), (3.2, "0.1"), (3.6, "0.5"), (4.5, "0.5")] {
                try expectText(p, shown, at: time)
            }
            try expectText(p, "Start", at: 0.55)
            #expect(try view(p, text: "Start", at: 0.55)?.opacity == 0.2)
            try expectText(p, "Stop", at: 0.6)
            try expectText(p, "Start", at: 1.83)
            let reset = { (time: Double) in try p.views(at: time).first { $0.kind == "Button" }?.hitTestable }
            #expect(try reset(0) == false && reset(0.7) == true && reset(2.6) == false)
        },
        // A row's onTapGesture (the row's content shape takes the tap on its text) toggles the
        // item; the Add Task button (named by its Label's text) appends Task 4, which the next tap
        // completes; the rows above move up as it is inserted.
        "TodoList": { p in
            for (time, left) in [(0.55, "3 left"), (0.6, "2 left"), (1.05, "2 left"), (1.1, "3 left"), (1.6, "2 left"), (2.1, "3 left")] {
                try expectText(p, left, at: time)
            }
            try expectText(p, "Task 4", at: 1.05, shown: false)
            try expectText(p, "Task 4", at: 1.1)
            let title = { (time: Double) in try #require(try view(p, text: "3 left", at: time)).frame.y }
            let row = try #require(try view(p, text: "Walk the dog", at: 0)).frame.y - (try #require(try view(p, text: "Buy milk", at: 0)).frame.y)
            #expect(abs(try title(2.5) - (title(0) - row / 2)) < 0.01)
            // The check mark turns green when the item is done.
            let mark = try #require(try view(p, text: "radio_button_unchecked", at: 0))
            try p.expect(Int(mark.frame.x + 10), Int(mark.frame.y + 3), is: green, at: 0.9)
        },
        // TabView(selection:): a tap on a tab's item (found by its Label's title, or at a point)
        // sets the selection to the tab's tag at once (tab switches are not animated), and the
        // item takes the tint while the others are grey.
        "TabBarApp": { p in
            for (time, page) in [(0.55, "Welcome home"), (0.6, "No favorites yet"), (1.05, "No favorites yet"), (1.1, "Welcome home"),
                                 (1.6, "Settings")] {
                try expectText(p, page, at: time)
            }
            #expect(try texts(p, at: 0.6).filter { $0 == "Welcome home" }.isEmpty)
            let star = try #require(try view(p, text: "star", at: 0)).frame
            let (x, y) = (Int(star.x + star.width / 2), Int(star.y + star.height / 2))
            #expect(try p.rgb(x, y, at: 0) != SceneCorpusTests.rgb(.blue))
            try p.expect(x, y, is: .blue, at: 0.6)
            #expect(try p.rgb(x, y, at: 1.1) != SceneCorpusTests.rgb(.blue))
            let items = try p.views(at: 0).filter { $0.gestures == ["onTapGesture"] }
            #expect(items.count == 3 && items.allSatisfy { $0.frame.height == 49 })
        },
        // Next slides the page out to the leading edge and the next in from the trailing edge
        // (0.4 s ease in out from 0.6); the dots follow; Get Started replaces the pager.
        "OnboardingPager": { p in
            try expectText(p, "Track your runs", at: 0.55)
            let both = try texts(p, at: 0.8)
            #expect(both.contains("Track your runs") && both.contains("Share with friends"), "\(both)")
            let leaving = try #require(try view(p, text: "Track your runs", at: 0.8)), coming = try #require(try view(p, text: "Share with friends", at: 0.8))
            #expect(leaving.transform[4] < 0 && coming.transform[4] > 0)
            try expectText(p, "Track your runs", at: 1.0, shown: false)
            let dots = try p.views(at: 0).filter { $0.kind == "Circle" }.map(\.frame)
            #expect(dots.count == 3)
            let centre = { (i: Int) in (Int(dots[i].x + 5), Int(dots[i].y + 5)) }
            try p.expect(centre(0).0, centre(0).1, is: .blue, at: 0)
            try p.expect(centre(1).0, centre(1).1, is: .blue, at: 1.2)
            #expect(try p.rgb(centre(0).0, centre(0).1, at: 1.2) != SceneCorpusTests.rgb(.blue))
            try expectText(p, "Get Started", at: 2.2)
            try expectText(p, "Reach your goals", at: 2.2)
            try expectText(p, "Welcome aboard!", at: 3.5)
            #expect(try texts(p, at: 3.5) == ["Welcome aboard!"])
        },
    ]
}
