import Foundation

/// What one thread keeps from frame to frame while it renders one scene instance: the instance's
/// resolved timeline (when the caller does not give one), each state's resolved tree, its
/// animatable attributes, its transition entries and its own layout, and for each epoch the plan
/// of its frames (`EpochPlan`: the current state laid out, with where the shared tracks go). States
/// whose body reads the time (through `TimelineView`, `PhaseAnimator` or `KeyframeAnimator`) are
/// not kept, nor are the plans of the epochs after them.
///
/// Everything is keyed by the identity of the resolved timeline, the scene instance and the canvas
/// size, never by the scene's type: another scene, another instance of the same scene type (with
/// other properties) or another canvas empties it.
///
/// Using the cache never changes a frame: it holds exactly what would be recomputed, and what was
/// reported while computing it is reported again each time it is used.
package final class TimelineCache {
    /// One state's data.
    package struct StateData {
        let tree: ViewNode
        let collected: AttributeAnimation.Collected
        let entries: [NodeKey: TransitionAnimation.Entry]
        /// What resolving the tree reported.
        let diagnostics: [Diagnostic]
        /// The frame of every view in the tree laid out on its own.
        var models: FrameAnimation.ModelFrames?
        /// What laying out the tree for `models` reported.
        var modelDiagnostics: [Diagnostic] = []
        /// The tree laid out for `models` while one frame is evaluated, for the plan of this state's
        /// epoch to own (never kept in the cache: the plan keeps it).
        var layout: LayoutBox?
        /// The warnings about transitions that can never run (made for the first state only).
        var transitionWarnings: [Diagnostic]?

        /// The data of the state whose body resolved to `tree`, reporting `diagnostics`.
        package init(tree: ViewNode, diagnostics: [Diagnostic] = []) {
            self.tree = tree
            collected = AttributeAnimation.collect(tree)
            entries = TransitionAnimation.entries(tree)
            self.diagnostics = diagnostics
        }
    }
    /// What the kept data belongs to: the timeline, the instance (its storage, held so its
    /// identity stays its own), the canvas and the display scale (which picks asset catalogs'
    /// image files, kept in the layouts).
    private var owner: (timeline: ResolvedTimeline, storage: SceneStateStorage, canvas: CGSize, scale: Double)?
    /// The timeline resolved for the instance last seen, with its storage.
    private var timeline: (storage: SceneStateStorage, timeline: ResolvedTimeline)?
    private var states: [Int: StateData] = [:]
    private var plans: [Int: EpochPlan] = [:]
    /// The epochs of the kept plans, the one used last at the end.
    private var recentPlans: [Int] = []

    /// An empty cache.
    package init() {}

    /// The timeline of the instance whose storage is `storage`: the one resolved for it before,
    /// or `resolve()`'s. An instance that cannot be identified (no state, no instance object) is
    /// resolved each time.
    func timeline(for storage: SceneStateStorage, resolve: () -> ResolvedTimeline) -> ResolvedTimeline {
        let identity = storage.identity
        if !identity.isEmpty, let known = timeline, known.storage.identity == identity { return known.timeline }
        let resolved = resolve()
        timeline = identity.isEmpty ? nil : (storage, resolved)
        return resolved
    }

    /// Makes the cache hold the data of `timeline` for the instance whose storage is `storage` on
    /// `canvas` at `scale`, emptying it when it held another's.
    func select(_ timeline: ResolvedTimeline, storage: SceneStateStorage, canvas: CGSize, scale: Double = 1) {
        if let owner, owner.timeline === timeline, owner.canvas == canvas, owner.scale == scale,
           owner.storage.identity == storage.identity { return }
        owner = (timeline, storage, canvas, scale)
        states = [:]
        plans = [:]
        recentPlans = []
    }

    /// The cached data of state `index` (call `select` first), if any.
    func data(_ index: Int) -> StateData? { states[index] }

    /// Keeps the data of state `index`.
    func store(_ data: StateData, at index: Int) { states[index] = data }

    /// Keeps the model frames of state `index` and what laying them out reported, if its data is
    /// kept.
    func setModels(_ models: FrameAnimation.ModelFrames, diagnostics: [Diagnostic], at index: Int) {
        states[index]?.models = models
        states[index]?.modelDiagnostics = diagnostics
    }

    /// Keeps the transition warnings of state `index`, if its data is kept.
    func setTransitionWarnings(_ warnings: [Diagnostic], at index: Int) { states[index]?.transitionWarnings = warnings }

    /// The plan of the epoch of state `index`, if kept (call `select` first).
    func plan(_ index: Int) -> EpochPlan? {
        guard let plan = plans[index] else { return nil }
        if recentPlans.last != index {
            recentPlans.removeAll { $0 == index }
            recentPlans.append(index)
        }
        return plan
    }

    /// Keeps the plan of the epoch of state `index`. Only the plans of the two epochs used last
    /// are kept (frames mostly come in order), so memory does not grow with the number of epochs.
    func store(_ plan: EpochPlan, at index: Int) {
        plans[index] = plan
        recentPlans.removeAll { $0 == index }
        recentPlans.append(index)
        while recentPlans.count > 2 { plans[recentPlans.removeFirst()] = nil }
    }
}

/// Notes whether resolving a tree read the time.
package final class TimeReadRecorder {
    var readsTime = false
}
