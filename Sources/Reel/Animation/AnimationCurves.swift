import Foundation

extension Animation {
    /// The duration of every timing-curve animation when none is given, as in SwiftUI: 0.35 s.
    public static let defaultCurveDuration: Double = 0.35

    /// An animation along `curve` lasting `duration` seconds. Never fails: a negative or non-finite
    /// duration is taken as 0, which makes the change happen at once.
    public static func timingCurve(_ curve: UnitCurve, duration: Double) -> Animation {
        Animation(base: .curve(curve, duration: duration.isFinite && duration > 0 ? duration : 0),
                  syntax: "timingCurve(\(curveSyntax(curve)), duration: \(AnimationError.format(duration)))")
    }

    /// An animation along the cubic Bézier curve with control points (`c0x`, `c0y`) and (`c1x`,
    /// `c1y`), as SwiftUI's `timingCurve`. The y coordinates may leave 0...1 (overshoot). Never
    /// fails: x coordinates outside 0...1 are clamped into it (see `UnitBezier`); parsers use
    /// `UnitBezier(validating:_:_:_:)` to reject them.
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
                                   duration: Double = defaultCurveDuration) -> Animation {
        let f = AnimationError.format
        return named(.bezier(UnitBezier(c0x, c0y, c1x, c1y)), duration: duration,
                     syntax: "timingCurve(\(f(c0x)), \(f(c0y)), \(f(c1x)), \(f(c1y))\(durationSuffix(duration, leading: ", ")))")
    }

    /// Progress proportional to time, over 0.35 s.
    public static let linear = linear(duration: defaultCurveDuration)
    /// Progress proportional to time, over `duration` seconds.
    public static func linear(duration: Double) -> Animation { named(.linear, "linear", duration) }

    /// Starts slowly (Bézier 0.42, 0, 1, 1), over 0.35 s.
    public static let easeIn = easeIn(duration: defaultCurveDuration)
    /// Starts slowly (Bézier 0.42, 0, 1, 1), over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { named(.easeIn, "easeIn", duration) }

    /// Ends slowly (Bézier 0, 0, 0.58, 1), over 0.35 s.
    public static let easeOut = easeOut(duration: defaultCurveDuration)
    /// Ends slowly (Bézier 0, 0, 0.58, 1), over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { named(.easeOut, "easeOut", duration) }

    /// Starts and ends slowly (Bézier 0.42, 0, 0.58, 1), over 0.35 s.
    public static let easeInOut = easeInOut(duration: defaultCurveDuration)
    /// Starts and ends slowly (Bézier 0.42, 0, 0.58, 1), over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { named(.easeInOut, "easeInOut", duration) }

    /// An easings.net easing over `duration` seconds (beyond SwiftUI; see `Easing`).
    public static func easing(_ easing: Easing, duration: Double = defaultCurveDuration) -> Animation {
        named(.easing(easing), easing.description, duration)
    }

    /// CSS `steps(count, jump)` over `duration` seconds (beyond SwiftUI; see `StepPosition`). Never
    /// fails: a count below the position's minimum is raised to it.
    public static func steps(_ count: Int, jump: StepPosition = .jumpEnd, duration: Double = defaultCurveDuration) -> Animation {
        let jumpText = jump == .jumpEnd ? "" : ", jump: .\(jump.rawValue)"
        return named(.steps(count, jump: jump), duration: duration,
                     syntax: "steps(\(count)\(jumpText)\(durationSuffix(duration, leading: ", ")))")
    }

    /// A curve animation written `name` or `name(duration: d)`.
    static func named(_ curve: UnitCurve, _ name: String, _ duration: Double) -> Animation {
        let args = durationSuffix(duration, leading: "")
        return named(curve, duration: duration, syntax: args.isEmpty ? name : "\(name)(\(args))")
    }

    /// A curve animation with the given syntax; invalid durations become 0.
    static func named(_ curve: UnitCurve, duration: Double, syntax: String) -> Animation {
        Animation(base: .curve(curve, duration: duration.isFinite && duration > 0 ? duration : 0), syntax: syntax)
    }

    /// "duration: d" unless `d` is the default duration.
    static func durationSuffix(_ duration: Double, leading: String) -> String {
        duration == defaultCurveDuration ? "" : "\(leading)duration: \(AnimationError.format(duration))"
    }

    /// A unit curve written as Swift.
    static func curveSyntax(_ curve: UnitCurve) -> String {
        switch curve.storage {
        case .linear: return ".linear"
        case .bezier(let b):
            if curve == .easeIn { return ".easeIn" }
            if curve == .easeOut { return ".easeOut" }
            if curve == .easeInOut { return ".easeInOut" }
            let f = AnimationError.format
            return ".bezier(startControlPoint: UnitPoint(x: \(f(b.c0.x)), y: \(f(b.c0.y))), endControlPoint: UnitPoint(x: \(f(b.c1.x)), y: \(f(b.c1.y))))"
        case .easing(let e): return ".easing(Easing(.\(e.family.rawValue), .\(e.direction.rawValue)))"
        case .steps(let n, let jump): return ".steps(\(n), jump: .\(jump.rawValue))"
        }
    }
}
