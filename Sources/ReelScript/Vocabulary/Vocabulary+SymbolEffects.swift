import Foundation
import Reel

extension Vocabulary {
    /// `symbolEffect(_:options:value:)` and `symbolEffect(_:options:isActive:)` with `.bounce`
    /// (`.up`, `.down`), `.pulse`, `.variableColor` (`.iterative`, `.cumulative`, `.reversing`,
    /// `.nonReversing`, `.hideInactiveLayers`, `.dimInactiveLayers`), `.byLayer`, `.wholeSymbol`,
    /// and `SymbolEffectOptions` (`.default`, `.repeating`, `.nonRepeating`, `.repeat(_:)`,
    /// `.speed(_:)`).
    mutating func registerSymbolEffects() {
        let effects: [String: Any] = ["bounce": BounceSymbolEffect.bounce, "pulse": PulseSymbolEffect.pulse,
                                      "variableColor": VariableColorSymbolEffect.variableColor]
        constants("any SymbolEffect", effects)
        type("SymbolEffect", memberSources: ["any SymbolEffect"])
        modifier("symbolEffect(_effect options:? value:)") { v, i in
            let effect = try i.get("effect", as: (any SymbolEffect).self)
            let trigger = ScriptEquatable(i.argument("value")!.value)
            return v.symbolEffect(effect, options: try i.get("options", default: SymbolEffectOptions.default), value: trigger)
        }
        modifier("symbolEffect(_effect options:? isActive:?)") { v, i in
            let effect = try i.get("effect", as: (any SymbolEffect).self)
            return v.symbolEffect(effect, options: try i.get("options", default: SymbolEffectOptions.default),
                                  isActive: try i.get("isActive", default: true))
        }
        // Read on a leading-dot effect too (`.variableColor.iterative`).
        func effectProperty<T, R>(_ name: String, of type: T.Type, _ get: @escaping (T) -> R) {
            properties[name, default: []].append(Property(get: { value, interpreter in
                var receiver = value.native(as: T.self)
                if receiver == nil, case .member = value { receiver = (try? interpreter.convert(value, to: (any SymbolEffect).self, at: .start)) as? T }
                guard let receiver else { return nil }
                return Value.wrap(get(receiver))
            }, set: nil))
        }
        effectProperty("up", of: BounceSymbolEffect.self) { $0.up }
        effectProperty("down", of: BounceSymbolEffect.self) { $0.down }
        effectProperty("byLayer", of: BounceSymbolEffect.self) { $0.byLayer }
        effectProperty("wholeSymbol", of: BounceSymbolEffect.self) { $0.wholeSymbol }
        effectProperty("byLayer", of: PulseSymbolEffect.self) { $0.byLayer }
        effectProperty("wholeSymbol", of: PulseSymbolEffect.self) { $0.wholeSymbol }
        effectProperty("iterative", of: VariableColorSymbolEffect.self) { $0.iterative }
        effectProperty("cumulative", of: VariableColorSymbolEffect.self) { $0.cumulative }
        effectProperty("reversing", of: VariableColorSymbolEffect.self) { $0.reversing }
        effectProperty("nonReversing", of: VariableColorSymbolEffect.self) { $0.nonReversing }
        effectProperty("hideInactiveLayers", of: VariableColorSymbolEffect.self) { $0.hideInactiveLayers }
        effectProperty("dimInactiveLayers", of: VariableColorSymbolEffect.self) { $0.dimInactiveLayers }

        constants("SymbolEffectOptions", ["default": SymbolEffectOptions.default, "repeating": SymbolEffectOptions.repeating,
                                          "nonRepeating": SymbolEffectOptions.nonRepeating])
        staticMethod("SymbolEffectOptions", "repeat(_count)") { SymbolEffectOptions.repeat(try $0.get("count", as: Int.self)) }
        staticMethod("SymbolEffectOptions", "speed(_speed)") { SymbolEffectOptions.speed(try $0.get("speed", as: Double.self)) }
        method("repeat(_count)") { i in .native(try i.receiver(as: SymbolEffectOptions.self).repeat(try i.get("count", as: Int.self))) }
        method("speed(_speed)") { i in .native(try i.receiver(as: SymbolEffectOptions.self).speed(try i.get("speed", as: Double.self))) }
    }
}
