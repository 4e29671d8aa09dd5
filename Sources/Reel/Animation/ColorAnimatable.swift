extension Color: Animatable {
    /// The colour in linear-light premultiplied RGBA; see `LinearRGBA` for why.
    public var animatableData: LinearRGBA {
        get { LinearRGBA(self) }
        set { self = newValue.color }
    }
}
