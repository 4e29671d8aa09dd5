import Foundation
import Reel
import ReelCairo
import ReelScript
import Testing

/// The view corpus: files under Corpora/Views/ written as SwiftUI developers write them (several
/// views, `@State`, a `#Preview` or a `PreviewProvider` at the end), each rendered as written, its
/// first preview on the default device (an iPhone 15, 393 x 852 pt, safe area 59 / 34) unless the
/// preview asks otherwise. Pixels are looked at one per point (`--scale 1`). Each file has a check below of what it shows, in iOS's numbers: pixels
/// at moments, and the frames of its views. Every file must validate without errors or warnings.
@Suite struct ViewCorpusTests {
    /// The corpus folder, next to this file.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Views")

    /// The names of the corpus files, without `.swift`.
    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    }

    /// The file `name` loaded as the command line loads it (Pango measuring `.sizeThatFits`
    /// previews), its preview picked by `preview`.
    static func load(_ name: String, preview: String? = nil) throws -> SceneFile {
        let path = folder.appendingPathComponent(name + ".swift").path
        let services = LayoutServices(text: PangoTextEngine(diagnostics: DiagnosticLog()), images: CairoImageStore(root: folder))
        return try SceneFile.load(path: path, preview: PreviewOptions(preview: preview, services: services))
    }

    @Test func everyFileHasACheck() {
        #expect(Self.names.count >= 8)
        #expect(Self.names == Self.allChecks.keys.sorted())
    }

    @Test(arguments: names) func showsWhatItMust(_ name: String) throws {
        let check = SceneFile.check(path: Self.folder.appendingPathComponent(name + ".swift").path)
        #expect(check.errors.isEmpty && check.warnings.isEmpty, "\(check.errors) \(check.warnings)")
        let file = try Self.load(name)
        #expect(file.rendersPreview)
        let expectations = try #require(Self.allChecks[name])
        try expectations(file, SceneCorpusTests.Probe(scene: try file.makeScene(), scale: 1))
    }

    /// The checks of every file: those below and those of the files with models
    /// (`ViewCorpusTests+Models.swift`).
    static var allChecks: [String: @Sendable (SceneFile, SceneCorpusTests.Probe) throws -> Void] {
        checks.merging(modelChecks) { first, _ in first }.merging(everydayChecks) { first, _ in first }.merging(appShellChecks) { first, _ in first }
            .merging(listChecks) { first, _ in first }
            .merging(timeChecks) { first, _ in first }
            .merging(engineChecks) { first, _ in first }
            .merging(geometryChecks) { first, _ in first }
            .merging(apiChecks) { first, _ in first }
            .merging(languageChecks) { first, _ in first }
            .merging(galleryChecks) { first, _ in first }
    }

    /// A frame, as `reel inspect` gives it.
    static func F(x: Double, y: Double, width: Double, height: Double) -> InspectedView.Frame {
        InspectedView.Frame(x: x, y: y, width: width, height: height)
    }

    static let white = Color.white
    static let black = Color.black

    /// A colour from 8-bit components (a translucent system colour composited over the
    /// background, as the screen shows it).
    static func rgb(_ red: Double, _ green: Double, _ blue: Double) -> Color {
        Color(red: red / 255, green: green / 255, blue: blue / 255)
    }
    /// The system fill (120, 120, 128) at 20% over white, and at 36% over black.
    static let systemFillOnWhite = rgb(228, 228, 230), systemFillOnBlack = rgb(43, 43, 46)
    /// The tertiary system fill (118, 118, 128) at 12% over white.
    static let tertiaryFillOnWhite = rgb(239, 239, 240)

    /// What each file must show.
    static let checks: [String: @Sendable (SceneFile, SceneCorpusTests.Probe) throws -> Void] = [
        // The card is centred in the safe area (59...818); onAppear's 0.6 s animation turns the bar
        // from blue to orange and the badge from gray to green; the preview lasts its minimum, 1 s.
        "CounterCard": { file, p in
            #expect(p.scene.format.width == 393 && p.scene.format.height == 852 && p.scene.format.duration == 1)
            let stack = try #require(try p.frames(of: "VStackLayout").first)
            #expect(stack == F(x: 96.5, y: 378.5, width: 200, height: 120))
            try p.expect(196, 478, is: .blue); try p.expect(196, 478, is: .orange, at: 1)
            try p.expect(172, 410, is: .gray); try p.expect(172, 410, is: .green, at: 1)
            try p.expect(5, 5, is: white); try p.expect(5, 845, is: white)
        },
        // The header starts at the top of the safe area (its avatar at 59 + 16) and its purple
        // background, a shape style, reaches over the status bar to y = 0; the last text ends at the
        // bottom of the safe area, 818.
        "ProfileHeader": { file, p in
            #expect(file.sceneName == "Profile")
            let avatar = try #require(try p.frames(of: "Circle").first)
            #expect(avatar == F(x: 16, y: 75, width: 72, height: 72))
            let fill = try #require(try p.views().first { $0.kind == "ignoresSafeArea" }?.children.first?.frame)
            #expect(fill == F(x: 0, y: 0, width: 393, height: 163))
            let last = try #require(try p.frames(of: "padding").last)
            #expect(last.y + last.height == 818)
            try p.expect(5, 5, is: .purple); try p.expect(200, 30, is: .purple); try p.expect(5, 170, is: white)
        },
        // Dark: the whole canvas is black; the swatch reading the environment is iOS's dark yellow, the one
        // inside `.environment(\.colorScheme, .light)` blue. The "Light" preview is white and blue.
        "DarkModeCard": { file, p in
            #expect(file.sceneName == "Dark" && file.previewCanvas?.colorScheme == .dark)
            let framesRoundedRectangle = try p.frames(of: "RoundedRectangle")
            #expect(framesRoundedRectangle == [F(x: 116.5, y: 326.5, width: 160, height: 100),
                                                              F(x: 116.5, y: 450.5, width: 160, height: 100)])
            try p.expect(5, 5, is: black); try p.expect(5, 845, is: black); try p.expect(196, 200, is: black)
            try p.expect(196, 376, is: Color.yellow.resolved(for: .dark)); try p.expect(196, 500, is: .blue)
            let light = SceneCorpusTests.Probe(scene: try ViewCorpusTests.load("DarkModeCard", preview: "Light").makeScene(), scale: 1)
            try light.expect(5, 5, is: white); try light.expect(196, 376, is: .blue); try light.expect(196, 500, is: .blue)
        },
        // Landscape: 852 x 393 with the safe area 59...793 across and 0...372 down; three tiles of
        // (734 - 2 x 10) / 3 = 238 points share it.
        "LandscapeGallery": { file, p in
            #expect(p.scene.format.width == 852 && p.scene.format.height == 393)
            let framesRoundedRectangle = try p.frames(of: "RoundedRectangle")
            #expect(framesRoundedRectangle == [F(x: 59, y: 0, width: 238, height: 372),
                                                              F(x: 307, y: 0, width: 238, height: 372),
                                                              F(x: 555, y: 0, width: 238, height: 372)])
            try p.expect(100, 200, is: .red); try p.expect(400, 200, is: .green); try p.expect(700, 200, is: .blue)
            try p.expect(30, 200, is: white); try p.expect(820, 200, is: white); try p.expect(400, 385, is: white)
        },
        // .previewLayout(.sizeThatFits): the canvas is the badge's ideal size, 120 x 44 padded by 16.
        "StatusBadge": { file, p in
            #expect(file.sceneName == "Badge")
            #expect(p.scene.format.width == 152 && p.scene.format.height == 76)
            let framesCapsule = try p.frames(of: "Capsule")
            #expect(framesCapsule == [F(x: 16, y: 16, width: 120, height: 44)])
            try p.expect(76, 38, is: .green); try p.expect(3, 3, is: white)
        },
        // .previewDevice("iPhone SE (3rd generation)"): 375 x 667, a 20-point status bar; the orange
        // fill ignores the safe area and covers the screen, the white bar sits below the status bar.
        "FullScreenBackdrop": { file, p in
            #expect(p.scene.format.width == 375 && p.scene.format.height == 667)
            let fill = try #require(try p.views().first { $0.kind == "ignoresSafeArea" }?.children.first?.frame)
            #expect(fill == F(x: 0, y: 0, width: 375, height: 667))
            let rectangles = try p.frames(of: "Rectangle")
            #expect(rectangles.contains(F(x: 0, y: 20, width: 375, height: 30)))
            try p.expect(5, 5, is: .orange); try p.expect(100, 35, is: white); try p.expect(100, 10, is: .orange)
            try p.expect(100, 600, is: .orange)
        },
        // A forever-repeating 0.8 s animation counts one cycle there and back: 1.6 s. The dot is
        // twice its size at 0.8 s.
        "PulsingDot": { file, p in
            #expect(file.sceneName == "Pulse")
            #expect(p.scene.format.duration == 1.6 && p.scene.format.frameCount == 96)
            try p.expect(196, 438, is: .red); try p.expect(232, 438, is: white)
            try p.expect(232, 438, is: .red, at: 0.8)
        },
        // Rows of 44 from the top of the safe area; the footer ignores the bottom edge and runs to
        // the bottom of the screen. The second preview draws the canvas dark from its root.
        "SettingsRows": { file, p in
            let framesCapsule = try p.frames(of: "Capsule")
            #expect(framesCapsule == [F(x: 326, y: 65.5, width: 51, height: 31),
                                                    F(x: 326, y: 109.5, width: 51, height: 31),
                                                    F(x: 326, y: 153.5, width: 51, height: 31)])
            let footer = try #require(try p.views().first { $0.kind == "ignoresSafeArea" }?.children.first?.frame)
            #expect(footer == F(x: 0, y: 798, width: 393, height: 54))
            try p.expect(5, 845, is: .blue); try p.expect(5, 790, is: white); try p.expect(350, 80, is: .green)
            let dark = try ViewCorpusTests.load("SettingsRows", preview: "Rows dark")
            #expect(dark.previewCanvas?.colorScheme == .dark)
            try SceneCorpusTests.Probe(scene: try dark.makeScene(), scale: 1).expect(5, 400, is: black)
        },
        // The `.sizeThatFitsLayout` trait: the canvas is the chips' ideal size, 3 x 60 + 2 x 8 by 28,
        // padded by 12; `.fixedLayout(width: 300, height: 120)` centres them on a 300 x 120 canvas.
        "TagChips": { file, p in
            #expect(file.sceneName == "Chips" && p.scene.format.width == 220 && p.scene.format.height == 52)
            let capsules = try p.frames(of: "Capsule")
            #expect(capsules == [F(x: 12, y: 12, width: 60, height: 28), F(x: 80, y: 12, width: 60, height: 28),
                                 F(x: 148, y: 12, width: 60, height: 28)])
            try p.expect(42, 26, is: .pink); try p.expect(178, 26, is: .teal); try p.expect(4, 4, is: white)
            let fixed = try ViewCorpusTests.load("TagChips", preview: "Fixed").makeScene()
            #expect(fixed.format.width == 300 && fixed.format.height == 120)
            let framesFixed = try SceneCorpusTests.Probe(scene: fixed, scale: 1).frames(of: "Capsule")
            #expect(framesFixed.first == F(x: 52, y: 46, width: 60, height: 28))
        },
        // safeAreaPadding(.horizontal, 24) lays the cards out 24 points in from the sides; the cyan
        // fill behind them ignores the safe area and covers the screen.
        "PaddedCards": { file, p in
            let cards = try p.frames(of: "RoundedRectangle")
            #expect(cards == [F(x: 24, y: 59, width: 345, height: 90), F(x: 24, y: 161, width: 345, height: 90)])
            try p.expect(10, 100, is: .cyan); try p.expect(196, 100, is: white); try p.expect(196, 200, is: .yellow)
            try p.expect(196, 20, is: .cyan); try p.expect(196, 840, is: .cyan)
        },
        // The toast comes in at 1 s (a delayed action) and moves down from above over 0.5 s: the
        // preview lasts until then, 1.5 s.
        "ToastBanner": { file, p in
            #expect(p.scene.format.duration == 1.5)
            try p.expect(196, 84, is: white, at: 0.5)
            try p.expect(196, 84, is: .indigo, at: 1.49)
            let toast = try #require(try p.frames(of: "RoundedRectangle", at: 1.49).first)
            #expect(toast.y > 58 && toast.y < 60 && toast.x == 20 && toast.width == 353)
        },
        // Controls (docs/Controls.md): switches 51 x 31 at the trailing edge of full-width rows 12
        // apart, knobs 27 pt, 2 pt in; green on, the system fill off, the tint orange for the
        // third; in dark mode iOS's dark green and the fill at 36% over black.
        "SettingsToggles": { file, p in
            let toggles = try p.frames(of: "Toggle")
            #expect(toggles.map(\.width) == [361, 361, 361, 361] && toggles.map(\.height) == [31, 31, 31, 31])
            #expect(toggles.map(\.x) == [16, 16, 16, 16] && toggles[1].y - toggles[0].y == 43)
            let tracks = try p.frames(of: "Capsule")
            #expect(tracks.map(\.x) == [326, 326, 326, 326] && tracks.allSatisfy { $0.width == 51 && $0.height == 31 })
            let knobs = try p.frames(of: "Circle")
            #expect(knobs.map(\.x) == [348, 328, 348, 328] && knobs.allSatisfy { $0.width == 27 && $0.height == 27 })
            #expect(zip(knobs, tracks).allSatisfy { $0.y == $1.y + 2 })
            let first = Int(tracks[0].y + 15.5), second = Int(tracks[1].y + 15.5), third = Int(tracks[2].y + 15.5)
            try p.expect(331, first, is: .green); try p.expect(361, first, is: white)
            try p.expect(371, second, is: systemFillOnWhite); try p.expect(341, second, is: white)
            try p.expect(331, third, is: .orange)
            let dark = SceneCorpusTests.Probe(scene: try ViewCorpusTests.load("SettingsToggles", preview: "Settings dark").makeScene(), scale: 1)
            try dark.expect(331, first, is: Color.green.resolved(for: .dark)); try dark.expect(361, first, is: white)
            try dark.expect(371, second, is: systemFillOnBlack); try dark.expect(5, 5, is: black)
        },
        // Sliders take the width offered and are 28 tall; the knob's centre runs from 14 to width - 14
        // (a quarter: 24 + 14 + 317 / 4); the track is the tint before it and the system fill after.
        // The volume slider is tinted pink. Plain buttons are as large as their symbols.
        "MusicPlayer": { file, p in
            let sliders = try p.frames(of: "Slider")
            #expect(sliders.map(\.x) == [24, 49] && sliders.map(\.width) == [345, 320] && sliders.map(\.height) == [28, 28])
            let y = Int(sliders[0].y + 14)
            try p.expect(117, y, is: white); try p.expect(60, y, is: .blue); try p.expect(300, y, is: systemFillOnWhite)
            try p.expect(100, Int(sliders[1].y + 14), is: .pink); try p.expect(340, Int(sliders[1].y + 14), is: systemFillOnWhite)
            let buttons = try p.frames(of: "Button")
            #expect(buttons.count == 3 && buttons[1].width == 44 && buttons[1].height == 44)
        },
        // Rounded-border fields are 34 tall across the padded width, white inside; the large prominent
        // button is 50 tall, filled with the tint; the borderless one is its text's size.
        "LoginScreen": { file, p in
            let fields = try p.frames(of: "TextField") + p.frames(of: "SecureField")
            #expect(fields.map(\.x) == [32, 32] && fields.map(\.width) == [329, 329] && fields.map(\.height) == [34, 34])
            #expect(fields[1].y - fields[0].y == 50)
            let buttons = try p.frames(of: "Button")
            #expect(buttons.count == 2 && buttons[0].x == 32 && buttons[0].width == 329 && buttons[0].height == 50)
            #expect(buttons[0].y == fields[1].y + 50)
            try p.expect(40, Int(buttons[0].y + 8), is: .blue); try p.expect(350, Int(fields[0].y + 17), is: white)
            try p.expect(300, Int(fields[1].y + 17), is: white)
        },
        // Linear progress views are 4 pt bars across the room left, the tint up to the value; the
        // activity indicator's top spoke leads at 0 s (opaque secondary label grey) and is four
        // spokes behind at 0.5 s (57% of it).
        "DownloadRow": { file, p in
            let bars = try p.frames(of: "Capsule")
            #expect(bars.count == 3 && bars.allSatisfy { $0.height == 4 })
            let y = Int(bars[0].y + 2)
            try p.expect(60, y, is: .blue); try p.expect(Int(bars[0].x + bars[0].width / 2) - 3, y, is: .blue)
            try p.expect(Int(bars[0].x + bars[0].width / 2) + 3, y, is: systemFillOnWhite)
            let spinner = try #require(try p.frames(of: "ProgressView").first { $0.height > 20 && $0.x > 100 })
            #expect(spinner.height == 48.287109375)
            let topSpoke = Int(spinner.y + 10 - 6.75)
            try p.expect(196, topSpoke, is: rgb(138, 138, 142)); try p.expect(196, topSpoke, is: rgb(188, 188, 190), at: 0.5)
            let installing = try #require(try p.frames(of: "ProgressView").last)
            try p.expect(Int(installing.x + installing.width * 0.75) - 3, Int(bars[2].y + 2), is: .blue)
        },
        // The segmented control is 32 tall across the padded width, its three segments 361 / 3 wide,
        // the selected one's white thumb 2 pt in; the stepper's control is 94 x 32 at the trailing
        // edge, both over the tertiary system fill.
        "FilterBar": { file, p in
            let picker = try #require(try p.frames(of: "Picker").first)
            #expect(picker == F(x: 16, y: 75, width: 361, height: 32))
            let shapes = try p.frames(of: "RoundedRectangle")
            #expect(shapes.count == 3 && shapes[0].y == 77 && shapes[0].height == 28 && abs(shapes[0].x - (16 + 361.0 / 3 + 2)) < 1e-9)
            #expect(shapes[2] == F(x: 283, y: 127, width: 94, height: 32))
            #expect(try p.frames(of: "Stepper") == [F(x: 16, y: 127, width: 361, height: 32)])
            try p.expect(60, 80, is: tertiaryFillOnWhite); try p.expect(145, 80, is: white); try p.expect(290, 130, is: tertiaryFillOnWhite)
            let menu = try #require(try p.frames(of: "Picker").last)
            #expect(menu.x + menu.width == 377)
        },
        // Bordered buttons are their label padded 12 x 7 (34.3 tall with body text), prominent ones
        // filled with the tint (red when destructive), bordered ones the tint at 15%; the capsule is
        // tinted orange; the file's own ButtonStyle draws an indigo capsule. Dark mode: iOS's dark blue.
        "ButtonGallery": { file, p in
            let buttons = try p.frames(of: "Button")
            #expect(buttons.count == 7)
            #expect(buttons[1].height == buttons[0].height + 14 && buttons[2].height == buttons[0].height + 14)
            try p.expect(155, Int(buttons[1].y + 17), is: rgb(217, 235, 255))
            try p.expect(150, Int(buttons[2].y + 17), is: .blue)
            try p.expect(165, Int(buttons[3].y + 17), is: .red)
            try p.expect(160, Int(buttons[4].y + 17), is: rgb(255, 239, 217))
            try p.expect(150, Int(buttons[6].y + 22), is: .indigo)
            #expect(try p.frames(of: "Capsule").count == 2)
            let dark = SceneCorpusTests.Probe(scene: try ViewCorpusTests.load("ButtonGallery", preview: "Gallery dark").makeScene(), scale: 1)
            try dark.expect(150, Int(buttons[2].y + 17), is: Color.blue.resolved(for: .dark))
            try dark.expect(155, Int(buttons[1].y + 17), is: rgb(2, 20, 38))
        },
        // The default gauge is a 6 pt bar under its label, the accessory circular one a 58 pt ring
        // tinted green to three quarters.
        "BatteryGauge": { file, p in
            let gauges = try p.frames(of: "Gauge")
            #expect(gauges.count == 2 && gauges[0].width == 361 && gauges[1].width == 58 && gauges[1].height == 58)
            let bar = try #require(try p.frames(of: "Capsule").first)
            #expect(bar.height == 6 && bar.y + bar.height == gauges[0].y + gauges[0].height)
            try p.expect(30, Int(bar.y + 3), is: .blue); try p.expect(370, Int(bar.y + 3), is: systemFillOnWhite)
            try p.expect(196, Int(gauges[1].y + 3), is: .green)
        },
        // A ToggleStyle of the file draws each row (its symbol, 22 pt at title2, blue when on, the
        // secondary grey when off), the rows 16 apart; the stepper at the top of its range dims its
        // plus (the tertiary label colour over the tertiary fill) and keeps its minus black.
        "CheckboxList": { file, p in
            let toggles = try p.frames(of: "Toggle")
            #expect(toggles == [F(x: 16, y: 75, width: 361, height: 22), F(x: 16, y: 113, width: 361, height: 22),
                                F(x: 16, y: 151, width: 361, height: 22)])
            try p.expect(18, 86, is: .blue); try p.expect(27, 115, is: rgb(138, 138, 142)); try p.expect(18, 162, is: .blue)
            #expect(try p.frames(of: "Stepper") == [F(x: 16, y: 189, width: 361, height: 32)])
            try p.expect(306, 205, is: black); try p.expect(353, 204, is: rgb(185, 185, 188))
            #expect(try p.frames(of: "Button").count == 2)
        },
    ]
}
