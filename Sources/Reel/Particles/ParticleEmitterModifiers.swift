import Foundation

// The settings of an emitter, named as Core Animation's and SpriteKit's emitters name them where
// they have the setting. Each returns a changed copy, so they chain like SwiftUI's modifiers;
// put them before view modifiers (which return other views). Every range is a ± half-width: the
// value of each particle is uniform in `value - range ... value + range`.
//
// A setting that is not a finite number, or out of its range, is recorded as an issue and
// replaced by the fallback the issue names: scene files report it as an error at the modifier,
// compiled scenes as a warning.

extension ParticleEmitter {
    // MARK: Emission

    /// Particles born per second, evenly spaced: the k-th at `k / rate` seconds on the emitter's
    /// clock (`CAEmitterCell.birthRate`, `SKEmitterNode.particleBirthRate`). 0 by default.
    public func birthRate(_ rate: Double) -> ParticleEmitter {
        var copy = self
        copy.birthRate = copy.checked("birthRate", rate, in: 0...ParticleEmitter.maximumBirthRate, fallback: 0)
        return copy
    }

    /// A burst of `count` particles born at once at `time` seconds on the emitter's clock,
    /// repeated `cycles` times every `interval` seconds. Bursts add to each other and to the
    /// birth rate; a burst after the emitter's duration does not happen.
    public func burst(count: Int, at time: Double = 0, cycles: Int = 1, interval: Double = 0) -> ParticleEmitter {
        var copy = self
        var n = count
        if n < 0 {
            copy.report("burst count must be ≥ 0, not \(n)", "the burst is left out")
            n = 0
        } else if n > ParticleEmitter.maximumParticleCount {
            copy.report("a burst of \(n) particles is more than the \(ParticleEmitter.maximumParticleCount) an emitter may have alive",
                        "it makes \(ParticleEmitter.maximumParticleCount)")
            n = ParticleEmitter.maximumParticleCount
        }
        var c = cycles
        if c < 1 {
            copy.report("burst cycles must be at least 1, not \(c)", "the burst is left out", argument: "cycles")
            c = 0
        }
        let t = copy.checked("burst time", time, in: 0...ParticleEmitter.maximumTime, fallback: 0, argument: "at")
        let i = copy.checked("burst interval", interval, in: 0...ParticleEmitter.maximumTime, fallback: 0, argument: "interval")
        if n > 0 && c > 0 { copy.bursts.append(ParticleBurst(time: t, count: n, cycles: c, interval: i)) }
        return copy
    }

    /// At most `count` particles of this emitter drawn at once: when more are alive, the newest
    /// `count` are drawn (the oldest end early). By default only `maximumParticleCount` limits.
    public func maxParticles(_ count: Int) -> ParticleEmitter {
        var copy = self
        if count < 0 {
            copy.report("maxParticles must be ≥ 0, not \(count)", "using 0")
            copy.maxParticles = 0
        } else {
            copy.maxParticles = count
        }
        return copy
    }

    /// When the emitter starts, in seconds after it appears (`CAMediaTiming.beginTime`): after the
    /// scene's start, or after the state change that inserted it. Nothing is drawn before. 0 by
    /// default.
    public func beginTime(_ time: Double) -> ParticleEmitter {
        var copy = self
        copy.beginTime = copy.checked("beginTime", time, in: -ParticleEmitter.maximumTime...ParticleEmitter.maximumTime, fallback: 0)
        return copy
    }

    /// How long the emitter emits, in seconds from its start (pre-warm included); particles
    /// already born live on. Forever by default (`.infinity`).
    public func duration(_ seconds: Double) -> ParticleEmitter {
        var copy = self
        if seconds == .infinity {
            copy.duration = .infinity
        } else {
            copy.duration = copy.checked("duration", seconds, in: 0...ParticleEmitter.maximumTime, fallback: .infinity, fallbackText: "emitting for ever")
        }
        return copy
    }

