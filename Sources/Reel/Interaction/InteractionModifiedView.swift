import Foundation

/// A view with what it adds to touches: a gesture's handler, its hit area, its accessibility
/// names (the views of `onTapGesture`, `onLongPressGesture`, `allowsHitTesting`, `contentShape`,
/// `accessibilityIdentifier` and `accessibilityLabel`). Lays out and draws as its content.
public struct _InteractionModifiedView<Content: View>: View, PrimitiveView {
    let content: Content
    let make: (ResolveContext) -> InteractionNode

    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        var node = make(context)
        // Disabled views take no touches (`disabled(_:)`): they pass to what lies behind.
        if !node.handlers.isEmpty && !context.environment.controls.isEnabled { node.hitArea = .none }
        return ViewNode(modifier: .interaction(node), content: context.resolve(content))
    }
}

extension View {
    /// Runs `action` when the view is tapped `count` times, as SwiftUI's
    /// `onTapGesture(count:perform:)`; a scripted touch (`Touch.tap`, `Touch.doubleTap`) plays it.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> _InteractionModifiedView<Self> {
        _InteractionModifiedView(content: self) { _ in
            InteractionNode(name: "onTapGesture", handlers: [TouchHandler(name: "onTapGesture", count: count, tap: { _ in action() })])
        }
    }

    /// Runs `action` with where the view was tapped, in its own space, when it is tapped `count`
    /// times, as SwiftUI's `onTapGesture(count:coordinateSpace:perform:)` with the local space.
    public func onTapGesture(count: Int = 1, perform action: @escaping (CGPoint) -> Void) -> _InteractionModifiedView<Self> {
        _InteractionModifiedView(content: self) { _ in
            InteractionNode(name: "onTapGesture", handlers: [TouchHandler(name: "onTapGesture", count: count, tap: action)])
        }
    }

    /// Runs `action` once the view has been pressed `minimumDuration` seconds, and
    /// `onPressingChanged` when the finger goes down (true) and when the press ends or succeeds
    /// (false), as SwiftUI's `onLongPressGesture(minimumDuration:perform:onPressingChanged:)`.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> _InteractionModifiedView<Self> {
        _InteractionModifiedView(content: self) { _ in
            InteractionNode(name: "onLongPressGesture", handlers: [TouchHandler(name: "onLongPressGesture", pressing: onPressingChanged,
                                                                                 longPress: (max(0, minimumDuration), action))])
        }
    }

    /// Whether the view and the views inside take touches, as SwiftUI's `allowsHitTesting(_:)`:
    /// with false, a touch goes to what lies behind.
    public func allowsHitTesting(_ enabled: Bool) -> _InteractionModifiedView<Self> {
        _InteractionModifiedView(content: self) { _ in InteractionNode(name: "allowsHitTesting", hitArea: enabled ? .content : .none) }
    }

    /// Makes the view take touches anywhere inside `shape` (in its frame), whatever it draws
    /// there, as SwiftUI's `contentShape(_:eoFill:)`.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> _InteractionModifiedView<Self> {
        let erased = AnyShape(shape)
        return _InteractionModifiedView(content: self) { _ in InteractionNode(name: "contentShape", hitArea: .shape(erased)) }
    }

    /// Names the view for scripts and tests, as SwiftUI's `accessibilityIdentifier(_:)`: a
    /// script's `tap("name")` finds it first by this name.
    public func accessibilityIdentifier(_ identifier: String) -> _InteractionModifiedView<Self> {
        _InteractionModifiedView(content: self) { _ in InteractionNode(name: "accessibilityIdentifier", identifier: identifier) }
    }

    /// The view's accessibility label, as SwiftUI's `accessibilityLabel(_:)`: a script's
    /// `tap("label")` finds the view by it when no identifier matches.
    public func accessibilityLabel(_ label: String) -> _InteractionModifiedView<Self> {
        _InteractionModifiedView(content: self) { _ in InteractionNode(name: "accessibilityLabel", label: label) }
    }
}
