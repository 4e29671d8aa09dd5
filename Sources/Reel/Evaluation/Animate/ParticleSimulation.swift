import Foundation

/// An emitter's particles at any time, computed, not simulated: the births that can be alive are
/// a range of indices of each stream (the continuous stream and each burst), each particle's
/// random values are hashes of its index (`ParticleRandom`), and its state is a function of its
/// age. Evaluating a time costs work in proportion to the particles alive (and, with
/// sub-emitters, to the deaths that can still have sparks alive), whatever the time.
package struct ParticleSimulation {
    /// Where the emitter is at a time, in its own coordinates.
    package enum Position {
        /// Always at (x, y).
        case fixed(Double, Double)
        /// Where the function puts it at a time (seconds from the scene's start).
        case function((Double) -> CGPoint)

        @inline(__always)
        func at(_ time: Double) -> (x: Double, y: Double) {
            switch self {
            case .fixed(let x, let y): return (x, y)
            case .function(let f):
                let p = f(time)
                return (Double(p.x), Double(p.y))
            }
        }
    }

    /// The emitter and its sub-emitters.
    let root: ParticleEmitterNode
    /// The root emitter's random numbers.
    let random: ParticleRandom
    /// Where the root emitter is.
    let position: Position
    /// When the root emitter's clock starts (when it appeared), in seconds from the scene's start.
    let start: Double

    /// The emitters of the tree in pre-order: the root, then each sub-emitter's tree in order.
    package var nodes: [ParticleEmitterNode] {
        var result: [ParticleEmitterNode] = []
        func walk(_ node: ParticleEmitterNode) {
            result.append(node)
            for sub in node.subEmitters { walk(sub) }
        }
        walk(root)
        return result
    }

    /// The particles alive at `time`, one array per emitter of `nodes`, each in drawing order
    /// (oldest first, so newer particles draw over older ones).
    package func particles(at time: Double) -> [[Particle]] {
        guard time.isFinite else { return nodes.map { _ in [] } }
        var run = Run(time: time, slots: nodes.count)
        run.emit(root, slot: 0, random: random, clockStart: start + root.emitter.beginTime - root.emitter.prewarm,
                 visibleFrom: start + root.emitter.beginTime, position: position, generation: 0)
        var result = run.slots
        let emitters = nodes.map(\.emitter)
        for i in result.indices {
            if run.unordered[i] { result[i] = ParticleSimulation.sortedByBirth(result[i]) }
            if let cap = emitters[i].maxParticles, result[i].count > cap {
                result[i].removeFirst(result[i].count - cap)
            }
        }
        return result
    }

    /// `particles` ordered by birth time, keeping the order they were made in for equal times.
    static func sortedByBirth(_ particles: [Particle]) -> [Particle] {
        let order = particles.indices.sorted { a, b in
            let x = particles[a].birthTime, y = particles[b].birthTime
            return x != y ? x < y : a < b
        }
        return order.map { particles[$0] }
    }

    /// The work of one evaluation: the time, the particles found so far per emitter, and how many
    /// more may be made.
    struct Run {
        let time: Double
        var slots: [[Particle]]
        /// Whether a slot got a particle born before the one made before it.
        var unordered: [Bool]
        var budget = ParticleEmitter.maximumParticleCount

        init(time: Double, slots count: Int) {
            self.time = time
            slots = Array(repeating: [], count: count)
            unordered = Array(repeating: false, count: count)
        }

        /// Adds the particles of one running instance of `node` (the root emitter, or a
        /// sub-emitter set off by one death) to `slot`, and sets off its sub-emitters.
        mutating func emit(_ node: ParticleEmitterNode, slot: Int, random: ParticleRandom, clockStart: Double,
                           visibleFrom: Double, position: Position, generation: Int) {
            let e = node.emitter
            let t = time
            guard t >= visibleFrom, e.maxLife > 0 else { return }
            let motion = ParticleMotion(emitter: e, key: random.key)
            let outlineTable = e.shape.outlineTable
            var last = slots[slot].last?.birthTime ?? -.infinity
            Run.forEachBirth(of: e, time: t, clockStart: clockStart, window: e.maxLife) { stream, index, birth in
                guard budget > 0 else { return }
                let key = random.particle(stream, index)
                let life = e.lifetimeRange > 0 ? e.lifetime + e.lifetimeRange * ParticleRandom.signed(key, .lifetime) : e.lifetime
                let age = t - birth
                guard life > 0, age >= 0, age < life else { return }
                let origin = position.at(birth)
                let offset = e.shape.offset(ParticleRandom.unit(key, .shapeU), ParticleRandom.unit(key, .shapeV), outlineTable: outlineTable)
                let particle = motion.particle(key: key, birth: birth, age: age, life: life,
                                               x: origin.x + offset.x, y: origin.y + offset.y, generation: generation)
                if birth < last { unordered[slot] = true }
                last = birth
                slots[slot].append(particle)
                budget -= 1
            }
            // Sub-emitters: every particle that died recently enough to have sparks alive sets one off.
            var subSlot = slot + 1
            for (number, sub) in node.subEmitters.enumerated() {
                defer { subSlot += ParticleSimulation.treeSize(sub) }
                let subEmitter = sub.emitter
                guard subEmitter.aliveBound(limit: 1) > 0 else { continue }
                let span = subEmitter.subEmitterSpan
                Run.forEachBirth(of: e, time: t, clockStart: clockStart, window: e.maxLife + span) { stream, index, birth in
                    guard budget > 0 else { return }
                    let key = random.particle(stream, index)
                    let life = e.lifetimeRange > 0 ? e.lifetime + e.lifetimeRange * ParticleRandom.signed(key, .lifetime) : e.lifetime
                    let death = birth + life
                    guard life > 0, death <= t, t - death < span else { return }
                    let origin = position.at(birth)
                    let offset = e.shape.offset(ParticleRandom.unit(key, .shapeU), ParticleRandom.unit(key, .shapeV), outlineTable: outlineTable)
                    let end = motion.particle(key: key, birth: birth, age: life, life: life,
                                              x: origin.x + offset.x, y: origin.y + offset.y, generation: generation)
                    emit(sub, slot: subSlot, random: random.child(stream, index, UInt64(number)),
                         clockStart: death + subEmitter.beginTime - subEmitter.prewarm, visibleFrom: death + subEmitter.beginTime,
                         position: .fixed(Double(end.position.x), Double(end.position.y)), generation: generation + 1)
                }
            }
        }

        /// Calls `body` with the stream, index and birth time of every particle of `e` born in
        /// (time − window, time], in order within each stream: the continuous stream (0), then each
        /// burst (1 + its number). The index ranges are worked out on the emitter's clock and
        /// widened by one at each end; each birth is then checked exactly as it is computed.
        static func forEachBirth(of e: ParticleEmitter, time: Double, clockStart: Double, window: Double,
                                 _ body: (UInt64, UInt64, Double) -> Void) {
            let clock = time - clockStart
            guard clock >= 0 else { return }
            @inline(__always) func born(_ offset: Double) -> Double? {
                let birth = clockStart + offset
                return birth <= time && time - birth < window && offset < e.duration ? birth : nil
            }
            if e.birthRate > 0 {
                let rate = e.birthRate
                let lastByTime = (clock * rate).rounded(.down) + 1
                let lastByDuration = e.duration.isFinite ? (e.duration * rate).rounded(.up) : lastByTime
                let first = max(0, ((clock - window) * rate).rounded(.down) - 1)
                let last = min(lastByTime, lastByDuration)
                if first <= last {
                    var k = Int64(first)
                    let end = Int64(last)
                    while k <= end {
                        if let birth = born(Double(k) / rate) { body(0, UInt64(k), birth) }
                        k += 1
                    }
                }
            }
            for (number, burst) in e.bursts.enumerated() where burst.time < e.duration {
                let stream = UInt64(number + 1)
                let cycles: ClosedRange<Int>
                if burst.interval > 0 {
                    let first = max(0, ((clock - window - burst.time) / burst.interval).rounded(.down) - 1)
                    let last = min(Double(burst.cycles - 1), ((clock - burst.time) / burst.interval).rounded(.down) + 1)
                    guard first <= last else { continue }
                    cycles = Int(first)...Int(last)
                } else {
                    cycles = 0...(burst.cycles - 1)
                }
                for c in cycles {
                    guard let birth = born(burst.time + Double(c) * burst.interval) else { continue }
                    for j in 0..<burst.count {
                        body(stream, UInt64(c) &* UInt64(burst.count) &+ UInt64(j), birth)
                    }
                }
            }
        }
    }

    /// The number of emitters in `node`'s tree.
    static func treeSize(_ node: ParticleEmitterNode) -> Int {
        node.subEmitters.reduce(1) { $0 + treeSize($1) }
    }
}

