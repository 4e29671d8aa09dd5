/// How the arguments of a call bind to a `func`'s parameters (or a struct's properties), worked out
/// from the labels alone: when the file is lowered for a callee known then, at the call otherwise.
package enum ArgumentBinding {
    /// For each parameter, the index of its argument, or nil to use its default value.
    case bound([Int?])
    /// The labels do not fit: the error.
    case failed(ScriptError.Kind, String, ScriptPosition)
}

/// The labels of a call as written, for binding: each argument's label, whether it is a trailing
/// closure, and where it starts; and where the call is.
package struct CallShape {
    /// The arguments.
    package var arguments: [(label: String?, isTrailingClosure: Bool, position: ScriptPosition)]
    /// Where the call is.
    package var position: ScriptPosition

    /// The shape of a call site.
    init(_ site: CallSite) {
        arguments = site.map { ($0.label, $0.isTrailingClosure, $0.labelNode) }
        position = site.node
    }

    /// The labels.
    var labels: [String?] { arguments.map(\.label) }
    /// Whether each argument is an unlabelled trailing closure.
    var trailing: [Bool] { arguments.map(\.isTrailingClosure) }

    /// A shape of `arguments` at `position`.
    init(arguments: [(label: String?, isTrailingClosure: Bool, position: ScriptPosition)], position: ScriptPosition) {
        self.arguments = arguments
        self.position = position
    }
}
