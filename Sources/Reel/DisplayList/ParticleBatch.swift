import Foundation

/// Many copies of one symbol: the particles of one emitter at one moment, in drawing order.
///
/// Each instance draws the symbol's items composited as a group (as `compositingGroup` would),
/// moved to the instance's position, turned, scaled, every colour multiplied by the instance's
/// tint, at the instance's opacity times the batch's, with the batch's blend mode.
public struct ParticleBatch: Hashable, Sendable {
    /// What each particle looks like.
    public var symbol: ParticleSymbol
    /// The particles, oldest first.
    public var instances: [ParticleInstance]
    /// The emitter's space to device pixels, the opacity of the whole emitter and the blend mode
    /// each particle is composited with.
    public var draw: DrawParameters

    /// A batch.
    public init(symbol: ParticleSymbol, instances: [ParticleInstance], draw: DrawParameters) {
        self.symbol = symbol
        self.instances = instances
        self.draw = draw
    }

    /// The transform from the symbol's space to device pixels for `instance`.
    public func transform(of instance: ParticleInstance) -> CGAffineTransform {
        var t = CGAffineTransform(scaleX: instance.scale, y: instance.scale)
        if instance.rotation != 0 { t = t.concatenating(CGAffineTransform(rotationAngle: instance.rotation)) }
        return t.concatenating(CGAffineTransform(translationX: instance.x, y: instance.y)).concatenating(draw.transform)
    }

    /// The batch as plain items, drawn one instance after another: what it means.
    public func expanded() -> [DisplayItem] {
        var result: [DisplayItem] = []
        for instance in instances { result += expanded(instance) }
        return result
    }

    /// One instance as plain items: a single solid fill or stroke drawn directly with its colour
    /// tinted, anything else in a layer, clipped to the instance's bounds, whose colours are
    /// multiplied by the tint.
    public func expanded(_ instance: ParticleInstance) -> [DisplayItem] {
        let opacity = instance.opacity * draw.opacity
        guard opacity > 0, instance.scale > 0 else { return [] }
        let t = transform(of: instance)
        guard t.isFinite, t.isInvertible else { return [] }
        let tint = Color(red: instance.red, green: instance.green, blue: instance.blue)
        if symbol.items.count == 1 {
            switch symbol.items[0] {
            case .fill(let path, .color(let c), let style, let d) where d.blendMode == .normal:
                return [.fill(path: path, paint: .color(ParticleBatch.multiply(c, tint)), style: style,
                              draw: DrawParameters(transform: d.transform.concatenating(t), opacity: d.opacity * opacity, blendMode: draw.blendMode))]
            case .stroke(let path, .color(let c), let style, let d) where d.blendMode == .normal:
                return [.stroke(path: path, paint: .color(ParticleBatch.multiply(c, tint)), style: style,
                                draw: DrawParameters(transform: d.transform.concatenating(t), opacity: d.opacity * opacity, blendMode: draw.blendMode))]
            default: break
            }
        }
        let white = instance.red == 1 && instance.green == 1 && instance.blue == 1
        var result: [DisplayItem] = [
            .pushClip(path: Path(symbol.bounds), style: FillStyle(), transform: t),
            .beginLayer(Layer(opacity: opacity, blendMode: draw.blendMode, filters: white ? [] : [.colorMatrix(.multiply(tint))])),
        ]
        for item in symbol.items { result.append(item.transformed(by: t)) }
        result += [.endLayer, .popClip]
        return result
    }

    /// `color` with its components multiplied by `tint`'s.
    static func multiply(_ color: Color, _ tint: Color) -> Color {
        Color(red: color.red * tint.red, green: color.green * tint.green, blue: color.blue * tint.blue, opacity: color.alpha)
    }
}

/// What a particle looks like: items in the symbol's own space, centred on its origin.
public struct ParticleSymbol: Hashable, Sendable {
    /// The items, in the symbol's space (no `particles` items among them).
    public var items: [DisplayItem]
    /// A rectangle in the symbol's space that holds everything the items can touch.
    public var bounds: CGRect
    /// Whether turning the symbol about its origin does not change it (a solid circle centred
    /// on the origin), so a backend may ignore the instances' rotation.
    public var isRotationInvariant: Bool

