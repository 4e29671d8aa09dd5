import Foundation

/// The switch of a switch-style toggle: a flip by touch (a change of `touchFlips`) slides the knob
/// and changes the track's colour over `Toggle.flipAnimation`.
struct ToggleSwitch: View, PrimitiveView {
    let isOn: Bool
    var touchFlips = 0

    var body: Never { primitiveViewHasNoBody(Self.self) }

    func makeNode(in context: ResolveContext) -> ViewNode {
        let size = ControlMetrics.switchSize
        let track: AnyShapeStyle = isOn ? (context.environment.tint ?? AnyShapeStyle(Color.green)) : AnyShapeStyle(Color(UIColor.systemFill))
        let knob = Circle()
            .fill(Color.white)
            .frame(width: ControlMetrics.switchKnob, height: ControlMetrics.switchKnob)
            .shadow(color: Color(white: 0, opacity: 0.15), radius: 8, x: 0, y: 3)
            .shadow(color: Color(white: 0, opacity: 0.06), radius: 1, x: 0, y: 3)
            .padding(ControlMetrics.switchInset)
        let view = Capsule()
            .fill(track)
            .frame(width: size.width, height: size.height)
            .overlay(alignment: isOn ? .trailing : .leading) { knob }
            .animation(Toggle<EmptyView>.flipAnimation, value: touchFlips)
        return context.resolve(view)
    }
}
