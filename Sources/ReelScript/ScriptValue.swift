import Reel

/// A value computed from scene source: what an argument evaluates to.
public enum ScriptValue: Sendable {
    /// A number (Swift's `Double`, `CGFloat` and integer literals used as `Double`).
    case number(Double)
    /// An integer (Swift's `Int`).
    case integer(Int)
    /// A Boolean.
    case bool(Bool)
    /// An animation.
    case animation(Animation)
    /// A timing curve.
    case unitCurve(UnitCurve)
    /// The position of the jumps of CSS steps.
    case stepPosition(StepPosition)
}
