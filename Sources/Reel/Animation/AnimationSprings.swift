import Foundation

extension Animation {
    /// A spring animation that retargets smoothly: a new `spring` arriving while this one runs takes
    /// over from the current value with the current velocity. `blendDuration` is kept for SwiftUI
    /// source compatibility; Reel's closed-form springs keep their parameters constant, so it does
    /// not change the motion.
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        Animation(base: .spring(spring, blendDuration: blendDuration, initialVelocity: 0, merges: true),
                  syntax: "spring(Spring(response: \(AnimationError.format(spring.response)), dampingRatio: \(AnimationError.format(spring.dampingRatio))))")
    }

    /// The default spring: response 0.5 s, damping fraction 0.825.
    public static let spring = spring(response: 0.5, dampingFraction: 0.825)

    /// A spring with SwiftUI's classic parameters: stiffness (2π / `response`)², damping
    /// 4π·`dampingFraction` / `response`, mass 1. Never fails: a negative or non-finite parameter
    /// makes the change instant (see `Spring`).
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        let f = AnimationError.format
        return Animation(base: .spring(Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration,
                                       initialVelocity: 0, merges: true),
                         syntax: "spring(response: \(f(response)), dampingFraction: \(f(dampingFraction))\(blendSuffix(blendDuration)))")
    }

    /// A spring with SwiftUI's perceptual parameters: response = `duration`, damping ratio
    /// 1 - `bounce` (or 1 / (1 + `bounce`) for a negative bounce).
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        let f = AnimationError.format
        return Animation(base: .spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration,
                                       initialVelocity: 0, merges: true),
                         syntax: "spring(duration: \(f(duration)), bounce: \(f(bounce))\(blendSuffix(blendDuration)))")
    }

    /// The spring `Animation.default` is: response 0.5 s, damping fraction 0.825.
    public static let `default` = spring

    /// A quick, well-damped spring for interactive changes: response 0.15, damping 0.86, blend 0.25.
    public static let interactiveSpring = interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)

    /// SwiftUI's `interactiveSpring(response:dampingFraction:blendDuration:)`.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: Double = 0.25) -> Animation {
        let f = AnimationError.format
        return Animation(base: .spring(Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration,
                                       initialVelocity: 0, merges: true),
                         syntax: "interactiveSpring(response: \(f(response)), dampingFraction: \(f(dampingFraction)), blendDuration: \(f(blendDuration)))")
    }

    /// SwiftUI's `interactiveSpring(duration:extraBounce:blendDuration:)`: duration 0.15, bounce
    /// `extraBounce`.
    @_disfavoredOverload
    public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25) -> Animation {
        perceptual("interactiveSpring", duration: duration, bounce: extraBounce, extraBounce: extraBounce, blendDuration: blendDuration)
    }

    /// A smooth spring with no bounce, duration 0.5.
    public static let smooth = smooth(duration: 0.5, extraBounce: 0)
    /// A smooth spring: bounce 0 plus `extraBounce`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        perceptual("smooth", duration: duration, bounce: 0 + extraBounce, extraBounce: extraBounce, blendDuration: 0)
    }

    /// A snappy spring with a little bounce (0.15), duration 0.5.
    public static let snappy = snappy(duration: 0.5, extraBounce: 0)
    /// A snappy spring: bounce 0.15 plus `extraBounce`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        perceptual("snappy", duration: duration, bounce: 0.15 + extraBounce, extraBounce: extraBounce, blendDuration: 0)
    }

    /// A bouncy spring (bounce 0.3), duration 0.5.
    public static let bouncy = bouncy(duration: 0.5, extraBounce: 0)
    /// A bouncy spring: bounce 0.3 plus `extraBounce`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        perceptual("bouncy", duration: duration, bounce: 0.3 + extraBounce, extraBounce: extraBounce, blendDuration: 0)
    }

    /// An interpolating spring from physical constants, SwiftUI's
    /// `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`. Unlike `spring`, overlapping
    /// interpolating springs add their effects instead of retargeting. `initialVelocity` is in
    /// distances per second (1 means the whole change per second). Overdamping is allowed.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0) -> Animation {
        let f = AnimationError.format
        var syntax = "interpolatingSpring("
        if mass != 1 { syntax += "mass: \(f(mass)), " }
        syntax += "stiffness: \(f(stiffness)), damping: \(f(damping))"
        if initialVelocity != 0 { syntax += ", initialVelocity: \(f(initialVelocity))" }
        return interpolating(Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
                             initialVelocity: initialVelocity, syntax: syntax + ")")
    }

    /// The default interpolating spring: duration 0.5, bounce 0.
    public static let interpolatingSpring = interpolatingSpring(duration: 0.5, bounce: 0)

    /// An interpolating spring from perceptual parameters (see `spring(duration:bounce:)`).
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        let f = AnimationError.format
        let velocity = initialVelocity != 0 ? ", initialVelocity: \(f(initialVelocity))" : ""
        return interpolating(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity,
                             syntax: "interpolatingSpring(duration: \(f(duration)), bounce: \(f(bounce))\(velocity))")
    }

    /// An interpolating spring from a `Spring`.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        let f = AnimationError.format
        return interpolating(spring, initialVelocity: initialVelocity,
                             syntax: "interpolatingSpring(Spring(response: \(f(spring.response)), dampingRatio: \(f(spring.dampingRatio))))")
    }

    static func interpolating(_ spring: Spring, initialVelocity: Double, syntax: String) -> Animation {
        Animation(base: .spring(spring, blendDuration: 0, initialVelocity: initialVelocity.isFinite ? initialVelocity : 0,
                                merges: false),
                  syntax: syntax)
    }

    /// A merging spring written with SwiftUI's perceptual presets.
    static func perceptual(_ name: String, duration: Double, bounce: Double, extraBounce: Double,
                           blendDuration: Double) -> Animation {
        let f = AnimationError.format
        var args: [String] = []
        if name == "interactiveSpring" ? duration != 0.15 : duration != 0.5 { args.append("duration: \(f(duration))") }
        if extraBounce != 0 { args.append("extraBounce: \(f(extraBounce))") }
        if name == "interactiveSpring", blendDuration != 0.25 { args.append("blendDuration: \(f(blendDuration))") }
        return Animation(base: .spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration,
                                       initialVelocity: 0, merges: true),
                         syntax: args.isEmpty ? name : "\(name)(\(args.joined(separator: ", ")))")
    }

    static func blendSuffix(_ blendDuration: Double) -> String {
        blendDuration == 0 ? "" : ", blendDuration: \(AnimationError.format(blendDuration))"
    }
}
