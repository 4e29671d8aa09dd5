import Foundation
import Reel
import ReelCairo
import ReelScript
import ReelTestSupport
import Testing

/// iOS's system look in scene files: the semantic colours, the hierarchical and tint styles, dark
/// mode. Each scene below is compiled into this test target and also read back from this file's
/// text as a scene file; both must render to identical pixels.
@Suite struct VocabularySystemLookTests {
    /// Renders the compiled scene and the same scene read from this file's text, requiring
    /// identical pixels (every fourth frame and the last in the default tier).
    static func expectSameFrames<S: AnimatedScene>(_ type: S.Type, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = try VocabularyPaintTextEffectsTests.sceneFile(try EmbeddedScene.text("\(S.self)", in: #filePath), name: "\(S.self)")
        #expect(file.validate().map(\.description) == [], sourceLocation: sourceLocation)
        let compiled = S()
        try FrameParity.expectSame(compiled, try file.makeScene(), frames: TestTier.frames(of: compiled.format.frameCount),
                                   compiledRenderer: FrameRenderer(), interpretedRenderer: FrameRenderer(), sourceLocation: sourceLocation)
    }

    @Test func systemColoursInLightAndDark() throws {
        try Self.expectSameFrames(SystemColorsScene.self)
        try Self.expectSameFrames(DarkSystemColorsScene.self)
    }

    @Test func textStylesDesignsAndSpacing() throws {
        try Self.expectSameFrames(TextStylesScene.self)
    }

    @Test func underlinesAndStrikethroughs() throws {
        try Self.expectSameFrames(TextLinesScene.self)
        #expect(VocabularyPaintTextEffectsTests.errors("Text(\"a\").underline(pattern: .dotted)")
                .first?.contains("unknown member '.dotted'") == true)
    }

    @Test func theDarkSceneDrawsDarkVariants() throws {
        let file = try VocabularyPaintTextEffectsTests.sceneFile(try EmbeddedScene.text("DarkSystemColorsScene", in: #filePath),
                                                                 name: "DarkSystemColorsScene")
        let image = try FrameRenderer().render(try file.makeScene(), frame: 0)
        // The first swatch is `Color(.systemBackground)`, black in the dark; the second
        // `Color(uiColor: .secondarySystemBackground)`, #1C1C1E; the third `.red`, #FF453A.
        #expect(image.rgba(x: 10, y: 10) == (0, 0, 0, 255))
        #expect(image.rgba(x: 34, y: 10) == (0x1C, 0x1C, 0x1E, 255))
        #expect(image.rgba(x: 58, y: 10) == (0xFF, 0x45, 0x3A, 255))
    }

    @Test func mistakesAreReported() {
        #expect(VocabularyPaintTextEffectsTests.errors("Color(.systemBackgroud)")
                == ["7:8: unknown member '.systemBackgroud'; did you mean '.systemBackground'?"])
    }
}

// ── scene SystemColorsScene
struct SystemColorsScene: AnimatedScene {
    var format = SceneFormat(width: 200, height: 100, fps: 2, duration: 1)
    @State var tinted = false

    var body: some View {
        VStack(spacing: 4) {
            HStack(spacing: 4) {
                Color(.systemBackground).frame(width: 20, height: 20)
                Color(uiColor: .secondarySystemBackground).frame(width: 20, height: 20)
                Color(UIColor.systemGray4).frame(width: 20, height: 20)
                Color(.separator).frame(width: 20, height: 20)
                Rectangle().fill(Color(.label)).frame(width: 20, height: 20)
                Rectangle().fill(.tint).frame(width: 20, height: 20)
                Rectangle().fill(.tint).frame(width: 20, height: 20).tint(tinted ? .orange : .mint)
            }
            HStack(spacing: 4) {
                Rectangle().foregroundStyle(.primary).frame(width: 20, height: 20)
                Rectangle().foregroundStyle(.secondary).frame(width: 20, height: 20)
                Rectangle().fill(.tertiary).frame(width: 20, height: 20)
                Rectangle().fill(.quaternary).frame(width: 20, height: 20)
                Rectangle().fill(.secondary).frame(width: 20, height: 20).foregroundStyle(.indigo)
                Rectangle().fill(.secondary).frame(width: 20, height: 20).foregroundStyle(.red, .green)
                Text("Aa").foregroundStyle(.secondary).foregroundStyle(.blue, .teal, .brown)
            }
            Text("label").foregroundColor(.secondary)
        }
    }

