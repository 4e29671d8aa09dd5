import Foundation
import Reel
import SwiftSyntax

/// Runs the code of a scene file: evaluates expressions and statements over `Value`s, calls the
/// file's functions and the library through the `Vocabulary`, and builds views and timelines as
/// Swift's result builders would.
///
/// One interpreter serves one scene instance (one rendering thread); the parsed program and the
/// vocabulary are shared read-only. Work is bounded by `ScriptLimits`; every failure is a
/// `ScriptError` positioned in the file.
package final class Interpreter {
    /// The parsed file.
    package let program: ScriptProgram
    /// The library names scenes can use.
    package let vocabulary: Vocabulary
    /// The bounds on work.
    package let limits: ScriptLimits
    /// Which image files the scene may read.
    package let resources: ResourceAccess
    /// The scene's seeded random numbers (`Double.random(in:)`).
    package var random = SplitMix64(seed: 0)
    /// Steps taken in the current evaluation.
    package var steps = 0
    /// The step-limit error once the limit has been passed. Later evaluations (other frames,
    /// canvases, shapes' paths) fail with it at their first step instead of running the same
    /// endless loop again through a whole budget each.
    package private(set) var passedStepLimit: ScriptError?
    /// Current nesting of calls.
    package var depth = 0
    /// Current nesting of expressions being evaluated.
    var expressionDepth = 0
    /// The deepest nesting of expressions evaluated (modifier chains count one level per call).
    static let maximumExpressionDepth = 400
    /// Views made in the current evaluation.
    package var views = 0
    /// Errors recovered from while building views (a bad statement is skipped so the rest of the
    /// file is still checked); the evaluation as a whole has failed when this is not empty.
    package var recovered: [ScriptError] = []
    /// The file-scope constants and functions.
    package let fileScope: Scope
    /// Values of `static let` properties already computed, by type and name.
    var staticValues: [String: Value] = [:]
    /// Where runtime problems found while the engine resolves views are reported.
    package var diagnostics: DiagnosticLog?
    /// The warnings reported so far (`warn(_:at:)`), for `reel validate`.
    package let warnings = ScriptWarnings()

    /// An interpreter of `program`.
    package init(program: ScriptProgram, vocabulary: Vocabulary = .standard, limits: ScriptLimits = .standard,
                 resources: ResourceAccess) {
        self.program = program
        self.vocabulary = vocabulary
        self.limits = limits
        self.resources = resources
        self.fileScope = Scope(parent: nil)
    }

    /// Where positions come from.
    package var source: ScriptSource { program.source }

    /// The scene's seed.
    package var seed: UInt64 = 0
    /// Whether the engine is resolving the scene's body (closures it calls then are part of that
    /// evaluation, drawing the next random numbers in order).
    package var resolving = false

    /// Marks the start of work the library asks for outside an evaluation of `body` (a canvas
    /// drawing, a shape's path, a timeline event): the step and view counters start again, and the
    /// random numbers are reseeded from the seed and the code's position, so the work gives the same
    /// result whichever frames were drawn before.
    package func enterFromLibrary(at node: some SyntaxProtocol) {
        guard depth == 0, expressionDepth == 0, !resolving else { return }
        steps = passedStepLimit == nil ? 0 : limits.steps
        views = 0
        random = SplitMix64(seed: seed &+ UInt64(node.position.utf8Offset &+ 1) &* 0x9E37_79B9_7F4A_7C15)
    }

    /// Starts a fresh evaluation: resets the step and view counters and reseeds the random numbers,
    /// so every evaluation of the same state draws the same numbers.
    package func beginEvaluation(seed: UInt64) {
        self.seed = seed
        steps = passedStepLimit == nil ? 0 : limits.steps
        views = 0
        depth = 0
        expressionDepth = 0
        random = SplitMix64(seed: seed)
    }

    /// Counts one step at `node`, failing past the limit.
    @inline(__always)
    package func step(_ node: some SyntaxProtocol) throws {
        steps += 1
        if steps > limits.steps {
            let failure = passedStepLimit
                ?? source.error(.limit, at: node, "evaluation stopped after \(limits.steps) steps; the scene has an endless or very long loop or recursion")
            passedStepLimit = failure
            throw failure
        }
    }

    /// Runs `body` one call deeper, failing past the depth limit.
    package func nested<T>(_ node: some SyntaxProtocol, _ body: () throws -> T) throws -> T {
        guard depth < limits.callDepth else {
            throw source.error(.limit, at: node, "calls are nested more than \(limits.callDepth) deep; is there endless recursion?")
        }
        depth += 1
        defer { depth -= 1 }
        return try body()
    }

    /// An error at `node`.
    package func error(_ kind: ScriptError.Kind, _ node: some SyntaxProtocol, _ message: String) -> ScriptError {
        source.error(kind, at: node, message)
    }

    /// Evaluates the file-scope constants, in order, into the file scope.
    package func declareFileConstants() throws {
        for constant in program.constants { try declare(DeclSyntax(constant), in: fileScope) }
    }

    /// Counts a view made, failing past the limit.
    package func countView(_ node: some SyntaxProtocol) throws {
        views += 1
        if views > limits.views {
            throw source.error(.limit, at: node, "the scene makes more than \(limits.views) views in one state")
        }
    }
}
