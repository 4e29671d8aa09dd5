import Foundation

/// Where the base animation is at some time after the change: its own local time, how fast that
/// local time runs per second of real time (0 while waiting or after the end, negative in a
/// reversed iteration), and the product of the speed factors (which converts velocities into the
/// base's time).
struct LocalTime {
    var time: Double
    var rate: Double
    var speed: Double
}

/// The motion of a change at one time, as coefficients: the offset from the target is x₀·a + v₀·b
/// and its velocity x₀·da + v₀·db, where x₀ is the start minus the target and v₀ the inherited
/// velocity. For a change from 0 to 1 with no inherited velocity the progress is 1 - a.
@usableFromInline
struct MotionCoefficients {
    @usableFromInline var a: Double
    @usableFromInline var da: Double
    @usableFromInline var b: Double
    @usableFromInline var db: Double

    @usableFromInline
    init(a: Double, da: Double, b: Double, db: Double) {
        self.a = a; self.da = da; self.b = b; self.db = db
    }
}

extension Animation {
    /// The progress of a change from 0 to 1, `time` seconds after the change.
    ///
    /// Before the change (and during a delay) the progress is 0; after the end it holds the final
    /// iteration's last value (the Web Animations "fill forwards"), which is 1 except for repeats
    /// that end reversed. Springs follow their closed form at every time, including after they
    /// settle, so their values are exact.
    public func value(at time: Double) -> Double {
        if storage.isCustom { return 1 + sample(x0: -1.0, v0: 0.0, at: time).offset }
        return 1 - coefficients(at: time).a
    }

    /// The rate of change of `value(at:)` in progress per second, `time` seconds after the change.
    public func velocity(at time: Double) -> Double {
        if storage.isCustom { return sample(x0: -1.0, v0: 0.0, at: time).velocity }
        return -coefficients(at: time).da
    }

    /// SwiftUI's `Animation.animate(value:time:context:)`: the part of the change `value` reached at
    /// `time`, or nil once the animation is logically complete. The context's initial velocity is
    /// the velocity inherited from an animation this one took over.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time >= duration { return nil }
        let motion = sample(x0: V.zero - value, v0: context.initialVelocity, at: time)
        return value + motion.offset
    }

    /// SwiftUI's `Animation.velocity(value:time:context:)`: the velocity of that motion.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        sample(x0: V.zero - value, v0: context.initialVelocity, at: time).velocity
    }

    /// The offset from the target and its velocity, `time` seconds after a change that started
    /// `x0` away from the target with velocity `v0`.
    @inlinable
    func sample<V: VectorArithmetic>(x0: V, v0: V, at time: Double) -> (offset: V, velocity: V) {
        storage.sample(x0: x0, v0: v0, at: time)
    }

    /// The motion coefficients at `time` (for a custom base, derived from its progress).
    @usableFromInline
    func coefficients(at time: Double) -> MotionCoefficients {
        if storage.isCustom { return MotionCoefficients(a: 1 - value(at: time), da: -velocity(at: time), b: 0, db: 0) }
        return storage.coefficients(at: time)
    }

    /// The base's local time `time` seconds after the change; see `Storage.localTime(at:)`.
    func localTime(at time: Double) -> LocalTime { storage.localTime(at: time) }
}

extension Animation.Storage {
    /// The offset from the target and its velocity, `time` seconds after a change that started
    /// `x0` away from the target with velocity `v0`.
    @inlinable
    final func sample<V: VectorArithmetic>(x0: V, v0: V, at time: Double) -> (offset: V, velocity: V) {
        if isCustom { return customSample(x0: x0, v0: v0, at: time) }
        let c = coefficients(at: time)
        var offset = x0.scaled(by: c.a)
        var velocity = x0.scaled(by: c.da)
        if c.b != 0 || c.db != 0 {
            offset += v0.scaled(by: c.b)
            velocity += v0.scaled(by: c.db)
        }
        return (offset, velocity)
    }

