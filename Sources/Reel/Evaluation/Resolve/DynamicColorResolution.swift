import Foundation

/// Where dynamic colours become fixed: every node a primitive view resolves to passes through
/// `resolvingDynamicColors(in:)` (from `ResolveContext.resolve`), which fixes the colours the node
/// carries (a shape's or a text's style and gradient stops, a shadow's colour, a
/// `colorMultiply` colour) in the colour scheme of the environment the view is in.
///
/// So the engine downstream sees only fixed colours: an animation between two dynamic colours
/// interpolates the values a viewer sees in that scheme, and a dark environment draws dark
/// variants everywhere. Styles resolved at drawing time (`AnyShapeStyle.resolvePaint`) and a
/// canvas's shading (`GraphicsContext`) fix theirs in the environment they draw in; particle
/// colours are fixed when the emitter is resolved (`ParticleEmitterNode`).
extension ViewNode {
    /// The node with the colours it carries fixed for `environment`'s colour scheme; a group's
    /// children too (a modifier distributed over a group). A node without dynamic colours is
    /// returned as it is, so resolving again costs a check. Never inlined: it runs at every level
    /// of the recursive resolution, whose frames must stay small.
    @inline(never)
    package func resolvingDynamicColors(in environment: EnvironmentValues) -> ViewNode {
        switch kind {
        case .shape(let leaf) where leaf.style.hasDynamicColors:
            var copy = self
            copy.kind = .shape(ShapeLeaf(shape: leaf.shape, style: leaf.style.resolvingColors(for: leaf.environment.colorScheme),
                                         drawing: leaf.drawing, environment: leaf.environment))
            return copy
        case .text(let leaf) where leaf.paint.hasDynamicColors:
            var copy = self
            copy.kind = .text(TextLeaf(string: leaf.string, style: leaf.style, paint: leaf.paint.resolvingColors(for: leaf.environment.colorScheme),
                                       environment: leaf.environment))
            return copy
        case .modifier(.shadow(let color, let radius, let x, let y)) where color.isDynamic:
            var copy = self
            copy.kind = .modifier(.shadow(color: color.resolved(in: environment), radius: radius, x: x, y: y))
            return copy
        case .modifier(.colorAdjustment(.colorMultiply(let color))) where color.isDynamic:
            var copy = self
            copy.kind = .modifier(.colorAdjustment(.colorMultiply(color.resolved(in: environment))))
            return copy
        case .group:
            var copy = self
            copy.children = children.map { $0.resolvingDynamicColors(in: environment) }
            return copy
        default:
            return self
        }
    }
}
