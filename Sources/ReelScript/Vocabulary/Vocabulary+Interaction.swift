import Foundation
import Reel

extension Vocabulary {
    /// Scripted touches and what views do with them: the verbs of events scripts and timelines
    /// (`tap("Start")`, `Touch.tap("Start")`, …, see `Touch`), the gesture modifiers whose closures
    /// run as timeline events (`onTapGesture`, `onLongPressGesture`), and what decides where a
    /// touch lands (`allowsHitTesting`, `contentShape`, accessibility names).
    mutating func registerInteraction() {
        for owner in [nil, "Touch"] as [String?] {
            func verb(_ form: String, hasPart: Bool = false, _ play: @escaping (inout Invocation) throws -> (ScriptedTouch.Place, ScriptedTouch.Verb)) {
                let build: (inout Invocation) throws -> Value = { i in
                    let (place, verb) = try play(&i)
                    Touch.play(place, verb, part: hasPart ? try i.get("part", as: Touch.Part.self) : nil, location: "", position: i.place)
                    return .void
                }
                if let owner { staticMethod(owner, form) { i -> Value in try build(&i) } } else { function(form, build) }
            }
            verb("tap(_target)") { i in (.target(try i.get("target", as: String.self)), .tap(count: 1)) }
            verb("tap(_target part:)", hasPart: true) { i in (.target(try i.get("target", as: String.self)), .tap(count: 1)) }
            verb("tap(at:)") { i in (.point(try i.get("at", as: CGPoint.self)), .tap(count: 1)) }
            verb("doubleTap(_target)") { i in (.target(try i.get("target", as: String.self)), .tap(count: 2)) }
            verb("doubleTap(at:)") { i in (.point(try i.get("at", as: CGPoint.self)), .tap(count: 2)) }
            verb("longPress(_target duration:?)") { i in
                (.target(try i.get("target", as: String.self)), .longPress(duration: try i.get("duration", default: Touch.longPressDuration)))
            }
            verb("longPress(at: duration:?)") { i in
                (.point(try i.get("at", as: CGPoint.self)), .longPress(duration: try i.get("duration", default: Touch.longPressDuration)))
            }
            verb("drag(_target by: duration:? curve:?)") { i in
                (.target(try i.get("target", as: String.self)),
                 .drag(translation: try i.get("by", as: CGSize.self), duration: try i.get("duration", default: Touch.dragDuration),
                       curve: try i.get("curve", default: UnitCurve.linear)))
            }
            verb("type(_text into: submit:?)") { i in
                (.target(try i.get("into", as: String.self)), .type(text: try i.get("text", as: String.self), submit: try i.get("submit", default: false)))
            }
            verb("drag(from: to: duration:? curve:?)") { i in
                let start = try i.get("from", as: CGPoint.self), end = try i.get("to", as: CGPoint.self)
                return (.point(start), .drag(translation: CGSize(width: end.x - start.x, height: end.y - start.y),
                                             duration: try i.get("duration", default: Touch.dragDuration),
                                             curve: try i.get("curve", default: UnitCurve.linear)))
            }
            verb("scroll(_target by: duration:? curve:?)") { i in
                (.target(try i.get("target", as: String.self)),
                 .scroll(translation: try i.get("by", as: CGSize.self), duration: try i.get("duration", default: Touch.dragDuration),
                         curve: try i.get("curve", default: UnitCurve.linear)))
            }
            verb("scroll(at: by: duration:? curve:?)") { i in
                (.point(try i.get("at", as: CGPoint.self)),
                 .scroll(translation: try i.get("by", as: CGSize.self), duration: try i.get("duration", default: Touch.dragDuration),
                         curve: try i.get("curve", default: UnitCurve.linear)))
            }
        }
        type("Touch")
        constants("Touch.Part", ["increment": Touch.Part.increment, "decrement": Touch.Part.decrement, "thumb": Touch.Part.thumb])

        modifier("onTapGesture(count:? perform:{})") { v, i in
            let count = try i.get("count", default: 1)
            let action = try i.function("perform")
            let interpreter = i.interpreter, node = i.argument("perform")!.node
            let takesLocation = action.closureParameterCount > 0
            return v.onTapGesture(count: count) { (location: CGPoint) in
                do { _ = try interpreter.call(action, takesLocation ? [.point(location)] : [], at: node) } catch { interpreter.report(error, at: node) }
            }
        }
        modifier("onTapGesture(count:? coordinateSpace:? perform:{})") { v, i in
            let count = try i.get("count", default: 1)
            let action = try i.function("perform")
            let interpreter = i.interpreter, node = i.argument("perform")!.node
            return v.onTapGesture(count: count) { (location: CGPoint) in
                do { _ = try interpreter.call(action, [.point(location)], at: node) } catch { interpreter.report(error, at: node) }
            }
        }
        modifier("onLongPressGesture(minimumDuration:? maximumDistance:? perform:{} onPressingChanged:?{})") { v, i in
            let perform = try i.eventAction("perform")
            var pressing: ((Bool) -> Void)?
            if i.has("onPressingChanged") {
                let changed = try i.function("onPressingChanged")
                let interpreter = i.interpreter, node = i.argument("onPressingChanged")!.node
                pressing = { value in
                    do { _ = try interpreter.call(changed, [.bool(value)], at: node) } catch { interpreter.report(error, at: node) }
                }
            }
            return v.onLongPressGesture(minimumDuration: try i.get("minimumDuration", default: 0.5),
                                        maximumDistance: try i.get("maximumDistance", default: 10), perform: perform, onPressingChanged: pressing)
        }
        registerDragGesture()
        registerGestures()
        modifier("onSubmit(of:? _action{})") { v, i in v.onSubmit(try i.eventAction("action")) }
        constants("SubmitTriggers", ["text": SubmitTriggers.text, "search": SubmitTriggers.search])
        modifier("allowsHitTesting(_enabled)") { v, i in v.allowsHitTesting(try i.get("enabled", as: Bool.self)) }
        modifier("contentShape(_shape eoFill:?)") { v, i in
            v.contentShape(AnyShape(try i.get("shape", as: (any Shape).self)), eoFill: try i.get("eoFill", default: false))
        }
        modifier("accessibilityIdentifier(_identifier)") { v, i in v.accessibilityIdentifier(try i.get("identifier", as: String.self)) }
        modifier("accessibilityLabel(_label)") { v, i in v.accessibilityLabel(try i.get("label", as: String.self)) }
    }

