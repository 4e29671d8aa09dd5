import Foundation

/// Plays scripted touches while a timeline is resolved: what a touch's phases (finger down, long
/// press reached, finger up) read of the scene at their moment.
///
/// `ResolvedTimeline` keeps one per resolution and gives it the tree of each resolution of the
/// body (`latest`); each phase is a delayed action of the event that scripted the touch
/// (`Touch.tap("Start")` in an `At` event), run as a timeline event of its own followed by the
/// settle loop. A phase lays the latest tree out on the scene's canvas with the same layout code
/// frames use (the model layout of the state then, not the animated presentation, as SwiftUI hit
/// tests), finds its target and the view hit, and runs that view's handlers. Nothing here reads
/// a frame: the flow stays one way, timeline to frames.
package final class TouchPlayback: @unchecked Sendable {
    /// The playback of the timeline being resolved on this task, if any.
    @TaskLocal package static var current: TouchPlayback?

    /// The scene's canvas.
    let canvas: CGSize
    /// The scene's frames per second: a drag's finger moves at its frame times.
    let fps: Double
    /// Text measurement and images for layout; nil when the timeline was resolved without them.
    let services: LayoutServices?
    /// The tree of the last resolution of the body.
    package var latest: ViewNode?
    /// What each touch did to the view that took it (`TouchActivity`), in the order they went down.
    package var activities: [TouchActivity] = []

    /// A playback on a canvas of `canvas` points laying out with `services`.
    package init(canvas: CGSize, fps: Double = 60, services: LayoutServices?) {
        self.canvas = canvas
        self.fps = fps
        self.services = services
    }

    /// The latest tree laid out, or nil when it cannot be: a timeline resolved without layout
    /// services plays no touches (a renderer's resolution of the same timeline plays them).
    func layout(for touch: ScriptedTouch) -> LayoutBox? {
        guard let services, let latest else { return nil }
        let box = LayoutBox.make(latest)
        LayoutEngine(services: services, diagnostics: DiagnosticLog()).layout(box, in: canvas)
        return box
    }

    /// The box whose identity is `key` in `root`, with its transform to the scene.
    static func find(_ key: NodeKey, in root: LayoutBox) -> HitTest.Step? {
        var stack: [(LayoutBox, CGAffineTransform)] = [(root, .identity)]
        while let (box, t) = stack.popLast() {
            if box.path.key == key { return HitTest.Step(box: box, transform: t) }
            var inner = t
            if case .modifier(let m) = box.kind, let local = DisplayListBuilder.localTransform(m, box.frame) { inner = local.concatenating(t) }
            stack.append(contentsOf: box.children.reversed().map { ($0, inner) })
        }
        return nil
    }
}
