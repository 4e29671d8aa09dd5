import Foundation
import Reel

/// Runs the lowered code of a scene file: evaluates expressions and statements over `Value`s,
/// calls the file's functions and the library through the `Vocabulary`, and builds views and
/// timelines as Swift's result builders would.
///
/// One interpreter serves one scene instance (one rendering thread): it holds that instance's
/// file constants, static values and counters. Its random numbers are the scene's
/// (`SceneRandom`), seeded by the engine. The lowered program and the
/// vocabulary are shared read-only. Work is bounded by `ScriptLimits`; every failure is a
/// `ScriptError` positioned in the file.
package final class Interpreter {
    /// The lowered file.
    package let program: ProgramCode
    /// The library names scenes can use.
    package let vocabulary: Vocabulary
    /// The bounds on work.
    package let limits: ScriptLimits
    /// Which image files the scene may read.
    package let resources: ResourceAccess
    /// Steps taken in the current evaluation.
    @exclusivity(unchecked) package var steps = 0
    /// The step limit, read at every step.
    private let stepLimit: Int
    /// The step-limit error once the limit has been passed. Later evaluations (other frames,
    /// canvases, shapes' paths) fail with it at their first step instead of running the same
    /// endless loop again through a whole budget each.
    package private(set) var passedStepLimit: ScriptError?
    /// Current nesting of calls.
    @exclusivity(unchecked) package var depth = 0
    /// How many expressions enclose the running code (its nodes' depths count from here).
    @exclusivity(unchecked) var base = 0
    /// Evaluations in progress (the library calling closures from inside one does not start a new
    /// evaluation).
    @exclusivity(unchecked) var active = 0
    /// The deepest nesting of expressions evaluated (modifier chains count one level per call).
    static let maximumExpressionDepth = 400
    /// Views made in the current evaluation.
    package var views = 0
    /// The value each `tag(_:)` identity was made from, so a picker a touch sets can set its
    /// selection to the value (not its identity).
    var tagValues: [AnyHashable: Value] = [:]
    /// Bytes of arrays and strings made in the current evaluation (see `allocate(elements:at:)`).
    @exclusivity(unchecked) var allocated = 0
    /// Errors recovered from while building views (a bad statement is skipped so the rest of the
    /// file is still checked); the evaluation as a whole has failed when this is not empty.
    package var recovered: [ScriptError] = []
    /// Where runtime problems found while the engine resolves views are reported.
    package var diagnostics: DiagnosticLog?
    /// The frame rate of the scene this interpreter runs, once it is known: errors met in a state
    /// that starts after 0 s name its first frame (`report(_:at:)`).
    package var frameRate: Double?
    /// The scene's state holding its model objects' changed properties (an `ObjectHeap`), when
    /// the file declares a class.
    package var objectHeap: State<Value>?
    /// The view whose body is evaluated, where the objects made now are named (see
    /// `ObjectIdentity`); nil outside every view's body.
    var objectScope: ObjectScope?
    /// Objects made outside views' bodies: in events, and elsewhere.
    var eventObjects = 0, looseObjects = 0
    /// `UUID()`s made outside views' bodies: in events, and elsewhere.
    var eventIdentifiers = 0, looseIdentifiers = 0
    /// The scene's seed (`SceneFormat.seed`), mixed into every `UUID()` it makes (0: none, the
    /// identifiers of a scene without a seed and of previews).
    var identifierSeed: UInt64 = 0
    /// Objects renamed for the views inserted while the timeline is resolved (`renewObjects`).
    var insertedObjects = 0
    /// A change of a model's property a binding refused (not inside an event), reported where the
    /// binding was written to.
    var refusedModelChange: String?
    /// The warnings reported so far (`warn(_:at:)`), for `reel validate`.
    package let warnings = ScriptWarnings()
    /// The file constants, in the file's frame.
    let globals: UnsafeMutablePointer<Value>
    /// The values of the structs' `static let` properties, computed when first read.
    let statics: UnsafeMutablePointer<Value>
    /// The frames of running code (each task of the scene has its own while it runs: `ScriptTask`).
    @exclusivity(unchecked) var stack = ValueStack()
    /// The vocabulary keys of the library types converted to, for this interpreter alone (one
    /// thread), so reading one takes no lock.
    @exclusivity(unchecked) private var typeKeys: [ObjectIdentifier: String] = [:]
    /// The vocabulary numbers of the Swift types converted to (-1: none), cached by the type's
    /// identity in `typeCacheSize` slots (a type whose slot another took is looked up again).
    private let typeCache: UnsafeMutablePointer<(type: UInt, number: Int)>
    private static let typeCacheSize = 128

    /// An interpreter of `program`, with its vocabulary; errors are positioned in its lines.
    package init(program: ProgramCode, limits: ScriptLimits = .standard, resources: ResourceAccess) {
        self.program = program
        self.lines = program.lines
        self.vocabulary = program.vocabulary
        self.limits = limits
        self.resources = resources
        stepLimit = limits.steps
        globals = .allocate(capacity: max(1, program.file.frameSize))
        globals.initialize(repeating: .box(ScriptBox.unset), count: max(1, program.file.frameSize))
        statics = .allocate(capacity: max(1, program.staticCount))
        statics.initialize(repeating: .box(ScriptBox.unset), count: max(1, program.staticCount))
        typeCache = .allocate(capacity: Interpreter.typeCacheSize)
        typeCache.initialize(repeating: (0, -1), count: Interpreter.typeCacheSize)
    }

    deinit {
        globals.deinitialize(count: max(1, program.file.frameSize))
        globals.deallocate()
        statics.deinitialize(count: max(1, program.staticCount))
        statics.deallocate()
        typeCache.deallocate()
    }

    /// Where positions are: the lines of the file (or of the expression) the code was lowered from.
    package let lines: ScriptLines

    /// Whether the engine is resolving the scene's body (closures it calls then are part of that
    /// evaluation, counted against its budgets).
    package var resolving = false

    /// Marks the start of work the library asks for outside an evaluation of `body` (a canvas
    /// drawing, a shape's path, a timeline event): the step and view counters start again, so the
    /// work gets the same budget whichever frames were drawn before. (Its random numbers are
    /// seeded by the engine: `SceneRandom`.)
    package func enterFromLibrary() {
        guard active == 0, depth == 0, !resolving else { return }
        steps = passedStepLimit == nil ? 0 : limits.steps
        views = 0
        allocated = 0
    }

    /// Starts a fresh evaluation: resets the step and view counters.
    package func beginEvaluation() {
        steps = passedStepLimit == nil ? 0 : limits.steps
        views = 0
        allocated = 0
        depth = 0
        base = 0
    }

    /// Counts one expression at `node`: a step, and a level of nesting.
    @inline(__always)
    func count(_ node: Node) throws {
        steps &+= 1
        if _slowPath(steps > stepLimit) { throw passStepLimit(at: node.position) }
        if _slowPath(base &+ node.depth >= Interpreter.maximumExpressionDepth) { throw nestedTooDeep(at: node.position) }
    }

    /// Counts a level of nesting at `node` (an operator), without a step.
    @inline(__always)
    func countDepth(_ node: Node) throws {
        if _slowPath(base &+ node.depth >= Interpreter.maximumExpressionDepth) { throw nestedTooDeep(at: node.position) }
    }

    /// Counts one step at `position` (a statement, a loop's turn), failing past the limit.
    @inline(__always)
    package func step(at position: ScriptPosition) throws {
        steps &+= 1
        if _slowPath(steps > stepLimit) { throw passStepLimit(at: position) }
    }

    /// The step-limit error at `position`, or the first one when the limit was passed before.
    @inline(never)
    private func passStepLimit(at position: ScriptPosition) -> ScriptError {
        let failure = passedStepLimit
            ?? error(.limit, position, "evaluation stopped after \(limits.steps) steps; the scene has an endless or very long loop or recursion")
        passedStepLimit = failure
        return failure
    }

    /// The error for expressions nested past `maximumExpressionDepth` at `position`, naming the
    /// calls it went through (deep nesting through calls is mostly endless recursion).
    @inline(never)
    func nestedTooDeep(at position: ScriptPosition) -> ScriptError {
        let recursion = depth > 1 ? " (through \(depth) calls); is there endless recursion?" : ""
        return error(.limit, position, "expressions are nested more than \(Interpreter.maximumExpressionDepth) deep" + recursion)
    }

    /// Runs `body` one call deeper, failing past the depth limit.
    @inline(__always)
    package func nested<T>(at position: ScriptPosition, _ body: () throws -> T) throws -> T {
        guard depth < limits.callDepth else {
            throw error(.limit, position, "calls are nested more than \(limits.callDepth) deep; is there endless recursion?")
        }
        depth += 1
        defer { depth -= 1 }
        return try body()
    }

    /// Runs `body` with the running code's nesting `levels` deeper (a node handing control to code
    /// that counts its own expressions from there: a call, a getter, the library).
    @inline(__always)
    func deeper<T>(by levels: Int, _ body: () throws -> T) rethrows -> T {
        let saved = base
        base = saved &+ levels
        defer { base = saved }
        return try body()
    }

    /// An error at `position`.
    package func error(_ kind: ScriptError.Kind, _ position: ScriptPosition, _ message: String) -> ScriptError {
        lines.error(kind, at: position, message)
    }

    /// `failure`, an error thrown by library or interpreter code, as an error at `position` (or at
    /// the argument a `Mismatch` names), its message the words it has for the reader: never a
    /// description of an internal type.
    package func error(for failure: Error, at position: ScriptPosition) -> ScriptError {
        if let scriptError = failure as? ScriptError { return scriptError }
        if let mismatch = failure as? Mismatch {
            return error(mismatch.kind, mismatch.node ?? position, mismatch.message)
        }
        if let localized = (failure as? LocalizedError)?.errorDescription { return error(.invalidValue, position, localized) }
        return error(.invalidValue, position, "\(failure)")
    }

    /// The vocabulary key of `type` (`TypeKeys.key`).
    func typeKey(_ type: Any.Type) -> String {
        if let key = typeKeys[ObjectIdentifier(type)] { return key }
        let key = TypeKeys.key(type)
        typeKeys[ObjectIdentifier(type)] = key
        return key
    }

    /// The vocabulary's number of the type `type` (-1 when it has none).
    @inline(__always)
    func typeNumber(_ type: Any.Type) -> Int {
        let identity = UInt(bitPattern: ObjectIdentifier(type))
        let slot = typeCache + Int((identity >> 4) & UInt(Interpreter.typeCacheSize - 1))
        if _fastPath(slot.pointee.type == identity) { return slot.pointee.number }
        let number = vocabulary.typeNumber(typeKey(type)) ?? -1
        slot.pointee = (identity, number)
        return number
    }

    /// Counts a view made, failing past the limit.
    package func countView(at position: ScriptPosition) throws {
        views += 1
        if views > limits.views {
            throw error(.limit, position, "the scene makes more than \(limits.views) views in one state")
        }
    }

    /// The value of the file constant `name`, once `declareFileConstants` has run.
    package func fileConstant(_ name: String) -> Value? {
        guard let index = program.globalNames[name] else { return nil }
        if case .box(let box) = globals[index], box === ScriptBox.unset { return nil }
        return globals[index]
    }
}
