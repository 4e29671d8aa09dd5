import Foundation

/// A scroll view's scrolling, kept as its state: the content offset and, while a finger scrolls
/// it, where the drag stands.
struct ScrollState: Equatable {
    /// How far the content is scrolled (negative past the start edge while rubber-banding).
    var offset: CGPoint = .zero
    /// The finger on the scroll view, from its first move until it lifts.
    var tracking: Tracking?
    /// Whether a pull started the `refreshable` action and it has not ended: the spinner shows.
    var isRefreshing = false

    /// A finger on a scroll view.
    struct Tracking: Equatable {
        /// The offset when the finger went down.
        var origin: CGPoint
        /// The finger's translation where it passed the touch slop, once it has.
        var began: CGSize?
        /// The translation and time of the last move.
        var lastTranslation: CGSize
        var lastTime: Double
        /// The finger's velocity at the last move, in points per second (zero at the first).
        var velocity: CGSize = .zero
        /// Whether this pull has started a refresh (one pull starts one).
        var refreshed = false
    }

    /// The state after the finger moved to `translation` (from where it went down) at `time`, in a
    /// scroll view along `axes` with `geometry`.
    func moved(to translation: CGSize, at time: Double, axes: Axis.Set, geometry: ScrollGeometry) -> ScrollState {
        var next = self
        var tracking = self.tracking ?? Tracking(origin: offset, lastTranslation: .zero, lastTime: time)
        let elapsed = time - tracking.lastTime
        if elapsed > 0 {
            tracking.velocity = CGSize(width: (translation.width - tracking.lastTranslation.width) / elapsed,
                                       height: (translation.height - tracking.lastTranslation.height) / elapsed)
        }
        tracking.lastTranslation = translation
        tracking.lastTime = time
        let along = CGSize(width: axes.contains(.horizontal) ? translation.width : 0, height: axes.contains(.vertical) ? translation.height : 0)
        let distance = hypot(along.width, along.height)
        if tracking.began == nil && distance >= ScrollPhysics.touchSlop {
            // Where the finger crossed the slop, on its straight way from where it went down.
            let slop = ScrollPhysics.touchSlop
            tracking.began = CGSize(width: translation.width * slop / distance, height: translation.height * slop / distance)
        }
        if let began = tracking.began {
            let limit = geometry.maximumOffset
            if axes.contains(.horizontal) {
                let raw = tracking.origin.x - (translation.width - began.width)
                next.offset.x = ScrollPhysics.rubberBanded(raw, limit: limit.x, length: geometry.containerSize.width)
            }
            if axes.contains(.vertical) {
                let raw = tracking.origin.y - (translation.height - began.height)
                next.offset.y = ScrollPhysics.rubberBanded(raw, limit: limit.y, length: geometry.containerSize.height)
            }
        }
        next.tracking = tracking
        return next
    }
}

extension View {
    /// Makes the view scroll `state`'s offset along `axes` under a scripted finger: it takes
    /// touches anywhere in its frame, follows the finger once it passes the slop, and after the
    /// lift decelerates or springs back (see `ScrollPhysics`).
    func scrolling(axes: Axis.Set, state: Binding<ScrollState>, refresh: RefreshAction?) -> _InteractionModifiedView<Self> {
        _InteractionModifiedView(content: self) { _ in
            var handler = TouchHandler(name: "ScrollView")
            handler.scroll = ScrollRecognizer(
                axes: axes,
                moved: { translation, time, geometry in
                    var next = state.wrappedValue.moved(to: translation, at: time, axes: axes, geometry: geometry)
                    let pulled = axes.contains(.vertical) && next.offset.y <= -ScrollPhysics.refreshTrigger
                    guard let refresh, pulled, !next.isRefreshing, next.tracking?.refreshed == false else {
                        state.wrappedValue = next
                        return
                    }
                    next.isRefreshing = true
                    next.tracking?.refreshed = true
                    state.wrappedValue = next
                    refresh.start {
                        state.wrappedValue.isRefreshing = false
                        // Ended after the lift: the content goes back up.
                        if state.wrappedValue.tracking == nil && state.wrappedValue.offset.y < 0 {
                            withAnimation(ScrollPhysics.bounceBack) { state.wrappedValue.offset.y = 0 }
                        }
                    }
                },
                ended: { _, geometry in
                    guard let tracking = state.wrappedValue.tracking else { return }
                    state.wrappedValue.tracking = nil
                    guard tracking.began != nil else { return }
                    let offset = state.wrappedValue.offset, limit = geometry.maximumOffset
                    // Content moves against the finger.
                    if axes.contains(.horizontal) {
                        settle(offset.x, velocity: -tracking.velocity.width, start: 0, limit: limit.x) { state.wrappedValue.offset.x = $0 }
                    }
                    if axes.contains(.vertical) {
                        // While refreshing, the content rests below the spinner.
                        let top: CGFloat = state.wrappedValue.isRefreshing ? -ScrollPhysics.refreshHeight : 0
                        settle(offset.y, velocity: -tracking.velocity.height, start: top, limit: limit.y) { state.wrappedValue.offset.y = $0 }
                    }
                })
            return InteractionNode(name: "ScrollView", hitArea: .shape(AnyShape(Rectangle())), handlers: [handler])
        }
    }
}

/// After the lift, along one axis: back to the edge (`start` at the top, below a refresh spinner;
/// `limit` at the end) with a spring when past it, else on with the velocity, decelerating; `set`
/// changes the offset.
private func settle(_ offset: CGFloat, velocity: CGFloat, start: CGFloat, limit: CGFloat, set: @escaping (CGFloat) -> Void) {
    if offset < start || offset > limit {
        withAnimation(ScrollPhysics.bounceBack) { set(offset < start ? start : limit) }
    } else if let fling = ScrollPhysics.deceleration(from: offset, velocity: velocity, limit: limit) {
        withAnimation(fling.animation) { set(fling.target) }
    }
}
