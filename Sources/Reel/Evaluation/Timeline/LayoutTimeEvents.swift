import Foundation

/// What the timeline learns by laying each resolution of the body out: the views built during
/// layout (a `GeometryReader`'s content, an `overlayPreferenceValue`'s) and the values
/// `onPreferenceChange` observes.
///
/// While the timeline is resolved (see "State owned by views" in ARCHITECTURE.md), a body whose
/// tree holds content built during layout or `onPreferenceChange` observers is laid out on the
/// scene's canvas, its model values (as SwiftUI's layout sees them, not the presentation values of
/// running animations). The content builders resolve their views in the context the body was
/// resolved in, so those views bind their `@State` to their identity's storage and record their
/// `onAppear`, `onDisappear`, `onChange` and `task` modifiers like any other view of the
/// resolution; and each observer whose reduced value is new or differs from the one it saw in
/// the resolution before gives its action, run by the timeline's settle loop with the view events
/// at the same moment. So a modifier that measures itself and stores the size in its own state
/// ("measure, then store") makes a state of the timeline, as an `onAppear` does; a frame only
/// reads it, and any frame drawn alone equals that frame of a full render.
///
/// A timeline resolved without layout services (validation) lays nothing out: these views run no
/// events there, as scripted touches play none.
final class LayoutTimeEvents {
    /// The scene's canvas.
    let canvas: CGSize
    /// Text measurement and images, as a renderer lays out with.
    let services: LayoutServices
    /// The value each observer saw in the last layout, by its identity.
    private var observed: [NodeKey: Any] = [:]

    /// Lays out on `canvas` with `services`.
    init(canvas: CGSize, services: LayoutServices) {
        self.canvas = canvas
        self.services = services
    }

    /// Whether laying `tree` out can tell the timeline anything.
    static func needsLayout(_ tree: ViewNode) -> Bool {
        LayoutTimeContent.contains(tree) || PreferenceObservation.hasObservers(tree)
    }

    /// Lays `tree` (resolved at `time`) out, reporting to `log`, and returns the actions of the
    /// `onPreferenceChange` observers whose values are new or changed, in tree order.
    func layOut(_ tree: ViewNode, at time: Double, log: DiagnosticLog) -> [() -> Void] {
        guard Self.needsLayout(tree) else {
            observed = [:]
            return []
        }
        let box = LayoutBox.make(tree)
        // Content built now may read the clock; it must not change state (as while a body is evaluated).
        SceneClock.at(time) {
            StateChangeRecorder.$bound.withValue(StateChangeRecorder(reportingTo: log)) {
                LayoutEngine(services: services, diagnostics: log).layout(box, in: canvas)
            }
        }
        var seen: [NodeKey: Any] = [:]
        var actions: [() -> Void] = []
        for o in PreferenceObservation.observers(in: box) {
            let identity = o.box.path.stableHash
            let value = SceneClock.at(time) {
                SceneRandom.call(.preference, identity: identity) { o.observer.collect(o.box.children[0]) }
            }
            let key = o.box.path.key
            seen[key] = value
            if let before = observed[key], o.observer.isEqual(before, value) { continue }
            let action = o.observer.action
            actions.append { SceneRandom.call(.preferenceChange, identity: identity) { action(value) } }
        }
        observed = seen
        return actions
    }
}
