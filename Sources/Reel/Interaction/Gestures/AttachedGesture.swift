import Foundation

/// Which gestures `including:` enables, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: UInt8
    /// A mask of `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// No gestures: neither the attached one nor the subviews'.
    public static let none = GestureMask([])
    /// The attached gesture only: gestures of the views inside are disabled.
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures only: the attached one is disabled.
    public static let subviews = GestureMask(rawValue: 2)
    /// The attached gesture and the subviews'.
    public static let all = GestureMask(rawValue: 3)
}

/// How an attached gesture ranks against the others along the views a touch lands in.
package enum GesturePriority {
    /// `gesture(_:)`: the innermost view's gestures first.
    case normal
    /// `highPriorityGesture(_:)`: before every gesture of the views inside.
    case high
    /// `simultaneousGesture(_:)`: recognised alongside whichever gesture wins.
    case simultaneous
}

/// A gesture value attached to a view, as the engine keeps it in a touch handler.
package struct AttachedGesture {
    /// How it ranks.
    package var priority: GesturePriority
    /// Whether the gestures of the views inside are disabled (`including: .gesture`).
    package var disablesSubviews: Bool
    /// The taps it takes, when it is a `TapGesture` or `SpatialTapGesture` (a single tap waits
    /// for a double tap on the same view).
    package var tapCount: Int?
    /// A fresh recognition for one touch.
    package var make: () -> _AnyGestureRecognition
}

extension View {
    /// Attaches `gesture` with the precedence of `priority`.
    private func attaching<G: Gesture>(_ gesture: G, _ name: String, _ priority: GesturePriority, _ mask: GestureMask) -> _InteractionModifiedView<Self> {
        let tapCount = (gesture as? TapGesture)?.count ?? (gesture as? SpatialTapGesture)?.count
        return _InteractionModifiedView(content: self) { _ in
            var node = InteractionNode(name: name)
            guard mask.contains(.gesture) || mask == .none else { return node }
            // `reel inspect` names the gesture: `TapGesture`, `highPriorityGesture(TapGesture)`.
            let type = String(describing: G.self)
            var handler = TouchHandler(name: name == "gesture" ? type : "\(name)(\(type))")
            handler.gesture = AttachedGesture(priority: priority, disablesSubviews: !mask.contains(.subviews), tapCount: tapCount,
                                              make: { gesture._recognition() })
            if mask == .none { handler.gesture?.make = { NeverRecognition() } }
            node.handlers = [handler]
            return node
        }
    }

    /// Attaches `gesture`, as SwiftUI's `gesture(_:including:)`: a gesture of a view inside
    /// takes precedence over it.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> _InteractionModifiedView<Self> {
        attaching(gesture, "gesture", .normal, mask)
    }

    /// Attaches `gesture` with precedence over the gestures of the views inside, as SwiftUI's
    /// `highPriorityGesture(_:including:)`.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> _InteractionModifiedView<Self> {
        attaching(gesture, "highPriorityGesture", .high, mask)
    }

    /// Attaches `gesture` to be recognised alongside the other gestures, as SwiftUI's
    /// `simultaneousGesture(_:including:)`.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> _InteractionModifiedView<Self> {
        attaching(gesture, "simultaneousGesture", .simultaneous, mask)
    }
}

/// A recognition that never succeeds (a gesture attached with `including: .none`, whose subviews'
/// gestures are disabled too).
final class NeverRecognition: _AnyGestureRecognition {
    override func up(_ touch: GestureTouch) { status = .failed }
}
