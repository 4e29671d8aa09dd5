import Foundation

/// How a scroll view moves under a finger and after it, with UIKit's `UIScrollView` numbers.
///
/// - **Touch slop.** The content stays put until the finger has moved `touchSlop` points (10,
///   as UIKit's pan recognizer and SwiftUI's `DragGesture`) along the scrolled axes from where it
///   went down; from the move that passes it, the content follows the finger exactly, 10 points
///   behind it (it does not jump by the slop).
/// - **Rubber band.** Dragged past an edge by `x` points, the content shows
///   `(1 − 1 / (x × 0.55 / d + 1)) × d` points past it, `d` being the scroll view's length along the
///   axis (UIScrollView's rubber band, constant `rubberBandConstant` 0.55).
/// - **Deceleration.** Released inside its range with the finger's velocity `v` (points per
///   second), the content moves on as UIKit steps it each millisecond: the velocity is multiplied
///   by the rate `r` (`UIScrollView.DecelerationRate.normal`, 0.998) and the content moves by it for
///   that millisecond. Summed, the offset `t` seconds after release is
///   `o + v × r / (1000 × (1 − r)) × (1 − r^(1000 t))`, which tends to `o + 0.499 v` (the same
///   projection as `DragGesture.Value.predictedEndTranslation`). It stops where the distance left
///   is under `restDistance` (0.5 pt; its target is that point, so nothing jumps), or at the
///   content's edge, where it stops at once.
/// - **Refresh.** Under `refreshable`, content pulled `refreshTrigger` (60) points past its top
///   starts the action and shows the spinner in the `refreshHeight` (60) points above it, where
///   the content rests after the lift until the action ends; then it springs back.
/// - **Spring back.** Released past an edge, the content springs back to it with
///   `bounceBack` (a critically damped spring of 0.4 s; UIKit publishes no numbers for it).
enum ScrollPhysics {
    /// How far the finger moves along the scrolled axes before the content follows, in points.
    static let touchSlop: CGFloat = 10
    /// UIScrollView's rubber-band constant.
    static let rubberBandConstant: CGFloat = 0.55
    /// `UIScrollView.DecelerationRate.normal`: the velocity kept per millisecond.
    static let decelerationRate: Double = 0.998
    /// The distance left at which deceleration ends, in points.
    static let restDistance: Double = 0.5
    /// How far the content is pulled past its top (shown, after the rubber band) before a
    /// `refreshable` action starts, in points (Reel's choice; UIKit publishes none).
    static let refreshTrigger: CGFloat = 60
    /// How far below its top the content rests while refreshing: the spinner's height, in points.
    static let refreshHeight: CGFloat = 60
    /// The spring that brings content dragged past an edge back to it.
    static let bounceBack = Animation.spring(response: 0.4, dampingFraction: 1)

    /// Seconds of velocity a flick travels in all: `r / (1000 × (1 − r))` (0.499 at the normal rate).
    static var projection: Double { decelerationRate / (1000 * (1 - decelerationRate)) }

    /// What a content offset `raw` along an axis (0 at the start edge, `limit` at the end edge)
    /// shows, in a scroll view `length` points long: itself within range, rubber-banded past an edge.
    static func rubberBanded(_ raw: CGFloat, limit: CGFloat, length: CGFloat) -> CGFloat {
        func band(_ x: CGFloat) -> CGFloat {
            guard length > 0 else { return 0 }
            return (1 - 1 / (x * rubberBandConstant / length + 1)) * length
        }
        if raw < 0 { return -band(-raw) }
        if raw > limit { return limit + band(raw - limit) }
        return raw
    }

    /// Where a flick from `offset` with content velocity `velocity` (points per second along the
    /// axis) comes to rest within `0...limit`, and the animation that takes it there; nil when it
    /// would move less than `restDistance`.
    static func deceleration(from offset: CGFloat, velocity: CGFloat, limit: CGFloat) -> (target: CGFloat, animation: Animation)? {
        let reach = Double(velocity) * projection
        guard abs(reach) > restDistance else { return nil }
        let k = -1000 * log(decelerationRate)
        // Free: the time at which the distance left, |reach| × r^(1000 t), is restDistance.
        var duration = log(abs(reach) / restDistance) / k
        var distance = reach * (1 - exp(-k * duration))
        let free = Double(offset) + distance
        let edge = free < 0 ? 0 : (free > Double(limit) ? Double(limit) : nil)
        if let edge {
            // Stopped by the edge: the time at which the free motion reaches it.
            distance = edge - Double(offset)
            guard abs(distance) > 1e-9 else { return nil }
            duration = -log(1 - distance / reach) / k
        }
        let animation = Animation(ScrollDeceleration(scale: reach / distance, duration: duration))
        return (CGFloat(Double(offset) + distance), animation)
    }
}

/// A scroll view's deceleration as an animation of its offset: the part of the change reached `t`
/// seconds after release is `min(1, scale × (1 − 0.998^(1000 t)))`, until `duration` (see
/// `ScrollPhysics`).
struct ScrollDeceleration: CustomAnimation {
    /// The free flick's whole travel over the change animated (1 or more).
    let scale: Double
    /// When the offset reaches its target.
    let duration: Double

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        let k = -1000 * log(ScrollPhysics.decelerationRate)
        let progress = min(1, scale * (1 - exp(-k * max(0, time))))
        return value.scaled(by: progress)
    }
}
