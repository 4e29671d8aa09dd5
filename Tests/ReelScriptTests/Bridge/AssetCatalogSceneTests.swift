import Foundation
import Reel
import ReelCairo
import ReelScript
import ReelSystem
import Testing

/// Scenes drawing the test module's asset catalog (Corpora/Assets/Assets.xcassets): the image
/// file each display scale takes, pinned by its colour (the 1x files are red, the 2x green, the
/// 3x blue), colour sets in sRGB (floating point, 8-bit, hexadecimal), Display P3 and grey with
/// their dark appearances, namespaced and plain folders; the compiled twin draws the same pixels
/// as the scene file.
@Suite struct AssetCatalogSceneTests {
    /// The test module: a folder with an asset catalog.
    static let module = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpora/Assets")

    /// The scene `S` of this file read as a scene file in the test module.
    static func sceneFile<S: AnimatedScene>(_ type: S.Type) throws -> SceneFile {
        try SceneFile(text: try EmbeddedScene.text("\(S.self)", in: #filePath), fileName: "\(S.self).swift",
                      access: ResourceAccess(root: module))
    }

    /// The colour of a pixel as 0xRRGGBBAA-style bytes.
    static func rgba(_ image: RasterImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.rgba(x: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }

    /// The colour at the centre of the 10 x 10 point cell whose top-left is (`x`, `y`) points.
    static func cell(_ image: RasterImage, _ x: Int, _ y: Int, scale: Int) -> [UInt8] {
        rgba(image, x * scale + 5 * scale, y * scale + 5 * scale)
    }

    /// Each scale and the colour of the Scale set's file drawn at it.
    static let scales: [(Double, [UInt8])] = [(1, [255, 0, 0, 255]), (1.5, [0, 255, 0, 255]), (2, [0, 255, 0, 255]),
                                              (3, [0, 0, 255, 255]), (4, [0, 0, 255, 255])]

    @Test(arguments: 0..<5)
    func theImageFileIsTheOneForTheDisplayScale(index: Int) throws {
        let (scale, expected) = Self.scales[index]
        let file = try Self.sceneFile(AssetBoard.self)
        let renderer = FrameRenderer(resourceRoot: file.access.root)
        let image = try renderer.render(try file.makeScene(), frame: 0, scale: scale)
        let s = scale
        func at(_ x: Double, _ y: Double) -> [UInt8] { Self.rgba(image, Int(x * s), Int(y * s)) }
        // The Scale set fills 10 x 10 points whatever file is drawn.
        #expect(at(5, 5) == expected)
        #expect(at(9.5, 9.5) == expected)
        // LowOnly has 1x and 2x files: 3x and 4x take the largest, 2x.
        #expect(at(15, 5) == (scale <= 1 ? [255, 0, 0, 255] : [0, 255, 0, 255]))
        #expect(image.width == Int((60 * scale).rounded(.up)))
    }

    @Test func imageSizesAreTheirPixelsOverTheirScale() throws {
        let file = try Self.sceneFile(AssetBoard.self)
        let renderer = FrameRenderer(resourceRoot: file.access.root)
        let tree = try renderer.inspection(of: try file.makeScene(), time: 0)
        let frames = tree.allViews.filter { $0.kind.hasPrefix("Image") }.map { "\($0.kind) \($0.frame.width)x\($0.frame.height)" }
        #expect(frames == ["Image(\"Scale\") 10.0x10.0", "Image(\"LowOnly\") 10.0x10.0", "Image(\"Single\") 12.0x6.0",
                           "Image(\"Icons/star\") 4.0x4.0", "Image(\"Themed\") 10.0x10.0"])
    }

    @Test func colourSetsInEveryFormAndSpace() throws {
        let file = try Self.sceneFile(AssetBoard.self)
        let image = try FrameRenderer(resourceRoot: file.access.root).render(try file.makeScene(), frame: 0, scale: 1)
        // Brand: sRGB 0.8, 0.4, 0.2.
        #expect(Self.cell(image, 0, 20, scale: 1) == [204, 102, 51, 255])
        // P3Red: Display P3's red, outside sRGB, clamped when drawn: (1.09, -0.23, -0.15) -> red.
        #expect(Self.cell(image, 10, 20, scale: 1) == [255, 0, 0, 255])
        // Icons/Accent: hexadecimal 0xFF, 0x80, 0x00.
        #expect(Self.cell(image, 20, 20, scale: 1) == [255, 128, 0, 255])
        // Flat (in a folder without a namespace): 8-bit 32, 128, 64.
        #expect(Self.cell(image, 30, 20, scale: 1) == [32, 128, 64, 255])
        // Veil: grey 0.5 at gamma 2.2 (sRGB 0.5039, level 128 of 255), half transparent over white.
        #expect(Self.cell(image, 40, 20, scale: 1) == [191, 191, 191, 255])
        // Themed: the light file (white) in the light scheme.
        #expect(Self.cell(image, 40, 0, scale: 1) == [255, 255, 255, 255])
        // Icons/star is magenta.
        #expect(Self.rgba(image, 34, 2) == [255, 0, 255, 255])
    }

