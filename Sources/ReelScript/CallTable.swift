import Reel

/// One parameter of a callable: its argument label (nil for `_`), the name errors use for it, its
/// type, and its default value if it may be left out.
public struct ScriptParameter: Sendable {
    /// The argument label, or nil when the argument is written without one.
    public let label: String?
    /// The parameter's name, as `AnimationError.parameter` reports it.
    public let name: String
    /// The type of the argument.
    public let type: ScriptType
    /// The value used when the argument is left out; nil if it is required.
    public let defaultValue: ScriptValue?

    /// A labelled parameter whose name is its label.
    public static func labeled(_ label: String, _ type: ScriptType, default value: ScriptValue? = nil) -> ScriptParameter {
        ScriptParameter(label: label, name: label, type: type, defaultValue: value)
    }

    /// An unlabelled parameter named `name` in errors.
    public static func unlabeled(_ name: String, _ type: ScriptType, default value: ScriptValue? = nil) -> ScriptParameter {
        ScriptParameter(label: nil, name: name, type: type, defaultValue: value)
    }

    /// How the parameter is written in a signature: `label:` or `_:`.
    var signatureText: String { "\(label ?? "_"):" }
}

/// The evaluated arguments of a call, by parameter name.
public struct ScriptArguments: Sendable {
    var values: [String: ScriptValue]

    /// The `Double` argument `name` (integers convert).
    public func double(_ name: String) -> Double {
        switch values[name] {
        case .number(let v): return v
        case .integer(let v): return Double(v)
        default: return .nan
        }
    }

    /// The `Int` argument `name`.
    public func int(_ name: String) -> Int {
        if case .integer(let v) = values[name] { return v }
        return 0
    }

    /// The `Bool` argument `name`.
    public func bool(_ name: String) -> Bool {
        if case .bool(let v) = values[name] { return v }
        return false
    }

    /// The `UnitCurve` argument `name`.
    public func unitCurve(_ name: String) -> UnitCurve {
        if case .unitCurve(let v) = values[name] { return v }
        return .linear
    }

    /// The `StepPosition` argument `name`.
    public func stepPosition(_ name: String) -> StepPosition {
        if case .stepPosition(let v) = values[name] { return v }
        return .jumpEnd
    }
}

/// One form of a callable name: its parameters and what calling it builds from the receiver (the
/// value before the dot, for methods; `Void` for static constructors).
public struct CallSignature<Receiver, Result>: Sendable {
    /// The name called.
    public let name: String
    /// The parameters in order.
    public let parameters: [ScriptParameter]
    /// Builds the result, or throws when a value is out of range.
    public let build: @Sendable (Receiver, ScriptArguments) throws(AnimationError) -> Result

    /// A form of `name`.
    public init(_ name: String, _ parameters: [ScriptParameter],
                build: @escaping @Sendable (Receiver, ScriptArguments) throws(AnimationError) -> Result) {
        self.name = name
        self.parameters = parameters
        self.build = build
    }

    /// The form as Swift documentation writes it: `spring(response:dampingFraction:blendDuration:)`.
    public var displayName: String { "\(name)(\(parameters.map(\.signatureText).joined()))" }

    /// How the arguments, given by their labels, bind to the parameters under Swift's rules
    /// (labels in order; parameters with defaults may be skipped): for each argument, the index of
    /// its parameter. On failure, the index of the first argument that does not fit (the argument
    /// count if a required parameter is missing) and the parameter expected there.
    func bind(_ labels: [String?]) -> Binding {
        var bound: [Int] = []
        var argument = 0
        for (index, parameter) in parameters.enumerated() {
            if argument < labels.count, labels[argument] == parameter.label {
                bound.append(index)
                argument += 1
            } else if parameter.defaultValue == nil {
                return .mismatch(argument: argument, expected: index)
            }
        }
        if argument < labels.count { return .mismatch(argument: argument, expected: nil) }
        return .bound(bound)
    }

    /// The outcome of binding arguments to parameters.
    enum Binding {
        case bound([Int])
        case mismatch(argument: Int, expected: Int?)
    }
}

/// The names a script can call, each with one or more forms, plus the names usable without
/// parentheses (SwiftUI's static properties such as `.easeIn`). A scene interpreter reuses the same
/// machinery for every family of callables: look-up by name, overload choice by argument labels,
/// evaluation of arguments by type, and did-you-mean suggestions.
public struct CallTable<Receiver, Result>: Sendable {
    /// The forms of each callable name, in order of preference.
    public private(set) var signatures: [String: [CallSignature<Receiver, Result>]] = [:]
    /// The names usable without parentheses and what they produce.
    public private(set) var properties: [String: @Sendable (Receiver) -> Result] = [:]

    /// An empty table.
    public init() {}

    /// Adds a callable form.
    public mutating func add(_ signature: CallSignature<Receiver, Result>) {
        signatures[signature.name, default: []].append(signature)
    }

    /// Adds a name usable without parentheses.
    public mutating func addProperty(_ name: String, _ make: @escaping @Sendable (Receiver) -> Result) {
        properties[name] = make
    }

    /// Every name the table knows.
    public var names: Set<String> { Set(signatures.keys).union(properties.keys) }

    /// How `name` can be written, for messages: `easeIn`, `easeIn(duration:)`.
    public func forms(of name: String) -> [String] {
        (properties[name] == nil ? [] : [name]) + (signatures[name] ?? []).map(\.displayName)
    }
}
