import Foundation
import Reel
import SwiftSyntax

extension Interpreter {
    /// Evaluates a block as SwiftUI's `ViewBuilder` does: each expression statement is a view;
    /// `let` declarations are allowed; `if`/`else` and `switch` choose a branch whose identity is
    /// its position in Swift's tree of `buildEither` calls. A statement that fails is reported and
    /// skipped, so one evaluation finds every mistake of the block.
    package func buildView(_ statements: CodeBlockItemListSyntax, in scope: Scope) throws -> any View {
        var views: [any View] = []
        for item in statements {
            do {
                try step(item)
                if let view = try buildItem(item, in: scope) {
                    try countView(item)
                    views.append(view)
                }
            } catch let failure as ScriptError where failure.kind != .limit && failure.kind != .access {
                report(failure, at: item)
            }
        }
        switch views.count {
        case 0: return EmptyView()
        case 1: return views[0]
        default: return TupleView(views, views: views)
        }
    }

    /// One statement of a view builder: a view, or nil for a declaration.
    func buildItem(_ item: CodeBlockItemSyntax, in scope: Scope) throws -> (any View)? {
        switch item.item {
        case .decl(let decl):
            try declare(decl, in: scope)
            return nil
        case .expr(let expression):
            return try buildExpression(expression, in: scope)
        case .stmt(let statement):
            if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
                return try buildExpression(expressionStatement.expression, in: scope)
            }
            if statement.is(ForStmtSyntax.self) {
                throw error(.syntax, statement, "'for' loops cannot make views; use ForEach(0..<n) { i in ... }")
            }
            if statement.is(ReturnStmtSyntax.self), let value = statement.as(ReturnStmtSyntax.self)?.expression {
                return try buildExpression(value, in: scope)
            }
            throw error(.syntax, statement, "a view builder holds views, 'let' declarations, 'if' and 'switch'; this statement is not allowed here")
        }
    }

    /// An expression statement of a view builder.
    func buildExpression(_ expression: ExprSyntax, in scope: Scope) throws -> any View {
        if let ifExpr = expression.as(IfExprSyntax.self) {
            var count = 0
            var current: IfExprSyntax? = ifExpr
            var hasElse = false
            while let clause = current {
                count += 1
                switch clause.elseBody {
                case .ifExpr(let next)?: current = next
                case .codeBlock?: hasElse = true; count += 1; current = nil
                case nil: current = nil
                }
            }
            var index = 0
            current = ifExpr
            while let clause = current {
                if let bound = try conditions(clause.conditions, in: scope) {
                    let inner = Scope(parent: scope)
                    for (name, value) in bound { inner.declare(name, value, isLet: true) }
                    return ScriptBranch.inject(try buildView(clause.body.statements, in: inner), index: index, of: count, optional: !hasElse)
                }
                index += 1
                switch clause.elseBody {
                case .ifExpr(let next)?: current = next
                case .codeBlock(let block)?:
                    return ScriptBranch.inject(try buildView(block.statements, in: Scope(parent: scope)), index: index, of: count, optional: false)
                case nil: current = nil
                }
            }
            return ScriptBranch(branch: nil, content: EmptyView())
        }
        if let switchExpr = expression.as(SwitchExprSyntax.self) {
            let count = switchExpr.cases.count
            let subject = try evaluate(switchExpr.subject, in: scope)
            for (index, element) in switchExpr.cases.enumerated() {
                guard case .switchCase(let switchCase) = element else { continue }
                var matched = false
                switch switchCase.label {
                case .default: matched = true
                case .case(let label):
                    for item in label.caseItems where try matches(subject, item.pattern, in: scope) { matched = true; break }
                }
                if matched {
                    return ScriptBranch.inject(try buildView(switchCase.statements, in: Scope(parent: scope)), index: index, of: count, optional: false)
                }
            }
            throw error(.invalidValue, switchExpr, "no case of the 'switch' matches; add a 'default:'")
        }
        let value = try evaluate(expression, in: scope)
        return try view(value, at: expression)
    }

    /// A value used where a view is expected.
    package func view(_ value: Value, at node: some SyntaxProtocol) throws -> any View {
        switch value {
        case .native(let native):
            if let view = native as? any View { return view }
        case .instance(let instance):
            switch instance.type.conformance {
            case .view: return UserView(instance: instance, interpreter: self)
            case .shape: return UserShape(instance: instance, interpreter: self)
            default: break
            }
        case .member(let member):
            if let resolved = try? vocabulary.staticMember(member.name, ofType: "View", call: member.call, interpreter: self, at: member.node) {
                return try view(resolved, at: node)
            }
        default: break
        }
        throw error(.badArguments, node, "expected a view, got \(value.typeName)")
    }

    /// Evaluates a timeline block: `At` events, `for` loops and `if` conditions, as
    /// `TimelineBuilder` does.
    package func buildTimeline(_ statements: CodeBlockItemListSyntax, in scope: Scope) throws -> CombinedTimeline {
        var parts: [any Timeline] = []
        for item in statements {
            do {
                try step(item)
                try buildTimelineItem(item, in: scope, into: &parts)
            } catch let failure as ScriptError where failure.kind != .limit && failure.kind != .access {
                report(failure, at: item)
            }
        }
        return CombinedTimeline(parts)
    }

    /// One statement of a timeline builder.
    func buildTimelineItem(_ item: CodeBlockItemSyntax, in scope: Scope, into parts: inout [any Timeline]) throws {
        var expression: ExprSyntax?
        switch item.item {
        case .decl(let decl): try declare(decl, in: scope); return
        case .expr(let e): expression = e
        case .stmt(let statement):
            if let forStatement = statement.as(ForStmtSyntax.self) {
                _ = try forLoop(forStatement, in: scope, returnType: nil) { body, inner in
                    parts.append(try self.buildTimeline(body.statements, in: inner))
                    return .normal
                }
                return
            }
            expression = statement.as(ExpressionStmtSyntax.self)?.expression
            guard expression != nil else {
                throw error(.syntax, statement, "a timeline holds At events, 'for' loops, 'if' and 'let'; this statement is not allowed here")
            }
        }
        guard let expression else { return }
        if let ifExpr = expression.as(IfExprSyntax.self) {
            var current: IfExprSyntax? = ifExpr
            while let clause = current {
                if let bound = try conditions(clause.conditions, in: scope) {
                    let inner = Scope(parent: scope)
                    for (name, value) in bound { inner.declare(name, value, isLet: true) }
                    parts.append(try buildTimeline(clause.body.statements, in: inner))
                    return
                }
                switch clause.elseBody {
                case .ifExpr(let next)?: current = next
                case .codeBlock(let block)?: parts.append(try buildTimeline(block.statements, in: Scope(parent: scope))); return
                case nil: current = nil
                }
            }
            return
        }
        let value = try evaluate(expression, in: scope)
        guard case .native(let native) = value, let timeline = native as? any Timeline else {
            throw error(.badArguments, expression, "a timeline holds At(seconds) { ... } events, not \(value.typeName)")
        }
        parts.append(timeline)
    }

    /// Calls a closure written for a `@ViewBuilder` parameter with `arguments`.
    package func callViewBuilder(_ function: ScriptFunction, _ arguments: [Value], at node: some SyntaxProtocol) throws -> any View {
        enterFromLibrary(at: node)
        switch function.body {
        case .closure(let closure, let captured):
            let scope = try closureScope(closure, captured: captured, arguments, at: node)
            return try nested(closure) { try buildView(closure.statements, in: scope) }
        default:
            return try view(try call(function, arguments, at: node), at: node)
        }
    }

    /// Records a failure met where the engine cannot take an error (while it resolves views or
    /// draws a canvas): kept for the loader and reported to the render's diagnostics.
    package func report(_ failure: Error, at node: some SyntaxProtocol) {
        let scriptError = failure as? ScriptError ?? error(.invalidValue, node, "\(failure)")
        // A closure the engine calls per element (ForEach content) fails the same way each time,
        // and a limit once passed is passed again by every view that follows.
        if recovered.last == scriptError { return }
        if scriptError.kind == .limit, recovered.contains(where: { $0.kind == .limit && $0.message == scriptError.message }) { return }
        recovered.append(scriptError)
        (DiagnosticLog.current ?? diagnostics)?.error(scriptError.message, location: scriptError.location)
    }
}
