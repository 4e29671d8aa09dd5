import Reel

/// The animation constructors and modifiers a scene can write, as tables from names and argument
/// labels to the `Reel` API: SwiftUI's names and defaults, the easings.net family and CSS steps.
///
/// Every constructor validates its values through the engine's validating initialisers and
/// `AnimationError`'s checks, so an out-of-range value becomes an error naming the argument.
public enum AnimationLibrary {
    /// Static constructors: `spring(duration:bounce:)`, `.easeIn`, `timingCurve(_:_:_:_:duration:)`, ...
    public static let constructors: CallTable<Void, Animation> = {
        var table = CallTable<Void, Animation>()
        let duration035 = ScriptParameter.labeled("duration", .double, default: .number(Animation.defaultCurveDuration))

        // Timing curves.
        let curves: [(String, @Sendable (Double) -> Animation, Animation)] = [
            ("linear", { Animation.linear(duration: $0) }, .linear),
            ("easeIn", { Animation.easeIn(duration: $0) }, .easeIn),
            ("easeOut", { Animation.easeOut(duration: $0) }, .easeOut),
            ("easeInOut", { Animation.easeInOut(duration: $0) }, .easeInOut),
        ]
        for (name, make, plain) in curves {
            table.addProperty(name) { _ in plain }
            table.add(CallSignature(name, [.labeled("duration", .double)]) { _, args throws(AnimationError) in
                make(try requireDuration(args))
            })
        }
        table.add(CallSignature("timingCurve", [.unlabeled("c0x", .double), .unlabeled("c0y", .double),
                                                .unlabeled("c1x", .double), .unlabeled("c1y", .double), duration035]) { _, args throws(AnimationError) in
            // x coordinates outside 0...1 are clamped into it, as SwiftUI's UnitCurve does.
            let duration = try requireDuration(args)
            return .timingCurve(args.double("c0x"), args.double("c0y"), args.double("c1x"), args.double("c1y"), duration: duration)
        })
        table.add(CallSignature("timingCurve", [.unlabeled("curve", .unitCurve), .labeled("duration", .double)]) { _, args throws(AnimationError) in
            .timingCurve(args.unitCurve("curve"), duration: try requireDuration(args))
        })
        for family in Easing.Family.allCases {
            for direction in Easing.Direction.allCases {
                let easing = Easing(family, direction)
                table.addProperty(easing.description) { _ in .easing(easing) }
                table.add(CallSignature(easing.description, [.labeled("duration", .double)]) { _, args throws(AnimationError) in
                    .easing(easing, duration: try requireDuration(args))
                })
            }
        }
        table.add(CallSignature("steps", [.unlabeled("count", .int), .labeled("jump", .stepPosition, default: .stepPosition(.jumpEnd)),
                                          duration035]) { _, args throws(AnimationError) in
            let jump = args.stepPosition("jump")
            _ = try UnitCurve.steps(validating: args.int("count"), jump: jump)
            return .steps(args.int("count"), jump: jump, duration: try requireDuration(args))
        })

        // Springs.
        table.addProperty("spring") { _ in .spring }
        table.addProperty("default") { _ in .default }
        table.add(CallSignature("spring", [.labeled("response", .double, default: .number(0.5)),
                                           .labeled("dampingFraction", .double, default: .number(0.825)),
                                           .labeled("blendDuration", .double, default: .number(0))]) { _, args throws(AnimationError) in
            _ = try Spring(validatingResponse: args.double("response"), dampingRatio: args.double("dampingFraction"))
            try AnimationError.requireAtLeast(0, args.double("blendDuration"), "blendDuration")
            return .spring(response: args.double("response"), dampingFraction: args.double("dampingFraction"),
                           blendDuration: args.double("blendDuration"))
        })
        table.add(CallSignature("spring", [.labeled("duration", .double, default: .number(0.5)),
                                           .labeled("bounce", .double, default: .number(0)),
                                           .labeled("blendDuration", .double, default: .number(0))]) { _, args throws(AnimationError) in
            _ = try Spring(validatingDuration: args.double("duration"), bounce: args.double("bounce"))
            try AnimationError.requireAtLeast(0, args.double("blendDuration"), "blendDuration")
            return .spring(duration: args.double("duration"), bounce: args.double("bounce"), blendDuration: args.double("blendDuration"))
        })
        table.addProperty("interactiveSpring") { _ in .interactiveSpring }
        table.add(CallSignature("interactiveSpring", [.labeled("response", .double, default: .number(0.15)),
                                                      .labeled("dampingFraction", .double, default: .number(0.86)),
                                                      .labeled("blendDuration", .double, default: .number(0.25))]) { _, args throws(AnimationError) in
            _ = try Spring(validatingResponse: args.double("response"), dampingRatio: args.double("dampingFraction"))
            try AnimationError.requireAtLeast(0, args.double("blendDuration"), "blendDuration")
            return .interactiveSpring(response: args.double("response"), dampingFraction: args.double("dampingFraction"),
                                      blendDuration: args.double("blendDuration"))
        })
        table.add(CallSignature("interactiveSpring", [.labeled("duration", .double, default: .number(0.15)),
                                                      .labeled("extraBounce", .double, default: .number(0)),
                                                      .labeled("blendDuration", .double, default: .number(0.25))]) { _, args throws(AnimationError) in
            try validatePreset(duration: args.double("duration"), bounce: 0, extraBounce: args.double("extraBounce"))
            try AnimationError.requireAtLeast(0, args.double("blendDuration"), "blendDuration")
            return .interactiveSpring(duration: args.double("duration"), extraBounce: args.double("extraBounce"),
                                      blendDuration: args.double("blendDuration"))
        })
        let presets: [(String, Double, Animation, @Sendable (Double, Double) -> Animation)] = [
            ("smooth", 0, .smooth, { Animation.smooth(duration: $0, extraBounce: $1) }),
            ("snappy", 0.15, .snappy, { Animation.snappy(duration: $0, extraBounce: $1) }),
            ("bouncy", 0.3, .bouncy, { Animation.bouncy(duration: $0, extraBounce: $1) }),
        ]
        for (name, bounce, plain, make) in presets {
            table.addProperty(name) { _ in plain }
            table.add(CallSignature(name, [.labeled("duration", .double, default: .number(0.5)),
                                           .labeled("extraBounce", .double, default: .number(0))]) { _, args throws(AnimationError) in
                try validatePreset(duration: args.double("duration"), bounce: bounce, extraBounce: args.double("extraBounce"))
                return make(args.double("duration"), args.double("extraBounce"))
            })
        }
        table.addProperty("interpolatingSpring") { _ in .interpolatingSpring }
        table.add(CallSignature("interpolatingSpring", [.labeled("mass", .double, default: .number(1)),
                                                        .labeled("stiffness", .double), .labeled("damping", .double),
                                                        .labeled("initialVelocity", .double, default: .number(0))]) { _, args throws(AnimationError) in
            _ = try Spring(validatingMass: args.double("mass"), stiffness: args.double("stiffness"), damping: args.double("damping"))
            return .interpolatingSpring(mass: args.double("mass"), stiffness: args.double("stiffness"),
                                        damping: args.double("damping"), initialVelocity: args.double("initialVelocity"))
        })
        table.add(CallSignature("interpolatingSpring", [.labeled("duration", .double, default: .number(0.5)),
                                                        .labeled("bounce", .double, default: .number(0)),
                                                        .labeled("initialVelocity", .double, default: .number(0))]) { _, args throws(AnimationError) in
            _ = try Spring(validatingDuration: args.double("duration"), bounce: args.double("bounce"))
            return .interpolatingSpring(duration: args.double("duration"), bounce: args.double("bounce"),
                                        initialVelocity: args.double("initialVelocity"))
        })
        return table
    }()

