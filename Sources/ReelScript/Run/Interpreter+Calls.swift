import Foundation
import Reel

extension Interpreter {
    /// Runs `body` with a frame for `code`.
    @inline(__always)
    func withFrame<T>(_ code: Code, owner: SelfBinding?, function: ScriptFunction?, _ body: (Frame) throws -> T) rethrows -> T {
        let stack = self.stack
        let (slots, mark) = stack.take(code.frameSize)
        defer { stack.give(slots, count: code.frameSize, mark: mark) }
        return try body(Frame(slots: slots, x: self, owner: owner, function: function))
    }

    /// How `shape`'s arguments bind to the parameters of `name`: in order, each by its label (an
    /// unlabelled trailing closure fits any), parameters with defaults may be left out.
    static func bind(_ parameters: [DeclaredParameter], name: String, _ shape: CallShape) -> ArgumentBinding {
        var bound: [Int?] = []
        var index = 0
        let arguments = shape.arguments
        for parameter in parameters {
            if index < arguments.count, arguments[index].label == parameter.label || arguments[index].isTrailingClosure {
                bound.append(index)
                index += 1
            } else if parameter.hasDefault {
                bound.append(nil)
            } else {
                let expected = parameter.label.map { "'\($0):'" } ?? "an unlabelled argument"
                if index < arguments.count {
                    let given = arguments[index].label.map { "'\($0):'" } ?? "an unlabelled argument"
                    return .failed(.badArguments, "'\(name)' expects \(expected) here, not \(given)", arguments[index].position)
                }
                return .failed(.badArguments, "missing argument \(expected) in call to '\(name)'", shape.position)
            }
        }
        if index < arguments.count {
            return .failed(.badArguments, "extra argument in call to '\(name)'", arguments[index].position)
        }
        return .bound(bound)
    }

    /// Calls a `func` of the file (a method when `owner` is given) with the arguments of a call
    /// site, bound as `binding` says (worked out now when nil).
    func invoke(_ code: Code, binding: ArgumentBinding?, site: CallSite, owner: SelfBinding?, function: ScriptFunction?,
                moving moved: MovedArgument? = nil, finished: ((Frame, [Int?]) -> Void)? = nil) throws -> Value {
        guard case .declared(let parameters) = code.parameters else {
            return try callClosure(code, site.map(\.value), owner: owner, function: function, at: site.node)
        }
        let bound: [Int?]
        switch binding ?? Interpreter.bind(parameters, name: code.name, CallShape(site)) {
        case .bound(let indices): bound = indices
        case .failed(let kind, let message, let position): throw error(kind, position, message)
        }
        return try withFrame(code, owner: owner, function: function) { f in
            for (parameter, index) in zip(parameters, bound) {
                var value: Value
                if let index {
                    let argument = site[index]
                    value = argument.value
                    if parameter.type.prefersDouble, case .int = value, let literal = argument.literalDouble {
                        value = try literal.evaluate(f)
                    }
                    value = try conform(value, to: parameter.type, at: argument.node)
                    if parameter.buildsViews, case .function(let closure) = value, let closureCode = closure.code, !closureCode.isDeclaredFunction {
                        // A closure given for a `@ViewBuilder` parameter builds views when called.
                        value = .function(ScriptFunction(.native { [unowned self] arguments in
                            .native(try self.callViewBuilder(closure, arguments, at: argument.node))
                        }, name: closure.name))
                    }
                } else {
                    let node = parameter.defaultValue!
                    value = try conform(try node.evaluate(f), to: parameter.type, at: node.position)
                }
                f.slots[parameter.slot] = parameter.boxed ? .box(ScriptBox(value)) : value
            }
            if let moved {
                // The argument's only copy goes to its parameter, so changing it in place copies nothing.
                for (parameter, index) in zip(parameters, bound) where index == moved.index {
                    let value = moved.take()
                    f.slots[parameter.slot] = parameter.boxed ? .box(ScriptBox(value)) : value
                }
            }
            let result: Value
            do {
                result = try nested(at: code.position) {
                    if code.isViewBuilder { return Value.native(try buildView(code.body, f)) }
                    return try runBody(code, f)
                }
            } catch {
                // A moved argument comes back as the call left it.
                if let moved {
                    for (parameter, index) in zip(parameters, bound) where index == moved.index {
                        if case .box(let box) = f.slots[parameter.slot] { moved.giveBack(box.value) } else { moved.giveBack(f.slots[parameter.slot]) }
                    }
                }
                throw error
            }
            // The final values of `inout` parameters, for the caller to write back.
            finished?(f, bound)
            return result
        }
    }