    /// Starts the emitter `seconds` early, so that at its begin time it is already full of
    /// particles (`SKEmitterNode.advanceSimulationTime`, Unity's pre-warm). 0 by default.
    public func prewarm(_ seconds: Double) -> ParticleEmitter {
        var copy = self
        copy.prewarm = copy.checked("prewarm", seconds, in: 0...ParticleEmitter.maximumTime, fallback: 0)
        return copy
    }

    // MARK: Motion

    /// How long each particle lives, in seconds, ± `range` (`CAEmitterCell.lifetime` and
    /// `lifetimeRange`). 1 second by default. The range may not exceed the lifetime.
    public func lifetime(_ seconds: Double, range: Double = 0) -> ParticleEmitter {
        var copy = self
        copy.lifetime = copy.checked("lifetime", seconds, in: 0...ParticleEmitter.maximumTime, fallback: 1)
        copy.lifetimeRange = copy.checkedRange("lifetime", range, of: copy.lifetime, unit: " s")
        return copy
    }

    /// The speed of each particle at birth, in points per second, ± `range`
    /// (`SKEmitterNode.particleSpeed`, `CAEmitterCell.velocity`). A negative speed flies against
    /// the emission angle. 0 by default.
    public func speed(_ speed: Double, range: Double = 0) -> ParticleEmitter {
        var copy = self
        copy.speed = copy.checked("speed", speed, in: -1e9...1e9, fallback: 0)
        copy.speedRange = copy.checked("speed range", range, in: 0...1e9, fallback: 0, argument: "range")
        return copy
    }

    /// The direction particles fly at birth, ± `range` (`SKEmitterNode.emissionAngle` and
    /// `emissionAngleRange`): 0° is to the right and angles turn clockwise on screen, as
    /// `rotationEffect`, so 90° is straight down. A range of 180° spreads particles all around.
    public func emissionAngle(_ angle: Angle, range: Angle = .zero) -> ParticleEmitter {
        var copy = self
        copy.emissionAngle = copy.checkedAngle("emissionAngle", angle, in: -1e9...1e9)
        copy.emissionRange = copy.checkedAngle("emission angle range", range, in: 0...1e9, argument: "range")
        return copy
    }

    /// A constant acceleration such as gravity, in points per second squared
    /// (`CAEmitterCell.xAcceleration`, `yAcceleration`); positive `y` is down.
    public func acceleration(x: Double = 0, y: Double = 0) -> ParticleEmitter {
        var copy = self
        copy.accelerationX = copy.checked("acceleration x", x, in: -1e9...1e9, fallback: 0)
        copy.accelerationY = copy.checked("acceleration y", y, in: -1e9...1e9, fallback: 0, argument: "y")
        return copy
    }

    /// Linear drag: the velocity loses `amount` times itself per second (it decays by e^(−amount ×
    /// t) without acceleration), so particles slow down and settle at acceleration / amount.
    public func drag(_ amount: Double) -> ParticleEmitter {
        var copy = self
        copy.drag = copy.checked("drag", amount, in: 0...1e6, fallback: 0)
        return copy
    }

    /// Turbulence from seeded noise: a swirling acceleration of about `strength` points per second
    /// squared whose swirls are about `size` points across and change `speed` times per second.
    /// Particles with turbulence are integrated from their birth in fixed steps of 1/240 s (longer
    /// for particles living more than 17 s: a lifetime split in 4096 steps).
    public func turbulence(_ strength: Double, size: Double = 100, speed: Double = 0.5) -> ParticleEmitter {
        var copy = self
        let s = copy.checked("turbulence strength", strength, in: -1e9...1e9, fallback: 0)
        let z = copy.checked("turbulence size", size, in: 1e-3...1e9, fallback: 100, argument: "size")
        let v = copy.checked("turbulence speed", speed, in: 0...1e6, fallback: 0.5, argument: "speed")
        copy.turbulence = s == 0 ? nil : ParticleTurbulence(strength: s, size: z, speed: v)
        return copy
    }

    // MARK: Appearance

