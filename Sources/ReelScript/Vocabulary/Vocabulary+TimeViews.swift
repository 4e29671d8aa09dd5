import Foundation
import Reel

extension Vocabulary {
    /// Registers time- and geometry-driven views: `TimelineView`, `GeometryReader`, `Image`,
    /// the phase and keyframe animators.
    mutating func registerTimeViews() {
        registerTimelineViews()
        registerGeometryReader()
        registerImages()
        registerPhaseAnimators()
        registerKeyframes()
    }

    /// `TimelineView`, its schedules and context, and the dates they count in.
    mutating func registerTimelineViews() {
        initializer("TimelineView", "TimelineView(_schedule content:{})") { i in
            let schedule = try i.get("schedule", as: TimelineSchedule.self)
            return TimelineView(schedule, content: try i.viewContent("content") { (context: TimelineViewDefaultContext) in .native(context) })
        }
        let schedule = "TimelineSchedule"
        constants(schedule, ["animation": TimelineSchedule.animation, "everyMinute": TimelineSchedule.everyMinute])
        staticMethod(schedule, "animation(minimumInterval: paused:?)") { i in
            TimelineSchedule.animation(minimumInterval: try i.optional("minimumInterval", as: Double.self), paused: try i.get("paused", default: false))
        }
        staticMethod(schedule, "periodic(from: by:)") { i in
            TimelineSchedule.periodic(from: try i.get("from", as: Date.self), by: try i.get("by", as: Double.self))
        }
        staticMethod(schedule, "explicit(_dates)") { i in TimelineSchedule.explicit(try i.array("dates", of: Date.self)) }
        property("date", of: TimelineViewDefaultContext.self) { $0.date }
        property("time", of: TimelineViewDefaultContext.self) { $0.time }

        // Dates count seconds from the scene's start (see `TimelineView`).
        initializer("Date", "Date(timeIntervalSinceReferenceDate:)") { Date(timeIntervalSinceReferenceDate: try $0.get("timeIntervalSinceReferenceDate", as: Double.self)) }
        initializer("Date", "Date(timeIntervalSince1970:)") { Date(timeIntervalSince1970: try $0.get("timeIntervalSince1970", as: Double.self)) }
        property("timeIntervalSinceReferenceDate", of: Date.self) { $0.timeIntervalSinceReferenceDate }
        property("timeIntervalSince1970", of: Date.self) { $0.timeIntervalSince1970 }
        method("timeIntervalSince(_date)") { i in
            .double(try i.receiver(as: Date.self).timeIntervalSince(try i.get("date", as: Date.self)))
        }
        method("addingTimeInterval(_interval)") { i in
            .native(try i.receiver(as: Date.self).addingTimeInterval(try i.get("interval", as: Double.self)))
        }
        // `Date()` reads the machine's clock: frames would differ from run to run.
        initializer("Date", "Date()") { i -> Date in
            throw i.interpreter.error(.badArguments, i.node,
                                      "'Date()' reads the machine's clock, so frames would differ between renders; write 'Date.now', the scene's clock (the reference date plus the scene time)")
        }
        // `Date.now`: the scene time being evaluated as a date (see `SceneClock`).
        type("Date") { $0.staticProperties["now"] = { _ in .native(SceneClock.now) } }
        /// A number of seconds (`TimeInterval`).
        func seconds(_ value: Value) -> Double? {
            switch value {
            case .int(let v): return Double(v)
            case .double(let v): return v
            default: return nil
            }
        }
        infix("-") { lhs, rhs, _ in
            guard let a = lhs.native(as: Date.self) else { return nil }
            if let b = rhs.native(as: Date.self) { return .double(a.timeIntervalSince(b)) }
            if let seconds = seconds(rhs) { return .native(a - seconds) }
            return nil
        }
        infix("+") { lhs, rhs, _ in
            if let a = lhs.native(as: Date.self), let seconds = seconds(rhs) { return .native(a + seconds) }
            if let seconds = seconds(lhs), let b = rhs.native(as: Date.self) { return .native(b + seconds) }
            return nil
        }
        for (op, test) in [("<", { (a: Date, b: Date) in a < b }), ("<=", { $0 <= $1 }), (">", { $0 > $1 }), (">=", { $0 >= $1 })] {
            infix(op) { lhs, rhs, _ in
                guard let a = lhs.native(as: Date.self), let b = rhs.native(as: Date.self) else { return nil }
                return .bool(test(a, b))
            }
        }
    }