    /// Puts a closure's arguments in its parameters' slots.
    func bindClosure(_ code: Code, _ arguments: [Value], _ f: Frame) throws {
        switch code.parameters {
        case .closure(let parameters, let position):
            if parameters.count > 1, arguments.count == 1, case .tuple(let tuple) = arguments[0], tuple.elements.count == parameters.count {
                // `enumerated().map { i, v in … }`, `items.map { name, color in … }`: the tuple's
                // elements, as Swift destructures a tuple given to a closure of several parameters.
                try bindClosure(code, tuple.elements, f)
                return
            }
            guard parameters.count == arguments.count else {
                throw error(.badArguments, position,
                            "the closure takes \(parameters.count) parameter\(parameters.count == 1 ? "" : "s") but is given \(arguments.count)")
            }
            for (parameter, value) in zip(parameters, arguments) {
                guard let slot = parameter.slot else { continue }
                f.slots[slot] = parameter.boxed ? .box(ScriptBox(value)) : value
            }
        case .implicit(let count, let countSlot):
            for (index, value) in arguments.prefix(count).enumerated() { f.slots[index] = value }
            f.slots[countSlot] = .int(arguments.count)
        default:
            break
        }
    }

    /// The final values of a closure's parameters (for `inout` parameters), `arguments` where it
    /// has none.
    func closureParameters(_ code: Code, _ arguments: [Value], _ f: Frame) -> [Value] {
        switch code.parameters {
        case .closure(let parameters, _):
            return zip(parameters, arguments).map { parameter, original in
                guard let slot = parameter.slot else { return original }
                if case .box(let box) = f.slots[slot] { return box.value }
                return f.slots[slot]
            }
        case .implicit(let count, _):
            return arguments.enumerated().map { index, original in index < count ? f.slots[index] : original }
        default:
            return arguments
        }
    }

    /// Runs a closure (or a local function called by position) with `arguments`.
    func callClosure(_ code: Code, _ arguments: [Value], owner: SelfBinding?, function: ScriptFunction?, at position: ScriptPosition) throws -> Value {
        if case .declared = code.parameters {
            return try CallArguments(arguments.map { .init(label: nil, value: $0, node: position) }, node: position).withSite {
                try invoke(code, binding: nil, site: $0, owner: owner, function: function)
            }
        }
        return try withFrame(code, owner: owner, function: function) { f in
            try bindClosure(code, arguments, f)
            return try nested(at: code.position) { try runBody(code, f) }
        }
    }

    /// Calls a closure or function with positional arguments (from library code such as a
    /// `ForEach` content closure).
    package func call(_ function: ScriptFunction, _ arguments: [Value], at position: ScriptPosition) throws -> Value {
        enterFromLibrary()
        active += 1
        defer { active -= 1 }
        switch function.body {
        case .native(let body):
            return try body(arguments)
        case .code(let code):
            return try callClosure(code, arguments, owner: function.owner, function: function, at: position)
        }
    }

    /// Runs a closure with positional arguments and returns the final values of its parameters
    /// too, for library closures that take `inout` parameters (`Path { p in ... }`, `Canvas`).
    package func callUpdating(_ function: ScriptFunction, _ arguments: [Value], at position: ScriptPosition) throws -> [Value] {
        guard let code = function.code, !code.isDeclaredFunction else { throw error(.badArguments, position, "expected a closure") }
        enterFromLibrary()
        active += 1
        defer { active -= 1 }
        return try withFrame(code, owner: function.owner, function: function) { f in
            try bindClosure(code, arguments, f)
            _ = try nested(at: code.position) { try runBody(code, f) }
            return closureParameters(code, arguments, f)
        }
    }

