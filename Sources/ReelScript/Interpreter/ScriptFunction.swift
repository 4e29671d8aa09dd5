import SwiftSyntax

/// Something a scene can call: a closure written in the file (with the variables it captured), a
/// function or method of the file (with the instance it is bound to), or a library function.
package final class ScriptFunction {
    /// What the function runs.
    package enum Body {
        /// A closure expression, run in the scope it was written in.
        case closure(ClosureExprSyntax, captured: Scope)
        /// A `func` of the file; `owner` is the instance for methods, `type` the struct for static methods.
        case declared(FunctionDeclSyntax, captured: Scope, owner: SelfBinding?, type: UserType?)
        /// A library function.
        case native((_ arguments: [Value]) throws -> Value)
    }

    /// What the function runs.
    package let body: Body
    /// The name for messages.
    package let name: String

    /// A function.
    package init(_ body: Body, name: String) {
        self.body = body
        self.name = name
    }

    /// The parameter names of a closure (explicit names, or `$0`, `$1`, ... when it uses them).
    package var parameterCount: Int? {
        switch body {
        case .closure(let closure, _):
            if let signature = closure.signature?.parameterClause {
                switch signature {
                case .simpleInput(let list): return list.count
                case .parameterClause(let clause): return clause.parameters.count
                }
            }
            return nil
        case .declared(let decl, _, _, _): return decl.signature.parameterClause.parameters.count
        case .native: return nil
        }
    }
}

/// The instance a method or computed property runs on; `var` so `mutating` code and setters can
/// change it.
package final class SelfBinding {
    /// The instance.
    package var instance: Instance
    /// Whether assignments to its properties are allowed (a setter or `mutating` method).
    package var isMutable: Bool

    /// A binding of `instance`.
    package init(_ instance: Instance, mutable: Bool = false) {
        self.instance = instance
        self.isMutable = mutable
    }
}
