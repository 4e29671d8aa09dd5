import Foundation
import Reel

extension Vocabulary {
    /// Gesture values (`TapGesture`, `SpatialTapGesture`, `LongPressGesture`, `MagnifyGesture`,
    /// `MagnificationGesture`, `RotateGesture`, `RotationGesture`) with `onChanged`, `onEnded` and
    /// `updating`, their values' properties, and `gesture(_:including:)`,
    /// `highPriorityGesture(_:including:)`, `simultaneousGesture(_:including:)` for any gesture
    /// (`DragGesture` and compositions included; the compositions in
    /// Vocabulary+GestureComposition.swift).
    mutating func registerGestures() {
        initializer("TapGesture", "TapGesture(count:?)") { i in TapGesture(count: try i.get("count", default: 1)) }
        initializer("SpatialTapGesture", "SpatialTapGesture(count:? coordinateSpace:?)") { i in
            SpatialTapGesture(count: try i.get("count", default: 1), coordinateSpace: try i.get("coordinateSpace", default: CoordinateSpace.local))
        }
        initializer("LongPressGesture", "LongPressGesture(minimumDuration:? maximumDistance:?)") { i in
            LongPressGesture(minimumDuration: try i.get("minimumDuration", default: 0.5), maximumDistance: try i.get("maximumDistance", default: 10))
        }
        initializer("MagnifyGesture", "MagnifyGesture(minimumScaleDelta:?)") { i in
            MagnifyGesture(minimumScaleDelta: try i.get("minimumScaleDelta", default: 0.01))
        }
        initializer("MagnificationGesture", "MagnificationGesture(minimumScaleDelta:?)") { i in
            MagnificationGesture(minimumScaleDelta: try i.get("minimumScaleDelta", default: 0.01))
        }
        initializer("RotateGesture", "RotateGesture(minimumAngleDelta:?)") { i in
            RotateGesture(minimumAngleDelta: try i.get("minimumAngleDelta", default: Angle.degrees(1)))
        }
        initializer("RotationGesture", "RotationGesture(minimumAngleDelta:?)") { i in
            RotationGesture(minimumAngleDelta: try i.get("minimumAngleDelta", default: Angle.degrees(1)))
        }
        constants("GestureMask", ["all": GestureMask.all, "gesture": GestureMask.gesture, "subviews": GestureMask.subviews, "none": GestureMask.none])

        bindHandlers(TapGesture.self) { _ in nil }
        bindHandlers(SpatialTapGesture.self) { .native($0) }
        bindHandlers(LongPressGesture.self) { .bool($0) }
        bindHandlers(MagnifyGesture.self) { .native($0) }
        bindHandlers(MagnificationGesture.self) { .double(Double($0)) }
        bindHandlers(RotateGesture.self) { .native($0) }
        bindHandlers(RotationGesture.self) { .native($0) }

        property("location", of: SpatialTapGesture.Value.self) { $0.location }
        property("magnification", of: MagnifyGesture.Value.self) { Double($0.magnification) }
        property("velocity", of: MagnifyGesture.Value.self) { Double($0.velocity) }
        property("startAnchor", of: MagnifyGesture.Value.self) { $0.startAnchor }
        property("startLocation", of: MagnifyGesture.Value.self) { $0.startLocation }
        property("time", of: MagnifyGesture.Value.self) { $0.time }
        property("rotation", of: RotateGesture.Value.self) { $0.rotation }
        property("velocity", of: RotateGesture.Value.self) { $0.velocity }
        property("startAnchor", of: RotateGesture.Value.self) { $0.startAnchor }
        property("startLocation", of: RotateGesture.Value.self) { $0.startLocation }
        property("time", of: RotateGesture.Value.self) { $0.time }

        registerGestureVerbs()
        registerGestureComposition()

        for (name, priority) in [("gesture", 0), ("highPriorityGesture", 1), ("simultaneousGesture", 2)] {
            modifier("\(name)(_gesture including:?)") { v, i in
                let gesture = try i.get("gesture", as: (any Gesture).self)
                let mask = try i.get("including", default: GestureMask.all)
                func attach<G: Gesture>(_ g: G) -> any View {
                    switch priority {
                    case 0: return v.gesture(g, including: mask)
                    case 1: return v.highPriorityGesture(g, including: mask)
                    default: return v.simultaneousGesture(g, including: mask)
                    }
                }
                return attach(gesture)
            }
        }
    }

