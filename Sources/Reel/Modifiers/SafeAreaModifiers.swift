import Foundation

/// The kinds of safe area a view can extend into, as SwiftUI's `SafeAreaRegions`. Reel's screens
/// have only the container's (the status bar, the sensor housing, the home indicator); there is no
/// keyboard.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// A set from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The screen's safe area: status bar, sensor housing, home indicator.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The software keyboard's (never shown in Reel).
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Extends the view over the safe area's insets on `edges`, as SwiftUI does: where the view's
    /// frame touches the edge of the safe area, its content is laid out and drawn out to the edge
    /// of the screen; its parent still sees the size it chose inside the safe area. On a canvas
    /// without a safe area it changes nothing.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> _SafeAreaIgnoringView<Self> {
        _SafeAreaIgnoringView(content: self, edges: regions.contains(.container) ? edges : [])
    }

    /// Pads the view by `insets` and makes the padding part of its content's safe area, as
    /// SwiftUI's `safeAreaPadding`: laid out as `padding`, but views inside that ignore the safe
    /// area reach over the padding (and over the screen's insets where the view touches them).
    public func safeAreaPadding(_ insets: EdgeInsets) -> _ModifiedView<Self> { modified(.safeAreaPadding(insets)) }

    /// `length` points of safe-area padding on `edges` (16 by default, as `padding`).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> _ModifiedView<Self> {
        let l = length ?? 16
        return safeAreaPadding(EdgeInsets(top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                                          bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
    }

    /// `length` points of safe-area padding on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> _ModifiedView<Self> { safeAreaPadding(.all, length) }

    /// `ignoresSafeArea(edges: edges)`, SwiftUI's older name.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> _SafeAreaIgnoringView<Self> {
        _SafeAreaIgnoringView(content: self, edges: edges)
    }
}

/// A view extended over the safe area on some edges (`ignoresSafeArea`).
public struct _SafeAreaIgnoringView<Content: View>: View, PrimitiveView {
    let content: Content
    let edges: Edge.Set
    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }
    package func makeNode(in context: ResolveContext) -> ViewNode {
        // Outside a screen with a safe area there is nothing to ignore: the tree stays as it was.
        guard context.hasSafeArea, !edges.isEmpty else { return context.resolve(content) }
        return ViewNode(modifier: .ignoresSafeArea(edges), content: context.resolve(content, identity: .index(0)))
    }
}
