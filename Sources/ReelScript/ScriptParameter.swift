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
