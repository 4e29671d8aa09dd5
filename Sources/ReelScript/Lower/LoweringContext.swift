/// The names visible while one function, closure, getter or initial value is lowered: its blocks'
/// variables with their slots, the variables it captures from the code around it, and the struct
/// it belongs to.
final class LoweringContext {
    /// A variable declared in a block.
    struct Variable {
        /// A number no other variable of the file has.
        let id: Int
        /// Its slot in the frame of the code declaring it.
        let slot: Int
        /// Whether it is a `let` (or a parameter).
        let isLet: Bool
        /// Whether the slot holds a box (closures capture it and it changes).
        let boxed: Bool
        /// Its declared type.
        let type: DeclaredType
        /// Whether the name stands for the value of the binding the slot holds (`item` of a
        /// closure's `$item` parameter): reading it reads the binding, assigning it writes through.
        var readsThroughBinding = false
    }

    /// Where a name resolved among the variables.
    enum Resolved {
        /// A variable of this code.
        case local(Variable)
        /// A variable of an enclosing code, captured: the index among this code's captures.
        case capture(Int, Variable)
    }

    /// The code being lowered.
    let code: Code
    /// The code around it (for closures and local functions).
    let parent: LoweringContext?
    /// The struct whose static members are in scope.
    let ownerType: UserTypeCode?
    /// Whether `self` is an instance (a method, computed property, view body).
    let hasSelf: Bool
    /// The name of a local function being lowered, which it calls itself by.
    let functionName: String?
    /// The names of variables of this code that are both captured by closures and changed.
    let boxedNames: Set<String>
    /// The blocks, innermost last.
    private var blocks: [[String: Variable]] = [[:]]
    /// The next free slot.
    private var nextSlot = 0
    /// The captured variables by id, with their index.
    private var captureIndex: [Int: Int] = [:]
    /// `$0`, `$1`, ...: how many, and the slot holding how many were given (closures without
    /// named parameters).
    var implicitParameters: (count: Int, countSlot: Int)?
    /// The ids of variables, shared by all contexts of a file.
    private let ids: IDSource

    /// Gives each variable of a file its own number.
    final class IDSource {
        private var next = 0
        func take() -> Int {
            next += 1
            return next
        }
    }

    init(code: Code, parent: LoweringContext?, ownerType: UserTypeCode?, hasSelf: Bool, functionName: String? = nil,
         boxedNames: Set<String>, ids: IDSource) {
        self.code = code
        self.parent = parent
        self.ownerType = ownerType
        self.hasSelf = hasSelf
        self.functionName = functionName
        self.boxedNames = boxedNames
        self.ids = ids
    }

    /// The slots used so far.
    var frameSize: Int { nextSlot }

    /// A new slot, with no name.
    func takeSlot() -> Int {
        nextSlot += 1
        return nextSlot - 1
    }

    /// Declares `name` in the innermost block.
    @discardableResult
    func declare(_ name: String, isLet: Bool, type: DeclaredType = .none) -> Variable {
        let boxed = !isLet && boxedNames.contains(name)
        let variable = Variable(id: ids.take(), slot: takeSlot(), isLet: isLet, boxed: boxed, type: type)
        blocks[blocks.count - 1][name] = variable
        return variable
    }

    /// Declares `name` in the innermost block as the value of the binding `variable` holds (`item`
    /// of a closure's `$item`).
    func declareBindingValue(_ name: String, of variable: Variable) {
        var value = variable
        value.readsThroughBinding = true
        blocks[blocks.count - 1][name] = value
    }

    /// Runs `body` inside a new block.
    func block<T>(_ body: () throws -> T) rethrows -> T {
        blocks.append([:])
        defer { blocks.removeLast() }
        return try body()
    }

    /// The variable `name` of this code, innermost block first.
    private func own(_ name: String) -> Variable? {
        for block in blocks.reversed() {
            if let variable = block[name] { return variable }
        }
        return nil
    }

    /// The variable `name`, in this code or captured from the codes around it.
    func resolve(_ name: String) -> Resolved? {
        if let variable = own(name) { return .local(variable) }
        guard let parent, let outer = parent.resolve(name) else { return nil }
        let (source, variable): (CaptureSource, Variable)
        switch outer {
        case .local(let v): (source, variable) = (.slot(v.slot), v)
        case .capture(let index, let v): (source, variable) = (.capture(index), v)
        }
        if let index = captureIndex[variable.id] { return .capture(index, variable) }
        let index = code.captures.count
        code.captures.append(source)
        captureIndex[variable.id] = index
        return .capture(index, variable)
    }

    /// The captured functions by the context running them.
    private var functionCaptures: [ObjectIdentifier: Int] = [:]

    /// Captures the function run by `target`, a context around this one (a local function
    /// named inside a closure within it): the index among this code's captures.
    func captureFunction(of target: LoweringContext) -> Int {
        let key = ObjectIdentifier(target)
        if let index = functionCaptures[key] { return index }
        guard let parent else { preconditionFailure("no context runs the function") }
        let source: CaptureSource = parent === target ? .currentFunction : .capture(parent.captureFunction(of: target))
        let index = code.captures.count
        code.captures.append(source)
        functionCaptures[key] = index
        return index
    }

    /// Every variable name visible here, for suggestions.
    var visibleNames: Set<String> {
        var names = Set(blocks.flatMap(\.keys))
        if let parent { names.formUnion(parent.visibleNames) }
        return names
    }

    /// Whether `self` is the instance of a method here or around.
    var selfInstance: Bool { hasSelf }
}
