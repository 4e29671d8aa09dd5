import Foundation

extension Gradient: Morphable {
    /// Every stop's colour (linear-light premultiplied RGBA, as `Color` animates) and location,
    /// in order, so that gradients with the same number of stops interpolate stop by stop.
    public var animatableData: AnimatableVector {
        get {
            var values: [Double] = []
            values.reserveCapacity(stops.count * 5)
            for stop in stops {
                let c = stop.color.animatableData
                values += [c.red, c.green, c.blue, c.alpha, Double(stop.location)]
            }
            return AnimatableVector(values)
        }
        set {
            let v = newValue.values
            var rebuilt: [Stop] = []
            rebuilt.reserveCapacity(stops.count)
            for (i, stop) in stops.enumerated() {
                let base = i * 5
                guard base + 4 < v.count else { rebuilt.append(stop); continue }
                let color = LinearRGBA(red: v[base], green: v[base + 1], blue: v[base + 2], alpha: v[base + 3]).color
                rebuilt.append(Stop(color: color, location: CGFloat(v[base + 4])))
            }
            self = Gradient(stops: rebuilt)
        }
    }

    /// True when both gradients have the same number of stops.
    public func canMorph(to other: Gradient) -> Bool { stops.count == other.stops.count }
}
