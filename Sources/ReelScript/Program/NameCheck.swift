import Reel
import SwiftSyntax

/// Finds the names a scene file uses that neither the file nor the vocabulary knows, in every
/// branch of the file (evaluation only reaches the branches that run), each with a did-you-mean
/// suggestion.
struct NameCheck {
    let program: ScriptProgram
    let vocabulary: Vocabulary

    /// Every unknown name, in source order.
    func errors() -> [ScriptError] {
        var declared: Set<String> = ["self", "Self", "newValue", "content", "body", "init"]
        var staticNames: Set<String> = ["init"]
        for type in program.typeOrder {
            declared.insert(type.name)
            declared.formUnion(type.stored.map(\.name))
            declared.formUnion(type.computed.keys)
            declared.formUnion(type.methods.keys)
            staticNames.formUnion(type.staticProperties.keys)
            staticNames.formUnion(type.staticMethods.keys)
            staticNames.formUnion(type.staticComputed.keys)
        }
        declared.formUnion(program.functions.keys)
        let nodes = program.tree.preOrderNodes()
        for node in nodes {
            if let pattern = node.as(IdentifierPatternSyntax.self) { declared.insert(pattern.identifier.text) }
            if let function = node.as(FunctionDeclSyntax.self) { declared.insert(function.name.text) }
            if let parameter = node.as(FunctionParameterSyntax.self) { declared.insert((parameter.secondName ?? parameter.firstName).text) }
            if let shorthand = node.as(ClosureShorthandParameterSyntax.self) { declared.insert(shorthand.name.text) }
            if let parameter = node.as(ClosureParameterSyntax.self) { declared.insert((parameter.secondName ?? parameter.firstName).text) }
        }
        for type in vocabulary.types.values {
            staticNames.formUnion(type.staticProperties.keys)
            staticNames.formUnion(type.staticMethods.keys)
        }
        let globals = Set(vocabulary.types.keys).union(vocabulary.functions.keys).union(vocabulary.constants.keys)
        let members = Set(vocabulary.methods.keys).union(vocabulary.properties.keys).union(declared).union(staticNames)
        var found: [ScriptError] = []
        for node in nodes {
            if let reference = node.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                guard reference.baseName.tokenKind != .keyword(.self), !name.hasPrefix("$"),
                      !(reference.parent?.is(MemberAccessExprSyntax.self) ?? false) else { continue }
                if declared.contains(name) || globals.contains(name) { continue }
                let isType = name.first?.isUppercase ?? false
                var message = isType ? "unknown view or type '\(name)'" : "cannot find '\(name)' in scope"
                let candidates = isType ? Set(vocabulary.types.keys.filter { !$0.hasPrefix("any ") }).union(program.types.keys)
                                        : declared.union(vocabulary.functions.keys)
                if let suggestion = Suggestion.closest(to: name, in: candidates) { message += "; did you mean '\(suggestion)'?" }
                found.append(program.source.error(.unknownName, at: reference, message))
            } else if let access = node.as(MemberAccessExprSyntax.self) {
                let name = access.declName.baseName.text
                if access.base == nil {
                    guard !staticNames.contains(name) else { continue }
                    var message = "unknown member '.\(name)'"
                    if let suggestion = Suggestion.closest(to: name, in: staticNames) { message += "; did you mean '.\(suggestion)'?" }
                    found.append(program.source.error(.unknownName, at: access.declName, message))
                } else {
                    guard !members.contains(name), Int(name) == nil else { continue }
                    let isCall = access.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == access.id
                    var message = isCall ? "unknown modifier or method '\(name)'" : "unknown property '\(name)'"
                    if let suggestion = Suggestion.closest(to: name, in: members) { message += "; did you mean '\(suggestion)'?" }
                    found.append(program.source.error(.unknownName, at: access.declName, message))
                }
            }
        }
        return found
    }
}
