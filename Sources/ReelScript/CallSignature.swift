import Reel

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