    /// Calls a closure written for a `@ViewBuilder` parameter with `arguments`.
    package func callViewBuilder(_ function: ScriptFunction, _ arguments: [Value], at position: ScriptPosition) throws -> any View {
        enterFromLibrary()
        active += 1
        defer { active -= 1 }
        guard let code = function.code, !code.isDeclaredFunction else {
            return try view(try call(function, arguments, at: position), at: position)
        }
        return try withFrame(code, owner: function.owner, function: function) { f in
            try bindClosure(code, arguments, f)
            return try nested(at: code.position) { try buildView(code.body, f) }
        }
    }

    /// Calls a closure written for a result builder of values (`KeyframesBuilder`,
    /// `KeyframeTrackContentBuilder`).
    func collectBuilder(_ function: ScriptFunction, _ arguments: [Value], at position: ScriptPosition) throws -> [Value] {
        enterFromLibrary()
        active += 1
        defer { active -= 1 }
        guard let code = function.code, !code.isDeclaredFunction else {
            let value = try call(function, arguments, at: position)
            if case .array(let items) = value { return items }
            return [value]
        }
        return try withFrame(code, owner: function.owner, function: function) { f in
            try bindClosure(code, arguments, f)
            var values: [Value] = []
            try nested(at: code.position) { try collectBuilder(code.body, f, into: &values) }
            return values
        }
    }

    /// Runs a computed property's getter on `owner`.
    func evaluateComputed(_ computed: UserTypeCode.ComputedProperty, owner: SelfBinding?, at position: ScriptPosition) throws -> Value {
        let getter = computed.getter
        return try nested(at: position) {
            try withFrame(getter, owner: owner, function: nil) { f in
                if computed.buildsViews { return .native(try buildView(getter.body, f)) }
                if computed.buildsTimeline { return .native(try buildTimeline(getter.body, f)) }
                return try runBody(getter, f)
            }
        }
    }

    /// Runs a computed property's getter from the library (the engine resolving a view, reading
    /// `animatableData`).
    func evaluateComputedFromLibrary(_ computed: UserTypeCode.ComputedProperty, owner: SelfBinding?, at position: ScriptPosition) throws -> Value {
        active += 1
        defer { active -= 1 }
        return try evaluateComputed(computed, owner: owner, at: position)
    }

    /// A struct with explicit initialisers made by the first whose labels fit the call: its
    /// properties with initial values are set, then the initialiser runs on the new instance.
    /// A failable one (`init?`) gives an optional: nil when it returns nil.
    /// Nil when no initialiser takes the arguments and the struct keeps its memberwise
    /// initialiser (its `init`s are all in extensions, as Swift allows).
    private func initialize(_ type: UserTypeCode, _ site: CallSite, at position: ScriptPosition) throws -> Value? {
        let shape = CallShape(site)
        var firstFailure: (ScriptError.Kind, String, ScriptPosition)?
        for initializer in type.initializers {
            let code = initializer.code
            guard case .declared(let parameters) = code.parameters else { continue }
            let binding = Interpreter.bind(parameters, name: type.name, shape)
            if case .failed(let kind, let message, let at) = binding {
                if firstFailure == nil { firstFailure = (kind, message, at) }
                continue
            }
            var fields: [Value] = []
            fields.reserveCapacity(type.stored.count)
            for stored in type.stored {
                if let initial = stored.initializerCode {
                    let value = try withFrame(initial, owner: nil, function: nil) { f in try runBody(initial, f) }
                    fields.append(wrapped(try conform(value, to: stored.declaredType, at: initial.position), stored))
                } else {
                    fields.append(.optional(nil))
                }
            }
            let instance = SelfBinding(Instance(type: type, fields: fields), mutable: true)
            instance.isInitializing = true
            let isFailable = initializer.isFailable
            let returned: Value
            do {
                returned = try invoke(code, binding: binding, site: site, owner: instance, function: nil)
            } catch is DelegatedInitializerFailure where isFailable {
                return .optional(nil)
            } catch is DelegatedInitializerFailure {
                throw error(.badArguments, position, "a non-failable 'init' of '\(type.name)' called a failable one that failed; make it 'init?'")
            }
            // `init?`: nil when it returns nil (or a `self.init` it calls fails), else the value.
            try checkNesting(.instance(instance.instance), at: position)
            guard isFailable else { return .instance(instance.instance) }
            if case .optional(nil) = returned { return .optional(nil) }
            return .optional(.instance(instance.instance))
        }
        if type.keepsMemberwiseInitializer { return nil }
        if type.initializers.count == 1, let (kind, message, at) = firstFailure { throw error(kind, at, message) }
        throw error(.badArguments, position, "no initialiser of '\(type.name)' takes these arguments")
    }

