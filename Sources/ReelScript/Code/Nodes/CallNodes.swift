import Foundation
import Reel

/// One argument of a call, lowered.
struct ArgumentCode {
    /// How the argument is given.
    enum Kind {
        /// An expression.
        case value(Node)
        /// A trailing closure (made without a step of its own).
        case trailingClosure(ClosureNode)
        /// An argument the interpreter refuses (`&x`): the error, before anything after it runs.
        case failure(ScriptError.Kind, String)
    }
    /// How it is given.
    let kind: Kind
    /// How it is written.
    let source: ArgumentSource

    /// An argument labelled `label` given as `kind`, its expression at `position`, starting at
    /// `labelPosition`; `literalDouble` is the expression lowered in a `Double` context, when it
    /// is made only of number literals with an integer among them.
    init(label: String?, kind: Kind, position: ScriptPosition, labelPosition: ScriptPosition, literalDouble: Node?) {
        self.kind = kind
        let isTrailing: Bool
        if case .trailingClosure = kind { isTrailing = label == nil } else { isTrailing = false }
        source = ArgumentSource(label: label, node: position, labelNode: labelPosition, isTrailingClosure: isTrailing,
                                literalDouble: literalDouble)
    }
}

/// The arguments of a call, lowered, with their shape for binding.
final class SiteCode {
    let arguments: [ArgumentCode]
    let position: ScriptPosition
    let openingParenthesis: ScriptPosition?
    let shape: CallShape
    /// How each argument is written, where call sites point.
    private let sources: ArgumentSources

    init(_ arguments: [ArgumentCode], _ position: ScriptPosition, openingParenthesis: ScriptPosition?) {
        self.arguments = arguments
        self.position = position
        self.openingParenthesis = openingParenthesis
        shape = CallShape(arguments: arguments.map { ($0.source.label, $0.source.isTrailingClosure, $0.source.labelNode) },
                          position: position)
        sources = ArgumentSources(arguments.map(\.source))
        steps = arguments.map { argument in
            switch argument.kind {
            case .value(let node): return .value(Unmanaged.passUnretained(node), literal: argument.source.literalDouble.map(Unmanaged.passUnretained))
            case .trailingClosure(let closure): return .closure(Unmanaged.passUnretained(closure))
            case .failure: return .failure
            }
        }
    }

    /// Evaluates the arguments in order into slots of the interpreter's stack and runs `body` with
    /// them as a call site; the slots are given back after.
    @inline(__always)
    func withSite<R>(_ f: Frame, _ body: (CallSite) throws -> R) throws -> R {
        let count = arguments.count
        let stack = f.x.stack
        let (slots, mark) = stack.take(count)
        defer { stack.give(slots, count: count, mark: mark) }
        try evaluate(into: slots, f)
        return try body(CallSite(values: slots, sources: sources.pointer, count: count, node: position, openingParenthesis: openingParenthesis))
    }

    /// The arguments evaluated in order, kept past the call.
    func kept(_ f: Frame) throws -> CallArguments {
        try withSite(f) { $0.kept(sources) }
    }

    /// How each argument is evaluated, its nodes unretained (`arguments` holds them), so
    /// evaluating a call's arguments counts no references.
    private enum Step {
        case value(Unmanaged<Node>, literal: Unmanaged<Node>?)
        case closure(Unmanaged<ClosureNode>)
        case failure
    }
    private let steps: [Step]

