import Foundation

/// A node being laid out: the resolved node's kind, its children as layout sees them (groups
/// flattened into containers), the frame it was placed at, and caches of its answers to
/// proposals so nested flexible layouts stay linear.
package final class LayoutBox {
    /// What the node is.
    package let kind: ViewNodeKind
    /// The node's children, groups flattened.
    package var children: [LayoutBox]
    /// The identity path from the root, for messages and inspection.
    package let path: [IdentityComponent]
    /// The axis of the stack this box is a child of, if any (spacers and dividers need it).
    package let stackAxis: Axis?
    /// Where layout placed the node, in layout space.
    package var frame: CGRect = .zero
    /// The proposal the node was placed with.
    package var placedProposal: ProposedViewSize = .unspecified
    /// For text: the layout for the placed proposal.
    package var textLayout: TextLayout?
    /// For images: the loaded image.
    package var image: ImageResource?
    /// Earlier answers: proposal and size.
    var sizeCache: [(ProposedViewSize, CGSize)] = []
    /// For containers: the layout's cache.
    var layoutCache: AnyLayout.Cache?
    /// For containers: the children as a layout sees them.
    var subviews: LayoutSubviews?
    /// Where the parent's layout asked this box to go, before it is placed.
    var pendingPlacement: (origin: CGPoint, proposal: ProposedViewSize)?

    init(kind: ViewNodeKind, children: [LayoutBox], path: [IdentityComponent], stackAxis: Axis?) {
        self.kind = kind
        self.children = children
        self.path = path
        self.stackAxis = stackAxis
    }

    /// Builds the box tree of `node`; `stackAxis` is the orientation of the stack it sits in.
    package static func make(_ node: ViewNode, path: [IdentityComponent] = [], stackAxis: Axis? = nil) -> LayoutBox {
        let ownPath = path + [node.identity]
        switch node.kind {
        case .group:
            return LayoutBox(kind: node.kind, children: flatten(node.children, path: ownPath, axis: nil), path: ownPath, stackAxis: stackAxis)
        case .container(let layout):
            return LayoutBox(kind: node.kind, children: flatten(node.children, path: ownPath, axis: layout.properties.stackOrientation),
                             path: ownPath, stackAxis: stackAxis)
        case .modifier:
            return LayoutBox(kind: node.kind, children: node.children.map { make($0, path: ownPath, stackAxis: stackAxis) },
                             path: ownPath, stackAxis: stackAxis)
        default:
            return LayoutBox(kind: node.kind, children: [], path: ownPath, stackAxis: stackAxis)
        }
    }

    /// The children of a container with groups expanded in place and empty views dropped.
    static func flatten(_ nodes: [ViewNode], path: [IdentityComponent], axis: Axis?) -> [LayoutBox] {
        var result: [LayoutBox] = []
        for node in nodes {
            switch node.kind {
            case .group: result += flatten(node.children, path: path + [node.identity], axis: axis)
            case .empty: continue
            default: result.append(make(node, path: path, stackAxis: axis))
            }
        }
        return result
    }

    /// The identity path as text: `0/if/id:3`.
    package var pathDescription: String { path.map(\.description).joined(separator: "/") }
}
