import Foundation

extension ResolveContext {
    /// For a view that is `Animatable` with data to animate (a view struct with `animatableData`),
    /// its body inside a node that keeps the data and can rebuild the body for interpolated data,
    /// as SwiftUI animates such a view: when a state change changes the data, each frame sets the
    /// view's data to the animated value and evaluates its body. Nil for other views, and for
    /// shapes and shape styles used as views (`Color`, gradients), whose data animates on the
    /// shape they draw.
    func animatableViewNode<A: Animatable>(_ view: A) -> ViewNode? {
        guard A.AnimatableData.self != EmptyAnimatableData.self, view is any View,
              !(view is any Shape), !(view is any ShapeStyle) else { return nil }
        let context = self
        let rebuild = { (data: _AnyAnimatableData) -> ViewNode in
            var copy = view
            if let value = data.base as? A.AnimatableData { copy.animatableData = value }
            let body: any View = copy as! any View
            return context.resolveBody(of: body)
        }
        let node = AnimatableModifierNode(type: ObjectIdentifier(A.self), data: _AnyAnimatableData(view.animatableData),
                                          name: String(describing: A.self), rebuild: rebuild)
        let body: any View = view as! any View
        return ViewNode(modifier: .animatableModifier(node), content: resolveBody(of: body))
    }

    /// The node of `view`'s body.
    private func resolveBody<V: View>(of view: V) -> ViewNode { resolve(view.body) }
}
