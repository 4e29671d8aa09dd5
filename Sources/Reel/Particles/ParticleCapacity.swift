import Foundation

// How many particles an emitter can have alive at once, and the reduction that keeps the count
// under `ParticleEmitter.maximumParticleCount`, so no setting can make a frame allocate without
// bound.

extension ParticleEmitter {
    /// The longest a particle lives.
    var maxLife: Double { lifetime + lifetimeRange }

    /// An upper bound of this emitter's own particles alive at once (`limit` at most). It counts
    /// every particle the emitter works out, so `maxParticles` (which only limits the drawing)
    /// does not lower it.
    func ownAliveBound(limit: Double) -> Double {
        let life = maxLife
        guard life > 0 else { return 0 }
        var bound = min(limit, (birthRate * min(life, duration)).rounded(.up) + (birthRate > 0 ? 1 : 0))
        for burst in bursts where burst.time < duration {
            bound = min(limit, bound + burst.aliveBound(maxLife: life, limit: limit))
        }
        return bound
    }

    /// The most deaths of this emitter's particles within any `span` seconds (`limit` at most).
    func deathBound(within span: Double, limit: Double) -> Double {
        guard maxLife > 0 else { return 0 }
        var bound = min(limit, (birthRate * min(span, duration)).rounded(.up) + (birthRate > 0 ? 1 : 0))
        for burst in bursts where burst.time < duration {
            let cycles = burst.interval > 0 ? min(Double(burst.cycles), (span / burst.interval).rounded(.down) + 1) : Double(burst.cycles)
            bound = min(limit, bound + Double(burst.count) * cycles)
        }
        return bound
    }

    /// How long after a death a sub-emitter can have particles alive: its emission and the
    /// longest life.
    var subEmitterSpan: Double {
        var last = birthRate > 0 ? duration : 0
        for burst in bursts where burst.time < duration { last = max(last, burst.lastTime) }
        return max(0, beginTime - prewarm + last + maxLife)
    }

    /// An upper bound of the particles alive at once, sub-emitters included (`limit` at most).
    func aliveBound(limit: Double = Double(ParticleEmitter.maximumParticleCount) * 16) -> Double {
        var total = ownAliveBound(limit: limit)
        for sub in subEmitters {
            let perDeath = sub.aliveBound(limit: limit)
            guard perDeath > 0 else { continue }
            let deaths = deathBound(within: sub.subEmitterSpan, limit: limit)
            total = min(limit, total + deaths * perDeath)
        }
        return total
    }

    /// The problem when the emitter could have more particles alive than the limit.
    package var capacityIssue: ParticleIssue? {
        let bound = aliveBound()
        guard bound > Double(ParticleEmitter.maximumParticleCount) else { return nil }
        let count = bound >= Double(ParticleEmitter.maximumParticleCount) * 16 ? "more than \(ParticleEmitter.maximumParticleCount * 16)"
                                                                              : "up to \(Int(bound))"
        return ParticleIssue(message: "these settings would have \(count) particles alive at once (birth rate × lifetime, bursts and sub-emitters), more than the \(ParticleEmitter.maximumParticleCount) an emitter may have",
                             fallback: "birth rates and bursts are reduced to fit")
    }

    /// The emitter with birth rates and burst counts reduced (over the whole tree, in proportion)
    /// until at most `maximumParticleCount` particles can be alive at once.
    func limitedToCapacity() -> ParticleEmitter {
        var emitter = self
        let cap = Double(ParticleEmitter.maximumParticleCount)
        for _ in 0..<64 {
            let bound = emitter.aliveBound()
            if bound <= cap { return emitter }
            emitter = emitter.scalingEmission(by: cap / bound * 0.9)
        }
        // Whatever is left emits nothing rather than too much.
        return emitter.scalingEmission(by: 0)
    }

    /// The emitter with every birth rate multiplied by `factor` and every burst count by it
    /// (rounded down), sub-emitters included.
    func scalingEmission(by factor: Double) -> ParticleEmitter {
        var copy = self
        copy.birthRate *= factor
        copy.bursts = bursts.compactMap { burst in
            var b = burst
            b.count = Int((Double(burst.count) * factor).rounded(.down))
            return b.count > 0 ? b : nil
        }
        copy.subEmitters = subEmitters.map { $0.scalingEmission(by: factor) }
        return copy
    }
}
