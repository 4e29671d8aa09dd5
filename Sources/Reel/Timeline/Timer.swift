import Foundation

/// A timer on the scene's clock, as Foundation's is on the run loop's: created in a timeline event
/// with `Timer.scheduledTimer(withTimeInterval:repeats:block:)`, it runs `block` as a timeline
/// event of its own every `interval` seconds (exactly at start + k × interval, so a 1 s timer
/// made at 0 fires at 1, 2, 3 …) until `invalidate()`; `Timer.publish(every:on:in:)` makes a
/// publisher for `.onReceive`.
///
/// Nothing runs on a real run loop and nothing reads the machine's clock: ticks are delayed
/// actions of the timeline (`DispatchQueue.main`), bounded as they are, and a tick past the
/// scene's end never comes. Reel declares it so code importing Reel finds this type, not
/// Foundation's (write `Foundation.Timer` for that one).
public final class Timer: @unchecked Sendable {
    /// The seconds between ticks.
    public let timeInterval: TimeInterval
    /// Whether the timer fires more than once.
    let repeats: Bool
    /// Whether the timer will fire again (false once invalidated, or after a one-shot timer fired).
    public private(set) var isValid = true
    /// When the timer fires next, as a scene date.
    public private(set) var fireDate: Date
    private let block: (Timer) -> Void
    private let start: Double
    private var ticks = 0

    private init(interval: TimeInterval, repeats: Bool, start: Double, block: @escaping (Timer) -> Void) {
        timeInterval = interval
        self.repeats = repeats
        self.start = start
        self.block = block
        fireDate = Date(timeIntervalSinceReferenceDate: start + interval)
    }

    /// A timer that runs `block` (given the timer) `interval` seconds after the running timeline
    /// event, and every `interval` seconds after that when `repeats`, until invalidated.
    @discardableResult
    public static func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool, file: String = #fileID, line: Int = #line,
                                      block: @escaping (Timer) -> Void) -> Timer {
        scheduled(interval: interval, repeats: repeats, location: "\(file):\(line)", position: nil, block: block)
    }

    /// `scheduledTimer`, written at `location` (`position` in a scene file).
    package static func scheduled(interval: TimeInterval, repeats: Bool, location: String, position: SourcePosition?,
                                  block: @escaping (Timer) -> Void) -> Timer {
        let timer = Timer(interval: max(interval, 0.0001), repeats: repeats, start: SceneClock.seconds, block: block)
        timer.schedule(location: location, position: position)
        return timer
    }

    /// Delays the next tick.
    private func schedule(location: String, position: SourcePosition?) {
        let time = start + Double(ticks + 1) * timeInterval
        fireDate = Date(timeIntervalSinceReferenceDate: time)
        DispatchQueue.main.schedule(at: time, name: "Timer", location: location, position: position) { [self] in
            guard isValid else { return }
            ticks += 1
            block(self)
            guard isValid else { return }
            if repeats { schedule(location: location, position: position) } else { isValid = false }
        }
    }

    /// Stops the timer: it never fires again.
    public func invalidate() { isValid = false }

    /// A publisher of the scene dates every `interval` seconds for `.onReceive`, on the main run
    /// loop (ticks are timeline events; `tolerance`, `runLoop` and `mode` change nothing).
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval, autoconnects: false)
    }
}
