import Foundation
import Reel

/// The library names a scene file can use, bound in one table: types with their initialisers and
/// static members, free functions, instance methods (view modifiers among them) and properties.
///
/// Entries are written as Swift declares them (`"frame(width:? height:? alignment:?)"`) with a
/// closure that calls the real library; overloads are tried in order, and one whose receiver or
/// argument types do not fit gives way to the next, as Swift's overload resolution would choose.
/// Adding a library feature to scene files is adding an entry here.
package struct Vocabulary {
    /// A library type: how to make one, and its static members (`Color.red`, `.degrees(30)`).
    package struct LibraryType {
        /// The Swift name.
        package var name: String
        /// The initialisers.
        package var initializers: [Signature] = []
        /// Static properties and cases, usable as `.name` where this type is expected.
        package var staticProperties: [String: (Interpreter) throws -> Value] = [:]
        /// Static methods, usable as `.name(...)` where this type is expected.
        package var staticMethods: [String: [Signature]] = [:]
        /// Other types whose static members also stand for this type (`ShapeStyle` takes `Color`'s
        /// `.red` and the gradients' `.linearGradient(...)`).
        package var memberSources: [String] = []
    }

    /// An instance property of library values.
    package struct Property {
        /// The value of the property of `receiver`, or nil when the receiver is not of this
        /// entry's type.
        package var get: (Value, Interpreter) throws -> Value?
        /// Sets the property, returning the changed receiver, or nil when it does not apply.
        package var set: ((Any, Value, Interpreter) throws -> Any?)?
        /// The class of the box receivers of this entry's type are held in, when they are boxed:
        /// a read finds its entry by the box's class before trying entries one by one.
        var receiverBox: ObjectIdentifier?

        /// An entry reading with `get` and writing with `set`.
        package init(get: @escaping (Value, Interpreter) throws -> Value?, set: ((Any, Value, Interpreter) throws -> Any?)?,
                     receiverBox: ObjectIdentifier? = nil) {
            self.get = get
            self.set = set
            self.receiverBox = receiverBox
        }
    }

    /// Types by Swift name (also by the type-name keys implicit members are resolved with).
    package var types: [String: LibraryType] = [:]
    /// Free functions (`sin`, `withAnimation`, `stride`).
    package var functions: [String: [Signature]] = [:]
    /// Instance methods by name; each form reads its receiver and fails over to the next form when
    /// the receiver has another type.
    package var methods: [String: [Signature]] = [:]
    /// Instance properties by name.
    package var properties: [String: [Property]] = [:]
    /// Global constants.
    package var constants: [String: Value] = [:]
    /// Infix operators on library values (`Angle + Angle`), tried in order.
    package var operators: [String: [(Value, Value, Interpreter) throws -> Value?]] = [:]
    /// Each type's static properties, its member sources' included, by type and name (made by
    /// `finish()`, so a member is found with two look-ups).
    private var staticPropertyTable: [String: [String: (Interpreter) throws -> Value]] = [:]
    /// Each type's static method forms, its member sources' included.
    private var staticMethodTable: [String: [String: [Signature]]] = [:]
    /// For each static member name, the types that have it (their member sources' included).
    private var typesByStaticMember: [String: [String]] = [:]
    /// A number for each type, so code that has found a type once compares numbers, not names.
    private var typeNumbers: [String: Int] = [:]

    /// An empty vocabulary.
    package init() {}

    // MARK: Building the table

    /// Adds (or extends) a type.
    package mutating func type(_ name: String, memberSources: [String] = [], _ configure: (inout LibraryType) -> Void = { _ in }) {
        var entry = types[name] ?? LibraryType(name: name)
        entry.memberSources += memberSources
        configure(&entry)
        types[name] = entry
    }

    /// Adds an initialiser form of type `name`: `initializer("Color", "Color(red: green: blue: opacity:?)")`.
    package mutating func initializer<T>(_ typeName: String, _ form: String, _ build: @escaping (inout Invocation) throws -> T) {
        type(typeName) { $0.initializers.append(Signature(form) { .native(try build(&$0)) }) }
    }

    /// Adds static properties of a type: `.red`, `.center`.
    package mutating func constants(_ typeName: String, _ values: [String: Any]) {
        type(typeName) { entry in
            for (name, value) in values {
                let boxed = Value.nativeAny(value)
                entry.staticProperties[name] = { _ in boxed }
            }
        }
    }

    /// Adds a static method form of a type: `.degrees(_:)`.
    package mutating func staticMethod<T>(_ typeName: String, _ form: String, _ build: @escaping (inout Invocation) throws -> T) {
        let signature = Signature(form) { .native(try build(&$0)) }
        type(typeName) { $0.staticMethods[signature.name, default: []].append(signature) }
    }

    /// Adds a free function form.
    package mutating func function(_ form: String, _ build: @escaping (inout Invocation) throws -> Value) {
        let signature = Signature(form, build: build)
        functions[signature.name, default: []].append(signature)
    }

    /// Adds a method form; `build` reads the receiver with `invocation.receiver(as:)`.
    package mutating func method(_ form: String, mutating: Bool = false, _ build: @escaping (inout Invocation) throws -> Value) {
        let signature = Signature(form, mutating: mutating, build: build)
        methods[signature.name, default: []].append(signature)
    }

    /// Adds a view modifier form: the receiver is any view.
    package mutating func modifier(_ form: String, _ build: @escaping (AnyView, inout Invocation) throws -> any View) {
        let signature = Signature(form, viewModifier: true) { invocation in
            let view = AnyView(try invocation.receiver(as: (any View).self))
            return .native(try build(view, &invocation))
        }
        methods[signature.name, default: []].append(signature)
    }

    /// Adds a read-only property of values of type `T`.
    package mutating func property<T, R>(_ name: String, of type: T.Type, _ get: @escaping (T) throws -> R) {
        properties[name, default: []].append(Property(get: { value, _ in
            guard let receiver = value.native(as: T.self) else { return nil }
            return Value.wrap(try get(receiver))
        }, set: nil, receiverBox: NativeBox.boxClass(of: T.self)))
    }

    /// Adds a read-write property of values of type `T`.
    package mutating func property<T, R>(_ name: String, of type: T.Type, get: @escaping (T) -> R,
                                         set: @escaping (inout T, Value, Interpreter) throws -> Void) {
        properties[name, default: []].append(Property(get: { value, _ in
            guard let receiver = value.native(as: T.self) else { return nil }
            return Value.wrap(get(receiver))
        }, set: { native, value, interpreter in
            guard var receiver = native as? T else { return nil }
            try set(&receiver, value, interpreter)
            return receiver
        }, receiverBox: NativeBox.boxClass(of: T.self)))
    }

    /// Makes the look-up tables once every entry is in: each type's static members with those of
    /// its member sources.
    package mutating func finish() {
        var properties: [String: [String: (Interpreter) throws -> Value]] = [:]
        var methods: [String: [String: [Signature]]] = [:]
        for typeName in types.keys {
            var names: Set<String> = []
            for source in memberSources(of: typeName) {
                guard let entry = types[source] else { continue }
                names.formUnion(entry.staticProperties.keys)
                names.formUnion(entry.staticMethods.keys)
            }
            for name in names {
                if let property = staticPropertyByWalking(name, ofType: typeName) { properties[typeName, default: [:]][name] = property }
                let forms = staticMethodFormsByWalking(name, ofType: typeName)
                if !forms.isEmpty { methods[typeName, default: [:]][name] = forms }
            }
        }
        staticPropertyTable = properties
        staticMethodTable = methods
        var byMember: [String: Set<String>] = [:]
        for (typeName, members) in properties { for name in members.keys { byMember[name, default: []].insert(typeName) } }
        for (typeName, members) in methods { for name in members.keys { byMember[name, default: []].insert(typeName) } }
        typesByStaticMember = byMember.mapValues { $0.sorted() }
        typeNumbers = Dictionary(uniqueKeysWithValues: types.keys.sorted().enumerated().map { ($1, $0) })
    }

    /// The number of the type keyed `typeName`, nil when the vocabulary has no such type.
    func typeNumber(_ typeName: String) -> Int? { typeNumbers[typeName] }

    /// A type and the types whose static members stand for it, in the order they are searched.
    private func memberSources(of typeName: String) -> [String] {
        var seen: Set<String> = []
        var queue = [typeName]
        var order: [String] = []
        while let next = queue.first {
            queue.removeFirst()
            guard seen.insert(next).inserted, let entry = types[next] else { continue }
            order.append(next)
            queue += entry.memberSources
        }
        return order
    }

    /// Adds an infix operator on library values.
    package mutating func infix(_ op: String, _ apply: @escaping (Value, Value, Interpreter) throws -> Value?) {
        operators[op, default: []].append(apply)
    }

    // MARK: Looking up

    /// The static property `name` of a type, its member sources included.
    func staticProperty(_ name: String, ofType typeName: String) -> ((Interpreter) throws -> Value)? {
        if !staticPropertyTable.isEmpty { return staticPropertyTable[typeName]?[name] }
        return staticPropertyByWalking(name, ofType: typeName)
    }

    /// The static property `name` of a type, as `Type.name` reads it when the file is lowered.
    package func staticPropertyEntry(_ name: String, ofType typeName: String) -> ((Interpreter) throws -> Value)? {
        staticProperty(name, ofType: typeName)
    }

    private func staticPropertyByWalking(_ name: String, ofType typeName: String) -> ((Interpreter) throws -> Value)? {
        for source in memberSources(of: typeName) {
            if let property = types[source]?.staticProperties[name] { return property }
        }
        return nil
    }

    /// The static method forms of a type, its member sources included.
    func staticMethodForms(_ name: String, ofType typeName: String) -> [Signature] {
        if !staticMethodTable.isEmpty { return staticMethodTable[typeName]?[name] ?? [] }
        return staticMethodFormsByWalking(name, ofType: typeName)
    }

    private func staticMethodFormsByWalking(_ name: String, ofType typeName: String) -> [Signature] {
        memberSources(of: typeName).flatMap { types[$0]?.staticMethods[name] ?? [] }
    }

    /// Every static member name of a type, for suggestions.
    func staticNames(ofType typeName: String) -> Set<String> {
        var names: Set<String> = []
        for source in memberSources(of: typeName) {
            guard let entry = types[source] else { continue }
            names.formUnion(entry.staticProperties.keys)
            names.formUnion(entry.staticMethods.keys)
        }
        return names
    }

    /// `.name` or `.name(arguments)` of type `typeName`.
    func staticMember(_ name: String, ofType typeName: String, call: CallArguments?, interpreter: Interpreter, at node: ScriptPosition) throws -> Value {
        try call?.withSite { try staticMember(name, ofType: typeName, site: $0, interpreter: interpreter, at: node) }
            ?? staticMember(name, ofType: typeName, site: nil, interpreter: interpreter, at: node)
    }

    /// `.name` or `.name(arguments)` of type `typeName`, for a call being made.
    func staticMember(_ name: String, ofType typeName: String, site call: CallSite?, interpreter: Interpreter, at node: ScriptPosition) throws -> Value {
        if name == "init", let call, types[typeName]?.initializers.isEmpty == false {
            // `.init(x: 1, y: 2)` where the type is known: its initialiser.
            return try construct(typeName, call, interpreter: interpreter, at: node)
        }
        if let call {
            let forms = staticMethodForms(name, ofType: typeName)
            let hasProperty = staticProperty(name, ofType: typeName) != nil
            if !forms.isEmpty {
                if call.isEmpty, hasProperty, !forms.contains(where: { (try? $0.bind(call).get()) != nil }) {
                    // `.easeIn()`: the property was meant, or a form with arguments.
                    throw interpreter.error(.badArguments, call.openingParenthesis ?? node,
                                            "write '\(name)' without parentheses, or call \(forms.map(\.displayName).joined(separator: " or "))")
                }
                var receiver = Value.void
                return try resolve(forms, bindings: nil, receiver: &receiver, site: call, interpreter: interpreter, at: node)
            }
            if hasProperty {
                // `.red(...)`: call the value (rare); report as Swift would.
                throw interpreter.error(.badArguments, call.openingParenthesis ?? node,
                                        "'\(name)' takes no arguments; write '.\(name)' (a static property of \(Vocabulary.displayName(typeName)))")
            }
        } else {
            if let property = staticProperty(name, ofType: typeName) { return try property(interpreter) }
            let forms = staticMethodForms(name, ofType: typeName)
            if !forms.isEmpty {
                throw interpreter.error(.badArguments, node,
                                        "'\(name)' needs parentheses and arguments: \(forms.map(\.displayName).joined(separator: " or "))")
            }
        }
        throw interpreter.error(.unknownName, node, unknownStaticMemberMessage(name, ofType: typeName))
    }

    /// The table of what `.name` is in every type that has it, with each method form's labels bound
    /// to `shape` (the call's, nil when the member is not called).
    package func implicitMemberTable(_ name: String, shape: CallShape?) -> ImplicitMemberTable {
        var entries: [ImplicitMemberTable.Entry] = []
        for typeName in typesByStaticMember[name] ?? [] {
            let property = staticPropertyTable[typeName]?[name]
            let forms = staticMethodTable[typeName]?[name] ?? []
            guard property != nil || !forms.isEmpty else { continue }
            let bindings = FormBindings(forms, shape: shape ?? CallShape(arguments: [], position: .start))
            entries.append(.init(type: typeName, typeNumber: typeNumbers[typeName] ?? -1, property: property, forms: forms, bindings: bindings))
        }
        return ImplicitMemberTable(entries)
    }

    /// The leading-dot member `member` as a member of type `typeName`: through the member's table
    /// when it has the type, otherwise (and for every error) as `staticMember` finds it.
    func member(_ member: ImplicitMember, ofType typeName: String, interpreter: Interpreter) throws -> Value {
        if let entry = member.table?.entry(typeName) {
            return try self.member(member, entry, ofType: typeName, interpreter: interpreter)
        }
        return try staticMember(member.name, ofType: typeName, call: member.call, interpreter: interpreter, at: member.node)
    }

    /// The leading-dot member `member` as the member `entry` of its table says type `typeName` has.
    func member(_ member: ImplicitMember, _ entry: ImplicitMemberTable.Entry, ofType typeName: String, interpreter: Interpreter) throws -> Value {
        if let call = member.call {
            if !entry.forms.isEmpty, !(call.isEmpty && entry.property != nil) {
                var receiver = Value.void
                return try call.withSite {
                    try resolve(entry.forms, bindings: entry.bindings, receiver: &receiver, site: $0, interpreter: interpreter, at: member.node)
                }
            }
        } else if let property = entry.property {
            return try property(interpreter)
        }
        return try staticMember(member.name, ofType: typeName, call: member.call, interpreter: interpreter, at: member.node)
    }

    /// Whether the leading-dot member `member` is a static member of type `typeName`.
    func hasMember(_ member: ImplicitMember, ofType typeName: String) -> Bool {
        if member.name == "init" { return hasStaticMember("init", ofType: typeName) }
        if let table = member.table { return table.entry(typeName) != nil }
        return hasStaticMember(member.name, ofType: typeName)
    }

    /// Whether type `typeName` has a static member `name` (a property or a method).
    func hasStaticMember(_ name: String, ofType typeName: String) -> Bool {
        if name == "init" { return types[typeName]?.initializers.isEmpty == false }
        return staticProperty(name, ofType: typeName) != nil || !staticMethodForms(name, ofType: typeName).isEmpty
    }

    /// The message for a static member a type does not have, with the closest it has.
    func unknownStaticMemberMessage(_ name: String, ofType typeName: String) -> String {
        var message = "\(Vocabulary.displayName(typeName)) has no member '\(name)'"
        if let suggestion = Suggestion.closest(to: name, in: staticNames(ofType: typeName)) { message += "; did you mean '.\(suggestion)'?" }
        return message
    }

    /// The property `name` of a library value, array, string or number.
    func property(_ name: String, of value: Value, interpreter: Interpreter, at node: ScriptPosition) throws -> Value {
        for entry in properties[name] ?? [] {
            if let result = try entry.get(value, interpreter) { return result }
        }
        if let forms = methods[name] {
            let fitting = forms.filter { Vocabulary.receiver(value, fits: $0, interpreter: interpreter, at: node) }
            let names = Array(Set((fitting.isEmpty ? forms : fitting).map(\.displayName))).sorted()
            throw interpreter.error(.badArguments, node, "'\(name)' needs parentheses and arguments: \(names.joined(separator: " or "))")
        }
        var message = "\(value.typeName) has no member '\(name)'"
        if let suggestion = Suggestion.closest(to: name, in: memberNames(of: value, interpreter: interpreter, at: node)) { message += "; did you mean '\(suggestion)'?" }
        throw interpreter.error(.unknownName, node, message)
    }

    /// The names of the properties and methods `value` has, for suggestions: only its own type's,
    /// never another type's member of a similar name.
    func memberNames(of value: Value, interpreter: Interpreter, at node: ScriptPosition, methodsOnly: Bool = false) -> Set<String> {
        var names: Set<String> = []
        if !methodsOnly {
            for (name, entries) in properties where entries.contains(where: { entry in ((try? entry.get(value, interpreter)) ?? nil) != nil }) {
                names.insert(name)
            }
        }
        // (As `receiver(_:fits:)` decides: view modifiers take views, other methods other values.)
        let isView = (try? interpreter.convert(value, to: (any View).self, at: node)) != nil
        for (name, forms) in methods where forms.contains(where: { $0.isViewModifier == isView }) {
            names.insert(name)
        }
        return names
    }

    /// Sets the property `name` of a library value.
    func setProperty(_ name: String, of native: Any, to value: Value, interpreter: Interpreter, at node: ScriptPosition) throws -> Any {
        for entry in properties[name] ?? [] {
            if let set = entry.set, let result = try set(native, value, interpreter) { return result }
        }
        throw interpreter.error(.badArguments, node, "the property '\(name)' of \(Value.shortTypeName(of: native)) cannot be set")
    }

    /// `lhs op rhs` for library values, or nil when no entry applies.
    func binaryOperator(_ op: String, _ lhs: Value, _ rhs: Value, interpreter: Interpreter, at node: ScriptPosition) throws -> Value? {
        for apply in operators[op] ?? [] {
            if let result = try apply(lhs, rhs, interpreter) { return result }
        }
        return nil
    }

    /// `TypeName(arguments)`.
    func construct(_ typeName: String, _ site: CallSite, interpreter: Interpreter, at node: ScriptPosition) throws -> Value {
        let forms = types[typeName]?.initializers ?? []
        guard !forms.isEmpty else {
            throw interpreter.error(.badArguments, node, "\(typeName) cannot be created with '\(typeName)(...)'")
        }
        var receiver = Value.void
        return try resolve(forms, bindings: nil, receiver: &receiver, site: site, interpreter: interpreter, at: node)
    }

    /// `name(arguments)` for a free function.
    func callFunction(_ name: String, _ site: CallSite, interpreter: Interpreter, at node: ScriptPosition) throws -> Value {
        var receiver = Value.void
        return try resolve(functions[name] ?? [], bindings: nil, receiver: &receiver, site: site, interpreter: interpreter, at: node)
    }

    /// `receiver.name(arguments)` for a name that has no method forms: a library property holding
    /// a function is called; anything else is an error.
    func callPropertyAsMethod(_ name: String, on receiver: Value, _ site: CallSite, interpreter: Interpreter,
                              at node: ScriptPosition) throws -> Value {
        if properties[name] != nil {
            let value = try property(name, of: receiver, interpreter: interpreter, at: node)
            guard case .function = value else {
                throw interpreter.error(.badArguments, node, "'\(name)' of \(receiver.typeName) is a property, not a method; write '.\(name)' without arguments")
            }
            return try interpreter.invoke(value, site, at: node)
        }
        var message = "\(receiver.typeName) has no method '\(name)'"
        if let suggestion = Suggestion.closest(to: name, in: memberNames(of: receiver, interpreter: interpreter, at: node, methodsOnly: true)) {
            message += "; did you mean '\(suggestion)'?"
        }
        throw interpreter.error(.unknownName, node, message)
    }

    /// Picks the first form whose labels bind (as `bindings` says, worked out from the labels when
    /// lowering, or now when nil) and whose receiver and argument types fit, and builds it; when
    /// none fits, the error names the closest form. The receiver is taken for the call (a value
    /// held only there changes in place) and given back, changed by a mutating form.
    func resolve(_ forms: [Signature], bindings: FormBindings?, receiver: inout Value, site: CallSite, interpreter: Interpreter,
                 at node: ScriptPosition) throws -> Value {
        try resolveReportingMutation(forms, bindings: bindings, receiver: &receiver, site: site, interpreter: interpreter, at: node).result
    }

    /// `resolve`, and whether the form that ran is mutating.
    func resolveReportingMutation(_ forms: [Signature], bindings: FormBindings?, receiver: inout Value, site: CallSite,
                                  interpreter: Interpreter, at node: ScriptPosition) throws -> (result: Value, mutated: Bool) {
        var typeFailure: Mismatch?
        var receiverFailure: Mismatch?
        var anyBound = false
        let bindings = bindings ?? FormBindings(forms, site: site)
        // Invocations point into the bindings' storage.
        defer { withExtendedLifetime(bindings) {} }
        for index in forms.indices {
            let form = forms[index]
            guard let bound = bindings.bound(index) else { continue }
            anyBound = true
            // The receiver moves into the invocation and back (no copy: a value held only there
            // can change in place).
            var invocation = Invocation(interpreter: interpreter, signature: form, site: site, bound: bound, receiver: .void, node: node)
            swap(&invocation.receiver, &receiver)
            var built: Value?
            do {
                built = try form.build(&invocation)
                swap(&invocation.receiver, &receiver)
            } catch let mismatch as Mismatch {
                swap(&invocation.receiver, &receiver)
                if mismatch.isReceiver {
                    if receiverFailure == nil { receiverFailure = mismatch }
                } else if typeFailure == nil { typeFailure = mismatch }
            } catch {
                swap(&invocation.receiver, &receiver)
                throw error
            }
            if let result = built {
                try interpreter.nestResult(result, of: form, receiver: receiver, site: site, at: node)
                return (result, form.isMutating)
            }
        }
        if let typeFailure {
            throw interpreter.error(typeFailure.kind, typeFailure.node ?? node, typeFailure.message)
        }
        // The form whose labels fit the arguments furthest is named; among forms that can take
        // as many arguments as were given first, so `Color(1, green: 0, blue: 0)` is told about
        // `red:`, not about a one-argument `Color(_:)`.
        func closer(_ failure: Signature.BindingFailure, of form: Signature, than best: (Signature, Signature.BindingFailure)?) -> Bool {
            guard let best else { return true }
            let fits = form.parameters.count >= site.count, bestFits = best.0.parameters.count >= site.count
            if fits != bestFits { return fits }
            return failure.argument > best.1.argument
        }
        var labelFailure: (Signature, Signature.BindingFailure)?
        for form in forms {
            if case .failure(let failure) = form.bind(site), closer(failure, of: form, than: labelFailure) {
                labelFailure = (form, failure)
            }
        }
        if let labelFailure, receiverFailure == nil || labelFailure.0.parameters.isEmpty == false {
            if receiverFailure == nil || !anyBound {
                // Name only the forms the receiver has: a view's `frame` is not GeometryProxy's.
                let fitting = forms.filter { Vocabulary.receiver(receiver, fits: $0, interpreter: interpreter, at: node) }
                var closest: (Signature, Signature.BindingFailure)?
                for form in fitting {
                    if case .failure(let failure) = form.bind(site), closer(failure, of: form, than: closest) {
                        closest = (form, failure)
                    }
                }
                let (form, failure) = closest ?? labelFailure
                throw labelError(form, failure, forms: fitting.isEmpty ? forms : fitting, site: site, interpreter: interpreter, at: node)
            }
        }
        if let receiverFailure {
            throw interpreter.error(.badArguments, node, receiverFailure.message)
        }
        throw interpreter.error(.badArguments, node, "no form of '\(forms.first?.name ?? "?")' fits these arguments")
    }

    /// Whether `receiver` can be the receiver of `form`, as far as the form says: view modifiers
    /// take views, other methods other values; functions and initializers (no receiver) take any.
    static func receiver(_ receiver: Value, fits form: Signature, interpreter: Interpreter, at node: ScriptPosition) -> Bool {
        if case .void = receiver { return true }
        let isView = (try? interpreter.convert(receiver, to: (any View).self, at: node)) != nil
        return isView == form.isViewModifier
    }

    /// The message for arguments whose labels fit no form.
    func labelError(_ form: Signature, _ failure: Signature.BindingFailure, forms: [Signature], site: CallSite,
                    interpreter: Interpreter, at node: ScriptPosition) -> ScriptError {
        let formsText = Array(Set(forms.map(\.displayName))).sorted().joined(separator: " or ")
        let arguments = site
        if failure.argument < arguments.count {
            let argument = arguments[failure.argument]
            let given = argument.label.map { "'\($0):'" } ?? "an unlabelled argument"
            var message = "\(form.name) does not take \(given) here"
            let allLabels = Set(forms.flatMap { $0.parameters.compactMap(\.label) })
            if let label = argument.label, arguments[..<failure.argument].contains(where: { $0.label == label }) {
                message = "argument '\(label):' is given twice"
            } else if let label = argument.label, failure.argument > 0, let position = form.parameters.firstIndex(where: { $0.label == label }),
                      failure.expected.map({ position < $0 }) ?? true {
                // (A label whose parameter comes after the one expected is not out of order: the
                // expected argument is missing, as `Color(1, green: 0.5, blue: 0)` lacks 'red:'.)
                let previous = arguments[failure.argument - 1].label.map { "'\($0):'" } ?? "the unlabelled argument"
                message = "argument '\(label):' must come before \(previous)"
            } else if let label = argument.label, let suggestion = Suggestion.closest(to: label, in: allLabels), suggestion != label {
                message += "; did you mean '\(suggestion):'?"
            } else if let expected = failure.expected {
                let parameter = form.parameters[expected]
                message += "; expected \(parameter.label.map { "'\($0):'" } ?? "an unlabelled argument")"
            }
            return interpreter.error(.badArguments, argument.labelNode, message + " (\(formsText))")
        }
        let missing = failure.expected.map { form.parameters[$0] }
        let what = missing.map { $0.label.map { "'\($0):'" } ?? "'\($0.name)'" } ?? "an argument"
        return interpreter.error(.badArguments, node, "missing argument \(what) in \(form.displayName)")
    }

    /// A type name as users write it (`ShapeStyle` for the key `any ShapeStyle`).
    static func displayName(_ typeName: String) -> String {
        typeName.hasPrefix("any ") ? String(typeName.dropFirst(4)) : typeName
    }
}

