import Foundation

/// Colours at locations along a gradient's axis, from 0 to 1.
public struct Gradient: Hashable, Sendable {
    /// One colour at one location.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where along the gradient, from 0 to 1.
        public var location: CGFloat
        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, sorted by location.
    public var stops: [Stop]

    /// A gradient through `stops` (sorted by location; locations are clamped to 0...1).
    public init(stops: [Stop]) {
        self.stops = stops
            .map { Stop(color: $0.color, location: $0.location.isFinite ? min(1, max(0, $0.location)) : 0) }
            .enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }

    /// A gradient through `colors` at evenly spaced locations.
    public init(colors: [Color]) {
        let n = colors.count
        self.init(stops: colors.enumerated().map { i, c in
            Stop(color: c, location: n > 1 ? CGFloat(i) / CGFloat(n - 1) : 0)
        })
    }

    /// The stops the raster backend draws: at least two (one colour is drawn flat), at most
    /// `RenderLimits.gradientStops` (the last ones dropped; a scene file gets an error instead).
    var resolvedStops: [Stop] {
        if stops.count > RenderLimits.gradientStops { return Array(stops.prefix(RenderLimits.gradientStops)) }
        if stops.isEmpty { return [Stop(color: .clear, location: 0), Stop(color: .clear, location: 1)] }
        if stops.count == 1 { return [Stop(color: stops[0].color, location: 0), Stop(color: stops[0].color, location: 1)] }
        return stops
    }

    /// The colour at `location`, interpolated linearly in sRGB between the neighbouring stops as
    /// the raster backend does.
    public func color(at location: CGFloat) -> Color {
        let s = resolvedStops
        if location <= s[0].location { return s[0].color }
        if location >= s[s.count - 1].location { return s[s.count - 1].color }
        for i in 1..<s.count where location <= s[i].location {
            let a = s[i - 1], b = s[i]
            let span = b.location - a.location
            let f = span > 0 ? Double((location - a.location) / span) : 1
            return Color(red: a.color.red + (b.color.red - a.color.red) * f,
                         green: a.color.green + (b.color.green - a.color.green) * f,
                         blue: a.color.blue + (b.color.blue - a.color.blue) * f,
                         opacity: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
        }
        return s[s.count - 1].color
    }
}

extension Color {
    /// A soft vertical gradient based on this colour: slightly lighter at the top, as SwiftUI's
    /// `Color.gradient`.
    /// A dynamic colour's gradient is dynamic too: each appearance lightens its own variant.
    public var gradient: LinearGradient {
        func lighter(_ color: Color) -> Color {
            let (h, s, b) = color.hsb
            return Color(hue: h, saturation: max(0, s * 0.85), brightness: min(1, b * 1.12), opacity: color.alpha)
        }
        var top = lighter(resolved(for: .light))
        if dark != nil {
            let darkTop = lighter(resolved(for: .dark))
            top.dark = Components(red: darkTop.red, green: darkTop.green, blue: darkTop.blue, alpha: darkTop.alpha)
        }
        return LinearGradient(colors: [top, self], startPoint: .top, endPoint: .bottom)
    }
}
