import Foundation

/// A piece of a scene: a value that describes what to draw, as in SwiftUI.
///
/// Write your own views by composing others in `body`. Reel's built-in views (shapes, `Text`,
/// `Image`, stacks, …) are primitive: the engine resolves them directly, and their `body` is never
/// called.
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The content of this view, evaluated each time the scene's state changes.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// `Never` has no body: it marks views that Reel resolves directly.
    public var body: Never { primitiveViewHasNoBody(Never.self) }
}

/// Stops with a message when something asks a primitive view for its body; only the engine
/// resolves primitive views, and it never asks.
func primitiveViewHasNoBody<V>(_ type: V.Type) -> Never {
    preconditionFailure("\(type) is a primitive view; its body is never evaluated")
}

/// A view that the engine turns into a node directly, without evaluating a body.
package protocol PrimitiveView {
    /// The node for this view, resolved in `context`.
    func makeNode(in context: ResolveContext) -> ViewNode
}