    /// `onChanged`, `onEnded` and `updating` of the gesture type `G`, its values given to the
    /// file's closures as `value` makes them (nil: none, for `TapGesture`'s `Void`).
    mutating func bindHandlers<G: _CallbackGesture>(_ type: G.Type, _ value: @escaping (G.Value) -> Value?) {
        func handler(_ i: inout Invocation, _ name: String) throws -> (G.Value) -> Void {
            let action = try i.function(name)
            let interpreter = i.interpreter, node = i.argument(name)!.node
            let takesValue = action.closureParameterCount > 0
            return { v in
                let arguments = takesValue ? [value(v) ?? .void] : []
                do { _ = try interpreter.call(action, arguments, at: node) } catch { interpreter.report(error, at: node) }
            }
        }
        method("onChanged(_action{})") { i in .native(try i.receiver(as: G.self).onChanged(try handler(&i, "action"))) }
        method("onEnded(_action{})") { i in .native(try i.receiver(as: G.self).onEnded(try handler(&i, "action"))) }
        method("updating(_state body:{})") { i in
            let gesture = try i.receiver(as: G.self)
            let binding = try i.get("state", as: Binding<Value>.self)
            let body = try i.function("body")
            let interpreter = i.interpreter, node = i.argument("body")!.node
            return .native(gesture.updating(binding: binding) { v, state, transaction in
                do {
                    let values = try interpreter.callUpdating(body, [value(v) ?? .void, state, .native(transaction)], at: node)
                    state = values[1]
                    transaction = try interpreter.convert(values[2], to: Transaction.self, at: node)
                } catch {
                    interpreter.report(error, at: node)
                }
            })
        }
    }

    /// The verbs of paths and two fingers: `drag(_:through:)`, `drag(from:through:)`, `pinch`,
    /// `rotate` (also as `Touch.pinch(…)` and so on).
    private mutating func registerGestureVerbs() {
        for owner in [nil, "Touch"] as [String?] {
            func verb(_ form: String, _ play: @escaping (inout Invocation) throws -> (ScriptedTouch.Place, ScriptedTouch.Verb)) {
                let build: (inout Invocation) throws -> Value = { i in
                    let (place, verb) = try play(&i)
                    Touch.playChecked(place, verb, location: "", position: i.place)
                    return .void
                }
                if let owner { staticMethod(owner, form) { i -> Value in try build(&i) } } else { function(form, build) }
            }
            func curve(_ i: inout Invocation) throws -> UnitCurve { try i.get("curve", default: UnitCurve.linear) }
            verb("drag(_target through: hold:? duration:? curve:?)") { i in
                (.target(try i.get("target", as: String.self)),
                 .path(through: try i.array("through", of: CGPoint.self), hold: try i.get("hold", default: 0.0), duration: try i.get("duration", default: Touch.dragDuration), curve: try curve(&i)))
            }
            verb("drag(from: through: hold:? duration:? curve:?)") { i in
                (.point(try i.get("from", as: CGPoint.self)),
                 .path(through: try i.array("through", of: CGPoint.self), hold: try i.get("hold", default: 0.0), duration: try i.get("duration", default: Touch.dragDuration), curve: try curve(&i)))
            }
            verb("pinch(_target scale: duration:? curve:?)") { i in
                (.target(try i.get("target", as: String.self)),
                 .pinch(scale: try i.get("scale", as: CGFloat.self), duration: try i.get("duration", default: Touch.twoFingerDuration), curve: try curve(&i)))
            }
            verb("pinch(at: scale: duration:? curve:?)") { i in
                (.point(try i.get("at", as: CGPoint.self)),
                 .pinch(scale: try i.get("scale", as: CGFloat.self), duration: try i.get("duration", default: Touch.twoFingerDuration), curve: try curve(&i)))
            }
            verb("rotate(_target angle: duration:? curve:?)") { i in
                (.target(try i.get("target", as: String.self)),
                 .rotate(angle: try i.get("angle", as: Angle.self), duration: try i.get("duration", default: Touch.twoFingerDuration), curve: try curve(&i)))
            }
            verb("rotate(at: angle: duration:? curve:?)") { i in
                (.point(try i.get("at", as: CGPoint.self)),
                 .rotate(angle: try i.get("angle", as: Angle.self), duration: try i.get("duration", default: Touch.twoFingerDuration), curve: try curve(&i)))
            }
        }
    }
}
