import Reel
import SwiftParser
import SwiftSyntax

/// Animations written in Swift syntax, exactly as in a scene file: `spring(duration: 0.5,
/// bounce: 0.3)`, `.easeInOut(duration: 1).delay(0.2)`, `Animation.bouncy`.
///
/// A leading dot and an `Animation.` prefix are both accepted. Names, argument labels and defaults
/// are SwiftUI's (see `AnimationLibrary`). Every mistake is a `ScriptError` with a position:
/// syntax errors, unknown names (with a suggestion), wrong or missing labels and missing
/// parentheses are usage errors; out-of-range values are invalid values.
public enum AnimationExpression {
    /// The animation `source` describes; errors are reported against `fileName` (line and column
    /// within `source`).
    public static func parse(_ source: String, fileName: String = "<argument>") throws(ScriptError) -> Animation {
        var parser = Parser(source)
        let expression = ExprSyntax.parse(from: &parser)
        let script = ScriptSource(fileName: fileName, tree: expression)
        if let error = SyntaxCheck.firstError(in: expression, source: script) { throw error }
        if expression.trimmedDescription.isEmpty {
            throw script.error(.syntax, at: expression, "expected an animation, such as 'easeInOut(duration: 1)'")
        }
        return try evaluate(expression, source: script)
    }

    /// The animation an already parsed expression describes; for interpreters of whole scenes.
    public static func evaluate(_ expression: ExprSyntax, source: ScriptSource) throws(ScriptError) -> Animation {
        let constructors = CallResolver(table: AnimationLibrary.constructors, noun: "animation", source: source,
                                        hints: modifierHints)
        let modifiers = CallResolver(table: AnimationLibrary.modifiers, noun: "animation modifier", source: source,
                                     hints: constructorHints)

        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let closure = call.trailingClosure {
                throw source.error(.syntax, at: closure, "an animation takes no trailing closure")
            }
            let callee = call.calledExpression
            if let reference = callee.as(DeclReferenceExprSyntax.self) {
                return try constructors.call(reference.baseName, arguments: call.arguments, call: call, receiver: ())
            }
            if let access = callee.as(MemberAccessExprSyntax.self) {
                if isStaticBase(access.base) {
                    return try constructors.call(access.declName.baseName, arguments: call.arguments, call: call, receiver: ())
                }
                if let base = access.base {
                    let receiver = try evaluate(base, source: source)
                    return try modifiers.call(access.declName.baseName, arguments: call.arguments, call: call, receiver: receiver)
                }
            }
            throw source.error(.syntax, at: callee, "expected the name of an animation before '('")
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return try constructors.property(reference.baseName, receiver: ())
        }
        if let access = expression.as(MemberAccessExprSyntax.self) {
            if isStaticBase(access.base) {
                return try constructors.property(access.declName.baseName, receiver: ())
            }
            if let base = access.base {
                let receiver = try evaluate(base, source: source)
                return try modifiers.property(access.declName.baseName, receiver: receiver)
            }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return try evaluate(only.expression, source: source)
        }
        throw source.error(.syntax, at: expression,
                           "expected an animation, such as 'easeInOut(duration: 1)' or '.spring(response: 0.5)', got '\(SyntaxCheck.shorten(expression.trimmedDescription))'")
    }

    /// What to say when a modifier is written where an animation is expected.
    static let modifierHints: [String: String] = Dictionary(uniqueKeysWithValues: AnimationLibrary.modifiers.names.map {
        ($0, "'\($0)' modifies an animation; write it after one, as in 'easeInOut.\($0)(...)'")
    })

    /// What to say when an animation is written where a modifier is expected.
    static let constructorHints: [String: String] = Dictionary(uniqueKeysWithValues: AnimationLibrary.constructors.names.map {
        ($0, "'\($0)' is an animation, not a modifier; an animation has a single base such as '\($0)'")
    })

    /// Whether a member access's base names the type rather than a value: none (`.easeIn`) or
    /// `Animation` (`Animation.easeIn`).
    static func isStaticBase(_ base: ExprSyntax?) -> Bool {
        guard let base else { return true }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Animation"
    }
}
