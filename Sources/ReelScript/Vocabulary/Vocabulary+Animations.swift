import Foundation
import Reel

extension Vocabulary {
    /// Animations as scene files and `reel curve` write them: SwiftUI's constructors, names and
    /// defaults (`spring(response:dampingFraction:blendDuration:)`, `.easeIn`, ...), the easings.net
    /// family, CSS steps, the modifiers `delay`, `speed`, `repeatCount` and `repeatForever`, and the
    /// timing curves and step positions they take.
    ///
    /// Every form validates its values through the engine's validating initialisers and
    /// `AnimationError`'s checks, so an out-of-range value is an error naming the argument, at the
    /// argument.
    mutating func registerAnimations() {
        // Timing curves.
        let curves: [(String, (Double) -> Animation, Animation)] = [
            ("linear", { Animation.linear(duration: $0) }, .linear),
            ("easeIn", { Animation.easeIn(duration: $0) }, .easeIn),
            ("easeOut", { Animation.easeOut(duration: $0) }, .easeOut),
            ("easeInOut", { Animation.easeInOut(duration: $0) }, .easeInOut),
        ]
        for (name, make, plain) in curves {
            constants("Animation", [name: plain])
            animation("\(name)(duration:)") { a throws(AnimationError) in make(try a.duration()) }
        }
        animation("timingCurve(_c0x _c0y _c1x _c1y duration:?)") { a throws(AnimationError) in
            // x coordinates outside 0...1 are clamped into it, as SwiftUI's UnitCurve does, with a
            // warning at the argument.
            let c0x = try a.double("c0x"), c0y = try a.double("c0y"), c1x = try a.double("c1x"), c1y = try a.double("c1y")
            for (name, x) in [("c0x", c0x), ("c1x", c1x)] where !(0...1).contains(x) {
                a.warn("\(name) \(AnimationError.format(x)) lies outside 0...1; it is clamped to \(AnimationError.format(min(max(x, 0), 1))), as SwiftUI clamps timing curves",
                       at: name)
            }
            return .timingCurve(c0x, c0y, c1x, c1y, duration: try a.duration())
        }
        animation("timingCurve(_curve duration:)") { a throws(AnimationError) in
            .timingCurve(try a.value("curve", as: UnitCurve.self), duration: try a.duration())
        }
        for family in Easing.Family.allCases {
            for direction in Easing.Direction.allCases {
                let easing = Easing(family, direction)
                constants("Animation", [easing.description: Animation.easing(easing)])
                animation("\(easing.description)(duration:)") { a throws(AnimationError) in .easing(easing, duration: try a.duration()) }
            }
        }
        animation("steps(_count jump:? duration:?)") { a throws(AnimationError) in
            let count = try a.int("count")
            let jump = try a.value("jump", as: StepPosition.self, default: .jumpEnd)
            _ = try UnitCurve.steps(validating: count, jump: jump)
            return .steps(count, jump: jump, duration: try a.duration())
        }

        // Springs.
        constants("Animation", ["spring": Animation.spring, "default": Animation.default, "interactiveSpring": Animation.interactiveSpring,
                                "interpolatingSpring": Animation.interpolatingSpring])
        animation("spring(response:? dampingFraction:? blendDuration:?)") { a throws(AnimationError) in
            let response = try a.double("response", default: 0.5), damping = try a.double("dampingFraction", default: 0.825)
            _ = try Spring(validatingResponse: response, dampingRatio: damping)
            let blend = try a.double("blendDuration", default: 0)
            try AnimationError.requireAtLeast(0, blend, "blendDuration")
            return .spring(response: response, dampingFraction: damping, blendDuration: blend)
        }
        animation("spring(duration:? bounce:? blendDuration:?)") { a throws(AnimationError) in
            let duration = try a.double("duration", default: 0.5), bounce = try a.double("bounce", default: 0)
            _ = try Spring(validatingDuration: duration, bounce: bounce)
            let blend = try a.double("blendDuration", default: 0)
            try AnimationError.requireAtLeast(0, blend, "blendDuration")
            return .spring(duration: duration, bounce: bounce, blendDuration: blend)
        }
        animation("interactiveSpring(response:? dampingFraction:? blendDuration:?)") { a throws(AnimationError) in
            let response = try a.double("response", default: 0.15), damping = try a.double("dampingFraction", default: 0.86)
            _ = try Spring(validatingResponse: response, dampingRatio: damping)
            let blend = try a.double("blendDuration", default: 0.25)
            try AnimationError.requireAtLeast(0, blend, "blendDuration")
            return .interactiveSpring(response: response, dampingFraction: damping, blendDuration: blend)
        }
        animation("interactiveSpring(duration:? extraBounce:? blendDuration:?)") { a throws(AnimationError) in
            let duration = try a.double("duration", default: 0.15), extraBounce = try a.double("extraBounce", default: 0)
            try Vocabulary.validatePreset(duration: duration, bounce: 0, extraBounce: extraBounce)
            let blend = try a.double("blendDuration", default: 0.25)
            try AnimationError.requireAtLeast(0, blend, "blendDuration")
            return .interactiveSpring(duration: duration, extraBounce: extraBounce, blendDuration: blend)
        }
        let presets: [(String, Double, Animation, (Double, Double) -> Animation)] = [
            ("smooth", 0, .smooth, { Animation.smooth(duration: $0, extraBounce: $1) }),
            ("snappy", 0.15, .snappy, { Animation.snappy(duration: $0, extraBounce: $1) }),
            ("bouncy", 0.3, .bouncy, { Animation.bouncy(duration: $0, extraBounce: $1) }),
        ]
        for (name, bounce, plain, make) in presets {
            constants("Animation", [name: plain])
            animation("\(name)(duration:? extraBounce:?)") { a throws(AnimationError) in
                let duration = try a.double("duration", default: 0.5), extraBounce = try a.double("extraBounce", default: 0)
                try Vocabulary.validatePreset(duration: duration, bounce: bounce, extraBounce: extraBounce)
                return make(duration, extraBounce)
            }
        }
        animation("interpolatingSpring(mass:? stiffness: damping: initialVelocity:?)") { a throws(AnimationError) in
            let mass = try a.double("mass", default: 1), stiffness = try a.double("stiffness"), damping = try a.double("damping")
            _ = try Spring(validatingMass: mass, stiffness: stiffness, damping: damping)
            return .interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: try a.double("initialVelocity", default: 0))
        }
        animation("interpolatingSpring(duration:? bounce:? initialVelocity:?)") { a throws(AnimationError) in
            let duration = try a.double("duration", default: 0.5), bounce = try a.double("bounce", default: 0)
            _ = try Spring(validatingDuration: duration, bounce: bounce)
            return .interpolatingSpring(duration: duration, bounce: bounce, initialVelocity: try a.double("initialVelocity", default: 0))
        }

