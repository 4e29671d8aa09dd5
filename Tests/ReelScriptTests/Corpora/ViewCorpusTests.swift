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

    /// A frame, as `reel inspect` gives it.
    static func F(x: Double, y: Double, width: Double, height: Double) -> InspectedView.Frame {
        InspectedView.Frame(x: x, y: y, width: width, height: height)
    }

    static let white = Color.white
    static let black = Color.black

    /// Every file's check: those below and those of other areas' files.
    static var allChecks: [String: @Sendable (SceneFile, SceneCorpusTests.Probe) throws -> Void] {
        checks.merging(appShellChecks) { a, _ in a }
    }

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
    ]
}
