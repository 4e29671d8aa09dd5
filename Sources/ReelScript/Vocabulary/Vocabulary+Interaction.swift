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
        }
        type("Touch")
        constants("Touch.Part", ["increment": Touch.Part.increment, "decrement": Touch.Part.decrement])

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
        modifier("allowsHitTesting(_enabled)") { v, i in v.allowsHitTesting(try i.get("enabled", as: Bool.self)) }
        modifier("contentShape(_shape eoFill:?)") { v, i in
            v.contentShape(AnyShape(try i.get("shape", as: (any Shape).self)), eoFill: try i.get("eoFill", default: false))
        }
        modifier("accessibilityIdentifier(_identifier)") { v, i in v.accessibilityIdentifier(try i.get("identifier", as: String.self)) }
        modifier("accessibilityLabel(_label)") { v, i in v.accessibilityLabel(try i.get("label", as: String.self)) }
    }
}
