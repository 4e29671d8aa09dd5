import Foundation

/// Plays `sound` at gain `volume` from the running timeline event's moment: an `At` event, a
/// view's `onAppear`, `onChange` or `task`, an action delayed with `DispatchQueue.main`, a timer's
/// tick, or the action of a control a scripted touch taps. The timeline records a `SoundCue` at
/// the event's time (`ResolvedTimeline.soundCues`), so the sound starts on the sample of that
/// moment in every render, export and shard.
///
/// `volume` is a gain: 1 plays the file as it is, 0.5 at -6.02 dB, 2 at +6.02 dB (the mix's
/// headroom rule keeps the sum in range). A volume that is not a finite number of at least 0 is an
/// error and the sound does not play. Called anywhere but in a timeline event (while a `body` is
/// evaluated, say), it plays nothing and reports a warning: sounds play in events.
public func play(_ sound: Sound, volume: Double = 1, file: String = #fileID, line: Int = #line) {
    SoundPlayback.play(sound, volume: volume, location: "\(file):\(line)", position: nil)
}

/// The sounds a timeline's events play, collected while the timeline runs (see `ResolvedTimeline`):
/// one collector per run of a timeline, bound while each event runs, and carried to a task's own
/// thread by `EventContext`.
package final class SoundPlayback: @unchecked Sendable {
    /// The collector bound on this task, if any.
    @TaskLocal static var bound: SoundPlayback?
    /// The collector of the timeline event running on this task, if any (on a task's own thread,
    /// that of the event that resumed it: `EventContext`).
    package static var current: SoundPlayback? { bound ?? EventContext.current?.sounds }

    private let lock = NSLock()
    private var played: [SoundCue] = []

    /// An empty collector.
    init() {}

    /// The cues played so far, in time order; cues of one moment in the order they were played.
    var cues: [SoundCue] {
        lock.lock(); defer { lock.unlock() }
        // Events run in time order, so this only guards the order; it is stable for equal times.
        return played.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// What is wrong with `volume` as a sound's gain, if anything.
    package static func volumeProblem(_ volume: Double) -> String? {
        guard !volume.isFinite || volume < 0 else { return nil }
        return "a sound's volume must be a finite number of at least 0 (1 plays the file as it is, 0.5 at -6.02 dB), not \(volume.isNaN ? "nan" : RenderLimits.number(volume)); the sound does not play"
    }

    /// The warning for `play` called outside a timeline event.
    package static let outsideEventMessage = "'play' starts a sound at the moment of a timeline event, so it may only be called in one ('At', 'onAppear', 'onChange', 'task', an action delayed with 'DispatchQueue.main', a timer's tick, a control's action); here, outside any event, it plays nothing"

    /// Whether `play` runs in a timeline event whose sounds are kept: false while a `body` is
    /// evaluated, and while a frame replays an action the timeline already ran (its sound was
    /// recorded then).
    package static var isCollecting: Bool { current != nil }

    /// Whether `play` called now plays nothing silently: an event runs, but not one of the
    /// timeline (an `onPreferenceChange` action replayed while a frame is drawn, whose sounds the
    /// timeline recorded when it ran that action).
    package static var isReplaying: Bool { current == nil && StateChangeRecorder.isRunningEvent }

    /// Records `sound` at the running event's time with `volume`, or reports why it cannot play:
    /// `location` (`file:line`) and `position` (in a scene file) say where `play` was called.
    package static func play(_ sound: Sound, volume: Double, location: String, position: SourcePosition?) {
        if let problem = volumeProblem(volume) {
            DiagnosticLog.current?.error(problem, view: position == nil ? "play \(location)" : nil, location: position)
            return
        }
        guard let collector = current else {
            if !isReplaying {
                DiagnosticLog.current?.report(Diagnostic(severity: .warning, message: outsideEventMessage,
                                                         view: position == nil ? "play \(location)" : nil, location: position))
            }
            return
        }
        collector.record(sound, volume: volume, position: position)
    }

    /// Records `sound` at the running event's time (`SceneClock`).
    package func record(_ sound: Sound, volume: Double, position: SourcePosition?) {
        let cue = SoundCue(time: SceneClock.evaluatedTime ?? 0, sound: sound, volume: volume, position: position)
        lock.lock(); defer { lock.unlock() }
        played.append(cue)
    }

    /// Runs `body` with this collector bound.
    func bind<T>(_ body: () throws -> T) rethrows -> T {
        try SoundPlayback.$bound.withValue(self, operation: body)
    }
}
