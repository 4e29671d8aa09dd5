import Foundation

/// What resolving a view needs: the environment flowing down the tree and where to report problems.
package struct ResolveContext {
    /// Environment values in effect at this point of the tree.
    package var environment: EnvironmentValues
    /// Where warnings and errors go.
    package var diagnostics: DiagnosticLog
    /// How many views deep resolution has gone.
    package var depth: Int = 0
    /// The time being evaluated, in seconds from the scene's start; read it through `readTime()`.
    package var time: Double = 0
    /// Notes reads of the time, so trees that do not depend on it can be reused.
    var timeReads: TimeReadRecorder?
    /// The scene's state as this tree was resolved, for closures the engine calls later (nil for
    /// views rendered without a scene).
    package var state: StateSnapshot?
    /// The identity path of the node being resolved (each child named by its parent extends it),
    /// which names the state of the views below the scene.
    package var path: NodeKey = .root
    /// The same identity path digested the same way in every process (`IdentityComponent`'s
    /// `stableDigest`), unlike `path`, whose hasher is seeded per process: what must not change
    /// between runs (the identifiers a scene file's `UUID()` makes) is derived from it.
    package var stablePath: UInt64 = IdentityPath.stableRoot
    /// The state of the views below the scene for this resolution (nil for views rendered without
    /// a scene).
    package var viewStates: ViewStateStore?
    /// Whether the views are drawn on a screen with a safe area (inside a `DeviceScreen`): only
    /// there do views that ignore the safe area get a node of their own, so scenes without one
    /// resolve to the trees they always did.
    package var hasSafeArea = false
    /// Collects the preview settings the views ask for, while a preview is resolved to read them
    /// (nil otherwise).
    package var previewRecorder: PreviewSettingsRecorder?
    /// Whether the view being resolved is on the preview's root: only views that wrap their content
    /// without adding anything (`PreviewRootTransparent`) lie between it and the screen.
    package var isPreviewRoot = false

    /// The time being evaluated, noting that the tree depends on it.
    package func readTime() -> Double {
        timeReads?.readsTime = true
        return time
    }

    /// The deepest nesting of views the engine resolves; deeper trees are reported as an error
    /// rather than exhausting the stack.
    package static let maximumDepth = RenderLimits.viewDepth

    /// A context with `environment`, reporting to `diagnostics`.
    package init(environment: EnvironmentValues = EnvironmentValues(), diagnostics: DiagnosticLog, time: Double = 0) {
        self.environment = environment
        self.diagnostics = diagnostics
        self.time = time
    }

    /// Resolves `view` into a node named `identity` by its parent.
    package func resolve<V: View>(_ view: V, identity: IdentityComponent) -> ViewNode {
        var child = self
        child.path = path.child(identity)
        child.stablePath = IdentityPath.stableChild(stablePath, identity)
        var node = child.resolve(view)
        node.identity = identity
        return node
    }

    /// Resolves `view` into a node: primitive views directly, others through their body.
    package func resolve<V: View>(_ view: V) -> ViewNode {
        guard depth < ResolveContext.maximumDepth else {
            diagnostics.error("views are nested more than \(ResolveContext.maximumDepth) levels deep; the deeper part is not drawn", view: "\(V.self)")
            return ViewNode(.empty)
        }
        var inner = self
        inner.depth += 1
        if inner.isPreviewRoot && !(view is any PreviewRootTransparent) { inner.isPreviewRoot = false }
        if let primitive = view as? any PrimitiveView {
            return inner.node(of: primitive)
        }
        inner.bindState(of: view)
        if let animatable = view as? any Animatable, let node = inner.animatableViewNode(animatable) {
            return node
        }
        return inner.resolve(view.body)
    }

    /// The node of a primitive view, its colours fixed in this environment's colour scheme (the
    /// one place dynamic colours become fixed: `resolvingDynamicColors(in:)`). A function of its
    /// own, never inlined, so the recursive `resolve(_:)` keeps a small frame.
    @inline(never)
    private func node(of primitive: any PrimitiveView) -> ViewNode {
        primitive.makeNode(in: self).resolvingDynamicColors(in: environment)
    }

    /// The same context with the environment changed by `update`.
    package func updatingEnvironment(_ update: (inout EnvironmentValues) -> Void) -> ResolveContext {
        var copy = self
        update(&copy.environment)
        return copy
    }
}