    /// The sample of a custom base: its `animate` at the local time, its velocity or an estimate.
    @usableFromInline
    final func customSample<V: VectorArithmetic>(x0: V, v0: V, at time: Double) -> (offset: V, velocity: V) {
        guard case .custom(let custom) = base else { return (.zero, .zero) }
        let local = localTime(at: time)
        let change = V.zero - x0
        let inherited = v0.scaled(by: 1 / local.speed)
        func offset(at t: Double) -> V {
            var context = AnimationContext(initialVelocity: inherited, isLogicallyComplete: t >= baseDuration)
            guard let reached = custom.base.animate(value: change, time: t, context: &context) else { return .zero }
            return reached - change
        }
        let value = offset(at: local.time)
        if local.rate == 0 { return (value, .zero) }
        let context = AnimationContext(initialVelocity: inherited, isLogicallyComplete: local.time >= baseDuration)
        var velocity: V
        if let exact = custom.base.velocity(value: change, time: local.time, context: context) {
            velocity = exact
        } else {
            // Central difference (forward at the start), step 1e-5 s.
            let h = 1e-5
            let lo = max(local.time - h, 0), hi = local.time + h
            velocity = (offset(at: hi) - offset(at: lo)).scaled(by: 1 / (hi - lo))
        }
        return (value, velocity.scaled(by: local.rate))
    }

    /// The motion coefficients at `time` for a curve or spring base.
    @usableFromInline
    final func coefficients(at time: Double) -> MotionCoefficients {
        let local = localTime(at: time)
        if isSpring {
            let basis = spring.basis(at: local.time)
            // The spring's own initial velocity (relative to the distance) moves toward the target:
            // v = -x₀·initialVelocity.
            let v = springVelocity
            let a = basis.a - v * basis.b
            let da = basis.da - v * basis.db
            return MotionCoefficients(a: a, da: da * local.rate, b: basis.b / local.speed,
                                      db: basis.db / local.speed * local.rate)
        }
        let duration = curveDuration
        if !(duration > 0) || local.time >= duration { return MotionCoefficients(a: 0, da: 0, b: 0, db: 0) }
        let progress = curve.valueAndVelocity(at: local.time / duration)
        let da = local.rate == 0 ? 0 : -progress.velocity / duration * local.rate
        return MotionCoefficients(a: 1 - progress.value, da: da, b: 0, db: 0)
    }

    /// Maps the time since the change through the modifiers, outermost first, to the base's local
    /// time, as the Web Animations timing model does: the delay shifts the start (and the value holds
    /// the start until then), speed scales time, iterations wrap it (reversing odd iterations when
    /// autoreversing), and past the active end the last iteration's end holds ("fill forwards").
    final func localTime(at time: Double) -> LocalTime {
        var local = LocalTime(time: time, rate: 1, speed: 1)
        if !(local.time >= 0) { local.time = 0; local.rate = 0 }
        var index = modifiers.count
        while index > 0 {
            index -= 1
            switch modifiers[index] {
            case .delay(let d):
                local.time -= d
                if local.time < 0 { local.time = 0; local.rate = 0 }
            case .speed(let s):
                local.time *= s
                local.rate *= s
                local.speed *= s
            case .repeating(let count, let autoreverses, let iteration):
                if !iteration.isFinite { continue }
                let iterations = count.map(Double.init) ?? .infinity
                var n: Double, t: Double
                if !(iteration > 0) {
                    n = iterations.isFinite ? iterations - 1 : 0
                    t = iteration
                    local.rate = 0
                } else if local.time >= iterations * iteration {
                    n = iterations - 1
                    t = iteration
                    local.rate = 0
                } else {
                    n = (local.time / iteration).rounded(.down)
                    t = min(max(local.time - n * iteration, 0), iteration)
                }
                if autoreverses, n.truncatingRemainder(dividingBy: 2) == 1 {
                    t = iteration - t
                    local.rate = -local.rate
                }
                local.time = t
            }
        }
        return local
    }
}