/// An argument or receiver whose type does not fit a form; the next overload is tried.
///
/// Its message is made only when read: a form that does not fit is usually followed by one that
/// does (a method name shared by several types is tried on each), so most mismatches are never
/// shown, and naming a value's type costs more than the call itself. (Unchecked `Sendable`: a
/// mismatch is thrown and caught within one interpreter's thread.)
package struct Mismatch: Error, @unchecked Sendable {
    /// Makes the message.
    private var describe: () -> String
    /// The argument, when the mismatch is an argument's.
    package var node: ScriptPosition?
    /// Whether it is the receiver that does not fit.
    package var isReceiver = false
    /// Whether the message is complete (not to be prefixed with the argument it concerns).
    package var isComplete = false
    /// The kind of error it is when no form fits (a leading-dot member the type does not have is
    /// an unknown name).
    package var kind: ScriptError.Kind = .badArguments

    /// A mismatch whose message `message` makes when it is read.
    package init(message: @autoclosure @escaping () -> String, node: ScriptPosition? = nil, isReceiver: Bool = false,
                 isComplete: Bool = false, kind: ScriptError.Kind = .badArguments) {
        describe = message
        self.node = node
        self.isReceiver = isReceiver
        self.isComplete = isComplete
        self.kind = kind
    }

    /// What was expected and what was given.
    package var message: String { describe() }

    /// Replaces the message by one `message` makes when it is read.
    package mutating func describe(_ message: @autoclosure @escaping () -> String) {
        describe = message
    }
}

