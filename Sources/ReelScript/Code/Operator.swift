/// An infix operator of a scene file, decided when the file is lowered.
package enum InfixOperator: String, CaseIterable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case wrappingAdd = "&+", wrappingSubtract = "&-", wrappingMultiply = "&*"
    case bitAnd = "&", bitOr = "|", bitXor = "^", shiftLeft = "<<", shiftRight = ">>"
    case halfOpenRange = "..<", closedRange = "..."
    case patternMatch = "~="
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case identical = "===", notIdentical = "!=="
    case and = "&&", or = "||", nilCoalescing = "??"
    case assign = "=", addAssign = "+=", subtractAssign = "-=", multiplyAssign = "*=", divideAssign = "/=", remainderAssign = "%="

    /// The operator as written.
    package var text: String { rawValue }

    /// Whether literal operands take a `Double` context from it (arithmetic and comparisons).
    var isNumeric: Bool {
        switch self {
        case .add, .subtract, .multiply, .divide, .remainder, .less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual:
            return true
        default:
            return false
        }
    }

    /// Whether it is `=` or a compound assignment.
    var isAssignment: Bool {
        switch self {
        case .assign, .addAssign, .subtractAssign, .multiplyAssign, .divideAssign, .remainderAssign: return true
        default: return false
        }
    }

    /// The operator a compound assignment applies (`+` for `+=`).
    var compoundBase: InfixOperator? {
        switch self {
        case .addAssign: return .add
        case .subtractAssign: return .subtract
        case .multiplyAssign: return .multiply
        case .divideAssign: return .divide
        case .remainderAssign: return .remainder
        default: return nil
        }
    }
}
