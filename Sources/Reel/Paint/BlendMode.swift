/// How a view's colours combine with what is drawn beneath it.
///
/// The separable and non-separable modes follow the W3C Compositing and Blending specification;
/// `plusLighter` adds the colours (clamped) and `plusDarker` computes
/// `max(0, 1 - ((1 - S) + (1 - D)))`, as Apple documents them.
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
    /// Source over destination.
    case normal
    /// S × D.
    case multiply
    /// S + D − S × D.
    case screen
    /// Hard light with the layers swapped.
    case overlay
    /// min(S, D).
    case darken
    /// max(S, D).
    case lighten
    /// D / (1 − S), clamped.
    case colorDodge
    /// 1 − (1 − D) / S, clamped.
    case colorBurn
    /// A softer hard light.
    case softLight
    /// Multiply or screen depending on the source.
    case hardLight
    /// |S − D|.
    case difference
    /// S + D − 2 × S × D.
    case exclusion
    /// The source's hue with the destination's saturation and luminosity.
    case hue
    /// The source's saturation with the destination's hue and luminosity.
    case saturation
    /// The source's hue and saturation with the destination's luminosity.
    case color
    /// The source's luminosity with the destination's hue and saturation.
    case luminosity
    /// Where the destination is transparent, nothing; elsewhere the source over it.
    case sourceAtop
    /// The destination over the source.
    case destinationOver
    /// The destination where the source is transparent.
    case destinationOut
    /// S + D, clamped: additive blending for glows.
    case plusLighter
    /// max(0, 1 − ((1 − S) + (1 − D))).
    case plusDarker
}
