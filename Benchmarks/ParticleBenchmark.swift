import CCairo
import Foundation
import Reel
import ReelCairo

/// How many particles a particle-field scene keeps alive.
protocol ParticleCount {
    static var count: Int { get }
}

/// 10,000 particles alive.
enum TenThousand: ParticleCount { static let count = 10_000 }
/// 100,000 particles alive.
enum HundredThousand: ParticleCount { static let count = 100_000 }

/// A 1920 × 1080 field of `Count.count` live particles: circles of radius 3, added
/// (`plusLighter`) over a vertical gradient, born at `count / 2` per second over the whole frame
/// and living 2 s, drifting in every direction; pre-warmed, so every frame has them all.
struct ParticleField<Count: ParticleCount>: AnimatedScene {
    var format = SceneFormat(width: 1920, height: 1080, fps: 60, duration: 30, background: .black)

    static var gradient: [Color] { [Color(hex: 0x0B1026), Color(hex: 0x3A2A66), Color(hex: 0x7A3B5E)] }

    var body: some View {
        ZStack {
            LinearGradient(colors: Self.gradient, startPoint: .top, endPoint: .bottom)
            ParticleEmitter { Circle().fill(Color.white).frame(width: 6, height: 6) }
                .birthRate(Double(Count.count) / 2)
                .lifetime(2)
                .speed(40, range: 30)
                .emissionAngle(.zero, range: .degrees(180))
                .color(Color(red: 0.5, green: 0.55, blue: 0.8, opacity: 0.7), redRange: 0.4, greenRange: 0.3, blueRange: 0.2)
                .emitterShape(.rectangle(width: 1920, height: 1080))
                .prewarm(2)
                .blendMode(.plusLighter)
        }
    }
}

