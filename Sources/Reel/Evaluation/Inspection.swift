import Foundation

/// One view of an evaluated tree, as `reel inspect` reports it.
public struct InspectedView: Codable, Hashable, Sendable {
    /// A rectangle in scene coordinates.
    public struct Frame: Codable, Hashable, Sendable {
        /// Left edge.
        public var x: Double
        /// Top edge.
        public var y: Double
        /// Width.
        public var width: Double
        /// Height.
        public var height: Double

        /// A frame at (`x`, `y`) of `width` x `height`.
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }
    /// The identity path from the root: child positions, `if`/`else` branches and explicit ids,
    /// joined with `/`.
    public var path: String
    /// What the view is: `Text`, `Rectangle`, `HStackLayout`, `frame`, `padding`, ….
    public var kind: String
    /// The laid-out frame in scene coordinates, before drawing transforms.
    public var frame: Frame
    /// The z-index among its siblings.
    public var zIndex: Double
    /// The opacity it is drawn with (the product of its ancestors' opacities).
    public var opacity: Double
    /// The transform from its layout space to the scene, as [a, b, c, d, tx, ty].
    public var transform: [Double]
    /// For text: the characters.
    public var text: String?
    /// The views inside it, in drawing order.
    public var children: [InspectedView]
    /// `accessibilityIdentifier(_:)`, on the view that sets it.
    public var accessibilityIdentifier: String?
    /// `accessibilityLabel(_:)`, on the view that sets it.
    public var accessibilityLabel: String?
    /// On a view that decides touches (a button, a gesture, `allowsHitTesting`, `contentShape`):
    /// whether it and the views inside take touches (false when disabled or not hit-testable).
    public var hitTestable: Bool?
    /// On a view with touch handlers: what they are (`Button`, `onTapGesture`, …).
    public var gestures: [String]?
}

/// A scene evaluated at a time, as `reel inspect --json` prints it.
public struct SceneInspection: Codable, Hashable, Sendable {
    /// The scene's format.
    public struct Format: Codable, Hashable, Sendable {
        /// Width in points.
        public var width: Double
        /// Height in points.
        public var height: Double
        /// Frames per second.
        public var fps: Double
        /// Length in seconds.
        public var duration: Double
        /// Number of frames.
        public var frameCount: Int
    }
    /// The scene's name.
    public var scene: String
    /// The time evaluated, in seconds.
    public var time: Double
    /// The scene's format.
    public var format: Format
    /// The root view.
    public var root: InspectedView
    /// The scripted touches under way at the time (buttons pressed, gestures active), in the
    /// order their fingers went down; nil when there are none.
    public var touches: [InspectedTouch]?
    /// The sounds events played at or before the time, in time order (every one begun: the model
    /// does not know how long a file plays); nil when there are none.
    public var sounds: [InspectedSound]? = nil

    /// Every view of the tree, depth first.
    public var allViews: [InspectedView] {
        var result: [InspectedView] = []
        func walk(_ v: InspectedView) { result.append(v); v.children.forEach(walk) }
        walk(root)
        return result
    }
}

/// Walks a laid-out tree, recording what `reel inspect` shows.
package enum Inspector {
    package static func inspect(_ box: LayoutBox, transform: CGAffineTransform = .identity, opacity: Double = 1) -> InspectedView {
        var childTransform = transform
        var childOpacity = opacity
        var children = box.children
        switch box.kind {
        case .group, .container: children = DisplayListBuilder.drawingOrder(children)
        case .modifier(let modifier):
            if let local = DisplayListBuilder.localTransform(modifier, box.frame) { childTransform = local.concatenating(transform) }
            if case .opacity(let o) = modifier { childOpacity *= min(1, max(0, o)) }
            if case .interaction(let node) = modifier { childOpacity *= min(1, max(0, node.opacity)) }
        default: break
        }
        var text: String?
        if case .text(let leaf) = box.kind { text = leaf.string }
        let f = box.frame
        var view = InspectedView(
            path: box.pathDescription, kind: box.kind.name,
            frame: .init(x: f.minX, y: f.minY, width: f.width, height: f.height),
            zIndex: DisplayListBuilder.zIndex(box), opacity: opacity,
            transform: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map { Double($0) },
            text: text,
            children: children.map { inspect($0, transform: childTransform, opacity: childOpacity) })
        if case .modifier(.interaction(let node)) = box.kind {
            view.accessibilityIdentifier = node.identifier
            view.accessibilityLabel = node.label
            if case .none = node.hitArea { view.hitTestable = false } else { view.hitTestable = true }
            if !node.handlers.isEmpty { view.gestures = node.handlers.map(\.name) }
        }
        return view
    }
}

extension FrameEvaluator {
    /// The evaluated tree of `scene` at `time`, laid out at scale 1.
    public func inspection<S: AnimatedScene>(of scene: S, time: Double) -> SceneInspection {
        let format = scene.format
        let storage = SceneStateStorage(scene)
        let timeline = cache?.timeline(for: storage) { ResolvedTimeline(scene, storage: storage, services: services) }
            ?? ResolvedTimeline(scene, storage: storage, services: services)
        let box = laidOut(scene, at: time, timeline: timeline)
        let touches = timeline.touchActivities.compactMap { $0.state(at: time) }
        let sounds = timeline.soundCues.filter { $0.time <= time }.map(InspectedSound.init)
        return SceneInspection(
            scene: (scene as? any DynamicStateScene)?.sceneName ?? String(describing: S.self), time: time,
            format: .init(width: format.width, height: format.height, fps: format.fps, duration: format.duration, frameCount: format.frameCount),
            root: Inspector.inspect(box), touches: touches.isEmpty ? nil : touches, sounds: sounds.isEmpty ? nil : sounds)
    }
}
