import Foundation
import Reel
import SwiftSyntax

extension Interpreter {
    /// The value of `expression` in `scope`. With `preferDouble`, integer literals are doubles, as
    /// Swift types literals from their context (`let x: Double = 1 / 2` is 0.5).
    package func evaluate(_ expression: ExprSyntax, in scope: Scope, preferDouble: Bool = false) throws -> Value {
        try step(expression)
        guard expressionDepth < Interpreter.maximumExpressionDepth else { throw nestedTooDeep(at: expression) }
        expressionDepth += 1
        defer { expressionDepth -= 1 }
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let literal):
            return try integerLiteral(literal, preferDouble: preferDouble)
        case .floatLiteralExpr(let literal):
            guard let value = Double(literal.literal.text.filter { $0 != "_" }) else {
                throw error(.syntax, literal, "malformed number '\(literal.literal.text)'")
            }
            return .double(value)
        case .booleanLiteralExpr(let literal):
            return .bool(literal.literal.tokenKind == .keyword(.true))
        case .stringLiteralExpr(let literal):
            return .string(try string(literal, in: scope))
        case .nilLiteralExpr:
            return .optional(nil)
        case .arrayExpr(let array):
            guard array.elements.count <= limits.collectionSize else {
                throw error(.limit, array, "the array has more than \(limits.collectionSize) elements")
            }
            return .array(try array.elements.map { try evaluate($0.expression, in: scope, preferDouble: preferDouble) })
        case .declReferenceExpr(let reference):
            return try lookup(reference, in: scope)
        case .memberAccessExpr(let access):
            return try member(access, in: scope)
        case .functionCallExpr(let call):
            return try self.call(call, in: scope)
        case .sequenceExpr(let sequence):
            return try evaluate(sequence: sequence, in: scope, preferDouble: preferDouble)
        case .prefixOperatorExpr(let prefix):
            return try prefixOperator(prefix, in: scope, preferDouble: preferDouble)
        case .tupleExpr(let tuple):
            guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else {
                throw error(.syntax, tuple, "tuples are not supported in scene files; use a struct")
            }
            return try evaluate(only.expression, in: scope, preferDouble: preferDouble)
        case .closureExpr(let closure):
            return .function(ScriptFunction(.closure(closure, captured: scope), name: "closure"))
        case .ternaryExpr(let ternary):
            let condition = try bool(try evaluate(ternary.condition, in: scope), at: ternary.condition)
            return try evaluate(condition ? ternary.thenExpression : ternary.elseExpression, in: scope, preferDouble: preferDouble)
        case .subscriptCallExpr(let subscriptCall):
            return try subscriptValue(subscriptCall, in: scope)
        case .optionalChainingExpr(let chain):
            let base = try evaluate(chain.expression, in: scope)
            if case .optional(let wrapped) = base { return wrapped ?? .optional(nil) }
            return base
        case .forceUnwrapExpr(let unwrap):
            let base = try evaluate(unwrap.expression, in: scope)
            if case .optional(let wrapped) = base {
                guard let wrapped else { throw error(.invalidValue, unwrap, "force-unwrapped a nil value") }
                return wrapped
            }
            return base
        case .keyPathExpr(let keyPath):
            return .native(ScriptKeyPath(try keyPathComponents(keyPath)))
        case .ifExpr(let ifExpr):
            return try ifExpression(ifExpr, in: scope)
        case .switchExpr(let switchExpr):
            return try switchExpression(switchExpr, in: scope)
        case .superExpr, .inOutExpr:
            throw error(.syntax, expression, "'\(SyntaxCheck.shorten(expression.trimmedDescription))' is not supported in scene files")
        default:
            throw error(.syntax, expression, "this kind of expression is not supported in scene files: '\(SyntaxCheck.shorten(expression.trimmedDescription))'")
        }
    }

    /// The error for expressions nested past `maximumExpressionDepth` at `node`, naming the calls
    /// it went through (deep nesting through calls is mostly endless recursion).
    func nestedTooDeep(at node: some SyntaxProtocol) -> ScriptError {
        let recursion = depth > 1 ? " (through \(depth) calls); is there endless recursion?" : ""
        return error(.limit, node, "expressions are nested more than \(Interpreter.maximumExpressionDepth) deep" + recursion)
    }

    /// An integer literal, as an `Int` or, in a `Double` context, a `Double`.
    func integerLiteral(_ literal: IntegerLiteralExprSyntax, preferDouble: Bool) throws -> Value {
        let text = literal.literal.text.filter { $0 != "_" }
        var digits = Substring(text), radix = 10
        for (prefix, base) in [("0x", 16), ("0o", 8), ("0b", 2)] where text.hasPrefix(prefix) {
            digits = text.dropFirst(2)
            radix = base
        }
        guard let value = Int(digits, radix: radix) else {
            if preferDouble, let value = Double(text) { return .double(value) }
            throw error(.invalidValue, literal, "integer literal '\(literal.literal.text)' overflows Int")
        }
        return preferDouble ? .double(Double(value)) : .int(value)
    }

    /// A string literal with its interpolations.
    func string(_ literal: StringLiteralExprSyntax, in scope: Scope) throws -> String {
        var result = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                result += try unescape(text.content.text, at: text)
            case .expressionSegment(let interpolation):
                guard interpolation.expressions.count == 1, let only = interpolation.expressions.first, only.label == nil else {
                    throw error(.syntax, interpolation, "string interpolation takes one expression")
                }
                result += try evaluate(only.expression, in: scope).interpolated
            }
        }
        return result
    }

    /// Resolves the escapes of a string segment.
    func unescape(_ text: String, at node: some SyntaxProtocol) throws -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var iterator = text.makeIterator()
        while let c = iterator.next() {
            guard c == "\\" else { result.append(c); continue }
            guard let escaped = iterator.next() else { break }
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "\\": result.append("\\")
            case "\"": result.append("\"")
            case "'": result.append("'")
            case "u":
                var hex = ""
                _ = iterator.next()   // {
                while let h = iterator.next(), h != "}" { hex.append(h) }
                guard let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else {
                    throw error(.syntax, node, "invalid unicode escape '\\u{\(hex)}'")
                }
                result.unicodeScalars.append(scalar)
            default:
                throw error(.syntax, node, "invalid escape '\\\(escaped)' in string")
            }
        }
        return result
    }

    /// `-x`, `+x`, `!x`.
    func prefixOperator(_ prefix: PrefixOperatorExprSyntax, in scope: Scope, preferDouble: Bool) throws -> Value {
        let operand = try evaluate(prefix.expression, in: scope, preferDouble: preferDouble)
        switch (prefix.operator.text, operand) {
        case ("-", .int(let v)):
            let (negated, overflow) = Int(0).subtractingReportingOverflow(v)
            if overflow { throw error(.invalidValue, prefix, "integer overflow") }
            return .int(negated)
        case ("-", .double(let v)): return .double(-v)
        case ("+", .int), ("+", .double): return operand
        case ("!", .bool(let v)): return .bool(!v)
        case ("-", .native(let v)):
            if let angle = v as? Angle { return .native(Angle(radians: -angle.radians)) }
        default: break
        }
        throw error(.badArguments, prefix, "the operator '\(prefix.operator.text)' cannot be applied to \(operand.typeName)")
    }

    /// A name: a local, a property of `self`, a static member of the enclosing struct, a file
    /// constant or function, or a library type or constant.
    func lookup(_ reference: DeclReferenceExprSyntax, in scope: Scope) throws -> Value {
        let name = reference.baseName.text
        if let found = scope.lookup(name) { return found.variables[name]!.value }
        if name == "self" {
            guard let owner = scope.owner else { throw error(.unknownName, reference, "'self' is used outside a struct") }
            return .instance(owner.instance)
        }
        if let owner = scope.owner, let value = try property(name, of: owner, at: reference, allowMissing: true) {
            return value
        }
        if let type = scope.ownerType, let value = try staticMember(name, of: type, at: reference) { return value }
        if let function = program.functions[name] {
            return .function(ScriptFunction(.declared(function, captured: fileScope, owner: nil, type: nil), name: name))
        }
        if let constant = fileScope.variables[name] { return constant.value }
        if let type = program.types[name] { return .type(.user(type)) }
        if vocabulary.types[name] != nil { return .type(.library(name)) }
        if let global = vocabulary.constants[name] { return global }
        if vocabulary.functions[name] != nil { return .native(LibraryFunctionName(name: name)) }
        var candidates = Set(program.types.keys).union(program.functions.keys).union(vocabulary.types.keys)
            .union(vocabulary.functions.keys).union(fileScope.variables.keys)
        var scopeWalk: Scope? = scope
        while let current = scopeWalk { candidates.formUnion(current.variables.keys); scopeWalk = current.parent }
        if let owner = scope.owner {
            candidates.formUnion(owner.instance.type.stored.map(\.name))
            candidates.formUnion(owner.instance.type.computed.keys)
        }
        var message = "cannot find '\(name)' in scope"
        if let suggestion = Suggestion.closest(to: name, in: candidates) { message += "; did you mean '\(suggestion)'?" }
        throw error(.unknownName, reference, message)
    }

    /// `base.name`, `.name`, `Type.name`.
    func member(_ access: MemberAccessExprSyntax, in scope: Scope) throws -> Value {
        let name = access.declName.baseName.text
        guard let baseExpression = access.base else {
            return .member(ImplicitMember(name: name, call: nil, node: Syntax(access)))
        }
        let base = try evaluate(baseExpression, in: scope)
        return try member(name, of: base, at: access.declName)
    }

    /// The member `name` of a value.
    func member(_ name: String, of base: Value, at node: DeclReferenceExprSyntax) throws -> Value {
        switch base {
        case .instance(let instance):
            if let value = try property(name, of: SelfBinding(instance), at: node, allowMissing: true) { return value }
            var message = "'\(instance.type.name)' has no member '\(name)'"
            let names = Set(instance.type.stored.map(\.name)).union(instance.type.computed.keys).union(instance.type.methods.keys)
            if let suggestion = Suggestion.closest(to: name, in: names) { message += "; did you mean '\(suggestion)'?" }
            throw error(.unknownName, node, message)
        case .type(.user(let type)):
            if let value = try staticMember(name, of: type, at: node) { return value }
            throw error(.unknownName, node, "'\(type.name)' has no static member '\(name)'")
        case .type(.library(let typeName)):
            return try vocabulary.staticMember(name, ofType: typeName, call: nil, interpreter: self, at: Syntax(node))
        case .optional(let wrapped):
            guard let wrapped else { return .optional(nil) }
            return try member(name, of: wrapped, at: node)
        default:
            return try vocabulary.property(name, of: base, interpreter: self, at: node)
        }
    }

    /// A stored or computed property, or a method, of an instance; nil when it has none named `name`
    /// and `allowMissing`.
    func property(_ name: String, of owner: SelfBinding, at node: some SyntaxProtocol, allowMissing: Bool) throws -> Value? {
        let type = owner.instance.type
        if let index = type.storedIndex(name) {
            let value = owner.instance.fields[index]
            if case .native(let state as State<Value>) = value { return state.wrappedValue }
            return value
        }
        if let computed = type.computed[name] {
            return try evaluateComputed(computed, owner: owner, at: node)
        }
        if let method = type.methods[name] {
            return .function(ScriptFunction(.declared(method, captured: fileScope, owner: owner, type: type), name: name))
        }
        if allowMissing { return nil }
        throw error(.unknownName, node, "'\(type.name)' has no member '\(name)'")
    }

    /// Runs a computed property's getter on `owner`.
    func evaluateComputed(_ computed: UserType.ComputedProperty, owner: SelfBinding?, type: UserType? = nil,
                          at node: some SyntaxProtocol) throws -> Value {
        try nested(node) {
            let scope = Scope(parent: fileScope, owner: owner, ownerType: type)
            if computed.buildsViews { return .native(try buildView(computed.getter, in: scope)) }
            if computed.buildsTimeline { return .native(try buildTimeline(computed.getter, in: scope)) }
            return try runBody(computed.getter, in: scope, returnType: computed.type)
        }
    }

    /// A static member of a struct of the file.
    func staticMember(_ name: String, of type: UserType, at node: some SyntaxProtocol) throws -> Value? {
        let key = type.name + "." + name
        if let known = staticValues[key] { return known }
        if let (declaredType, initializer) = type.staticProperties[name] {
            let scope = Scope(parent: fileScope, ownerType: type)
            let value = try evaluate(initializer, in: scope, preferDouble: isFloatingType(declaredType))
            let converted = try conform(value, to: declaredType, at: initializer)
            staticValues[key] = converted
            return converted
        }
        if let computed = type.staticComputed[name] {
            return try evaluateComputed(computed, owner: nil, type: type, at: node)
        }
        if let method = type.staticMethods[name] {
            return .function(ScriptFunction(.declared(method, captured: fileScope, owner: nil, type: type), name: name))
        }
        return nil
    }

    /// `array[index]`.
    func subscriptValue(_ call: SubscriptCallExprSyntax, in scope: Scope) throws -> Value {
        let base = try evaluate(call.calledExpression, in: scope)
        if case .native = base.unwrapped, let forms = vocabulary.methods["subscript"] {
            // Subscripts of library values (`d[.top]`) are table entries named `subscript`.
            var arguments: [CallSite.Argument] = []
            for argument in call.arguments {
                arguments.append(.init(label: argument.label?.text, value: try evaluate(argument.expression, in: scope),
                                       node: argument.expression, isTrailingClosure: false))
            }
            return try vocabulary.resolve(forms, receiver: base.unwrapped, site: CallSite(arguments: arguments, node: Syntax(call)),
                                          interpreter: self, at: Syntax(call)).result
        }
        guard call.arguments.count == 1, let argument = call.arguments.first else {
            throw error(.badArguments, call, "subscripts take one index")
        }
        let index = try evaluate(argument.expression, in: scope)
        switch (base, index) {
        case (.array(let items), .int(let i)):
            guard items.indices.contains(i) else {
                throw error(.invalidValue, argument.expression, "index \(i) is out of range 0..<\(items.count)")
            }
            return items[i]
        case (.string(let text), .int(let i)):
            let characters = Array(text)
            guard characters.indices.contains(i) else {
                throw error(.invalidValue, argument.expression, "index \(i) is out of range 0..<\(characters.count)")
            }
            return .string(String(characters[i]))
        default:
            throw error(.badArguments, call, "\(base.typeName) cannot be subscripted with \(index.typeName)")
        }
    }

    /// The property names of a key path such as `\.self` or `\.offset`.
    func keyPathComponents(_ keyPath: KeyPathExprSyntax) throws -> [String] {
        try keyPath.components.map { component in
            guard case .property(let property) = component.component else {
                throw error(.syntax, component, "only property key paths such as \\.self or \\.id are supported")
            }
            return property.declName.baseName.text
        }
    }

    /// A value as a `Bool`.
    func bool(_ value: Value, at node: some SyntaxProtocol) throws -> Bool {
        guard case .bool(let b) = value else { throw error(.badArguments, node, "expected a Bool, got \(value.typeName)") }
        return b
    }

    /// Whether a written type is a floating-point type, so literals assigned to it are doubles.
    func isFloatingType(_ type: TypeSyntax?) -> Bool {
        guard let name = type?.trimmedDescription else { return false }
        return ["Double", "CGFloat", "Float", "TimeInterval"].contains(name)
            || ["[Double]", "[CGFloat]", "Array<Double>", "Array<CGFloat>"].contains(name)
    }

    /// A value converted to a declared type where Swift would convert it: integers to floating
    /// point, members to library values, instances kept.
    func conform(_ value: Value, to type: TypeSyntax?, at node: some SyntaxProtocol) throws -> Value {
        guard let type else { return value }
        let name = type.trimmedDescription
        switch (name, value) {
        case ("Double", .int(let v)), ("CGFloat", .int(let v)), ("Float", .int(let v)), ("TimeInterval", .int(let v)):
            return .double(Double(v))
        case ("Double", .double), ("CGFloat", .double), ("Float", .double), ("TimeInterval", .double),
             ("Int", .int), ("Bool", .bool), ("String", .string):
            return value
        case ("[Double]", .array(let items)), ("[CGFloat]", .array(let items)):
            return .array(try items.map { try conform($0, to: TypeSyntax(IdentifierTypeSyntax(name: .identifier("Double"))), at: node) })
        case (_, .member(let member)):
            if vocabulary.types[name] != nil {
                return try vocabulary.staticMember(member.name, ofType: name, call: member.call, interpreter: self, at: member.node)
            }
            return value
        case ("Double", .bool), ("Double", .string), ("CGFloat", .bool), ("CGFloat", .string), ("Int", .bool), ("Int", .string),
             ("Int", .double), ("Bool", .int), ("Bool", .double), ("Bool", .string), ("String", .int), ("String", .double), ("String", .bool):
            // Swift's type checker rejects these; say so where the value is given, not where it is used.
            throw error(.badArguments, node, "expected \(name), got \(value.typeName)")
        default:
            return value
        }
    }
}

/// A key path value such as `\.self` or `\.id`, applied to ForEach data.
package struct ScriptKeyPath {
    /// The property names, in order.
    package var components: [String]
    /// A key path through `components`.
    package init(_ components: [String]) { self.components = components }
}

/// A library function named as a value (before it is called).
package struct LibraryFunctionName {
    /// The function's name.
    package var name: String
}
