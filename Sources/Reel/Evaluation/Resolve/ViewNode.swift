import Foundation

/// One node of a resolved view tree: what the engine lays out and draws.
///
/// Resolving a scene's `body` turns the typed view values into this uniform tree. Containers
/// hold children; modifiers hold their content as the first child and any secondary views
/// (overlay, background, mask) after it; `group` nodes (tuple views, `Group`, branches, `ForEach`)
/// are flattened into the enclosing container's list of children.
package struct ViewNode {
    /// What the node is.
    package var kind: ViewNodeKind
    /// The node's children, in order.
    package var children: [ViewNode]
    /// The nodes of the tree: this one and all below it.
    package var nodeCount: Int { children.reduce(1) { $0 + $1.nodeCount } }
    /// How the parent names this child: its structural position or an explicit id.
    package var identity: IdentityComponent

    /// A node of `kind` with `children`.
    package init(_ kind: ViewNodeKind, children: [ViewNode] = [], identity: IdentityComponent = .index(0)) {
        self.kind = kind
        self.children = children
        self.identity = identity
    }

    /// Whether the node is a group (children flattened into the enclosing container).
    package var isGroup: Bool {
        if case .group = kind { return true }
        return false
    }

    /// A modifier node around `content`, with optional secondary views.
    package init(modifier: ViewModifierNode, content: ViewNode, secondary: [ViewNode] = []) {
        self.init(.modifier(modifier), children: [content] + secondary)
    }
}

/// How a parent names one of its children; a path of these from the root is a view's identity.
package enum IdentityComponent: Hashable, CustomStringConvertible {
    /// The child's position in a builder block or container.
    case index(Int)
    /// The branch of an `if`/`else` or `switch` that produced the child.
    case branch(Int)
    /// An explicit identity from `.id(_:)` or a `ForEach` element.
    case explicit(AnyHashable)
    /// A node the engine added around a view to draw its transition; identity paths skip it.
    case transition

    package var description: String {
        switch self {
        case .index(let i): return "\(i)"
        case .branch(let b): return b == 0 ? "if" : "else"
        case .explicit(let id): return "id:\(id)"
        case .transition: return "~"
        }
    }
}

/// The kinds of node the engine knows.
package enum ViewNodeKind {
    /// Nothing: takes no space and draws nothing.
    case empty
    /// Children to be flattened into the enclosing container.
    case group
    /// A shape drawn with a fill or stroke.
    case shape(ShapeLeaf)
    /// A run of text.
    case text(TextLeaf)
    /// A bitmap image.
    case image(ImageLeaf)
    /// A container whose children are placed by a layout.
    case container(AnyLayout)
    /// Flexible space along the enclosing stack's axis.
    case spacer(minLength: CGFloat?)
    /// A thin line across the enclosing stack's axis.
    case divider
    /// A view built from its own size and position, during layout.
    case geometryReader(GeometryReaderContent)
    /// Immediate-mode drawing.
    indirect case canvas(CanvasContent)
    /// A particle emitter.
    indirect case particles(ParticleEmitterNode)
    /// A modifier wrapping its first child.
    case modifier(ViewModifierNode)

    /// Whether the node is a modifier (whose first child is its content).
    package var isModifier: Bool {
        if case .modifier = self { return true }
        return false
    }

    /// A short name for messages and `reel inspect`.
    package var name: String {
        switch self {
        case .empty: return "EmptyView"
        case .group: return "Group"
        case .shape(let s): return s.name
        case .text: return "Text"
        case .image(let i): return "Image(\"\(i.name)\")"
        case .container(let c): return c.name
        case .spacer: return "Spacer"
        case .divider: return "Divider"
        case .geometryReader: return "GeometryReader"
        case .canvas: return "Canvas"
        case .particles: return "ParticleEmitter"
        case .modifier(let m): return m.name
        }
    }
}
