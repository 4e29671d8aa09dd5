import Foundation
import Reel
import ReelCairo
import ReelExport
import ReelScript
import ReelTestSupport
import Testing

/// The Travelogue module of the corpus (Corpora/Modules/Travelogue), written as a SwiftUI developer
/// writes an app's screen: a view with `#Preview`s at the end, a row view, an `@Observable` model,
/// extensions, and resources made by scripts/make-corpus-assets: an asset catalog with a PNG set
/// at 1x/2x/3x (Stamp), a JPEG photo at 2x (Photo), an SVG icon drawn as vectors (Compass) and one
/// rasterised (Flag), a PDF ticket drawn as vectors (Ticket), colour sets with dark appearances (Brand, Card), and Reel Sans, a font of
/// Reel's own: 600 units wide per glyph, glyphs of 100-unit cells on a 5 x 7 grid, ascent 800 and
/// descent 200 per 1,000.
@Suite struct TravelogueCorpusTests {
    static let folder = ModuleCorpusTests.folder.appendingPathComponent("Travelogue")

    static func load(_ preview: String? = nil) throws -> SceneFile {
        try SceneFile.load(module: try ScriptModule.folder(folder.path), preview: PreviewOptions(preview: preview))
    }

    static func F(x: Double, y: Double, width: Double, height: Double) -> InspectedView.Frame {
        InspectedView.Frame(x: x, y: y, width: width, height: height)
    }

    /// A renderer drawing with the module's resources, as `reel` draws a module: its images and
    /// fonts from the module root, confined to the module's folders.
    static func renderer(_ file: SceneFile) -> FrameRenderer {
        FrameRenderer(images: CairoImageStore(root: file.access.root, sandbox: file.access.sandbox))
    }

    /// The first frame of `preview` at `scale`, and its views.
    struct Look {
        let image: RasterImage
        let views: [InspectedView]

        init(_ file: SceneFile, scale: Double) throws {
            let renderer = TravelogueCorpusTests.renderer(file)
            image = try renderer.render(try file.makeScene(), frame: 0, scale: scale)
            views = try renderer.inspection(of: try file.makeScene(), time: 0).allViews
        }

        /// A pixel's red, green and blue.
        func rgb(_ x: Int, _ y: Int) -> [Int] {
            let p = image.rgba(x: x, y: y)
            return [Int(p.r), Int(p.g), Int(p.b)]
        }

        /// The frames of the views of `kind`.
        func frames(of kind: String) -> [InspectedView.Frame] { views.filter { $0.kind == kind }.map(\.frame) }

        /// The frames of the images, in order (an image's kind is `Image("NAME")`).
        var imageFrames: [InspectedView.Frame] { views.filter { $0.kind.hasPrefix("Image(") }.map(\.frame) }
    }

    /// A look at `preview` drawn at `scale`.
    static func probe(_ preview: String, scale: Double) throws -> Look {
        try Look(try load(preview), scale: scale)
    }

    /// Whether the pixel at (x, y) is exactly `rgb`.
    static func exactly(_ p: Look, _ x: Int, _ y: Int, _ rgb: [Int]) -> Bool {
        p.rgb(x, y) == rgb
    }

    // The colour sets, as 8-bit sRGB: Brand 0.149, 0.325, 0.620 (dark 0.569, 0.737, 0.949), Card
    // 0.988, 0.969, 0.929 (dark 0.133, 0.122, 0.110).
    static let brand = [38, 83, 158], brandDark = [145, 188, 242]
    static let card = [252, 248, 237], cardDark = [34, 31, 28]
    // The stamp's colours, and the compass's hub and disc.
    static let stampBorder = [153, 27, 27], stampFill = [255, 149, 0]
    static let hub = [27, 38, 59], disc = [10, 126, 140]

