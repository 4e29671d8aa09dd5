/// The arguments of a call being made: each argument's value and how it is written (label,
/// position, its literals read as `Double`s). A view of storage its maker holds for the length of
/// the call (slots of the interpreter's stack, or a `CallArguments`), so making one allocates and
/// retains nothing; it must not be kept past the call (keep a `CallArguments` instead).
package struct CallSite: RandomAccessCollection {
    /// One argument: its value, and how it is written (shared by every call of the site).
    package struct Argument {
        /// The value.
        package var value: Value
        /// How the argument is written.
        package let source: ArgumentSource

        /// The label, or nil when unlabelled.
        package var label: String? { source.label }
        /// Where the expression is.
        package var node: ScriptPosition { source.node }
        /// Where the argument starts as written: its label, or the expression when it has none.
        package var labelNode: ScriptPosition { source.labelNode }
        /// Whether it was written as a trailing closure without a label.
        package var isTrailingClosure: Bool { source.isTrailingClosure }
        /// The argument's literals lowered in a `Double` context, when it is made only of number
        /// literals and one of them is an integer (`1 / 2`, `-3`).
        package var literalDouble: Node? { source.literalDouble }

        /// The value of the argument written as `source`.
        init(_ source: ArgumentSource, value: Value) {
            self.value = value
            self.source = source
        }

        /// An argument with a value and no source of its own (given by the library).
        package init(label: String?, value: Value, node: ScriptPosition = .start) {
            self.init(ArgumentSource(label: label, node: node, labelNode: node, isTrailingClosure: false, literalDouble: nil), value: value)
        }
    }

    /// The values, `count` of them.
    let values: UnsafePointer<Value>
    /// How each argument is written, `count` of them.
    let sources: UnsafePointer<ArgumentSource>
    /// The number of arguments.
    package let count: Int
    /// The whole call, for positions.
    package let node: ScriptPosition
    /// Where the opening parenthesis is, when it is written.
    package let openingParenthesis: ScriptPosition?

    /// A view of `count` values and sources.
    init(values: UnsafePointer<Value>, sources: UnsafePointer<ArgumentSource>, count: Int, node: ScriptPosition,
         openingParenthesis: ScriptPosition?) {
        self.values = values
        self.sources = sources
        self.count = count
        self.node = node
        self.openingParenthesis = openingParenthesis
    }

    /// The first index.
    package var startIndex: Int { 0 }
    /// Past the last index.
    package var endIndex: Int { count }

    /// The argument at `index`.
    package subscript(index: Int) -> Argument { Argument(sources[index], value: values[index]) }

    /// The value of the argument at `index`.
    @inline(__always)
    func value(_ index: Int) -> Value { values[index] }

    /// How the argument at `index` is written.
    @inline(__always)
    func source(_ index: Int) -> ArgumentSource { sources[index] }

    /// The labels, for matching against a signature.
    package var labels: [String?] { map(\.label) }

    /// The arguments, kept past the call; `sources` holds what `self.sources` points to.
    func kept(_ sources: ArgumentSources) -> CallArguments {
        CallArguments(values: Array(UnsafeBufferPointer(start: values, count: count)), sources: sources, node: node,
                      openingParenthesis: openingParenthesis)
    }
}

/// How each argument of a call is written, in storage that does not move: call sites point into it.
package final class ArgumentSources {
    /// The sources, `count` of them.
    let pointer: UnsafeMutablePointer<ArgumentSource>
    /// The number of arguments.
    let count: Int

    /// Holds `sources`.
    init(_ sources: [ArgumentSource]) {
        count = sources.count
        pointer = .allocate(capacity: max(count, 1))
        pointer.initialize(from: sources, count: count)
    }

    deinit {
        pointer.deinitialize(count: count)
        pointer.deallocate()
    }
}

/// The arguments of a call held past the call (a leading-dot member's call, resolved where the
/// member lands; arguments the library makes): `withSite` lends them as a `CallSite`.
package struct CallArguments {
    /// The values, in order.
    package let values: [Value]
    /// How each is written.
    let sources: ArgumentSources
    /// The whole call, for positions.
    package let node: ScriptPosition
    /// Where the opening parenthesis is, when it is written.
    let openingParenthesis: ScriptPosition?

    /// Arguments of these values, written as `sources`.
    init(values: [Value], sources: ArgumentSources, node: ScriptPosition, openingParenthesis: ScriptPosition?) {
        self.values = values
        self.sources = sources
        self.node = node
        self.openingParenthesis = openingParenthesis
    }

    /// Arguments the library gives: `arguments`, at `node`.
    package init(_ arguments: [CallSite.Argument], node: ScriptPosition) {
        self.init(values: arguments.map(\.value), sources: ArgumentSources(arguments.map(\.source)), node: node, openingParenthesis: nil)
    }

    /// Whether there are none.
    package var isEmpty: Bool { values.isEmpty }

    /// Runs `body` with the arguments as a call site.
    package func withSite<R>(_ body: (CallSite) throws -> R) rethrows -> R {
        try withExtendedLifetime(sources) {
            try values.withUnsafeBufferPointer { values in
                try body(CallSite(values: values.baseAddress ?? CallArguments.none, sources: sources.pointer, count: values.count, node: node,
                                  openingParenthesis: openingParenthesis))
            }
        }
    }

    /// Where an empty call site points.
    nonisolated(unsafe) private static let none = UnsafePointer(UnsafeMutablePointer<Value>.allocate(capacity: 1))
}

/// How one argument of a call is written: its label, where it is, whether it is a trailing
/// closure, and its literals read as `Double`s; made once, when the file is lowered.
package final class ArgumentSource {
    /// The label, or nil when unlabelled.
    package let label: String?
    /// Where the expression is.
    package let node: ScriptPosition
    /// Where the argument starts as written: its label, or the expression when it has none.
    package let labelNode: ScriptPosition
    /// Whether it was written as a trailing closure without a label.
    package let isTrailingClosure: Bool
    /// The argument's literals lowered in a `Double` context, when it is made only of number
    /// literals and one of them is an integer (`1 / 2`, `-3`).
    package let literalDouble: Node?
    /// The value of `literalDouble` when it is a single literal (`0`, `-3`): read without running.
    let doubleLiteral: Double?

    /// An argument labelled `label` written at `node`.
    init(label: String?, node: ScriptPosition, labelNode: ScriptPosition, isTrailingClosure: Bool, literalDouble: Node?) {
        self.label = label
        self.node = node
        self.labelNode = labelNode
        self.isTrailingClosure = isTrailingClosure
        self.literalDouble = literalDouble
        if let constant = literalDouble as? ConstantNode, case .double(let value) = constant.value {
            doubleLiteral = value
        } else {
            doubleLiteral = nil
        }
    }
}
