import Foundation

/// A scrollable view, as SwiftUI's `ScrollView`: the content is proposed no length along the
/// scrolled axes (it takes its ideal length), laid out from the top (vertical) or leading edge
/// (horizontal) moved by the scroll offset, centred across a single axis when narrower, and
/// clipped to the scroll view's frame. The scroll view takes the space it is offered along its
/// axes and its content's size across them.
///
/// It scrolls under a scripted finger (`Touch.scroll`, or a `Touch.drag` on content that takes
/// no drag itself), with UIKit's touch slop, rubber band and deceleration (`ScrollPhysics`); the
/// offset is state of the scroll view's identity, changed by the touch's events.
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let content: Content
    /// The content offset and the finger scrolling it.
    @State private var scrolling = ScrollState()
    /// What pulling past the top runs (`refreshable`).
    @Environment(\.refresh) private var refresh

    /// A scroll view along `axes` (vertical by default); `showsIndicators` is accepted (a scroll
    /// view at rest shows no indicators).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// The content at its offset, clipped; several views are stacked along the axis.
    public var body: some View {
        ScrollViewLayout(axes: axes, offset: scrolling.offset) {
            if axes == .horizontal { HStack { content } } else { VStack { content } }
        }
        .overlay(alignment: .top) {
            // The refresh spinner, in the space above the content pulled down.
            if scrolling.isRefreshing {
                ProgressView()
                    .frame(height: ScrollPhysics.refreshHeight)
                    .offset(y: -scrolling.offset.y - ScrollPhysics.refreshHeight)
            }
        }
        .clipped()
        .scrolling(axes: axes, state: $scrolling, refresh: refresh)
    }
}

/// How a scroll view lays its content out: the content is proposed no length along the scrolled
/// axes and the scroll view's length across them, and placed at the top (vertical) or leading edge
/// (horizontal) less the offset, centred across a single axis. The scroll view takes the proposed
/// length along its axes; across a horizontal one, its content's height; across a vertical one,
/// the proposed width. The offset animates (a flick's deceleration, a spring back).
struct ScrollViewLayout: Layout {
    let axes: Axis.Set
    /// How far the content is scrolled.
    var offset: CGPoint = .zero

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(offset.x, offset.y) }
        set { offset = CGPoint(x: newValue.first, y: newValue.second) }
    }

    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) -> CGSize {
        let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        let width = axes.contains(.horizontal) || axes.contains(.vertical) ? (proposal.width ?? content.width) : content.width
        let height = axes.contains(.vertical) ? (proposal.height ?? content.height) : content.height
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) {
        guard let subview = subviews.first else { return }
        let inner = contentProposal(ProposedViewSize(width: bounds.width, height: bounds.height))
        let size = subview.sizeThatFits(inner)
        var origin = bounds.origin
        if !axes.contains(.horizontal) { origin.x = bounds.midX - size.width / 2 }
        if !axes.contains(.vertical) { origin.y = bounds.midY - size.height / 2 }
        if axes.contains(.horizontal) { origin.x -= offset.x }
        if axes.contains(.vertical) { origin.y -= offset.y }
        subview.place(at: origin, anchor: .topLeading, proposal: inner)
    }
}

/// A proxy for scrolling a `ScrollViewReader`'s content to a view. A rendered scroll view stays at
/// its initial offset, so `scrollTo` does nothing.
public struct ScrollViewProxy {
    /// Scrolls to the view with `id`: nothing, in a rendered scene.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// A view whose content is given a `ScrollViewProxy`, as SwiftUI's `ScrollViewReader`.
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content
    /// A reader running `content` with a proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
    /// The content.
    public var body: some View { content(ScrollViewProxy()) }
}

/// Whether a scroll view's indicators show, as SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    /// As the system decides.
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// Shown while scrolling.
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// Hidden, unless the platform shows them anyway.
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// How a scroll view settles after a swipe, as SwiftUI's `ScrollTargetBehavior`; a rendered scroll
/// view does not scroll, so behaviours are accepted and change nothing.
public protocol ScrollTargetBehavior {}

/// Settling on whole pages of the scroll view's size.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// The behaviour.
    public init() {}
}

/// Settling with a view of the scroll target layout aligned to the edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// The behaviour.
    public init() {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Paging.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// View-aligned.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

extension View {
    /// Whether scroll indicators show; a scroll view at rest shows none, so this changes nothing.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> Self { self }
    /// How scroll views inside settle; accepted.
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> Self { self }
    /// Marks the layout whose views are scroll targets; accepted.
    public func scrollTargetLayout(isEnabled: Bool = true) -> Self { self }
    /// Whether scrolling is disabled; a rendered scroll view never scrolls.
    public func scrollDisabled(_ disabled: Bool) -> Self { self }
    /// Margins of scroll views' content; accepted (Reel does not add them).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> Self { self }
    /// Margins of scroll views' content; accepted (Reel does not add them).
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> Self { self }
}

/// What `contentMargins` applies to, as SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    /// The content and the indicators.
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// The scrolled content.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The scroll indicators.
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}
