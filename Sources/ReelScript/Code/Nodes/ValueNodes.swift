import Foundation
import Reel

/// A value known when the file is lowered: a literal (numbers typed by their context), a library
/// constant, a type, a key path.
final class ConstantNode: Node {
    let value: Value

    init(_ value: Value, literal: Bool = false, _ position: ScriptPosition, depth: Int) {
        self.value = value
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.count(self)
        return value
    }
}

/// An expression that fails when evaluated, with the error the interpreter has always given for it
/// there (after counting it, or before when `counts` is false).
final class FailureNode: Node {
    let kind: ScriptError.Kind
    let message: String
    let counts: Bool

    init(_ kind: ScriptError.Kind, _ message: String, _ position: ScriptPosition, depth: Int, counts: Bool = true) {
        self.kind = kind
        self.message = message
        self.counts = counts
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        if counts { try f.x.count(self) }
        throw f.x.error(kind, position, message)
    }
}

/// A string literal with interpolations.
final class StringNode: Node {
    /// The parts: text, or an expression whose value is printed.
    enum Part {
        case text(String)
        case value(Node)
        /// An expression of type `Float`, printed as Swift prints a Float (`0.7853982`).
        case float(Node)
        /// `\(value, specifier: "%.2f")`: a number written by a `printf` specifier.
        case formatted(Node, specifier: Node)
        /// `\(value, format: .number.precision(.fractionLength(1)))`: a number written in a number
        /// format style, as `value.formatted(style)` writes it.
        case styled(Node, format: Node)
        case failure(ScriptError.Kind, String, ScriptPosition)
    }
    let parts: [Part]

    init(_ parts: [Part], _ position: ScriptPosition, depth: Int) {
        self.parts = parts
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.count(self)
        var result = ""
        for part in parts {
            switch part {
            case .text(let text): result += text
            case .value(let node): result += try node.evaluate(f).interpolated
            case .float(let node): result += try node.evaluate(f).interpolatedAsFloat
            case .formatted(let node, let specifierNode):
                let value = try node.evaluate(f)
                guard case .string(let text) = try specifierNode.evaluate(f) else {
                    throw f.x.error(.badArguments, specifierNode.position, "'specifier:' expects a String")
                }
                guard let specifier = FormatSpecifier(text) else {
                    throw f.x.error(.invalidValue, specifierNode.position,
                                    "'\(text)' is not a number specifier Reel writes; use one conversion such as %d, %.2f, %e or %g (with flags, width and precision)")
                }
                switch value {
                case .int(let whole): result += specifier.format(whole)
                case .double(let number): result += specifier.format(number)
                default: throw f.x.error(.badArguments, node.position, "'specifier:' formats a number, not \(value.typeName)")
                }
            case .styled(let node, let formatNode):
                let value = try node.evaluate(f), written = try formatNode.evaluate(f)
                let style: NumberFormatStyle
                do {
                    style = try f.x.convert(written, to: NumberFormatStyle.self, at: formatNode.position)
                } catch is Mismatch {
                    throw f.x.error(.badArguments, formatNode.position,
                                    "'format:' takes a number format such as .number, .percent or .currency(code:), not \(written.typeName)")
                }
                switch value.unwrapped {
                case .int(let whole): result += style.format(whole)
                case .double(let number): result += style.format(number)
                default: throw f.x.error(.badArguments, node.position, "'format:' formats a number, not \(value.typeName)")
                }
            case .failure(let kind, let message, let position): throw f.x.error(kind, position, message)
            }
        }
        try f.x.allocate(stringBytes: result.utf8.count, at: position)
        return .string(result)
    }
}

/// `[key: value, …]` and `[:]`: a dictionary (`ScriptDictionary`).
final class DictionaryNode: Node {
    let keys: [Node]
    let values: [Node]

