/// One step of a phase cycle: at `time` the content moves to phase number `index` under
/// `animation` (nil: at once).
public struct PhaseChange<Phase> {
    /// When the step starts, in seconds.
    public var time: Double
    /// The index of the phase moved to.
    public var index: Int
    /// The phase moved to.
    public var phase: Phase
    /// The animation of the step.
    public var animation: Animation?
}

extension PhaseChange: Sendable where Phase: Sendable {}
