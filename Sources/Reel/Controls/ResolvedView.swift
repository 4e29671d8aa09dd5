import Foundation

/// A view already resolved into a node, placed again by a control that had to resolve it first
/// to read it (a picker reads its options' tags from their nodes).
struct ResolvedView: View, PrimitiveView {
    let node: ViewNode
    var body: Never { primitiveViewHasNoBody(Self.self) }
    func makeNode(in context: ResolveContext) -> ViewNode { node }
}
