import Foundation

/// A symbol whose layers light up in turn, as SwiftUI's `VariableColorSymbolEffect`
/// (`.variableColor`, `.iterative`, `.cumulative`, `.reversing`, `.nonReversing`,
/// `.hideInactiveLayers`, `.dimInactiveLayers`). Reel draws a symbol as one glyph, so the glyph
/// dims and brightens as a whole: Reel's keyframes dim it to 0.35 over 0.4 s and back over 0.4 s
/// (reversing: to 0.35, back, and to 0.35 and back once more at half the depth, 1.2 s in all).
public struct VariableColorSymbolEffect: SymbolEffect, Hashable, Sendable {
    var isReversing = false
    var hidesInactive = false
    /// One layer at a time.
    public var iterative: VariableColorSymbolEffect { self }
    /// Layers stay lit as the next one lights.
    public var cumulative: VariableColorSymbolEffect { self }
    /// Playing forwards, then backwards.
    public var reversing: VariableColorSymbolEffect { var e = self; e.isReversing = true; return e }
    /// Playing forwards only.
    public var nonReversing: VariableColorSymbolEffect { var e = self; e.isReversing = false; return e }
    /// Unlit layers hidden (the glyph fades further: to 0.1).
    public var hideInactiveLayers: VariableColorSymbolEffect { var e = self; e.hidesInactive = true; return e }
    /// Unlit layers dimmed (the default).
    public var dimInactiveLayers: VariableColorSymbolEffect { var e = self; e.hidesInactive = false; return e }

    /// The keyframes of one play.
    public var motion: SymbolEffectMotion {
        let low = hidesInactive ? 0.1 : 0.35
        var keys = [SymbolEffectKeyframe(low, 0.4), SymbolEffectKeyframe(1, 0.4)]
        if isReversing { keys += [SymbolEffectKeyframe((1 + low) / 2, 0.2), SymbolEffectKeyframe(1, 0.2)] }
        return SymbolEffectMotion(opacity: keys)
    }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Variable colour.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
