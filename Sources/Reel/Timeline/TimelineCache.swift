import Foundation

/// What stays the same from frame to frame while one thread renders one scene: each state's
/// resolved tree, its animatable attributes, its transition entries and its own layout, and for
/// each epoch the plan of its frames (`EpochPlan`: the tracks of every animation and the current
/// state laid out). States whose body reads the time (through `TimelineView`, `PhaseAnimator` or
/// `KeyframeAnimator`) are not kept, nor are the plans of the epochs after them.
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
    private var scene: ObjectIdentifier?
    private var canvas: CGSize = .zero
    private var states: [Int: StateData] = [:]
    private var plans: [Int: EpochPlan] = [:]
    /// The epochs of the kept plans, the one used last at the end.
    private var recentPlans: [Int] = []

    /// An empty cache.
    package init() {}

    /// The cached data of state `index` of scene type `type` on `canvas`, if any.
    func data(_ index: Int, scene type: Any.Type, canvas: CGSize) -> StateData? {
        if scene != ObjectIdentifier(type) || self.canvas != canvas {
            scene = ObjectIdentifier(type)
            self.canvas = canvas
            states = [:]
            plans = [:]
            recentPlans = []
        }
        return states[index]
    }

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

    /// The plan of the epoch of state `index`, if kept (call `data` first, which empties the cache
    /// for another scene).
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
final class TimeReadRecorder {
    var readsTime = false
}
