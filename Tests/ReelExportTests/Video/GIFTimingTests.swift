import Foundation
import Testing
@testable import ReelExport

@Suite struct GIFTimingTests {
    /// The GIF's rate is the highest of 50, 33.3, 25, 20, … fps not above the frames' own, so
    /// every delay is whole hundredths of at least 2.
    @Test func theRateIsTheHighestOfWholeHundredthsNotAboveTheSource() {
        let cases: [(Double, Int)] = [(60, 2), (120, 2), (1000, 2), (50, 2), (30, 4), (29.97, 4), (25, 4), (24, 5), (20, 5),
                                      (15, 7), (12, 9), (10, 10), (1, 100), (0.5, 200), (100.0 / 3, 3)]
        for (rate, hundredths) in cases {
            #expect(GIFTiming(sourceRate: rate).hundredths == hundredths, "\(rate) fps")
        }
        #expect(GIFTiming(sourceRate: 25).isExact(sourceRate: 25))
        #expect(!GIFTiming(sourceRate: 60).isExact(sourceRate: 60))
    }

    /// The chosen frames fill the source's duration exactly, in order, each the frame on screen
    /// when its GIF frame begins.
    @Test func theFramesPlayForTheSourcesDuration() {
        for (rate, count) in [(60.0, 180), (30.0, 90), (24.0, 72), (60.0, 1), (60.0, 61), (29.97, 300), (1000.0, 5000), (12.0, 7)] {
            let timing = GIFTiming(sourceRate: rate)
            let positions = timing.positions(count: count, sourceRate: rate)
            let played = Double(positions.count * timing.hundredths) / 100
            let duration = Double(count) / rate
            // Exact when the duration is whole GIF frames; otherwise within half a GIF frame.
            #expect(abs(played - duration) <= Double(timing.hundredths) / 200 + 1e-9, "\(rate) fps, \(count) frames: \(played) s")
            #expect(positions.first == 0 && positions.allSatisfy { (0..<count).contains($0) })
            #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 }, "in order, none twice")
            for (j, position) in positions.enumerated() {
                let start = Double(j * timing.hundredths) / 100
                #expect(Double(position) / rate <= start + 1e-9 && (position == count - 1 || Double(position + 1) / rate > start + 1e-9))
            }
        }
        #expect(GIFTiming(sourceRate: 60).positions(count: 180, sourceRate: 60).count == 150)
        #expect(GIFTiming(sourceRate: 25).positions(count: 30, sourceRate: 25) == Array(0..<30))
    }

    @Test func aNoteSaysOnceWhenTheRateDiffers() {
        #expect(GIFTiming(sourceRate: 60).note(name: "Intro", count: 180, sourceRate: 60)
                == "note: GIF frames last whole hundredths of a second: Intro plays at 50 fps (150 frames of its 180 at 60 fps), for the same 3 s")
        #expect(GIFTiming(sourceRate: 25).note(name: "Intro", count: 75, sourceRate: 25) == nil)
        #expect(GIFTiming(sourceRate: 60).note(name: "Still", count: 1, sourceRate: 60) == nil)
    }
}