    /// `GeometryReader` and its proxy.
    mutating func registerGeometryReader() {
        initializer("GeometryReader", "GeometryReader(content:{})") { i in
            GeometryReader(content: try i.viewContent("content") { (proxy: GeometryProxy) in .native(proxy) })
        }
        property("size", of: GeometryProxy.self) { $0.size }
        property("safeAreaInsets", of: GeometryProxy.self) { $0.safeAreaInsets }
        method("frame(in:)") { i in .native(try i.receiver(as: GeometryProxy.self).frame(in: try i.get("in", as: CoordinateSpace.self))) }
        constants("CoordinateSpace", ["global": CoordinateSpace.global, "local": CoordinateSpace.local])
        staticMethod("CoordinateSpace", "named(_name)") { CoordinateSpace.named(try $0.get("name", as: String.self)) }
    }

    /// `Image`: an image set of the asset catalogs under the scene file's folder, a PNG under that
    /// folder (or a folder allowed with `--allow-path`), or a symbol named as in SF Symbols, with `imageScale(_:)` and `symbolRenderingMode(_:)`.
    mutating func registerImages() {
        initializer("Image", "Image(_name bundle:?)") { i in try Vocabulary.namedImage(&i, "name") }
        initializer("Image", "Image(systemName:)") { i in
            let argument = i.argument("systemName")!
            let name = try i.get("systemName", as: String.self)
            var image = Image(systemName: name)
            if SymbolCatalog.glyph(for: name) == nil {
                // Reported here, where the name is written, instead of when the view resolves.
                i.interpreter.warn(SymbolCatalog.unknownNameMessage(name), at: argument.node)
                image.reportsUnknownSymbol = false
            }
            return image
        }
        modifier("imageScale(_scale)") { v, i in v.imageScale(try i.get("scale", as: Image.Scale.self)) }
        modifier("symbolRenderingMode(_mode)") { v, i in v.symbolRenderingMode(try i.optional("mode", as: SymbolRenderingMode.self)) }
        type("Image") { entry in
            entry.staticProperties["Scale"] = { _ in .type(.library("Image.Scale")) }
            entry.staticProperties["Interpolation"] = { _ in .type(.library("Image.Interpolation")) }
        }
        constants("Image.Scale", ["small": Image.Scale.small, "medium": Image.Scale.medium, "large": Image.Scale.large])
        constants("SymbolRenderingMode", [
            "monochrome": SymbolRenderingMode.monochrome, "hierarchical": SymbolRenderingMode.hierarchical,
            "palette": SymbolRenderingMode.palette, "multicolor": SymbolRenderingMode.multicolor,
        ])
        method("resizable()") { i in .native(try i.receiver(as: Image.self).resizable()) }
        method("interpolation(_interpolation)") { i in
            .native(try i.receiver(as: Image.self).interpolation(try i.get("interpolation", as: Image.Interpolation.self)))
        }
        method("renderingMode(_renderingMode)") { i in
            .native(try i.receiver(as: Image.self).renderingMode(try i.optional("renderingMode", as: Image.TemplateRenderingMode.self)))
        }
        type("Image") { $0.staticProperties["TemplateRenderingMode"] = { _ in .type(.library("Image.TemplateRenderingMode")) } }
        constants("Image.TemplateRenderingMode", ["template": Image.TemplateRenderingMode.template, "original": Image.TemplateRenderingMode.original])
        constants("Image.Interpolation", [
            "none": Image.Interpolation.none, "low": Image.Interpolation.low,
            "medium": Image.Interpolation.medium, "high": Image.Interpolation.high,
        ])
        property("name", of: Image.self) { $0.name }
    }