    /// The value of a new instance's property `stored`: a `@State` property's in new `State`
    /// storage (the engine gives it its view's state when the view is resolved).
    private func wrapped(_ value: Value, _ stored: UserTypeCode.StoredProperty) -> Value {
        stored.isState ? .native(State(wrappedValue: value)) : value
    }

    /// `Enum(rawValue: x)`: the case with that raw value, or nil.
    private func enumCase(of type: UserTypeCode, _ cases: [UserTypeCode.EnumCase], _ site: CallSite, at position: ScriptPosition) throws -> Value {
        guard site.count == 1, site[0].label == "rawValue", type.storedIndex("rawValue") != nil else {
            let example = cases.first.map { "'.\($0.name)'" } ?? "its static members"
            throw error(.badArguments, position, "the enum '\(type.name)' is made from its cases (\(example)) or with 'init(rawValue:)' when it has a raw type")
        }
        let raw = site[0].value
        for (index, enumCase) in cases.enumerated() {
            if let candidate = enumCase.rawValue, try equals(candidate, raw, at: site[0].node) { return .optional(type.caseValue(index)) }
        }
        return .optional(nil)
    }

    /// `Figure.circle(radius: 2)` or `.circle(radius: 2)`: the case `index` of the enum `type`
    /// with its associated values, each converted to its declared type; the labels must be the
    /// case's, as Swift requires.
    func makeCase(_ type: UserTypeCode, _ index: Int, _ site: CallSite, at position: ScriptPosition) throws -> Value {
        let enumCase = type.cases![index]
        let parameters = enumCase.parameters ?? []
        let written = "\(type.name).\(enumCase.name)(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        guard site.count == parameters.count else {
            throw error(.badArguments, position, "\(written) takes \(parameters.count) associated value\(parameters.count == 1 ? "" : "s"), got \(site.count)")
        }
        var values: [Value] = []
        values.reserveCapacity(parameters.count)
        for (number, parameter) in parameters.enumerated() {
            let argument = site[number]
            guard argument.label == parameter.label else {
                let expected = parameter.label.map { "'\($0):'" } ?? "no label"
                throw error(.badArguments, argument.labelNode, "associated value \(number + 1) of \(written) takes \(expected)")
            }
            var value = argument.value
            if parameter.declaredType.prefersDouble, case .int = value, let literal = argument.literalDouble {
                value = try literal.evaluate(Frame(slots: globals, x: self, owner: nil, function: nil))
            }
            values.append(try conform(value, to: parameter.declaredType, at: argument.node))
        }
        let made = type.caseValue(index, associatedValues: values)
        try checkNesting(made, at: position)
        return made
    }

    /// The value of a static member of a struct of the file.
    func staticValue(_ member: UserTypeCode.StaticMember, at position: ScriptPosition) throws -> Value {
        switch member {
        case .stored(let index, let code, let type):
            if case .box(let box) = statics[index], box === ScriptBox.unset {
                let value = try inStaticScope(index) { try withFrame(code, owner: nil, function: nil) { f in try runBody(code, f) } }
                let converted = try conform(value, to: type, at: code.position)
                statics[index] = converted
                return converted
            }
            return statics[index]
        case .computed(let property):
            return try evaluateComputed(property, owner: nil, at: position)
        case .method(let code):
            return .function(ScriptFunction(.code(code), name: code.name))
        case .enumCase(let reference):
            if let index = reference.index, let parameters = reference.type.cases?[index].parameters {
                // `Figure.circle` without arguments: the function making the case.
                let type = reference.type
                return .function(ScriptFunction(.native { [unowned self] values in
                    guard values.count == parameters.count else {
                        throw self.error(.badArguments, position, "'\(type.name).\(type.cases![index].name)' takes \(parameters.count) associated values, got \(values.count)")
                    }
                    let made = type.caseValue(index, associatedValues: try zip(values, parameters).map { try self.conform($0, to: $1.declaredType, at: position) })
                    try self.checkNesting(made, at: position)
                    return made
                }, name: type.cases![index].name))
            }
            return reference.value
        case .type(let type):
            return .type(.user(type))
        }
    }

    /// Calls a value that should be a function.
    func invoke(_ value: Value, _ site: CallSite, at position: ScriptPosition) throws -> Value {
        switch value {
        case .function(let function):
            switch function.body {
            case .native(let body): return try body(site.map(\.value))
            case .code(let code): return try invoke(code, binding: nil, site: site, owner: function.owner, function: function)
            }
        case _ where value.native(as: LibraryFunctionName.self) != nil:
            return try vocabulary.callFunction(value.native(as: LibraryFunctionName.self)!.name, site, interpreter: self, at: position)
        case .instance(let instance) where instance.type.conformance == .layout:
            // `layout { ... }` with a layout of the file.
            return try invoke(.native(UserLayout(instance: instance, interpreter: self)), site, at: position)
        case .type(.user(let type)): return try construct(type, steps: nil, site, at: position)
        case .type(.library(let name)): return try vocabulary.construct(name, site, interpreter: self, at: position)
        case .object where vocabulary.methods["callAsFunction"] != nil:
            // A library value called like a function (`layout { ... }`).
            guard value.nativeValue is any Layout else {
                throw error(.badArguments, position,
                            "\(value.typeName) takes no trailing closure; only layouts are called with their content, as in 'HStackLayout { ... }'")
            }
            var receiver = value
            return try vocabulary.resolve(vocabulary.methods["callAsFunction"]!, bindings: nil, receiver: &receiver, site: site,
                                          interpreter: self, at: position)
        default: throw error(.badArguments, position, "\(value.typeName) is not a function")
        }
    }

    /// The memberwise initialiser of a struct of the file, its properties filled as `steps` says
    /// (worked out now when nil).
    func construct(_ type: UserTypeCode, steps: [MemberwiseStep]?, _ site: CallSite, at position: ScriptPosition) throws -> Value {
        guard type.conformance != .scene else {
            throw error(.badArguments, position, "the scene '\(type.name)' is created by Reel, not in the file")
        }
        if let cases = type.cases { return try enumCase(of: type, cases, site, at: position) }
        if !type.initializers.isEmpty, let made = try initialize(type, site, at: position) {
            return type.isClass ? makeObject(made, at: position) : made
        }
        var fields: [Value] = []
        fields.reserveCapacity(type.stored.count)
        for step in steps ?? MemberwiseStep.steps(for: type, CallShape(site)) {
            switch step {
            case .namespace(let line, let column):
                fields.append(.native(Namespace(file: program.lines.fileName(of: type.namePosition), line: line, column: column).wrappedValue))
            case .argument(let index, let property):
                let argument = site[index]
                var value = argument.value
                let stored = type.stored[property]
                if stored.isBinding {
                    if case .member(let member) = value {
                        // `.constant(false)`: a static member of `Binding`.
                        value = try vocabulary.member(member, ofType: "Binding", interpreter: self)
                    }
                    guard value.native(as: Binding<Value>.self) != nil else {
                        throw error(.badArguments, argument.node,
                                    "'\(stored.name)' is a @Binding: pass a binding such as '$\(stored.name)', not \(value.typeName)")
                    }
                    fields.append(value)
                    continue
                }
                let declared = stored.declaredType
                if declared.prefersDouble, case .int = value, let literal = argument.literalDouble {
                    value = try literal.evaluate(Frame(slots: globals, x: self, owner: nil, function: nil))
                }
                if type.stored[property].buildsViews, case .function(let function) = value {
                    // `@ViewBuilder var content: Content`: the closure's views are stored.
                    value = .native(try callViewBuilder(function, [], at: argument.node))
                    try nest(value, around: .function(function), at: argument.node)
                }
                fields.append(wrapped(try conform(value, to: declared, at: argument.node), stored))
            case .initializer(let property):
                let stored = type.stored[property]
                let code = stored.initializerCode!
                let value = try withFrame(code, owner: nil, function: nil) { f in try runBody(code, f) }
                fields.append(wrapped(try conform(value, to: stored.declaredType, at: code.position), stored))
            case .environment(let key):
                fields.append(EnvironmentKeys.entries[key]?.read(EnvironmentValues()) ?? .optional(nil))
            case .failure(let kind, let message, let position):
                throw error(kind, position, message)
            }
        }
        let made = Value.instance(Instance(type: type, fields: fields))
        try checkNesting(made, at: position)
        return type.isClass ? makeObject(made, at: position) : made
    }
}

