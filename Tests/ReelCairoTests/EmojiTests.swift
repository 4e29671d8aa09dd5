import Foundation
import Reel
import ReelCairo
import Testing

/// Emoji in text draw in colour from Noto Color Emoji (installed by `scripts/setup`), through
/// Pango and Cairo, and measure as they draw.
@Suite struct EmojiTests {
    @Test func anEmojiDrawsInColour() throws {
        let image = try render(Text("😀").font(.system(size: 40)), width: 60, height: 60)
        var yellow = 0, dark = 0, opaque = 0
        for y in 0..<60 {
            for x in 0..<60 {
                let p = RGBA(image, x, y)
                guard p.a > 200 else { continue }
                opaque += 1
                if p.r > 200, p.g > 150, p.b < 120 { yellow += 1 }
                if p.r < 90, p.g < 90, p.b < 90 { dark += 1 }
            }
        }
        // A yellow face with dark eyes and mouth: mostly yellow, not a black glyph or an empty box.
        #expect(opaque > 800)
        #expect(Double(yellow) > 0.6 * Double(opaque), "\(yellow) yellow of \(opaque)")
        #expect(dark > 20 && Double(dark) < 0.3 * Double(opaque))
    }

    @Test func textWithEmojiMeasuresItsParts() {
        let engine = PangoTextEngine()
        func width(_ s: String) -> CGFloat { engine.layoutText(s, style: TextStyle(font: .system(size: 40)), proposal: .unspecified).size.width }
        // Noto Color Emoji advances 2550 units of 2048 per em: 49.8 points at 40.
        #expect(abs(width("😀") - 40 * 2550 / 2048) < 0.01)
        #expect(abs(width("A😀B") - (width("A") + width("😀") + width("B"))) < 0.01)
        // Sequences are one glyph each: a skin tone, a heart with its presentation selector, a flag.
        for sequence in ["👍🏽", "❤️", "🇫🇷"] { #expect(abs(width(sequence) - 40 * 2550 / 2048) < 0.01, "\(sequence)") }
        // A line with an emoji is at least as tall as the system font's line, as on iOS a little
        // taller where the emoji font reaches further below the baseline.
        let height = engine.layoutText("A😀B", style: TextStyle(font: .system(size: 40)), proposal: .unspecified).size.height
        #expect(height >= 40 * 2444 / 2048 && height < 40 * 2444 / 2048 * 1.05)
    }
}
