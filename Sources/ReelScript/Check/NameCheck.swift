import Reel
import SwiftSyntax

/// Finds the names scene files use that neither the files' declarations nor the vocabulary know,
/// in every branch of the files (evaluation only reaches the branches that run), each with a
/// did-you-mean suggestion.
///
/// The check stage of reading a scene file, after `Declarations` and before `Lowering`: a file
/// with unknown names is not lowered. The vocabulary need not hold the members the files'
/// extensions add to library types: the declarations name them.
struct NameCheck {
    /// The files whose names are checked.
    let files: [ParsedFile]
    /// What the files declare (nothing, for files whose declarations were not read).
    let declarations: Declarations
    /// The library names scene files can use.
    var vocabulary: Vocabulary = .standard

    /// A stretch of a file whose names are not looked up, because one error already covers it (a
    /// refused construct with its arguments and closures, a refused declaration): from `start` to
    /// `end`, as lines and columns.
    struct QuietRange {
        var fileName: String
        var start: (line: Int, column: Int)
        var end: (line: Int, column: Int)

        /// Whether `error` is inside the range.
        func contains(_ error: ScriptError) -> Bool {
            error.fileName == fileName && (error.line, error.column) >= start && (error.line, error.column) < end
        }
    }

    /// Every unknown name, in source order.
    func errors() -> [ScriptError] { check().errors }

