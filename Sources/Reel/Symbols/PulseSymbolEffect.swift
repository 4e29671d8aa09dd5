import Foundation

/// A symbol that fades out and back, as SwiftUI's `PulseSymbolEffect` (`.pulse`). Reel's
/// keyframes: the opacity falls to 0.3 over 0.5 s and returns over 0.5 s.
public struct PulseSymbolEffect: SymbolEffect, Hashable, Sendable {
    /// Layer by layer (the glyph has one layer here).
    public var byLayer: PulseSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: PulseSymbolEffect { self }
    /// The keyframes of one pulse.
    public var motion: SymbolEffectMotion {
        SymbolEffectMotion(opacity: [SymbolEffectKeyframe(0.3, 0.5), SymbolEffectKeyframe(1, 0.5)])
    }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
