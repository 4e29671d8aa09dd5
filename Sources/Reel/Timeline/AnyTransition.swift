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
    }
    let kind: Kind

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
        AnyTransition(kind: .asymmetric(insertion: insertion.kind, removal: removal.kind))
    }
    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(kind: .combined(kind, other.kind)) }

    /// The modifiers that show the transition `progress` of the way to the view's own state
    /// (1: fully there; 0: fully transitioned away), outermost last.
    func modifiers(insertion: Bool, progress p: Double) -> [ViewModifierNode] {
        func resolve(_ k: Kind) -> [ViewModifierNode] {
            switch k {
            case .identity: return []
            case .opacity: return [.opacity(min(1, max(0, p)))]
            case .scale(let s, let anchor):
                let v = s + (1 - s) * p
                return [.scale(CGSize(width: v, height: v), anchor: anchor)]
            case .offset(let d): return [.offset(CGSize(width: d.width * (1 - p), height: d.height * (1 - p)))]
            case .move(let edge): return [.edgeOffset(edge, 1 - p)]
            case .asymmetric(let i, let r): return resolve(insertion ? i : r)
            case .combined(let a, let b): return resolve(a) + resolve(b)
            }
        }
        return resolve(kind)
    }
}

extension View {
    /// How this view enters and leaves when a state change inserts or removes it (`.opacity`
    /// when not given).
    public func transition(_ t: AnyTransition) -> _ModifiedView<Self> { modified(.transition(t)) }
}
