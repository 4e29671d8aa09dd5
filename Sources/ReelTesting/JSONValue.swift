import Foundation

/// A JSON value as read, with its kinds kept apart (a number is never taken for a boolean), so
/// the manifest reader can say exactly which value is of the wrong kind.
enum JSONValue: Hashable, Sendable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    /// Parses `data`; the error says what the parser found.
    static func parse(_ data: Data) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: data)
    }

    /// What kind of value this is, for messages: `a number`, `a string`, ….
    var kind: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The value as JSON text: objects with sorted keys, indented by two spaces per level; objects
    /// and arrays of at most `inlineWidth` characters on one line, so small records stay one line.
    func text(indent: Int = 0, inlineWidth: Int = 100) -> String {
        let inline = inlineText
        switch self {
        case .array(let items) where inline.count > inlineWidth && !items.isEmpty:
            let pad = String(repeating: "  ", count: indent + 1)
            return "[\n" + items.map { pad + $0.text(indent: indent + 1, inlineWidth: inlineWidth) }.joined(separator: ",\n")
                + "\n" + String(repeating: "  ", count: indent) + "]"
        case .object(let fields) where inline.count > inlineWidth && !fields.isEmpty:
            let pad = String(repeating: "  ", count: indent + 1)
            return "{\n" + JSONValue.sortedKeys(fields).map { pad + JSONValue.quoted($0) + ": " + fields[$0]!.text(indent: indent + 1, inlineWidth: inlineWidth) }
                .joined(separator: ",\n") + "\n" + String(repeating: "  ", count: indent) + "}"
        default:
            return inline
        }
    }

    /// The value on one line.
    private var inlineText: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return JSONValue.number(n)
        case .string(let s): return JSONValue.quoted(s)
        case .array(let items): return "[" + items.map(\.inlineText).joined(separator: ", ") + "]"
        case .object(let fields):
            return fields.isEmpty ? "{}" : "{ " + JSONValue.sortedKeys(fields).map { JSONValue.quoted($0) + ": " + fields[$0]!.inlineText }.joined(separator: ", ") + " }"
        }
    }

    /// Keys in order: numbers (frame numbers) by value, before any other key, those by text.
    static func sortedKeys(_ fields: [String: JSONValue]) -> [String] {
        fields.keys.sorted { a, b in
            switch (Int(a), Int(b)) {
            case let (x?, y?): return x < y
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return a < b
            }
        }
    }

    /// A number as JSON writes it: whole numbers without a fraction.
    static func number(_ n: Double) -> String {
        if n == n.rounded(), abs(n) < 1e15 { return String(Int(n)) }
        return "\(n)"
    }

    /// A string in JSON quotes, escaped.
    static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
