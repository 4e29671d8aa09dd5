import Foundation
import Reel

extension Interpreter {
    /// The value of a function, getter or closure body in frame `f`: the value of `return`, or of
    /// the only expression when the body is a single expression (Swift's implicit return),
    /// converted to the declared return type.
    func runBody(_ code: Code, _ f: Frame) throws -> Value {
        if let single = code.singleExpression {
            return try conform(try single.evaluate(f), to: code.returnType, at: single.position)
        }
        switch try execute(code.body, f, returnType: code.returnType) {
        case .returned(let value): return try conform(value, to: code.returnType, at: code.position)
        default: return .void
        }
    }

    /// Runs statements in order until one leaves the block.
    func execute(_ statements: [Statement], _ f: Frame, returnType: DeclaredType) throws -> ControlFlow {
        for statement in statements {
            try step(at: statement.position)
            let flow = try execute(statement, f, returnType: returnType)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    /// Runs one statement (its step already counted).
    func execute(_ statement: Statement, _ f: Frame, returnType: DeclaredType) throws -> ControlFlow {
        switch statement.kind {
        case .expression(let node):
            _ = try node.evaluate(f)
            return .normal
        case .declare, .function, .unsupportedDeclaration:
            _ = try runDeclaration(statement, f)
            return .normal
        case .returnValue(let node):
            guard let node else { return .returned(.void) }
            return .returned(try conform(try node.evaluate(f), to: returnType, at: node.position))
        case .ifChain(let chain):
            for clause in chain.clauses where try conditions(clause.conditions, f) {
                return try execute(clause.body, f, returnType: returnType)
            }
            if let otherwise = chain.otherwise { return try execute(otherwise, f, returnType: returnType) }
            return .normal
        case .switchCase(let code):
            guard let body = try matchingCase(code, f, inBuilder: false) else { return .normal }
            let flow = try execute(body, f, returnType: returnType)
            if case .broke = flow { return .normal }
            return flow
        case .forLoop(let loop):
            return try forLoop(loop, f) { try self.execute(loop.body, f, returnType: returnType) }
        case .whileLoop(let loop):
            var first = !loop.testsFirst
            while try first || conditions(loop.conditions, f) {
                first = false
                try step(at: loop.position)
                let flow = try execute(loop.body, f, returnType: returnType)
                switch flow {
                case .broke: return .normal
                case .returned: return flow
                default: continue
                }
            }
            return .normal
        case .guardCheck(let code):
            if try conditions(code.conditions, f) { return .normal }
            let flow = try execute(code.otherwise, f, returnType: returnType)
            if case .normal = flow {
                throw error(.syntax, code.elsePosition, "the 'else' of a 'guard' must leave the scope with 'return', 'break' or 'continue'")
            }
            return flow
        case .doCatch(let code):
            if let (message, position) = code.failure { throw error(.syntax, position, message) }
            do {
                return try execute(code.body, f, returnType: returnType)
            } catch let thrown as ScriptThrown {
                guard let handler = code.handler, let slot = code.errorSlot else { throw thrown }
                if let index = slot.slot { f.slots[index] = slot.boxed ? .box(ScriptBox(thrown.value)) : thrown.value }
                return try execute(handler, f, returnType: returnType)
            }
        case .breakLoop:
            return .broke
        case .continueLoop:
            return .continued
        case .unsupportedStatement(let kind, let message):
            throw error(kind, statement.position, message)
        }
    }

    /// Runs a declaration (`let`, `var`, a local `func`, or the error of one the interpreter does
    /// not support); false when the statement is not a declaration. Builders run declarations as
    /// statements do.
    func runDeclaration(_ statement: Statement, _ f: Frame) throws -> Bool {
        switch statement.kind {
        case .declare(let declarations):
            for declaration in declarations { try declare(declaration, f) }
        case .function(let slot, let boxed, let closure):
            let function = closure.make(f)
            f.slots[slot] = boxed ? .box(ScriptBox(function)) : function
        case .unsupportedDeclaration(let kind, let message):
            throw error(kind, statement.position, message)
        default:
            return false
        }
        return true
    }

    /// Declares one binding of a `let` or `var`: evaluates its value, converts it to the declared
    /// type and stores it (in a new box when closures capture it).
    func declare(_ declaration: Declaration, _ f: Frame) throws {
        // (`.optional(nil)` only when needed: an optional's payload is boxed.)
        let value: Value
        if let initializer = declaration.initializer {
            value = try conform(try initializer.evaluate(f), to: declaration.type, at: declaration.initializerPosition)
        } else if !declaration.isLet {
            value = declaration.type.defaultValue
        } else {
            value = .optional(nil)
        }
        if let (kind, message, position) = declaration.failure { throw error(kind, position, message) }
        if let destructure = declaration.destructure { return try bind(destructure, to: value, f) }
        guard let slot = declaration.slot else { return }
        f.slots[slot] = declaration.boxed ? .box(ScriptBox(value)) : value
    }

    /// Evaluates the conditions of an `if`, `guard` or `while`: false when one is false; the values
    /// of `let x = optional` conditions go in their slots.
    func conditions(_ list: ConditionList, _ f: Frame) throws -> Bool {
        for element in list.elements {
            switch element {
            case .test(let node):
                guard try bool(try node.evaluate(f), at: node.position) else { return false }
            case .bind(let slot, let boxed, let node):
                var value = try node.evaluate(f)
                if case .optional(let wrapped) = value {
                    guard let wrapped else { return false }
                    value = wrapped
                }
                f.slots[slot] = boxed ? .box(ScriptBox(value)) : value
            case .match(let pattern, let node):
                guard try matches(try node.evaluate(f), pattern, f) else { return false }
            case .unsupported(let kind, let message, let position):
                throw error(kind, position, message)
            }
        }
        return true
    }

    /// The statements of the first matching case of a `switch`, nil when none matches. In a view
    /// builder, `where` clauses are not checked (as before lowering).
    func matchingCase(_ code: SwitchCode, _ f: Frame, inBuilder: Bool) throws -> [Statement]? {
        try matchingCaseIndex(code, f, inBuilder: inBuilder).map { code.cases[$0].body }
    }

    /// The index of the first matching case of a `switch`, nil when none matches.
    func matchingCaseIndex(_ code: SwitchCode, _ f: Frame, inBuilder: Bool) throws -> Int? {
        let subject = try code.subject.evaluate(f)
        for (index, switchCase) in code.cases.enumerated() {
            if let failure = code.failure, failure.index == index, !inBuilder {
                throw error(.syntax, failure.position, failure.message)
            }
            guard let patterns = switchCase.patterns else { return index }
            for (pattern, condition, position) in patterns {
                guard try matches(subject, pattern, f) else { continue }
                // `case … where condition`: the case matches only when the condition holds too.
                if let condition, try !bool(try condition.evaluate(f), at: position) { continue }
                return index
            }
        }
        return nil
    }

    /// Whether `value` matches a case pattern: a literal, a member such as `.top`, or a range.
    func matches(_ value: Value, _ pattern: SwitchCode.Pattern, _ f: Frame) throws -> Bool {
        switch pattern {
        case .wildcard:
            return true
        case .binding(let slot, let boxed):
            f.slots[slot] = boxed ? .box(ScriptBox(value)) : value
            return true
        case .unsupported(let message, let position):
            throw error(.syntax, position, message)
        case .enumCase(let name, let elements, let whole, let position):
            if let libraryCase = value.native(as: LibraryEnumCase.self) {
                return try matches(libraryCase, name, elements, f, at: position)
            }
            guard case .instance(let instance) = value, let cases = instance.type.cases else {
                if let whole = whole.first { return try matches(value, whole, f) }
                throw error(.badArguments, position, "'.\(name)(…)' matches a case of an enum of the file, not \(value.typeName)")
            }
            guard let index = instance.type.caseIndex(named: name) else {
                throw error(.unknownName, position, "'\(instance.type.name)' has no case '\(name)'")
            }
            guard case .int(index) = instance.fields[0] else { return false }
            let count = cases[index].parameters?.count ?? 0
            guard elements.count == count else {
                throw error(.badArguments, position, "the case '\(name)' of '\(instance.type.name)' has \(count) associated value\(count == 1 ? "" : "s"); the pattern has \(elements.count)")
            }
            for (number, element) in elements.enumerated() where !(try matches(instance.fields[number + 1], element, f)) { return false }
            return true
        case .some(let wrapped):
            // `let drag?`: an optional holding a value that matches.
            if case .optional(let held) = value { return try held.map { try matches($0, wrapped, f) } ?? false }
            return try matches(value, wrapped, f)
        case .tuple(let elements, let position):
            guard case .tuple(let tuple) = value, tuple.elements.count == elements.count else {
                throw error(.badArguments, position, "a tuple pattern of \(elements.count) elements cannot match \(value.typeName)")
            }
            for (element, pattern) in zip(tuple.elements, elements) where !(try matches(element, pattern, f)) { return false }
            return true
        case .expression(let asInt, let asDouble, let position):
            let isDouble: Bool
            if case .double = value { isDouble = true } else { isDouble = false }
            let candidate = try (isDouble ? asDouble : asInt).evaluate(f)
            if case .range(let lower, let upper, let closed) = candidate {
                return try range(lower, upper, closed: closed, contains: value, at: position)
            }
            return try equals(value, candidate, at: position)
        }
    }

    /// Whether a library enum's value is the case `name` with associated values matching
    /// `elements` (none written: any values).
    private func matches(_ value: LibraryEnumCase, _ name: String, _ elements: [SwitchCode.Pattern], _ f: Frame,
                         at position: ScriptPosition) throws -> Bool {
        guard value.name == name else { return false }
        guard !elements.isEmpty else { return true }
        guard elements.count == value.values.count else {
            let count = value.values.count
            throw error(.badArguments, position, "the case '\(name)' of '\(value.typeName)' has \(count) associated value\(count == 1 ? "" : "s"); the pattern has \(elements.count)")
        }
        for (element, pattern) in zip(value.values, elements) where !(try matches(element, pattern, f)) { return false }
        return true
    }

    /// `for binding in sequence { body }`, with the body run by `run` (statements or a builder):
    /// one step per element.
    func forLoop(_ loop: ForLoop, _ f: Frame, run: () throws -> ControlFlow) throws -> ControlFlow {
        let sequence = try loop.sequence.evaluate(f)
        // Integer ranges are counted, not made into arrays.
        if case .range(.int(let a), .int(let b), let closed) = sequence, case .name(let slot, let boxed) = loop.binding {
            let count = try rangeCount(a, b, closed: closed, at: loop.sequence.position)
            var i = 0
            while i < count {
                try step(at: loop.position)
                f.slots[slot] = boxed ? .box(ScriptBox(.int(a &+ i))) : .int(a &+ i)
                if let condition = loop.condition, !(try bool(try condition.evaluate(f), at: condition.position)) {
                    i += 1
                    continue
                }
                switch try run() {
                case .broke: return .normal
                case .returned(let value): return .returned(value)
                default: break
                }
                i += 1
            }
            return .normal
        }
        for element in try iterate(sequence, at: loop.sequence.position) {
            try step(at: loop.position)
            try bind(loop.binding, to: element, f)
            if let condition = loop.condition, !(try bool(try condition.evaluate(f), at: condition.position)) { continue }
            switch try run() {
            case .broke: return .normal
            case .returned(let value): return .returned(value)
            default: continue
            }
        }
        return .normal
    }

    /// Binds a loop pattern (`i`, `_`, `(index, item)`) to a value.
    func bind(_ binding: ForLoop.Binding, to value: Value, _ f: Frame) throws {
        switch binding {
        case .name(let slot, let boxed):
            f.slots[slot] = boxed ? .box(ScriptBox(value)) : value
        case .wildcard:
            return
        case .tuple(let parts, let position):
            guard case .tuple(let tuple) = value, tuple.elements.count == parts.count else {
                throw error(.badArguments, position, "a tuple pattern of \(parts.count) elements cannot bind \(value.typeName)")
            }
            for (part, element) in zip(parts, tuple.elements) { try bind(part, to: element, f) }
        case .unsupported(let message, let position):
            throw error(.syntax, position, message)
        }
    }

    /// The number of integers in `a..<b` (or `a...b`), failing past the collection limit.
    func rangeCount(_ a: Int, _ b: Int, closed: Bool, at position: ScriptPosition) throws -> Int {
        // Counted without overflow: Int.min...Int.max has more elements than Int can hold.
        let (span, overflow) = b.subtractingReportingOverflow(a)
        let count = overflow ? Int.max : (closed ? span.addingReportingOverflow(1) : (span, false)).0
        guard !overflow, count <= limits.collectionSize, !(closed && span == .max) else {
            let shown = overflow || (closed && span == .max) ? "more than \(Int.max)" : "\(count)"
            throw error(.limit, position, "the range has \(shown) elements, more than the limit of \(limits.collectionSize)")
        }
        return max(0, count)
    }

    /// The elements of a range, array, string or stride, bounded by the collection limit.
    package func iterate(_ sequence: Value, at position: ScriptPosition) throws -> [Value] {
        switch sequence {
        case .range(.int(let a), .int(let b), let closed):
            let count = try rangeCount(a, b, closed: closed, at: position)
            try allocate(elements: count, at: position)
            return (0..<count).map { .int(a + $0) }
        case .array(let items): return items
        case .string(let text):
            // Each character becomes a string of its own: an array, and its characters' bytes.
            try allocate(elements: text.utf8.count, at: position)
            try allocate(stringBytes: text.utf8.count, at: position)
            return text.map { .string(String($0)) }
        case _ where sequence.native(as: ScriptSet.self) != nil:
            return sequence.native(as: ScriptSet.self)!.elements
        case _ where sequence.native(as: ScriptDictionary.self) != nil:
            return sequence.native(as: ScriptDictionary.self)!.elements
        case _ where sequence.native(as: ScriptStride.self) != nil:
            let values = try sequence.native(as: ScriptStride.self)!.values(limit: limits.collectionSize, interpreter: self, at: position)
            try allocate(elements: values.count, at: position)
            return values
        default:
            throw error(.badArguments, position, "cannot iterate over \(sequence.typeName); use a range, an array or stride(from:to:by:)")
        }
    }
}
