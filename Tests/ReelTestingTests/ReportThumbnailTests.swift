import Reel
@testable import ReelTesting
import Testing

/// Thumbnails of passing frames: reduced by a whole factor to fit 192 × 144, each pixel the
/// rounded mean of the premultiplied pixels it covers, never enlarged.
@Suite struct ReportThumbnailTests {
    @Test func sizesFitTheBoxByAWholeFactor() {
        func size(_ w: Int, _ h: Int) -> [Int] {
            let t = ReportThumbnail.of(RasterImage(width: w, height: h, fill: 0xFF00_0000))
            return [t.width, t.height]
        }
        #expect(size(1920, 1080) == [192, 108])   // factor 10
        #expect(size(160, 160) == [80, 80])       // factor 2: 160 > 144
        #expect(size(192, 144) == [192, 144])     // fits: unchanged
        #expect(size(40, 30) == [40, 30])
        #expect(size(1000, 10) == [167, 2])       // factor 6, edges partly covered
        #expect(size(1, 5000) == [1, 143])        // factor 35
    }

    @Test func eachPixelIsTheMeanOfThePixelsItCovers() {
        // 4 × 2 at factor 2 (forced by a width of 4 × 96 = 384): two boxes.
        var image = RasterImage(width: 384, height: 2, fill: 0)
        image[0, 0] = 0xFFFF_0000; image[1, 0] = 0xFF00_00FF; image[0, 1] = 0x8080_0000; image[1, 1] = 0x0000_0000
        image[2, 0] = 0xFF10_2030; image[3, 0] = 0xFF10_2030; image[2, 1] = 0xFF10_2030; image[3, 1] = 0xFF10_2030
        let thumbnail = ReportThumbnail.of(image)
        #expect(thumbnail.width == 192 && thumbnail.height == 1)
        // alpha (255 + 255 + 128 + 0) / 4 = 159.5 → 160; red (255 + 128) / 4 = 95.75 → 96; blue 255 / 4 → 64.
        #expect(thumbnail[0, 0] == 0xA060_0040)
        #expect(thumbnail[1, 0] == 0xFF10_2030)
        #expect(thumbnail[2, 0] == 0)
    }
}
