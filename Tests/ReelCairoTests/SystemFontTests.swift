import Foundation
import Reel
import ReelCairo
import Testing

/// The system font and iOS's text styles: sizes, weights and line heights as iOS lays them out,
/// the designs' families, kerning, tracking and tabular digits.
@Suite struct SystemFontTests {
    /// A scene showing one view at the top-left of a 400 × 200 canvas.
    struct One<Content: View>: AnimatedScene {
        var format = SceneFormat(width: 400, height: 200)
        let content: Content
        init(_ content: Content) { self.content = content }
        init() { fatalError("made with a view") }
        var body: some View { content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading) }
    }

    /// The laid-out size of the text view of `view`.
    func size(of view: some View) throws -> CGSize {
        let views = try FrameRenderer().inspection(of: One(view), time: 0).allViews
        let text = try #require(views.first { $0.kind == "Text" })
        return CGSize(width: text.frame.width, height: text.frame.height)
    }

    @Test func textStylesHaveIOSsSizesWeightsAndLineHeights() throws {
        // iOS 17 at the default Dynamic Type size (Apple's Human Interface Guidelines).
        let expected: [(Font, Font.TextStyle, CGFloat, Font.Weight)] = [
            (.largeTitle, .largeTitle, 34, .regular), (.title, .title, 28, .regular), (.title2, .title2, 22, .regular),
            (.title3, .title3, 20, .regular), (.headline, .headline, 17, .semibold), (.body, .body, 17, .regular),
            (.callout, .callout, 16, .regular), (.subheadline, .subheadline, 15, .regular), (.footnote, .footnote, 13, .regular),
            (.caption, .caption, 12, .regular), (.caption2, .caption2, 11, .regular),
        ]
        for (font, style, size, weight) in expected {
            #expect(font.size == size && font.weight == weight && font == Font.system(style), "\(style)")
            // One line is as tall as SF Pro's at that size: (1950 + 494) / 2048 of the size,
            // as UIFont's lineHeight (20.287 points at 17).
            let height = try self.size(of: Text("Hello").font(font)).height
            #expect(abs(height - size * 2444 / 2048) < 0.001, "\(style): \(height)")
        }
        #expect(abs(try size(of: Text("Hello")).height - 20.287) < 0.001)
        #expect(abs(try size(of: Text("Hello").font(.largeTitle)).height - 40.574) < 0.001)
        // Two lines are twice as tall; loose and tight leading add or take 2 points a line.
        #expect(abs(try size(of: Text("Two\nlines")).height - 2 * 17 * 2444 / 2048) < 0.001)
        #expect(abs(try size(of: Text("Two\nlines").font(.body.leading(.loose))).height - 2 * (17 * 2444 / 2048 + 2)) < 0.001)
        #expect(abs(try size(of: Text("Hello").font(.body.leading(.tight))).height - (17 * 2444 / 2048 - 2)) < 0.001)
    }

    @Test func designsDrawWithTheirFamilies() {
        #expect(Font.body.resolvedFamily == "Inter Display")
        #expect(Font.system(.title, design: .serif).resolvedFamily == "Noto Serif")
        #expect(Font.system(.title, design: .monospaced).resolvedFamily == "Noto Sans Mono")
        #expect(Font.system(.title, design: .rounded).resolvedFamily == "Quicksand Medium")
        #expect(Font.system(.title, design: .rounded, weight: .bold).resolvedFamily == "Quicksand")
        #expect(Font.system(size: 12, weight: .light, design: .rounded).resolvedFamily == "Quicksand Light")
        #expect(Font.title.weight(.bold).weight == .bold && Font.title.bold().size == 28)
        #expect(Font.custom("DejaVu Sans", size: 12).monospaced().resolvedFamily == "Noto Sans Mono")
        let engine = PangoTextEngine()
        for family in ["Inter Display", "Quicksand", "Quicksand Medium", "Quicksand Light", "Noto Serif", "Noto Sans Mono", "Noto Color Emoji"] {
            #expect(engine.hasFamily(family), "\(family) is installed by scripts/setup")
        }
    }

    @Test func bodyTextMeasuresInterDisplaysAdvances() throws {
        // Inter Display's advances, in units of 2048 per em: H 1364, e 1076, l 392, o 1128.
        #expect(abs(try size(of: Text("Hello")).width - Double(1364 + 1076 + 392 + 392 + 1128) / 2048 * 17) < 0.01)
        // The weight and the design change the widths.
        #expect(try size(of: Text("Hello").bold()).width > size(of: Text("Hello")).width)
        #expect(abs(try size(of: Text("Hello").font(.system(.body, design: .monospaced))).width - 5 * 0.6 * 17) < 0.01)
        #expect(abs(try size(of: Text("Hello").fontDesign(.monospaced)).width - 5 * 0.6 * 17) < 0.01)
        #expect(try size(of: Text("Hello").fontDesign(.serif)).width != size(of: Text("Hello")).width)
    }

    @Test func kerningAndTrackingAddSpaceBetweenCharacters() throws {
        let plain = try size(of: Text("Hello")).width
        // Pango adds the spacing after every character but the last of a line.
        #expect(abs(try size(of: Text("Hello").kerning(2)).width - (plain + 4 * 2)) < 0.01)
        #expect(abs(try size(of: Text("Hello").tracking(3)).width - (plain + 4 * 3)) < 0.01)
        #expect(abs(try size(of: Text("Hello").tracking(-0.5)).width - (plain - 4 * 0.5)) < 0.01)
        #expect(abs(try size(of: Text("Hello").kerning(1).font(.title)).width - (size(of: Text("Hello").font(.title)).width + 4)) < 0.01)
        // As environment modifiers, for every text inside.
        #expect(abs(try size(of: VStack { Text("Hello") }.tracking(2)).width - (plain + 8)) < 0.01)
    }

    @Test func monospacedDigitsTakeOneWidthEach() throws {
        let ones = try size(of: Text("1111").monospacedDigit()).width
        let eights = try size(of: Text("8888").monospacedDigit()).width
        #expect(abs(ones - eights) < 0.001)
        // Inter's tabular figures (Inter Display's are drawn from it): 1824 units of 2816 per em.
        #expect(abs(eights - 4 * 1824 / 2816 * 17) < 0.01)
        #expect(try size(of: Text("1111")).width < size(of: Text("8888")).width)
        #expect(abs(try size(of: Text("1111").font(.body.monospacedDigit())).width - eights) < 0.001)
        #expect(abs(try size(of: HStack { Text("1111") }.monospacedDigit()).width - eights) < 0.001)
    }
}