extension Code {
    /// Whether the code is a `func` (its arguments bind by label).
    var isDeclaredFunction: Bool {
        if case .declared = parameters { return true }
        return false
    }
}

extension Interpreter {
    /// Runs the file's method `code` for the library as an evaluation of its own (fresh budgets), on `owner` (nil for a static method),
    /// with labelled `arguments`: `result` is given its value and the final values of its `inout`
    /// parameters by argument index. A failure, thrown by the method or by `result`, is reported
    /// at the method and gives nil.
    func runFromLibrary<Result>(
        _ code: Code, owner: Instance?, _ arguments: [(label: String?, value: Value)], moving moved: MovedArgument? = nil,
        result: (Value, [Int: Value]) throws -> Result
    ) -> Result? {
        enterFromLibrary()
        do {
            var final: [Int: Value] = [:]
            let site = CallArguments(arguments.map { .init(label: $0.label, value: $0.value, node: code.position) }, node: code.position)
            let value = try site.withSite { try invokeFromLibrary(code, site: $0, owner: owner.map { SelfBinding($0) }, moving: moved) { final = $0 } }
            return try result(value, final)
        } catch {
            report(error, at: code.position)
            return nil
        }
    }

    /// Calls a method of the file for the library (a shape's `path(in:)`, a layout's
    /// `sizeThatFits`); `finished` is given the final values of its `inout` parameters, by
    /// argument index.
    func invokeFromLibrary(_ code: Code, site: CallSite, owner: SelfBinding?, moving moved: MovedArgument? = nil,
                           finished: (([Int: Value]) -> Void)? = nil) throws -> Value {
        active += 1
        defer { active -= 1 }
        guard let finished else { return try invoke(code, binding: nil, site: site, owner: owner, function: nil, moving: moved) }
        return try invoke(code, binding: nil, site: site, owner: owner, function: nil, moving: moved) { callee, bound in
            finished(Interpreter.inoutValues(of: code, in: callee, bound: bound))
        }
    }