    /// The turn of each particle's image at birth, ± `range` (`SKEmitterNode.particleRotation`).
    public func rotation(_ angle: Angle, range: Angle = .zero) -> ParticleEmitter {
        var copy = self
        copy.rotation = copy.checkedAngle("rotation", angle, in: -1e9...1e9)
        copy.rotationRange = copy.checkedAngle("rotation range", range, in: 0...1e9, argument: "range")
        return copy
    }

    /// How fast each particle's image turns, per second, ± `range` (`CAEmitterCell.spin` and
    /// `spinRange`); positive turns clockwise.
    public func spin(_ angle: Angle, range: Angle = .zero) -> ParticleEmitter {
        var copy = self
        copy.spin = copy.checkedAngle("spin", angle, in: -1e9...1e9)
        copy.spinRange = copy.checkedAngle("spin range", range, in: 0...1e9, argument: "range")
        return copy
    }

    /// The scale of each particle's image at birth, ± `range` (`CAEmitterCell.scale` and
    /// `scaleRange`). 1 by default; the range may not exceed the scale.
    public func scale(_ scale: Double, range: Double = 0) -> ParticleEmitter {
        var copy = self
        copy.scale = copy.checked("scale", scale, in: 0...1e6, fallback: 1)
        copy.scaleRange = copy.checkedRange("scale", range, of: copy.scale, unit: "")
        return copy
    }

    /// The scale over each particle's life: `values` at normalised ages `times` (0 at birth, 1 at
    /// death; evenly spaced when nil), interpolated linearly and multiplying the birth scale
    /// (`SKEmitterNode.particleScaleSequence`).
    public func scaleOverLife(_ values: [Double], times: [Double]? = nil) -> ParticleEmitter {
        var copy = self
        copy.scaleCurve = copy.curve("scaleOverLife", values, times, valueRange: 0...1e6)
        return copy
    }

    /// The opacity over each particle's life: `values` (0 to 1) at normalised ages `times` (evenly
    /// spaced when nil), interpolated linearly (`SKEmitterNode.particleAlphaSequence`). Glows that
    /// fade as they age: `[1, 0]`.
    public func opacityOverLife(_ values: [Double], times: [Double]? = nil) -> ParticleEmitter {
        var copy = self
        copy.opacityCurve = copy.curve("opacityOverLife", values, times, valueRange: 0...1)
        return copy
    }

    /// The colour that multiplies each particle's image (white by default: the image's own
    /// colours), with each component varying by ± its range and clamped to 0...1
    /// (`CAEmitterCell.color`, `redRange`, `greenRange`, `blueRange`, `alphaRange`).
    public func color(_ color: Color, redRange: Double = 0, greenRange: Double = 0, blueRange: Double = 0,
                      alphaRange: Double = 0) -> ParticleEmitter {
        var copy = self
        func component(_ name: String, _ v: Double) -> Double { copy.checked(name, v, in: -1e6...1e6, fallback: 0) }
        copy.color = Color(red: component("color red", color.red), green: component("color green", color.green),
                           blue: component("color blue", color.blue), opacity: component("color opacity", color.alpha))
        // A dynamic colour keeps its dark variant (system colours are dynamic); it is fixed when
        // the emitter is resolved in its environment.
        copy.color.dark = color.dark
        copy.colorRanges = (copy.checked("redRange", redRange, in: 0...1e6, fallback: 0, argument: "redRange"),
                            copy.checked("greenRange", greenRange, in: 0...1e6, fallback: 0, argument: "greenRange"),
                            copy.checked("blueRange", blueRange, in: 0...1e6, fallback: 0, argument: "blueRange"),
                            copy.checked("alphaRange", alphaRange, in: 0...1e6, fallback: 0, argument: "alphaRange"))
        return copy
    }

    /// The colour over each particle's life, from the gradient's colour at normalised age 0 to
    /// its colour at 1 (`SKEmitterNode.particleColorSequence`). It replaces `color`'s colour; the
    /// colour ranges still vary it.
    public func colorOverLife(_ gradient: Gradient) -> ParticleEmitter {
        var copy = self
        let finite = gradient.stops.allSatisfy { [$0.color.red, $0.color.green, $0.color.blue, $0.color.alpha].allSatisfy(\.isFinite) }
        if gradient.stops.isEmpty || !finite {
            copy.report(gradient.stops.isEmpty ? "colorOverLife needs a gradient with at least one stop"
                                               : "colorOverLife's gradient has colours that are not finite numbers",
                        "the particles keep their colour")
            copy.colorOverLife = nil
        } else {
            copy.colorOverLife = gradient
        }
        return copy
    }

