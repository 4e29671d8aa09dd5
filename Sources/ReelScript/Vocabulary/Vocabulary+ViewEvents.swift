import Foundation
import Reel

extension Vocabulary {
    /// State owned by views and the events that change it: `State` and `Binding` values, and the
    /// modifiers `onAppear`, `onDisappear`, `onChange(of:)` and `task`, whose closures run in the
    /// interpreter as timeline events (see "State owned by views" in ARCHITECTURE.md).
    mutating func registerViewEvents() {
        initializer("State", "State(initialValue:)") { i in State(wrappedValue: i.argument("initialValue")!.value) }
        initializer("State", "State(wrappedValue:)") { i in State(wrappedValue: i.argument("wrappedValue")!.value) }
        initializer("Binding", "Binding(get:{} set:{})") { i in
            let get = try i.function("get"), set = try i.function("set")
            let interpreter = i.interpreter
            let getNode = i.argument("get")!.node, setNode = i.argument("set")!.node
            return Binding<Value>(get: {
                do { return try interpreter.call(get, [], at: getNode) } catch {
                    interpreter.report(error, at: getNode)
                    return .optional(nil)
                }
            }, set: { value in
                do { _ = try interpreter.call(set, [value], at: setNode) } catch { interpreter.report(error, at: setNode) }
            })
        }
        staticMethod("Binding", "constant(_value)") { i in Binding<Value>.constant(i.argument("value")!.value) }
        // A binding's own members (member expressions read them before a binding's dynamic
        // members; `$x.wrappedValue = v` is written through the binding by the assignment).
        property("wrappedValue", of: Binding<Value>.self) { $0.wrappedValue }
        property("projectedValue", of: Binding<Value>.self) { $0 }

        modifier("onAppear(perform:?{})") { v, i in v.eventModified(.appear(try i.eventAction("perform")), location: "onAppear", position: i.place) }
        modifier("onDisappear(perform:?{})") { v, i in
            v.eventModified(.disappear(try i.eventAction("perform")), location: "onDisappear", position: i.place)
        }
        modifier("onChange(of: initial:? _action{})") { v, i in try i.onChange(v, initial: try i.get("initial", default: false)) }
        modifier("onChange(of: perform:{})") { v, i in try i.onChange(v, initial: false) }
        registerDispatch()
        registerTime()
    }

