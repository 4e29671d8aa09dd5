import Foundation

/// A view that takes the space it is offered and builds its content from that size and its
/// position.
///
/// As in SwiftUI since iOS 14, the content is laid out as a `ZStack` with `.topLeading`
/// alignment: each of several views sits at the reader's top-leading corner (they are not
/// centred on one another), proposed the reader's size.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content
    /// A reader building its content from a `GeometryProxy`.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }
    package func makeNode(in context: ResolveContext) -> ViewNode {
        let content = self.content
        // Built during layout, with the state the reader was resolved in.
        return ViewNode(.geometryReader(GeometryReaderContent { proxy in
            var node = context.inResolvedState { context.resolve(content(proxy), identity: .index(0)) }
            // Several views: a top-leading ZStack of them (one view is placed at the corner anyway).
            if node.isGroup { node.kind = .container(AnyLayout(ZStackLayout(alignment: .topLeading))) }
            return node
        }))
    }
}

/// A geometry reader's content, built during layout once its size is known.
package struct GeometryReaderContent {
    /// The content for a proxy.
    package let build: (GeometryProxy) -> ViewNode
}

/// A named or built-in coordinate space for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable, Sendable {
    /// The scene's coordinates.
    case global
    /// The view's own coordinates: its top-left is the origin.
    case local
    /// The coordinates of the ancestor marked `coordinateSpace(name:)`.
    case named(String)
}

/// A geometry reader's size and position.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    /// The reader's frame in the scene.
    let globalFrame: CGRect
    /// The origins of the named coordinate spaces around the reader.
    let namedOrigins: [String: CGPoint]

    /// A proxy for a reader at `globalFrame`.
    init(globalFrame: CGRect, namedOrigins: [String: CGPoint]) {
        self.size = globalFrame.size
        self.globalFrame = globalFrame
        self.namedOrigins = namedOrigins
    }

    /// Insets of the safe area: none in a rendered scene.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in `space` (a named space that does not exist is the global one).
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .global: return globalFrame
        case .local: return CGRect(origin: .zero, size: size)
        case .named(let name):
            let origin = namedOrigins[name] ?? .zero
            return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }

    /// The rectangle an anchor names, in the reader's own coordinates.
    public subscript(anchor: Anchor<CGRect>) -> CGRect {
        anchor.value.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }
    /// The point an anchor names, in the reader's own coordinates.
    public subscript(anchor: Anchor<CGPoint>) -> CGPoint {
        CGPoint(x: anchor.value.x - globalFrame.minX, y: anchor.value.y - globalFrame.minY)
    }
}

/// A geometric value of a view, recorded in scene coordinates and read back in another view's
/// coordinates through a `GeometryProxy`.
public struct Anchor<Value> {
    /// The value in scene coordinates.
    let value: Value

    /// What an anchor can record of a view.
    public struct Source {
        let resolve: (CGRect) -> Value
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source { $0 } }
    /// A rectangle in the view's coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { $0.origin == .zero ? r : r.offsetBy(dx: $0.minX, dy: $0.minY) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A unit point of the view's bounds.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source { p.point(in: $0) } }
    /// The view's centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The view's top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The view's bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor: Sendable where Value: Sendable {}
extension Anchor: Equatable where Value: Equatable {}
// Hashable too, so a scene file's `onPreferenceChange` can tell an array of anchors unchanged.
extension Anchor: Hashable where Value: Hashable {}