extension Value {
    /// A library result of type `T` as a value: numbers, strings and booleans become Swift values
    /// (decided by the type, so a specialised caller does no casting).
    @inline(__always)
    package static func wrap<T>(_ value: T) -> Value {
        if T.self == Double.self { return .double(value as! Double) }
        if T.self == CGFloat.self { return .double(Double(value as! CGFloat)) }
        if T.self == Int.self { return .int(value as! Int) }
        if T.self == Bool.self { return .bool(value as! Bool) }
        if T.self == String.self { return .string(value as! String) }
        if T.self == Float.self { return .double(Double(value as! Float)) }
        if T.self == Void.self { return .void }
        if T.self == Value.self { return value as! Value }
        if T.self == Any.self { return wrapAny(value as Any) }
        if T.self is any OptionalValue.Type { return wrapAny(value as Any) }
        return .native(value)
    }

    /// A library result as a value: numbers, strings and booleans become Swift values.
    package static func wrapAny(_ value: Any) -> Value {
        if let optional = value as? any OptionalValue {
            return .optional(optional.wrappedAny.map(wrapAny))
        }
        switch value {
        case let v as Value: return v
        case let v as Double: return .double(v)
        case let v as CGFloat: return .double(Double(v))
        case let v as Float: return .double(Double(v))
        case let v as Int: return .int(v)
        case let v as Bool: return .bool(v)
        case let v as String: return .string(v)
        case is Void: return .void
        default: return .native(value)
        }
    }
}

/// Lets library results that are optionals become `Value.optional`.
protocol OptionalValue {
    /// The wrapped value, if any.
    var wrappedAny: Any? { get }
}

extension Optional: OptionalValue {
    var wrappedAny: Any? { self.map { $0 as Any } }
}
