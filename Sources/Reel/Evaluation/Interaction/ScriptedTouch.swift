import Foundation

/// One scripted touch being played: where the finger goes down, its phases' times, and which view
/// took it. Made by `Touch`'s verbs inside a timeline event; its phases run as delayed actions of
/// that event (see `TouchPlayback`).
package final class ScriptedTouch {
    /// Where the finger goes: a view named by a script, or a point in the scene.
    package enum Place {
        /// The view a name finds (see `TouchTarget`).
        case target(String)
        /// A point, in scene coordinates.
        case point(CGPoint)
    }

    /// What the finger does.
    package enum Verb {
        /// `count` taps (1 or 2), each down for `Touch.tapHold` seconds, `Touch.tapInterval` apart.
        case tap(count: Int)
        /// One press held for `duration` seconds.
        case longPress(duration: Double)
        /// A drag by `translation` over `duration` seconds, the finger moving at each frame time
        /// along `curve` (linear by default).
        case drag(translation: CGSize, duration: Double, curve: UnitCurve)
        /// A drag along a polyline: the finger down `hold` seconds, then from where it went down
        /// through `through` (scene points) at uniform speed along `curve` over `duration` seconds.
        case path(through: [CGPoint], hold: Double, duration: Double, curve: UnitCurve)
        /// Two fingers pinching to `scale` times their distance over `duration` seconds.
        case pinch(scale: CGFloat, duration: Double, curve: UnitCurve)
        /// Two fingers turning by `angle` over `duration` seconds.
        case rotate(angle: Angle, duration: Double, curve: UnitCurve)
        /// `text` typed into a text field, one character a frame, then Return when `submit`.
        case type(text: String, submit: Bool)
        /// A drag played on the scroll view under the finger (see `ScriptedTouch+Scroll.swift`).
        case scroll(translation: CGSize, duration: Double, curve: UnitCurve)

        var name: String {
            switch self {
            case .path: return "drag"
            case .pinch: return "pinch"
            case .rotate: return "rotate"
            case .tap(let count): return count == 2 ? "doubleTap" : "tap"
            case .longPress: return "longPress"
            case .drag: return "drag"
            case .type: return "type"
            case .scroll: return "scroll"
            }
        }
    }

    let place: Place
    let verb: Verb
    /// The part of a named control to touch (a stepper's plus or minus), if one is named.
    var part: Touch.Part?
    /// Where the verb was called (`file:line`), for messages from compiled scenes.
    let location: String
    /// Where in a scene file it was called.
    let position: SourcePosition?

    /// The point the finger touches, once the first phase found it.
    var point: CGPoint?
    /// The view that took the touch (its identity) and which of its handlers.
    private var recipient: (key: NodeKey, handler: Int)?
    /// Whether the touch has ended for its recipient (a long press that fired, a cancelled one).
    var ended = false
    /// The gestures competing for the touch, when its views carry gesture values (see
    /// `GestureArbitration`); nil for the plain path below.
    var arbitration: GestureArbitration?
    /// This touch's record in the playback's activities (`TouchActivity`), once a view took it.
    private var activity: Int?
    /// Whether a dragging finger on a button is within its slop (see `ScriptedTouch+Press.swift`).
    var isInsidePress = true
    /// The view a name found, for messages.
    private var targetListing: String?
    /// Whether the touch has ended (for the typing phases).
    var hasEnded: Bool { ended }

    init(place: Place, verb: Verb, location: String, position: SourcePosition?) {
        self.place = place
        self.verb = verb
        self.location = location
        self.position = position
    }

    /// Reports `message` as an error at the verb.
    func report(_ message: String) {
        DiagnosticLog.current?.error(message, view: position == nil ? "Touch.\(verb.name) \(location)" : nil, location: position)
    }

    /// The phases, as (their time on the scene clock, what runs), for a verb called at `start` in
    /// a scene of `fps` frames per second.
    func phases(start: Double, fps: Double) -> [(time: Double, run: () -> Void)] {
        if let phases = gesturePhases(start: start, fps: fps) { return phases }
        if case .drag(let translation, let duration, let curve) = verb {
            return dragPhases(start: start, fps: fps, translation: translation, duration: duration, curve: curve)
        }
        if case .type(let text, let submit) = verb {
            return typePhases(start: start, fps: fps, text: text, submit: submit)
        }
        if case .scroll(let translation, let duration, let curve) = verb {
            return dragPhases(start: start, fps: fps, translation: translation, duration: duration, curve: curve)
        }
        return phases().map { (start + $0.offset, $0.run) }
    }

    /// A drag's phases: down at `start`, a move at each frame time after it until `duration` has
    /// passed (the last at `start + duration`), up with the last move.
    private func dragPhases(start: Double, fps: Double, translation: CGSize, duration: Double, curve: UnitCurve) -> [(time: Double, run: () -> Void)] {
        var phases: [(Double, () -> Void)] = [(start, { self.down(first: true) })]
        let rate = fps.isFinite && fps > 0 ? fps : 60
        // The frame at or before the start; frame times are frame / fps, as frames compute them.
        let startFrame = (start * rate + 1e-6).rounded(.down)
        var frame = startFrame + 1
        let end = start + duration
        while duration > 0 {
            let time = min(frame / rate, end)
            let isLast = time >= end - 1e-9
            let progress = isLast ? 1 : curve.value(at: (time - start) / duration)
            let offset = CGSize(width: translation.width * progress, height: translation.height * progress)
            phases.append((isLast ? end : time, { self.move(by: offset) }))
            if isLast { break }
            frame += 1
        }
        phases.append((end, { self.up(tapNumber: 1) }))
        return phases
    }

    /// The phases, as (seconds after the verb's event, what runs), for taps and long presses.
    private func phases() -> [(offset: Double, run: () -> Void)] {
        switch verb {
        case .drag, .path, .pinch, .rotate, .type, .scroll:
            return []
        case .tap(let count):
            var phases: [(Double, () -> Void)] = []
            for index in 0..<max(1, count) {
                let start = Double(index) * Touch.tapInterval
                phases.append((start, { self.down(first: index == 0) }))
                phases.append((start + Touch.tapHold, { self.up(tapNumber: index + 1) }))
            }
            return phases
        case .longPress(let duration):
            var phases: [(Double, () -> Void)] = [(0, { self.down(first: true) })]
            if let minimum = longPressMinimum, minimum <= duration { phases.append((minimum, { self.pressReached() })) }
            phases.append((duration, { self.up(tapNumber: 1) }))
            return phases
        }
    }

    /// The minimum duration of long presses, when the verb is one (the phase is scheduled at the
    /// default minimum; a handler with another minimum is checked when it fires).
    private var longPressMinimum: Double? {
        if case .longPress = verb { return 0 }
        return nil
    }

    // MARK: Phases

    func down(first: Bool) {
        guard let playback = TouchPlayback.current, let root = playback.layout(for: self) else { return }
        if !first, arbitration != nil { return arbitrate(.down, root: root) }
        if first {
            ended = false
            drag = nil
            arbitration = nil
            guard let point = resolvePoint(root) else {
                ended = true
                return
            }
            self.point = point
            if let chain = HitTest.hit(root, at: point), GestureArbitration.isNeeded(chain) { return startArbitration(chain, root: root) }
            guard let chain = HitTest.hit(root, at: point), let (key, index) = chooseHandler(chain) else {
                ended = true
                if case .type(let text, _) = verb, case .target(let name) = place {
                    report("type(\"\(text)\", into: \"\(name)\"): \(targetListing ?? "\"\(name)\"") is not a text field; type into a TextField or SecureField")
                }
                return
            }
            recipient = (key, index)
            if let step = chain.first(where: { $0.box.path.key == key }), case .modifier(.interaction(let node)) = step.box.kind {
                activity = playback.beginActivity(path: step.box.pathDescription, gesture: node.handlers[index].name,
                                                  at: DelayedActions.current?.time ?? 0)
            }
        }
        guard !ended, let handler = currentHandler(root)?.handler else { return }
        handler.pressing?(true)
        pressStart = DelayedActions.current?.time
        if handler.pressing != nil { playback.recordPress(activity, true, at: pressStart ?? 0) }
    }

    /// When the finger went down (for long presses).
    private var pressStart: Double?

    /// A long press's moment: `perform` runs once the handler's minimum duration has passed.
    private func pressReached() {
        guard !ended, let playback = TouchPlayback.current, let root = playback.layout(for: self),
              let (handler, _) = currentHandler(root), let longPress = handler.longPress else { return }
        let now = DelayedActions.current?.time ?? 0
        let due = (pressStart ?? now) + longPress.minimumDuration
        if due > now + 1e-9 {
            // Not yet: come back at the handler's own minimum duration.
            DelayedActions.current?.add(DelayedActions.Action(time: due, run: { self.pressReached() }, location: location, position: position))
            return
        }
        ended = true
        playback.recordEnd(activity, at: now)
        longPress.perform()
        handler.pressing?(false)
    }

    // MARK: Drags

    /// A drag's progress: where the finger went down and last was (scene points), when it last
    /// moved, whether the drag has started (moved its minimum distance), its last value and the
    /// transaction its `updating` set.
    private struct DragProgress {
        var startPoint: CGPoint
        var startLocation: CGPoint
        var lastPoint: CGPoint
        var lastTime: Double
        var started = false
        var value: DragGesture.Value?
        var transaction = Transaction()
        /// What a handler's `follow` keeps for the drag (a slider's grip on its knob).
        var grip: CGFloat?
        /// Puts the gesture's state back (`@GestureState`) when the drag ends.
        var restore: ((Transaction) -> Void)?
    }
    private var drag: DragProgress?

    /// `point` (scene) in `recognizer`'s coordinate space for the view at `step`.
    private func location(_ point: CGPoint, in recognizer: DragRecognizer, _ step: HitTest.Step) -> CGPoint {
        guard case .local = recognizer.coordinateSpace else { return point }
        let local = point.applying(step.transform.inverted())
        return CGPoint(x: local.x - step.box.frame.minX, y: local.y - step.box.frame.minY)
    }

    /// The finger moves to `offset` from where it went down.
    func move(by offset: CGSize) {
        if arbitration != nil { return moveArbitrated(by: offset) }
        guard !ended, let point, let playback = TouchPlayback.current, let root = playback.layout(for: self),
              let (handler, step) = currentHandler(root) else { return }
        if let scroll = handler.scroll { return scrollMoved(scroll, by: offset, step: step) }
        guard let recognizer = handler.drag else {
            trackPress(handler, step, at: CGPoint(x: point.x + offset.width, y: point.y + offset.height))
            return
        }
        let now = DelayedActions.current?.time ?? 0
        var progress = drag ?? DragProgress(startPoint: point, startLocation: location(point, in: recognizer, step), lastPoint: point, lastTime: now)
        let current = CGPoint(x: point.x + offset.width, y: point.y + offset.height)
        let elapsed = now - progress.lastTime
        let velocity = elapsed > 0
            ? CGSize(width: (current.x - progress.lastPoint.x) / elapsed, height: (current.y - progress.lastPoint.y) / elapsed)
            : (progress.value?.velocity ?? .zero)
        progress.lastPoint = current
        progress.lastTime = now
        if !progress.started && hypot(offset.width, offset.height) >= recognizer.minimumDistance {
            progress.started = true
            progress.restore = recognizer.begin()
        }
        if progress.started {
            let value = DragGesture.Value(time: now, location: location(current, in: recognizer, step), startLocation: progress.startLocation, velocity: velocity)
            progress.value = value
            drag = progress
            progress.transaction = recognizer.changed(value, progress.transaction)
            playback.recordMove(activity, translation: value.translation, location: current, at: now)
            handler.follow?(value, step.box.frame.size, &progress.grip)
        }
        drag = progress
    }

    /// The finger lifts from a drag: `onEnded` with the last move's value, if it started.
    private func endDrag(_ root: LayoutBox) {
        defer { drag = nil }
        guard let progress = drag, progress.started, let value = progress.value,
              let (handler, _) = currentHandler(root), let recognizer = handler.drag else { return }
        progress.restore?(progress.transaction)
        recognizer.ended(value)
    }

    func up(tapNumber: Int) {
        if arbitration != nil { return liftArbitrated() }
        if verb.movesFinger {
            defer { ended = true }
            TouchPlayback.current?.recordEnd(activity, at: DelayedActions.current?.time ?? 0)
            guard !ended, let playback = TouchPlayback.current, let root = playback.layout(for: self) else { return }
            if case .drag(let translation, _, _) = verb, let (handler, step) = currentHandler(root), handler.drag == nil,
               handler.scroll == nil, let point {
                releasePress(handler, step, at: CGPoint(x: point.x + translation.width, y: point.y + translation.height))
                return
            }
            currentHandler(root)?.handler.pressing?(false)
            if let (handler, step) = currentHandler(root), let scroll = handler.scroll { return scrollEnded(scroll, step: step) }
            endDrag(root)
            return
        }
        var isLast = true
        if case .tap(let count) = verb { isLast = tapNumber >= count }
        defer {
            if isLast {
                ended = true
                TouchPlayback.current?.recordEnd(activity, at: DelayedActions.current?.time ?? 0)
            }
        }
        guard !ended, let point, let playback = TouchPlayback.current, let root = playback.layout(for: self),
              let (handler, step) = currentHandler(root) else { return }
        handler.pressing?(false)
        playback.recordPress(activity, false, at: DelayedActions.current?.time ?? 0)
        // Released inside: the view still takes a touch at the point.
        guard let chain = HitTest.hit(root, at: point), chain.contains(where: { $0.box.path.key == step.box.path.key }) else { return }
        if case .longPress = verb, handler.longPress != nil { return }
        guard handler.count == 1 || handler.count == tapNumber else { return }
        let local = point.applying(step.transform.inverted())
        let location = CGPoint(x: local.x - step.box.frame.minX, y: local.y - step.box.frame.minY)
        if let tapInSize = handler.tapInSize {
            tapInSize(location, step.box.frame.size)
        } else if let tap = handler.tap {
            tap(location)
        }
    }

    // MARK: Finding

    func resolvePoint(_ root: LayoutBox) -> CGPoint? {
        switch place {
        case .point(let point):
            return point
        case .target(let name):
            let (found, all) = TouchTarget.find(name, in: root)
            let time = DelayedActions.current?.time ?? 0
            let at = time.formatted(.number.precision(.fractionLength(0...3)))
            if found.count == 1 {
                targetListing = found[0].listing
                guard let part else { return found[0].point }
                // A slider has only its knob; other controls' parts are not knobs.
                guard let partPoint = found[0].partPoint, (part == .thumb) == found[0].kind.hasPrefix("Slider") else {
                    let has = found[0].partPoint == nil ? "has no parts; leave out 'part:'"
                        : "has no part .\(part) (a Stepper has .increment and .decrement, a Slider .thumb)"
                    report("\(verb.name)(\"\(name)\", part: .\(part)): \(found[0].listing) \(has)")
                    return nil
                }
                return partPoint(part)
            }
            if found.isEmpty {
                let listed = all.isEmpty ? "none" : all.map(\.listing).joined(separator: "; ")
                report("\(verb.name)(\"\(name)\") at \(at) s: no view on screen is named \"\(name)\" (by accessibility identifier, accessibility label, control label or text); views on screen: \(listed)")
            } else {
                report("\(verb.name)(\"\(name)\") at \(at) s: \(found.count) views on screen are named \"\(name)\": \(found.map(\.listing).joined(separator: "; ")); give one an accessibilityIdentifier, or tap(at:) a point")
            }
            return nil
        }
    }

    /// The innermost handler along `chain` that takes this verb: its view's identity and index.
    private func chooseHandler(_ chain: [HitTest.Step]) -> (NodeKey, Int)? {
        let nodes: [(NodeKey, [TouchHandler])] = chain.reversed().compactMap { step in
            guard case .modifier(.interaction(let node)) = step.box.kind, !node.handlers.isEmpty else { return nil }
            return (step.box.path.key, node.handlers)
        }
        let preferences: [(TouchHandler) -> Bool]
        switch verb {
        case .tap(let count) where count >= 2:
            preferences = [{ $0.tap != nil && $0.count == count }, { $0.tap != nil && $0.count == 1 }]
        case .tap:
            preferences = [{ (($0.tap != nil || $0.tapInSize != nil) && $0.count == 1) || $0.longPress != nil }]
        case .longPress:
            preferences = [{ $0.longPress != nil }, { $0.tap != nil && $0.count == 1 }]
        case .type:
            preferences = [{ $0.typing != nil }]
        case .drag:
            // A drag on a button presses it as a tap does, and tracks it (see `trackPress`); a drag
            // on a scroll view's content scrolls it.
            preferences = [{ $0.drag != nil || $0.scroll != nil }, { $0.name == "Button" }]
        case .path:
            preferences = [{ $0.drag != nil }]
        case .pinch, .rotate:
            preferences = []
        case .scroll:
            preferences = [{ $0.scroll != nil }]
        }
        for accepts in preferences {
            for (key, handlers) in nodes {
                if let index = handlers.firstIndex(where: accepts) { return (key, index) }
            }
        }
        return nil
    }

    /// The recipient's handler in `root` (the tree of the state now), with its view; nil when the
    /// view is gone (the touch is cancelled).
    func currentHandler(_ root: LayoutBox) -> (handler: TouchHandler, step: HitTest.Step)? {
        guard let recipient, let step = TouchPlayback.find(recipient.key, in: root),
              case .modifier(.interaction(let node)) = step.box.kind, recipient.handler < node.handlers.count else { return nil }
        return (node.handlers[recipient.handler], step)
    }
}
