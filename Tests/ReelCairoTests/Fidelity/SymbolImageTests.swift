import Foundation
import Reel
import ReelCairo
import Testing

/// `Image(systemName:)`: SF Symbols names drawn with the icon font's glyphs, sized by the font and
/// `imageScale`, tinted by the foreground style, as SwiftUI sizes and tints symbols.
@Suite struct SymbolImageTests {
    let engine = PangoTextEngine()

    /// The catalog names the common symbols (and their `.fill` and `.circle` forms), and every
    /// glyph it maps to is one ligature of the icon font: Pango shapes it into a single glyph one
    /// em wide (a name the font does not know would be set as letters, many ems wide).
    @Test func everyCatalogGlyphIsOneIcon() {
        let names = SymbolCatalog.names
        #expect(names.count >= 150, "\(names.count) names")
        for required in ["heart", "heart.fill", "star", "star.fill", "plus", "plus.circle", "plus.circle.fill", "xmark",
                         "xmark.circle.fill", "gear", "play.fill", "pause.fill", "arrow.right", "arrow.left", "checkmark",
                         "checkmark.circle.fill", "bell", "bell.fill", "person", "person.fill", "person.circle",
                         "house", "house.fill", "magnifyingglass", "trash", "envelope", "camera", "cloud", "bolt.fill"] {
            #expect(SymbolCatalog.glyph(for: required) != nil, "\(required) is missing")
        }
        var glyphs = Set(names.compactMap(SymbolCatalog.glyph(for:)))
        glyphs.insert(SymbolCatalog.placeholderGlyph)
        for glyph in glyphs.sorted() {
            let layout = engine.layoutText(glyph, style: TextStyle(font: Font(family: SymbolCatalog.fontFamily, size: 48)), proposal: .unspecified)
            #expect(abs(layout.size.width - 48) < 0.01, "\(glyph) is \(layout.size.width) wide, not one 48-point glyph")
        }
    }

    /// The outlined and filled forms differ where the font has both: `heart` is an outline with a
    /// hollow middle, `heart.fill` is inked there.
    @Test func outlinedAndFilledForms() throws {
        func centre(_ name: String) throws -> Double {
            let image = try render(Image(systemName: name).font(.system(size: 80)), width: 100, height: 100)
            return image.alpha(50, 50)
        }
        #expect(try centre("heart") < 0.05)
        #expect(try centre("heart.fill") > 0.95)
        #expect(try centre("star") < 0.05)
        #expect(try centre("star.fill") > 0.95)
    }

    /// A symbol is as large as its font (`.body`, 17 points, by default), `imageScale(.small)` and
    /// `.large` make it 0.78 and 1.29 of that, and it is drawn in the foreground style.
    @Test func sizedByFontAndImageScaleAndTinted() throws {
        let renderer = FrameRenderer()
        func width(_ view: some View) throws -> Double {
            let list = try renderer.displayList(for: view, size: CGSize(width: 200, height: 200))
            guard case .text(let run)? = list.items.first else { Issue.record("no glyph drawn"); return 0 }
            return run.layout.size.width
        }
        #expect(abs(try width(Image(systemName: "star.fill")) - 17) < 0.01)
        #expect(abs(try width(Image(systemName: "star.fill").font(.system(size: 40))) - 40) < 0.01)
        #expect(abs(try width(Image(systemName: "star.fill").font(.system(size: 40)).imageScale(.small)) - 40 * 0.78) < 0.01)
        #expect(abs(try width(Image(systemName: "star.fill").imageScale(.large).font(.system(size: 40))) - 40 * 1.29) < 0.01)

        let red = try render(Image(systemName: "square.fill").font(.system(size: 96)).foregroundStyle(Color.red), width: 100, height: 100)
        #expect(RGBA(red, 50, 50) == RGBA(Color.red), "\(RGBA(red, 50, 50))")
        let green = try render(Image(systemName: "square.fill").foregroundColor(.green).symbolRenderingMode(.monochrome)
            .font(.system(size: 96)), width: 100, height: 100)
        #expect(RGBA(green, 50, 50) == RGBA(Color.green), "\(RGBA(green, 50, 50))")
    }

    /// A resizable symbol fills the frame it is given (the smaller side), centred.
    @Test func resizableSymbolFillsItsFrame() throws {
        let image = try render(Image(systemName: "square.fill").resizable().frame(width: 80, height: 60), width: 100, height: 100)
        // The icon font's filled square is inked over 12 of its 24 units, in the middle: 30 points
        // of a 60-point icon, from 35 to 65 in a frame centred on the 100-point canvas.
        let inked = (0..<100).filter { image.alpha($0, 50) > 0.5 }
        #expect(inked.count == 30 && inked.first == 35, "\(inked)")
        #expect(image.alpha(50, 50) > 0.99 && image.alpha(50, 10) == 0)
    }

    /// An unknown name is a warning naming the symbol and a visible placeholder, not an error.
    @Test func unknownNameWarnsAndDrawsAPlaceholder() throws {
        let log = DiagnosticLog()
        let image = try render(Image(systemName: "no.such.symbol").font(.system(size: 60)), width: 100, height: 100, diagnostics: log)
        #expect(image.totalAlpha > 300, "placeholder ink \(image.totalAlpha)")
        let warnings = log.diagnostics.filter { $0.severity == .warning }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.contains("'no.such.symbol'") == true, "\(warnings)")
    }

    /// Symbols are glyph outlines: at scale 2 the ink doubles in each direction and stays sharp
    /// (an interior pixel is fully inked, as a vector fill is).
    @Test func drawnAsVectors() throws {
        let one = try render(Image(systemName: "heart.fill").font(.system(size: 40)), width: 100, height: 100)
        let two = try render(Image(systemName: "heart.fill").font(.system(size: 40)), width: 100, height: 100, scale: 2)
        #expect(abs(two.totalAlpha / one.totalAlpha - 4) < 0.05, "\(two.totalAlpha / one.totalAlpha)")
        #expect(two.alpha(100, 100) == 1)
    }
}