    /// `DragGesture` with its handlers, its values, and `gesture(_:)`. A scene file's
    /// `@GestureState` is state its `updating` sets and puts back when the drag ends.
    mutating func registerDragGesture() {
        initializer("DragGesture", "DragGesture(minimumDistance:? coordinateSpace:?)") { i in
            DragGesture(minimumDistance: try i.get("minimumDistance", default: 10), coordinateSpace: try i.get("coordinateSpace", default: CoordinateSpace.local))
        }
        func handler(_ i: inout Invocation, _ name: String) throws -> (DragGesture.Value) -> Void {
            let action = try i.function(name)
            let interpreter = i.interpreter, node = i.argument(name)!.node
            return { value in
                do { _ = try interpreter.call(action, [.native(value)], at: node) } catch { interpreter.report(error, at: node) }
            }
        }
        method("onChanged(_action{})") { i in .native(try i.receiver(as: DragGesture.self).onChanged(try handler(&i, "action"))) }
        method("onEnded(_action{})") { i in .native(try i.receiver(as: DragGesture.self).onEnded(try handler(&i, "action"))) }
        method("updating(_state body:{})") { i in
            let gesture = try i.receiver(as: DragGesture.self)
            let binding = try i.get("state", as: Binding<Value>.self)
            let body = try i.function("body")
            let interpreter = i.interpreter, node = i.argument("body")!.node
            return .native(gesture.updating(binding: binding) { value, state, transaction in
                do {
                    let values = try interpreter.callUpdating(body, [.native(value), state, .native(transaction)], at: node)
                    state = values[1]
                    transaction = try interpreter.convert(values[2], to: Transaction.self, at: node)
                } catch {
                    interpreter.report(error, at: node)
                }
            })
        }
        for name in ["translation", "velocity", "predictedEndTranslation"] {
            let path: KeyPath<DragGesture.Value, CGSize> = switch name {
            case "translation": \.translation
            case "velocity": \.velocity
            default: \.predictedEndTranslation
            }
            property(name, of: DragGesture.Value.self) { $0[keyPath: path] }
        }
        for name in ["location", "startLocation", "predictedEndLocation"] {
            let path: KeyPath<DragGesture.Value, CGPoint> = switch name {
            case "location": \.location
            case "startLocation": \.startLocation
            default: \.predictedEndLocation
            }
            property(name, of: DragGesture.Value.self) { $0[keyPath: path] }
        }
        property("time", of: DragGesture.Value.self) { $0.time }
        modifier("gesture(_gesture including:?)") { v, i in v.gesture(try i.get("gesture", as: DragGesture.self)) }
    }
}
