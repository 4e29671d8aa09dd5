extension CGAffineTransform: Animatable {
    /// The transform decomposed into translation, rotation, scale and residual (see
    /// `DecomposedTransform`), so rotations stay rigid while they animate.
    public var animatableData: DecomposedTransform {
        get { DecomposedTransform(self) }
        set { self = newValue.transform }
    }
}
