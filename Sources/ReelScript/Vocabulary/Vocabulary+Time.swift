import Foundation
import Reel

extension Vocabulary {
    /// Time as events (see docs/Time.md): `Timer.publish(every:on:in:).autoconnect()` with
    /// `.onReceive`, `Timer.scheduledTimer(withTimeInterval:repeats:block:)` with `invalidate()`,
    /// `.task { … }`, `.task(id:) { … }` and `Task { … }` whose bodies may `await Task.sleep`,
    /// `Task.isCancelled`, and `MainActor.run { … }`. Ticks and wake-ups are timeline events on the
    /// scene's clock.
    mutating func registerTime() {
        registerTimers()
        registerTasks()
    }

    /// `Timer`, its publisher and `.onReceive`.
    mutating func registerTimers() {
        staticMethod("Timer", "publish(every: tolerance:? on: in: options:?)") { i -> Reel.Timer.TimerPublisher in
            let interval = try i.get("every", as: Double.self)
            guard interval > 0, interval.isFinite else {
                throw i.interpreter.error(.badArguments, i.argument("every")!.node, "a timer's interval must be a positive number of seconds, not \(interval)")
            }
            guard (try? i.get("on", as: RunLoop.self)) === RunLoop.main else {
                throw i.interpreter.error(.badArguments, i.argument("on")!.node,
                                          "a scene's timers tick on the main run loop, the scene's clock; write 'on: .main'")
            }
            return Reel.Timer.publish(every: interval, on: .main, in: .common)
        }
        // `.current` is another thread's run loop: refused where it is passed.
        constants("RunLoop", ["main": RunLoop.main, "current": "RunLoop.current"])
        constants("RunLoop.Mode", ["common": RunLoop.Mode.common, "default": RunLoop.Mode.default])
        type("RunLoop") { $0.staticProperties["Mode"] = { _ in .type(.library("RunLoop.Mode")) } }
        method("autoconnect()") { i in .native(try i.receiver(as: Reel.Timer.TimerPublisher.self).autoconnect()) }
        property("upstream", of: Reel.Timer.TimerPublisher.self) { $0.upstream }
        property("interval", of: Reel.Timer.TimerPublisher.self) { $0.interval }
        method("connect()") { i in
            let publisher = try i.receiver(as: Reel.Timer.TimerPublisher.self)
            guard StateChangeRecorder.isRunningEvent else {
                throw i.interpreter.error(.invalidValue, i.node, "a timer connects on the timeline, so 'connect()' may only be called in a timeline event ('onAppear', a 'Button' action, a task)")
            }
            return .native(publisher.connect())
        }
        method("cancel()") { i in
            if let connection = try? i.receiver(as: Reel.Timer.TimerConnection.self) {
                connection.cancel()
                return .void
            }
            try i.receiver(as: ScriptTask.self).cancel()
            return .void
        }
        modifier("onReceive(_publisher perform:{})") { v, i in
            guard let publisher = i.argument("publisher")!.value.native(as: Reel.Timer.TimerPublisher.self) else {
                throw i.interpreter.error(.badArguments, i.argument("publisher")!.node,
                                          "'onReceive' in a scene file receives a timer's dates ('Timer.publish(every: 1, on: .main, in: .common).autoconnect()'); other publishers are not available: there is no Combine")
            }
            let action = try i.function("perform")
            let interpreter = i.interpreter
            let node = i.argument("perform")!.node
            let takesDate = action.closureParameterCount > 0
            return v.onReceive(publisher, location: "onReceive", position: i.place) { date in
                do { _ = try interpreter.call(action, takesDate ? [.native(date)] : [], at: node) } catch { interpreter.report(error, at: node) }
            }
        }
        staticMethod("Timer", "scheduledTimer(withTimeInterval: repeats: block:{})") { i -> Reel.Timer in
            let interval = try i.get("withTimeInterval", as: Double.self)
            guard interval > 0, interval.isFinite else {
                throw i.interpreter.error(.badArguments, i.argument("withTimeInterval")!.node, "a timer's interval must be a positive number of seconds, not \(interval)")
            }
            guard StateChangeRecorder.isRunningEvent else {
                throw i.interpreter.error(.invalidValue, i.node,
                                          "a timer runs on the timeline, so 'Timer.scheduledTimer' may only be called in a timeline event ('onAppear', a 'Button' action, a task); here it does nothing")
            }
            let repeats = try i.get("repeats", as: Bool.self)
            let block = try i.function("block")
            let interpreter = i.interpreter
            let node = i.argument("block")!.node
            let takesTimer = block.closureParameterCount > 0
            return Reel.Timer.scheduled(interval: interval, repeats: repeats, location: "Timer.scheduledTimer", position: i.place) { timer in
                do { _ = try interpreter.call(block, takesTimer ? [.native(timer)] : [], at: node) } catch { interpreter.report(error, at: node) }
            }
        }
        staticMethod("Timer", "scheduledTimer(timeInterval: target: selector: userInfo: repeats:)") { i -> Reel.Timer in
            throw i.interpreter.error(.badArguments, i.node,
                                      "a scene file has no selectors; write 'Timer.scheduledTimer(withTimeInterval: seconds, repeats: true) { timer in … }'")
        }
        method("invalidate()") { i in
            try i.receiver(as: Reel.Timer.self).invalidate()
            return .void
        }
        property("isValid", of: Reel.Timer.self) { $0.isValid }
        property("timeInterval", of: Reel.Timer.self) { $0.timeInterval }
        property("fireDate", of: Reel.Timer.self) { $0.fireDate }
    }

