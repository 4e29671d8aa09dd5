import Foundation
import Reel

/// A scene interpreted from a scene file: the engine sees an `AnimatedScene` like any compiled
/// one. Its `body` and `timeline` run the file's code in the scene's own interpreter; its `@State`
/// properties are engine-owned `State` storage, so the timeline, transitions and caching work
/// unchanged.
///
/// Each rendering thread needs its own instance (state storage is per instance); make them with
/// `SceneFile.makeScene()`.
public struct ScriptScene: AnimatedScene, DynamicStateScene {
    /// The canvas and timing, evaluated from the file's `format`.
    public var format: SceneFormat
    /// The music bed, evaluated from the file's `soundtrack` property, if it has one (a preview
    /// has none).
    public var soundtrack: Soundtrack?
    /// The interpreter that runs this instance's code.
    let interpreter: Interpreter?
    /// The scene struct's value (its `@State` fields hold `State` storage).
    let owner: SelfBinding?
    /// The state properties in declaration order.
    let states: [State<Value>]
    /// The scene's name (the struct's name, or the preview's).
    public let name: String
    /// For a preview of the file: its code and the canvas it is drawn on.
    let preview: (code: PreviewCode, canvas: PreviewCanvas)?
    /// What identifies this instance when it has no scene value (a preview).
    private let identity: AnyObject

    /// An empty scene; scene files are loaded with `SceneFile` instead.
    public init() {
        format = SceneFormat(width: 1, height: 1)
        interpreter = nil
        owner = nil
        states = []
        name = "Empty"
        preview = nil
        identity = EmptyScene.instance
    }

    /// A scene run by `interpreter` on the scene value `owner`.
    init(format: SceneFormat, soundtrack: Soundtrack? = nil, interpreter: Interpreter, owner: SelfBinding, states: [State<Value>]) {
        self.format = format
        self.soundtrack = soundtrack
        self.interpreter = interpreter
        self.owner = owner
        self.states = states
        self.name = owner.instance.type.name
        preview = nil
        identity = owner
        interpreter.frameRate = format.fps
    }

    /// The preview `code` of a file drawn on `canvas` in `format`, run by `interpreter`, named
    /// `name`, with the state properties `states` (its models' state, when the file has classes).
    init(preview code: PreviewCode, canvas: PreviewCanvas, format: SceneFormat, interpreter: Interpreter, name: String,
         states: [State<Value>] = []) {
        self.format = format
        self.interpreter = interpreter
        owner = nil
        self.states = states
        self.name = name
        preview = (code, canvas)
        identity = PreviewInstance()
        interpreter.frameRate = format.fps
    }

    /// The state properties, for the engine.
    package var stateProperties: [any StateProperty] { states }
    /// The scene's name, for the engine's messages.
    package var sceneName: String { name }
    /// This instance: its scene value, which holds its state storage and is run by its interpreter.
    package var instanceObject: AnyObject { identity }

    /// The file's `body`, evaluated when the engine resolves it.
    public var body: ScriptSceneBody { ScriptSceneBody(scene: self) }

    /// The file's `timeline`: its `At` events, whose actions run in the interpreter.
    /// With an events script (`--events`), its entries follow the file's own.
    public var timeline: CombinedTimeline {
        guard let interpreter else { return CombinedTimeline([]) }
        var parts: [CombinedTimeline] = []
        if let owner, let computed = owner.instance.type.computed["timeline"] {
            parts.append(Self.evaluate(computed, owner: owner, in: interpreter))
        }
        if let events = interpreter.program.events { parts.append(Self.evaluate(events, owner: nil, in: interpreter)) }
        return CombinedTimeline(parts)
    }

    /// The timeline `computed` builds, its errors reported where they are.
    private static func evaluate(_ computed: UserTypeCode.ComputedProperty, owner: SelfBinding?, in interpreter: Interpreter) -> CombinedTimeline {
        interpreter.beginEvaluation()
        do {
            let value = try interpreter.evaluateComputedFromLibrary(computed, owner: owner, at: computed.position)
            if let timeline = value.native(as: CombinedTimeline.self) { return timeline }
        } catch {
            interpreter.report(error, at: computed.position)
        }
        return CombinedTimeline([])
    }
}

/// The root view of an interpreted scene: evaluates the scene's `body` in its interpreter each
/// time the engine resolves the tree (once per state, or per frame when it reads the time).
public struct ScriptSceneBody: View, PrimitiveView {
    let scene: ScriptScene

    /// Never evaluated: the engine resolves the view through `makeNode`.
    public var body: Never { fatalError("ScriptSceneBody is resolved by the engine") }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        if let (code, canvas) = scene.preview, let interpreter = scene.interpreter {
            return previewNode(code, canvas: canvas, interpreter: interpreter, in: context)
        }
        guard let interpreter = scene.interpreter, let owner = scene.owner,
              let body = owner.instance.type.computed["body"] else { return ViewNode(.group) }
        interpreter.beginEvaluation()
        interpreter.diagnostics = context.diagnostics
        interpreter.resolving = true
        defer { interpreter.resolving = false }
        let position = body.position
        return interpreter.inObjectScope(ScriptSceneBody.rootObjectScope) {
            do {
                let value = try interpreter.evaluateComputedFromLibrary(body, owner: owner, at: position)
                return context.resolve(try interpreter.view(value, at: position))
            } catch {
                interpreter.report(error, at: position)
                return ViewNode(.group)
            }
        }
    }

    /// The scope naming the objects the scene's body or a preview's code makes (`ObjectIdentity`).
    static let rootObjectScope = 1

    /// A preview's views on its canvas (`DeviceScreen`), evaluated in the interpreter.
    private func previewNode(_ code: PreviewCode, canvas: PreviewCanvas, interpreter: Interpreter, in context: ResolveContext) -> ViewNode {
        interpreter.beginEvaluation()
        interpreter.diagnostics = context.diagnostics
        interpreter.resolving = true
        defer { interpreter.resolving = false }
        return interpreter.inObjectScope(ScriptSceneBody.rootObjectScope) {
            let content: any View
            do {
                content = try interpreter.previewView(code)
            } catch {
                interpreter.report(error, at: code.position)
                content = EmptyView()
            }
            return context.resolve(DeviceScreen(canvas) { ScriptContentView(content) })
        }
    }
}

/// The instance object of empty scenes (made without a file).
private final class EmptyScene: Sendable {
    static let instance = EmptyScene()
}

/// What identifies an instance of a preview (which has no scene value).
private final class PreviewInstance {}

extension ScriptContentView: PreviewRootTransparent {}
