import Foundation

extension Animation {
    /// The same animation starting `delay` seconds after the change; until then the value holds its
    /// start. A negative delay starts partway through, as in Web Animations. Never fails: a delay
    /// that is not finite is ignored.
    public func delay(_ delay: Double) -> Animation {
        Animation(self, adding: .delay(delay.isFinite ? delay : 0),
                  syntax: "\(syntax).delay(\(AnimationError.format(delay)))")
    }

    /// The same animation running `speed` times as fast: every duration, the delays inside included,
    /// is divided by `speed` (0.25 makes a 1 s animation last 4 s). Never fails: a speed that is not
    /// finite and positive is ignored.
    public func speed(_ speed: Double) -> Animation {
        Animation(self, adding: .speed(speed.isFinite && speed > 0 ? speed : 1),
                  syntax: "\(syntax).speed(\(AnimationError.format(speed)))")
    }

    /// The same animation played `repeatCount` times in all. With `autoreverses` (the default) every
    /// other iteration runs backwards (Web Animations' "alternate" direction); without it each
    /// iteration jumps back to the start. After the last iteration the value holds where that
    /// iteration ended (Web Animations' fill forwards), which is the start for an even count that
    /// autoreverses. A spring's iteration lasts its settling duration. Never fails: a count below 1
    /// is taken as 1.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        let reverse = autoreverses ? "" : ", autoreverses: false"
        return Animation(self, adding: .repeating(count: max(repeatCount, 1), autoreverses: autoreverses, iteration: duration),
                         syntax: "\(syntax).repeatCount(\(repeatCount)\(reverse))")
    }

    /// The same animation repeated forever, autoreversing by default; see `repeatCount`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(self, adding: .repeating(count: nil, autoreverses: autoreverses, iteration: duration),
                  syntax: "\(syntax).repeatForever(\(autoreverses ? "" : "autoreverses: false"))")
    }
}
