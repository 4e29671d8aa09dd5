import Foundation

/// The presentation value of one animatable property at any time, from its history of changes.
///
/// This is the part of SwiftUI that turns model values into what is drawn, as a pure function of
/// the history and the time: the history is resolved once into running animations ("runs"), and
/// `value(at:)` then only evaluates the runs alive at that time, so frames can be evaluated in any
/// order and in parallel. The combining rules are SwiftUI's (SEMANTICS section 3):
/// - a change under a timing curve (or an interpolating spring) adds a run that moves from the old
///   model value to the new one; runs already going keep going, and the sum reaches the new target
///   smoothly once they have all finished;
/// - a change under `spring` arriving while a `spring` run is going takes it over: the new run
///   starts from that run's current offset and velocity, so the velocity does not jump (a custom
///   animation takes a run over when its `shouldMerge` says so);
/// - a change without animation (or with `disablesAnimations` and no animation) ends every run and
///   jumps to the new value; so does a change between values that cannot morph (paths whose element
///   lists differ);
/// - a run that has ended keeps its last value (Web Animations' fill forwards; only a repeat that
///   ends reversed leaves the value away from the model value) until the next animated change,
///   which starts from that value.
public struct AttributeAnimator<Value: Animatable> {
    /// The vector type animations move.
    public typealias Data = Value.AnimatableData

    /// A running animation: the change started at `start`, `x0` away from its target with velocity
    /// `v0`; after `end` it contributes `finalOffset` for ever.
    struct Run {
        let start: Double
        let end: Double
        let animation: Animation
        let x0: Data
        let v0: Data
        let finalOffset: Data
    }

    /// A run as frames read it: plain values, with the animation held without reference counting
    /// (`animations` keeps every animation alive), so evaluating a frame retains nothing.
    @usableFromInline
    struct FrameRun {
        @usableFromInline let start: Double
        @usableFromInline let end: Double
        @usableFromInline let storage: Unmanaged<Animation.Storage>
        @usableFromInline let x0: Data
        @usableFromInline let v0: Data
        @usableFromInline let finalOffset: Data
    }

    /// The state from one change until the next.
    @usableFromInline
    struct Segment {
        @usableFromInline let time: Double
        @usableFromInline let model: Value
        @usableFromInline let modelData: Data
        /// The sum of the final offsets of runs that had finished by `time`.
        @usableFromInline let settledOffset: Data
        @usableFromInline let hasSettledOffset: Bool
        /// The runs alive during the segment: `frameRuns[runStart ..< runEnd]`.
        @usableFromInline let runStart: Int
        @usableFromInline let runEnd: Int
    }

    /// The value before the first change.
    public let initialValue: Value
    /// The resolved history, shared by copies of the animator (copying it costs one reference count).
    @usableFromInline let table: ResolvedHistory

    /// The segments, in time order, read from the history's memory.
    @inlinable
    var segments: UnsafeBufferPointer<Segment> {
        UnsafeBufferPointer(start: table.segments.assumingMemoryBound(to: Segment.self), count: table.segmentCount)
    }

    /// The runs of every segment, one after the other.
    @inlinable
    var frameRuns: UnsafeBufferPointer<FrameRun> {
        UnsafeBufferPointer(start: table.runs.assumingMemoryBound(to: FrameRun.self), count: table.runCount)
    }

    /// The animator of a property that starts as `initialValue` and then changes as `changes` says.
    /// Changes are taken in time order (changes at equal times in the order given).
    public init(initialValue: Value, changes: [AttributeChange<Value>]) {
        self.initialValue = initialValue
        let ordered = changes.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        var segments: [Segment] = []
        segments.reserveCapacity(ordered.count)
        var frameRuns: [FrameRun] = []
        var animations: [Animation] = []
        var model = initialValue
        var live: [Run] = []
        var settled = Data.zero, hasSettled = false
        for change in ordered where change.time.isFinite {
            let t = change.time
            // Fold the runs that have ended into the settled offset.
            live.removeAll { run in
                guard run.end <= t else { return false }
                if run.finalOffset != .zero { settled += run.finalOffset; hasSettled = true }
                return true
            }
            let transaction = change.transaction
            let oldData = model.animatableData, newData = change.value.animatableData
            if let animation = transaction.animation, canInterpolate(model, change.value) {
                let delta = newData - oldData
                var x0 = Data.zero - delta, v0 = Data.zero
                if let index = live.lastIndex(where: { animation.merges(with: $0.animation, value: delta, elapsed: t - $0.start) }) {
                    let previous = live.remove(at: index)
                    let sample = previous.animation.sample(x0: previous.x0, v0: previous.v0, at: t - previous.start)
                    x0 = sample.offset - delta
                    v0 = sample.velocity
                }
                // Offsets left by finished runs (a repeat that ended reversed) are taken over by
                // the new run, which starts from the presentation value and ends at the model value.
                if hasSettled {
                    x0 += settled
                    settled = .zero
                    hasSettled = false
                }
                if x0 != .zero || v0 != .zero {
                    live.append(AttributeAnimator.run(animation, start: t, x0: x0, v0: v0))
                    animations.append(animation)
                }
            } else {
                live.removeAll()
                settled = .zero
                hasSettled = false
            }
            model = change.value
            let runStart = frameRuns.count
            for run in live {
                frameRuns.append(FrameRun(start: run.start, end: run.end, storage: Unmanaged.passUnretained(run.animation.storage),
                                          x0: run.x0, v0: run.v0, finalOffset: run.finalOffset))
            }
            segments.append(Segment(time: t, model: model, modelData: newData, settledOffset: settled,
                                    hasSettledOffset: hasSettled, runStart: runStart, runEnd: frameRuns.count))
        }
        table = ResolvedHistory(segments: segments, runs: frameRuns, animations: animations)
    }

