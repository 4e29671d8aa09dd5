import Foundation

extension View {
    /// Animates the changes inside this view with `animation` whenever `value` changed in the
    /// same state change. It wins over the animation of `withAnimation` ("the implicit overrides
    /// the explicit"), unless the transaction disables animations.
    public func animation<V: Hashable>(_ animation: Animation?, value: V) -> _ModifiedView<Self> {
        modified(.implicitAnimation(animation, value: AnyHashable(value)))
    }

    /// Animates every change inside this view with `animation`, whatever made it: SwiftUI's first
    /// form of implicit animation, deprecated there (it animates changes nobody meant to animate)
    /// and still common in published code, so it keeps its old behaviour here.
    @available(*, deprecated, message: "Use animation(_:value:) to animate when a value changes")
    public func animation(_ animation: Animation?) -> _ModifiedView<Self> {
        animatingEveryChange(animation)
    }

    /// `animation(_:)` without the compiler's deprecation warning, for scene files (which warn in
    /// their own words, at the call).
    package func animatingEveryChange(_ animation: Animation?) -> _ModifiedView<Self> {
        modified(.implicitAnimation(animation, value: nil))
    }

    /// Rewrites the transaction of every change inside this view, for example to delay its
    /// animation: `.transaction { $0.animation = $0.animation?.delay(0.2) }`.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> _ModifiedView<Self> {
        modified(.transaction(transform))
    }
}
