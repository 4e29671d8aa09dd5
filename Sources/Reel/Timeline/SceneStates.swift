import Foundation

/// The states a scene's timeline produces: state 0 is the scene as created; each timeline event,
/// run in time order, makes the next. Each state remembers when it began and the transaction of
/// the event that made it.
package final class SceneStates {
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

    private let boxes: [AnyStateBox]
    /// The states, in time order.
    package let epochs: [Epoch]

    /// Runs `scene`'s timeline on `scene`'s own state storage, then sets the storage back to the
    /// first state.
    package init<S: AnimatedScene>(_ scene: S, diagnostics: DiagnosticLog) {
        if let dynamic = scene as? any DynamicStateScene {
            boxes = dynamic.stateProperties.map(\.stateBox)
        } else {
            boxes = Mirror(reflecting: scene).children.compactMap { ($0.value as? StateProperty)?.stateBox }
        }
        let snapshot = { [boxes] in boxes.map(\.anyValue) }
        var epochs = [Epoch(time: 0, values: snapshot(), transaction: nil)]
        let duration = scene.format.duration
        let written = scene.timeline.events
        if let (a, b) = zip(written, written.dropFirst()).first(where: { $0.time > $1.time }) {
            diagnostics.warning("At(\(b.time)) is written after At(\(a.time)); events run in time order", view: "At(\(b.time)) \(b.location)")
        }
        let events = written.enumerated()
            .filter { _, event in
                guard event.time.isFinite, event.time >= 0, event.time <= max(duration, 0) else {
                    diagnostics.warning("the event at \(event.time) s lies outside the scene's 0...\(duration) s; it never happens",
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
            StateChangeRecorder.$current.withValue(recorder) { event.action() }
            recorder.closeBlock()
            if recorder.blocks.count > 1 {
                // Several withAnimation blocks in one event: a state per block, all at the event's
                // time, so each block's changes animate with that block's transaction.
                for block in recorder.blocks {
                    epochs.append(Epoch(time: event.time, values: block.values, transaction: block.transaction))
                }
            } else {
                let transaction = recorder.transactions.last { $0.animation != nil } ?? recorder.transactions.last
                epochs.append(Epoch(time: event.time, values: snapshot(), transaction: transaction))
            }
        }
        self.epochs = epochs
        // Running the events left the storage at the last state; put the first back, so that the
        // next timeline made from the same scene starts from the same state (frames are pure).
        restore(0)
    }

    /// The index of the state shown at `time`: the last one begun at or before it.
    package func epochIndex(at time: Double) -> Int {
        var index = 0
        for (i, epoch) in epochs.enumerated() where epoch.time <= time + 1e-12 { index = i }
        return index
    }

    /// The state properties' current values, for closures called after the storage moves on.
    package func snapshot() -> StateSnapshot { StateSnapshot(capturing: boxes) }

    /// Sets every state property to its value in state `index`.
    package func restore(_ index: Int) {
        for (box, value) in zip(boxes, epochs[index].values) { box.anyValue = value }
    }
}
