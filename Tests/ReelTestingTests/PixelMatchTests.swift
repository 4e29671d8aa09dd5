import Foundation
import Reel
import ReelCairo
@testable import ReelTesting
import Testing

/// PixelMatch on synthetic frames: exact counts, bounding boxes, anti-aliasing and the diff image.
@Suite struct PixelMatchTests {
    static let gray: UInt32 = 0xFF80_8080

    /// A flat grey frame.
    func flat(_ width: Int = 40, _ height: Int = 30) -> RasterImage { RasterImage(width: width, height: height, fill: Self.gray) }

    /// A shape drawn by Cairo at `x` points, on white.
    func shape(at x: Double) throws -> RasterImage {
        try FrameRenderer().render(
            RoundedRectangle(cornerRadius: 9).fill(Color.blue).frame(width: 30, height: 22).offset(x: x),
            size: CGSize(width: 64, height: 40), background: .white)
    }

    @Test func identicalFramesHaveNoDifference() {
        let result = PixelMatch().compare(expected: flat(), actual: flat())
        #expect(result.differentPixels == 0 && result.antialiasedPixels == 0 && result.changedBounds == nil)
    }

    @Test func onePixelBeyondTheThresholdCountsOnceWithItsBounds() {
        var actual = flat()
        actual[17, 9] = 0xFFFF_8080   // red +127: well beyond 0.1
        let result = PixelMatch().compare(expected: flat(), actual: actual)
        #expect(result.differentPixels == 1)
        #expect(result.antialiasedPixels == 0)
        #expect(result.changedBounds == PixelBounds(minX: 17, minY: 9, maxX: 17, maxY: 9))
    }

    @Test func aChangeBelowTheThresholdMatches() {
        var actual = flat()
        actual[3, 3] = 0xFF82_8080   // red +2
        #expect(PixelMatch().compare(expected: flat(), actual: actual).differentPixels == 0)
        // With threshold 0 every changed pixel counts.
        #expect(PixelMatch(threshold: 0).compare(expected: flat(), actual: actual).differentPixels == 1)
    }

    @Test func channelToleranceAbsorbsSmallDrift() {
        var actual = flat()
        for x in 0..<40 { actual[x, 5] = 0xFF83_7E80 }   // +3 red, -2 green on a whole row
        #expect(PixelMatch(threshold: 0).compare(expected: flat(), actual: actual).differentPixels == 40)
        #expect(PixelMatch(threshold: 0, channelTolerance: 3).compare(expected: flat(), actual: actual).differentPixels == 0)
        #expect(PixelMatch(threshold: 0, channelTolerance: 2).compare(expected: flat(), actual: actual).differentPixels == 40)
    }

    @Test func aShapeMovedByHalfAPixelPassesOnlyWithAntialiasingDetection() throws {
        let expected = try shape(at: 0), actual = try shape(at: 0.5)
        #expect(expected != actual)
        let detected = PixelMatch().compare(expected: expected, actual: actual)
        #expect(detected.differentPixels == 0)
        #expect(detected.antialiasedPixels > 20)
        let undetected = PixelMatch(detectsAntialiasing: false).compare(expected: expected, actual: actual)
        #expect(undetected.differentPixels == detected.antialiasedPixels)
        #expect(undetected.antialiasedPixels == 0)
    }

    @Test func theDiffImageMarksExactlyTheChangedPixels() {
        var actual = flat()
        let changed: Set<Int> = [0, 41, 300, 777, 1199]   // corners and the middle
        for i in changed { actual.pixels[i] = 0xFF00_00FF }
        actual.pixels[500] = 0xFF81_8080   // too small a change to count
        let result = PixelMatch().compare(expected: flat(), actual: actual)
        let diff = try! #require(result.diff)
        #expect(result.differentPixels == changed.count)
        let red = Set(diff.pixels.indices.filter { diff.pixels[$0] == PixelMatch.differenceColor })
        #expect(red == changed)
        // Everything else is the expected frame in grey, faded towards white: 255 + (128 - 255) × 0.1 = 242.3.
        let faded: UInt32 = 0xFFF2_F2F2
        #expect(diff.pixels.indices.filter { !changed.contains($0) }.allSatisfy { diff.pixels[$0] == faded })
    }

    @Test func antialiasedPixelsAreYellowInTheDiffImage() throws {
        let expected = try shape(at: 0), actual = try shape(at: 0.5)
        let result = PixelMatch().compare(expected: expected, actual: actual)
        let diff = try #require(result.diff)
        #expect(diff.pixels.filter { $0 == PixelMatch.antialiasingColor }.count == result.antialiasedPixels)
        #expect(!diff.pixels.contains(PixelMatch.differenceColor))
    }

    @Test func transparentPixelsOfAnyColourAreEqualAndAlphaChangesCount() {
        let clear = RasterImage(width: 10, height: 10)
        var actual = clear
        actual[4, 4] = 0x8080_0000   // half-transparent red
        let result = PixelMatch().compare(expected: clear, actual: actual)
        #expect(result.differentPixels == 1)
        #expect(result.changedBounds == PixelBounds(minX: 4, minY: 4, maxX: 4, maxY: 4))
    }
}
