import Foundation

/// A node being laid out: the resolved node's kind, its children as layout sees them (groups
/// flattened into containers), the frame it was placed at, and a cache of its answers to
/// proposals so nested flexible layouts stay linear.
package final class LayoutBox {
    /// What the node is.
    package let kind: ViewNodeKind
    /// The node's children, groups flattened.
    package var children: [LayoutBox]
    /// The identity path from the root, for messages and inspection.
    package let path: [IdentityComponent]
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

    init(kind: ViewNodeKind, children: [LayoutBox], path: [IdentityComponent]) {
        self.kind = kind
        self.children = children
        self.path = path
    }

    /// Builds the box tree of `node`.
    package static func make(_ node: ViewNode, path: [IdentityComponent] = []) -> LayoutBox {
        let ownPath = path + [node.identity]
        switch node.kind {
        case .group, .container:
            return LayoutBox(kind: node.kind, children: flatten(node.children, path: ownPath), path: ownPath)
        case .modifier:
            return LayoutBox(kind: node.kind, children: node.children.map { make($0, path: ownPath) }, path: ownPath)
        default:
            return LayoutBox(kind: node.kind, children: [], path: ownPath)
        }
    }

    /// The children of a container with groups expanded in place and empty views dropped.
    static func flatten(_ nodes: [ViewNode], path: [IdentityComponent]) -> [LayoutBox] {
        var result: [LayoutBox] = []
        for node in nodes {
            switch node.kind {
            case .group: result += flatten(node.children, path: path + [node.identity])
            case .empty: continue
            default: result.append(make(node, path: path))
            }
        }
        return result
    }

    /// The identity path as text: `0/if/id:3`.
    package var pathDescription: String { path.map(\.description).joined(separator: "/") }
}
