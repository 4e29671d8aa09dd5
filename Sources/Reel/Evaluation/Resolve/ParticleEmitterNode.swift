import Foundation

/// A resolved emitter, as the engine keeps it in the view tree: its settings (reduced to the
/// particle limit), the resolved view of its particle and those of its sub-emitters, and, in a
/// frame's tree, its animated position.
package struct ParticleEmitterNode {
    /// The settings, with emission reduced to fit the particle limit.
    package let emitter: ParticleEmitter
    /// The particle's view, resolved.
    package let symbol: ViewNode
    /// The sub-emitters, resolved, in order.
    package let subEmitters: [ParticleEmitterNode]
    /// The problem when the settings had to be reduced.
    package let capacityIssue: ParticleIssue?
    /// The emitter's position as an attribute: in a frame's tree, with its history when it
    /// animated.
    package var motion: EmitterMotion

    /// `emitter` resolved in `context`.
    package init(emitter: ParticleEmitter, context: ResolveContext) {
        let issue = emitter.capacityIssue
        self.init(resolving: issue == nil ? emitter : emitter.limitedToCapacity(), context: context, capacityIssue: issue)
    }

    private init(resolving emitter: ParticleEmitter, context: ResolveContext, capacityIssue: ParticleIssue?) {
        // The particles' colours are fixed in the emitter's colour scheme, as every node's are
        // (`resolvingDynamicColors(in:)`).
        var emitter = emitter
        let scheme = context.environment.colorScheme
        emitter.color = emitter.color.resolved(for: scheme)
        emitter.colorOverLife = emitter.colorOverLife?.resolvingColors(for: scheme)
        self.emitter = emitter
        symbol = context.resolve(emitter.particle)
        subEmitters = emitter.subEmitters.map { ParticleEmitterNode(resolving: $0, context: context, capacityIssue: nil) }
        self.capacityIssue = capacityIssue
        motion = EmitterMotion(anchor: emitter.anchor, history: nil, appeared: 0)
    }

    /// The simulation of this emitter in a frame of `size`, with `random` for its particles.
    package func simulation(random: ParticleRandom, size: CGSize) -> ParticleSimulation {
        let position: ParticleSimulation.Position
        if let function = emitter.positionFunction {
            position = .function(function)
        } else if let history = motion.history {
            position = .function { t in
                let p = history(t).point(in: size)
                return CGPoint(x: p.x, y: p.y)
            }
        } else {
            let p = motion.anchor.point(in: size)
            position = .fixed(p.x, p.y)
        }
        return ParticleSimulation(root: self, random: random, position: position, start: motion.appeared)
    }
}
