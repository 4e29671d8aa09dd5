/// What a custom animation knows besides the change and the time, SwiftUI's `AnimationContext`
/// without its frame-to-frame state (Reel's animations are pure functions of time).
public struct AnimationContext<Value: VectorArithmetic> {
    /// The velocity the property had when this animation took over a running one (zero otherwise).
    public var initialVelocity: Value
    /// Whether the animation has passed its logical end and only settles now.
    public var isLogicallyComplete: Bool

    /// A context with the given inherited velocity.
    public init(initialVelocity: Value = .zero, isLogicallyComplete: Bool = false) {
        self.initialVelocity = initialVelocity
        self.isLogicallyComplete = isLogicallyComplete
    }
}
