import Foundation
import Reel
import SwiftSyntax

extension Interpreter {
    /// Evaluates the arguments of a call, trailing closures included.
    func callSite(_ call: FunctionCallExprSyntax, in scope: Scope) throws -> CallSite {
        var arguments: [CallSite.Argument] = []
        for argument in call.arguments {
            if argument.expression.is(InOutExprSyntax.self) {
                throw error(.syntax, argument.expression, "'&' (inout arguments) is not supported in scene files")
            }
            arguments.append(.init(label: argument.label?.text, value: try evaluate(argument.expression, in: scope),
                                   node: argument.expression, isTrailingClosure: false))
        }
        if let closure = call.trailingClosure {
            arguments.append(.init(label: nil, value: .function(ScriptFunction(.closure(closure, captured: scope), name: "closure")),
                                   node: ExprSyntax(closure), isTrailingClosure: true))
        }
        for extra in call.additionalTrailingClosures {
            arguments.append(.init(label: extra.label.text,
                                   value: .function(ScriptFunction(.closure(extra.closure, captured: scope), name: extra.label.text)),
                                   node: ExprSyntax(extra.closure), isTrailingClosure: false))
        }
        return CallSite(arguments: arguments, node: Syntax(call))
    }

    /// A call expression.
    func call(_ call: FunctionCallExprSyntax, in scope: Scope) throws -> Value {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            let site = try callSite(call, in: scope)
            if let block = scope.lookup(name) {
                return try invoke(block.variables[name]!.value, site, at: reference)
            }
            if let owner = scope.owner, let method = owner.instance.type.methods[name] {
                return try invoke(ScriptFunction(.declared(method, captured: fileScope, owner: owner, type: owner.instance.type), name: name), site)
            }
            if let type = scope.ownerType, let method = type.staticMethods[name] {
                return try invoke(ScriptFunction(.declared(method, captured: fileScope, owner: nil, type: type), name: name), site)
            }
            if let function = program.functions[name] {
                return try invoke(ScriptFunction(.declared(function, captured: fileScope, owner: nil, type: nil), name: name), site)
            }
            if let type = program.types[name] { return try construct(type, site, at: reference) }
            if vocabulary.types[name] != nil {
                return try vocabulary.construct(name, site, interpreter: self, at: reference)
            }
            if vocabulary.functions[name] != nil {
                return try vocabulary.callFunction(name, site, interpreter: self, at: reference)
            }
            if let value = fileScope.variables[name]?.value { return try invoke(value, site, at: reference) }
            let value = try lookup(reference, in: scope)   // throws "cannot find" with a suggestion
            throw error(.badArguments, reference, "'\(name)' is \(value.typeName), not a function; remove the parentheses")
        }
        if let access = callee.as(MemberAccessExprSyntax.self) {
            let name = access.declName.baseName.text
            guard let baseExpression = access.base else {
                let site = try callSite(call, in: scope)
                return .member(ImplicitMember(name: name, call: site, node: Syntax(call)))
            }
            // `Type.init(...)` is the same as `Type(...)`.
            let base = try evaluate(baseExpression, in: scope)
            let site = try callSite(call, in: scope)
            switch base {
            case .type(.user(let type)):
                if name == "init" { return try construct(type, site, at: access.declName) }
                guard let method = type.staticMethods[name] else {
                    throw error(.unknownName, access.declName, "'\(type.name)' has no static method '\(name)'")
                }
                return try invoke(ScriptFunction(.declared(method, captured: fileScope, owner: nil, type: type), name: name), site)
            case .type(.library(let typeName)):
                if name == "init" { return try vocabulary.construct(typeName, site, interpreter: self, at: access.declName) }
                return try vocabulary.staticMember(name, ofType: typeName, call: site, interpreter: self, at: Syntax(access.declName))
            case .instance(let instance):
                let owner = SelfBinding(instance)
                if let method = instance.type.methods[name] {
                    return try invoke(ScriptFunction(.declared(method, captured: fileScope, owner: owner, type: instance.type), name: name), site)
                }
                if let value = try property(name, of: owner, at: access.declName, allowMissing: true) {
                    return try invoke(value, site, at: access.declName)
                }
                if instance.type.isView || instance.type.conformance == .modifier {
                    return try vocabulary.callMethod(name, on: base, site, interpreter: self, at: access.declName).result
                }
                var message = "'\(instance.type.name)' has no method '\(name)'"
                if let suggestion = Suggestion.closest(to: name, in: instance.type.methods.keys) { message += "; did you mean '\(suggestion)'?" }
                throw error(.unknownName, access.declName, message)
            case .optional(nil):
                return .optional(nil)
            default:
                let outcome = try vocabulary.callMethod(name, on: base.unwrapped, site, interpreter: self, at: access.declName)
                if let updated = outcome.updatedReceiver {
                    try store(updated, into: baseExpression, in: scope, at: Syntax(call))
                }
                return outcome.result
            }
        }
        let value = try evaluate(callee, in: scope)
        return try invoke(value, try callSite(call, in: scope), at: callee)
    }

    /// Calls a value that should be a function.
    func invoke(_ value: Value, _ site: CallSite, at node: some SyntaxProtocol) throws -> Value {
        switch value {
        case .function(let function): return try invoke(function, site)
        case .native(let library as LibraryFunctionName):
            return try vocabulary.callFunction(library.name, site, interpreter: self, at: node)
        case .type(.user(let type)): return try construct(type, site, at: node)
        case .type(.library(let name)): return try vocabulary.construct(name, site, interpreter: self, at: node)
        case .native where vocabulary.methods["callAsFunction"] != nil:
            // A library value called like a function (`layout { ... }`).
            return try vocabulary.resolve(vocabulary.methods["callAsFunction"]!, receiver: value, site: site,
                                          interpreter: self, at: Syntax(node)).result
        default: throw error(.badArguments, node, "\(value.typeName) is not a function")
        }
    }

    /// Calls a function of the file with the arguments of a call site.
    func invoke(_ function: ScriptFunction, _ site: CallSite) throws -> Value {
        switch function.body {
        case .closure:
            return try call(function, site.arguments.map(\.value), at: site.node)
        case .native(let body):
            return try body(site.arguments.map(\.value))
        case .declared(let decl, let captured, let owner, let type):
            let parameters = Array(decl.signature.parameterClause.parameters)
            let scope = Scope(parent: captured, owner: owner, ownerType: type)
            var index = 0
            for parameter in parameters {
                let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
                let name = (parameter.secondName ?? parameter.firstName).text
                let floating = isFloatingType(parameter.type)
                if index < site.arguments.count, site.arguments[index].label == label || site.arguments[index].isTrailingClosure {
                    let argument = site.arguments[index]
                    var value = argument.value
                    if floating, case .int = value, isLiteralOnly(argument.node) {
                        value = try evaluate(argument.node, in: scope, preferDouble: true)
                    }
                    scope.declare(name, try conform(value, to: parameter.type, at: argument.node), isLet: true)
                    index += 1
                } else if let defaultValue = parameter.defaultValue?.value {
                    scope.declare(name, try conform(try evaluate(defaultValue, in: scope, preferDouble: floating), to: parameter.type, at: defaultValue), isLet: true)
                } else {
                    let expected = label.map { "'\($0):'" } ?? "an unlabelled argument"
                    if index < site.arguments.count {
                        let given = site.arguments[index].label.map { "'\($0):'" } ?? "an unlabelled argument"
                        throw error(.badArguments, site.arguments[index].labelNode, "'\(decl.name.text)' expects \(expected) here, not \(given)")
                    }
                    throw error(.badArguments, site.node, "missing argument \(expected) in call to '\(decl.name.text)'")
                }
            }
            if index < site.arguments.count {
                throw error(.badArguments, site.arguments[index].labelNode, "extra argument in call to '\(decl.name.text)'")
            }
            guard let body = decl.body else { return .void }
            let isBuilder = decl.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }
            return try nested(decl.name) {
                if isBuilder { return .native(try buildView(body.statements, in: scope)) }
                return try runBody(body.statements, in: scope, returnType: decl.signature.returnClause?.type)
            }
        }
    }

    /// Calls a closure or function with positional arguments (from library code such as a
    /// `ForEach` content closure).
    package func call(_ function: ScriptFunction, _ arguments: [Value], at node: some SyntaxProtocol) throws -> Value {
        enterFromLibrary(at: node)
        switch function.body {
        case .closure(let closure, let captured):
            let scope = try closureScope(closure, captured: captured, arguments, at: node)
            return try nested(closure) { try runBody(closure.statements, in: scope, returnType: nil) }
        case .declared:
            return try invoke(function, CallSite(arguments: arguments.map {
                .init(label: nil, value: $0, node: ExprSyntax(NilLiteralExprSyntax()), isTrailingClosure: false)
            }, node: Syntax(node)))
        case .native(let body):
            return try body(arguments)
        }
    }

    /// The scope a closure body runs in, with its parameters bound (`$0`, `$1` when it names none).
    func closureScope(_ closure: ClosureExprSyntax, captured: Scope, _ arguments: [Value], at node: some SyntaxProtocol) throws -> Scope {
        let scope = Scope(parent: captured)
        var names: [String] = []
        if let clause = closure.signature?.parameterClause {
            switch clause {
            case .simpleInput(let list): names = list.map(\.name.text)
            case .parameterClause(let parameters): names = parameters.parameters.map { ($0.secondName ?? $0.firstName).text }
            }
            guard names.count == arguments.count else {
                throw error(.badArguments, clause, "the closure takes \(names.count) parameter\(names.count == 1 ? "" : "s") but is given \(arguments.count)")
            }
        } else {
            names = arguments.indices.map { "$\($0)" }
        }
        for (name, value) in zip(names, arguments) where name != "_" { scope.declare(name, value, isLet: false) }
        return scope
    }

    /// Runs a closure with positional arguments and returns the final values of its parameters
    /// too, for library closures that take `inout` parameters (`Path { p in ... }`, `Canvas`).
    package func callUpdating(_ function: ScriptFunction, _ arguments: [Value], at node: some SyntaxProtocol) throws -> [Value] {
        guard case .closure(let closure, let captured) = function.body else {
            throw error(.badArguments, node, "expected a closure")
        }
        enterFromLibrary(at: node)
        let scope = try closureScope(closure, captured: captured, arguments, at: node)
        _ = try nested(closure) { try runBody(closure.statements, in: scope, returnType: nil) }
        var names: [String] = arguments.indices.map { "$\($0)" }
        if let clause = closure.signature?.parameterClause {
            switch clause {
            case .simpleInput(let list): names = list.map(\.name.text)
            case .parameterClause(let parameters): names = parameters.parameters.map { ($0.secondName ?? $0.firstName).text }
            }
        }
        return zip(names, arguments).map { name, original in scope.variables[name]?.value ?? original }
    }

    /// The memberwise initialiser of a struct of the file.
    func construct(_ type: UserType, _ site: CallSite, at node: some SyntaxProtocol) throws -> Value {
        guard type.conformance != .scene else {
            throw error(.badArguments, node, "the scene '\(type.name)' is created by Reel, not in the file")
        }
        let scope = Scope(parent: fileScope, ownerType: type)
        var fields: [Value] = []
        var index = 0
        for property in type.stored {
            if let position = type.namespaces[property.name] {
                fields.append(.native(Namespace(file: program.source.fileName, line: position.line, column: position.column).wrappedValue))
                continue
            }
            let floating = isFloatingType(property.type)
            let canTake = !(property.isLet && property.initializer != nil)
            if canTake, index < site.arguments.count, site.arguments[index].label == property.name
                || (site.arguments[index].isTrailingClosure && index == site.arguments.count - 1) {
                let argument = site.arguments[index]
                var value = argument.value
                if floating, case .int = value, isLiteralOnly(argument.node) {
                    value = try evaluate(argument.node, in: scope, preferDouble: true)
                }
                fields.append(try conform(value, to: property.type, at: argument.node))
                index += 1
            } else if let initializer = property.initializer {
                fields.append(try conform(try evaluate(initializer, in: scope, preferDouble: floating), to: property.type, at: initializer))
            } else {
                if index < site.arguments.count {
                    let given = site.arguments[index].label.map { "'\($0):'" } ?? "an unlabelled argument"
                    throw error(.badArguments, site.arguments[index].labelNode,
                                "'\(type.name)' expects '\(property.name):' here, not \(given) (its properties in order: \(type.stored.map { $0.name + ":" }.joined(separator: " ")))")
                }
                throw error(.badArguments, site.node, "missing argument '\(property.name):' in call to '\(type.name)'")
            }
        }
        if index < site.arguments.count {
            let argument = site.arguments[index]
            let label = argument.label ?? "_"
            var message = "'\(type.name)' has no property '\(label)' to initialise here"
            if let suggestion = Suggestion.closest(to: label, in: type.stored.map(\.name)) { message += "; did you mean '\(suggestion):'?" }
            throw error(.badArguments, argument.labelNode, message)
        }
        return .instance(Instance(type: type, fields: fields))
    }
}

extension Value {
    /// The value inside an optional, or the value itself.
    package var unwrapped: Value {
        if case .optional(let wrapped?) = self { return wrapped.unwrapped }
        return self
    }
}
