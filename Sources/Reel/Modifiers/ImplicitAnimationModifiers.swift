import Foundation

extension View {
    /// Animates the changes inside this view with `animation` whenever `value` changed in the
    /// same state change. It wins over the animation of `withAnimation` ("the implicit overrides
    /// the explicit"), unless the transaction disables animations.
    public func animation<V: Hashable>(_ animation: Animation?, value: V) -> _ModifiedView<Self> {
        modified(.implicitAnimation(animation, value: AnyHashable(value)))
    }

    /// Rewrites the transaction of every change inside this view, for example to delay its
    /// animation: `.transaction { $0.animation = $0.animation?.delay(0.2) }`.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> _ModifiedView<Self> {
        modified(.transaction(transform))
    }
}