    /// A run of `animation` with its end and final offset worked out once.
    static func run(_ animation: Animation, start: Double, x0: Data, v0: Data) -> Run {
        let duration = animation.end
        let endsAtTarget: Bool
        switch animation.base {
        case .spring, .custom: endsAtTarget = !animation.modifiers.contains(where: \.isRepeat)
        case .curve: endsAtTarget = false
        }
        let finalOffset = endsAtTarget || !duration.isFinite ? Data.zero
                                                              : animation.sample(x0: x0, v0: v0, at: duration).offset
        return Run(start: start, end: start + duration, animation: animation, x0: x0, v0: v0, finalOffset: finalOffset)
    }

    /// The model value at `time`: the value of the last change at or before it.
    public func modelValue(at time: Double) -> Value {
        segmentIndex(at: time).map { segments[$0].model } ?? initialValue
    }

    /// The presentation value at `time`.
    @inlinable
    public func value(at time: Double) -> Value { sample(at: time).value }

    /// The velocity of the presentation value at `time`, in animatable data per second.
    @inlinable
    public func velocity(at time: Double) -> Data { sample(at: time).velocity }

    /// Whether some animation is still moving the property at `time`.
    public func isAnimating(at time: Double) -> Bool {
        guard let index = segmentIndex(at: time) else { return false }
        let segment = segments[index]
        return frameRuns[segment.runStart..<segment.runEnd].contains { time < $0.end }
    }

    /// The presentation value and its velocity at `time`.
    @inlinable
    public func sample(at time: Double) -> (value: Value, velocity: Data) {
        // `self` holds the table for the whole call, so its buffers stay valid.
        let segments = self.segments, runs = self.frameRuns
        guard let index = Self.lastSegment(in: segments, atOrBefore: time) else {
            return (initialValue, .zero)
        }
        let segment = segments[index]
        var data = segment.modelData
        var velocity = Data.zero
        var moved = false
        if segment.hasSettledOffset {
            data += segment.settledOffset
            moved = true
        }
        for i in segment.runStart..<segment.runEnd {
            let run = runs[i]
            if time >= run.end {
                if run.finalOffset != .zero { data += run.finalOffset; moved = true }
                continue
            }
            let motion = run.storage._withUnsafeGuaranteedRef { $0.sample(x0: run.x0, v0: run.v0, at: time - run.start) }
            data += motion.offset
            velocity += motion.velocity
            moved = true
        }
        guard moved else { return (segment.model, .zero) }
        var value = segment.model
        value.animatableData = data
        return (value, velocity)
    }

    /// The index of the last segment starting at or before `time`.
    func segmentIndex(at time: Double) -> Int? {
        Self.lastSegment(in: segments, atOrBefore: time)
    }

    /// Binary search for the last segment starting at or before `time`.
    @inlinable
    static func lastSegment(in segments: UnsafeBufferPointer<Segment>, atOrBefore time: Double) -> Int? {
        var lo = 0, hi = segments.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if segments[mid].time <= time { lo = mid + 1 } else { hi = mid }
        }
        return lo == 0 ? nil : lo - 1
    }
}

extension AttributeAnimator: Sendable where Value: Sendable, Value.AnimatableData: Sendable {}
extension AttributeAnimator.Run: Sendable where Value.AnimatableData: Sendable {}
extension AttributeAnimator.Segment: Sendable where Value: Sendable, Value.AnimatableData: Sendable {}
// The unmanaged animations are immutable and owned by the table's `animations` array.
extension AttributeAnimator.FrameRun: @unchecked Sendable where Value.AnimatableData: Sendable {}

/// The memory behind an `AttributeAnimator`: its segments and runs, written once and then only
/// read, in buffers of their own rather than arrays so that reading them on every frame touches no
/// reference counts. The class is not generic, so specialised code reaches its fields without
/// looking up generic metadata.
@usableFromInline
final class ResolvedHistory: @unchecked Sendable {
    /// The segments (`AttributeAnimator<Value>.Segment`).
    @usableFromInline let segments: UnsafeMutableRawPointer
    /// The number of segments.
    @usableFromInline let segmentCount: Int
    /// The runs (`AttributeAnimator<Value>.FrameRun`).
    @usableFromInline let runs: UnsafeMutableRawPointer
    /// The number of runs.
    @usableFromInline let runCount: Int
    /// Every animation a run uses, owned here so that runs need not count references.
    let animations: [Animation]
    /// Deinitialises and frees the typed memory.
    private let release: () -> Void

    init<Segment, Run>(segments: [Segment], runs: [Run], animations: [Animation]) {
        let segmentBuffer = UnsafeMutableBufferPointer<Segment>.allocate(capacity: max(segments.count, 1))
        _ = segmentBuffer.initialize(from: segments)
        let runBuffer = UnsafeMutableBufferPointer<Run>.allocate(capacity: max(runs.count, 1))
        _ = runBuffer.initialize(from: runs)
        self.segments = UnsafeMutableRawPointer(segmentBuffer.baseAddress!)
        self.segmentCount = segments.count
        self.runs = UnsafeMutableRawPointer(runBuffer.baseAddress!)
        self.runCount = runs.count
        self.animations = animations
        let (segmentCount, runCount) = (segments.count, runs.count)
        release = {
            segmentBuffer.baseAddress!.deinitialize(count: segmentCount)
            segmentBuffer.deallocate()
            runBuffer.baseAddress!.deinitialize(count: runCount)
            runBuffer.deallocate()
        }
    }

    deinit { release() }
}
