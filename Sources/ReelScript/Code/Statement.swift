/// One statement of a lowered body, with where it starts (each statement is one step).
struct Statement {
    /// What the statement does.
    enum Kind {
        /// An expression evaluated for its effect (or, in a builder, for its value).
        case expression(Node)
        /// `if` / `else if` / `else` as a statement.
        case ifChain(IfChain)
        /// `switch` as a statement.
        case switchCase(SwitchCode)
        /// `let` / `var` declarations.
        case declare([Declaration])
        /// A `func` declared inside a function: made (capturing what it uses) where it is declared.
        case function(slot: Int, boxed: Bool, closure: ClosureNode)
        /// `return`, with its value.
        case returnValue(Node?)
        /// `for ... in`.
        case forLoop(ForLoop)
        /// `while`.
        case whileLoop(WhileLoop)
        /// `guard ... else { ... }`.
        case guardCheck(GuardCode)
        /// `do { … } catch { … }`.
        case doCatch(DoCatch)
        /// `break`.
        case breakLoop
        /// `continue`.
        case continueLoop
        /// A declaration the interpreter does not run (a `struct` inside a function): the error.
        case unsupportedDeclaration(ScriptError.Kind, String)
        /// A statement the interpreter does not run: the error.
        case unsupportedStatement(ScriptError.Kind, String)
    }

    /// What it does.
    let kind: Kind
    /// Where it starts.
    let position: ScriptPosition
}

/// One binding of a `let` or `var` declaration (a class: statements run it without copying it).
final class Declaration {
    /// The slot the value goes in, nil when the declaration fails (see `failure`).
    let slot: Int?
    /// Whether the slot holds a box.
    let boxed: Bool
    /// Whether it is a `let`.
    let isLet: Bool
    /// The declared type.
    let type: DeclaredType
    /// The initial value (lowered in a `Double` context when the type is floating point).
    let initializer: Node?
    /// Where the initial value is, for conversion errors.
    let initializerPosition: ScriptPosition
    /// The error of a binding the interpreter does not support, thrown after the value is computed
    /// (as it was found when walking the syntax).
    let failure: (ScriptError.Kind, String, ScriptPosition)?
    /// For a tuple pattern (`let (w, h) = size()`), how its names bind the value.
    let destructure: ForLoop.Binding?

    init(slot: Int?, boxed: Bool, isLet: Bool, type: DeclaredType, initializer: Node?, initializerPosition: ScriptPosition,
         failure: (ScriptError.Kind, String, ScriptPosition)?, destructure: ForLoop.Binding? = nil) {
        self.destructure = destructure
        self.slot = slot
        self.boxed = boxed
        self.isLet = isLet
        self.type = type
        self.initializer = initializer
        self.initializerPosition = initializerPosition
        self.failure = failure
    }
}

/// A list of conditions of an `if`, `guard` or `while`: expressions that must be true and
/// `let x = optional` bindings.
struct ConditionList {
    /// One condition.
    enum Element {
        /// A Bool expression.
        case test(Node)
        /// `let name = value` (or `let name`): nil fails the condition; the value goes in `slot`.
        case bind(slot: Int, boxed: Bool, value: Node)
        /// `case pattern = value`: the condition holds when the value matches; the names the
        /// pattern binds go in their slots.
        case match(SwitchCode.Pattern, value: Node)
        /// A condition the interpreter does not support.
        case unsupported(ScriptError.Kind, String, ScriptPosition)
    }
    /// The conditions, in order.
    let elements: [Element]
}

/// An `if` chain: the clauses in order, and the final `else`.
final class IfChain {
    /// `if conditions { body }` and each `else if`.
    let clauses: [(conditions: ConditionList, body: [Statement])]
    /// The final `else`.
    let otherwise: [Statement]?
    /// Where the `if` is (an `if` used as a value without `else` is an error here).
    let position: ScriptPosition

    init(clauses: [(conditions: ConditionList, body: [Statement])], otherwise: [Statement]?, position: ScriptPosition) {
        self.clauses = clauses
        self.otherwise = otherwise
        self.position = position
    }
}