    /// A symbol of `items`, its bounds worked out from them.
    public init(items: [DisplayItem]) {
        self.items = items
        bounds = ParticleSymbol.bounds(of: items)
        isRotationInvariant = ParticleSymbol.isCentredCircle(items)
    }

    /// A rectangle holding what `items` can touch (`DisplayBounds`); where a filter could paint
    /// anywhere, the bounds of what the items draw.
    static func bounds(of items: [DisplayItem]) -> CGRect {
        let rect = DisplayBounds(items).total
            ?? items.reduce(CGRect.null) { $0.union(DisplayBounds.bounds(of: $1)) }
        return rect.isNull || !rect.isFiniteRect ? .zero : rect
    }

    /// Whether `items` are one solid fill or stroke of a circle centred on the origin.
    static func isCentredCircle(_ items: [DisplayItem]) -> Bool {
        guard items.count == 1 else { return false }
        switch items[0] {
        case .fill(let path, .color, _, let d), .stroke(let path, .color, _, let d):
            guard d.transform == .identity else { return false }
            let r = path.boundingRect
            guard !r.isNull, abs(r.width - r.height) < 1e-9, abs(r.midX) < 1e-9, abs(r.midY) < 1e-9 else { return false }
            return path == Path(ellipseIn: r)
        default:
            return false
        }
    }
}

/// One particle as a batch draws it: its centre in the emitter's space, its scale and turn, and
/// the tint and opacity that multiply the symbol.
public struct ParticleInstance: Hashable, Sendable {
    /// The centre's x, in the emitter's space.
    public var x: Double
    /// The centre's y, in the emitter's space.
    public var y: Double
    /// The scale of the symbol.
    public var scale: Double
    /// The turn of the symbol, in radians, clockwise on screen.
    public var rotation: Double
    /// The red the symbol's colours are multiplied by.
    public var red: Double
    /// The green the symbol's colours are multiplied by.
    public var green: Double
    /// The blue the symbol's colours are multiplied by.
    public var blue: Double
    /// The opacity of the particle.
    public var opacity: Double

    /// An instance.
    public init(x: Double, y: Double, scale: Double, rotation: Double, red: Double, green: Double, blue: Double, opacity: Double) {
        self.x = x
        self.y = y
        self.scale = scale
        self.rotation = rotation
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }
}

extension DisplayItem {
    /// The item with every transform it holds followed by `t`: the same drawing, moved.
    public func transformed(by t: CGAffineTransform) -> DisplayItem {
        func moved(_ d: DrawParameters) -> DrawParameters {
            DrawParameters(transform: d.transform.concatenating(t), opacity: d.opacity, blendMode: d.blendMode)
        }
        switch self {
        case .fill(let path, let paint, let style, let d): return .fill(path: path, paint: paint, style: style, draw: moved(d))
        case .stroke(let path, let paint, let style, let d): return .stroke(path: path, paint: paint, style: style, draw: moved(d))
        case .text(var run):
            run.draw = moved(run.draw)
            return .text(run)
        case .image(let image, let rect, let interpolation, let d): return .image(image: image, rect: rect, interpolation: interpolation, draw: moved(d))
        case .pushClip(let path, let style, let transform): return .pushClip(path: path, style: style, transform: transform.concatenating(t))
        case .beginLayer(var layer):
            // Filter distances are in device pixels: they scale and turn with `t`.
            let length = sqrt(abs(Double(t.determinant)))
            layer.filters = layer.filters.map { filter in
                switch filter {
                case .blur(let sigma): return .blur(sigma: sigma * length)
                case .shadow(let color, let sigma, let dx, let dy):
                    let offset = CGSize(width: dx, height: dy).applying(t)
                    return .shadow(color: color, sigma: sigma * length, dx: Double(offset.width), dy: Double(offset.height))
                case .backdrop(let sigma, let tint): return .backdrop(sigma: sigma * length, tint: tint)
                case .colorMatrix, .alphaThreshold, .opaque: return filter
                }
            }
            return .beginLayer(layer)
        case .particles(var batch):
            batch.draw = moved(batch.draw)
            return .particles(batch)
        case .popClip, .beginMask, .endLayer: return self
        }
    }
}