    /// `DispatchQueue.main.asyncAfter(deadline:execute:)` and `async(execute:)`: the action runs as
    /// a timeline event at the running event's time plus the delay (see `DispatchQueue`), with
    /// `DispatchTime.now()`, `+`/`-` seconds or a `DispatchTimeInterval`.
    mutating func registerDispatch() {
        constants("DispatchQueue", ["main": Reel.DispatchQueue.main])
        method("asyncAfter(deadline: execute:{})") { i in
            let queue = try i.receiver(as: Reel.DispatchQueue.self)
            let deadline = try i.get("deadline", as: Reel.DispatchTime.self)
            queue.schedule(at: deadline.seconds, name: "asyncAfter", location: "", position: i.place, try i.eventAction("execute"))
            return .void
        }
        method("async(execute:{})") { i in
            let queue = try i.receiver(as: Reel.DispatchQueue.self)
            queue.schedule(at: nil, name: "async", location: "", position: i.place, try i.eventAction("execute"))
            return .void
        }
        // Other queues run work on other threads, outside the timeline.
        staticMethod("DispatchQueue", "global(qos:?)") { i -> Reel.DispatchQueue in
            throw i.interpreter.error(.badArguments, i.node,
                                      "'DispatchQueue.global()' runs work on other threads, outside the scene's timeline; delay a change with 'DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { … }' in a timeline event, or write it as an 'At(seconds) { … }' event")
        }
        staticMethod("DispatchTime", "now()") { _ in Reel.DispatchTime.now() }
        constants("DispatchTime", ["distantFuture": Reel.DispatchTime.distantFuture])
        // A fraction of a second (`.seconds(1.5)`, as `Task.sleep(for:)`'s `Duration` takes) is
        // kept in nanoseconds.
        staticMethod("DispatchTimeInterval", "seconds(_n)") { i -> Reel.DispatchTimeInterval in
            if case .int(let n) = i.argument("n")!.value { return .seconds(n) }
            let seconds = try i.get("n", as: Double.self)
            guard seconds.isFinite, abs(seconds) < 9e9 else {
                throw i.interpreter.error(.badArguments, i.argument("n")!.node, "a time interval must be a finite number of seconds, not \(seconds)")
            }
            return .nanoseconds(Int((seconds * 1e9).rounded()))
        }
        staticMethod("DispatchTimeInterval", "milliseconds(_n)") { Reel.DispatchTimeInterval.milliseconds(try $0.get("n", as: Int.self)) }
        staticMethod("DispatchTimeInterval", "microseconds(_n)") { Reel.DispatchTimeInterval.microseconds(try $0.get("n", as: Int.self)) }
        staticMethod("DispatchTimeInterval", "nanoseconds(_n)") { Reel.DispatchTimeInterval.nanoseconds(try $0.get("n", as: Int.self)) }
        constants("DispatchTimeInterval", ["never": Reel.DispatchTimeInterval.never])
        for (op, sign) in [("+", 1.0), ("-", -1.0)] {
            infix(op) { lhs, rhs, _ in
                guard let time = lhs.native(as: Reel.DispatchTime.self) else { return nil }
                switch rhs {
                case .int(let n): return .native(Reel.DispatchTime(seconds: time.seconds + sign * Double(n)))
                case .double(let d): return .native(Reel.DispatchTime(seconds: time.seconds + sign * d))
                default:
                    guard let interval = rhs.native(as: Reel.DispatchTimeInterval.self) else { return nil }
                    return .native(Reel.DispatchTime(seconds: time.seconds + sign * interval.seconds))
                }
            }
        }
    }
}

extension Invocation {
    /// Where the call is, as a source position.
    var place: SourcePosition { interpreter.error(.syntax, node, "").location }

    /// The closure argument `name` as an event action (nothing when left out), its errors reported
    /// where it was written.
    func eventAction(_ name: String) throws -> () -> Void {
        guard has(name) else { return {} }
        let action = try function(name)
        let interpreter = self.interpreter
        let node = argument(name)!.node
        return {
            do { _ = try interpreter.call(action, [], at: node) } catch { interpreter.report(error, at: node) }
        }
    }

    /// `view.onChange(of:…)`: the closure is called with what it takes — nothing, the new value,
    /// or the old and new values.
    func onChange(_ view: AnyView, initial: Bool) throws -> any View {
        let name = has("action") ? "action" : "perform"
        let action = try function(name)
        let interpreter = self.interpreter
        let node = argument(name)!.node
        let watched = argument("of")!.value
        let watchedNode = argument("of")!.node
        let count = action.closureParameterCount
        let observed = ObservedValue(value: watched, equals: { other in
            guard let other = other as? Value else { return false }
            return (try? interpreter.equals(watched, other, at: watchedNode)) ?? false
        })
        let run = { (old: Any, new: Any) in
            guard let old = old as? Value, let new = new as? Value else { return }
            let arguments: [Value] = count == 0 ? [] : count == 1 ? [new] : [old, new]
            do { _ = try interpreter.call(action, arguments, at: node) } catch { interpreter.report(error, at: node) }
        }
        return view.eventModified(.change(observed, initial: initial, action: run), location: "onChange", position: place)
    }
}

extension ScriptFunction {
    /// How many arguments the closure takes (two for a function the file declares with two or more
    /// parameters).
    var closureParameterCount: Int {
        guard let code else { return 1 }
        switch code.parameters {
        case .closure(let parameters, _): return parameters.count
        case .implicit(let count, _): return count
        case .declared(let parameters): return min(parameters.count, 2)
        case .none: return 0
        case .setter: return 1
        }
    }
}
