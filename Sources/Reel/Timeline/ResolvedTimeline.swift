import Foundation

/// A scene's timeline resolved once: the states its timeline produces (state 0 is the scene as
/// created; each timeline event, run in time order, makes the next), each with when it began, the
/// value of every state property and the transaction of the event that made it; and, for each
/// epoch whose states could be kept, the change history of every animated attribute and frame
/// (`EpochTracks`).
///
/// It is a value of the scene, not of a thread: made once (from any instance of the scene) and
/// read by every thread that renders it, each restoring the states into its own instance
/// (`restore(_:in:)`). Per-thread caches (`TimelineCache`) are keyed by its identity. It holds no
/// view trees (those belong to an instance: a scene file's views call back into its interpreter).
public final class ResolvedTimeline: @unchecked Sendable {
    /// One state of the scene.
    package struct Epoch {
        /// When the state begins, in seconds.
        package var time: Double
        /// The value of every state property.
        var values: [Any]
        /// The transaction of the changes that made this state (nil for the first state and for
        /// events that changed nothing).
        package var transaction: Transaction?
    }

    /// The states, in time order.
    package let epochs: [Epoch]
    /// What resolving the timeline reported (events out of order or out of range, errors in
    /// events), reported again with every frame.
    package let diagnostics: [Diagnostic]
    /// The tracks of each epoch on a canvas, made by the first thread that needs them.
    private var tracks: [TracksKey: EpochTracks] = [:]
    private struct TracksKey: Hashable {
        var epoch: Int
        var width: Double
        var height: Double
    }
    private let lock = NSLock()

    /// Runs `scene`'s timeline on `scene`'s own state storage, then sets the storage back to the
    /// first state.
    public convenience init<S: AnimatedScene>(_ scene: S) {
        self.init(scene, storage: SceneStateStorage(scene))
    }

    /// The timeline of `scene`, whose state storage is `storage`.
    package init<S: AnimatedScene>(_ scene: S, storage: SceneStateStorage) {
        let log = DiagnosticLog()
        let boxes = storage.boxes
        let snapshot = { boxes.map(\.anyValue) }
        var epochs = [Epoch(time: 0, values: snapshot(), transaction: nil)]
        DiagnosticLog.$current.withValue(log) {
            let duration = scene.format.duration
            let written = scene.timeline.events
            if let (a, b) = zip(written, written.dropFirst()).first(where: { $0.time > $1.time }) {
                log.warning("At(\(b.time)) is written after At(\(a.time)); events run in time order", view: "At(\(b.time)) \(b.location)")
            }
            let events = written.enumerated()
                .filter { _, event in
                    guard event.time.isFinite, event.time >= 0, event.time <= max(duration, 0) else {
                        log.warning("the event at \(event.time) s lies outside the scene's 0...\(duration) s; it never happens",
                                    view: "At(\(event.time)) \(event.location)")
                        return false
                    }
                    return true
                }
                .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
                .map(\.element)
            for event in events {
                let recorder = StateChangeRecorder()
                recorder.snapshot = snapshot
                SceneClock.at(event.time) { StateChangeRecorder.$current.withValue(recorder) { event.action() } }
                recorder.closeBlock()
                if recorder.blocks.count > 1 {
                    // Several withAnimation blocks in one event: a state per block, all at the
                    // event's time, so each block's changes animate with that block's transaction.
                    for block in recorder.blocks {
                        epochs.append(Epoch(time: event.time, values: block.values, transaction: block.transaction))
                    }
                } else {
                    let transaction = recorder.transactions.last { $0.animation != nil } ?? recorder.transactions.last
                    epochs.append(Epoch(time: event.time, values: snapshot(), transaction: transaction))
                }
            }
        }
        self.epochs = epochs
        diagnostics = log.diagnostics
        // Running the events left the storage at the last state; put the first back, so the
        // instance starts from the same state whatever renders it (frames are pure).
        restore(0, in: storage)
    }

    /// The index of the state shown at `time`: the last one begun at or before it.
    package func epochIndex(at time: Double) -> Int {
        var index = 0
        for (i, epoch) in epochs.enumerated() where epoch.time <= time + 1e-12 { index = i }
        return index
    }

    /// Sets every state property of the instance whose storage is `storage` to its value in state
    /// `index`.
    package func restore(_ index: Int, in storage: SceneStateStorage) {
        for (box, value) in zip(storage.boxes, epochs[index].values) { box.anyValue = value }
    }

    /// The tracks of epoch `index` on `canvas`: made by `make` the first time they are asked for
    /// (by any thread), then shared.
    package func tracks(ofEpoch index: Int, canvas: CGSize, make: () -> EpochTracks) -> EpochTracks {
        let key = TracksKey(epoch: index, width: Double(canvas.width), height: Double(canvas.height))
        lock.lock()
        if let known = tracks[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        if let known = tracks[key] { return known }
        tracks[key] = made
        return made
    }
}

/// The state storage of one scene instance: its state properties' boxes in order (found by
/// reflection, or listed by the scene), and what identifies the instance. It holds the objects it
/// is identified by, so an identity kept with it cannot be taken by another instance.
package struct SceneStateStorage {
    /// The boxes, in declaration order.
    package let boxes: [AnyStateBox]
    /// The instance object of a scene that has one (a scene file's).
    private let owner: AnyObject?

    /// The storage of `scene`.
    package init<S: AnimatedScene>(_ scene: S) {
        if let dynamic = scene as? any DynamicStateScene {
            boxes = dynamic.stateProperties.map(\.stateBox)
            owner = dynamic.instanceObject
        } else {
            boxes = Mirror(reflecting: scene).children.compactMap { ($0.value as? StateProperty)?.stateBox }
            owner = nil
        }
    }

    /// The state properties' current values, for closures called after the storage moves on.
    package func snapshot() -> StateSnapshot { StateSnapshot(capturing: boxes) }

    /// The instance's identity: its instance object and boxes. Empty for a scene without state of
    /// a type that cannot say which instance it is: such a scene is resolved afresh for every
    /// frame drawn without a timeline given.
    package var identity: [ObjectIdentifier] {
        (owner.map { [ObjectIdentifier($0)] } ?? []) + boxes.map { ObjectIdentifier($0) }
    }
}
