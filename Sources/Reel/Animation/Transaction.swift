/// The context of one state change: which animation it runs under. SwiftUI's `Transaction`.
///
/// `withAnimation(A) { change }` gives every attribute the change alters a transaction whose
/// animation is A; a change made without animation has none, and its values jump.
public struct Transaction: Hashable, Sendable {
    /// The animation the change runs under, or nil to apply it at once.
    public var animation: Animation?
    /// Whether implicit animations (`.animation(_:value:)` on views) are skipped for this change.
    /// The attribute animator, which sees the resolved transaction, treats a transaction with this
    /// flag and no explicit animation as unanimated.
    public var disablesAnimations: Bool

    /// A transaction with the given animation.
    public init(animation: Animation? = nil) {
        self.animation = animation
        self.disablesAnimations = false
    }

    /// A transaction with the given animation and flag.
    public init(animation: Animation?, disablesAnimations: Bool) {
        self.animation = animation
        self.disablesAnimations = disablesAnimations
    }
}
