import Foundation
import Reel

extension Vocabulary {
    /// Registers `ParticleEmitter`, its settings, `EmitterShape` and drawing emitters in a canvas.
    ///
    /// Each setting calls the library's own, which checks its arguments; a problem it records (a
    /// negative rate, a lifetime range larger than the lifetime, NaN, too many particles alive)
    /// is an error at the argument here, where a compiled scene gets a warning and a fallback.
    mutating func registerParticles() {
        initializer("ParticleEmitter", "ParticleEmitter(particle:{})") { i in
            let particle = try i.views("particle")
            return ParticleEmitter { ScriptContentView(particle) }
        }

        emitterSetting("birthRate(_rate)") { e, i in e.birthRate(try i.get("rate")) }
        emitterSetting("burst(count: at:? cycles:? interval:?)") { e, i in
            e.burst(count: try i.get("count"), at: try i.get("at", default: 0), cycles: try i.get("cycles", default: 1),
                    interval: try i.get("interval", default: 0))
        }
        emitterSetting("maxParticles(_count)") { e, i in e.maxParticles(try i.get("count")) }
        emitterSetting("beginTime(_time)") { e, i in e.beginTime(try i.get("time")) }
        emitterSetting("duration(_seconds)") { e, i in e.duration(try i.get("seconds")) }
        emitterSetting("prewarm(_seconds)") { e, i in e.prewarm(try i.get("seconds")) }
        emitterSetting("lifetime(_seconds range:?)") { e, i in e.lifetime(try i.get("seconds"), range: try i.get("range", default: 0)) }
        emitterSetting("speed(_speed range:?)") { e, i in e.speed(try i.get("speed"), range: try i.get("range", default: 0)) }
        emitterSetting("emissionAngle(_angle range:?)") { e, i in e.emissionAngle(try i.get("angle"), range: try i.get("range", default: .zero)) }
        emitterSetting("acceleration(x:? y:?)") { e, i in e.acceleration(x: try i.get("x", default: 0), y: try i.get("y", default: 0)) }
        emitterSetting("drag(_amount)") { e, i in e.drag(try i.get("amount")) }
        emitterSetting("turbulence(_strength size:? speed:?)") { e, i in
            e.turbulence(try i.get("strength"), size: try i.get("size", default: 100), speed: try i.get("speed", default: 0.5))
        }
        emitterSetting("rotation(_angle range:?)") { e, i in e.rotation(try i.get("angle"), range: try i.get("range", default: .zero)) }
        emitterSetting("spin(_angle range:?)") { e, i in e.spin(try i.get("angle"), range: try i.get("range", default: .zero)) }
        emitterSetting("scale(_scale range:?)") { e, i in e.scale(try i.get("scale"), range: try i.get("range", default: 0)) }
        emitterSetting("scaleOverLife(_values times:?)") { e, i in
            e.scaleOverLife(try i.get("values", as: [Double].self), times: try i.optional("times", as: [Double].self))
        }
        emitterSetting("opacityOverLife(_values times:?)") { e, i in
            e.opacityOverLife(try i.get("values", as: [Double].self), times: try i.optional("times", as: [Double].self))
        }
        emitterSetting("color(_color redRange:? greenRange:? blueRange:? alphaRange:?)") { e, i in
            e.color(try i.get("color"), redRange: try i.get("redRange", default: 0), greenRange: try i.get("greenRange", default: 0),
                    blueRange: try i.get("blueRange", default: 0), alphaRange: try i.get("alphaRange", default: 0))
        }
        emitterSetting("colorOverLife(_gradient)") { e, i in e.colorOverLife(try i.get("gradient", as: Gradient.self)) }
        emitterSetting("emitterShape(_shape)") { e, i in e.emitterShape(try i.get("shape", as: EmitterShape.self)) }
        emitterSetting("emitterPosition(_point)") { e, i in e.emitterPosition(try i.get("point", as: CGPoint.self)) }
        emitterSetting("emitterPosition(_anchor)") { e, i in e.emitterPosition(try i.get("anchor", as: UnitPoint.self)) }
        emitterSetting("emitterPosition(_position{})") { e, i in
            let position = try i.callback("position", returning: CGPoint.self, fallback: .zero)
            return e.emitterPosition { time in position([.double(time)]) }
        }
        emitterSetting("subEmitter(onDeath:)") { e, i in e.subEmitter(onDeath: try i.get("onDeath", as: ParticleEmitter.self)) }
        emitterSetting("seed(_seed)") { e, i in e.seed(UInt64(bitPattern: Int64(try i.get("seed", as: Int.self)))) }
        type("ParticleEmitter") { entry in
            entry.staticProperties["maximumParticleCount"] = { _ in .int(ParticleEmitter.maximumParticleCount) }
        }

        constants("EmitterShape", ["point": EmitterShape.point])
        staticMethod("EmitterShape", "line(length: angle:?)") { i in
            EmitterShape.line(length: try i.get("length", as: CGFloat.self), angle: try i.get("angle", default: .zero))
        }
        staticMethod("EmitterShape", "rectangle(width: height: outline:?)") { i in
            EmitterShape.rectangle(width: try i.get("width", as: CGFloat.self), height: try i.get("height", as: CGFloat.self),
                                   outline: try i.get("outline", default: false))
        }
        staticMethod("EmitterShape", "circle(radius: outline:?)") { i in
            EmitterShape.circle(radius: try i.get("radius", as: CGFloat.self), outline: try i.get("outline", default: false))
        }
        staticMethod("EmitterShape", "ellipse(width: height: outline:?)") { i in
            EmitterShape.ellipse(width: try i.get("width", as: CGFloat.self), height: try i.get("height", as: CGFloat.self),
                                 outline: try i.get("outline", default: false))
        }

        // `context.draw(emitter, in: rect, time: t)` in a canvas.
        method("draw(_emitter in: time: id:?)") { i in
            try i.receiver(as: GraphicsContext.self).draw(try i.get("emitter", as: ParticleEmitter.self), in: try i.get("in", as: CGRect.self),
                                                         time: try i.get("time"), id: try i.optional("id", as: Int.self))
            return .void
        }
        method("particles(at: in: seed:?)") { i in
            let emitter = try i.receiver(as: ParticleEmitter.self)
            let seed = UInt64(bitPattern: Int64(try i.get("seed", default: 0) as Int))
            return .array(emitter.particles(at: try i.get("at"), in: try i.get("in", as: CGSize.self), seed: seed).map { .native($0) })
        }
        property("position", of: Particle.self) { $0.position }
        property("velocity", of: Particle.self) { $0.velocity }
        property("rotation", of: Particle.self) { $0.rotation }
        property("scale", of: Particle.self) { $0.scale }
        property("color", of: Particle.self) { $0.color }
        property("age", of: Particle.self) { $0.age }
        property("lifetime", of: Particle.self) { $0.lifetime }
        property("birthTime", of: Particle.self) { $0.birthTime }
        property("generation", of: Particle.self) { $0.generation }
    }

    /// Adds a setting of `ParticleEmitter`: the form calls `apply` on the receiver, and a problem
    /// the library recorded in it (or too many particles alive) is an error at the first argument.
    private mutating func emitterSetting(_ form: String, _ apply: @escaping (ParticleEmitter, inout Invocation) throws -> ParticleEmitter) {
        method(form) { i in
            let before = try i.receiver(as: ParticleEmitter.self)
            let after = try apply(before, &i)
            func position(of label: String?) -> ScriptPosition {
                let argument = i.site.first { label != nil && $0.label == label } ?? i.site.first
                return argument?.node ?? i.node
            }
            if after.issues.count > before.issues.count {
                let issue = after.issues[before.issues.count]
                throw i.interpreter.error(.invalidValue, position(of: issue.argument), issue.message)
            }
            if let capacity = after.capacityIssue, before.capacityIssue == nil {
                throw i.interpreter.error(.invalidValue, position(of: nil), capacity.message)
            }
            return .native(after)
        }
    }
}