    /// Modifiers applied to an animation: `.delay(_:)`, `.speed(_:)`, `.repeatCount(_:autoreverses:)`,
    /// `.repeatForever(autoreverses:)`.
    public static let modifiers: CallTable<Animation, Animation> = {
        var table = CallTable<Animation, Animation>()
        table.add(CallSignature("delay", [.unlabeled("delay", .double)]) { animation, args throws(AnimationError) in
            animation.delay(args.double("delay"))
        })
        table.add(CallSignature("speed", [.unlabeled("speed", .double)]) { animation, args throws(AnimationError) in
            try AnimationError.requireAbove(0, args.double("speed"), "speed")
            return animation.speed(args.double("speed"))
        })
        table.add(CallSignature("repeatCount", [.unlabeled("repeatCount", .int),
                                                .labeled("autoreverses", .bool, default: .bool(true))]) { animation, args throws(AnimationError) in
            guard args.int("repeatCount") >= 1 else {
                throw AnimationError(parameter: "repeatCount", message: "must be at least 1, got \(args.int("repeatCount"))")
            }
            return animation.repeatCount(args.int("repeatCount"), autoreverses: args.bool("autoreverses"))
        })
        table.add(CallSignature("repeatForever", [.labeled("autoreverses", .bool, default: .bool(true))]) { animation, args throws(AnimationError) in
            animation.repeatForever(autoreverses: args.bool("autoreverses"))
        })
        return table
    }()

    /// The `duration` argument, which must be finite and not negative.
    static func requireDuration(_ args: ScriptArguments) throws(AnimationError) -> Double {
        let duration = args.double("duration")
        try AnimationError.requireAtLeast(0, duration, "duration")
        return duration
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
