import Foundation
import Reel
import ReelCairo
import ReelScript
import Testing

extension ViewCorpusTests {
    /// What each view file written with the Swift of issue 27's language gaps must show (on the
    /// default device, an iPhone 15, safe area 59...818; the padded content 16 points in).
    static var languageChecks: [String: @Sendable (SceneFile, SceneCorpusTests.Probe) throws -> Void] {
        [
            // `Player: Hashable` with its own `hash(into:)`/`==` (by name) and a computed `id`; rows
            // identified by `\.element` of `enumerated()`, the tier picked by a `switch` over partial
            // ranges, scores written `format: .number` and accuracies `.percent.precision(…)`. At
            // 0.5 s Mia gains 600 points (4,850 → 5,450: silver → gold) and joins the followed set,
            // found there by a player equal by name: her row fades to blue at 15% over white.
            "Leaderboard": { _, p in
                let start = try texts(p, at: 0)
                #expect(start == ["Leaderboard", "1", "Kenji", "87.4% accuracy", "12,400", "2", "Mia", "91.2% accuracy", "4,850",
                                  "3", "Liam", "70.0% accuracy", "2,015", "4", "Ava", "65.5% accuracy", "730"])
                #expect(try texts(p, at: 0.99).contains("5,450"))
                let rows = try p.views(at: 0).filter { $0.kind == "Circle" }.map(\.path)
                #expect(rows.map { $0.contains("id:[\"Player\", \"Kenji\"]") } == [true, false, false, false])
                #expect(rows[1].contains("id:[\"Player\", \"Mia\"]"))
                try p.expect(58, 150, is: .yellow); try p.expect(58, 314, is: .brown)
                try p.expect(58, 205, is: .gray); try p.expect(58, 205, is: .yellow, at: 0.99)
                try p.expect(200, 190, is: white); try p.expect(200, 190, is: rgb(217, 235, 255), at: 0.99)
                try p.expect(200, 245, is: white, at: 0.99)
            },
            // `$todos[index]` rows and a `Toggle` bound to `$todos[1].done`; `var note: String?` left
            // out of two memberwise calls; a `PillButton(title:) { … }` whose trailing closure skips
            // the defaulted `tint` and `cornerRadius`. At 0.5 s `first.wrappedValue.done = true`
            // (a binding kept in a `let`) and `$todos[1].done.wrappedValue = true` check two rows.
            "TravelChecklist": { _, p in
                #expect(try texts(p, at: 0).first == "3 of 3 left")
                #expect(try texts(p, at: 0).contains("Window seat"))
                #expect(try texts(p, at: 0.6).first == "1 of 3 left")
                let icons = try p.views(at: 1.3).filter { $0.kind == "Text" && ($0.text ?? "").contains("_") }.compactMap(\.text)
                #expect(icons == ["check_circle", "check_circle", "radio_button_unchecked"])
                try p.expect(24, 183, is: white); try p.expect(24, 183, is: .green, at: 1.3)
                // The switch: off (the system fill, the knob left), then on (green, the knob right).
                try p.expect(362, 265, is: systemFillOnWhite); try p.expect(340, 265, is: white)
                try p.expect(340, 265, is: .green, at: 1.3); try p.expect(362, 265, is: white, at: 1.3)
                let button = try #require(try p.frames(of: "RoundedRectangle").first)
                #expect(button.x == 16)
                try p.expect(20, Int(button.y + button.height / 2), is: .blue)
            },
            // `.task(id: query)` sleeping 250 ms before looking up: the query becomes "B", "Bo" and
            // "Bor" at 0.3, 0.4 and 0.5 s, each change cancelling the task before (its sleep throws),
            // so only the last looks up, at 0.75 s; the cities come from
            // `components(separatedBy:)` and `trimmingCharacters(in: .whitespaces)`, shown `capitalized`.
            "CitySearch": { file, p in
                let shown = try [0, 0.3, 0.55, 0.7499, 0.75, 0.99].map { try texts(p, at: $0).dropFirst() }
                #expect(shown == [["Search cities", "Lookups: 0"], ["B", "Lookups: 0"], ["Bor", "Lookups: 0"], ["Bor", "Lookups: 0"],
                                  ["Bor", "Lookups: 1", "Bordeaux"], ["Bor", "Lookups: 1", "Bordeaux"]])
                try expectAloneEqualsInSequence(file, p, time: 0.8)
            },
            // Words from `split(separator:)`, `capitalized` and made unique in order; the caption is
            // `prefix(5).uppercased()` and `suffix(6)`. `onAppear` shows all words (`dropFirst(0)`
            // instead of `dropFirst(3)`) inside `withAnimation(.easeOut(duration: 0.4))`, so the
            // first three fade in; the arrow's `angle = .pi` (a bare `.pi` in an event) is under a
            // `.transaction { $0.animation = nil }`, so it points down at once.
            "TagCloud": { _, p in
                let end = try texts(p, at: 0.5)
                #expect(end == ["SWIFT · layout", "Swift", "Animation", "Layout", "Spring", "Gesture", "Canvas", "arrow_upward"])
                let arrow = try #require(try p.views(at: 0.1).first { $0.text == "arrow_upward" })
                #expect(zip(arrow.transform.prefix(4), [-1.0, 0, 0, -1]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(arrow.transform)")
                let swift = try #require(try p.views(at: 0).first { $0.text == "Swift" })
                #expect(swift.opacity == 0)
                #expect(try p.views(at: 0.5).first { $0.text == "Swift" }?.opacity == 1)
            },
            // `extension Array: @retroactive VectorArithmetic where Element == Double` (with its
            // `AdditiveArithmetic` and a `mutating func scale(by:)`) and `animatableData: [Double]`:
            // the bars (200 tall, bottoms at 552.6, slots of 361 / 4) go linearly from
            // [0.2, 0.5, 0.3, 0.8] to [0.6, 0.1, 0.9, 0.4] in 1 s: at 0.5 s [0.4, 0.3, 0.6, 0.6].
            "BarChartMorph": { _, p in
                let chart = try #require(try p.frames(of: "UserShape").first)
                #expect(abs(chart.y - 352.644) < 0.01 && chart.width == 361 && chart.height == 200)
                let indigo = Color.indigo
                try p.expect(60, 515, is: indigo); try p.expect(60, 508, is: white)
                try p.expect(60, 476, is: indigo, at: 0.5); try p.expect(60, 469, is: white, at: 0.5)
                try p.expect(330, 396, is: indigo); try p.expect(330, 428, is: white, at: 0.5); try p.expect(330, 437, is: indigo, at: 0.5)
            },
        ]
    }
}