    /// `PhaseAnimator` and `phaseAnimator(_:trigger:content:animation:)`. The phases are compared
    /// as Swift compares `Equatable` values, so a step into a phase equal to the one before it
    /// changes nothing and moves on at once, as in a compiled scene.
    mutating func registerPhaseAnimators() {
        initializer("PhaseAnimator", "PhaseAnimator(_phases trigger: content:{} animation:?{})") { i in
            let phases = try Vocabulary.phases(i).map(ScriptEquatable.init)
            let trigger = ScriptEquatable(i.argument("trigger")!.value)
            let content = try i.viewContent("content") { (phase: ScriptEquatable) in phase.value }
            guard i.has("animation") else { return PhaseAnimator(phases, trigger: trigger, content: content) }
            let animation = try i.callback("animation", returning: Animation?.self, fallback: .default)
            return PhaseAnimator(phases, trigger: trigger, content: content, animation: { animation([$0.value]) })
        }
        initializer("PhaseAnimator", "PhaseAnimator(_phases content:{} animation:?{})") { i in
            let phases = try Vocabulary.phases(i).map(ScriptEquatable.init)
            let content = try i.viewContent("content") { (phase: ScriptEquatable) in phase.value }
            guard i.has("animation") else { return PhaseAnimator(phases, content: content) }
            let animation = try i.callback("animation", returning: Animation?.self, fallback: .default)
            return PhaseAnimator(phases, content: content, animation: { animation([$0.value]) })
        }
        modifier("phaseAnimator(_phases trigger: content:{} animation:?{})") { v, i in
            let phases = try Vocabulary.phases(i).map(ScriptEquatable.init)
            let trigger = ScriptEquatable(i.argument("trigger")!.value)
            let content = try Vocabulary.placeholderContent(i, of: AnyView.self) { (phase: ScriptEquatable) in phase.value }
            guard i.has("animation") else { return v.phaseAnimator(phases, trigger: trigger, content: content) }
            let animation = try i.callback("animation", returning: Animation?.self, fallback: .default)
            return v.phaseAnimator(phases, trigger: trigger, content: content, animation: { animation([$0.value]) })
        }
        modifier("phaseAnimator(_phases content:{} animation:?{})") { v, i in
            let phases = try Vocabulary.phases(i).map(ScriptEquatable.init)
            let content = try Vocabulary.placeholderContent(i, of: AnyView.self) { (phase: ScriptEquatable) in phase.value }
            guard i.has("animation") else { return v.phaseAnimator(phases, content: content) }
            let animation = try i.callback("animation", returning: Animation?.self, fallback: .default)
            return v.phaseAnimator(phases, content: content, animation: { animation([$0.value]) })
        }
    }