extension Benchmark {
    /// Particles at 1920 × 1080: a frame of 10,000 live particles through Reel (evaluation,
    /// display list, stamping) against the same circles drawn directly with Cairo from Swift
    /// (`cairo_arc` and `cairo_fill` per circle, operator ADD, over the same gradient); a frame of
    /// 100,000; and frame 1000 against frame 100, each drawn alone.
    static let particles = Benchmark(
        name: "particles",
        summary: "10,000 and 100,000 live particles at 1080p against direct Cairo; frame 1000 vs frame 100"
    ) { context in
        let time = 10.0
        let frame = Int(time * 60)
        let renderer = FrameRenderer()
        let list = try renderer.displayList(for: ParticleField<TenThousand>(), frame: frame)
        let instances = list.items.flatMap { item -> [ParticleInstance] in
            if case .particles(let batch) = item { return batch.instances } else { return [] }
        }
        guard instances.count == TenThousand.count else { throw BenchmarkError("expected 10000 particles, got \(instances.count)") }

        try context.measure("Reel: frame of 10,000 particles (evaluate + draw)", runs: 20) {
            _ = try renderer.render(ParticleField<TenThousand>(), frame: frame)
        }
        let reel = context.rows.last!.medianMilliseconds
        context.measure("Reel: evaluate only (display list)", runs: 20) {
            _ = try? renderer.displayList(for: ParticleField<TenThousand>(), frame: frame)
        }
        try context.measure("Reel: draw the display list only", runs: 20) {
            _ = try renderer.renderer.render(list)
        }
        context.measure("direct Cairo: gradient + 10,000 × (cairo_arc, cairo_fill), ADD", runs: 20) {
            directCairo(instances, width: 1920, height: 1080)
        }
        let direct = context.rows.last!.medianMilliseconds
        context.note(String(format: "10,000 particles: Reel takes %.2f ms a frame, direct Cairo %.2f ms: Reel runs at %.0f%% of direct Cairo's speed (acceptance: ≥ 90%%)",
                            reel, direct, direct / reel * 100))

        // The same batch drawn as paths (each particle its own filled arc, through the display
        // list's plain items) instead of stamps.
        let paths = DisplayList(pixelWidth: list.pixelWidth, pixelHeight: list.pixelHeight, background: list.background,
                                items: list.items.flatMap { item -> [DisplayItem] in
                                    if case .particles(let batch) = item { return batch.expanded() } else { return [item] }
                                })
        try context.measure("Reel: draw the same particles as paths instead of stamps", runs: 20) {
            _ = try renderer.renderer.render(paths)
        }
        // The particles item against plain paths as particles grow: 2,000 circles of each radius
        // on a clear frame. Up to 96 pixels across the item stamps; beyond, it draws paths too.
        for radius in [3.0, 12, 48, 120] {
            let symbol = ParticleSymbol(items: [.fill(path: Path(ellipseIn: CGRect(x: -radius, y: -radius, width: 2 * radius, height: 2 * radius)),
                                                      paint: .color(.white), style: FillStyle(), draw: DrawParameters(transform: .identity))])
            var random = SplitMix64(seed: 1)
            let batch = ParticleBatch(symbol: symbol, instances: (0..<2000).map { _ in
                ParticleInstance(x: random.next(in: 0...1920), y: random.next(in: 0...1080), scale: 1, rotation: 0,
                                 red: random.next(in: 0...1), green: random.next(in: 0...1), blue: 1, opacity: 0.5)
            }, draw: DrawParameters(transform: .identity, blendMode: .plusLighter))
            let stamped = DisplayList(pixelWidth: 1920, pixelHeight: 1080, background: .black, items: [.particles(batch)])
            let expanded = DisplayList(pixelWidth: 1920, pixelHeight: 1080, background: .black, items: batch.expanded())
            try context.measure("2,000 circles of radius \(Int(radius)): particles item", runs: 10) { _ = try renderer.renderer.render(stamped) }
            try context.measure("2,000 circles of radius \(Int(radius)): each as a path", runs: 10) { _ = try renderer.renderer.render(expanded) }
        }

        try context.measure("Reel: frame of 100,000 particles (evaluate + draw)", runs: 10) {
            _ = try renderer.render(ParticleField<HundredThousand>(), frame: frame)
        }

        // Frames far apart, each drawn alone by a fresh renderer (cold: stamps rasterised again).
        try context.measure("frame 100 alone, fresh renderer (10,000 particles)", runs: 20) {
            _ = try FrameRenderer().render(ParticleField<TenThousand>(), frame: 100)
        }
        let early = context.rows.last!.medianMilliseconds
        try context.measure("frame 1000 alone, fresh renderer (10,000 particles)", runs: 20) {
            _ = try FrameRenderer().render(ParticleField<TenThousand>(), frame: 1000)
        }
        let late = context.rows.last!.medianMilliseconds
        let lateMinimum = context.rows.last!.minimumMilliseconds, earlyMinimum = context.rows[context.rows.count - 2].minimumMilliseconds
        context.note(String(format: "frame 1000 alone takes %.2f ms (min %.2f), frame 100 alone %.2f ms (min %.2f): ratio %.2f",
                            late, lateMinimum, early, earlyMinimum, late / early))
    }

    /// The benchmark's baseline: the gradient and the particles drawn straight with Cairo, each
    /// particle an arc filled with its colour at its opacity, added to what lies beneath.
    static func directCairo(_ instances: [ParticleInstance], width: Int, height: Int) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cr = cairo_create(surface)!
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_paint(cr)
        let gradient = cairo_pattern_create_linear(0, 0, 0, Double(height))!
        let colors = ParticleField<TenThousand>.gradient
        for (i, c) in colors.enumerated() {
            cairo_pattern_add_color_stop_rgba(gradient, Double(i) / Double(colors.count - 1), c.red, c.green, c.blue, c.alpha)
        }
        cairo_set_source(cr, gradient)
        cairo_paint(cr)
        cairo_pattern_destroy(gradient)
        cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
        for p in instances {
            cairo_set_source_rgba(cr, p.red, p.green, p.blue, p.opacity)
            cairo_arc(cr, p.x, p.y, 3 * p.scale, 0, 2 * .pi)
            cairo_fill(cr)
        }
        cairo_surface_flush(surface)
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }
}