    /// Evaluates the arguments in order into `slots`.
    private func evaluate(into slots: UnsafeMutablePointer<Value>, _ f: Frame) throws {
        try steps.withUnsafeBufferPointer { steps in
            for index in steps.indices {
                switch steps[index] {
                case .value(let node, nil):
                    slots[index] = try node._withUnsafeGuaranteedRef { try $0.evaluate(f) }
                case .value(let node, let literal?):
                    // Literals Swift would type as Double where the parameter is one (`0 / 0`):
                    // when they fail as integers, their Double reading is the argument.
                    do {
                        slots[index] = try node._withUnsafeGuaranteedRef { try $0.evaluate(f) }
                    } catch let failure as ScriptError where failure.kind == .invalidValue {
                        slots[index] = try literal._withUnsafeGuaranteedRef { try $0.evaluate(f) }
                    }
                case .closure(let closure):
                    slots[index] = closure._withUnsafeGuaranteedRef { $0.make(f) }
                case .failure:
                    guard case .failure(let kind, let message) = arguments[index].kind else { continue }
                    throw f.x.error(kind, arguments[index].source.node, message)
                }
            }
        }
    }
}

/// How a name the lowering resolved is read without a step of its own (the callee of a call).
enum NameAccess {
    case local(Int)
    case capture(Int)
    case global(Int, message: () -> String, at: ScriptPosition)

    /// The value.
    func read(_ f: Frame) throws -> Value {
        let value: Value
        switch self {
        case .local(let slot): value = f.slots[slot]
        case .capture(let index): value = f.function!.captures[index]
        case .global(let index, let message, let position):
            value = f.x.globals[index]
            if case .box(let box) = value, box === ScriptBox.unset { throw f.x.error(.unknownName, position, message()) }
        }
        if case .box(let box) = value { return box.value }
        return value
    }
}

/// `name(arguments)` where `name` is a variable holding a function (or a struct type, or a library
/// function): the arguments first, then the variable.
final class VariableCallNode: Node {
    let access: NameAccess
    let site: SiteCode
    /// Where the name is.
    let at: ScriptPosition

    init(_ access: NameAccess, _ site: SiteCode, at: ScriptPosition, _ position: ScriptPosition, depth: Int) {
        self.access = access
        self.site = site
        self.at = at
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        let x = f.x
        try x.count(self)
        return try site.withSite(f) { arguments in
            let callee = try access.read(f)
            return try x.deeper(by: depth + 1) { try x.invoke(callee, arguments, at: at) }
        }
    }
}

/// `callee(arguments)` for any other callee expression: the callee first, then the arguments.
final class ValueCallNode: Node {
    let callee: Node
    let site: SiteCode

    init(_ callee: Node, _ site: SiteCode, _ position: ScriptPosition, depth: Int) {
        self.callee = callee
        self.site = site
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        let x = f.x
        try x.count(self)
        let value = try callee.evaluate(f)
        return try site.withSite(f) { arguments in
            try x.deeper(by: depth + 1) { try x.invoke(value, arguments, at: callee.position) }
        }
    }
}

/// A call of a `func` of the file known when lowering: a file function, a method of `self`, a
/// static method of the enclosing struct; the arguments bound by label then.
final class FunctionCallNode: Node {
    /// Which instance the function runs on.
    enum Owner {
        /// None: a file function or a static method.
        case none
        /// `self` of the calling code.
        case caller
    }
    let code: Code
    let owner: Owner
    let binding: ArgumentBinding
    let site: SiteCode
    /// A base written before the name (`Type.method(...)`), evaluated first.
    let prefix: Node?
    /// The `&` arguments: each argument's index and where its parameter's final value is written.
    let inoutPlaces: [(argument: Int, place: Place)]

    init(_ code: Code, owner: Owner, _ site: SiteCode, _ position: ScriptPosition, depth: Int, prefix: Node? = nil,
         inoutPlaces: [(argument: Int, place: Place)] = []) {
        self.code = code
        self.owner = owner
        self.site = site
        self.prefix = prefix
        self.inoutPlaces = inoutPlaces
        if case .declared(let parameters) = code.parameters {
            binding = Interpreter.bind(parameters, name: code.name, site.shape)
        } else {
            binding = .bound([])
        }
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        let x = f.x
        try x.count(self)
        if let prefix { _ = try prefix.evaluate(f) }
        if !inoutPlaces.isEmpty { return try evaluateWritingBack(f) }
        return try site.withSite(f) { arguments in
            let owner = self.owner == .caller ? f.owner : nil
            return try x.deeper(by: depth + 1) { try x.invoke(code, binding: binding, site: arguments, owner: owner, function: nil) }
        }
    }