        // Modifiers of an animation.
        animationModifier("delay(_delay)") { animation, a throws(AnimationError) in animation.delay(try a.double("delay")) }
        animationModifier("speed(_speed)") { animation, a throws(AnimationError) in
            let speed = try a.double("speed")
            try AnimationError.requireAbove(0, speed, "speed")
            return animation.speed(speed)
        }
        animationModifier("repeatCount(_repeatCount autoreverses:?)") { animation, a throws(AnimationError) in
            let count = try a.int("repeatCount")
            guard count >= 1 else { throw AnimationError(parameter: "repeatCount", message: "must be at least 1, got \(count)") }
            return animation.repeatCount(count, autoreverses: try a.bool("autoreverses", default: true))
        }
        animationModifier("repeatForever(autoreverses:?)") { animation, a throws(AnimationError) in
            animation.repeatForever(autoreverses: try a.bool("autoreverses", default: true))
        }

        // The curves and step positions animations take.
        constants("UnitCurve", ["linear": UnitCurve.linear, "easeIn": UnitCurve.easeIn, "easeOut": UnitCurve.easeOut,
                                "easeInOut": UnitCurve.easeInOut, "circularEaseIn": UnitCurve.circularEaseIn,
                                "circularEaseOut": UnitCurve.circularEaseOut, "circularEaseInOut": UnitCurve.circularEaseInOut])
        var positions: [String: Any] = ["start": StepPosition.jumpStart, "end": StepPosition.jumpEnd]
        for position in StepPosition.allCases { positions[position.rawValue] = position }
        constants("StepPosition", positions)
    }

    /// Adds an animation constructor: `.name(...)` where an `Animation` is expected.
    private mutating func animation(_ form: String, _ build: @escaping (AnimationArguments) throws(AnimationError) -> Animation) {
        let signature = Signature(form) { invocation in
            try AnimationArguments.run(&invocation) { arguments throws(AnimationError) in try build(arguments) }
        }
        type("Animation") { $0.staticMethods[signature.name, default: []].append(signature) }
    }

    /// Adds a modifier of an animation: `animation.name(...)`.
    private mutating func animationModifier(_ form: String, _ build: @escaping (Animation, AnimationArguments) throws(AnimationError) -> Animation) {
        method(form) { invocation in
            let receiver = try invocation.receiver(as: Animation.self)
            if receiver.modifierCount >= RenderLimits.animationModifiers {
                throw invocation.interpreter.error(.invalidValue, invocation.node,
                                                   "the animation already has \(receiver.modifierCount) modifiers (delay, speed, repeatCount, repeatForever), the limit")
            }
            return try AnimationArguments.run(&invocation) { arguments throws(AnimationError) in try build(receiver, arguments) }
        }
    }

    /// Checks a preset spring's duration and its bounce plus `extraBounce`, blaming `extraBounce`.
    static func validatePreset(duration: Double, bounce: Double, extraBounce: Double) throws(AnimationError) {
        do {
            _ = try Spring(validatingDuration: duration, bounce: bounce + extraBounce)
        } catch where error.parameter == "bounce" {
            throw AnimationError(parameter: "extraBounce",
                                 message: "gives a bounce of \(AnimationError.format(bounce + extraBounce)), which must be greater than -1 and at most 1")
        }
    }
}
