/// A type-erased custom animation, so that `Animation` stays a plain hashable value.
struct AnyCustomAnimation: Hashable, Sendable {
    /// The wrapped animation.
    let base: any CustomAnimation

    static func == (lhs: AnyCustomAnimation, rhs: AnyCustomAnimation) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }

    /// When `animate` first returns nil for a unit change; infinite if it still runs after about
    /// an hour.
    func probeDuration() -> Double {
        firstTime { t in
            var context = AnimationContext<Double>()
            return base.animate(value: 1.0, time: t, context: &context) == nil
        }
    }

    /// The first time at which the animation reports itself logically complete: it sets
    /// `AnimationContext.isLogicallyComplete` or returns nil (SwiftUI: an animation that never sets
    /// the flag is logically complete when it finishes).
    func probeLogicalCompletion() -> Double {
        firstTime { t in
            var context = AnimationContext<Double>()
            let value = base.animate(value: 1.0, time: t, context: &context)
            return value == nil || context.isLogicallyComplete
        }
    }

    /// The first time at which `reached` holds (which stays true once it does), found by doubling
    /// and then bisection; infinite if it does not hold after about an hour.
    private func firstTime(where reached: (Double) -> Bool) -> Double {
        if reached(0) { return 0 }
        var lo = 0.0, hi = 0.25
        while !reached(hi) {
            lo = hi
            hi *= 2
            if hi > 4096 { return .infinity }
        }
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if reached(mid) { hi = mid } else { lo = mid }
        }
        return hi
    }
}