    // MARK: The emitter

    /// Where particles are born around the emitter's position (`CAEmitterLayer.emitterShape`):
    /// `.point` by default.
    public func emitterShape(_ shape: EmitterShape) -> ParticleEmitter {
        var copy = self
        for (name, value) in shape.dimensions where !value.isFinite || (name != "angle" && value < 0) {
            copy.report("the emitter shape's \(name) must be a finite number\(name == "angle" ? "" : " ≥ 0"), not \(ParticleEmitter.text(value))",
                        "using 0")
        }
        copy.shape = shape.sanitized
        return copy
    }

    /// The emitter's position, in points in its own coordinates (`CAEmitterLayer.emitterPosition`).
    /// It animates: changed inside `withAnimation`, new particles are born along the animated path
    /// while those already born fly on. The centre of the emitter's frame by default.
    ///
    /// A position computed from a `TimelineView`'s time is only known at the frame's time, so it
    /// moves every particle with it; for a trail, give the path as a function of the time
    /// (`emitterPosition { t in … }`).
    public func emitterPosition(_ point: CGPoint) -> ParticleEmitter {
        var copy = self
        let x = copy.checked("emitterPosition x", Double(point.x), in: -1e9...1e9, fallback: 0)
        let y = copy.checked("emitterPosition y", Double(point.y), in: -1e9...1e9, fallback: 0)
        copy.anchor = EmitterAnchor(unit: .zero, offset: CGPoint(x: x, y: y))
        copy.positionFunction = nil
        return copy
    }

    /// The emitter's position as a point of its frame (`.top`, `.center`, `UnitPoint(x:y:)`).
    public func emitterPosition(_ anchor: UnitPoint) -> ParticleEmitter {
        var copy = self
        let x = copy.checked("emitterPosition x", Double(anchor.x), in: -1e9...1e9, fallback: 0.5)
        let y = copy.checked("emitterPosition y", Double(anchor.y), in: -1e9...1e9, fallback: 0.5)
        copy.anchor = EmitterAnchor(unit: UnitPoint(x: x, y: y), offset: .zero)
        copy.positionFunction = nil
        return copy
    }

    /// The emitter's position as a function of the time (seconds from the scene's start), in
    /// points in its own coordinates: each particle is born where the function puts the emitter
    /// at its birth time, so an emitter can follow any path and leave a trail.
    public func emitterPosition(_ position: @escaping (Double) -> CGPoint) -> ParticleEmitter {
        var copy = self
        copy.positionFunction = position
        return copy
    }

    /// An emitter set off where each particle dies, at its death (Unity's death sub-emitters; a
    /// firework's sparks). The sub-emitter's clock starts at the death; its position is the
    /// place of death (its `emitterPosition` is not used), its shape is centred there, and its
    /// duration must be finite when it has a birth rate. Sub-emitters nest up to 3 deep.
    public func subEmitter(onDeath emitter: ParticleEmitter) -> ParticleEmitter {
        var copy = self
        var child = emitter
        if child.birthRate > 0 && !child.duration.isFinite {
            copy.report("a sub-emitter with a birth rate needs a finite duration, or each death would emit for ever",
                        "it emits only its bursts")
            child.birthRate = 0
        }
        if child.depth >= 3 {
            copy.report("sub-emitters nest at most 3 deep", "the deeper ones are left out")
            child = child.truncated(toDepth: 2)
        }
        copy.issues += child.issues
        copy.subEmitters.append(child)
        return copy
    }

    /// The emitter's own seed, mixed into every random value with the scene's seed and the
    /// emitter's identity (`CAEmitterLayer.seed`): two emitters at the same place with different
    /// seeds differ.
    public func seed(_ seed: UInt64) -> ParticleEmitter {
        var copy = self
        copy.seed = seed
        return copy
    }