/// A `switch`: its subject and cases.
final class SwitchCode {
    /// One pattern of a `case`.
    enum Pattern {
        /// `_`.
        case wildcard
        /// A value, `.member` or range, lowered for an `Int` subject and for a `Double` one.
        case expression(Node, asDouble: Node, at: ScriptPosition)
        /// `let name`: matches any value and binds it to the slot.
        case binding(slot: Int, boxed: Bool)
        /// An enum's case with a pattern for each associated value (none: any values); `value`
        /// holds the whole pattern as a value when every element is one, tried when the subject
        /// is not an enum of the file (`case .degrees(90)` for an `Angle`).
        indirect case enumCase(name: String, elements: [Pattern], value: [Pattern], at: ScriptPosition)
        /// `pattern?`: an optional holding a value that matches the pattern (`let drag?`).
        indirect case some(Pattern)
        /// A tuple of patterns (`case (0, _):`, `case let (x, y):`), matching a tuple element by element.
        indirect case tuple([Pattern], at: ScriptPosition)
        /// A pattern the interpreter does not support.
        case unsupported(String, at: ScriptPosition)
    }
    /// One `case` (or `default`, with no patterns).
    struct Case {
        /// The patterns, any of which matches; nil for `default`.
        let patterns: [(pattern: Pattern, condition: Node?, position: ScriptPosition)]?
        /// The statements.
        let body: [Statement]
    }
    /// The subject.
    let subject: Node
    /// The cases in order (`#if` inside a switch is an error case: see `failure`).
    let cases: [Case]
    /// An error to throw at the case it belongs to (`#if` in a switch), with the index of the case.
    let failure: (index: Int, message: String, position: ScriptPosition)?
    /// Where the `switch` is.
    let position: ScriptPosition

    init(subject: Node, cases: [Case], failure: (index: Int, message: String, position: ScriptPosition)?, position: ScriptPosition) {
        self.subject = subject
        self.cases = cases
        self.failure = failure
        self.position = position
    }
}

/// A `for` loop.
final class ForLoop {
    /// How each element is bound.
    enum Binding {
        /// `for x in`: the element goes in `slot`.
        case name(slot: Int, boxed: Bool)
        /// `for _ in`.
        case wildcard
        /// A tuple pattern: `for (i, x) in array.enumerated()`, `let (w, h) = size()`.
        indirect case tuple([Binding], at: ScriptPosition)
        /// A pattern the interpreter does not support: the error at the first element.
        case unsupported(String, at: ScriptPosition)
    }
    /// The sequence.
    let sequence: Node
    /// The element binding.
    let binding: Binding
    /// The body.
    let body: [Statement]
    /// `for x in items where condition`: the condition, tested after each element is bound; the
    /// body runs only for elements that meet it.
    let condition: Node?
    /// Where the `for` is (each iteration is one step here).
    let position: ScriptPosition

    init(sequence: Node, binding: Binding, body: [Statement], condition: Node?, position: ScriptPosition) {
        self.sequence = sequence
        self.binding = binding
        self.body = body
        self.condition = condition
        self.position = position
    }
}

/// A `while` loop.
final class WhileLoop {
    /// The conditions, evaluated before each iteration.
    let conditions: ConditionList
    /// The body.
    let body: [Statement]
    /// Where the `while` is (each iteration is one step here).
    let position: ScriptPosition
    /// Whether the conditions are tested before the first iteration (`while`), or only after
    /// each (`repeat … while`).
    let testsFirst: Bool

    init(conditions: ConditionList, body: [Statement], position: ScriptPosition, testsFirst: Bool = true) {
        self.conditions = conditions
        self.body = body
        self.position = position
        self.testsFirst = testsFirst
    }
}

/// A `guard`.
final class GuardCode {
    /// The conditions; their bindings go in the enclosing block.
    let conditions: ConditionList
    /// The `else` block, which must leave.
    let otherwise: [Statement]
    /// Where the `else` keyword is (the error when the block does not leave points there).
    let elsePosition: ScriptPosition

    init(conditions: ConditionList, otherwise: [Statement], elsePosition: ScriptPosition) {
        self.conditions = conditions
        self.otherwise = otherwise
        self.elsePosition = elsePosition
    }
}
