import Foundation
import Reel

/// A value of a scene file compared for `.animation(_:value:)`: equal when the interpreter's
/// equality says so.
package struct ScriptEquatable: Hashable, CustomStringConvertible {
    /// The value.
    let value: Value
    /// Wraps `value`.
    init(_ value: Value) { self.value = value }

    package static func == (lhs: ScriptEquatable, rhs: ScriptEquatable) -> Bool {
        ScriptEquatable.same(lhs.value, rhs.value)
    }

    package func hash(into hasher: inout Hasher) { ScriptEquatable.hash(value, into: &hasher) }

    /// The value as a scene file prints it (in `reel inspect`'s identities).
    package var description: String { value.debugText }

    /// Hashes `value` consistently with `same` (integers and doubles of equal value hash alike).
    static func hash(_ value: Value, into hasher: inout Hasher) {
        switch value {
        case .int(let x): hasher.combine(Double(x))
        case .double(let x): hasher.combine(x)
        case .bool(let x): hasher.combine(x)
        case .string(let x): hasher.combine(x)
        case .array(let items): hasher.combine(items.count); for item in items { hash(item, into: &hasher) }
        case .optional(let x?): hash(x, into: &hasher)
        case _ where value.nativeValue is AnyHashable: hasher.combine(value.nativeValue as! AnyHashable)
        case .instance(let x): hasher.combine(x.type.name); for field in x.fields { hash(field, into: &hasher) }
        default: hasher.combine(0)
        }
    }

    /// Structural equality without positions (values that cannot be compared are unequal).
    static func same(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.int(let x), .int(let y)): return x == y
        case (.double(let x), .double(let y)): return x == y
        case (.int(let x), .double(let y)), (.double(let y), .int(let x)): return Double(x) == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case (.optional(nil), .optional(nil)): return true
        case (.optional(let x?), .optional(let y?)): return same(x, y)
        case _ where a.nativeValue is AnyHashable && b.nativeValue is AnyHashable:
            return (a.nativeValue as! AnyHashable) == (b.nativeValue as! AnyHashable)
        case (.instance(let x), .instance(let y)): return x.type === y.type && zip(x.fields, y.fields).allSatisfy { same($0, $1) }
        default: return false
        }
    }
}