/// A particle's state as a function of its age: closed-form motion under constant acceleration
/// and linear drag, integrated in fixed steps from birth with turbulence.
struct ParticleMotion {
    let e: ParticleEmitter
    let key: UInt64
    /// The integration step with turbulence: 1/240 s, or the longest life in 4096 steps.
    let step: Double

    init(emitter: ParticleEmitter, key: UInt64) {
        e = emitter
        self.key = key
        step = max(1.0 / 240, emitter.maxLife / 4096)
    }

    /// The particle with `key`, born at `birth` at (`x`, `y`), at `age` of its `life`.
    @inline(__always)
    func particle(key pk: UInt64, birth: Double, age: Double, life: Double, x ox: Double, y oy: Double, generation: Int) -> Particle {
        let speed = e.speedRange > 0 ? e.speed + e.speedRange * ParticleRandom.signed(pk, .speed) : e.speed
        let angle = e.emissionRange > 0 ? e.emissionAngle + e.emissionRange * ParticleRandom.signed(pk, .angle) : e.emissionAngle
        let vx0 = speed * cos(angle), vy0 = speed * sin(angle)
        let ax = e.accelerationX, ay = e.accelerationY
        var x: Double, y: Double, vx: Double, vy: Double
        if let turbulence = e.turbulence {
            (x, y, vx, vy) = (ox, oy, vx0, vy0)
            let k = e.drag
            func advance(_ dt: Double, at s: Double) {
                let f = turbulence.acceleration(x: x, y: y, t: s, key: key)
                vx += (ax + f.x - k * vx) * dt
                vy += (ay + f.y - k * vy) * dt
                x += vx * dt
                y += vy * dt
            }
            let h = step
            let n = Int((age / h).rounded(.down))
            for i in 0..<n { advance(h, at: birth + Double(i) * h) }
            let rest = age - Double(n) * h
            if rest > 0 { advance(rest, at: birth + Double(n) * h) }
        } else if e.drag > 0 {
            let k = e.drag
            let decay = exp(-k * age)
            let gone = -expm1(-k * age) / k
            let tx = ax / k, ty = ay / k
            x = ox + tx * age + (vx0 - tx) * gone
            y = oy + ty * age + (vy0 - ty) * gone
            vx = tx + (vx0 - tx) * decay
            vy = ty + (vy0 - ty) * decay
        } else {
            x = ox + vx0 * age + 0.5 * ax * age * age
            y = oy + vy0 * age + 0.5 * ay * age * age
            vx = vx0 + ax * age
            vy = vy0 + ay * age
        }
        let u = age / life
        var rotation = e.rotationRange > 0 ? e.rotation + e.rotationRange * ParticleRandom.signed(pk, .rotation) : e.rotation
        let spin = e.spinRange > 0 ? e.spin + e.spinRange * ParticleRandom.signed(pk, .spin) : e.spin
        rotation += spin * age
        var scale = e.scaleRange > 0 ? e.scale + e.scaleRange * ParticleRandom.signed(pk, .scale) : e.scale
        if let curve = e.scaleCurve { scale *= curve.value(at: u) }
        let base = e.colorOverLife?.color(at: CGFloat(u)) ?? e.color
        let ranges = e.colorRanges
        func vary(_ value: Double, _ range: Double, _ attribute: ParticleAttribute) -> Double {
            let v = range > 0 ? value + range * ParticleRandom.signed(pk, attribute) : value
            return min(1, max(0, v))
        }
        var alpha = vary(base.alpha, ranges.alpha, .alpha)
        if let curve = e.opacityCurve { alpha *= curve.value(at: u) }
        let color = Color(red: vary(base.red, ranges.red, .red), green: vary(base.green, ranges.green, .green),
                          blue: vary(base.blue, ranges.blue, .blue), opacity: alpha)
        return Particle(position: CGPoint(x: x, y: y), velocity: CGSize(width: vx, height: vy), rotation: .radians(rotation),
                        scale: scale, color: color, age: age, lifetime: life, birthTime: birth, generation: generation)
    }
}
