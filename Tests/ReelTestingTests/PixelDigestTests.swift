import Reel
import ReelTesting
import Testing

/// The pixel digest: stable, sensitive to every pixel and to the size.
@Suite struct PixelDigestTests {
    @Test func aDigestIsStableAndWrittenAs32HexDigits() {
        let image = RasterImage(width: 7, height: 5, fill: 0xFF10_2030)
        let digest = PixelDigest(of: image)
        #expect(digest == PixelDigest(of: image))
        #expect(digest.description.count == 32)
        #expect(PixelDigest(digest.description) == digest)
        #expect(PixelDigest("xyz") == nil)
    }

    @Test func everyPixelAndTheSizeCount() {
        let image = RasterImage(width: 13, height: 11, fill: 0xFF00_0000)
        var seen: Set<PixelDigest> = [PixelDigest(of: image)]
        for i in image.pixels.indices {
            var changed = image
            changed.pixels[i] ^= 1
            #expect(seen.insert(PixelDigest(of: changed)).inserted, "pixel \(i)")
        }
        #expect(PixelDigest(of: RasterImage(width: 11, height: 13, fill: 0xFF00_0000)) != PixelDigest(of: image))
        // Two pixels swapped.
        var swapped = RasterImage(width: 4, height: 1, pixels: [1, 2, 3, 4])
        let original = PixelDigest(of: swapped)
        swapped.pixels.swapAt(0, 3)
        #expect(PixelDigest(of: swapped) != original)
    }
}
