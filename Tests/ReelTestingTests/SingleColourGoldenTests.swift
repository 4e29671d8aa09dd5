import Reel
@testable import ReelTesting
import Testing

/// A golden of one colour is found, and the warning names the scene, the frames and the colour.
@Suite struct SingleColourGoldenTests {
    @Test func oneColourIsFoundAndAnyOtherPixelEndsIt() {
        var image = RasterImage(width: 5, height: 4, fill: 0xFFFF_FFFF)
        #expect(SingleColourGolden.colour(of: image) == 0xFFFF_FFFF)
        image[4, 3] = 0xFFFF_FFFE
        #expect(SingleColourGolden.colour(of: image) == nil)
        #expect(SingleColourGolden.colour(of: RasterImage(width: 0, height: 0)) == nil)
    }

    @Test func theWarningNamesTheFramesAndTheirColours() {
        let white = SingleColourGolden(frame: 0, pixel: 0xFFFF_FFFF), clear = SingleColourGolden(frame: 9, pixel: 0)
        // Premultiplied red 0x40 at alpha 0x80 is straight red 0x80, written with its alpha.
        #expect(SingleColourGolden(frame: 4, pixel: 0x8040_0000).colourText == "#80000080")
        #expect(SingleColourGolden.warning(scene: "A", [white])
                == "A: the golden recorded for frame 0 is one colour (every pixel #FFFFFF), so it would not catch a change in what the scene draws")
        #expect(SingleColourGolden.warning(scene: "A", [white, SingleColourGolden(frame: 4, pixel: 0xFFFF_FFFF), clear])
                == "A: the goldens recorded for frames 0, 4 and 9 are one colour each (#FFFFFF, #FFFFFF, transparent), so they would not catch a change in what the scene draws")
        #expect(SingleColourGolden.warning(scene: "A", [SingleColourGolden(frame: 2, pixel: 0xFF1A_7F37), SingleColourGolden(frame: 3, pixel: 0xFF1A_7F37)])
                == "A: the goldens recorded for frames 2 and 3 are one colour (every pixel #1A7F37), so they would not catch a change in what the scene draws")
    }
}
