import Foundation

/// A symbol that squashes and springs back, as SwiftUI's `BounceSymbolEffect` (`.bounce`,
/// `.bounce.up`, `.bounce.down`). Reel's keyframes: up scales to 0.85 over 0.12 s, overshoots to
/// 1.15 by 0.3 s and settles at 1 by 0.6 s; down presses to 0.8 and returns, 0.5 s in all.
public struct BounceSymbolEffect: SymbolEffect, Hashable, Sendable {
    var isDown = false
    /// Bouncing upwards (the default).
    public var up: BounceSymbolEffect { var e = self; e.isDown = false; return e }
    /// Bouncing downwards.
    public var down: BounceSymbolEffect { var e = self; e.isDown = true; return e }
    /// Layer by layer (the glyph has one layer here).
    public var byLayer: BounceSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: BounceSymbolEffect { self }

    /// The keyframes of one bounce.
    public var motion: SymbolEffectMotion {
        isDown ? SymbolEffectMotion(scale: [SymbolEffectKeyframe(0.8, 0.15), SymbolEffectKeyframe(1, 0.35)])
               : SymbolEffectMotion(scale: [SymbolEffectKeyframe(0.85, 0.12), SymbolEffectKeyframe(1.15, 0.18), SymbolEffectKeyframe(1, 0.3)])
    }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
