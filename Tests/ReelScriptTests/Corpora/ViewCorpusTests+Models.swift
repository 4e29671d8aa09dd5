import Foundation
import Reel
import ReelScript
import Testing

extension ViewCorpusTests {
    /// What each view file with models (classes) must show: state changed through an object in
    /// `onAppear`'s delayed actions, on the default device (an iPhone 15, safe area 59...818).
    static let modelChecks: [String: @Sendable (SceneFile, SceneCorpusTests.Probe) throws -> Void] = [
        // `@State private var counter = StepCounter()` (an `@Observable` class) passed to a child as
        // `let counter`; four delayed `counter.step()` calls animate the bar by 60 points each over
        // 0.25 s; the fourth, at 2 s, turns it green, and the preview lasts until that ends: 2.25 s.
        "StepCounter": { file, p in
            #expect(p.scene.format.duration == 2.25)
            let widths = try [0, 0.5, 0.625, 1, 2.25].map { try p.frames(of: "Capsule", at: $0).map(\.width) }
            #expect(widths == [[240, 0], [240, 0], [240, 30], [240, 60], [240, 240]])
            let texts = try [0, 0.5, 2.25].map { t in try p.views(at: t).first { $0.kind == "Text" }?.text }
            #expect(texts == ["0 of 4 steps", "1 of 4 steps", "4 of 4 steps"])
            try p.expect(100, 458, is: .blue, at: 1); try p.expect(300, 458, is: .green, at: 2.25)
        },
        // `@StateObject private var store = GroceryStore()` whose `@Published var items` is appended to
        // in two delayed `withAnimation` blocks: each row (44 high from the top of the safe area)
        // fades in with `.transition(.opacity)`, half way 0.2 s into the 0.4 s ease-in-out.
        "ShoppingList": { file, p in
            #expect(try p.frames(of: "Circle") == [F(x: 16, y: 69, width: 24, height: 24)])
            let middle = try p.views(at: 0.7).filter { $0.kind == "Circle" }
            #expect(middle.map(\.frame.y) == [69, 113] && middle.first?.opacity == 1)
            #expect(abs((middle.last?.opacity ?? 0) - 0.5) < 0.001, "\(middle.map(\.opacity))")
            #expect(try p.frames(of: "Circle", at: 2).map(\.y) == [69, 113, 157])
            try p.expect(28, 81, is: .red); try p.expect(28, 125, is: white)
            try p.expect(28, 125, is: .green, at: 2); try p.expect(28, 169, is: .purple, at: 2)
        },
        // `.environment(theme)` on the screen, `@Environment(AccentTheme.self)` read two levels down
        // by both swatches; the delayed change to blue animates linearly from 0.5 s to 1 s.
        "AccentTheme": { file, p in
            #expect(try p.frames(of: "RoundedRectangle") == [F(x: 70.5, y: 398.5, width: 120, height: 80),
                                                             F(x: 202.5, y: 398.5, width: 120, height: 80)])
            try p.expect(130, 438, is: .orange); try p.expect(262, 438, is: .orange); try p.expect(130, 438, is: .orange, at: 0.5)
            try p.expect(130, 438, is: .blue, at: 1); try p.expect(262, 438, is: .blue, at: 1)
            let middle = try p.rgb(130, 438, at: 0.75)
            #expect(middle != SceneCorpusTests.rgb(.orange) && middle != SceneCorpusTests.rgb(.blue))
        },
        // `.environmentObject(Cart())` in the `#Preview`, `@EnvironmentObject var cart` in the screen
        // and its icon: the badge appears with the first `cart.add()` (0.4 s, a spring) and shows 2
        // after the second (1.2 s).
        "CartBadge": { file, p in
            #expect(try p.frames(of: "RoundedRectangle") == [F(x: 156.5, y: 398.5, width: 80, height: 80)])
            #expect(try p.views().filter { $0.kind == "Text" }.isEmpty)
            #expect(try p.views(at: 1).first { $0.kind == "Text" }?.text == "1")
            #expect(try p.views(at: 2).first { $0.kind == "Text" }?.text == "2")
            try p.expect(228, 406, is: .indigo); try p.expect(228, 406, is: .red, at: 2)
        },
        // `@Bindable var settings` hands `$settings.volume` to a meter's `@Binding`, which the meter
        // changes itself (a delayed action of its `onAppear`): 0.25 to 0.75 with a 0.5 s ease-out,
        // and the label reading the model says "Loud".
        "VolumeSettings": { file, p in
            #expect(try p.frames(of: "Rectangle").dropLast().map(\.width) == [200, 50])
            #expect(try p.frames(of: "Rectangle", at: 1.5).dropLast().map(\.width) == [200, 150])
            let middle = try #require(try p.frames(of: "Rectangle", at: 0.75).dropLast().last)
            #expect(abs(middle.width - 118.464) < 0.001)
            #expect(try p.views().first { $0.kind == "Text" }?.text == "Quiet")
            #expect(try p.views(at: 0.75).first { $0.kind == "Text" }?.text == "Loud")
            try p.expect(100, 456, is: .teal); try p.expect(180, 456, is: .teal, at: 1.5)
        },
        // An `ObservableObject` with an `init`, a `let`, `@Published` properties, a computed property
        // and a method, held by `@StateObject` and passed to `@ObservedObject`: 40 of 100 received
        // over 0.5 s from 0.25 s, then the rest (capped at the total) from 1 s, turning the bar green.
        "DownloadCard": { file, p in
            let widths = try [0, 0.75, 1.5].map { try p.frames(of: "RoundedRectangle", at: $0).map(\.width) }
            #expect(widths == [[280, 0, 312], [280, 112, 312], [280, 280, 312]])
            #expect(try p.views().first { $0.kind == "Text" }?.text == "Episode 12")
            try p.expect(300, 452, is: .green, at: 1.5)
        },
        // A plain class (not observed) held by two columns: the changes one delayed action makes
        // through it show in both; a second at 0.8 s fills the home column's second dot.
        "SharedScoreboard": { file, p in
            #expect(try p.frames(of: "Circle").map(\.x) == [146.5, 146.5, 146.5, 216.5, 216.5, 216.5])
            try p.expect(161, 404, is: .blue, at: 0.5); try p.expect(231, 404, is: .red, at: 0.5)
            try p.expect(161, 438, is: .blue, at: 0.8)
            #expect(try p.rgb(161, 404) != SceneCorpusTests.rgb(.blue))
            #expect(try p.rgb(161, 438, at: 0.5) != SceneCorpusTests.rgb(.blue))
        },
        // `Identifiable` objects in a `ForEach`, changed through the list object inside a delayed
        // action of `task` (`list.todos[0].isDone = true`, and a new object appended); the
        // `onChange(of: list.todos[0].isDone)` that follows counts it. Rows are 44 high from the top
        // of the safe area; the first row's background reaches over the status bar, as a colour
        // background touching the safe area's edge does.
        "TodoChecklist": { file, p in
            let screen = F(x: 0, y: 0, width: 393, height: 852)
            #expect(try p.frames(of: "Rectangle") == [F(x: 0, y: 0, width: 393, height: 103), F(x: 0, y: 103, width: 393, height: 44), screen])
            #expect(try p.frames(of: "Rectangle", at: 0.6) == [F(x: 0, y: 0, width: 393, height: 103), F(x: 0, y: 103, width: 393, height: 44),
                                                               F(x: 0, y: 147, width: 393, height: 44), screen])
            let texts = { (t: Double) in try p.views(at: t).compactMap(\.text).filter { $0.hasSuffix("done") } }
            #expect(try texts(0) == ["0 done"] && texts(0.6) == ["1 done"])
            try p.expect(300, 80, is: white)
            let tinted = try p.rgb(300, 80, at: 0.6)
            #expect(tinted != [255, 255, 255] && tinted[1] > tinted[0] && tinted[1] > tinted[2], "\(tinted)")
            try p.expect(300, 125, is: white, at: 0.6)
        },
    ]
}