    init(keys: [Node], values: [Node], _ position: ScriptPosition, depth: Int) {
        self.keys = keys
        self.values = values
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.count(self)
        guard keys.count <= f.x.limits.collectionSize else {
            throw f.x.error(.limit, position, "the dictionary has more than \(f.x.limits.collectionSize) elements")
        }
        try f.x.allocate(elements: keys.count * 2, at: position)
        var pairs: [(Value, Value)] = []
        for (key, value) in zip(keys, values) {
            let pair = (try key.evaluate(f), try value.evaluate(f))
            try f.x.checkNesting(pair.0, around: 1, at: position)
            try f.x.checkNesting(pair.1, around: 1, at: position)
            pairs.append(pair)
        }
        return .native(try ScriptDictionary(pairs, interpreter: f.x, at: position))
    }
}

/// `[a, b, c]`.
final class ArrayNode: Node {
    let elements: [Node]

    init(_ elements: [Node], _ position: ScriptPosition, depth: Int) {
        self.elements = elements
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.count(self)
        guard elements.count <= f.x.limits.collectionSize else {
            throw f.x.error(.limit, position, "the array has more than \(f.x.limits.collectionSize) elements")
        }
        try f.x.allocate(elements: elements.count, at: position)
        var items: [Value] = []
        items.reserveCapacity(elements.count)
        for element in elements { items.append(try element.evaluate(f)) }
        try f.x.checkNesting(around: items, at: position)
        return .array(items)
    }
}

/// The initial value of a variable or property declared `Float`: the number rounded to a Float's
/// precision, as Swift stores it (scene files keep every floating-point number as a `Double`).
final class FloatValueNode: Node {
    let inner: Node

    init(_ inner: Node) {
        self.inner = inner
        super.init(inner.position, depth: inner.depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        let value = try inner.evaluate(f)
        switch value {
        case .double(let v): return .double(Double(Float(v)))
        case .int(let v): return .double(Double(Float(v)))
        default: return value
        }
    }
}

/// `(x)`: a parenthesised expression (one step of its own, as Swift's tree has a node for it).
final class ParenNode: Node {
    let inner: Node

    init(_ inner: Node, _ position: ScriptPosition, depth: Int) {
        self.inner = inner
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.count(self)
        return try inner.evaluate(f)
    }
}

/// A closure expression: makes a function capturing what its body uses from this frame.
final class ClosureNode: Node {
    let code: Code
    let name: String

    init(_ code: Code, name: String = "closure", _ position: ScriptPosition, depth: Int) {
        self.code = code
        self.name = name
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.count(self)
        let closure = make(f)
        try f.x.checkNesting(closure, at: position)
        return closure
    }

    /// The closure, made without counting a step (a trailing closure, a local function).
    @inline(__always)
    func make(_ f: Frame) -> Value {
        var captures: [Value] = []
        if !code.captures.isEmpty {
            captures.reserveCapacity(code.captures.count)
            for source in code.captures {
                switch source {
                case .slot(let slot): captures.append(f.slots[slot])
                case .capture(let index): captures.append(f.function!.captures[index])
                case .currentFunction: captures.append(.function(f.function!))
                }
            }
        }
        return .function(ScriptFunction(.code(code), name: name, captures: captures, owner: f.owner))
    }
}

/// `Type.name` for a static property of a library type (`Double.pi`, `Color.red`), found when
/// lowering: the type name counts its step, then the property's value.
final class LibraryStaticPropertyNode: Node {
    let base: Node
    let property: (Interpreter) throws -> Value

    init(_ base: Node, _ property: @escaping (Interpreter) throws -> Value, _ position: ScriptPosition, depth: Int) {
        self.base = base
        self.property = property
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.count(self)
        _ = try base.evaluate(f)
        return try property(f.x)
    }
}

/// A leading-dot argument of `append`, `insert` or `contains` on an array whose element type is
/// declared (`var dots: [Dot]`, `dots.append(.ring(2))`): the member resolved against that type,
/// as Swift's type checker reads it from the array.
final class ElementNode: Node {
    let operand: Node
    /// The array's declared type.
    let array: DeclaredType

    init(_ operand: Node, array: DeclaredType, _ position: ScriptPosition, depth: Int) {
        self.operand = operand
        self.array = array
        super.init(position, depth: depth)
    }

    override func evaluate(_ f: Frame) throws -> Value {
        try f.x.conformElement(try operand.evaluate(f), of: array)
    }
}