    /// Every unknown name, in source order, and the stretches whose names were not looked up
    /// because one error covers them (evaluating them would only meet the same mistake again).
    func check() -> (errors: [ScriptError], quiet: [QuietRange]) {
        // (`offset` and `element` label the tuples `enumerated()` makes.)
        var declared: Set<String> = ["self", "Self", "newValue", "content", "body", "init", "offset", "element"]
        var staticNames: Set<String> = ["init"]
        // The file's structs and enums, and its extensions of library types (`extension Animation
        // { static var gentle … }` makes `.gentle` a name).
        for type in declarations.types + declarations.libraryExtensions {
            declared.insert(type.name)
            declared.formUnion(type.stored.map(\.name))
            // `_x` and `$x` of `@State` and `@Binding` properties.
            for stored in type.stored where stored.isState || stored.isBinding { declared.formUnion(["_" + stored.name, "$" + stored.name]) }
            for stored in type.stored where stored.projectsModel { declared.insert("$" + stored.name) }
            declared.formUnion(type.computed.keys)
            declared.formUnion(type.methods.keys)
            staticNames.formUnion(type.staticProperties.keys)
            staticNames.formUnion(type.staticMethods.keys)
            staticNames.formUnion(type.staticComputed.keys)
            staticNames.formUnion(type.staticMemberNames)
        }
        declared.formUnion(declarations.functions.keys)
        // A struct refused whole was reported once; its uses are not a second mistake.
        declared.formUnion(declarations.refusedTypes.map(\.name))
        let trees = files.map { $0.tree.preOrderNodes() }
        for node in trees.joined() {
            if let pattern = node.as(IdentifierPatternSyntax.self) { declared.insert(pattern.identifier.text) }
            if let function = node.as(FunctionDeclSyntax.self) { declared.insert(function.name.text) }
            if let parameter = node.as(FunctionParameterSyntax.self) { declared.insert((parameter.secondName ?? parameter.firstName).text) }
            // A closure's `$item` (a binding, as `ForEach($items)` gives) declares `item` too.
            if let shorthand = node.as(ClosureShorthandParameterSyntax.self) { declared.formUnion(Self.parameterNames(shorthand.name.text)) }
            if let parameter = node.as(ClosureParameterSyntax.self) {
                declared.formUnion(Self.parameterNames((parameter.secondName ?? parameter.firstName).text))
            }
            // Tuple labels, written in a tuple (`(name: "Sun", glow: 2)`) or its type (`(name: String, glow: Double)`).
            if let tuple = node.as(TupleExprSyntax.self), tuple.elements.count > 1 { declared.formUnion(tuple.elements.compactMap { $0.label?.text }) }
            if let element = node.as(TupleTypeElementSyntax.self), let label = element.firstName { declared.insert(label.text) }
        }
        for type in vocabulary.types.values {
            staticNames.formUnion(type.staticProperties.keys)
            staticNames.formUnion(type.staticMethods.keys)
        }
        // What the files' extensions of library types add to them (`extension Animation { static var gentle … }`).
        var userStatics: [String: Set<String>] = [:]
        for type in declarations.libraryExtensions {
            userStatics[type.name, default: []].formUnion(type.staticProperties.keys)
            userStatics[type.name, default: []].formUnion(type.staticMethods.keys)
            userStatics[type.name, default: []].formUnion(type.staticComputed.keys)
        }
        let globals = Set(vocabulary.types.keys).union(vocabulary.functions.keys).union(vocabulary.constants.keys)
        let members = Set(vocabulary.methods.keys).union(vocabulary.properties.keys).union(declared).union(staticNames)
        var found: [ScriptError] = []
        var quietRanges: [QuietRange] = []
        // A name misspelt many times is looked up once per kind of place.
        var suggestions: [String: String?] = [:]
        func closest(_ name: String, _ kind: String, in candidates: @autoclosure () -> Set<String>) -> String? {
            if let known = suggestions[kind + ":" + name] { return known }
            let suggestion = Suggestion.closest(to: name, in: candidates())
            suggestions[kind + ":" + name] = .some(suggestion)
            return suggestion
        }
        for (file, nodes) in zip(files, trees) {
            let source = file.source
            // A refused construct is one error: the names of its chain of members and calls, its
            // arguments and its closures (`Timer.publish(every: 1, …).autoconnect()`,
            // `.gesture(DragGesture().onChanged { value in … })`) are not looked up, and neither
            // are those of a refused declaration (a `UIViewRepresentable`).
            var quiet: [Range<AbsolutePosition>] = declarations.refusedTypes.filter { $0.file == fileIndex(file) }.map(\.range)
            func silence(_ node: some SyntaxProtocol) {
                let range = node.positionAfterSkippingLeadingTrivia..<node.endPositionBeforeTrailingTrivia
                quiet.append(range)
                let start = source.error(.unknownName, at: range.lowerBound, ""), end = source.error(.unknownName, at: range.upperBound, "")
                quietRanges.append(QuietRange(fileName: source.fileName, start: (start.line, start.column), end: (end.line, end.column)))
            }
            for range in quiet {
                let start = source.error(.unknownName, at: range.lowerBound, ""), end = source.error(.unknownName, at: range.upperBound, "")
                quietRanges.append(QuietRange(fileName: source.fileName, start: (start.line, start.column), end: (end.line, end.column)))
            }
            for node in nodes {
                if node.is(DeclReferenceExprSyntax.self) || node.is(MemberAccessExprSyntax.self),
                   quiet.contains(where: { $0.contains(node.positionAfterSkippingLeadingTrivia) }) { continue }
                if let reference = node.as(DeclReferenceExprSyntax.self) {
                    let name = reference.baseName.text
                    if let refusal = RefusedConstruct.names[name], let member = reference.parent?.as(MemberAccessExprSyntax.self),
                       member.base?.id == reference.id, RefusedConstruct.members[member.declName.baseName.text] == nil, !declared.contains(name) {
                        found.append(source.error(.unknownName, at: reference, RefusedConstruct.message(refusal, at: reference)))
                        silence(NameCheck.chain(from: reference))
                        continue
                    }
                    // (An operator named as a function, `reduce(0, +)`, is checked when the file is lowered.)
                    if case .binaryOperator = reference.baseName.tokenKind { continue }
                    guard reference.baseName.tokenKind != .keyword(.self), !name.hasPrefix("$"),
                          !(reference.parent?.is(MemberAccessExprSyntax.self) ?? false) else { continue }
                    // A key path's component (`\.element.id`) is a property, looked up as members are.
                    if reference.parent?.is(KeyPathPropertyComponentSyntax.self) == true, !isInAttribute(reference) {
                        if !members.contains(name), Int(name) == nil {
                            var message = "unknown property '\(name)'"
                            if let suggestion = closest(name, "member", in: members) { message += "; did you mean '\(suggestion)'?" }
                            found.append(source.error(.unknownName, at: reference, message))
                        }
                        continue
                    }
                    if declared.contains(name) || globals.contains(name) { continue }
                    // In an extension of a library type, a bare name may be a member of `self`.
                    if vocabulary.methods[name] != nil || vocabulary.properties[name] != nil, isInLibraryExtension(reference) { continue }
                    // The arguments of a refused attribute (`@Environment(\.colorScheme)`) are not looked up.
                    if isInAttribute(reference) { continue }
                    if let refusal = RefusedConstruct.names[name] {
                        found.append(source.error(.unknownName, at: reference, RefusedConstruct.message(refusal, at: reference)))
                        silence(NameCheck.chain(from: reference))
                        continue
                    }
                    let isType = name.first?.isUppercase ?? false
                    var message = isType ? "unknown view or type '\(name)'" : "cannot find '\(name)' in scope"
                    let suggestion = closest(name, isType ? "type" : "name",
                                             in: isType ? Set(vocabulary.types.keys.filter { !$0.hasPrefix("any ") }).union(declarations.typeIndices.keys)
                                                        : declared.union(vocabulary.functions.keys))
                    if let suggestion { message += "; did you mean '\(suggestion)'?" }
                    found.append(source.error(.unknownName, at: reference, message))
                } else if let access = node.as(MemberAccessExprSyntax.self) {
                    // The arguments `#Preview` does not take are refused when declared; their names are not looked up.
                    if isInRefusedPreviewArgument(access) { continue }
                    let name = access.declName.baseName.text
                    if access.base == nil {
                        guard !staticNames.contains(name) else { continue }
                        if isInNumberFormat(access) {
                            found.append(source.error(.unknownName, at: access.declName, NameCheck.numberFormatRefusal(".\(name)")))
                            continue
                        }
                        let context = argumentContext(of: access)
                        // An argument of a method nobody knows has no type to look the member up
                        // in: the method's own error covers it.
                        if let method = context?.method, !members.contains(method) { continue }
                        var message = "unknown member '.\(name)'"
                        // Suggestions come from the argument's type when its label or its call names
                        // one (`.symbolEffect(.wigle)` from SymbolEffect's, never an animation's).
                        let namespace = context.flatMap { argumentType(label: $0.label, call: $0.call) }
                        let candidates = namespace.map { vocabulary.staticNames(ofType: $0).union(userStatics[$0] ?? []) } ?? staticNames
                        if let suggestion = closest(name, "static:" + (namespace ?? ""), in: candidates) { message += "; did you mean '.\(suggestion)'?" }
                        found.append(source.error(.unknownName, at: access.declName, message))
                    } else {
                        guard !members.contains(name), Int(name) == nil else { continue }
                        if let refusal = RefusedConstruct.members[name] {
                            found.append(source.error(.unknownName, at: access.declName, RefusedConstruct.message(refusal, at: access)))
                            // The call's arguments and closures belong to the refused modifier.
                            if let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id {
                                silence(call.arguments)
                                if let closure = call.trailingClosure { silence(closure) }
                                for closure in call.additionalTrailingClosures { silence(closure) }
                            }
                            continue
                        }
                        if let root = rootReference(of: access), RefusedConstruct.names[root] != nil, !declared.contains(root) { continue }
                        let isCall = access.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == access.id
                        if isInNumberFormat(access) {
                            found.append(source.error(.unknownName, at: access.declName, NameCheck.numberFormatRefusal(".\(name)")))
                            continue
                        }
                        var message = isCall ? "unknown modifier or method '\(name)'" : "unknown property '\(name)'"
                        if let suggestion = closest(name, "member", in: members) { message += "; did you mean '\(suggestion)'?" }
                        found.append(source.error(.unknownName, at: access.declName, message))
                    }
                }
            }
        }
        return (found, quietRanges)
    }

