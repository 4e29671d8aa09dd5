import Reel

/// The evaluated arguments of a call, by parameter name.
public struct ScriptArguments: Sendable {
    var values: [String: ScriptValue]

    /// The `Double` argument `name` (integers convert).
    public func double(_ name: String) -> Double {
        switch values[name] {
        case .number(let v): return v
        case .integer(let v): return Double(v)
        default: return .nan
        }
    }

    /// The `Int` argument `name`.
    public func int(_ name: String) -> Int {
        if case .integer(let v) = values[name] { return v }
        return 0
    }

    /// The `Bool` argument `name`.
    public func bool(_ name: String) -> Bool {
        if case .bool(let v) = values[name] { return v }
        return false
    }

    /// The `UnitCurve` argument `name`.
    public func unitCurve(_ name: String) -> UnitCurve {
        if case .unitCurve(let v) = values[name] { return v }
        return .linear
    }

    /// The `StepPosition` argument `name`.
    public func stepPosition(_ name: String) -> StepPosition {
        if case .stepPosition(let v) = values[name] { return v }
        return .jumpEnd
    }
}
