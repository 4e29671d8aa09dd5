import Reel

/// The type a parameter expects, which decides how its argument is evaluated (literals take their
/// type from the context, as in Swift: `1/2` is 0.5 for a `Double` and 0 for an `Int`).
public enum ScriptType: Hashable, Sendable, CustomStringConvertible {
    /// `Double`.
    case double
    /// `Int`.
    case int
    /// `Bool`.
    case bool
    /// `UnitCurve`, written as one of its static members (`.easeIn`, `.circularEaseOut`, ...).
    case unitCurve
    /// `StepPosition`, written as one of its cases (`.jumpStart`, ...) or CSS's `.start`/`.end`.
    case stepPosition

    /// The Swift name of the type.
    public var description: String {
        switch self {
        case .double: return "Double"
        case .int: return "Int"
        case .bool: return "Bool"
        case .unitCurve: return "UnitCurve"
        case .stepPosition: return "StepPosition"
        }
    }

    /// The members written with a leading dot that stand for values of this type.
    public var members: [String: ScriptValue] {
        switch self {
        case .double:
            return ["pi": .number(.pi), "nan": .number(.nan), "infinity": .number(.infinity),
                    "greatestFiniteMagnitude": .number(.greatestFiniteMagnitude), "zero": .number(0)]
        case .int:
            return ["zero": .integer(0), "max": .integer(.max), "min": .integer(.min)]
        case .bool:
            return [:]
        case .unitCurve:
            return ["linear": .unitCurve(.linear), "easeIn": .unitCurve(.easeIn), "easeOut": .unitCurve(.easeOut),
                    "easeInOut": .unitCurve(.easeInOut), "circularEaseIn": .unitCurve(.circularEaseIn),
                    "circularEaseOut": .unitCurve(.circularEaseOut), "circularEaseInOut": .unitCurve(.circularEaseInOut)]
        case .stepPosition:
            var members: [String: ScriptValue] = [:]
            for position in StepPosition.allCases { members[position.rawValue] = .stepPosition(position) }
            members["start"] = .stepPosition(.jumpStart)
            members["end"] = .stepPosition(.jumpEnd)
            return members
        }
    }

    /// The names a type may be written with before the dot (`Double.pi`).
    var typeNames: Set<String> {
        switch self {
        case .double: return ["Double", "CGFloat", "Float", "TimeInterval"]
        case .int: return ["Int"]
        case .bool: return ["Bool"]
        case .unitCurve: return ["UnitCurve"]
        case .stepPosition: return ["StepPosition"]
        }
    }
}
