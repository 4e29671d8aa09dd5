import Foundation
import ReelTestSupport
import Testing
@testable import Reel

/// Every row of Tests/Reference/timing.tsv, within 1e-6.
@Suite struct TimingReferenceTests {
    /// The animations the table names, built with the Swift API. Bézier rows are fractions of the
    /// duration, so their curves are built with a duration of 1 s.
    static let animations: [String: Animation] = [
        "easeIn": .easeIn(duration: 1),
        "easeOut": .easeOut(duration: 1),
        "easeInOut": .easeInOut(duration: 1),
        "timingCurve(0.68, -0.6, 0.32, 1.6)": .timingCurve(0.68, -0.6, 0.32, 1.6, duration: 1),
        "timingCurve(0.25, 0.1, 0.25, 1)": .timingCurve(0.25, 0.1, 0.25, 1, duration: 1),
        "spring(response: 0.5, dampingFraction: 0.825)": .spring(response: 0.5, dampingFraction: 0.825),
        "spring(duration: 0.5, bounce: 0.3)": .spring(duration: 0.5, bounce: 0.3),
        "spring(duration: 0.5, bounce: -0.4)": .spring(duration: 0.5, bounce: -0.4),
        "spring(response: 0.4, dampingFraction: 1.0)": .spring(response: 0.4, dampingFraction: 1.0),
        "interpolatingSpring(stiffness: 80, damping: 4)": .interpolatingSpring(stiffness: 80, damping: 4),
    ]

    @Test func everyRowMatchesWithin1e6() throws {
        let rows = try TimingReference.rows()
        #expect(rows.count >= 130)
        var checked = 0
        for row in rows {
            let animation = try #require(Self.animations[row.animation], "no Animation for \(row)")
            let value = animation.value(at: row.time)
            #expect(abs(value - row.value) <= 1e-6, "\(row): got \(value), expected \(row.value)")
            checked += 1
        }
        #expect(checked == rows.count)
    }

    @Test func tableCoversEveryAnimationKind() throws {
        let names = Set(try TimingReference.rows().map(\.animation))
        #expect(names == Set(Self.animations.keys))
    }

    /// The Bézier rows also hold for the default 0.35 s duration, at the same fractions.
    @Test func bezierRowsScaleWithDuration() throws {
        for row in try TimingReference.rows() where TimingReference.isFraction(row.animation) {
            let base: Animation
            switch row.animation {
            case "easeIn": base = .easeIn
            case "easeOut": base = .easeOut
            case "easeInOut": base = .easeInOut
            case "timingCurve(0.68, -0.6, 0.32, 1.6)": base = .timingCurve(0.68, -0.6, 0.32, 1.6)
            default: base = .timingCurve(0.25, 0.1, 0.25, 1)
            }
            #expect(abs(base.value(at: row.time * 0.35) - row.value) <= 1e-6, "\(row)")
        }
    }
}
