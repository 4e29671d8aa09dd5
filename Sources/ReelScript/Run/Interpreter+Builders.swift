import Foundation
import Reel

extension Interpreter {
    /// Runs a block as SwiftUI's `ViewBuilder` does: each expression statement is a view; `let`
    /// declarations are allowed; `if`/`else` and `switch` choose a branch whose identity is its
    /// position in Swift's tree of `buildEither` calls. A statement that fails is reported and
    /// skipped, so one evaluation finds every mistake of the block.
    func buildView(_ statements: [Statement], _ f: Frame) throws -> any View {
        var views: [any View] = []
        for statement in statements {
            do {
                try step(at: statement.position)
                if let view = try buildItem(statement, f) {
                    try countView(at: statement.position)
                    views.append(view)
                }
            } catch let failure as ScriptError where failure.kind != .limit && failure.kind != .access {
                report(failure)
            }
        }
        switch views.count {
        case 0: return EmptyView()
        case 1: return views[0]
        default: return TupleView(views, views: views)
        }
    }

    /// One statement of a view builder: a view, or nil for a declaration.
    func buildItem(_ statement: Statement, _ f: Frame) throws -> (any View)? {
        if try runDeclaration(statement, f) { return nil }
        switch statement.kind {
        case .expression(let node):
            return try view(try node.evaluate(f), at: node.position)
        case .returnValue(let node?):
            return try view(try node.evaluate(f), at: node.position)
        case .ifChain(let chain):
            let count = chain.clauses.count + (chain.otherwise == nil ? 0 : 1)
            for (index, clause) in chain.clauses.enumerated() where try conditions(clause.conditions, f) {
                return ScriptBranch.inject(try buildView(clause.body, f), index: index, of: count, optional: chain.otherwise == nil)
            }
            if let otherwise = chain.otherwise {
                return ScriptBranch.inject(try buildView(otherwise, f), index: count - 1, of: count, optional: false)
            }
            return ScriptBranch(branch: nil, content: EmptyView())
        case .switchCase(let code):
            guard let index = try matchingCaseIndex(code, f, inBuilder: true) else {
                throw error(.invalidValue, code.position, "no case of the 'switch' matches; add a 'default:'")
            }
            return ScriptBranch.inject(try buildView(code.cases[index].body, f), index: index, of: code.cases.count, optional: false)
        case .forLoop:
            throw error(.syntax, statement.position, "'for' loops cannot make views; use ForEach(0..<n) { i in ... }")
        default:
            throw error(.syntax, statement.position, "a view builder holds views, 'let' declarations, 'if' and 'switch'; this statement is not allowed here")
        }
    }

    /// A value used where a view is expected.
    package func view(_ value: Value, at position: ScriptPosition) throws -> any View {
        switch value {
        case .object(let box):
            if let view = box.value as? any View { return view }
        case .instance(let instance):
            switch instance.type.conformance {
            case .view: return UserView(instance: instance, interpreter: self)
            case .shape: return fileShape(instance)
            default: break
            }
        case .member(let member):
            if let resolved = try? vocabulary.member(member, ofType: "View", interpreter: self) {
                return try view(resolved, at: position)
            }
        default: break
        }
        throw error(.badArguments, position, "expected a view, got \(value.typeName)")
    }

    /// Runs a timeline block: `At` events, `for` loops and `if` conditions, as `TimelineBuilder`
    /// does.
    func buildTimeline(_ statements: [Statement], _ f: Frame) throws -> CombinedTimeline {
        var parts: [any Timeline] = []
        for statement in statements {
            do {
                try step(at: statement.position)
                try buildTimelineItem(statement, f, into: &parts)
            } catch let failure as ScriptError where failure.kind != .limit && failure.kind != .access {
                report(failure)
            }
        }
        return CombinedTimeline(parts)
    }

