import Foundation

/// How a symbol effect plays, as SwiftUI's `SymbolEffectOptions`: how many times, and how fast.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// The speed multiplier (2 plays in half the time).
    public var speed: Double = 1
    /// How many times a discrete play repeats; nil: once (or, for an indefinite effect, forever).
    public var repeatCount: Int? = nil
    /// Whether an indefinite effect repeats while active.
    public var repeats: Bool = true

    /// Once per trigger; forever while active.
    public static let `default` = SymbolEffectOptions()
    /// Repeating while active.
    public static let repeating = SymbolEffectOptions()
    /// Playing once.
    public static let nonRepeating = SymbolEffectOptions(repeats: false)

    /// Plays `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }
    /// Plays at `speed`.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }
    /// These options, playing `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { var o = self; o.repeatCount = max(1, count); return o }
    /// These options, at `speed`.
    public func speed(_ speed: Double) -> SymbolEffectOptions { var o = self; o.speed = speed; return o }
}
