import Reel
import SwiftSyntax

/// Resolves a call written in source against a `CallTable`: finds the name (suggesting the closest
/// known one when it is unknown), picks the form whose argument labels fit, evaluates the arguments
/// to the parameters' types and builds the result, turning every failure into a positioned error.
public struct CallResolver<Receiver, Result> {
    /// The callables.
    public let table: CallTable<Receiver, Result>
    /// What the table's names are, for messages ("animation", "modifier").
    public let noun: String
    /// Where positions come from.
    public let source: ScriptSource
    /// Messages for names the table does not know but that mean something elsewhere (a modifier
    /// written where an animation is expected), used instead of "unknown ...".
    public let hints: [String: String]

    /// A resolver for `table`.
    public init(table: CallTable<Receiver, Result>, noun: String, source: ScriptSource, hints: [String: String] = [:]) {
        self.table = table
        self.noun = noun
        self.source = source
        self.hints = hints
    }

    /// The result of `name` written without parentheses.
    public func property(_ name: TokenSyntax, receiver: Receiver) throws(ScriptError) -> Result {
        let text = name.text
        if let make = table.properties[text] { return make(receiver) }
        if let forms = table.signatures[text] {
            throw source.error(.badArguments, at: name,
                               "'\(text)' needs parentheses and arguments: \(forms.map(\.displayName).joined(separator: " or "))")
        }
        throw unknown(name)
    }

    /// The result of calling `name` with `arguments`; `call` is the whole call, for positions.
    public func call(_ name: TokenSyntax, arguments: LabeledExprListSyntax, call: FunctionCallExprSyntax,
                     receiver: Receiver) throws(ScriptError) -> Result {
        let text = name.text
        guard let forms = table.signatures[text] else {
            if table.properties[text] != nil {
                throw source.error(.badArguments, at: call.leftParen ?? name,
                                   "'\(text)' takes no arguments; write it without parentheses")
            }
            throw unknown(name)
        }
        let args = Array(arguments)
        let labels = args.map { $0.label?.text }
        var best: (signature: CallSignature<Receiver, Result>, argument: Int, expected: Int?)?
        for signature in forms {
            switch signature.bind(labels) {
            case .bound(let binding):
                return try build(signature, binding: binding, arguments: args, call: call, receiver: receiver)
            case .mismatch(let argument, let expected):
                if best == nil || argument > best!.argument { best = (signature, argument, expected) }
            }
        }
        guard let best else { throw source.error(.badArguments, at: call, "'\(text)' cannot be called") }
        let formsText = forms.map(\.displayName).joined(separator: " or ")
        if args.isEmpty, table.properties[text] != nil {
            throw source.error(.badArguments, at: call.leftParen ?? name,
                               "write '\(text)' without parentheses, or call \(formsText)")
        }
        if best.argument < args.count {
            let argument = args[best.argument]
            let given = argument.label.map { "'\($0.text):'" } ?? "an unlabelled argument"
            var message = "\(best.signature.name) does not take \(given) here"
            let allLabels = Set(forms.flatMap { $0.parameters.compactMap(\.label) })
            if let label = argument.label?.text, args[..<best.argument].contains(where: { $0.label?.text == label }) {
                message = "argument '\(label):' is given twice"
            } else if let label = argument.label?.text, best.argument > 0,
               best.signature.parameters.contains(where: { $0.label == label }) {
                let previous = args[best.argument - 1].label.map { "'\($0.text):'" } ?? "the unlabelled argument"
                message = "argument '\(label):' must come before \(previous)"
            } else if let label = argument.label?.text, let suggestion = Suggestion.closest(to: label, in: allLabels), suggestion != label {
                message += "; did you mean '\(suggestion):'?"
            } else if let expected = best.expected {
                let parameter = best.signature.parameters[expected]
                message += "; expected \(parameter.label.map { "'\($0):'" } ?? "an unlabelled argument")"
            }
            message += " (\(formsText))"
            throw source.error(.badArguments, at: argument, message)
        }
        let missing = best.expected.map { best.signature.parameters[$0] }
        let what = missing.map { $0.label.map { "'\($0):'" } ?? "'\($0.name)'" } ?? "an argument"
        throw source.error(.badArguments, at: call.rightParen ?? Syntax(call).lastToken(viewMode: .sourceAccurate) ?? name,
                           "missing argument \(what) in \(best.signature.displayName)")
    }

    /// Evaluates the bound arguments and builds the result.
    func build(_ signature: CallSignature<Receiver, Result>, binding: [Int], arguments: [LabeledExprSyntax],
               call: FunctionCallExprSyntax, receiver: Receiver) throws(ScriptError) -> Result {
        let evaluator = ValueEvaluator(source: source)
        var values: [String: ScriptValue] = [:]
        var nodes: [String: LabeledExprSyntax] = [:]
        for (argument, index) in zip(arguments, binding) {
            let parameter = signature.parameters[index]
            values[parameter.name] = try evaluator.evaluate(argument.expression, as: parameter.type, parameter: parameter.label ?? parameter.name)
            nodes[parameter.name] = argument
        }
        for parameter in signature.parameters where values[parameter.name] == nil {
            values[parameter.name] = parameter.defaultValue
        }
        do {
            return try signature.build(receiver, ScriptArguments(values: values))
        } catch {
            // Point at the offending argument (by parameter name, or by label), else at the call.
            let node = nodes[error.parameter]
                ?? signature.parameters.first { $0.label == error.parameter }.flatMap { nodes[$0.name] }
            let target: Syntax = node.map { Syntax($0.expression) } ?? Syntax(call)
            throw source.error(.invalidValue, at: target, "\(error.parameter) \(error.message)")
        }
    }

    /// The error for a name the table does not know, with a suggestion.
    func unknown(_ name: TokenSyntax) -> ScriptError {
        if let hint = hints[name.text] { return source.error(.unknownName, at: name, hint) }
        var message = "unknown \(noun) '\(name.text)'"
        if let suggestion = Suggestion.closest(to: name.text, in: table.names) { message += "; did you mean '\(suggestion)'?" }
        return source.error(.unknownName, at: name, message)
    }
}
