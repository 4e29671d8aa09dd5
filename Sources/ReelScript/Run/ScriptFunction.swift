/// Something a scene can call: a closure written in the file (with the values it captured), a
/// function or method of the file (with the instance it is bound to), or a library function.
package final class ScriptFunction {
    /// What the function runs.
    package enum Body {
        /// Lowered code: a closure or local function with its captures, a `func` of the file, or a
        /// method bound to `owner`.
        case code(Code)
        /// A library function.
        case native((_ arguments: [Value]) throws -> Value)
    }

    /// What the function runs.
    package let body: Body
    /// The name for messages.
    package let name: String
    /// The captured values (or boxes), in the order of `Code.captures`.
    package let captures: [Value]
    /// The instance `self` refers to inside.
    package let owner: SelfBinding?

    /// A function.
    package init(_ body: Body, name: String, captures: [Value] = [], owner: SelfBinding? = nil) {
        self.body = body
        self.name = name
        self.captures = captures
        self.owner = owner
    }

    /// The lowered code, nil for a library function.
    var code: Code? {
        if case .code(let code) = body { return code }
        return nil
    }
}

/// The instance a method or computed property runs on; a class so `mutating` code and setters can
/// change it.
package final class SelfBinding {
    /// The instance.
    package var instance: Instance
    /// Whether assignments to its properties are allowed (a setter or `mutating` method).
    package var isMutable: Bool
    /// Whether an `init` is making the instance (its `let` properties may be set once).
    package var isInitializing = false
    /// The library value `self` is in a member an extension adds to a library type (`instance`
    /// is then an empty instance of the extension's members); a `mutating` member changes it.
    package var receiver: Value?

    /// A binding of `instance`.
    package init(_ instance: Instance, mutable: Bool = false) {
        self.instance = instance
        self.isMutable = mutable
        self.receiver = nil
    }

    /// A binding of the library value `receiver` in a member `type`, an extension, adds to it.
    package init(receiver: Value, of type: UserTypeCode, mutable: Bool = false) {
        self.instance = Instance(type: type, fields: [])
        self.isMutable = mutable
        self.receiver = receiver
    }
}
