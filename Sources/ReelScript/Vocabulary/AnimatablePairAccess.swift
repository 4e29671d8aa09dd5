import Reel

/// Read and write access to an `AnimatablePair` of any component types, so scene files can nest
/// pairs to any depth (`AnimatablePair(AnimatablePair(x, y), AnimatablePair(angle, scale))`).
protocol AnimatablePairAccess {
    /// The first component.
    var anyFirst: any VectorArithmetic { get }
    /// The second component.
    var anySecond: any VectorArithmetic { get }
    /// The pair with one component replaced by `value`, nil when `value` is not of that
    /// component's type.
    func replacing(first: Bool, with value: any VectorArithmetic) -> (any VectorArithmetic)?
}

extension AnimatablePair: AnimatablePairAccess {
    var anyFirst: any VectorArithmetic { first }
    var anySecond: any VectorArithmetic { second }
    func replacing(first replacesFirst: Bool, with value: any VectorArithmetic) -> (any VectorArithmetic)? {
        var copy = self
        if replacesFirst {
            guard let typed = value as? First else { return nil }
            copy.first = typed
        } else {
            guard let typed = value as? Second else { return nil }
            copy.second = typed
        }
        return copy
    }
}
