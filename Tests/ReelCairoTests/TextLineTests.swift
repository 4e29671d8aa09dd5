import Foundation
import Reel
import ReelCairo
import Testing

/// Lines under and through text (`underline(_:pattern:color:)`, `strikethrough(_:pattern:color:)`):
/// drawn across the whole run, gaps between letters included, in the text's colour unless the line
/// has its own, as in SwiftUI.
@Suite struct TextLineTests {
    /// One text view at the top-left of a white 200 × 60 canvas.
    struct One<Content: View>: AnimatedScene {
        var format = SceneFormat(width: 200, height: 60)
        let content: Content
        init(_ content: Content) { self.content = content }
        init() { fatalError("made with a view") }
        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.white
                content
            }
        }
    }

    func render(_ view: some View) throws -> RasterImage {
        try FrameRenderer().render(One(view), frame: 0)
    }

    /// The rows whose pixels from x = 1 to x = `width` - 2 all match `isLine`: a line drawn
    /// across the text, gaps between letters included (a letter alone never fills a row).
    func lineRows(_ image: RasterImage, width: Int, _ isLine: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool) -> [Int] {
        (0..<image.height).filter { y in (1..<(width - 1)).allSatisfy { x in isLine(image.rgba(x: x, y: y)) } }
    }

    /// "Hi all": its width in points, measured unlined.
    let sample = "Hi all"
    func width() throws -> Int {
        let views = try FrameRenderer().inspection(of: One(Text(sample)), time: 0).allViews
        return Int(try #require(views.first { $0.kind == "Text" }).frame.width)
    }

    static func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 200 && p.g < 80 && p.b < 80 }
    static func isDark(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r < 120 && p.g < 120 && p.b < 120 }
    static func isBlue(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.b > 200 && p.r < 80 }

    @Test func plainTextHasNoLine() throws {
        let w = try width()
        #expect(lineRows(try render(Text(sample)), width: w, Self.isDark).isEmpty)
        #expect(try render(Text(sample).strikethrough(false)) == render(Text(sample)))
        #expect(try render(Text(sample).underline(false, color: .red)) == render(Text(sample)))
    }

    @Test func aStrikethroughCrossesTheMiddleInTheTextsColour() throws {
        let w = try width()
        let struck = lineRows(try render(Text(sample).strikethrough()), width: w, Self.isDark)
        #expect(!struck.isEmpty)
        // Through the middle of the x-height: below the cap line, above the baseline of a
        // 20.3-point line of 17-point text.
        #expect(struck.allSatisfy { (7...15).contains($0) }, "\(struck)")
        // In the text's own colour when no colour is given.
        #expect(!lineRows(try render(Text(sample).foregroundColor(.blue).strikethrough()), width: w, Self.isBlue).isEmpty)
    }

    @Test func anUnderlineRunsBelowTheBaselineInItsOwnColour() throws {
        let w = try width()
        let under = lineRows(try render(Text(sample).underline(color: .red)), width: w, Self.isRed)
        #expect(!under.isEmpty)
        #expect(under.allSatisfy { (15...20).contains($0) }, "\(under)")
        // The glyphs keep their colour: no row of the struck text is red but the line's.
        let both = try render(Text(sample).underline(color: .red).strikethrough(color: .red))
        let rows = lineRows(both, width: w, Self.isRed)
        #expect(rows.count >= 2 && rows.first! < 15 && rows.last! >= 15, "\(rows)")
    }

    @Test func theViewModifiersReachTheTextInside() throws {
        #expect(try render(VStack { Text(sample) }.strikethrough(color: .red)) == render(Text(sample).strikethrough(color: .red)))
        #expect(try render(VStack { Text(sample) }.underline()) == render(Text(sample).underline()))
        // The text's own setting wins over the environment's.
        #expect(try render(VStack { Text(sample).underline(false) }.underline()) == render(Text(sample)))
    }
}