    /// The call with `&` arguments: the final values of their `inout` parameters are written back
    /// to the places they came from, after the call, as Swift does.
    private func evaluateWritingBack(_ f: Frame) throws -> Value {
        let x = f.x
        var final: [Int: Value] = [:]
        let result = try site.withSite(f) { arguments in
            let owner = self.owner == .caller ? f.owner : nil
            return try x.deeper(by: depth + 1) {
                try x.invoke(code, binding: binding, site: arguments, owner: owner, function: nil) { callee, bound in
                    final = Interpreter.inoutValues(of: self.code, in: callee, bound: bound)
                }
            }
        }
        for (argument, place) in inoutPlaces {
            guard let value = final[argument] else {
                throw x.error(.badArguments, site.arguments[argument].source.node, "'&' is given to a parameter that is not 'inout'")
            }
            try x.store(value, into: place, f)
        }
        return result
    }
}

/// `Type(arguments)` for a struct of the file: its memberwise initialiser, bound when lowering.
final class ConstructNode: Node {
    let type: UserTypeCode
    let steps: [MemberwiseStep]
    let site: SiteCode
    /// A base written before `init` (`Type.init(...)`), evaluated first.
    let prefix: Node?
    /// Where the type's name is.
    let at: ScriptPosition

    init(_ type: UserTypeCode, _ site: SiteCode, at: ScriptPosition, _ position: ScriptPosition, depth: Int, prefix: Node? = nil) {
        self.type = type
        self.site = site
        self.prefix = prefix
        self.at = at
        steps = MemberwiseStep.steps(for: type, site.shape)
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        let x = f.x
        try x.count(self)
        if let prefix { _ = try prefix.evaluate(f) }
        return try site.withSite(f) { arguments in
            try x.deeper(by: depth + 1) { try x.construct(type, steps: steps, arguments, at: at) }
        }
    }
}

/// `Figure.circle(radius: 2)`: a case of an enum of the file with its associated values.
final class EnumCaseNode: Node {
    let type: UserTypeCode
    let index: Int
    let site: SiteCode
    /// The type written before the case, evaluated first.
    let prefix: Node
    /// Where the case's name is.
    let at: ScriptPosition

    init(_ type: UserTypeCode, index: Int, _ site: SiteCode, prefix: Node, at: ScriptPosition, _ position: ScriptPosition, depth: Int) {
        self.type = type
        self.index = index
        self.site = site
        self.prefix = prefix
        self.at = at
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        let x = f.x
        try x.count(self)
        _ = try prefix.evaluate(f)
        return try site.withSite(f) { arguments in try x.makeCase(type, index, arguments, at: at) }
    }
}

/// `self.init(…)` inside an `init`: another initialiser of the same struct makes the value,
/// which becomes `self`; when that initialiser fails (`init?` returning nil), so does this one.
final class SelfInitNode: Node {
    let type: UserTypeCode
    let site: SiteCode
    /// Where `init` is.
    let at: ScriptPosition

    init(_ type: UserTypeCode, _ site: SiteCode, at: ScriptPosition, _ position: ScriptPosition, depth: Int) {
        self.type = type
        self.site = site
        self.at = at
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        let x = f.x
        try x.count(self)
        guard let owner = f.owner, owner.isInitializing else {
            throw x.error(.badArguments, at, "'self.init' can only be called inside an 'init'")
        }
        let made = try site.withSite(f) { arguments in try x.deeper(by: depth + 1) { try x.construct(type, steps: nil, arguments, at: at) } }
        switch made {
        case .instance(let instance): owner.instance = instance
        case .optional(.instance(let instance)?): owner.instance = instance
        default: throw DelegatedInitializerFailure()
        }
        return .void
    }
}

/// Thrown by `self.init(…)` when the failable initialiser it calls fails: the `init?` running it
/// stops there and fails too.
struct DelegatedInitializerFailure: Error {}