    @Test func darkAppearancesAndDisplayP3InTheDarkScheme() throws {
        let renderer = FrameRenderer(resourceRoot: Self.module)
        let image = try renderer.render(DarkAssetBoard(), frame: 0, scale: 1)
        // Brand's dark appearance: Display P3 (0.2, 0.4, 0.6) = sRGB (0.1041, 0.4059, 0.6170), which
        // Cairo stores as 16-bit levels and draws as their high bytes: 26, 103, 157.
        #expect(Self.rgba(image, 5, 5) == [26, 103, 157, 255])
        // Themed's dark file is black.
        #expect(Self.rgba(image, 15, 5) == [0, 0, 0, 255])
        // The catalog read through the scene file's access gives the same dynamic colour.
        let file = try Self.sceneFile(AssetBoard.self)
        let brand = try #require(try? AssetCatalog(root: FileSandbox.folderPath(Self.module.path), reading: file.access).color(named: "Brand").get())
        #expect(brand.isDynamic)
        #expect(brand.resolved(for: .light) == Color(red: 0.8, green: 0.4, blue: 0.2))
    }

    @Test func theCompiledTwinDrawsTheSamePixels() throws {
        let file = try Self.sceneFile(AssetBoard.self)
        #expect(file.validate().map(\.description) == [])
        for scale in [1.0, 2, 3] {
            let compiled = try FrameRenderer(resourceRoot: Self.module).render(AssetBoard(), frame: 0, scale: scale)
            let interpreted = try FrameRenderer(resourceRoot: file.access.root).render(try file.makeScene(), frame: 0, scale: scale)
            FrameParity.expectSame(compiled, interpreted, frame: Int(scale), of: "AssetBoard")
        }
    }

    @Test func aCompiledSceneWithAMissingColourFailsItsFrame() throws {
        let renderer = FrameRenderer(resourceRoot: Self.module)
        #expect(throws: RenderError.self) { try renderer.render(MissingColourBoard(), frame: 0) }
        let messages = renderer.diagnostics.errors.map(\.description)
        #expect(messages == ["error: Color(\"Brnad\"): no colour named 'Brnad' in Assets.xcassets; did you mean 'Brand'? (colour sets: Brand, Flat, P3Red, Veil, Icons/Accent)"])
    }
}

// ── scene AssetBoard
struct AssetBoard: AnimatedScene {
    var format = SceneFormat(width: 60, height: 40)

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white
            Image("Scale")
            Image("LowOnly").offset(x: 10)
            Image("Single").offset(x: 20)
            Image("Icons/star").offset(x: 32)
            Image("Themed").offset(x: 40)
            Color("Brand").frame(width: 10, height: 10).offset(y: 20)
            Color("P3Red").frame(width: 10, height: 10).offset(x: 10, y: 20)
            Color("Icons/Accent").frame(width: 10, height: 10).offset(x: 20, y: 20)
            Color("Flat").frame(width: 10, height: 10).offset(x: 30, y: 20)
            Color("Veil").frame(width: 10, height: 10).offset(x: 40, y: 20)
        }
    }
}
// ── end AssetBoard

/// The catalog's dynamic colour and image in the dark scheme (compiled: scene files set the
/// scheme once `preferredColorScheme` is in their vocabulary).
struct DarkAssetBoard: AnimatedScene {
    var format = SceneFormat(width: 20, height: 10)

    var body: some View {
        HStack(spacing: 0) {
            Color("Brand").frame(width: 10, height: 10)
            Image("Themed")
        }
        .preferredColorScheme(.dark)
    }
}

/// A compiled scene naming a colour the catalog does not have.
struct MissingColourBoard: AnimatedScene {
    var format = SceneFormat(width: 10, height: 10)

    var body: some View {
        Color("Brnad")
    }
}
