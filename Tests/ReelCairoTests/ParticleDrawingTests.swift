import Foundation
import Reel
import ReelCairo
import ReelExport
import Testing

/// Drawing particles: stamps look like the plain items a batch stands for, clips, layers, blurs,
/// thresholds, masks and canvases work with emitters, and every frame is a function of its time
/// alone (whatever the frame rate and whatever was drawn before).
@Suite struct ParticleDrawingTests {
    /// A list of one batch, and the same batch expanded into plain items, over `background`.
    static func lists(_ batch: ParticleBatch, width: Int, height: Int, background: Color = .clear) -> (DisplayList, DisplayList) {
        (DisplayList(pixelWidth: width, pixelHeight: height, background: background, items: [.particles(batch)]),
         DisplayList(pixelWidth: width, pixelHeight: height, background: background, items: batch.expanded()))
    }

    /// The largest and the mean difference of any channel between two images, over the pixels
    /// where either is not transparent.
    static func difference(_ a: RasterImage, _ b: RasterImage) -> (max: Int, mean: Double) {
        var largest = 0, total = 0, count = 0
        for (p, q) in zip(a.pixels, b.pixels) where p != 0 || q != 0 {
            var d = 0
            for shift: UInt32 in [0, 8, 16, 24] { d = max(d, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF))) }
            largest = max(largest, d)
            total += d
            count += 1
        }
        return (largest, count > 0 ? Double(total) / Double(count) : 0)
    }

    /// A dot of radius 3 as a symbol.
    static let dot = ParticleSymbol(items: [.fill(path: Path(ellipseIn: CGRect(x: -3, y: -3, width: 6, height: 6)), paint: .color(.white),
                                                  style: FillStyle(), draw: DrawParameters(transform: .identity))])

    /// `count` instances at seeded places, quarter-pixel places when `snapped`.
    static func instances(_ count: Int, snapped: Bool, scales: [Double], seed: UInt64 = 3) -> [ParticleInstance] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { i in
            var x = random.next(in: 4...196), y = random.next(in: 4...96)
            if snapped { x = (x * 4).rounded() / 4; y = (y * 4).rounded() / 4 }
            return ParticleInstance(x: x, y: y, scale: scales[i % scales.count], rotation: 0, red: random.next(in: 0...1),
                                    green: random.next(in: 0...1), blue: 1, opacity: random.next(in: 0.2...1))
        }
    }

    @Test func stampsLookLikeTheItemsTheyStandFor() throws {
        let renderer = FrameRenderer().renderer
        for mode in [BlendMode.normal, .plusLighter] {
            // On quarter pixels at scales the stamps are made at, the coverage is Cairo's own: only
            // the rounding of each compositing step may differ, by one per overlapping particle
            // at most.
            let exact = ParticleBatch(symbol: Self.dot, instances: Self.instances(300, snapped: true, scales: [1, 2, 0.5]),
                                      draw: DrawParameters(transform: .identity, opacity: 0.9, blendMode: mode))
            let (a, b) = Self.lists(exact, width: 200, height: 100, background: Color(red: 0.1, green: 0.2, blue: 0.3))
            let d = Self.difference(try renderer.render(a), try renderer.render(b))
            #expect(d.max <= 3 && d.mean < 0.5, "\(mode): \(d)")
            // Anywhere, at any scale: within a quarter pixel and 0.55 % of the size.
            let loose = ParticleBatch(symbol: Self.dot, instances: Self.instances(300, snapped: false, scales: [1, 1.37, 0.81, 2.9]),
                                      draw: DrawParameters(transform: CGAffineTransform(scaleX: 1.5, y: 1.5), blendMode: mode))
            let (c, e) = Self.lists(loose, width: 300, height: 150)
            let l = Self.difference(try renderer.render(c), try renderer.render(e))
            #expect(l.max <= 100 && l.mean <= 6, "\(mode): \(l)")
        }
    }

    @Test func symbolsOfSeveralPartsAndImagesAreTintedAsAGroup() throws {
        // Two overlapping squares, one red, one half-transparent green: as a group, tinted blue
        // and at half opacity.
        let symbol = ParticleSymbol(items: [
            .fill(path: Path(CGRect(x: -6, y: -6, width: 8, height: 8)), paint: .color(Color(red: 1, green: 0, blue: 0)), style: FillStyle(), draw: DrawParameters(transform: .identity)),
            .fill(path: Path(CGRect(x: -2, y: -2, width: 8, height: 8)), paint: .color(Color(red: 0, green: 1, blue: 1, opacity: 0.5)), style: FillStyle(), draw: DrawParameters(transform: .identity)),
        ])
        let batch = ParticleBatch(symbol: symbol, instances: [ParticleInstance(x: 20, y: 20, scale: 1, rotation: 0, red: 1, green: 1, blue: 0.5, opacity: 0.5)],
                                  draw: DrawParameters(transform: .identity))
        let renderer = FrameRenderer().renderer
        let (a, b) = Self.lists(batch, width: 40, height: 40)
        let stamped = try renderer.render(a), expanded = try renderer.render(b)
        #expect(Self.difference(stamped, expanded).max <= 1)
        // The red part: (1, 0, 0) × tint at opacity 0.5; where the green square covers it, the
        // group's colour (0.5 red under 0.5 cyan), tinted, at 0.5.
        #expect(RGBA(stamped, 15, 15).distance(to: RGBA(255, 0, 0, 128)) <= 1)
        #expect(RGBA(stamped, 23, 23).distance(to: RGBA(0, 255, 128, 64)) <= 1)
    }

    @Test func turnedSymbolsAreDrawnAsPaths() throws {
        let bar = ParticleSymbol(items: [.fill(path: Path(CGRect(x: -6, y: -2, width: 12, height: 4)), paint: .color(.white), style: FillStyle(),
                                               draw: DrawParameters(transform: .identity))])
        #expect(!bar.isRotationInvariant && Self.dot.isRotationInvariant)
        let batch = ParticleBatch(symbol: bar, instances: (0..<20).map { i in
            ParticleInstance(x: Double(10 + i * 9), y: 20, scale: 1, rotation: Double(i) * 0.3, red: 1, green: 0.5, blue: 0, opacity: 1)
        }, draw: DrawParameters(transform: .identity))
        let renderer = FrameRenderer().renderer
        let (a, b) = Self.lists(batch, width: 200, height: 40)
        #expect(try renderer.render(a).pixels == renderer.render(b).pixels)
        // A vertical bar where the turn is a quarter (i = 5: 1.5 rad, nearly 90°).
        let image = try renderer.render(a)
        #expect(image.alpha(55, 15) > 0.9 && image.alpha(49, 20) < 0.1)
    }

    @Test func clipsLimitStamps() throws {
        let emitter = ParticleEmitter { Circle().fill(Color.white).frame(width: 10, height: 10) }
            .burst(count: 400).emitterShape(.rectangle(width: 100, height: 100))
        let view = emitter.frame(width: 100, height: 100).clipShape(Rectangle().inset(by: 25))
        let image = try render(view, width: 100, height: 100)
        var outside = 0.0, inside = 0.0
        for y in 0..<100 {
            for x in 0..<100 {
                let a = image.alpha(x, y)
                if x < 25 || x >= 75 || y < 25 || y >= 75 { outside += a } else { inside += a }
            }
        }
        #expect(outside == 0 && inside > 1000)
    }

    @Test func emittersWorkInLayersBlursThresholdsMasksAndCanvases() throws {
        // Two dots 24 wide, 28 apart (centre to centre): blurred by 12 and cut at half opacity
        // they merge across the gap; 60 apart they stay two.
        func dot(at x: CGFloat) -> ParticleEmitter {
            ParticleEmitter { Circle().fill(Color.white).frame(width: 24, height: 24) }.burst(count: 1).emitterPosition(CGPoint(x: x, y: 30))
        }
        func metaballs(_ distance: CGFloat) -> some View {
            Canvas { context, size in
                context.addFilter(.alphaThreshold(min: 0.5, color: Color(red: 0, green: 0, blue: 1)))
                context.addFilter(.blur(radius: 12))
                context.drawLayer { layer in
                    layer.draw(dot(at: 60 - distance / 2), in: CGRect(origin: .zero, size: size), time: 0)
                    layer.draw(dot(at: 60 + distance / 2), in: CGRect(origin: .zero, size: size), time: 0)
                }
            }
        }
        let merged = try render(metaballs(28), width: 120, height: 60)
        // Every pixel is the threshold colour or transparent, and the blobs join at the middle.
        #expect(merged.pixels.allSatisfy { $0 == 0 || $0 == 0xFF00_00FF })
        #expect(merged.alpha(60, 30) == 1 && merged.alpha(46, 30) == 1 && merged.alpha(60, 10) == 0)
        let apart = try render(metaballs(60), width: 120, height: 60)
        #expect(apart.alpha(60, 30) == 0 && apart.alpha(30, 30) == 1 && apart.alpha(90, 30) == 1)

        // As a mask: a gradient shows only where the particles are.
        let masked = LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)], startPoint: .top, endPoint: .bottom)
            .mask { ParticleEmitter { Circle().fill(Color.white).frame(width: 20, height: 20) }.burst(count: 1) }
            .frame(width: 100, height: 100)
        let image = try render(masked, width: 100, height: 100)
        #expect(RGBA(image, 50, 50).distance(to: RGBA(128, 0, 127, 255)) <= 2)
        #expect(image.alpha(50, 65) == 0 && image.alpha(35, 50) == 0)

        // In a compositing group with a blur, and in a canvas: the same emitter without random
        // values draws the same dot either way.
        let still = ParticleEmitter { Circle().fill(Color.white).frame(width: 20, height: 20) }.burst(count: 1)
        let asView = try render(ZStack { still }.compositingGroup().blur(radius: 4).frame(width: 60, height: 60), width: 60, height: 60)
        let inCanvas = try render(Canvas { context, size in
            context.addFilter(.blur(radius: 4))
            context.draw(still, in: CGRect(origin: .zero, size: size), time: 0)
        }.frame(width: 60, height: 60), width: 60, height: 60)
        #expect(Self.difference(asView, inCanvas).max <= 1)
        #expect(asView.alpha(30, 30) > 0.9 && asView.alpha(30, 42) > 0 && asView.alpha(30, 42) < 0.5)
    }

    @Test func vectorOutputDrawsParticlesAsPaths() throws {
        let batch = ParticleBatch(symbol: Self.dot, instances: Self.instances(25, snapped: false, scales: [1]), draw: DrawParameters(transform: .identity))
        let list = DisplayList(pixelWidth: 200, pixelHeight: 100, background: .white, items: [.particles(batch)])
        let svg = String(decoding: try FrameRenderer().renderer.renderVector(list, format: .svg), as: UTF8.self)
        #expect(svg.components(separatedBy: "<path").count - 1 >= 25)
    }
}
