import Foundation

extension ResolveContext {
    /// A control named `name` around what its style drew (as `controlNode(_:_:)`: drawn at half
    /// opacity when disabled) that takes touches with `handlers`; a script naming it touches it at
    /// `activePoint` of its frame. A disabled control takes no touches.
    func interactiveControlNode(_ name: String, _ content: ViewNode, handlers: [TouchHandler],
                                activePoint: ((CGRect, Touch.Part?) -> CGPoint)? = nil) -> ViewNode {
        let enabled = environment.controls.isEnabled
        let drawn = enabled ? content : ViewNode(modifier: .opacity(ControlMetrics.disabledOpacity), content: content)
        var node = InteractionNode(name: name, hitArea: enabled ? .content : .none, handlers: handlers)
        node.isControl = true
        node.activePoint = activePoint
        return ViewNode(modifier: .interaction(node), content: drawn)
    }
}