    // MARK: Checking

    /// How deep the sub-emitters nest below this emitter (0 without any).
    var depth: Int { subEmitters.map { $0.depth + 1 }.max() ?? 0 }

    /// The emitter with sub-emitters deeper than `depth` removed.
    func truncated(toDepth depth: Int) -> ParticleEmitter {
        var copy = self
        copy.subEmitters = depth <= 0 ? [] : subEmitters.map { $0.truncated(toDepth: depth - 1) }
        return copy
    }

    /// `value` when it is finite and in `range`, otherwise `fallback`, recording the problem.
    mutating func checked(_ name: String, _ value: Double, in range: ClosedRange<Double>, fallback: Double,
                          fallbackText: String? = nil, unit: String = "", argument: String? = nil) -> Double {
        if value.isFinite && range.contains(value) { return value }
        let expected: String
        if !value.isFinite {
            expected = "a finite number"
        } else if value < range.lowerBound {
            expected = range.lowerBound == 0 ? "≥ 0" : "at least \(ParticleEmitter.text(range.lowerBound))"
        } else {
            expected = "at most \(ParticleEmitter.text(range.upperBound))"
        }
        report("\(name) must be \(expected), not \(ParticleEmitter.text(value))\(unit)", fallbackText ?? "using \(ParticleEmitter.text(fallback))",
               argument: argument)
        return fallback
    }

    /// The radians of `angle` when its degrees are finite and in `range`, otherwise 0, recording
    /// the problem in degrees.
    mutating func checkedAngle(_ name: String, _ angle: Angle, in range: ClosedRange<Double>, argument: String? = nil) -> Double {
        let degrees = checked(name, angle.degrees, in: range, fallback: 0, unit: "°", argument: argument)
        return degrees == angle.degrees ? angle.radians : 0
    }

    /// A ± range for `name`, which may not exceed `value` (so no particle gets a negative one).
    mutating func checkedRange(_ name: String, _ range: Double, of value: Double, unit: String) -> Double {
        let r = checked("\(name) range", range, in: 0...1e9, fallback: 0, argument: "range")
        if r > value {
            report("the \(name) range \(ParticleEmitter.text(r))\(unit) is larger than the \(name) \(ParticleEmitter.text(value))\(unit), which would make some negative",
                   "using \(ParticleEmitter.text(value))", argument: "range")
            return value
        }
        return r
    }

    /// A curve over the normalised age, or nil (with the problem recorded) when its values or
    /// times are unusable.
    mutating func curve(_ name: String, _ values: [Double], _ times: [Double]?, valueRange: ClosedRange<Double>) -> LifeCurve? {
        guard !values.isEmpty else {
            report("\(name) needs at least one value", "it is not used")
            return nil
        }
        if let bad = values.first(where: { !$0.isFinite || !valueRange.contains($0) }) {
            report("\(name)'s values must be finite numbers from \(ParticleEmitter.text(valueRange.lowerBound)) to \(ParticleEmitter.text(valueRange.upperBound)), not \(ParticleEmitter.text(bad))",
                   "it is not used")
            return nil
        }
        let n = values.count
        let keyTimes = times ?? (0..<n).map { n > 1 ? Double($0) / Double(n - 1) : 0 }
        guard keyTimes.count == n else {
            report("\(name) has \(n) values but \(keyTimes.count) times", "it is not used", argument: "times")
            return nil
        }
        if let bad = keyTimes.first(where: { !$0.isFinite || $0 < 0 || $0 > 1 }) {
            report("\(name)'s times must be from 0 to 1, not \(ParticleEmitter.text(bad))", "it is not used", argument: "times")
            return nil
        }
        if zip(keyTimes, keyTimes.dropFirst()).contains(where: { $0 > $1 }) {
            report("\(name)'s times must not decrease", "it is not used", argument: "times")
            return nil
        }
        return LifeCurve(values: values, times: keyTimes)
    }

    /// A number for messages: whole numbers without a fraction.
    static func text(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "infinity" : "-infinity" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