/// A call of library forms known when lowering: an initialiser (`Color(red:green:blue:)`), a free
/// function (`sin`), a static method (`Angle.degrees(_:)`). Each form's labels were bound then; the
/// first form whose argument types fit is built.
final class LibraryCallNode: Node {
    let forms: [Signature]
    let bindings: FormBindings
    let site: SiteCode
    /// The error when there is no form at all (a type that cannot be created).
    let noForms: String?
    /// A base written before the name (`Angle.degrees(...)`), evaluated first.
    let prefix: Node?
    /// Where the called name is.
    let at: ScriptPosition

    init(_ forms: [Signature], noForms: String?, _ site: SiteCode, at: ScriptPosition, _ position: ScriptPosition, depth: Int, prefix: Node? = nil) {
        self.forms = forms
        self.site = site
        self.noForms = noForms
        self.prefix = prefix
        self.at = at
        bindings = FormBindings(forms, shape: site.shape)
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        let x = f.x
        try x.count(self)
        if let prefix { _ = try prefix.evaluate(f) }
        return try site.withSite(f) { arguments in
            if let noForms { throw x.error(.badArguments, at, noForms) }
            var receiver = Value.void
            return try x.deeper(by: depth + 1) {
                try x.vocabulary.resolve(forms, bindings: bindings, receiver: &receiver, site: arguments, interpreter: x, at: at)
            }
        }
    }
}

/// `name(arguments)` where the name is not a function: the arguments, then the error (an unknown
/// name, or a property that is not a function); a property holding a layout is called with its
/// content.
final class NameCallFailureNode: Node {
    let site: SiteCode
    let read: Node?
    let name: String
    let message: () -> String
    /// Where the name is.
    let at: ScriptPosition

    init(_ site: SiteCode, read: Node?, name: String, message: @escaping () -> String, at: ScriptPosition, _ position: ScriptPosition, depth: Int) {
        self.site = site
        self.read = read
        self.name = name
        self.message = message
        self.at = at
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        let x = f.x
        try x.count(self)
        guard let read else {
            try site.withSite(f) { _ in }
            throw x.error(.unknownName, at, message())
        }
        let value = try read.evaluate(f)
        return try site.withSite(f) { arguments in
            // A layout held by a property is called with its content (`layout { ... }`).
            let isLayout: Bool
            switch value {
            case .instance(let instance): isLayout = instance.type.conformance == .layout
            default: isLayout = value.nativeValue is any Layout
            }
            // `content()` of `@ViewBuilder var content: () -> Content`: the memberwise initialiser
            // built the closure's views once, and calling it gives them.
            if !isLayout, site.arguments.isEmpty, value.nativeValue is any View { return value }
            guard isLayout else { throw x.error(.badArguments, at, "'\(name)' is \(value.typeName), not a function; remove the parentheses") }
            return try x.deeper(by: depth + 1) { try x.invoke(value, arguments, at: at) }
        }
    }
}

/// `.name` or `.name(arguments)`: a member whose type the place it goes decides.
final class ImplicitMemberNode: Node {
    let name: String
    let site: SiteCode?
    /// Where the member's name is (errors resolving it point there).
    let namePosition: ScriptPosition
    /// What the member is in each type that has it.
    let table: ImplicitMemberTable
    /// The member, when it is not called: the same value every time.
    let uncalled: Value

    init(_ name: String, _ site: SiteCode?, table: ImplicitMemberTable, name position: ScriptPosition, _ expression: ScriptPosition, depth: Int) {
        self.name = name
        self.site = site
        self.table = table
        namePosition = position
        uncalled = .member(ImplicitMember(name: name, call: nil, node: position, table: table))
        super.init(expression, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.count(self)
        guard let site else { return uncalled }
        let member = Value.member(ImplicitMember(name: name, call: try site.kept(f), node: namePosition, table: table))
        try f.x.checkNesting(member, at: position)
        return member
    }
}