    /// Where a leading-dot member (or the chain it starts, `.bounce.up`) is an argument: the
    /// argument's label, the name of the call (`symbolEffect` of `.symbolEffect(.bounce)`,
    /// `withAnimation`), and that name when the call is a method of a value (`.name(…)`), nil
    /// when the member is no argument.
    private func argumentContext(of access: MemberAccessExprSyntax) -> (label: String?, call: String, method: String?)? {
        var top = Syntax(access)
        while let parent = top.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == top.id {
                top = parent
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == top.id {
                top = parent
            } else {
                break
            }
        }
        guard let argument = top.parent?.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else {
            return nil
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            return (argument.label?.text, name, name)
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return (argument.label?.text, reference.baseName.text, nil)
        }
        return nil
    }

    /// The library type an argument labelled `label` of the call `call` takes, when the label
    /// (or, unlabelled, the call) names it: `animation:` and `withAnimation` an `Animation`,
    /// `symbolEffect` a `SymbolEffect`, `transition` an `AnyTransition`; the longest such name.
    private func argumentType(label: String?, call: String) -> String? {
        // An initializer's unlabelled argument is rarely of the type made (`Color(.systemBackground)`).
        if label == nil, call.first?.isUppercase == true { return nil }
        let word = (label ?? call).lowercased()
        var best: String?
        for typeName in vocabulary.types.keys where !typeName.hasPrefix("any ") {
            let type = typeName.lowercased()
            let names = type == word || type == "any" + word || (type.count >= 4 && word.hasSuffix(type))
            if names, type.count > (best?.count ?? 0) || (type.count == best?.count && typeName < best!) { best = typeName }
        }
        return best
    }

