/// An invalid parameter given to one of the engine's validating initialisers.
///
/// The SwiftUI-style constructors (`Animation.spring(response:)`, `UnitCurve.bezier`, ...) never
/// fail: they document what they do with out-of-range values. Parsers of scene files and of
/// `reel curve` arguments call the validating initialisers instead, so that a bad value becomes a
/// positioned error naming the parameter.
public struct AnimationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name of the offending parameter, as the constructor spells its argument label (for
    /// unlabelled arguments, the name in the documentation, such as `c0x`).
    public var parameter: String
    /// What is wrong, in words for the terminal, such as "must be at least 0, got -1".
    public var message: String

    /// An error about `parameter`.
    public init(parameter: String, message: String) {
        self.parameter = parameter
        self.message = message
    }

    /// "`parameter` message".
    public var description: String { "\(parameter) \(message)" }

    /// Throws unless `value` is a finite number.
    public static func requireFinite(_ value: Double, _ parameter: String) throws(AnimationError) {
        guard value.isFinite else { throw AnimationError(parameter: parameter, message: "must be a finite number, got \(format(value))") }
    }

    /// Throws unless `value` is finite and at least `minimum`.
    public static func requireAtLeast(_ minimum: Double, _ value: Double, _ parameter: String) throws(AnimationError) {
        try requireFinite(value, parameter)
        guard value >= minimum else {
            throw AnimationError(parameter: parameter, message: "must be at least \(format(minimum)), got \(format(value))")
        }
    }

    /// Throws unless `value` is finite and greater than `minimum`.
    public static func requireAbove(_ minimum: Double, _ value: Double, _ parameter: String) throws(AnimationError) {
        try requireFinite(value, parameter)
        guard value > minimum else {
            throw AnimationError(parameter: parameter, message: "must be greater than \(format(minimum)), got \(format(value))")
        }
    }

    /// Throws unless `value` lies in `range`.
    public static func requireIn(_ range: ClosedRange<Double>, _ value: Double, _ parameter: String) throws(AnimationError) {
        try requireFinite(value, parameter)
        guard range.contains(value) else {
            throw AnimationError(parameter: parameter,
                                 message: "must be between \(format(range.lowerBound)) and \(format(range.upperBound)), got \(format(value))")
        }
    }

    /// A number written the way a scene author would write it ("1", "0.5", "nan"), for messages.
    public static func format(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-infinity" : "infinity" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