    /// The final values of `code`'s `inout` parameters in its frame `callee`, by the index of the
    /// argument each was bound to (`bound`).
    static func inoutValues(of code: Code, in callee: Frame, bound: [Int?]) -> [Int: Value] {
        guard case .declared(let parameters) = code.parameters else { return [:] }
        var final: [Int: Value] = [:]
        for (parameter, argument) in zip(parameters, bound) where parameter.isInout {
            guard let argument else { continue }
            let value = callee.slots[parameter.slot]
            if case .box(let box) = value { final[argument] = box.value } else { final[argument] = value }
        }
        return final
    }

    /// The views of a modifier's `body(content:)`, with `content` the modified view.
    func buildModifierBody(_ code: Code, content: Any, owner: SelfBinding) throws -> any View {
        active += 1
        defer { active -= 1 }
        return try withFrame(code, owner: owner, function: nil) { f in
            if case .declared(let parameters) = code.parameters, let first = parameters.first {
                f.slots[first.slot] = .native(content)
            }
            return try nested(at: code.position) { try buildView(code.body, f) }
        }
    }
}

extension Interpreter {
    /// Declares the file constants, in order, in the file's frame.
    package func declareFileConstants() throws {
        active += 1
        defer { active -= 1 }
        let file = program.file
        let f = Frame(slots: globals, x: self, owner: nil, function: nil)
        for statement in file.body {
            guard case .declare(let declarations) = statement.kind else { continue }
            for declaration in declarations { try declare(declaration, f) }
        }
    }

    /// The value of a property's initial value `code`, converted to its declared type.
    func initialValue(_ code: Code, type: DeclaredType) throws -> Value {
        active += 1
        defer { active -= 1 }
        let value = try withFrame(code, owner: nil, function: nil) { f in try runBody(code, f) }
        return try conform(value, to: type, at: code.position)
    }
}
