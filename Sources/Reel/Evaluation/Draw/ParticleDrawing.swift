import Foundation

/// Turns a resolved emitter into display-list items at a time: one `particles` batch per emitter
/// of its tree (its own particles, then each sub-emitter's), each with its particle's view laid
/// out at its ideal size and drawn once as the batch's symbol.
package struct ParticleDrawing {
    /// Text measurement and images, for laying out the particles' views.
    package let services: LayoutServices
    /// Where problems are reported.
    package let diagnostics: DiagnosticLog

    /// A drawing with `services`, reporting to `diagnostics`.
    package init(services: LayoutServices, diagnostics: DiagnosticLog) {
        self.services = services
        self.diagnostics = diagnostics
    }

    /// The items drawing `node` at `time` in `frame` (the emitter's own coordinates start at the
    /// frame's top-leading corner) with `draw`'s transform, opacity and blend mode, its random
    /// values from `random`.
    package func items(_ node: ParticleEmitterNode, frame: CGRect, draw: DrawParameters, time: Double,
                       random: ParticleRandom) -> [DisplayItem] {
        guard draw.opacity > 0 else { return [] }
        let simulation = node.simulation(random: random, size: frame.size)
        let levels = simulation.particles(at: time)
        let nodes = simulation.nodes
        let placed = DrawParameters(transform: CGAffineTransform(translationX: frame.minX, y: frame.minY).concatenating(draw.transform),
                                    opacity: draw.opacity, blendMode: draw.blendMode)
        var result: [DisplayItem] = []
        for (level, particles) in zip(nodes, levels) where !particles.isEmpty {
            var instances: [ParticleInstance] = []
            instances.reserveCapacity(particles.count)
            for p in particles where p.color.alpha > 0 && p.scale > 0 {
                instances.append(ParticleInstance(x: Double(p.position.x), y: Double(p.position.y), scale: p.scale,
                                                  rotation: p.rotation.radians, red: p.color.red, green: p.color.green,
                                                  blue: p.color.blue, opacity: p.color.alpha))
            }
            guard !instances.isEmpty else { continue }
            let symbol = self.symbol(level.symbol)
            guard !symbol.items.isEmpty else { continue }
            result.append(.particles(ParticleBatch(symbol: symbol, instances: instances, draw: placed)))
        }
        return result
    }

    /// The particle's view laid out at its ideal size, centred on the origin, as a symbol.
    func symbol(_ view: ViewNode) -> ParticleSymbol {
        let box = LayoutBox.make(view)
        let engine = LayoutEngine(services: services, diagnostics: diagnostics)
        let size = engine.sizeThatFits(box, .unspecified)
        engine.place(box, in: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height), proposal: .unspecified)
        var builder = DisplayListBuilder(diagnostics: diagnostics, services: services)
        var items = builder.build(box, transform: .identity)
        if items.contains(where: { if case .particles = $0 { return true } else { return false } }) {
            diagnostics.warning("a particle's view holds an emitter; the inner emitter is not drawn", view: "ParticleEmitter")
            items.removeAll { if case .particles = $0 { return true } else { return false } }
        }
        return ParticleSymbol(items: items)
    }
}
