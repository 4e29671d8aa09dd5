import Foundation

/// How a view enters and leaves when a state change inserts or removes it, as SwiftUI's
/// `AnyTransition`. Transitions run under the change's animation; with no animation there is none.
public struct AnyTransition: Sendable {
    indirect enum Kind: Sendable {
        case identity
        case opacity
        case scale(CGFloat, UnitPoint)
        case offset(CGSize)
        case move(Edge)
        case asymmetric(insertion: Kind, removal: Kind)
        case combined(Kind, Kind)
        case modifier(ModifierTransition)
        /// Not a transition: marks where a modifier transition's body holds the view.
        case contentMarker
    }
    let kind: Kind
    /// The animation attached with `animation(_:)` to the insertion, nil: the change's.
    var insertionAnimation: Animation? = nil
    /// The animation attached to the removal.
    var removalAnimation: Animation? = nil

    /// Fades in and out.
    public static let opacity = AnyTransition(kind: .opacity)
    /// No visible change: the view appears and disappears at once when the animation starts/ends.
    public static let identity = AnyTransition(kind: .identity)
    /// Grows from and shrinks to nothing about the centre.
    public static let scale = AnyTransition(kind: .scale(0, .center))
    /// Grows from and shrinks to `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(kind: .scale(scale, anchor)) }
    /// Enters from the leading edge and leaves to the trailing edge, moving by the view's width.
    public static let slide = AnyTransition(kind: .asymmetric(insertion: .move(.leading), removal: .move(.trailing)))
    /// Enters from and leaves toward `edge`, moving by the view's size.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(kind: .move(edge)) }
    /// Enters from and leaves toward an offset.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(kind: .offset(offset)) }
    /// Enters from and leaves toward an offset.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
    /// Enters from `edge` and leaves toward the opposite edge, fading, as one view pushes another.
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge = switch edge { case .top: .bottom; case .bottom: .top; case .leading: .trailing; case .trailing: .leading }
        return AnyTransition(kind: .asymmetric(insertion: .combined(.move(edge), .opacity), removal: .combined(.move(opposite), .opacity)))
    }
    /// One transition for insertion, another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(kind: .asymmetric(insertion: insertion.kind, removal: removal.kind),
                      insertionAnimation: insertion.insertionAnimation, removalAnimation: removal.removalAnimation)
    }
    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(kind: .combined(kind, other.kind), insertionAnimation: insertionAnimation ?? other.insertionAnimation,
                      removalAnimation: removalAnimation ?? other.removalAnimation)
    }
    /// The transition run with `animation` whether or not the change that inserts or removes the
    /// view is animated, as SwiftUI's `AnyTransition.animation(_:)` (nil: the change's animation).
    /// Combined transitions run with the first animation attached to either.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var copy = self
        copy.insertionAnimation = animation
        copy.removalAnimation = animation
        return copy
    }
    /// The animation attached to the insertion (`insertion`) or removal, nil when none is.
    func attachedAnimation(insertion: Bool) -> Animation? { insertion ? insertionAnimation : removalAnimation }
    /// The view drawn inside `active` when transitioned away and inside `identity` when fully
    /// there: insertion animates from `active` to `identity`, removal from `identity` to `active`,
    /// interpolating the animatable attributes of the two modifiers' bodies (offset, opacity,
    /// scale, rotation, colours, and the data of animatable modifiers).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(kind: .modifier(ModifierTransition(active: active, identity: identity)))
    }

    /// `node` drawn `progress` of the way to its own state (1: fully there; 0: fully
    /// transitioned away). The built-in transitions wrap the node in modifiers marked as added,
    /// so identity paths stay those of the model; modifier transitions redraw, under the node's
    /// `transition(_:)`, the view inside their bodies at that progress in place of the identity
    /// bodies it rests in.
    func apply(to node: ViewNode, insertion: Bool, progress p: Double) -> ViewNode {
        var result = node
        let parts = modifierParts(insertion: insertion)
        // A side without modifier transitions leaves the view in the bodies it rests in.
        if !parts.isEmpty {
            result = AnyTransition.rebuildingBodies(of: node, resting: modifierParts(insertion: true).count) { content in
                parts.reduce(content) { $1.apply(to: $0, progress: p) }
            }
        }
        func apply(_ k: Kind, _ node: ViewNode) -> ViewNode {
            switch k {
            case .identity, .modifier, .contentMarker: return node
            case .opacity: return TransitionAnimation.wrap(node, [.opacity(min(1, max(0, p)))])
            case .scale(let s, let anchor):
                let v = s + (1 - s) * p
                return TransitionAnimation.wrap(node, [.scale(CGSize(width: v, height: v), anchor: anchor)])
            case .offset(let d): return TransitionAnimation.wrap(node, [.offset(CGSize(width: d.width * (1 - p), height: d.height * (1 - p)))])
            case .move(let edge): return TransitionAnimation.wrap(node, [.edgeOffset(edge, 1 - p)])
            case .asymmetric(let i, let r): return apply(insertion ? i : r, node)
            case .combined(let a, let b): return apply(b, apply(a, node))
            }
        }
        return AnyTransition.atTransitionModifier(of: result) { apply(kind, $0) }
    }

    /// `node` with `wrap` applied where its `transition(_:)` modifier is (looking through the
    /// modifiers and single-child groups it is made of), or to `node` itself when it has none.
    /// A transition moves, scales and fades the view it is written on, inside the modifiers
    /// written after it: `Text(…).id(n).transition(.push(from: .bottom)).frame(…).clipped()`
    /// pushes the text inside the clipped frame, as in SwiftUI, rather than the frame and its clip.
    private static func atTransitionModifier(of node: ViewNode, _ wrap: (ViewNode) -> ViewNode) -> ViewNode {
        func find(_ current: ViewNode) -> ViewNode? {
            switch current.kind {
            case .modifier(.transition(let t)) where !t.isContentMarkerKind:
                return wrap(current)
            case .modifier, .group:
                guard current.children.count == 1, let inner = find(current.children[0]) else { return nil }
                var copy = current
                copy.children[0] = inner
                return copy
            default:
                return nil
            }
        }
        return find(node) ?? wrap(node)
    }

    /// The modifier transitions of one side, in the order they apply (the first innermost).
    func modifierParts(insertion: Bool) -> [ModifierTransition] {
        func parts(_ k: Kind) -> [ModifierTransition] {
            switch k {
            case .modifier(let m): return [m]
            case .asymmetric(let i, let r): return parts(insertion ? i : r)
            case .combined(let a, let b): return parts(a) + parts(b)
            default: return []
            }
        }
        return parts(kind)
    }

    /// `content` inside the identity bodies of the insertion side's modifier transitions: how a
    /// view with this transition rests, as SwiftUI keeps the identity modifier applied.
    func resting(_ content: ViewNode) -> ViewNode {
        modifierParts(insertion: true).reduce(content) { $1.apply(to: $0, progress: 1) }
    }

    /// `node` with the child of its `transition(_:)` modifier (found as `transition(of:)` finds it)
    /// replaced: the view inside the `resting` layers of modifier bodies, rebuilt by `rebuild`.
    private static func rebuildingBodies(of node: ViewNode, resting: Int, _ rebuild: (ViewNode) -> ViewNode) -> ViewNode {
        if case .modifier(.transition(let t)) = node.kind, !t.isContentMarkerKind {
            var content: ViewNode? = node.children[0]
            for _ in 0..<resting { content = content.flatMap { ModifierTransition.content(in: $0) } }
            guard let content else { return node }
            var copy = node
            copy.children[0] = rebuild(content)
            return copy
        }
        switch node.kind {
        case .modifier:
            var copy = node
            copy.children[0] = rebuildingBodies(of: node.children[0], resting: resting, rebuild)
            return copy
        case .group where node.children.count == 1:
            var copy = node
            copy.children[0] = rebuildingBodies(of: node.children[0], resting: resting, rebuild)
            return copy
        default:
            return node
        }
    }

    /// The transition with its modifier transitions bound to `context`, the place they were
    /// declared, whose environment their bodies resolve in.
    func resolving(in context: ResolveContext) -> AnyTransition {
        func bind(_ k: Kind) -> Kind {
            switch k {
            case .modifier(var m):
                m.context = context
                return .modifier(m)
            case .asymmetric(let i, let r): return .asymmetric(insertion: bind(i), removal: bind(r))
            case .combined(let a, let b): return .combined(bind(a), bind(b))
            default: return k
            }
        }
        return AnyTransition(kind: bind(kind), insertionAnimation: insertionAnimation, removalAnimation: removalAnimation)
    }

    /// The marker around the view inside a modifier transition's body.
    static let contentMarker = AnyTransition(kind: .contentMarker)

    /// Whether this is the content marker rather than a transition.
    var isContentMarkerKind: Bool {
        if case .contentMarker = kind { return true }
        return false
    }

    /// Whether `node` is a content marker.
    static func isContentMarker(_ node: ViewNode) -> Bool {
        if case .modifier(.transition(let t)) = node.kind { return t.isContentMarkerKind }
        return false
    }
}

extension View {
    /// How this view enters and leaves when a state change inserts or removes it (`.opacity`
    /// when not given).
    public func transition(_ t: AnyTransition) -> _ModifiedView<Self> { modified(.transition(t)) }
}
