import Foundation
import Reel
import SwiftSyntax

/// Evaluates argument expressions to values of an expected type: numeric literals with Swift's
/// context typing, unary and binary arithmetic (`+ - * /` with the usual precedence), parentheses,
/// `true`/`false`, and members written with a leading dot or a type name (`.pi`, `Double.nan`,
/// `.jumpStart`, `.easeIn`).
public struct ValueEvaluator {
    /// Where positions in errors come from.
    public let source: ScriptSource

    /// An evaluator reporting errors against `source`.
    public init(source: ScriptSource) { self.source = source }

    /// The value of `expression` as a `type`, for the parameter `parameter` (named in errors).
    /// Numbers must be finite: NaN and infinities are invalid values.
    public func evaluate(_ expression: ExprSyntax, as type: ScriptType, parameter: String) throws(ScriptError) -> ScriptValue {
        switch type {
        case .double:
            let value = try number(expression, integer: false, parameter: parameter).double
            guard value.isFinite else {
                throw source.error(.invalidValue, at: expression,
                                   "\(parameter) must be a finite number, got \(expression.trimmedDescription)")
            }
            return .number(value)
        case .int:
            return .integer(try number(expression, integer: true, parameter: parameter).int)
        case .bool:
            if let literal = expression.as(BooleanLiteralExprSyntax.self) { return .bool(literal.literal.tokenKind == .keyword(.true)) }
            throw source.error(.badArguments, at: expression, "\(parameter) expects true or false, got '\(expression.trimmedDescription)'")
        case .unitCurve, .stepPosition:
            return try member(expression, of: type, parameter: parameter)
        }
    }

    /// A number being computed: an integer (in `Int` context) or a double.
    enum Number {
        case int(Int)
        case double(Double)

        var double: Double {
            switch self {
            case .int(let v): return Double(v)
            case .double(let v): return v
            }
        }

        var int: Int {
            switch self {
            case .int(let v): return v
            case .double(let v): return Int(exactly: v.rounded(.towardZero)) ?? 0
            }
        }
    }

    /// A numeric expression evaluated in `Int` context (`integer`) or `Double` context.
    func number(_ expression: ExprSyntax, integer: Bool, parameter: String) throws(ScriptError) -> Number {
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            let text = literal.literal.text.replacingOccurrences(of: "_", with: "")
            var digits = Substring(text), radix = 10
            for (prefix, base) in [("0x", 16), ("0o", 8), ("0b", 2)] where text.hasPrefix(prefix) {
                digits = text.dropFirst(2)
                radix = base
            }
            guard let value = Int(digits, radix: radix) else {
                if !integer, let value = Double(text) { return .double(value) }
                throw source.error(.invalidValue, at: expression, "integer literal '\(literal.literal.text)' is too large")
            }
            return integer ? .int(value) : .double(Double(value))
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            guard !integer else {
                throw source.error(.badArguments, at: expression, "\(parameter) expects an integer, got '\(literal.literal.text)'")
            }
            let text = literal.literal.text.replacingOccurrences(of: "_", with: "")
            guard let value = Double(text) else {
                throw source.error(.syntax, at: expression, "malformed number '\(literal.literal.text)'")
            }
            return .double(value)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            let operand = try number(prefix.expression, integer: integer, parameter: parameter)
            switch prefix.operator.text {
            case "+": return operand
            case "-":
                switch operand {
                case .int(let v):
                    let (negated, overflow) = Int(0).subtractingReportingOverflow(v)
                    if overflow { throw source.error(.invalidValue, at: expression, "integer overflow") }
                    return .int(negated)
                case .double(let v): return .double(-v)
                }
            default:
                throw source.error(.badArguments, at: prefix.operator, "unsupported operator '\(prefix.operator.text)'")
            }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
           only.label == nil {
            return try number(only.expression, integer: integer, parameter: parameter)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return try arithmetic(sequence, integer: integer, parameter: parameter)
        }
        if expression.is(MemberAccessExprSyntax.self) || expression.is(DeclReferenceExprSyntax.self) {
            switch try member(expression, of: integer ? .int : .double, parameter: parameter) {
            case .number(let v): return .double(v)
            case .integer(let v): return .int(v)
            default: break
            }
        }
        throw source.error(.badArguments, at: expression,
                           "\(parameter) expects \(integer ? "an integer" : "a number"), got '\(SyntaxCheck.shorten(expression.trimmedDescription))'")
    }

