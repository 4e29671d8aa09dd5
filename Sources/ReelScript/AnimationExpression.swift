import Foundation
import Reel
import SwiftParser
import SwiftSyntax

/// Animations written in Swift syntax, exactly as in a scene file: `spring(duration: 0.5,
/// bounce: 0.3)`, `.easeInOut(duration: 1).delay(0.2)`, `Animation.bouncy`.
///
/// The expression runs through the scene-file interpreter, against the same vocabulary (its
/// `Animation` members are the ones scene files have): it is lowered, evaluated and converted to
/// an `Animation`. Written on its own, an animation may leave out the leading dot (`spring(...)`
/// is `.spring(...)`). Every mistake is a `ScriptError` with a position: syntax errors, unknown
/// names (with a suggestion), wrong or missing labels and missing parentheses are usage errors;
/// out-of-range values are invalid values.
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

    /// The animation an already parsed expression describes.
    static func evaluate(_ expression: ExprSyntax, source: ScriptSource) throws(ScriptError) -> Animation {
        let vocabulary = Vocabulary.standard
        let rooted = try root(expression, source: source, vocabulary: vocabulary)
        // The expression is lowered on its own, in a program with nothing else, positioned in its text.
        let program = ProgramCode.empty(vocabulary: vocabulary, lines: source.lines)
        let interpreter = Interpreter(program: program, resources: ResourceAccess(root: .init(fileURLWithPath: "/")))
        let value: Value
        do {
            let lowering = Lowering(Declarations(of: []), vocabulary: vocabulary)
            let code = Code(name: "animation", position: ScriptPosition(expression))
            let context = LoweringContext(code: code, parent: nil, ownerType: nil, hasSelf: false, boxedNames: [], ids: lowering.ids)
            let node = lowering.expression(rooted, context, depth: 0, preferDouble: false)
            code.frameSize = context.frameSize
            interpreter.beginEvaluation()
            // Random numbers in the expression are those of a scene of seed 0, the same every run.
            value = try SceneRandom.withSeed(0, call: .body) {
                try interpreter.withFrame(code, owner: nil, function: nil) { f in try node.evaluate(f) }
            }
            return try interpreter.convert(value, to: Animation.self, at: ScriptPosition(expression))
        } catch let failure as ScriptError {
            throw failure
        } catch {
            throw source.error(.syntax, at: expression,
                               "expected an animation, such as 'easeInOut(duration: 1)' or '.spring(response: 0.5)', got '\(SyntaxCheck.shorten(expression.trimmedDescription))'")
        }
    }

    /// `expression` with its first name made a member of `Animation` (`spring(...)` is
    /// `.spring(...)`), after checking that it is a chain of an animation and its modifiers and
    /// that the first name is an animation.
    private static func root(_ expression: ExprSyntax, source: ScriptSource, vocabulary: Vocabulary) throws(ScriptError) -> ExprSyntax {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return ExprSyntax(tuple.with(\.elements, [only.with(\.expression, try root(only.expression, source: source, vocabulary: vocabulary))]))
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let closure = call.trailingClosure {
                throw source.error(.syntax, at: closure, "an animation takes no trailing closure")
            }
            let callee = call.calledExpression
            guard callee.is(DeclReferenceExprSyntax.self) || callee.is(MemberAccessExprSyntax.self) else {
                throw source.error(.syntax, at: callee, "expected the name of an animation before '('")
            }
            return ExprSyntax(call.with(\.calledExpression, try root(callee, source: source, vocabulary: vocabulary)))
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            try checkAnimation(reference.baseName, source: source, vocabulary: vocabulary)
            // `.name` with the dot left out: a missing token, so positions stay those of the text.
            return ExprSyntax(MemberAccessExprSyntax(period: .periodToken(presence: .missing), declName: reference))
        }
        if let access = expression.as(MemberAccessExprSyntax.self) {
            guard let base = access.base else {
                try checkAnimation(access.declName.baseName, source: source, vocabulary: vocabulary)
                return expression
            }
            if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Animation" {
                try checkAnimation(access.declName.baseName, source: source, vocabulary: vocabulary)
                return expression
            }
            return ExprSyntax(access.with(\.base, try root(base, source: source, vocabulary: vocabulary)))
        }
        throw source.error(.syntax, at: expression,
                           "expected an animation, such as 'easeInOut(duration: 1)' or '.spring(response: 0.5)', got '\(SyntaxCheck.shorten(expression.trimmedDescription))'")
    }

    /// Fails unless `name` is one of `Animation`'s static members: a modifier written first is
    /// told to follow an animation; another name gets the closest animation.
    private static func checkAnimation(_ name: TokenSyntax, source: ScriptSource, vocabulary: Vocabulary) throws(ScriptError) {
        let animations = vocabulary.staticNames(ofType: "Animation")
        let text = name.text
        if animations.contains(text) { return }
        if vocabulary.methods[text]?.contains(where: { $0.name == text && !$0.isViewModifier && AnimationExpression.modifiers.contains(text) }) == true {
            throw source.error(.unknownName, at: name, "'\(text)' modifies an animation; write it after one, as in 'easeInOut.\(text)(...)'")
        }
        var message = "unknown animation '\(text)'"
        if let suggestion = Suggestion.closest(to: text, in: animations) { message += "; did you mean '\(suggestion)'?" }
        throw source.error(.unknownName, at: name, message)
    }

    /// The modifiers of an animation.
    static let modifiers: Set<String> = ["delay", "speed", "repeatCount", "repeatForever"]
}