    /// `KeyframeAnimator`, `keyframeAnimator(initialValue:trigger:content:keyframes:)`,
    /// `KeyframeTrack` and the keyframes.
    ///
    /// The animated value is the scene file's own value (a struct of the file, or a number); a
    /// track's key path (`\.scale`) names a property of it, and the property's value decides the
    /// Swift type the keyframes interpolate (`Double`, `Angle`, `CGPoint`, `CGSize`, `CGRect`,
    /// `Color`, `UnitPoint`), so the numbers are those of the compiled scene.
    mutating func registerKeyframes() {
        initializer("KeyframeAnimator", "KeyframeAnimator(initialValue: trigger: content:{} keyframes:{})") { i in
            let initial = ScriptKeyframeValue(value: i.argument("initialValue")!.value)
            let trigger = ScriptEquatable(i.argument("trigger")!.value)
            let content = try i.viewContent("content") { (value: ScriptKeyframeValue) in value.value }
            let keyframes = try ScriptKeyframeValue.tracksCallback(i, "keyframes")
            return KeyframeAnimator(initialValue: initial, trigger: trigger, content: content, keyframes: keyframes)
        }
        initializer("KeyframeAnimator", "KeyframeAnimator(initialValue: repeating:? content:{} keyframes:{})") { i in
            let initial = ScriptKeyframeValue(value: i.argument("initialValue")!.value)
            let content = try i.viewContent("content") { (value: ScriptKeyframeValue) in value.value }
            let argument = i.argument("keyframes")!
            let collected = try i.interpreter.collectBuilder(try i.function("keyframes"), [], at: argument.node)
            let tracks = try ScriptKeyframeValue.tracks(collected, root: initial.value, interpreter: i.interpreter, at: argument.node)
            return KeyframeAnimator(initialValue: initial, repeating: try i.get("repeating", default: true), content: content,
                                    keyframes: { () -> [AnyKeyframeTrack<ScriptKeyframeValue>] in return tracks })
        }
        modifier("keyframeAnimator(initialValue: trigger: content:{} keyframes:{})") { v, i in
            let initial = ScriptKeyframeValue(value: i.argument("initialValue")!.value)
            let trigger = ScriptEquatable(i.argument("trigger")!.value)
            let content = try Vocabulary.placeholderContent(i, of: AnyView.self) { (value: ScriptKeyframeValue) in value.value }
            let keyframes = try ScriptKeyframeValue.tracksCallback(i, "keyframes")
            return v.keyframeAnimator(initialValue: initial, trigger: trigger, content: content, keyframes: keyframes)
        }

        initializer("KeyframeTrack", "KeyframeTrack(_keyPath content:{})") { i in
            let keyPath = try i.get("keyPath", as: ScriptKeyPath.self)
            return try ScriptKeyframeTrack.make(i, path: keyPath.components.filter { $0 != "self" })
        }
        initializer("KeyframeTrack", "KeyframeTrack(content:{})") { i in try ScriptKeyframeTrack.make(i, path: []) }

        initializer("LinearKeyframe", "LinearKeyframe(_to duration: timingCurve:?)") { i in
            ScriptKeyframe(value: try ScriptKeyframe.target(i, "to"), duration: try i.get("duration", as: Double.self),
                           kind: .linear(try i.get("timingCurve", default: UnitCurve.linear)), node: i.node)
        }
        initializer("CubicKeyframe", "CubicKeyframe(_to duration: startVelocity:? endVelocity:?)") { i in
            ScriptKeyframe(value: try ScriptKeyframe.target(i, "to"), duration: try i.get("duration", as: Double.self),
                           kind: .cubic(startVelocity: try ScriptKeyframe.optionalTarget(i, "startVelocity"),
                                        endVelocity: try ScriptKeyframe.optionalTarget(i, "endVelocity")), node: i.node)
        }
        initializer("SpringKeyframe", "SpringKeyframe(_to duration:? spring:? startVelocity:?)") { i in
            ScriptKeyframe(value: try ScriptKeyframe.target(i, "to"), duration: try i.optional("duration", as: Double.self),
                           kind: .spring(try i.get("spring", default: Spring()), startVelocity: try ScriptKeyframe.optionalTarget(i, "startVelocity")),
                           node: i.node)
        }
        initializer("MoveKeyframe", "MoveKeyframe(_to)") { i in
            ScriptKeyframe(value: try ScriptKeyframe.target(i, "to"), duration: 0, kind: .move, node: i.node)
        }

        // Springs for `SpringKeyframe(spring:)`.
        initializer("Spring", "Spring(duration:? bounce:?)") { i in Spring(duration: try i.get("duration", default: 0.5), bounce: try i.get("bounce", default: 0)) }
        initializer("Spring", "Spring(response: dampingRatio:)") { i in Spring(response: try i.get("response"), dampingRatio: try i.get("dampingRatio")) }
        initializer("Spring", "Spring(mass:? stiffness: damping: allowOverDamping:?)") { i in
            Spring(mass: try i.get("mass", default: 1), stiffness: try i.get("stiffness"), damping: try i.get("damping"),
                   allowOverDamping: try i.get("allowOverDamping", default: false))
        }
        initializer("Spring", "Spring(settlingDuration: dampingRatio: epsilon:?)") { i in
            Spring(settlingDuration: try i.get("settlingDuration"), dampingRatio: try i.get("dampingRatio"), epsilon: try i.get("epsilon", default: 0.001))
        }
        constants("Spring", ["smooth": Spring.smooth, "snappy": Spring.snappy, "bouncy": Spring.bouncy])
    }
}

extension Vocabulary {
    /// The phases of a phase animator: an array or range of the file's values.
    static func phases(_ i: Invocation) throws -> [Value] {
        let argument = i.argument("phases")!
        let phases = try i.interpreter.iterate(argument.value, at: argument.node)
        guard !phases.isEmpty else { throw i.interpreter.error(.invalidValue, argument.node, "a phase animator needs at least one phase") }
        return phases
    }

    /// The `content` closure of an animator modifier, called with the placeholder of the modified
    /// view and the animated value; failures are reported and draw nothing.
    static func placeholderContent<V: View, Input>(_ i: Invocation, of type: V.Type,
                                                   wrapping wrap: @escaping (Input) -> Value) throws
        -> (PlaceholderContentView<V>, Input) -> ScriptContentView {
        let function = try i.function("content")
        let interpreter = i.interpreter
        let node = i.argument("content")!.node
        return { placeholder, input in
            do {
                return ScriptContentView(try interpreter.callViewBuilder(function, [.native(placeholder), wrap(input)], at: node))
            } catch {
                interpreter.report(error, at: node)
                return ScriptContentView(EmptyView())
            }
        }
    }
}
