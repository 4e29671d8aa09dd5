import Foundation
import Reel

extension Benchmark {
    /// The attribute animator at frame rate: the presentation values of 10,000 animated attributes
    /// for one frame, with histories mixing timing curves, retargeted springs, interpolating
    /// springs, delays and repeats (issue 3 asks for well under a millisecond per frame).
    static let animator = Benchmark(
        name: "animator",
        summary: "10,000 animated attributes evaluated for one frame (AttributeAnimator)"
    ) { context in
        let count = 10_000
        let animations: [Animation] = [
            .easeInOut(duration: 0.5), .spring(response: 0.5, dampingFraction: 0.7), .bouncy,
            .interpolatingSpring(stiffness: 120, damping: 8), .timingCurve(0.68, -0.6, 0.32, 1.6, duration: 0.8),
            .linear(duration: 0.4).delay(0.1), .easeOutBack(duration: 0.6), .easeInOut(duration: 0.3).repeatCount(3),
        ]
        var generator = SplitMix64(seed: 0xA417)
        func history<V>(_ make: (Double) -> V) -> [AttributeChange<V>] {
            // Two or three changes in the first second; the frames below fall inside them.
            (0..<(2 + Int(generator.next() % 2))).map { i in
                AttributeChange(time: Double(i) * 0.25 + generator.next(in: 0...1) * 0.1, value: make(generator.next(in: 0...1) * 100),
                                animation: animations[Int(generator.next() % UInt64(animations.count))])
            }
        }
        let scalars = (0..<count).map { _ in AttributeAnimator(initialValue: 0.0, changes: history { $0 }) }
        let points = (0..<count).map { _ in
            AttributeAnimator(initialValue: CGPoint.zero, changes: history { CGPoint(x: $0, y: 100 - $0) })
        }
        let colors = (0..<count).map { _ in
            AttributeAnimator(initialValue: Color.black, changes: history { Color(hue: $0 / 100, saturation: 0.8, brightness: 1) })
        }
        let frameTimes = (0..<16).map { 0.3 + Double($0) / 60 }
        var frame = 0
        var checksum = 0.0
        context.measure("10,000 Double attributes, one frame", runs: 200, detail: "ns per attribute in note") {
            let t = frameTimes[frame % frameTimes.count]
            frame += 1
            var sum = 0.0
            for animator in scalars { sum += animator.value(at: t) }
            checksum += sum
        }
        context.measure("10,000 CGPoint attributes, one frame", runs: 100) {
            let t = frameTimes[frame % frameTimes.count]
            frame += 1
            var sum = 0.0
            for animator in points { sum += Double(animator.value(at: t).x) }
            checksum += sum
        }
        context.measure("10,000 Color attributes, one frame", runs: 50) {
            let t = frameTimes[frame % frameTimes.count]
            frame += 1
            var sum = 0.0
            for animator in colors { sum += animator.value(at: t).red }
            checksum += sum
        }
        let running = scalars.filter { $0.isAnimating(at: 0.4) }.count
        context.note("animator: \(running) of \(count) Double attributes are mid-animation at t = 0.4 (checksum \(Int(checksum) % 1000))")
    }
}
