/// A function, closure, computed property or initial value of a scene file, lowered: its body as
/// Reel's own tree of nodes and statements (no syntax left), the size of its frame and where its
/// parameters go. Built once per file and shared by every scene instance and thread.
package final class Code {
    /// What kind of code it is, with its parameters.
    package enum Parameters {
        /// No parameters: a getter, an initial value, a builder body.
        case none
        /// A `func`'s parameters, bound from arguments by label.
        case declared([DeclaredParameter])
        /// A closure's parameters (`_` for one it ignores), bound by position.
        case closure([ClosureParameter], at: ScriptPosition)
        /// A closure using `$0`, `$1`, ...: as many as it is given (up to `count`); `countSlot` holds
        /// how many, so `$k` past them is an unknown name.
        case implicit(count: Int, countSlot: Int)
        /// A setter's value (`newValue`).
        case setter(ClosureParameter)
    }

    /// The name, for messages (`closure` for closures).
    package let name: String
    /// Where errors about the whole call (nesting, missing arguments) point.
    package let position: ScriptPosition
    /// The declared return type.
    package let returnType: DeclaredType
    /// Whether the body builds views (`@ViewBuilder`, or `body` of a view).
    package let isViewBuilder: Bool
    /// The parameters.
    package internal(set) var parameters: Parameters = .none
    /// Slots the frame needs.
    package internal(set) var frameSize = 0
    /// The statements.
    var body: [Statement] = []
    /// The value of a body that is a single expression (Swift's implicit return), evaluated
    /// without a statement step.
    var singleExpression: Node?
    /// For closures and local functions: where each captured value comes from in the frame that
    /// creates them.
    var captures: [CaptureSource] = []

    init(name: String, position: ScriptPosition, returnType: DeclaredType = .none, isViewBuilder: Bool = false) {
        self.name = name
        self.position = position
        self.returnType = returnType
        self.isViewBuilder = isViewBuilder
    }
}

/// A parameter of a `func`.
package struct DeclaredParameter {
    /// The argument label, nil for `_`.
    package let label: String?
    /// The name inside the function.
    package let name: String
    /// Its slot.
    package let slot: Int
    /// Whether the slot holds a box (a closure captures it and it changes).
    package let boxed: Bool
    /// The declared type.
    package let type: DeclaredType
    /// Whether the parameter has a default value (an argument may be left out).
    package let hasDefault: Bool
    /// The default value, evaluated in the callee's frame after the parameters before it.
    package let defaultValue: Node?
    /// Whether a closure given for it builds views (`@ViewBuilder content: () -> Content`).
    package var buildsViews = false
    /// Whether it is `inout`: its final value is written back to the caller's `&` argument.
    package var isInout = false
}

/// A parameter of a closure.
package struct ClosureParameter {
    /// Its slot, nil for `_`.
    package let slot: Int?
    /// Whether the slot holds a box.
    package let boxed: Bool
}

/// Where a captured value comes from in the frame creating a closure.
enum CaptureSource {
    /// A slot of that frame (the value, or the box for a boxed variable).
    case slot(Int)
    /// One of that frame's own captures.
    case capture(Int)
    /// The function that frame runs (a local function named inside a closure within it).
    case currentFunction
}
