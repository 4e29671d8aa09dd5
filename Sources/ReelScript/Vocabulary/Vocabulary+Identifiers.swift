import Foundation
import Reel

extension Vocabulary {
    /// `UUID`: `UUID()` made deterministically (`Interpreter.makeUUID(at:)`), `UUID(uuidString:)`,
    /// `uuidString`, comparisons and hashing as Foundation's (`==`, `<`, `Set<UUID>`, dictionary
    /// keys, `ForEach` identity, `.id(_:)`).
    mutating func registerIdentifiers() {
        type("UUID") { entry in
            entry.initializers.append(Signature("UUID()") { i in .native(i.interpreter.makeUUID(at: i.node)) })
            entry.initializers.append(Signature("UUID(uuidString:)") { i in
                .optional(UUID(uuidString: try i.get("uuidString", as: String.self)).map { Value.native($0) })
            })
        }
        // `Hasher`, as a `hash(into:)` of the file uses it (`hasher.combine(name)`): see `ScriptHasher`.
        type("Hasher") { entry in
            entry.initializers.append(Signature("Hasher()") { _ in .native(ScriptHasher()) })
        }
        method("combine(_value)") { invocation in
            guard let hasher = invocation.receiver.native(as: ScriptHasher.self) else {
                let typeName = invocation.receiver.typeName
                throw Mismatch(message: "'combine' is not available on \(typeName)", isReceiver: true)
            }
            hasher.combine(invocation.argument("value")!.value)
            return .void
        }
        method("finalize()") { invocation in
            guard let hasher = invocation.receiver.native(as: ScriptHasher.self) else {
                let typeName = invocation.receiver.typeName
                throw Mismatch(message: "'finalize' is not available on \(typeName)", isReceiver: true)
            }
            return .int(hasher.finalize())
        }
        property("uuidString", of: UUID.self) { $0.uuidString }
        property("description", of: UUID.self) { $0.uuidString }
        for op in ["<", ">", "<=", ">="] {
            infix(op) { lhs, rhs, _ in
                guard let a = lhs.native(as: UUID.self), let b = rhs.native(as: UUID.self) else { return nil }
                let order = UUID.order(a, b)
                switch op {
                case "<": return .bool(order < 0)
                case ">": return .bool(order > 0)
                case "<=": return .bool(order <= 0)
                default: return .bool(order >= 0)
                }
            }
        }
    }
}

extension UUID {
    /// Foundation's order of identifiers: by their bytes, first to last (-1, 0 or 1).
    static func order(_ a: UUID, _ b: UUID) -> Int {
        let x = withUnsafeBytes(of: a.uuid) { Array($0) }, y = withUnsafeBytes(of: b.uuid) { Array($0) }
        for (p, q) in zip(x, y) where p != q { return p < q ? -1 : 1 }
        return 0
    }
}