    /// The index of `file` among the files checked.
    private func fileIndex(_ file: ParsedFile) -> Int {
        declarations.files.firstIndex { $0.tree.id == file.tree.id } ?? -1
    }

    /// The whole chain of members and calls `reference` starts (`Timer.publish(…).autoconnect()`
    /// for `Timer`, `DragGesture().onChanged { … }` for `DragGesture`), with the `try` and `await`
    /// written before it.
    static func chain(from reference: DeclReferenceExprSyntax) -> Syntax {
        var top = Syntax(reference)
        while let parent = top.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == top.id {
                top = parent
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == top.id {
                top = parent
            } else if let unwrap = parent.as(ForceUnwrapExprSyntax.self), unwrap.expression.id == top.id {
                top = parent
            } else if let optional = parent.as(OptionalChainingExprSyntax.self), optional.expression.id == top.id {
                top = parent
            } else if parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) {
                // `try await URLSession.shared.data(from: url)`: the waiting belongs to the refused call.
                top = parent
            } else {
                break
            }
        }
        return top
    }

    /// The name a chain of members and calls starts from (`Timer` of
    /// `Timer.scheduledTimer`), if it starts from a name.
    private func rootReference(of access: MemberAccessExprSyntax) -> String? {
        var current = access.base
        while let expression = current {
            if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = expression.as(MemberAccessExprSyntax.self) {
                current = member.base
            } else if let call = expression.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else {
                return nil
            }
        }
        return nil
    }

    /// The message for a part of a number format style scene files do not write (`.notation`,
    /// `.rounded(rule:)`), naming the ones they do.
    static func numberFormatRefusal(_ name: String) -> String {
        "'\(name)' is not a number format scene files write; use .number, .percent or .currency(code:), optionally with "
            + ".precision(.fractionLength(2)), .precision(.fractionLength(0...1)) or .grouping(.never)"
    }

    /// Whether `node` is inside the format of `formatted(_:)` or of a `format:` argument.
    private func isInNumberFormat(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let argument = parent.as(LabeledExprSyntax.self) {
                if argument.label?.text == "format" { return true }
                if let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                   call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "formatted" {
                    return true
                }
            }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }

    /// Whether `node` is inside an argument of `#Preview` other than its title, traits and body.
    private func isInRefusedPreviewArgument(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let argument = parent.as(LabeledExprSyntax.self), let macro = argument.parent?.parent?.as(MacroExpansionExprSyntax.self) {
                return macro.macroName.text == "Preview" && ![nil, "traits", "body"].contains(argument.label?.text)
            }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }

    /// Whether `node` is inside an attribute.
    private func isInAttribute(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(AttributeSyntax.self) { return true }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }

    /// Whether `node` is inside an extension of a library type.
    private func isInLibraryExtension(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let extensionDecl = parent.as(ExtensionDeclSyntax.self) {
                return declarations.typeIndices[extensionDecl.extendedType.trimmedDescription] == nil
            }
            current = parent.parent
        }
        return false
    }
}

extension NameCheck {
    /// The names a closure parameter declares: `$item` (a binding) declares `item`, its value, too.
    static func parameterNames(_ name: String) -> [String] {
        name.count > 1 && name.hasPrefix("$") ? [name, String(name.dropFirst())] : [name]
    }
}