    var timeline: some Timeline {
        At(0.2) { withAnimation(.linear(duration: 0.5)) { tinted = true } }
    }
}
// ── end SystemColorsScene

// ── scene DarkSystemColorsScene
struct DarkSystemColorsScene: AnimatedScene {
    var format = SceneFormat(width: 200, height: 80, fps: 2, duration: 1)
    @State var blue = false

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 4) {
                Color(.systemBackground).frame(width: 20, height: 20)
                Color(uiColor: .secondarySystemBackground).frame(width: 20, height: 20)
                Rectangle().fill(blue ? Color.blue : Color.red).frame(width: 20, height: 20)
                Circle().fill(LinearGradient(colors: [.yellow, .purple], startPoint: .top, endPoint: .bottom)).frame(width: 20, height: 20)
                Rectangle().fill(Color.white).frame(width: 10, height: 10).shadow(color: .green, radius: 2, x: 3, y: 3)
                Image(systemName: "star.fill")
                Text("Dark")
            }
            Text("secondary").foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(.systemGroupedBackground))
        .preferredColorScheme(.dark)
    }

    var timeline: some Timeline {
        At(0.2) { withAnimation(.linear(duration: 0.5)) { blue = true } }
    }
}
// ── end DarkSystemColorsScene

// ── scene TextStylesScene
struct TextStylesScene: AnimatedScene {
    var format = SceneFormat(width: 320, height: 360, fps: 2, duration: 1)
    @State var count = 7

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("Large Title").font(.largeTitle)
            Text("Title bold").font(.title.weight(.bold))
            Text("Rounded").font(.system(.title2, design: .rounded))
            Text("Serif").font(.system(.title3, design: .serif, weight: .semibold))
            Text("Headline").font(.headline)
            Text("Body bold").bold()
            Text("Callout mono").font(.callout).fontDesign(.monospaced)
            Text("Subheadline loose\ntwo lines").font(.subheadline.leading(.loose))
            Text("Footnote kerning").font(.footnote).kerning(1.5)
            Text("Caption tracking").font(.caption).tracking(3)
            Text("Caption2 \(count)").font(.caption2.monospacedDigit())
            HStack {
                Text("\(count * 111)")
                Text("Party 🎉 time")
            }
            .monospacedDigit()
            .fontDesign(.rounded)
            Text("Size").font(.system(size: 15, weight: .heavy, design: .default))
            Text("Style").font(Font.system(Font.TextStyle.footnote))
        }
    }

    var timeline: some Timeline {
        At(0.4) { count = 8 }
    }
}
// ── end TextStylesScene

// ── scene TextLinesScene
struct TextLinesScene: AnimatedScene {
    var format = SceneFormat(width: 200, height: 160, fps: 2, duration: 1)
    @State var done = false

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Buy milk").strikethrough(done)
            Text("Old price").strikethrough(color: .red)
            Text("Dashed").strikethrough(true, pattern: .dash, color: .blue)
            Text("Read the terms").underline()
            Text("Link").foregroundColor(.blue).underline(true, color: .orange)
            Text("Dotted").underline(pattern: Text.LineStyle.Pattern.dot)
            VStack {
                Text("Both lines")
            }
            .strikethrough()
            .underline(color: .green)
        }
    }

    var timeline: some Timeline {
        At(0.5) { done = true }
    }
}
// ── end TextLinesScene
