import Reel
import SwiftSyntax

/// The members an `extension` of a library type adds (`extension Animation { static var … }`,
/// `extension View { func card() -> some View }`, `extension Int { var squared: Int }`), entered
/// into the file's vocabulary as library members whose code is the file's: `Animation.gentle`,
/// `.gentle` where an `Animation` is expected, `Text("a").card()` and `n.squared` then resolve as
/// every library member does, bound when the file is lowered.
///
/// Instance members run with `self` bound to the receiver; a receiver of another type does not
/// fit (the next form or property is tried, as Swift's overloads are).
struct LibraryExtension {
    /// The extension as declared: its functions' forms and which are operators.
    let declaration: UserTypeDeclaration
    /// The extension's members, with their code (bodies lowered later).
    let type: UserTypeCode
    /// Where the extension is, for errors of its properties.
    let position: ScriptPosition

    /// Adds the members to `vocabulary`. (The entries keep the members' code, never the
    /// declaration: the running program holds no syntax.)
    func register(in vocabulary: inout Vocabulary) {
        let type = self.type
        let typeName = type.extendedLibraryType ?? type.name
        let position = self.position
        vocabulary.type(typeName) { entry in
            for (name, member) in type.staticMembers {
                switch member {
                case .stored, .computed:
                    entry.staticProperties[name] = { x in try x.staticValue(member, at: position) }
                case .method, .enumCase, .type:
                    break
                }
            }
            for (name, decl) in declaration.staticMethods where !Lowering.isOperator(decl.name) {
                guard let code = type.staticMethods[name] else { continue }
                let signature = Signature(LibraryExtension.form(decl)) { invocation in
                    try invocation.interpreter.invokeFromLibrary(code, site: invocation.site, owner: nil)
                }
                entry.staticMethods[name, default: []].append(signature)
            }
        }
        for (name, decl) in declaration.staticMethods where Lowering.isOperator(decl.name) {
            // `static func + (lhs: CGPoint, rhs: CGPoint)`: an infix operator on the type's values.
            guard let code = type.staticMethods[name] else { continue }
            vocabulary.infix(name) { lhs, rhs, x in
                guard LibraryExtension.receiver(lhs, is: typeName, x) || LibraryExtension.receiver(rhs, is: typeName, x) else { return nil }
                return try x.callClosure(code, [lhs, rhs], owner: nil, function: nil, at: position)
            }
        }
        let owner = type
        for (name, property) in type.computed {
            vocabulary.properties[name, default: []].append(Vocabulary.Property(get: { value, x in
                guard LibraryExtension.receiver(value, is: typeName, x) else { return nil }
                return try x.evaluateComputedFromLibrary(property, owner: SelfBinding(receiver: value, of: owner), at: position)
            }, set: nil))
        }
        for (name, decl) in declaration.methods {
            guard let code = type.methods[name] else { continue }
            let isMutating = declaration.mutatingMethods.contains(name)
            let signature = Signature(LibraryExtension.form(decl), mutating: isMutating, viewModifier: typeName == "View") { invocation in
                guard LibraryExtension.receiver(invocation.receiver, is: typeName, invocation.interpreter) else {
                    let receiver = invocation.receiver
                    throw Mismatch(message: "'\(name)' is not available on \(receiver.typeName)", isReceiver: true)
                }
                let binding = SelfBinding(receiver: invocation.receiver, of: owner, mutable: isMutating)
                let result = try invocation.interpreter.invokeFromLibrary(code, site: invocation.site, owner: binding)
                // A `mutating` method's changed `self` goes back where the receiver came from.
                if isMutating, let changed = binding.receiver { invocation.receiver = changed }
                return result
            }
            vocabulary.methods[name, default: []].append(signature)
        }
    }

    /// The form of a declared function as the vocabulary writes forms: `name(_a label:? body:{})`.
    static func form(_ decl: FunctionDeclSyntax) -> String {
        let parameters = decl.signature.parameterClause.parameters.map { parameter -> String in
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            var word = label.map { $0 + ":" } ?? "_" + (parameter.secondName ?? parameter.firstName).text
            if parameter.defaultValue != nil { word += "?" }
            if isFunctionType(parameter.type) { word += "{}" }
            return word
        }
        return decl.name.text + "(" + parameters.joined(separator: " ") + ")"
    }

    /// Whether a parameter's type is a function type (`() -> Void`, `@escaping (Int) -> Color`).
    private static func isFunctionType(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) { return true }
        if let attributed = type.as(AttributedTypeSyntax.self) { return isFunctionType(attributed.baseType) }
        return false
    }

    /// Whether `value` is of the library type `typeName`: numbers, strings, booleans and arrays by
    /// their kind, views by conversion, other library values by their type's name.
    static func receiver(_ value: Value, is typeName: String, _ x: Interpreter) -> Bool {
        switch (typeName, value) {
        case ("Int", .int), ("Double", .double), ("CGFloat", .double), ("Float", .double), ("TimeInterval", .double),
             ("Bool", .bool), ("String", .string), ("Array", .array):
            return true
        case ("View", _):
            return (try? x.convert(value, to: (any View).self, at: .start)) != nil
        default:
            return value.typeName == typeName
        }
    }
}
