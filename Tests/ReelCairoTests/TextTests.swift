import Foundation
import Reel
import ReelCairo
import Testing

@Suite struct TextTests {
    let engine = PangoTextEngine()
    let style = TextStyle(font: .custom("DejaVu Sans", size: 24))

    // DejaVu Sans advances, in units of 2048 per em: H 1540, e 1260, l 569, o 1253; line height
    // ascent 1901 + descent 483.
    let helloWidth = Double(1540 + 1260 + 569 + 569 + 1253) / 2048 * 24
    let lineHeight = Double(1901 + 483) / 2048 * 24

    @Test func helloMeasuresItsAdvancesAndLineHeight() {
        let layout = engine.layoutText("Hello", style: style, proposal: .unspecified)
        #expect(abs(layout.size.width - helloWidth) < 0.05, "width \(layout.size.width) vs \(helloWidth)")
        #expect(abs(layout.size.height - lineHeight) < 0.05, "height \(layout.size.height) vs \(lineHeight)")
        #expect(layout.lineCount == 1)
        #expect(abs(layout.firstBaseline - 1901.0 / 2048 * 24) < 0.05)
    }

    @Test func textViewReportsTheMeasuredSize() throws {
        let renderer = FrameRenderer()
        let list = try renderer.displayList(for: Text("Hello").font(.custom("DejaVu Sans", size: 24)), size: CGSize(width: 200, height: 100))
        guard case .text(let run)? = list.items.first else { Issue.record("no text item"); return }
        #expect(abs(run.layout.size.width - helloWidth) < 0.05)
        // Centred in the canvas at its natural size.
        #expect(abs(run.origin.x - (200 - run.layout.size.width) / 2) < 1e-9)
        #expect(abs(run.origin.y - (100 - run.layout.size.height) / 2) < 1e-9)
    }

    @Test func narrowerProposalWrapsOntoTwoLines() {
        let layout = engine.layoutText("Hello", style: style, proposal: ProposedViewSize(width: 40, height: nil))
        #expect(layout.lineCount == 2)
        #expect(layout.size.width <= 40)
        #expect(abs(layout.size.height - 2 * lineHeight) < 0.1)
    }

    @Test func wordsWrapAtWordBoundaries() {
        let layout = engine.layoutText("Hello Hello", style: style, proposal: ProposedViewSize(width: 100, height: nil))
        #expect(layout.lineCount == 2)
        #expect(abs(layout.size.width - helloWidth) < 0.05)
    }

    @Test func lineLimitAndHeightKeepFewerLines() {
        let text = "one two three four five six seven"
        var limited = style
        limited.lineLimit = 2
        let byLimit = engine.layoutText(text, style: limited, proposal: ProposedViewSize(width: 80, height: nil))
        #expect(byLimit.lineCount == 2)
        let byHeight = engine.layoutText(text, style: style, proposal: ProposedViewSize(width: 80, height: lineHeight * 1.5))
        #expect(byHeight.lineCount == 1)
        // Never less than one line, however little height is offered.
        let tiny = engine.layoutText(text, style: style, proposal: ProposedViewSize(width: 80, height: 1))
        #expect(tiny.lineCount == 1 && tiny.size.height > lineHeight - 0.1)
    }

    @Test func unknownFamilyFallsBackWithAWarning() {
        let log = DiagnosticLog()
        let engine = PangoTextEngine(diagnostics: log)
        let layout = engine.layoutText("Hello", style: TextStyle(font: .custom("No Such Family", size: 24)), proposal: .unspecified)
        // The system font's family, Inter Display: H 1364, e 1076, l 392, o 1128 units of 2048.
        #expect(abs(layout.size.width - Double(1364 + 1076 + 392 + 392 + 1128) / 2048 * 24) < 0.05)
        #expect(log.diagnostics.contains { $0.severity == .warning && $0.message.contains("No Such Family") })
    }

    @Test func textIsDrawnInItsColour() throws {
        let image = try render(Text("Hello").font(.system(size: 40, weight: .bold)).foregroundColor(Color(red: 1, green: 0, blue: 0)),
                               width: 200, height: 60)
        let inked = image.pixels.filter { $0 >> 24 == 255 }
        #expect(inked.count > 200)
        #expect(inked.allSatisfy { $0 == 0xFFFF_0000 })
    }

    @Test func textLaysOutTheSameAtEveryScale() throws {
        let renderer = FrameRenderer()
        let view = Text("Scale me").font(.system(size: 17))
        let one = try renderer.displayList(for: view, size: CGSize(width: 200, height: 50), scale: 1)
        let three = try renderer.displayList(for: view, size: CGSize(width: 200, height: 50), scale: 3)
        guard case .text(let a)? = one.items.first, case .text(let b)? = three.items.first else { Issue.record("no text"); return }
        #expect(a.layout == b.layout && a.origin == b.origin)
    }
}
