// The easings.net family as named animations, beyond SwiftUI: `.easeOutBack`,
// `.easeInOutElastic(duration: 1)` and so on. The formulas are easings.net's (see `Easing`).

extension Animation {
    /// easings.net's `easeInSine` (a quarter sine wave) over 0.35 s.
    public static var easeInSine: Animation { easing(Easing(.sine, .in)) }
    /// easings.net's `easeInSine` (a quarter sine wave) over `duration` seconds.
    public static func easeInSine(duration: Double) -> Animation { easing(Easing(.sine, .in), duration: duration) }
    /// easings.net's `easeOutSine` (a quarter sine wave) over 0.35 s.
    public static var easeOutSine: Animation { easing(Easing(.sine, .out)) }
    /// easings.net's `easeOutSine` (a quarter sine wave) over `duration` seconds.
    public static func easeOutSine(duration: Double) -> Animation { easing(Easing(.sine, .out), duration: duration) }
    /// easings.net's `easeInOutSine` (a quarter sine wave) over 0.35 s.
    public static var easeInOutSine: Animation { easing(Easing(.sine, .inOut)) }
    /// easings.net's `easeInOutSine` (a quarter sine wave) over `duration` seconds.
    public static func easeInOutSine(duration: Double) -> Animation { easing(Easing(.sine, .inOut), duration: duration) }
    /// easings.net's `easeInQuad` (power 2) over 0.35 s.
    public static var easeInQuad: Animation { easing(Easing(.quad, .in)) }
    /// easings.net's `easeInQuad` (power 2) over `duration` seconds.
    public static func easeInQuad(duration: Double) -> Animation { easing(Easing(.quad, .in), duration: duration) }
    /// easings.net's `easeOutQuad` (power 2) over 0.35 s.
    public static var easeOutQuad: Animation { easing(Easing(.quad, .out)) }
    /// easings.net's `easeOutQuad` (power 2) over `duration` seconds.
    public static func easeOutQuad(duration: Double) -> Animation { easing(Easing(.quad, .out), duration: duration) }
    /// easings.net's `easeInOutQuad` (power 2) over 0.35 s.
    public static var easeInOutQuad: Animation { easing(Easing(.quad, .inOut)) }
    /// easings.net's `easeInOutQuad` (power 2) over `duration` seconds.
    public static func easeInOutQuad(duration: Double) -> Animation { easing(Easing(.quad, .inOut), duration: duration) }
    /// easings.net's `easeInCubic` (power 3) over 0.35 s.
    public static var easeInCubic: Animation { easing(Easing(.cubic, .in)) }
    /// easings.net's `easeInCubic` (power 3) over `duration` seconds.
    public static func easeInCubic(duration: Double) -> Animation { easing(Easing(.cubic, .in), duration: duration) }
    /// easings.net's `easeOutCubic` (power 3) over 0.35 s.
    public static var easeOutCubic: Animation { easing(Easing(.cubic, .out)) }
    /// easings.net's `easeOutCubic` (power 3) over `duration` seconds.
    public static func easeOutCubic(duration: Double) -> Animation { easing(Easing(.cubic, .out), duration: duration) }
    /// easings.net's `easeInOutCubic` (power 3) over 0.35 s.
    public static var easeInOutCubic: Animation { easing(Easing(.cubic, .inOut)) }
    /// easings.net's `easeInOutCubic` (power 3) over `duration` seconds.
    public static func easeInOutCubic(duration: Double) -> Animation { easing(Easing(.cubic, .inOut), duration: duration) }
    /// easings.net's `easeInQuart` (power 4) over 0.35 s.
    public static var easeInQuart: Animation { easing(Easing(.quart, .in)) }
    /// easings.net's `easeInQuart` (power 4) over `duration` seconds.
    public static func easeInQuart(duration: Double) -> Animation { easing(Easing(.quart, .in), duration: duration) }
    /// easings.net's `easeOutQuart` (power 4) over 0.35 s.
    public static var easeOutQuart: Animation { easing(Easing(.quart, .out)) }
    /// easings.net's `easeOutQuart` (power 4) over `duration` seconds.
    public static func easeOutQuart(duration: Double) -> Animation { easing(Easing(.quart, .out), duration: duration) }
    /// easings.net's `easeInOutQuart` (power 4) over 0.35 s.
    public static var easeInOutQuart: Animation { easing(Easing(.quart, .inOut)) }
    /// easings.net's `easeInOutQuart` (power 4) over `duration` seconds.
    public static func easeInOutQuart(duration: Double) -> Animation { easing(Easing(.quart, .inOut), duration: duration) }
    /// easings.net's `easeInQuint` (power 5) over 0.35 s.
    public static var easeInQuint: Animation { easing(Easing(.quint, .in)) }
    /// easings.net's `easeInQuint` (power 5) over `duration` seconds.
    public static func easeInQuint(duration: Double) -> Animation { easing(Easing(.quint, .in), duration: duration) }
    /// easings.net's `easeOutQuint` (power 5) over 0.35 s.
    public static var easeOutQuint: Animation { easing(Easing(.quint, .out)) }
    /// easings.net's `easeOutQuint` (power 5) over `duration` seconds.
    public static func easeOutQuint(duration: Double) -> Animation { easing(Easing(.quint, .out), duration: duration) }
    /// easings.net's `easeInOutQuint` (power 5) over 0.35 s.
    public static var easeInOutQuint: Animation { easing(Easing(.quint, .inOut)) }
    /// easings.net's `easeInOutQuint` (power 5) over `duration` seconds.
    public static func easeInOutQuint(duration: Double) -> Animation { easing(Easing(.quint, .inOut), duration: duration) }
    /// easings.net's `easeInExpo` (an exponential) over 0.35 s.
    public static var easeInExpo: Animation { easing(Easing(.expo, .in)) }
    /// easings.net's `easeInExpo` (an exponential) over `duration` seconds.
    public static func easeInExpo(duration: Double) -> Animation { easing(Easing(.expo, .in), duration: duration) }
    /// easings.net's `easeOutExpo` (an exponential) over 0.35 s.
    public static var easeOutExpo: Animation { easing(Easing(.expo, .out)) }
    /// easings.net's `easeOutExpo` (an exponential) over `duration` seconds.
    public static func easeOutExpo(duration: Double) -> Animation { easing(Easing(.expo, .out), duration: duration) }
    /// easings.net's `easeInOutExpo` (an exponential) over 0.35 s.
    public static var easeInOutExpo: Animation { easing(Easing(.expo, .inOut)) }
    /// easings.net's `easeInOutExpo` (an exponential) over `duration` seconds.
    public static func easeInOutExpo(duration: Double) -> Animation { easing(Easing(.expo, .inOut), duration: duration) }
    /// easings.net's `easeInCirc` (a quarter circle) over 0.35 s.
    public static var easeInCirc: Animation { easing(Easing(.circ, .in)) }
    /// easings.net's `easeInCirc` (a quarter circle) over `duration` seconds.
    public static func easeInCirc(duration: Double) -> Animation { easing(Easing(.circ, .in), duration: duration) }
    /// easings.net's `easeOutCirc` (a quarter circle) over 0.35 s.
    public static var easeOutCirc: Animation { easing(Easing(.circ, .out)) }
    /// easings.net's `easeOutCirc` (a quarter circle) over `duration` seconds.
    public static func easeOutCirc(duration: Double) -> Animation { easing(Easing(.circ, .out), duration: duration) }
    /// easings.net's `easeInOutCirc` (a quarter circle) over 0.35 s.
    public static var easeInOutCirc: Animation { easing(Easing(.circ, .inOut)) }
    /// easings.net's `easeInOutCirc` (a quarter circle) over `duration` seconds.
    public static func easeInOutCirc(duration: Double) -> Animation { easing(Easing(.circ, .inOut), duration: duration) }
    /// easings.net's `easeInBack` (a pull-back or overshoot) over 0.35 s.
    public static var easeInBack: Animation { easing(Easing(.back, .in)) }
    /// easings.net's `easeInBack` (a pull-back or overshoot) over `duration` seconds.
    public static func easeInBack(duration: Double) -> Animation { easing(Easing(.back, .in), duration: duration) }
    /// easings.net's `easeOutBack` (a pull-back or overshoot) over 0.35 s.
    public static var easeOutBack: Animation { easing(Easing(.back, .out)) }
    /// easings.net's `easeOutBack` (a pull-back or overshoot) over `duration` seconds.
    public static func easeOutBack(duration: Double) -> Animation { easing(Easing(.back, .out), duration: duration) }
    /// easings.net's `easeInOutBack` (a pull-back or overshoot) over 0.35 s.
    public static var easeInOutBack: Animation { easing(Easing(.back, .inOut)) }
    /// easings.net's `easeInOutBack` (a pull-back or overshoot) over `duration` seconds.
    public static func easeInOutBack(duration: Double) -> Animation { easing(Easing(.back, .inOut), duration: duration) }
    /// easings.net's `easeInElastic` (a decaying oscillation) over 0.35 s.
    public static var easeInElastic: Animation { easing(Easing(.elastic, .in)) }
    /// easings.net's `easeInElastic` (a decaying oscillation) over `duration` seconds.
    public static func easeInElastic(duration: Double) -> Animation { easing(Easing(.elastic, .in), duration: duration) }
    /// easings.net's `easeOutElastic` (a decaying oscillation) over 0.35 s.
    public static var easeOutElastic: Animation { easing(Easing(.elastic, .out)) }
    /// easings.net's `easeOutElastic` (a decaying oscillation) over `duration` seconds.
    public static func easeOutElastic(duration: Double) -> Animation { easing(Easing(.elastic, .out), duration: duration) }
    /// easings.net's `easeInOutElastic` (a decaying oscillation) over 0.35 s.
    public static var easeInOutElastic: Animation { easing(Easing(.elastic, .inOut)) }
    /// easings.net's `easeInOutElastic` (a decaying oscillation) over `duration` seconds.
    public static func easeInOutElastic(duration: Double) -> Animation { easing(Easing(.elastic, .inOut), duration: duration) }
    /// easings.net's `easeInBounce` (bounces) over 0.35 s.
    public static var easeInBounce: Animation { easing(Easing(.bounce, .in)) }
    /// easings.net's `easeInBounce` (bounces) over `duration` seconds.
    public static func easeInBounce(duration: Double) -> Animation { easing(Easing(.bounce, .in), duration: duration) }
    /// easings.net's `easeOutBounce` (bounces) over 0.35 s.
    public static var easeOutBounce: Animation { easing(Easing(.bounce, .out)) }
    /// easings.net's `easeOutBounce` (bounces) over `duration` seconds.
    public static func easeOutBounce(duration: Double) -> Animation { easing(Easing(.bounce, .out), duration: duration) }
    /// easings.net's `easeInOutBounce` (bounces) over 0.35 s.
    public static var easeInOutBounce: Animation { easing(Easing(.bounce, .inOut)) }
    /// easings.net's `easeInOutBounce` (bounces) over `duration` seconds.
    public static func easeInOutBounce(duration: Double) -> Animation { easing(Easing(.bounce, .inOut), duration: duration) }
}