    @Test func theModuleValidatesWithoutErrorsOrWarnings() throws {
        let module = try ScriptModule.folder(Self.folder.path)
        #expect(module.files.map { String($0.name.dropFirst(Self.folder.path.count + 1)) }
                == ["Extensions/Theme.swift", "Model/Journal.swift", "Travelogue.swift", "Views/TripRow.swift"])
        let check = SceneFile.check(module: module)
        #expect(check.errors.isEmpty && check.warnings.isEmpty, "\(check.errors) \(check.warnings)")
        #expect(try Self.load().offers.map(\.name) == ["Journal", "Journal, dark", "Badges", "Ticket"])
    }

    /// The card: 16 of padding around a 240-wide column, centred on the iPhone 15 (393 x 852).
    /// The photo is its 2x JPEG's 240 x 160 pixels as 120 x 80 points; the stamp 20 x 20 points
    /// whichever file; the compass 36 x 36 as framed. Reel Sans is 0.6 em wide per glyph and 1 em
    /// high per line: "REEL TRIPS" at 30 points is exactly 180 x 30, "LISBON" at 16 points 57.6
    /// (57.598, Pango's 1/1024-point units) x 16, "4 DAYS" at 14 points (by PostScript name)
    /// 50.4 x 14.
    @Test func framesFollowTheAssetsAndTheFont() throws {
        let p = try Self.probe("Journal", scale: 1)
        let views = p.views
        func frame(_ kind: String, _ text: String? = nil) -> [InspectedView.Frame] {
            views.filter { $0.kind == kind && (text == nil || $0.text == text) }.map(\.frame)
        }
        #expect(frame("RoundedRectangle") == [Self.F(x: 60.5, y: 299.5, width: 272, height: 278)])
        #expect(ViewCorpusTests.near(p.imageFrames, [
            Self.F(x: 136.5, y: 315.5, width: 120, height: 80),
            Self.F(x: 76.5, y: 457.5, width: 20, height: 20), Self.F(x: 222.098, y: 449.5, width: 36, height: 36),
            Self.F(x: 76.5, y: 505.5, width: 20, height: 20), Self.F(x: 213.697, y: 497.5, width: 36, height: 36),
        ]))
        #expect(frame("Text", "REEL TRIPS") == [Self.F(x: 106.5, y: 407.5, width: 180, height: 30)])
        #expect(ViewCorpusTests.near(frame("Text", "LISBON"), [Self.F(x: 104.5, y: 459.5, width: 57.598, height: 16)]))
        #expect(ViewCorpusTests.near(frame("Text", "4 DAYS"), [Self.F(x: 266.098, y: 460.5, width: 50.402, height: 14)]))
        #expect(ViewCorpusTests.near(frame("Text", "16 DAYS AWAY"), [Self.F(x: 138.902, y: 545.5, width: 115.195, height: 16)]))
    }

    /// The same text in the system font is not 180 points wide: the module's font is the one used.
    @Test func theCustomFontIsNotTheSystemFont() throws {
        let text = """
        import SwiftUI

        #Preview {
            VStack {
                Text("REEL TRIPS").font(.custom("Reel Sans", size: 30))
                Text("REEL TRIPS").font(.custom("ReelSans-Regular", size: 30))
                Text("REEL TRIPS").font(.system(size: 30))
            }
        }
        """
        let file = try SceneFile(text: text, fileName: "Probe.swift", access: ResourceAccess(root: Self.folder))
        let widths = try Look(file, scale: 1).views.filter { $0.kind == "Text" }.map(\.frame.width)
        #expect(widths.count == 3 && widths[0] == 180 && widths[1] == 180 && abs(widths[2] - 180) > 10, "\(widths)")
    }

    /// At 2x every asset lands on whole pixels: the stamp's 2x file drawn one to one (its 2-point
    /// border ends at pixel 156, the fill starts at 157), the JPEG's flat areas within 1 of the
    /// colours drawn (sand 222, 196, 140; sky 145, 205, 250; sun 255, 214, 10), the compass's hub
    /// and disc, and the first glyph of the title: Reel Sans's "R" starts 1.5 points right of the
    /// text (a 50-unit side bearing) and 3 below its line top (ascent 800 less cap height 700), so
    /// its top row of cells covers pixels 219...242 x 821...826, the fifth cell empty.
    @Test func lightPixels() throws {
        let p = try Self.probe("Journal", scale: 2)
        #expect(Self.exactly(p, 156, 935, Self.stampBorder) && Self.exactly(p, 157, 935, Self.stampFill))
        #expect(Self.exactly(p, 173, 935, Self.stampFill))
        #expect(p.rgb(305, 775) == [222, 195, 140] && p.rgb(400, 640) == [144, 205, 250] && p.rgb(449, 671) == [255, 214, 10])
        #expect(Self.exactly(p, 480, 935, Self.hub) && Self.exactly(p, 480, 907, Self.disc))
        #expect(Self.exactly(p, 219, 821, Self.brand) && Self.exactly(p, 219, 820, Self.card))
        #expect(Self.exactly(p, 243, 824, Self.card) && Self.exactly(p, 243, 830, Self.brand))
        #expect(Self.exactly(p, 130, 620, Self.card))
    }

    /// The dark preview: the colour sets' dark appearances; the images unchanged.
    @Test func darkPixels() throws {
        let p = try Self.probe("Journal, dark", scale: 2)
        #expect(Self.exactly(p, 219, 821, Self.brandDark) && Self.exactly(p, 219, 820, Self.cardDark))
        #expect(Self.exactly(p, 243, 824, Self.cardDark) && Self.exactly(p, 130, 620, Self.cardDark))
        #expect(Self.exactly(p, 156, 935, Self.stampBorder) && Self.exactly(p, 157, 935, Self.stampFill))
        #expect(p.rgb(305, 775) == [222, 195, 140] && Self.exactly(p, 480, 935, Self.hub))
    }

    /// At 3x the stamp's 3x file is drawn (20 points, 60 pixels); its fill and border are whole.
    @Test func threeTimesPixels() throws {
        let p = try Self.probe("Journal", scale: 3)
        #expect(Self.exactly(p, 259, 1402, Self.stampFill) && Self.exactly(p, 232, 1402, Self.stampBorder))
        #expect(Self.exactly(p, 720, 1402, Self.hub))
    }

    /// The badges: Flag (an SVG without preserved vector data, 30 x 20 from its viewBox), Stamp and
    /// Compass (24 x 24, its natural size) side by side, 10 apart, centred; at 2x the flag's
    /// halves are its green (46, 125, 50) and red (198, 40, 40).
    @Test func badgesTakeTheirNaturalSizes() throws {
        let p = try Self.probe("Badges", scale: 1)
        #expect(p.imageFrames == [Self.F(x: 149.5, y: 428.5, width: 30, height: 20), Self.F(x: 189.5, y: 428.5, width: 20, height: 20),
                                  Self.F(x: 219.5, y: 426.5, width: 24, height: 24)])
        let two = try Self.probe("Badges", scale: 2)
        #expect(two.rgb(310, 870) == [46, 125, 50] && two.rgb(350, 870) == [198, 40, 40])
    }

    /// The ticket, a 28 x 20 point PDF page with preserved vector data, drawn three times its size
    /// (84 x 60, centred at 154.5, 408.5): at 2x its edges fall on whole pixels and stay sharp, the
    /// white perforation (18...20 points of the page, 54...60 drawn) covering pixels 417...428 and
    /// the yellow square (4...12 x 6...14 from the page's bottom) starting at pixels 333, 853.
    @Test func thePDFTicketIsDrawnAsVectorsAtItsDrawnSize() throws {
        let p = try Self.probe("Ticket", scale: 2)
        #expect(p.imageFrames == [Self.F(x: 154.5, y: 408.5, width: 84, height: 60)])
        let blue = [51, 102, 153], white = [255, 255, 255], yellow = [255, 204, 0]
        #expect(p.rgb(416, 877) == blue && p.rgb(417, 877) == white && p.rgb(428, 877) == white && p.rgb(429, 877) == blue)
        #expect(p.rgb(332, 853) == blue && p.rgb(333, 853) == yellow && p.rgb(380, 900) == yellow && p.rgb(317, 825) == blue)
    }

    /// Frames alone, in order, and on two threads are the same bytes, at 2x, for every preview.
    @Test(arguments: ["Journal", "Journal, dark", "Badges", "Ticket"]) func framesAreTheSameAloneInOrderAndOnTwoThreads(_ preview: String) throws {
        let file = try Self.load(preview)
        let frames = [0, 30, 59]
        let alone = try frames.map { try Self.renderer(file).render(try file.makeScene(), frame: $0, scale: 2) }
        let renderer = Self.renderer(file)
        let scene = try file.makeScene()
        let sequence = try frames.map { try renderer.render(scene, frame: $0, scale: 2) }
        let timeline = ResolvedTimeline(try file.makeScene())
        var threaded = [RasterImage](repeating: RasterImage(width: 0, height: 0), count: frames.count)
        try FrameScheduler(threads: 2).run(count: frames.count, makeWorker: { _ in
            let renderer = Self.renderer(file)
            let scene = try file.makeScene()
            return { index in try renderer.render(scene, frame: frames[index], scale: 2, timeline: timeline) }
        }, deliver: { index, image in threaded[index] = image })
        for index in frames.indices {
            let (inSequence, onThreads) = (sequence[index] == alone[index], threaded[index] == alone[index])
            #expect(inSequence, "\(preview) frame \(frames[index]): in sequence differs from alone")
            #expect(onThreads, "\(preview) frame \(frames[index]): on two threads differs from alone")
        }
    }
}
