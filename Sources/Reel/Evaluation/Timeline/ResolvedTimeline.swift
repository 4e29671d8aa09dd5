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
        /// The value of every state property of the scene and of the views present.
        var values: StateValues
        /// The transaction of the changes that made this state (nil for the first state and for
        /// events that changed nothing).
        package var transaction: Transaction?
    }

    /// The states, in time order.
    package let epochs: [Epoch]
    /// What resolving the timeline reported (events out of order or out of range, errors in
    /// events), reported again with every frame.
    package let diagnostics: [Diagnostic]
    /// What each scripted touch did to the view that took it (`reel inspect` shows those under way).
    package let touchActivities: [TouchActivity]
    /// The sounds the events played (`play(_:volume:)`), in time order; sounds of one moment in
    /// the order played. The same for every instance of the scene and every thread.
    public let soundCues: [SoundCue]
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

    /// Runs `scene`'s timeline on `scene`'s own state storage, laying the scene out with `services`
    /// where scripted touches need it (`Touch`), then sets the storage back to the first state.
    public convenience init<S: AnimatedScene>(_ scene: S, services: LayoutServices?) {
        self.init(scene, storage: SceneStateStorage(scene), services: services)
    }

    /// The timeline of `scene`, whose state storage is `storage`.
    ///
    /// Events run in time order: the scene's `At` events and the events of its views (see
    /// "State owned by views" in ARCHITECTURE.md). After each, the body is resolved to see which
    /// views are present (`ViewStateStore`); views new to it run their `onAppear`, views gone
    /// their `onDisappear`, an `onChange` whose value changed its action, all as one event at that
    /// moment, until nothing changes.
    ///
    /// Random numbers drawn while it runs are the scene's (`SceneRandom`): the timeline's own
    /// code (`scene.timeline`) draws from the timeline's sequence, each event's actions from the
    /// sequence of the event's number (events and the rounds of view events, in the order they
    /// run), and each resolution of the body from the body's sequence.
    /// Scripted touches (`Touch`) lay out the state at their time with `services` (see `TouchPlayback`).
    package init<S: AnimatedScene>(_ scene: S, storage: SceneStateStorage, services: LayoutServices? = nil) {
        let seed = scene.format.seed
        let touches = TouchPlayback(canvas: CGSize(width: scene.format.width, height: scene.format.height), fps: scene.format.fps, services: services)
        let sounds = SoundPlayback()
        let (epochs, diagnostics) = SceneRandom.withSeed(seed, call: .timeline) {
            TouchPlayback.$current.withValue(touches) { ResolvedTimeline.run(scene, storage: storage, services: services, sounds: sounds) }
        }
        self.epochs = epochs
        self.diagnostics = diagnostics
        soundCues = sounds.cues
        touchActivities = touches.activities
        // Running the events left the storage at the last state; put the first back, so the
        // instance starts from the same state whatever renders it (frames are pure).
        restore(0, in: storage)
    }

    /// The warning for an event at `time`, outside a scene lasting `duration` seconds: it names the
    /// event and the scene's duration.
    static func outsideMessage(_ time: Double, duration: Double) -> String {
        func seconds(_ value: Double) -> String {
            value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
        }
        if time.isFinite && time > duration {
            return "At(\(seconds(time))) comes after the scene's end: the scene lasts \(seconds(duration)) s, so this event never happens; make the scene longer or the event earlier"
        }
        return "At(\(seconds(time))) lies outside the scene's 0...\(seconds(duration)) s; it never happens"
    }

    /// The states of `scene`'s timeline and what running it reported (see `init(_:storage:)`);
    /// with `services`, each resolution is laid out for the events of views built during layout
    /// and the `onPreferenceChange` actions (`LayoutTimeEvents`). The sounds events play go to
    /// `sounds`, bound while each event runs (never while the body is resolved).
    private static func run<S: AnimatedScene>(_ scene: S, storage: SceneStateStorage, services: LayoutServices?,
                                              sounds: SoundPlayback) -> ([Epoch], [Diagnostic]) {
        let log = DiagnosticLog()
        let layoutEvents = services.map { LayoutTimeEvents(canvas: CGSize(width: scene.format.width, height: scene.format.height), services: $0) }
        let boxes = storage.boxes
        // The state of the views present in the last resolution of the body.
        var locations: [ViewStateKey: [StateLocation]] = [:]
        let snapshot = { StateValues(scene: boxes.map(\.anyValue), views: locations.mapValues { $0.map(\.value) }) }
        var epochs = [Epoch(time: 0, values: snapshot(), transaction: nil)]
        let duration = max(scene.format.duration, 0)
        // Every state is resolved and laid out whole by the frames after it, so the views of all
        // states together are bounded (`RenderLimits.timelineViews`), each state counted at the
        // size of the last tree resolved, before its values are read.
        var treeSize = 1
        var timelineViews = treeSize
        var states = 1
        var overBudget = false
        // The event whose actions run: what the error names when they pass the bound.
        var cause: (view: String?, position: SourcePosition?) = (nil, nil)
        /// Counts one more state; false (with an error at the cause, the first time) past the bound.
        func charge(at time: Double) -> Bool {
            guard !overBudget else { return false }
            timelineViews += treeSize
            states += 1
            guard timelineViews > RenderLimits.timelineViews else { return true }
            overBudget = true
            log.error("the timeline's states would hold more than \(RenderLimits.grouped(RenderLimits.timelineViews)) views in all, the limit (\(states) states of \(treeSize) views by \(RenderLimits.number(time)) s): every state is resolved and laid out whole by the frames after it; start the views' animations with equal animations, which make one state, or make fewer states",
                      view: cause.view, location: cause.position)
            return false
        }

        // The actions events delayed (`DispatchQueue.main.asyncAfter`), with the order they were
        // delayed in, and how many were delayed.
        var delayed: [(action: DelayedActions.Action, order: Int)] = []
        var delayedCount = 0
        /// Keeps `action`, delayed by an event at `now`, to run at its time (at once when that has
        /// passed, never when it lies past the scene's end).
        func delay(_ action: DelayedActions.Action, from now: Double) {
            guard !action.time.isNaN, action.time <= duration else { return }
            guard delayedCount < ViewStateStore.delayedActionLimit else {
                if delayedCount == ViewStateStore.delayedActionLimit {
                    delayedCount += 1
                    log.error("more than \(ViewStateStore.delayedActionLimit) actions were delayed with 'DispatchQueue.main' in one timeline; the rest never run: an action that delays itself again runs without end, so stop it with a condition",
                              view: action.position == nil ? "DispatchQueue.main \(action.location)" : nil, location: action.position)
                }
                return
            }
            delayedCount += 1
            let time = max(action.time, now)
            delayed.append((DelayedActions.Action(time: time, run: action.run, location: action.location, position: action.position), delayedCount))
        }

        /// Runs `actions` as one event at `time`, adding a state for what they change (a state per
        /// `withAnimation` block; one even when nothing changed, when `always`); true when they
        /// changed state.
        var eventNumber: UInt64 = 0
        func run(_ actions: [() -> Void], at time: Double, always: Bool) -> Bool {
            let recorder = StateChangeRecorder()
            // The state after a block, unless it passes the bound (then nothing is kept).
            var charged = 0
            recorder.snapshot = {
                charged += 1
                return charge(at: time) ? snapshot() : epochs[epochs.count - 1].values
            }
            let delays = DelayedActions(time: time)
            eventNumber += 1
            // `Date.now` in an action is the moment it runs; its random numbers are the event's.
            SceneRandom.call(.event, identity: eventNumber) {
                SceneClock.at(time) {
                    DelayedActions.$bound.withValue(delays) {
                        sounds.bind {
                            StateChangeRecorder.$bound.withValue(recorder) { for action in actions { action() } }
                        }
                    }
                }
            }
            for action in delays.actions { delay(action, from: time) }
            recorder.finish()
            if overBudget { return false }
            if recorder.blocks.count > 1 {
                // Several withAnimation blocks in one event: a state per block, all at the
                // event's time, so each block's changes animate with that block's transaction.
                for block in recorder.blocks {
                    epochs.append(Epoch(time: time, values: block.values, transaction: block.transaction))
                }
            } else if always || !recorder.transactions.isEmpty {
                guard charged > 0 || charge(at: time) else { return false }
                let transaction = recorder.transactions.last { $0.animation != nil } ?? recorder.transactions.last
                epochs.append(Epoch(time: time, values: snapshot(), transaction: transaction))
            }
            return !recorder.transactions.isEmpty
        }

        // Timers' ticks and tasks' wake-ups are delayed actions; the tasks still sleeping at the
        // end are stopped (`TimelineScheduler`).
        let scheduler = TimelineScheduler()
        defer { DiagnosticLog.$current.withValue(log) { scheduler.bind { scheduler.finish() } } }
        var lastEvents: [ViewStateKey: ViewEvent] = [:]
        var lastOrder: [ViewStateKey] = []
        // A body that fails is not resolved again here: its views' events cannot be known, and a
        // body stopped by a limit would take the whole limit again at every event.
        var bodyFailed = false
        /// Resolves the body in the last state, runs the actions of the views inserted, removed or
        /// changed since the resolution before, and again while they change state.
        func settle(at time: Double) {
            for round in 0...ViewStateStore.cascadeLimit where !bodyFailed && !overBudget {
                let errors = log.errors.count
                let store = ViewStateStore(locations: locations)
                // What resolving reports is the timeline's (a scene file's interpreter reports an
                // error once, to the evaluation that met it first).
                var context = ResolveContext(diagnostics: log, time: time)
                context.viewStates = store
                context.state = storage.snapshot()
                let tree = SceneClock.at(time) {
                    StateChangeRecorder.$bound.withValue(StateChangeRecorder(reportingTo: log)) {
                        SceneRandom.call(.body) { context.resolve(scene.body) }
                    }
                }
                TouchPlayback.current?.latest = tree
                treeSize = tree.nodeCount
                if log.errors.count > errors {
                    bodyFailed = true
                    return
                }
                // Laid out, the views built during layout join the store; observers give their actions.
                let preferenceActions = layoutEvents?.layOut(tree, at: time, log: log) ?? []
                if log.errors.count > errors {
                    bodyFailed = true
                    return
                }
                locations = store.present
                epochs[epochs.count - 1].values.views = store.presentValues
                var actions: [() -> Void] = []
                var ran: [ViewEvent] = []
                let present = Set(store.events.map(\.key))
                for key in lastOrder where !present.contains(key) {
                    guard let event = lastEvents[key], case .disappear(let action) = event.kind else { continue }
                    actions.append { cause = event.cause; action() }
                    ran.append(event)
                }
                for event in store.events {
                    let before = lastEvents[event.key]
                    switch event.kind {
                    case .appear(let action) where before == nil:
                        actions.append { cause = event.cause; action() }
                        ran.append(event)
                    case .change(let value, let initial, let action):
                        if let before, case .change(let old, _, _) = before.kind {
                            guard !value.equals(old.value) else { continue }
                            actions.append { cause = event.cause; action(old.value, value.value) }
                            ran.append(event)
                        } else if before == nil && initial {
                            actions.append { cause = event.cause; action(value.value, value.value) }
                            ran.append(event)
                        }
                    default: continue
                    }
                }
                for action in scheduler.actions(for: store.events) + preferenceActions {
                    actions.append { cause = (nil, nil); action() }
                }
                lastEvents = Dictionary(store.events.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
                lastOrder = store.events.map(\.key)
                guard !actions.isEmpty, run(actions, at: time, always: false) else { return }
                if round == ViewStateStore.cascadeLimit, ran.isEmpty {
                    log.error("'onPreferenceChange' keeps changing state at \(time) s: its actions ran \(ViewStateStore.cascadeLimit) times at one moment, each change giving the preference a new value; store the value only when it differs, or change something the preference does not depend on",
                              view: "onPreferenceChange")
                } else if round == ViewStateStore.cascadeLimit, let last = ran.last {
                    let name = last.kind.name
                    log.error("'\(name)' keeps changing state at \(time) s: its actions ran \(ViewStateStore.cascadeLimit) times at one moment, each change making them run again; change something other than the value 'onChange(of:)' watches, or change it only when it differs",
                              view: last.position == nil ? "\(name) \(last.location)" : nil, location: last.position)
                }
            }
        }

        DiagnosticLog.$current.withValue(log) { scheduler.bind {
            let written = scene.timeline.events
            if let (a, b) = zip(written, written.dropFirst()).first(where: { $0.time > $1.time }) {
                log.warning("At(\(b.time)) is written after At(\(a.time)); events run in time order", view: "At(\(b.time)) \(b.location)")
            }
            let events = written.enumerated()
                .filter { _, event in
                    guard event.time.isFinite, event.time >= 0, event.time <= duration else {
                        log.report(Diagnostic(severity: .warning, message: outsideMessage(event.time, duration: scene.format.duration),
                                              view: event.position == nil ? "At(\(event.time)) \(event.location)" : nil, location: event.position))
                        return false
                    }
                    return true
                }
                .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
                .map(\.element)
            settle(at: 0)
            // The scene's events and the delayed actions, in time order; at one moment the
            // scene's events first, then the delayed actions in the order they were delayed.
            var nextEvent = 0
            var moment = (time: -1.0, delayedRun: 0)
            while !overBudget {
                let soonest = delayed.indices.min { (delayed[$0].action.time, delayed[$0].order) < (delayed[$1].action.time, delayed[$1].order) }
                if nextEvent < events.count, soonest.map({ events[nextEvent].time <= delayed[$0].action.time }) ?? true {
                    let event = events[nextEvent]
                    nextEvent += 1
                    cause = (event.position == nil ? "At(\(event.time)) \(event.location)" : nil, event.position)
                    _ = run([event.action], at: event.time, always: true)
                    settle(at: event.time)
                    continue
                }
                guard let soonest else { break }
                let action = delayed.remove(at: soonest).action
                moment = moment.time == action.time ? (action.time, moment.delayedRun + 1) : (action.time, 1)
                if moment.delayedRun > ViewStateStore.cascadeLimit {
                    // Actions that delay themselves with no delay: time never moves on.
                    if moment.delayedRun == ViewStateStore.cascadeLimit + 1 {
                        log.error("'DispatchQueue.main' actions keep delaying actions to \(action.time) s: \(ViewStateStore.cascadeLimit) ran at that one moment; delay by a positive time, or stop with a condition",
                                  view: action.position == nil ? "DispatchQueue.main \(action.location)" : nil, location: action.position)
                    }
                    continue
                }
                cause = (action.position == nil ? "DispatchQueue.main \(action.location)" : nil, action.position)
                _ = run([action.run], at: action.time, always: false)
                settle(at: action.time)
            }
        } }
        return (epochs, log.diagnostics)
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
        for (box, value) in zip(storage.boxes, epochs[index].values.scene) { box.anyValue = value }
    }

    /// The state of the views present in state `index`, for resolving its body.
    package func viewStates(_ index: Int) -> ViewStateStore {
        ViewStateStore(values: epochs[index].values.views)
    }

    /// The animations of the attributes animating in epoch `index` (`EpochTracks.attributeAnimations`),
    /// from the tracks a frame of that epoch made on any canvas; nil before a frame of it was drawn.
    package func attributeAnimations(ofEpoch index: Int) -> [(start: Double, animation: Animation)]? {
        lock.lock()
        defer { lock.unlock() }
        return tracks.first { $0.key.epoch == index }?.value.attributeAnimations
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
