import Foundation

/// A node being laid out: the resolved node's kind, its children as layout sees them (groups
/// flattened into containers), the frame it was placed at, and caches of its answers to
/// proposals so nested flexible layouts stay linear.
package final class LayoutBox {
    /// What the node is. A frame evaluated from a laid-out tree that is kept between frames sets
    /// the drawing attributes of the kinds here (never anything layout reads).
    package var kind: ViewNodeKind
    /// The node's children, groups flattened.
    package var children: [LayoutBox]
    /// The identity path from the root, for messages and inspection.
    package let path: IdentityPath
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
    /// The space the box prefers around it, once asked (it does not depend on the proposal).
    var spacing: ViewSpacing?
    /// Where the parent's layout asked this box to go, before it is placed.
    var pendingPlacement: (origin: CGPoint, proposal: ProposedViewSize)?

    /// Whether some view inside sets an explicit guide other than text baselines (an
    /// `alignmentGuide`, or a layout that may compute its own guides); when not, only text
    /// baselines can be explicit and only if `containsText`.
    let containsCustomGuides: Bool
    /// Whether some text lies inside.
    let containsText: Bool
    /// Whether the box is a modifier that takes its content's size for every proposal (a drawing
    /// modifier, an overlay, …), so layout asks the content directly and keeps no answers here.
    let sizesLikeContent: Bool
    /// The z-index set on the box or on the modifiers it is made of (the outermost wins), 0 when
    /// none: its drawing order among its siblings.
    let zIndex: Double

    init(kind: ViewNodeKind, children: [LayoutBox], path: IdentityPath, stackAxis: Axis?) {
        self.kind = kind
        self.children = children
        self.path = path
        self.stackAxis = stackAxis
        var custom = false, text = false
        switch kind {
        case .text: text = true
        case .modifier(.alignmentGuide), .geometryReader, .modifier(.preferenceReader): custom = true
        case .container(let layout): custom = !layout.isBuiltInStack
        default: break
        }
        for child in children {
            custom = custom || child.containsCustomGuides
            text = text || child.containsText
        }
        containsCustomGuides = custom
        containsText = text
        if case .modifier(let modifier) = kind, !children.isEmpty {
            sizesLikeContent = LayoutEngine.sizesLikeContent(modifier)
            if case .zIndex(let value) = modifier { zIndex = value } else { zIndex = children[0].zIndex }
        } else {
            sizesLikeContent = false
            zIndex = 0
        }
    }

    /// Builds the box tree of `node`; `stackAxis` is the orientation of the stack it sits in.
    package static func make(_ node: ViewNode, path: IdentityPath? = nil, stackAxis: Axis? = nil) -> LayoutBox {
        let ownPath = IdentityPath(parent: path, node.identity)
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
    static func flatten(_ nodes: [ViewNode], path: IdentityPath, axis: Axis?) -> [LayoutBox] {
        var result: [LayoutBox] = []
        for node in nodes {
            switch node.kind {
            case .group: result += flatten(node.children, path: IdentityPath(parent: path, node.identity), axis: axis)
            case .modifier(.animatableModifier) where node.children.count == 1 && node.children[0].isGroup:
                // An animatable modifier's (or view's) body of several views: as in SwiftUI, the
                // views stay separate children of the container. The node only keeps the data its
                // body is rebuilt from; it neither lays out nor draws anything of its own.
                result += flatten(node.children, path: IdentityPath(parent: path, node.identity), axis: axis)
            case .empty: continue
            default: result.append(make(node, path: path, stackAxis: axis))
            }
        }
        return result
    }

    /// The identity path as text: `0/if/id:3`.
    package var pathDescription: String { path.description }
}

/// A view's identity: the components from the root to the view, stored as a chain of parents so
/// that building a tree shares every prefix.
package final class IdentityPath: CustomStringConvertible {
    /// The path of the parent, nil at the root.
    package let parent: IdentityPath?
    /// The last component.
    package let component: IdentityComponent

    /// The path as a hashed key.
    package let key: NodeKey

    package init(parent: IdentityPath?, _ component: IdentityComponent) {
        self.parent = parent
        self.component = component
        self.key = (parent?.key ?? .root).child(component)
    }

    /// The components from the root.
    package var components: [IdentityComponent] {
        var result: [IdentityComponent] = []
        var current: IdentityPath? = self
        while let c = current { result.append(c.component); current = c.parent }
        return result.reversed()
    }

    /// A hash of the components that is the same in every process and build (nodes added to draw
    /// transitions are left out), unlike `key`, whose hasher is seeded per process: it seeds
    /// what must not change between runs, such as an emitter's particles.
    package var stableHash: UInt64 {
        components.reduce(IdentityPath.stableRoot, IdentityPath.stableChild)
    }

    /// The stable hash of the empty path.
    package static let stableRoot: UInt64 = 0x1D_E471

    /// The stable hash of the path hashed `parent` extended by `component` (a node added to draw a
    /// transition leaves it as it is, as it leaves `NodeKey`s).
    package static func stableChild(_ parent: UInt64, _ component: IdentityComponent) -> UInt64 {
        let part: UInt64
        switch component {
        case .index(let i): part = UInt64(bitPattern: Int64(i)) &* 4 &+ 1
        case .branch(let b): part = UInt64(bitPattern: Int64(b)) &* 4 &+ 2
        case .explicit(let id): part = stableHash(of: id) &* 4 &+ 3
        case .transition: return parent
        }
        return Mixing.mix(parent ^ Mixing.mix(part))
    }

    /// The stable hash of an explicit id: of its text, as it prints (strings and integers, the
    /// ids most views have, without going through `String(describing:)`).
    private static func stableHash(of id: AnyHashable) -> UInt64 {
        if let text = id.base as? String { return Mixing.stableHash(text) }
        if let number = id.base as? Int { return Mixing.stableHash(String(number)) }
        return Mixing.stableHash("\(id)")
    }

    /// The components joined with `/`: `0/if/id:3` (nodes added to draw transitions are left out).
    package var description: String {
        components.filter { $0 != .transition }.map(\.description).joined(separator: "/")
    }
}
