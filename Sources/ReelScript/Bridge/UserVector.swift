import Reel

/// A struct of a scene file that is its own `VectorArithmetic` (`struct Hex` with `static func +`,
/// `static func -`, `mutating func scale(by:)` and `var magnitudeSquared`, declared on the struct
/// or added in an extension), animated as a compiled one is: the engine adds, subtracts and scales
/// it by running those members in the interpreter.
///
/// Its zero is the zero of every such struct (the engine's starting velocity): adding it changes
/// nothing, and it is never handed to the file's code.
struct UserVector: VectorArithmetic {
    /// The struct's value; nil is zero.
    let instance: Instance?
    /// The interpreter that runs its members.
    let interpreter: Interpreter?

    /// Whether `instance`'s type has the members of a vector.
    static func isVector(_ instance: Instance) -> Bool {
        let type = instance.type
        return type.staticMethods["+"] != nil && type.staticMethods["-"] != nil && type.methods["scale"] != nil
            && type.computed["magnitudeSquared"] != nil
    }

    static var zero: UserVector { UserVector(instance: nil, interpreter: nil) }

    static func + (lhs: UserVector, rhs: UserVector) -> UserVector {
        guard let a = lhs.instance else { return rhs }
        guard let b = rhs.instance else { return lhs }
        return lhs.combined(a, b, "+")
    }

    static func - (lhs: UserVector, rhs: UserVector) -> UserVector {
        guard let b = rhs.instance else { return lhs }
        guard let a = lhs.instance else { return rhs.scaled(by: -1) }
        return rhs.combined(a, b, "-")
    }

    mutating func scale(by rhs: Double) {
        guard let instance, let interpreter, let code = instance.type.methods["scale"] else { return }
        let binding = SelfBinding(instance, mutable: true)
        interpreter.enterFromLibrary()
        do {
            let site = CallArguments([.init(label: "by", value: .double(rhs), node: code.position)], node: code.position)
            _ = try site.withSite { try interpreter.invokeFromLibrary(code, site: $0, owner: binding) }
            self = UserVector(instance: binding.instance, interpreter: interpreter)
        } catch {
            interpreter.report(error, at: code.position)
        }
    }

    var magnitudeSquared: Double {
        guard let instance, let interpreter, let property = instance.type.computed["magnitudeSquared"] else { return 0 }
        interpreter.enterFromLibrary()
        do {
            let value = try interpreter.evaluateComputedFromLibrary(property, owner: SelfBinding(instance), at: property.position)
            return try interpreter.number(value, at: property.position)
        } catch {
            interpreter.report(error, at: property.position)
            return 0
        }
    }

    static func == (lhs: UserVector, rhs: UserVector) -> Bool {
        switch (lhs.instance, rhs.instance) {
        case (nil, nil): return true
        case (let a?, let b?): return ScriptEquatable.same(.instance(a), .instance(b))
        default: return false
        }
    }

    /// `a op b` by the struct's own operator.
    private func combined(_ a: Instance, _ b: Instance, _ op: String) -> UserVector {
        guard let interpreter, let code = a.type.staticMethods[op] else { return self }
        interpreter.enterFromLibrary()
        do {
            let value = try interpreter.callClosure(code, [.instance(a), .instance(b)], owner: nil, function: nil, at: code.position)
            guard case .instance(let result) = value else {
                throw interpreter.error(.badArguments, code.position, "'\(op)' of '\(a.type.name)' must return a \(a.type.name), not \(value.typeName)")
            }
            return UserVector(instance: result, interpreter: interpreter)
        } catch {
            interpreter.report(error, at: code.position)
            return UserVector(instance: a, interpreter: interpreter)
        }
    }
}
