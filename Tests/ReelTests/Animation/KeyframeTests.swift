import Foundation
import Testing
@testable import Reel

@Suite struct KeyframeTests {
    struct Values {
        var scale = 1.0
        var offset = CGPoint.zero
        var angle = Angle.zero
    }

    @Test func linearAndMoveKeyframes() {
        let track = KeyframeTrack<Double, Double> {
            LinearKeyframe(2.0, duration: 1)
            MoveKeyframe(10.0)
            LinearKeyframe(20.0, duration: 2, timingCurve: .easeIn)
        }.resolved(from: 0)
        #expect(track.duration == 3)
        #expect(track.value(at: -1) == 0)
        #expect(track.value(at: 0.5) == 1)
        #expect(track.velocity(at: 0.5) == 2)
        #expect(track.value(at: 1) == 10)          // the move shows at its own time
        #expect(abs(track.value(at: 2) - (10 + 10 * UnitCurve.easeIn.value(at: 0.5))) < 1e-12)
        #expect(track.value(at: 3) == 20)
        #expect(track.value(at: 99) == 20)
        #expect(track.velocity(at: 99) == 0)
    }

    /// Consecutive cubic keyframes form a Catmull-Rom spline: they pass through every keyframe with
    /// a continuous velocity equal to the neighbours' difference over the time between them.
    @Test func cubicKeyframesAreCatmullRom() {
        let track = KeyframeTrack<Double, Double> {
            CubicKeyframe(1.0, duration: 1)
            CubicKeyframe(3.0, duration: 1)
            CubicKeyframe(2.0, duration: 2)
            CubicKeyframe(0.0, duration: 1)
        }.resolved(from: 0)
        #expect(track.value(at: 1) == 1 && track.value(at: 2) == 3 && track.value(at: 4) == 2 && track.value(at: 5) == 0)
        // Tangent at t = 1: (3 - 0) / (2 - 0); at t = 2: (2 - 1) / (4 - 1); at t = 4: (0 - 3) / (5 - 2).
        for (t, slope) in [(1.0, 1.5), (2.0, 1.0 / 3), (4.0, -1.0)] {
            let h = 1e-6
            let left = (track.value(at: t) - track.value(at: t - h)) / h
            let right = (track.value(at: t + h) - track.value(at: t)) / h
            #expect(abs(left - slope) < 1e-4 && abs(right - slope) < 1e-4, "at \(t): \(left) \(right)")
        }
        // The track starts at rest and ends with the last segment's chord.
        #expect(track.velocity(at: 0) == 0)
        #expect(abs(track.velocity(at: 5 - 1e-9) - (-2)) < 1e-6)
        // Given velocities win.
        let given = KeyframeTrack<Double, Double> { CubicKeyframe(1.0, duration: 1, startVelocity: 4.0, endVelocity: 0.0) }.resolved(from: 0)
        #expect(given.velocity(at: 0) == 4)
        #expect(abs(given.velocity(at: 1 - 1e-9)) < 1e-6)
    }

    /// A spring keyframe starts with the velocity the track had and is cut after its duration.
    @Test func springKeyframes() {
        let spring = Spring(duration: 0.4, bounce: 0.2)
        let track = KeyframeTrack<Double, Double> {
            LinearKeyframe(1.0, duration: 0.5)
            SpringKeyframe(3.0, duration: 0.3, spring: spring)
            SpringKeyframe(0.0, spring: spring)
        }.resolved(from: 0)
        // Linear reaches 1 with velocity 2; the spring takes over with that velocity.
        #expect(abs(track.velocity(at: 0.5) - 2) < 1e-12)
        let x0 = 1.0 - 3.0, v0 = 2.0
        let expected = 3 + x0 * (1 - spring.value(target: 1.0, time: 0.1)) + spring.value(target: 0.0, initialVelocity: v0, time: 0.1)
        #expect(abs(track.value(at: 0.6) - expected) < 1e-12)
        // The last keyframe lasts the spring's settling duration.
        #expect(abs(track.duration - (0.8 + spring.settlingDuration)) < 1e-12)
        #expect(abs(track.value(at: track.duration)) <= 0.001 * 3.5)
        // Continuity at the cut.
        #expect(abs(track.value(at: 0.8) - track.value(at: 0.8 - 1e-9)) < 1e-6)
    }

    /// A timeline runs several tracks of different types, as long as its longest track.
    @Test func timelineOfSeveralTracks() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\Values.scale) {
                LinearKeyframe(1.5, duration: 0.5)
                LinearKeyframe(1.0, duration: 0.5)
            }
            KeyframeTrack(\Values.offset) {
                LinearKeyframe(CGPoint(x: 100, y: -40), duration: 2)
            }
            KeyframeTrack(\Values.angle) {
                MoveKeyframe(Angle.degrees(90))
            }
        }
        #expect(timeline.duration == 2)
        let mid = timeline.value(time: 0.25)
        #expect(mid.scale == 1.25)
        #expect(mid.offset == CGPoint(x: 12.5, y: -5))
        #expect(mid.angle.degrees == 90)
        #expect(timeline.value(progress: 1).offset == CGPoint(x: 100, y: -40))
        #expect(timeline.value(progress: 1).scale == 1)
        #expect(timeline.value(time: 0).scale == 1)
    }
}
