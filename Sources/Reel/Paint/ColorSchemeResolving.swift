import Foundation

/// A value holding colours that may be dynamic (a system colour, a colour with a dark variant):
/// it gives the same value with every colour fixed for a colour scheme. The engine fixes the
/// colours of every node it resolves in the scheme of that node's environment, so animations
/// interpolate the colours a viewer sees and a dark environment draws dark variants everywhere.
package protocol ColorSchemeResolving {
    /// Whether any colour of the value has a dark variant.
    var hasDynamicColors: Bool { get }
    /// The value with every colour fixed for `scheme`.
    func resolvingColors(for scheme: ColorScheme) -> Self
}

extension Color: ColorSchemeResolving {
    /// Whether the colour has a dark variant.
    package var hasDynamicColors: Bool { dark != nil }
    /// The colour fixed for `scheme`.
    package func resolvingColors(for scheme: ColorScheme) -> Color { resolved(for: scheme) }
}

extension Gradient: ColorSchemeResolving {
    /// Whether a stop's colour has a dark variant.
    package var hasDynamicColors: Bool { stops.contains { $0.color.dark != nil } }
    /// The gradient with every stop's colour fixed for `scheme`.
    package func resolvingColors(for scheme: ColorScheme) -> Gradient {
        guard hasDynamicColors else { return self }
        var copy = self
        copy.stops = stops.map { Stop(color: $0.color.resolved(for: scheme), location: $0.location) }
        return copy
    }
}

extension LinearGradient: ColorSchemeResolving {
    /// Whether a stop's colour has a dark variant.
    package var hasDynamicColors: Bool { gradient.hasDynamicColors }
    /// The gradient with its stops fixed for `scheme`.
    package func resolvingColors(for scheme: ColorScheme) -> LinearGradient {
        var copy = self; copy.gradient = gradient.resolvingColors(for: scheme); return copy
    }
}

extension RadialGradient: ColorSchemeResolving {
    /// Whether a stop's colour has a dark variant.
    package var hasDynamicColors: Bool { gradient.hasDynamicColors }
    /// The gradient with its stops fixed for `scheme`.
    package func resolvingColors(for scheme: ColorScheme) -> RadialGradient {
        var copy = self; copy.gradient = gradient.resolvingColors(for: scheme); return copy
    }
}

extension EllipticalGradient: ColorSchemeResolving {
    /// Whether a stop's colour has a dark variant.
    package var hasDynamicColors: Bool { gradient.hasDynamicColors }
    /// The gradient with its stops fixed for `scheme`.
    package func resolvingColors(for scheme: ColorScheme) -> EllipticalGradient {
        var copy = self; copy.gradient = gradient.resolvingColors(for: scheme); return copy
    }
}

extension AngularGradient: ColorSchemeResolving {
    /// Whether a stop's colour has a dark variant.
    package var hasDynamicColors: Bool { gradient.hasDynamicColors }
    /// The gradient with its stops fixed for `scheme`.
    package func resolvingColors(for scheme: ColorScheme) -> AngularGradient {
        var copy = self; copy.gradient = gradient.resolvingColors(for: scheme); return copy
    }
}

extension Paint {
    /// The paint with every colour fixed for `scheme` (itself when no colour is dynamic), so a
    /// style written in any way draws the variant of the environment it is drawn in.
    package func resolvingColors(for scheme: ColorScheme) -> Paint {
        func fixed(_ stops: [Gradient.Stop]) -> [Gradient.Stop]? {
            guard stops.contains(where: { $0.color.dark != nil }) else { return nil }
            return stops.map { Gradient.Stop(color: $0.color.resolved(for: scheme), location: $0.location) }
        }
        switch self {
        case .color(let c): return c.dark == nil ? self : .color(c.resolved(for: scheme))
        case .linearGradient(let s, let a, let b):
            return fixed(s).map { .linearGradient(stops: $0, start: a, end: b) } ?? self
        case .radialGradient(let s, let c, let r0, let r1, let t):
            return fixed(s).map { .radialGradient(stops: $0, center: c, startRadius: r0, endRadius: r1, transform: t) } ?? self
        case .angularGradient(let s, let c, let a0, let a1):
            return fixed(s).map { .angularGradient(stops: $0, center: c, startAngle: a0, endAngle: a1) } ?? self
        case .mesh:
            return self   // resolved for the scheme when the mesh was made
        }
    }
}
