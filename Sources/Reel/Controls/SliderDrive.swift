import Foundation

/// What moves a slider's knob under a finger: its value, bounds and step, the name scripts find it
/// by, and its `onEditingChanged`. The knob (a 28 pt circle at the value's place) takes touches;
/// the track beside it takes none, as a `UISlider`'s.
struct SliderDrive {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let name: String?
    let onEditingChanged: ((Bool) -> Void)?

    /// The interaction node of a track whose knob is at `fraction`: a drag from the knob moves it,
    /// a tap on it only tells `onEditingChanged`; a script naming the slider touches the knob.
    func thumbNode(fraction: Double) -> InteractionNode {
        var handler = TouchHandler(name: "Slider", tap: { _ in }, pressing: onEditingChanged)
        handler.drag = DragRecognizer(minimumDistance: 0, coordinateSpace: .local, changed: { $1 }, begin: { { _ in } }, ended: { _ in })
        let drive = self
        handler.follow = { drag, size, grab in
            // Where the finger took the knob, from its centre, kept for the whole drag.
            let offset = grab ?? drag.startLocation.x - SliderTrack.knobCentre(fraction, width: size.width)
            grab = offset
            drive.set(centre: drag.location.x - offset, width: size.width)
        }
        var node = InteractionNode(name: "Slider thumb", hitArea: .shape(AnyShape(SliderTrack.KnobPlace(fraction: fraction))), label: name,
                                   handlers: [handler])
        node.activePoint = { frame, _ in CGPoint(x: frame.minX + SliderTrack.knobCentre(fraction, width: frame.width), y: frame.midY) }
        return node
    }

    /// Sets the value for a knob centred `centre` points from the leading end of a track `width`
    /// wide: its place between half a knob in at either end, clamped, rounded to the step.
    func set(centre: CGFloat, width: CGFloat) {
        let radius = ControlMetrics.sliderKnob / 2
        let span = max(width - 2 * radius, 0)
        let along = span > 0 ? min(1, max(0, Double((centre - radius) / span))) : 0
        let low = bounds.lowerBound, high = bounds.upperBound
        var new = low + (high - low) * along
        if let step, step > 0, step.isFinite {
            new = min(high, max(low, low + ((new - low) / step).rounded() * step))
        }
        if new != value.wrappedValue { value.wrappedValue = new }
    }
}
