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
    /// Its level of nesting (`ValueNesting`): one around the deepest value it captured or the
    /// instance it is bound to.
    let depth: Int

    /// A function.
    package init(_ body: Body, name: String, captures: [Value] = [], owner: SelfBinding? = nil) {
        self.body = body
        self.name = name
        self.captures = captures
        self.owner = owner
        depth = max(ValueNesting.level(around: captures), 1 + (owner?.depth ?? 0))
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
    /// The instance's level of nesting, once measured while it cannot change.
    private var measuredDepth: Int?

    /// The level of nesting of the instance (`ValueNesting`), measured once while the binding is
    /// immutable (a body's `self`, which every closure made in it is bound to).
    var depth: Int {
        if let measuredDepth { return measuredDepth }
        let measured = ValueNesting.depth(of: .instance(instance), within: ValueNesting.ceiling)
        if !isMutable { measuredDepth = measured }
        return measured
    }

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
