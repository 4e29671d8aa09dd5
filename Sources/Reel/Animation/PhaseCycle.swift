import Foundation

/// The schedule of SwiftUI's `PhaseAnimator`: content that moves through a list of phases, each
/// step animated, the next step starting when the previous animation completes.
///
/// The content starts in the first phase. Running continuously (no trigger), it moves to the second
/// phase at once, then on through the list and back to the first, for ever. With triggers, each
/// trigger runs one pass (second phase ... last phase, then back to the first) and stops; a
/// trigger arriving during a pass starts a new pass from that moment (SwiftUI does not say; Reel
/// restarts). A step lasts until its animation is logically complete (`Animation.logicalDuration`:
/// a timing curve's duration, a spring's perceptual duration, not its settling), as SwiftUI moves
/// on when the step's animation reports logical completion; a step without animation, or into a
/// phase equal to the one before it (it changes nothing, so nothing animates), is instant. If
/// every step of a continuous cycle is instant, the content stays in the first phase rather than
/// cycling infinitely fast.
public struct PhaseCycle<Phase> {
    /// The phases in order.
    public let phases: [Phase]
    /// The animation of the step into each phase.
    public let animations: [Animation?]
    /// Whether the step into each phase changes nothing (the phase equals the one before it).
    public let isStill: [Bool]

    /// A cycle through `phases`, moving into each phase with `animation(phase)` (SwiftUI's default
    /// is `.default`). Phases that are `Equatable` are compared: a step into a phase equal to the
    /// one before it changes nothing and takes no time.
    public init(_ phases: some Sequence<Phase>, animation: (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.animations = self.phases.map(animation)
        let phases = self.phases
        isStill = phases.indices.map { i in
            phases.count > 1 && PhaseCycle.same(phases[(i + phases.count - 1) % phases.count], phases[i])
        }
    }

    /// Whether `a` and `b` are equal, when their type is `Equatable` (false otherwise).
    static func same(_ a: Phase, _ b: Phase) -> Bool {
        func equal<T: Equatable>(_ a: T, _ b: Any) -> Bool { (b as? T).map { $0 == a } ?? false }
        guard let a = a as? any Equatable else { return false }
        return equal(a, b)
    }

    /// How long the step into phase `index` lasts: until its animation is logically complete,
    /// no time when it changes nothing.
    func stepDuration(_ index: Int) -> Double {
        if isStill[index] { return 0 }
        let d = animations[index]?.logicalDuration ?? 0
        return d.isNaN ? 0 : max(d, 0)
    }

    /// The duration of one pass through every phase and back to the first.
    public var passDuration: Double {
        guard phases.count > 1 else { return 0 }
        return (0..<phases.count).reduce(0) { $0 + stepDuration($1) }
    }

    /// The most steps `changes` lists, so that absurdly short steps cannot exhaust memory.
    public static var maximumChanges: Int { 1_000_000 }

    /// The steps of the continuous cycle started at `start`, up to and including `end` (at most
    /// `maximumChanges` of them).
    public func changes(from start: Double = 0, through end: Double) -> [PhaseChange<Phase>] {
        let pass = passDuration
        guard phases.count > 1, pass > 0, end >= start else { return [] }
        var result: [PhaseChange<Phase>] = []
        var time = start
        var index = 1
        while time <= end, result.count < Self.maximumChanges {
            result.append(PhaseChange(time: time, index: index, phase: phases[index], animation: animations[index]))
            let step = stepDuration(index)
            if step.isInfinite { break }
            time += step
            index = (index + 1) % phases.count
        }
        return result
    }

    /// The steps of the passes started by `triggers` (times in seconds), up to and including `end`.
    public func changes(triggers: [Double], through end: Double) -> [PhaseChange<Phase>] {
        guard phases.count > 1 else { return [] }
        let starts = triggers.filter { $0.isFinite && $0 <= end }.sorted()
        var result: [PhaseChange<Phase>] = []
        for (n, trigger) in starts.enumerated() {
            let next = n + 1 < starts.count ? starts[n + 1] : .infinity
            var time = trigger
            for step in 0..<phases.count {
                let index = (step + 1) % phases.count
                if time > end || (time >= next && step > 0) { break }
                result.append(PhaseChange(time: time, index: index, phase: phases[index], animation: animations[index]))
                time += stepDuration(index)
                if time.isInfinite { break }
            }
        }
        return result
    }

    /// The index of the phase the content is in (its model phase) at `time`, for the continuous
    /// cycle started at `start`.
    public func phaseIndex(at time: Double, start: Double = 0) -> Int {
        let pass = passDuration
        guard phases.count > 1, pass > 0, time >= start else { return 0 }
        var local = time - start
        if pass.isFinite { local = local.truncatingRemainder(dividingBy: pass) }
        var index = 1
        while true {
            let step = stepDuration(index)
            if local < step || step.isInfinite { return index }
            local -= step
            index = (index + 1) % phases.count
        }
    }

    /// The animator of a property that takes `value(phase)` in each phase, over the continuous cycle
    /// started at `start`, up to `end`.
    public func animator<Value: Animatable>(from start: Double = 0, through end: Double,
                                            value: (Phase) -> Value) -> AttributeAnimator<Value>? {
        guard let first = phases.first else { return nil }
        let changes = self.changes(from: start, through: end).map {
            AttributeChange(time: $0.time, value: value($0.phase), animation: $0.animation)
        }
        return AttributeAnimator(initialValue: value(first), changes: changes)
    }
}

extension PhaseCycle: Sendable where Phase: Sendable {}
