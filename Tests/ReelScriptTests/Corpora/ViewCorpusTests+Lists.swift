import Foundation
import Reel
import ReelScript
import Testing

extension ViewCorpusTests {
    /// Whether two lists of lengths agree to a thousandth of a point.
    static func near(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 0.001 }
    }

    /// What each list written as public SwiftUI examples write lists must show: rows identified
    /// by `let id = UUID()`, toggles bound into the array with `ForEach($items) { $item in … }`,
    /// section headers in the grouped style's capitals (or as written under `.textCase(nil)`),
    /// types nested in a view, `static let` sample data and an `extension`'s `static var
    /// preview`, in iOS's numbers.
    static let listChecks: [String: @Sendable (SceneFile, SceneCorpusTests.Probe) throws -> Void] = [
        // An inset-grouped list under a large title: the header "Carry-on" in capitals (13-point
        // footnote, 15.514 high, 17 below the section's top); rows of 31-point switches padded 11
        // above and below (53 apart); the switches' tracks at the trailing edge, 306...357. The
        // second row is packed through its `$item.isPacked` binding at 0.5 s: its track turns
        // green and the footer counts it.
        "PackingChecklist": { file, p in
            let texts = try p.views().filter { $0.kind == "Text" }
            #expect(texts.map(\.text) == ["CARRY-ON", "Passport", "Charger", "Sunglasses", "1 of 3 packed", "Packing"])
            #expect(near(texts[0].frame, F(x: 36, y: 172, width: 62.861, height: 15.514)), "\(texts[0].frame)")
            let toggles = try p.frames(of: "Toggle")
            #expect(toggles.map(\.x) == [36, 36, 36] && toggles.allSatisfy { $0.width == 321 && $0.height == 31 })
            #expect(near(toggles.map(\.y), [205.514, 258.514, 311.514]))
            let tracks = try p.frames(of: "Capsule")
            #expect(tracks.map(\.x) == [306, 306, 306] && tracks.allSatisfy { $0.width == 51 })
            let end = p.scene.format.duration - 1.0 / 60
            try p.expect(311, 221, is: .green); try p.expect(351, 274, is: systemFillOnWhite); try p.expect(351, 327, is: systemFillOnWhite)
            try p.expect(311, 274, is: .green, at: end); try p.expect(351, 327, is: systemFillOnWhite, at: end)
            #expect(try p.views(at: end).filter { $0.kind == "Text" }.map(\.text).contains("2 of 3 packed"))
            #expect(try pixel(p, 5, 600, is: [242, 242, 247]))
        },
        // Identifiable rows of a struct with `let id = UUID()`, and `ForEach(crew, id: \.self)` of a
        // Hashable struct. The first header, a title, is upper-cased; the second, a header view
        // with `.textCase(nil)`, keeps its case; a row's own `.textCase(.uppercase)` capitalises
        // it. Headers sit 17 below their section's top, rows of two lines 64.6 high.
        "TeamDirectory": { file, p in
            let texts = try p.views().filter { $0.kind == "Text" }
            #expect(texts.map(\.text) == ["TEAM LEADS", "Ada", "Engineering", "Grace", "Design", "On call", "Linus", "Support",
                                          "ASK A LEAD FOR ACCESS"])
            #expect(near(texts[0].frame, F(x: 36, y: 76, width: 76.07, height: 15.514)), "\(texts[0].frame)")
            #expect(near(texts[5].frame, F(x: 36, y: 244.729, width: 38.035, height: 15.514)), "\(texts[5].frame)")
            let circles = try p.frames(of: "Circle")
            #expect(circles.map(\.x) == [36, 36, 36] && circles.allSatisfy { $0.width == 32 && $0.height == 32 })
            #expect(near(circles.map(\.y), [114.817, 179.425, 283.546]))
            try p.expect(52, 130, is: .orange); try p.expect(52, 195, is: .purple); try p.expect(52, 299, is: .teal)
            #expect(try pixel(p, 5, 5, is: [242, 242, 247]))
        },
        // A view with an enum, a row view and an @Observable class declared inside it, recipes
        // from `Recipe.samples` (a `static let` of the model), a segmented picker bound to the
        // nested class's property. The chosen course is the main at first (the other rows at 40%),
        // the dessert from 0.5 s. The "Row" preview shows `RecipeBrowser.Row(recipe: .preview)`,
        // made from an extension's `static var`.
        "RecipeBrowser": { file, p in
            #expect(try p.frames(of: "Picker") == [F(x: 16, y: 75, width: 361, height: 32)])
            let tiles = try p.frames(of: "RoundedRectangle").filter { $0.width == 36 }
            #expect(tiles == [F(x: 16, y: 119, width: 36, height: 36), F(x: 16, y: 167, width: 36, height: 36),
                              F(x: 16, y: 215, width: 36, height: 36)])
            let opacities = try p.views().filter { $0.kind == "Text" && ($0.text ?? "").hasSuffix("min") }.map(\.opacity)
            #expect(opacities == [0.4, 1, 0.4])
            try p.expect(34, 185, is: .orange)
            let end = p.scene.format.duration - 1.0 / 60
            try p.expect(34, 233, is: .pink, at: end)
            let thumb = try #require(try p.frames(of: "RoundedRectangle", at: end).first { $0.height == 28 })
            #expect(abs(thumb.x - (16 + 2 * 361.0 / 3 + 2)) < 0.001, "\(thumb)")
            let row = SceneCorpusTests.Probe(scene: try ViewCorpusTests.load("RecipeBrowser", preview: "Row").makeScene(), scale: 1)
            #expect(try row.views().filter { $0.kind == "Text" }.map(\.text) == ["Pancakes", "15 min"])
            #expect(try row.frames(of: "RoundedRectangle") == [F(x: 16, y: 420.5, width: 36, height: 36)])
            try row.expect(34, 438, is: .pink)
        },
    ]
}
