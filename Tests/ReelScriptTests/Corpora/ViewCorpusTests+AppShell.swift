import Foundation
import Reel
import ReelScript
import Testing

/// The view corpus's app-shell files (navigation stacks, lists and forms, tab views, scroll views,
/// sheets, alerts, materials), checked against iOS 17's measurements on an iPhone 15 (393 x 852,
/// safe area 59 / 34) as docs/AppShell.md lists them.
extension ViewCorpusTests {
    /// The frame of the text view showing `string`.
    static func text(_ p: SceneCorpusTests.Probe, _ string: String, preview at: Double = 0) throws -> InspectedView.Frame {
        try #require(try p.views(at: at).first { $0.kind == "Text" && $0.text == string }?.frame)
    }

    /// A probe of the preview `preview` of the file `name`.
    static func probe(_ name: String, preview: String) throws -> SceneCorpusTests.Probe {
        SceneCorpusTests.Probe(scene: try load(name, preview: preview).makeScene(), scale: 1)
    }

    /// Whether two frames agree to a thousandth of a point (`reel inspect` prints three decimals).
    static func near(_ a: InspectedView.Frame?, _ b: InspectedView.Frame) -> Bool {
        guard let a else { return false }
        return [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 0.001 }
    }

    /// Whether two lengths agree to a thousandth of a point.
    static func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.001 }

    /// Whether two lists of frames agree to a thousandth of a point.
    static func near(_ a: [InspectedView.Frame], _ b: [InspectedView.Frame]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { near($0, $1) }
    }

    static let groupedBackground = Color(hex: 0xF2F2F7)
    static let darkRow = Color(hex: 0x1C1C1E)

    /// What each app-shell file must show.
    static let appShellChecks: [String: @Sendable (SceneFile, SceneCorpusTests.Probe) throws -> Void] = [
        // A large title: the bar is 96 points under the safe area's top (59...155), the title 34
        // points bold at 16 from the leading edge, its line ending 8 above the bar's bottom; the
        // toolbar's symbol sits 16 from the trailing edge in the 44-point row. The inset-grouped
        // list starts 35 below the bar, its card 16 in from each side, its rows 44 tall with text 20
        // in from the card, on the grouped background that reaches over the status bar.
        "GroceryList": { file, p in
            #expect(near(try text(p, "Groceries"), F(x: 16, y: 106.426, width: 148.003, height: 40.574)))
            let plus = try text(p, "add")
            #expect(plus.x + plus.width == 377 && plus.y + plus.height / 2 == 81)
            #expect(near(try text(p, "Apples"), F(x: 36, y: 201.856, width: 50.037, height: 20.287)))
            #expect(near(try text(p, "Coffee").y, 190 + 3 * 44 + 11.856))
            let card = try #require(try p.frames(of: "VStackLayout").first { $0.x == 16 && $0.width == 361 })
            #expect(near(card, F(x: 16, y: 190, width: 361, height: 176)))
            try p.expect(5, 5, is: groupedBackground); try p.expect(196, 212, is: white); try p.expect(8, 212, is: groupedBackground)
            try p.expect(196, 380, is: groupedBackground); try p.expect(5, 845, is: groupedBackground)
            // Plain and inline: a 44-point bar with the title centred, rows across the whole width.
            let plain = try probe("GroceryList", preview: "Plain")
            #expect(near(try text(plain, "Plain"), F(x: 178.416, y: 70.856, width: 36.168, height: 20.287)))
            #expect(near(try text(plain, "Apples"), F(x: 20, y: 114.856, width: 50.037, height: 20.287)))
            #expect(near(try text(plain, "Bread").y, 158.856))
            try plain.expect(5, 5, is: white); try plain.expect(5, 120, is: white); try plain.expect(5, 600, is: white)
            // Older code: NavigationView with a stack style; searching, refreshing, swiping and
            // deleting are interactions, accepted and not drawn. A split view on an iPhone is a
            // stack showing its sidebar.
            let pantry = try probe("GroceryList", preview: "Pantry")
            #expect(near(try text(pantry, "Pantry"), F(x: 16, y: 106.426, width: 102.481, height: 40.574)))
            #expect(near(try text(pantry, "Rice"), F(x: 36, y: 245.856, width: 30.829, height: 20.287)))
            #expect(try pantry.views().allSatisfy { $0.text != "Delete" })
            let split = try probe("GroceryList", preview: "Split")
            let aisles = try text(split, "Aisles"), fruit = try text(split, "Fruit")
            #expect(near(aisles.y, 106.426) && near(fruit.y, 201.856))
            #expect(try split.views().allSatisfy { $0.text != "Pick an aisle" })
        },
        // A form is an inset-grouped list: the header upper-cased in 13 points 17 below the bar,
        // the card 7 below it; the footer 7 below its card in 13 points; a link in a row shows the
        // chevron at the trailing inset. Dark: black grouped background, #1C1C1E rows.
        "SettingsForm": { file, p in
            #expect(near(try text(p, "Settings").y, 106.426))
            #expect(near(try text(p, "CONNECTIONS"), F(x: 36, y: 172, width: 87.94, height: 15.514)))
            #expect(near(try text(p, "Wi-Fi").y, 172 + 15.514 + 7 + (50 - 20.287) / 2))
            let chevron = try text(p, "chevron_right")
            #expect(chevron.x + chevron.width == 357)
            #expect(near(try text(p, "Updates install overnight."), F(x: 36, y: 424.514, width: 139.191, height: 15.514)))
            try p.expect(5, 5, is: groupedBackground); try p.expect(300, 220, is: white); try p.expect(300, 350, is: white)
            try p.expect(300, 300, is: groupedBackground)
            let dark = try probe("SettingsForm", preview: "Dark")
            try dark.expect(5, 5, is: black); try dark.expect(300, 220, is: darkRow); try dark.expect(300, 300, is: black)
        },
        // The tab bar: 49 points above the bottom inset (769...818) on the bar material down to the
        // screen's edge; each item's symbol (24 points) 6 below the bar's top over its 10-point title;
        // three items share the width. The selected tab is a navigation stack with a large title.
        "TabApp": { file, p in
            #expect(near(try text(p, "home"), F(x: 53.5, y: 775, width: 24, height: 24)))
            #expect(near(try text(p, "search"), F(x: 184.5, y: 775, width: 24, height: 24)))
            #expect(near(try text(p, "Profile"), F(x: 313.989, y: 801, width: 27.021, height: 11.934)))
            #expect(near(try text(p, "Home").y, 106.426))
            #expect(near(try p.frames(of: "RoundedRectangle"), [F(x: 16, y: 380.873, width: 361, height: 120)]))
            try p.expect(196, 840, is: Color(hex: 0xF9F9F9)); try p.expect(196, 760, is: white); try p.expect(196, 440, is: .orange)
            // .page: the first page fills the safe area, with a white dot per page 20 above its bottom.
            let pages = try probe("TabApp", preview: "Pages")
            #expect(try pages.frames(of: "Circle") == [F(x: 176.5, y: 790, width: 8, height: 8), F(x: 192.5, y: 790, width: 8, height: 8),
                                                       F(x: 208.5, y: 790, width: 8, height: 8)])
            try pages.expect(196, 400, is: .red); try pages.expect(180, 794, is: white)
        },
        // Inline title centred in the 44-point bar; the chips scroll horizontally from the leading
        // edge (the sixth starts past the screen's edge and is clipped); the vertical scroll view
        // takes the rest of the safe area, its content from the top, clipped at its bottom (818).
        "PhotoGallery": { file, p in
            #expect(near(try text(p, "Gallery"), F(x: 169.858, y: 70.856, width: 53.283, height: 20.287)))
            let chips = try p.frames(of: "Capsule")
            #expect(near(chips.first, F(x: 16, y: 103, width: 45.664, height: 32)) && chips.count == 6 && chips[5].x > 393)
            let scrolls = try p.frames(of: "ScrollViewLayout")
            #expect(scrolls == [F(x: 0, y: 103, width: 393, height: 32), F(x: 0, y: 147, width: 393, height: 671)])
            #expect(try p.frames(of: "RoundedRectangle").map(\.y) == [147, 363, 579, 795])
            try p.expect(196, 810, is: .yellow); try p.expect(196, 830, is: white); try p.expect(196, 250, is: .pink)
        },
        // The page sheet: the presenter scaled to 361 points wide under the safe area's top, dimmed
        // by 40% black, on black; the card from 10 below the safe area's top, its inline bar at the
        // card's top with the cancellation item at the leading inset.
        "ComposeSheet": { file, p in
            #expect(near(try text(p, "New Message"), F(x: 143.258, y: 80.856, width: 106.484, height: 20.287)))
            #expect(try text(p, "Cancel").x == 16)
            #expect(near(try text(p, "To: Taylor"), F(x: 16, y: 129, width: 69.761, height: 20.287)))
            try p.expect(196, 30, is: black); try p.expect(196, 64, is: Color(red: 0.6, green: 0.349, blue: 0))
            try p.expect(8, 64, is: black); try p.expect(196, 240, is: .mint); try p.expect(196, 600, is: white)
        },
        // The alert: 270 wide, centred, over the screen dimmed by 20% black; the title 17 semibold and
        // the message 13 centred; two buttons side by side under a hairline, split by another.
        "DeleteAlert": { file, p in
            #expect(near(try text(p, "Delete Photo?"), F(x: 144.075, y: 377.176, width: 104.85, height: 20.287)))
            let alert = try #require(try p.frames(of: "Rectangle").first { $0.width == 270 && $0.height > 100 })
            #expect(near(alert, F(x: 61.5, y: 358.176, width: 270, height: 135.648)))
            let cancel = try text(p, "Cancel")
            #expect(abs(cancel.x + cancel.width / 2 - (61.5 + 196.333) / 2) < 0.01)
            try p.expect(20, 100, is: Color(white: 0.8)); try p.expect(60, 300, is: Color(red: 0, green: 0.384, blue: 0.8))
            let dark = try probe("DeleteAlert", preview: "Dark")
            try dark.expect(20, 100, is: black)
        },
        // An inline bar with a toolbar group (16 apart, the last 16 from the trailing edge) on the bar
        // material (`toolbarBackground(.visible)`) over the mint background that reaches up behind
        // it (`scrollContentBackground(.hidden)` leaves the list's own out); the header view
        // upper-cased; yellow row backgrounds (`listRowBackground`) with the links' chevrons;
        // `ScrollViewReader`'s `scrollTo` and `navigationDestination` change nothing. The "Share"
        // preview: an action sheet 8 in from the sides above the bottom inset.
        "ContactsBook": { file, p in
            #expect(near(try text(p, "Contacts"), F(x: 162.047, y: 70.856, width: 68.906, height: 20.287)))
            #expect(near(try text(p, "add"), F(x: 360, y: 72.5, width: 17, height: 17)))
            #expect(near(try text(p, "search"), F(x: 327, y: 72.5, width: 17, height: 17)))
            #expect(near(try text(p, "FAVORITES"), F(x: 36, y: 120, width: 63.255, height: 15.514)))
            #expect(try p.views().filter { $0.kind == "Text" && $0.text == "chevron_right" }.count == 3)
            #expect(near(try p.frames(of: "Circle"), [F(x: 36, y: 153.514, width: 32, height: 32), F(x: 36, y: 207.514, width: 32, height: 32),
                                                      F(x: 36, y: 261.514, width: 32, height: 32)]))
            try p.expect(300, 170, is: .yellow); try p.expect(300, 500, is: .mint); try p.expect(5, 845, is: .mint)
            let bar = try p.rgb(196, 30), mint = SceneCorpusTests.rgb(Color.mint.resolved(for: .light))
            #expect(bar[0] > 230 && bar[1] > 230 && bar[0] > mint[0], "\(bar)")
            let share = try probe("ContactsBook", preview: "Share")
            #expect(near(try share.frames(of: "Rectangle").last, F(x: 8, y: 659.82, width: 377, height: 158.18)))
            #expect(near(try text(share, "Copy Link"), F(x: 153.395, y: 720.233, width: 86.211, height: 23.867)))
            try share.expect(196, 400, is: Color(red: 0.8 * 88 / 255, green: 0.8 * 86 / 255, blue: 0.8 * 214 / 255))
        },
        // A card over the ultra-thin material: the backdrop (blue above, yellow below) shows through
        // blurred (radius 20) and lightened by the material's white tint (45%); dark mode tints with
        // #1C1C1E at 45% over the dark blue.
        "MaterialCard": { file, p in
            #expect(near(try p.frames(of: "RoundedRectangle"), [F(x: 16, y: 360.799, width: 361, height: 155.402)]))
            try p.expect(200, 200, is: .blue); try p.expect(200, 700, is: .yellow)
            try p.expect(300, 365, is: Color(red: 0.45 + 0.55 * 0, green: 0.45 + 0.55 * 0.478, blue: 1))
            // Over the edge between blue and yellow the backdrop is blurred (σ = 10 points): red and
            // blue both lie between their tinted values above (115, 255) and below (255, 115).
            let edge = try p.rgb(300, 426)
            #expect((160...215).contains(edge[0]) && (160...215).contains(edge[2]), "\(edge)")
            try p.expect(300, 505, is: Color(red: 1, green: 0.45 + 0.55 * 0.8, blue: 0.45))
            let dark = try probe("MaterialCard", preview: "Dark")
            try dark.expect(300, 365, is: Color(red: (0.45 * 28 + 0.55 * 10) / 255, green: (0.45 * 28 + 0.55 * 132) / 255,
                                                blue: (0.45 * 30 + 0.55 * 255) / 255))
        },
    ]
}