    /// One statement of a timeline builder.
    func buildTimelineItem(_ statement: Statement, _ f: Frame, into parts: inout [any Timeline]) throws {
        if try runDeclaration(statement, f) { return }
        switch statement.kind {
        case .forLoop(let loop):
            _ = try forLoop(loop, f) {
                parts.append(try self.buildTimeline(loop.body, f))
                return .normal
            }
        case .ifChain(let chain):
            for clause in chain.clauses where try conditions(clause.conditions, f) {
                parts.append(try buildTimeline(clause.body, f))
                return
            }
            if let otherwise = chain.otherwise { parts.append(try buildTimeline(otherwise, f)) }
        case .switchCase(let code):
            let value = try switchValue(code, f)
            parts.append(try timeline(value, at: code.position))
        case .expression(let node):
            parts.append(try timeline(try node.evaluate(f), at: node.position))
        default:
            throw error(.syntax, statement.position, "a timeline holds At events, 'for' loops, 'if' and 'let'; this statement is not allowed here")
        }
    }

    /// A value used where a timeline is expected.
    func timeline(_ value: Value, at position: ScriptPosition) throws -> any Timeline {
        guard let timeline = value.nativeValue as? any Timeline else {
            throw error(.badArguments, position, "a timeline holds At(seconds) { ... } events, not \(value.typeName)")
        }
        return timeline
    }

    /// Runs a block of a result builder of values (`KeyframesBuilder`,
    /// `KeyframeTrackContentBuilder`): each expression statement gives a value (an array gives its
    /// elements); `let`, `for` and `if` are allowed as in a view builder.
    func collectBuilder(_ statements: [Statement], _ f: Frame, into values: inout [Value]) throws {
        for statement in statements {
            try step(at: statement.position)
            if try runDeclaration(statement, f) { continue }
            switch statement.kind {
            case .forLoop(let loop):
                _ = try forLoop(loop, f) {
                    try self.collectBuilder(loop.body, f, into: &values)
                    return .normal
                }
            case .ifChain(let chain):
                var matched = false
                for clause in chain.clauses where try conditions(clause.conditions, f) {
                    try collectBuilder(clause.body, f, into: &values)
                    matched = true
                    break
                }
                if !matched, let otherwise = chain.otherwise { try collectBuilder(otherwise, f, into: &values) }
            case .switchCase(let code):
                collect(try switchValue(code, f), into: &values)
            case .expression(let node), .returnValue(let node?):
                collect(try node.evaluate(f), into: &values)
            default:
                throw error(.syntax, statement.position, "this builder holds values, 'let' declarations, 'for' and 'if'; this statement is not allowed here")
            }
        }
    }

    /// Adds a builder statement's value: an array's elements, or the value.
    private func collect(_ value: Value, into values: inout [Value]) {
        if case .array(let items) = value { values += items } else { values.append(value) }
    }

    /// `value` seconds as messages write them: `2`, `0.5`.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// Records a failure met where the engine cannot take an error (while it resolves views or
    /// draws a canvas): kept for the loader and reported to the render's diagnostics.
    package func report(_ failure: Error, at position: ScriptPosition = .start) {
        var scriptError = failure as? ScriptError ?? error(for: failure, at: position)
        // A state that starts after the scene's start is named by its time and first frame, where
        // a render of it first fails (not frame 0, whose state is another); the same mistake met
        // again later is not a new one.
        if let time = SceneClock.evaluatedTime, time > 0, let fps = frameRate, fps > 0, time.isFinite {
            let met = scriptError
            if let earlier = recovered.first(where: { $0.location == met.location && $0.message.hasPrefix(met.message) }) {
                (DiagnosticLog.current ?? diagnostics)?.error(earlier.message, location: earlier.location)
                return
            }
            let frame = Int((time * fps - 1e-9).rounded(.up))
            scriptError.message += " (from \(Self.seconds(time)) s, frame \(frame))"
        }
        // A closure the engine calls per element (ForEach content) fails the same way each time,
        // and a limit once passed is passed again by every view that follows.
        if recovered.last == scriptError { return }
        if scriptError.kind == .limit, recovered.contains(where: { $0.kind == .limit && $0.message == scriptError.message }) { return }
        recovered.append(scriptError)
        (DiagnosticLog.current ?? diagnostics)?.error(scriptError.message, location: scriptError.location)
    }
}
