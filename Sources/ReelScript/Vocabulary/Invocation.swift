import Foundation
import Reel

/// One call of a library form being built: its receiver and bound arguments, read by parameter
/// name and converted to the Swift types the library takes. A conversion that fails throws a
/// `Mismatch`, so the next overload is tried.
package struct Invocation {
    // An invocation lives only while its form builds (builders take it `inout` and cannot keep
    // it), and the interpreter and the form outlive that: neither is retained for it.
    /// The interpreter, for conversions and for calling closures.
    package unowned(unsafe) let interpreter: Interpreter
    /// The form being built.
    package unowned(unsafe) let signature: Signature
    /// The call as written.
    package let site: CallSite
    /// For each parameter, the index of its argument, -1 when not given (see `FormBindings`).
    private let bound: UnsafePointer<Int>
    /// The value before the dot; a mutating form assigns the changed value here.
    package var receiver: Value
    /// The call, for positions.
    package let node: ScriptPosition
    /// The form's parameter names (`signature.names`).
    private let names: UnsafePointer<String>
    private let parameterCount: Int

    /// A call of `signature` with the arguments of `site` bound to its parameters as `bound` says.
    init(interpreter: Interpreter, signature: Signature, site: CallSite, bound: UnsafePointer<Int>, receiver: Value, node: ScriptPosition) {
        self.interpreter = interpreter
        self.signature = signature
        self.site = site
        self.bound = bound
        self.receiver = receiver
        self.node = node
        names = UnsafePointer(signature.names)
        parameterCount = signature.parameters.count
    }

    /// The index of the parameter `name`.
    @inline(__always)
    private func index(_ name: String) -> Int {
        Signature.index(of: name, in: names, count: parameterCount) ?? signature.index(of: name)
    }

    /// The index of the argument bound to the parameter `name`, if given.
    @inline(__always)
    private func boundArgument(_ name: String) -> Int? {
        let argument = bound[index(name)]
        return argument < 0 ? nil : argument
    }

    /// The argument bound to the parameter `name`, if given.
    package func argument(_ name: String) -> CallSite.Argument? {
        boundArgument(name).map { site[$0] }
    }

    /// Whether the argument `name` was given.
    package func has(_ name: String) -> Bool { boundArgument(name) != nil }

    /// The receiver as a `T`.
    package func receiver<T>(as type: T.Type) throws -> T {
        do {
            return try interpreter.convert(receiver, to: T.self, at: node)
        } catch var mismatch as Mismatch {
            mismatch.isReceiver = true
            let name = signature.name, receiver = receiver
            mismatch.describe("'\(name)' is not available on \(receiver.typeName)")
            throw mismatch
        }
    }

    /// Changes the receiver as a `T` in place (a mutating method of a path, a context, an array):
    /// the receiver is taken out while `change` runs, so a value held only here is changed
    /// without being copied.
    package mutating func updateReceiver<T>(as type: T.Type, _ change: (inout T, inout Invocation) throws -> Void) throws {
        if var box = receiver.takeObject() {
            // A box nothing else holds is changed where it is.
            if isKnownUniquelyReferenced(&box), let typed = box as? TypedBox<T> {
                defer { receiver = .object(box) }
                try change(&typed.typed, &self)
                return
            }
            receiver = .object(box)
        }
        var value = try receiver(as: T.self)
        receiver = .void
        do {
            try change(&value, &self)
        } catch {
            receiver = Value.wrap(value)
            throw error
        }
        receiver = Value.wrap(value)
    }

    /// The argument `name` as a `T`; a `Mismatch` when it is missing or of another type.
    package func get<T>(_ name: String, as type: T.Type = T.self) throws -> T {
        guard let index = boundArgument(name) else {
            throw Mismatch(message: "missing argument '\(name)' in \(signature.displayName)", node: node)
        }
        return try convert(index, to: T.self)
    }

    /// The argument `name` as a `T`, or nil when it was not given.
    package func optional<T>(_ name: String, as type: T.Type = T.self) throws -> T? {
        guard let index = boundArgument(name) else { return nil }
        if case .optional(nil) = site.value(index) { return nil }
        return try convert(index, to: T.self)
    }

    /// The argument `name` as a `T`, or `fallback` when it was not given (the library's default).
    package func get<T>(_ name: String, default fallback: @autoclosure () -> T) throws -> T {
        try optional(name, as: T.self) ?? fallback()
    }

    /// The value of an argument, with integer literals read as doubles (`1 / 2` is 0.5 where a
    /// `Double` is expected, as in Swift).
    package func doubleContextValue(_ argument: CallSite.Argument) throws -> Value {
        if case .int = argument.value, let literal = argument.literalDouble {
            return try literal.evaluate(Frame(slots: interpreter.globals, x: interpreter, owner: nil, function: nil))
        }
        return argument.value
    }

    /// An argument converted to `T`; integer literals are re-read as doubles where a `Double`
    /// or `CGFloat` is expected (`1 / 2` is 0.5 there, as in Swift).
    func convert<T>(_ argument: CallSite.Argument, to type: T.Type) throws -> T {
        var value = argument.value
        if T.self == Double.self || T.self == CGFloat.self || T.self == Double?.self || T.self == CGFloat?.self {
            value = try doubleContextValue(argument)
        }
        do {
            return try interpreter.convert(value, to: T.self, at: argument.node)
        } catch var mismatch as Mismatch {
            mismatch.node = mismatch.node ?? argument.node
            let label = argument.label.map { "'\($0):'" } ?? "the argument"
            if !mismatch.isComplete {
                let inner = mismatch, name = signature.name
                mismatch.describe("\(label) of \(name) expects \(inner.message)")
            }
            throw mismatch
        }
    }

    /// The argument at `index` of the call converted to `T` (as `convert(_:to:)`), without
    /// copying the argument: numbers go straight through.
    @inline(__always)
    func convert<T>(_ index: Int, to type: T.Type) throws -> T {
        if T.self == Double.self || T.self == CGFloat.self {
            switch site.value(index) {
            case .double(let v): return T.self == Double.self ? v as! T : CGFloat(v) as! T
            case .int(let v):
                let source = site.source(index)
                if source.literalDouble == nil { return T.self == Double.self ? Double(v) as! T : CGFloat(Double(v)) as! T }
                if let d = source.doubleLiteral { return T.self == Double.self ? d as! T : CGFloat(d) as! T }
            default: break
            }
        }
        return try convert(site[index], to: T.self)
    }

    /// The argument `name` as an array of `T`.
    package func array<T>(_ name: String, of type: T.Type) throws -> [T] {
        guard let argument = argument(name) else { throw Mismatch(message: "missing argument '\(name)'", node: node) }
        guard case .array(let items) = argument.value else {
            throw Mismatch(message: "\(argument.label.map { "'\($0):'" } ?? "the argument") of \(signature.name) expects an array, got \(argument.value.typeName)",
                           node: argument.node)
        }
        return try items.map { try interpreter.convert($0, to: T.self, at: argument.node) }
    }

    /// The argument `name` as an array of `T`, or nil when not given.
    package func optionalArray<T>(_ name: String, of type: T.Type) throws -> [T]? {
        has(name) ? try array(name, of: T.self) : nil
    }

    /// The closure given for `name`.
    package func function(_ name: String) throws -> ScriptFunction {
        guard let argument = argument(name) else { throw Mismatch(message: "missing closure '\(name)'", node: node) }
        if let keyPath = argument.value.native(as: ScriptKeyPath.self) {
            // `map(\.name)`: the key path as a function.
            return interpreter.function(of: keyPath, at: argument.node)
        }
        guard case .function(let function) = argument.value else {
            throw Mismatch(message: "\(argument.label.map { "'\($0):'" } ?? "the argument") of \(signature.name) expects a closure, got \(argument.value.typeName)",
                           node: argument.node)
        }
        return function
    }

    /// The views of a `@ViewBuilder` closure parameter, built now (as a container's initialiser
    /// calls its content closure at once), or a view given directly.
    package func views(_ name: String) throws -> any View {
        guard let argument = argument(name) else { throw Mismatch(message: "missing content '\(name)'", node: node) }
        if case .function(let function) = argument.value {
            return try interpreter.callViewBuilder(function, [], at: argument.node)
        }
        return try convert(argument, to: (any View).self)
    }

    /// A `@ViewBuilder` closure parameter that the library calls later with one argument (a
    /// `ForEach` element, a `TimelineView` context); failures inside are reported and draw nothing.
    package func viewContent<Input>(_ name: String, wrapping wrap: @escaping (Input) -> Value) throws -> (Input) -> ScriptContentView {
        let function = try self.function(name)
        let interpreter = self.interpreter
        let node = argument(name)!.node
        return { input in
            do {
                return ScriptContentView(try interpreter.callViewBuilder(function, [wrap(input)], at: node))
            } catch {
                interpreter.report(error, at: node)
                return ScriptContentView(EmptyView())
            }
        }
    }

    /// A closure parameter the library calls later, returning a value of type `R`; failures are
    /// reported and give `fallback`.
    package func callback<R>(_ name: String, returning type: R.Type, fallback: R) throws -> ([Value]) -> R {
        let function = try self.function(name)
        let interpreter = self.interpreter
        let node = argument(name)!.node
        return { arguments in
            do {
                return try interpreter.convert(try interpreter.call(function, arguments, at: node), to: R.self, at: node)
            } catch {
                interpreter.report(error, at: node)
                return fallback
            }
        }
    }
}

/// The view a script closure made, as one concrete type for generic library views (`ForEach`'s
/// content). It resolves to exactly the node of the view inside.
package struct ScriptContentView: View, PrimitiveView {
    /// The view made by the closure.
    let view: any View

    /// Wraps `view`.
    package init(_ view: any View) { self.view = view }

    /// Never evaluated.
    package var body: Never { fatalError("ScriptContentView is resolved by the engine") }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        context.resolve(view)
    }
}