    /// `a op b op c ...` with `*` and `/` binding tighter than `+` and `-`, left to right.
    func arithmetic(_ sequence: SequenceExprSyntax, integer: Bool, parameter: String) throws(ScriptError) -> Number {
        let elements = Array(sequence.elements)
        guard elements.count % 2 == 1 else {
            throw source.error(.syntax, at: sequence, "incomplete arithmetic expression")
        }
        var operands: [Number] = []
        var operators: [(String, ExprSyntax)] = []
        for (index, element) in elements.enumerated() {
            if index % 2 == 0 {
                operands.append(try number(element, integer: integer, parameter: parameter))
            } else {
                guard let op = element.as(BinaryOperatorExprSyntax.self), ["+", "-", "*", "/"].contains(op.operator.text) else {
                    throw source.error(.badArguments, at: element, "unsupported operator '\(element.trimmedDescription)'; use + - * /")
                }
                operators.append((op.operator.text, element))
            }
        }
        // Multiplication and division first.
        var terms: [Number] = [operands[0]]
        var additive: [(String, ExprSyntax)] = []
        for (index, (op, node)) in operators.enumerated() {
            let rhs = operands[index + 1]
            if op == "*" || op == "/" {
                terms[terms.count - 1] = try apply(op, terms[terms.count - 1], rhs, at: node)
            } else {
                terms.append(rhs)
                additive.append((op, node))
            }
        }
        var result = terms[0]
        for (index, (op, node)) in additive.enumerated() {
            result = try apply(op, result, terms[index + 1], at: node)
        }
        return result
    }

    /// One arithmetic operation, with Swift's integer semantics (truncating division, trapping
    /// overflow reported as an error).
    func apply(_ op: String, _ lhs: Number, _ rhs: Number, at node: ExprSyntax) throws(ScriptError) -> Number {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)):
            let result: (partialValue: Int, overflow: Bool)
            switch op {
            case "+": result = a.addingReportingOverflow(b)
            case "-": result = a.subtractingReportingOverflow(b)
            case "*": result = a.multipliedReportingOverflow(by: b)
            default:
                guard b != 0 else { throw source.error(.invalidValue, at: node, "division by zero") }
                result = a.dividedReportingOverflow(by: b)
            }
            if result.overflow { throw source.error(.invalidValue, at: node, "integer overflow") }
            return .int(result.partialValue)
        default:
            let a = lhs.double, b = rhs.double
            switch op {
            case "+": return .double(a + b)
            case "-": return .double(a - b)
            case "*": return .double(a * b)
            default: return .double(a / b)
            }
        }
    }

    /// A member of `type` written `.name` or `TypeName.name`.
    func member(_ expression: ExprSyntax, of type: ScriptType, parameter: String) throws(ScriptError) -> ScriptValue {
        let members = type.members
        if let access = expression.as(MemberAccessExprSyntax.self) {
            if let base = access.base {
                guard let typeName = base.as(DeclReferenceExprSyntax.self)?.baseName.text, type.typeNames.contains(typeName) else {
                    throw source.error(.badArguments, at: expression, "\(parameter) expects a \(type), got '\(SyntaxCheck.shorten(expression.trimmedDescription))'")
                }
            }
            let name = access.declName.baseName.text
            if let value = members[name] { return value }
            var message = "\(type) has no member '\(name)'"
            if let suggestion = Suggestion.closest(to: name, in: members.keys) { message += "; did you mean '.\(suggestion)'?" }
            throw source.error(.unknownName, at: access.declName, message)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            throw source.error(.unknownName, at: expression, "cannot find '\(reference.baseName.text)' in scope")
        }
        throw source.error(.badArguments, at: expression, "\(parameter) expects a \(type), got '\(SyntaxCheck.shorten(expression.trimmedDescription))'")
    }
}
