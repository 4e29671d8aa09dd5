/// Builds views from the statements of a closure, as SwiftUI's `ViewBuilder` does: several views
/// become a `TupleView`, `if`/`else` a `_ConditionalContent`, an `if` without `else` an optional.
@resultBuilder
public enum ViewBuilder {
    /// No views.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// One view, unchanged.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Several views, kept in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var views: [any View] = []
        for view in repeat each content { views.append(view) }
        return TupleView((repeat each content), views: views)
    }
    /// A view from a single expression.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// An `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// An `if` without `else` (`buildOptional` form).
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .trueContent(first))
    }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .falseContent(second))
    }
    /// An `if #available` block: the content unchanged.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views side by side in one builder block; containers lay them out as separate children.
public struct TupleView<T>: View, PrimitiveView {
    /// The views, as a tuple.
    public var value: T
    /// The same views, in order, for the engine to walk.
    let views: [any View]
    /// A tuple view over `value`, whose elements are `views` in order.
    public init(_ value: T, views: [any View]) {
        self.value = value
        self.views = views
    }
    /// Never evaluated: tuple views are resolved by the engine.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        var children: [ViewNode] = []
        children.reserveCapacity(views.count)
        for (index, view) in views.enumerated() {
            children.append(context.resolve(view, identity: .index(index)))
        }
        return ViewNode(.group, children: children)
    }
}

/// One branch of an `if`/`else`: each branch is a different identity, so switching branches
/// removes one view and inserts the other.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    /// Which branch was taken, with its view.
    public enum Storage {
        /// The `if` branch.
        case trueContent(TrueContent)
        /// The `else` branch.
        case falseContent(FalseContent)
    }
    /// The branch taken.
    public let storage: Storage
    /// Never evaluated: conditional content is resolved by the engine.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        switch storage {
        case .trueContent(let v): return ViewNode(.group, children: [context.resolve(v, identity: .branch(0))])
        case .falseContent(let v): return ViewNode(.group, children: [context.resolve(v, identity: .branch(1))])
        }
    }
}

extension Optional: View where Wrapped: View {
    /// Never evaluated: optional views are resolved by the engine.
    public var body: Never { primitiveViewHasNoBody(Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
    package func makeNode(in context: ResolveContext) -> ViewNode {
        switch self {
        case .some(let v): return ViewNode(.group, children: [context.resolve(v, identity: .branch(0))])
        case .none: return ViewNode(.group)
        }
    }
}
