import Foundation
import Reel

/// The arguments of an animation form, read by parameter name: numbers must be finite, and a
/// value the engine's validating initialisers refuse is an `AnimationError` naming the parameter,
/// which becomes an error at that argument.
struct AnimationArguments {
    /// The call being built.
    private let invocation: Invocation
    /// The first conversion failure (a `Mismatch`, so the next form is tried; or a positioned error).
    private var failure: Error?

    private init(_ invocation: Invocation) { self.invocation = invocation }

    /// Runs `build` with the arguments of `invocation`.
    static func run(_ invocation: inout Invocation, _ build: (AnimationArguments) throws(AnimationError) -> Animation) throws -> Value {
        let arguments = AnimationArguments(invocation)
        do {
            return .native(try build(arguments))
        } catch {
            if let failure = arguments.box.failure { throw failure }
            // A range error points at the argument it names (by label, or by parameter name).
            let parameter = invocation.signature.parameters.first { $0.name == error.parameter || $0.label == error.parameter }
            let node = parameter.flatMap { invocation.argument($0.name) }?.node ?? invocation.node
            throw invocation.interpreter.error(.invalidValue, node, "\(error.parameter) \(error.message)")
        }
    }

    /// Where a conversion failure waits while the typed `throws(AnimationError)` unwinds.
    private final class FailureBox { var failure: Error? }
    private let box = FailureBox()

    /// Converts through the invocation, keeping a failure for `run` to throw.
    private func read<T>(_ body: () throws -> T) throws(AnimationError) -> T {
        do {
            return try body()
        } catch {
            box.failure = error
            throw AnimationError(parameter: "", message: "")
        }
    }

    /// The `Double` argument `name` (a finite number), or `fallback` when it is left out.
    func double(_ name: String, default fallback: Double? = nil) throws(AnimationError) -> Double {
        let value: Double = try read {
            if let fallback { return try invocation.get(name, default: fallback) }
            return try invocation.get(name, as: Double.self)
        }
        guard value.isFinite else {
            let node = invocation.argument(name)?.node ?? invocation.node
            box.failure = invocation.interpreter.error(.invalidValue, node, "\(name) must be a finite number, got \(AnimationError.format(value))")
            throw AnimationError(parameter: name, message: "")
        }
        return value
    }

    /// Reports `message` as a warning at the argument `name` (at the call when it is left out).
    func warn(_ message: String, at name: String) {
        invocation.interpreter.warn(message, at: invocation.argument(name)?.node ?? invocation.node)
    }

    /// The `duration` argument (finite, not negative), 0.35 s when left out.
    func duration() throws(AnimationError) -> Double {
        let duration = try double("duration", default: Animation.defaultCurveDuration)
        try AnimationError.requireAtLeast(0, duration, "duration")
        return duration
    }

    /// The `Int` argument `name`.
    func int(_ name: String) throws(AnimationError) -> Int {
        try read { try invocation.get(name, as: Int.self) }
    }

    /// The `Bool` argument `name`, or `fallback`.
    func bool(_ name: String, default fallback: Bool) throws(AnimationError) -> Bool {
        try read { try invocation.get(name, default: fallback) }
    }

    /// The argument `name` as a `T`.
    func value<T>(_ name: String, as type: T.Type) throws(AnimationError) -> T {
        try read { try invocation.get(name, as: T.self) }
    }

    /// The argument `name` as a `T`, or `fallback`.
    func value<T>(_ name: String, as type: T.Type, default fallback: T) throws(AnimationError) -> T {
        try read { try invocation.get(name, default: fallback) }
    }
}
