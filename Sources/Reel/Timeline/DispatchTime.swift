import Foundation

/// A moment of the scene's timeline, as Dispatch's `DispatchTime` names a moment of the machine's:
/// `DispatchTime.now()` is the scene time being evaluated (the time of the timeline event that is
/// running, see `SceneClock`), and `.now() + 1.5` is one and a half seconds after it. It never
/// reads the machine's clock, so a scene's frames stay a function of its time.
///
/// Reel declares it (with `DispatchQueue` and `DispatchTimeInterval`) so that SwiftUI code that
/// sequences its changes with `DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { … }` runs
/// on the timeline; it hides Dispatch's type of the same name from code that imports Reel (write
/// `Dispatch.DispatchTime` for that one).
public struct DispatchTime: Comparable, Hashable, Sendable {
    /// Seconds from the scene's start.
    public let seconds: Double

    /// The moment `seconds` seconds from the scene's start.
    public init(seconds: Double) { self.seconds = seconds }

    /// The scene time being evaluated: in a timeline event (an `At` event, `onAppear`,
    /// `onChange`, a delayed action), the event's time.
    public static func now() -> DispatchTime { DispatchTime(seconds: SceneClock.seconds) }

    /// A moment that never comes.
    public static let distantFuture = DispatchTime(seconds: .infinity)

    /// Whether `a` comes before `b`.
    public static func < (a: DispatchTime, b: DispatchTime) -> Bool { a.seconds < b.seconds }

    /// `seconds` seconds after `time`.
    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime { DispatchTime(seconds: time.seconds + seconds) }
    /// `seconds` seconds before `time`.
    public static func - (time: DispatchTime, seconds: Double) -> DispatchTime { DispatchTime(seconds: time.seconds - seconds) }
    /// `interval` after `time` (`.now() + .milliseconds(300)`).
    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime { time + interval.seconds }
    /// `interval` before `time`.
    public static func - (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime { time - interval.seconds }
}

/// A length of time counted in whole units, as Dispatch's `DispatchTimeInterval`:
/// `.now() + .seconds(2)`, `.milliseconds(250)`.
public enum DispatchTimeInterval: Equatable, Hashable, Sendable {
    /// Whole seconds.
    case seconds(Int)
    /// Thousandths of a second.
    case milliseconds(Int)
    /// Millionths of a second.
    case microseconds(Int)
    /// Billionths of a second.
    case nanoseconds(Int)
    /// No time ever ends it: a moment this far away never comes.
    case never

    /// The interval in seconds (infinite for `never`).
    public var seconds: Double {
        switch self {
        case .seconds(let n): return Double(n)
        case .milliseconds(let n): return Double(n) / 1e3
        case .microseconds(let n): return Double(n) / 1e6
        case .nanoseconds(let n): return Double(n) / 1e9
        case .never: return .infinity
        }
    }
}
