import Foundation

/// A function from the fraction of an animation's duration (0...1) to its progress, which starts at
/// 0 and ends at 1 and may leave 0...1 in between. SwiftUI's `UnitCurve`.
///
/// Besides SwiftUI's curves (linear, the Bézier presets, any cubic Bézier, the circular eases) it
/// holds the easings.net family (`Easing`) and CSS `steps()` (`StepPosition`).
public struct UnitCurve: Hashable, Sendable {
    /// The kinds of curve.
    @usableFromInline
    enum Storage: Hashable, Sendable {
        case linear
        case bezier(UnitBezier)
        case easing(Easing)
        case steps(Int, StepPosition)
    }

    @usableFromInline
    let storage: Storage

    @usableFromInline
    init(_ storage: Storage) { self.storage = storage }

    /// Progress equals the fraction of the duration.
    public static let linear = UnitCurve(.linear)
    /// Starts slowly: the Bézier curve (0.42, 0, 1, 1), CSS `ease-in`.
    public static let easeIn = UnitCurve(.bezier(UnitBezier(0.42, 0, 1, 1)))
    /// Ends slowly: the Bézier curve (0, 0, 0.58, 1), CSS `ease-out`.
    public static let easeOut = UnitCurve(.bezier(UnitBezier(0, 0, 0.58, 1)))
    /// Starts and ends slowly: the Bézier curve (0.42, 0, 0.58, 1), CSS `ease-in-out`.
    public static let easeInOut = UnitCurve(.bezier(UnitBezier(0.42, 0, 0.58, 1)))
    /// A quarter circle starting slowly: 1 - √(1 - x²).
    public static let circularEaseIn = UnitCurve(.easing(Easing(.circ, .in)))
    /// A quarter circle ending slowly: √(1 - (1 - x)²).
    public static let circularEaseOut = UnitCurve(.easing(Easing(.circ, .out)))
    /// Two quarter circles, slow at both ends.
    public static let circularEaseInOut = UnitCurve(.easing(Easing(.circ, .inOut)))

    /// The cubic Bézier curve from (0, 0) to (1, 1) with the given control points. Never fails: see
    /// `UnitBezier.init(_:_:_:_:)` for what happens to x coordinates outside 0...1.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(.bezier(UnitBezier(Double(startControlPoint.x), Double(startControlPoint.y),
                                     Double(endControlPoint.x), Double(endControlPoint.y))))
    }

    /// A cubic Bézier curve already built (and possibly validated).
    public static func bezier(_ bezier: UnitBezier) -> UnitCurve { UnitCurve(.bezier(bezier)) }

    /// An easings.net easing.
    public static func easing(_ easing: Easing) -> UnitCurve { UnitCurve(.easing(easing)) }

    /// CSS `steps(count, jump)`. Never fails: a count below the position's minimum (1, or 2 for
    /// `jumpNone`) is raised to it. Use `steps(validating:jump:)` to reject it instead.
    public static func steps(_ count: Int, jump: StepPosition = .jumpEnd) -> UnitCurve {
        UnitCurve(.steps(max(count, jump.minimumCount), jump))
    }

    /// CSS `steps(count, jump)`, or an error when `count` is below the position's minimum.
    public static func steps(validating count: Int, jump: StepPosition = .jumpEnd) throws(AnimationError) -> UnitCurve {
        guard count >= jump.minimumCount else {
            throw AnimationError(parameter: "count", message: "must be at least \(jump.minimumCount) for \(jump.cssName), got \(count)")
        }
        return UnitCurve(.steps(count, jump))
    }

    /// The progress at `progress` (the fraction of the duration, clamped to 0...1).
    @inlinable
    public func value(at progress: Double) -> Double {
        switch storage {
        case .linear: return min(max(progress, 0), 1)
        case .bezier(let b): return b.value(at: progress)
        case .easing(let e): return e.value(at: progress)
        case .steps(let n, let jump): return jump.value(at: progress, count: n)
        }
    }

    /// `value(at:)` and `velocity(at:)` together, solving a Bézier curve once for both.
    @inlinable
    public func valueAndVelocity(at progress: Double) -> (value: Double, velocity: Double) {
        switch storage {
        case .linear: return (min(max(progress, 0), 1), 1)
        case .bezier(let b):
            if !(progress > 0) { return (0, b.velocity(at: 0)) }
            if progress >= 1 { return (1, b.velocity(at: 1)) }
            let s = b.solve(x: progress)
            return (b.sampleY(s), b.slope(atParameter: s))
        case .easing(let e): return e.valueAndVelocity(at: progress)
        case .steps(let n, let jump): return (jump.value(at: progress, count: n), 0)
        }
    }

    /// The rate of change of the progress with respect to the fraction of the duration at
    /// `progress` (clamped to 0...1). Steps have rate 0 between their jumps.
    @inlinable
    public func velocity(at progress: Double) -> Double {
        switch storage {
        case .linear: return 1
        case .bezier(let b): return b.velocity(at: progress)
        case .easing(let e): return e.velocity(at: progress)
        case .steps: return 0
        }
    }
}