    /// `.task`, `Task { … }`, `Task.sleep`, cancellation and `MainActor.run`.
    mutating func registerTasks() {
        modifier("task(priority:? _action{})") { v, i in try i.taskModified(v, id: nil) }
        modifier("task(id: priority:? _action{})") { v, i in
            let watched = i.argument("id")!.value
            let watchedNode = i.argument("id")!.node
            let interpreter = i.interpreter
            let id = ObservedValue(value: watched, equals: { other in
                guard let other = other as? Value else { return false }
                return (try? interpreter.equals(watched, other, at: watchedNode)) ?? false
            })
            return try i.taskModified(v, id: id)
        }
        initializer("Task", "Task(priority:? _operation{})") { i -> ScriptTask in
            let task = ScriptTask(interpreter: i.interpreter, body: try i.function("operation"), position: i.argument("operation")!.node, name: "Task")
            task.start()
            return task
        }
        staticMethod("Task", "detached(priority:? _operation{})") { i -> ScriptTask in
            throw i.interpreter.error(.badArguments, i.node,
                                      "'Task.detached' runs work off the main actor, outside the scene's timeline; write 'Task { … }', which runs on the timeline and may 'await Task.sleep(for: .seconds(n))'")
        }
        // `.seconds(1.5)`, `.milliseconds(200)`: the intervals of `DispatchTimeInterval`, which
        // stand for Swift's `Duration` here (`.seconds` takes a fraction).
        staticMethod("Task", "sleep(for: tolerance:? clock:?)") { i -> Void in
            try i.sleep(seconds: try i.get("for", as: Reel.DispatchTimeInterval.self).seconds)
        }
        staticMethod("Task", "sleep(nanoseconds:)") { i -> Void in
            try i.sleep(seconds: Double(try i.get("nanoseconds", as: Int.self)) / 1e9)
        }
        staticMethod("Task", "checkCancellation()") { _ -> Void in
            if ScriptTask.current?.isCancelled == true { throw ScriptThrown.cancellation }
        }
        staticMethod("Task", "yield()") { _ -> Void in }
        type("Task") { $0.staticProperties["isCancelled"] = { _ in .bool(ScriptTask.current?.isCancelled ?? false) } }
        property("isCancelled", of: ScriptTask.self) { $0.isCancelled }
        initializer("CancellationError", "CancellationError()") { _ in CancellationError() }
        staticMethod("MainActor", "run(resultType:? body:{})") { i -> Value in
            try i.interpreter.call(try i.function("body"), [], at: i.argument("body")!.node)
        }
    }
}

extension Invocation {
    /// `view.task { … }` or `view.task(id:) { … }`: the closure runs as a `ScriptTask`.
    func taskModified(_ view: AnyView, id: ObservedValue?) throws -> any View {
        let body = try function("action")
        let interpreter = self.interpreter
        let node = argument("action")!.node
        let attachment = ScriptTaskAttachment(id: id) { ScriptTask(interpreter: interpreter, body: body, position: node, name: "task") }
        return view.eventModified(.attach(attachment), location: "task", position: place)
    }

    /// `Task.sleep`: suspends the running task for `seconds` of scene time.
    func sleep(seconds: Double) throws {
        guard let task = ScriptTask.current else {
            throw interpreter.error(.invalidValue, node,
                                    "'Task.sleep' waits on the scene's clock only inside a task: write it in '.task { … }' or 'Task { … }' (or an 'async' function they call); elsewhere delay with 'DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { … }'")
        }
        try task.sleep(seconds, at: node)
    }
}
