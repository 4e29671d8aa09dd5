import Foundation

/// What stays the same from frame to frame while one thread renders one scene: each state's
/// resolved tree, its animatable attributes, its transition entries and its own layout. States
/// whose body reads the time (through `TimelineView`, `PhaseAnimator` or `KeyframeAnimator`) are
/// not kept. Using the cache never changes a frame: it holds exactly what would be recomputed.
package final class TimelineCache {
    /// One state's data.
    package struct StateData {
        let tree: ViewNode
        let collected: AttributeAnimation.Collected
        let entries: [NodeKey: TransitionAnimation.Entry]
        var models: FrameAnimation.ModelFrames?
    }
    private var scene: ObjectIdentifier?
    private var canvas: CGSize = .zero
    private var states: [Int: StateData] = [:]

    /// An empty cache.
    package init() {}

    /// The cached data of state `index` of scene type `type` on `canvas`, if any.
    func data(_ index: Int, scene type: Any.Type, canvas: CGSize) -> StateData? {
        if scene != ObjectIdentifier(type) || self.canvas != canvas {
            scene = ObjectIdentifier(type)
            self.canvas = canvas
            states = [:]
        }
        return states[index]
    }

    /// Keeps the data of state `index`.
    func store(_ data: StateData, at index: Int) { states[index] = data }

    /// Keeps the model layout of state `index`, if its data is kept.
    func setModels(_ models: FrameAnimation.ModelFrames, at index: Int) { states[index]?.models = models }
}

/// Notes whether resolving a tree read the time.
final class TimeReadRecorder {
    var readsTime = false
}
