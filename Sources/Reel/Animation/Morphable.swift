/// A value whose animatable data only means something between values of the same structure.
///
/// A path's animatable data lists its points; two paths can morph point by point only when their
/// element lists match (SEMANTICS section 3). When `canMorph(to:)` is false the animator does not
/// interpolate: the new value shows at once, as any discrete change does.
public protocol Morphable: Animatable {
    /// Whether the engine may interpolate between `self` and `other`.
    func canMorph(to other: Self) -> Bool
}

extension Morphable {
    /// `canMorph(to:)` for a value known only by its dynamic type; false for a value of another type.
    func canMorph(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return canMorph(to: other)
    }
}

/// Whether the engine may interpolate from `a` to `b`: always, unless the type is `Morphable` and
/// the two values differ in structure.
func canInterpolate<Value>(_ a: Value, _ b: Value) -> Bool {
    guard let morphable = a as? any Morphable else { return true }
    return morphable.canMorph(toAny: b)
}
