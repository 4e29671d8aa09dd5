import Reel

/// The `Hasher` a scene file's `hash(into:)` is given: it keeps the values combined into it, in
/// order. A type of the file that declares `hash(into:)` is identified (as a `ForEach` id, an
/// `.id(_:)`) by those values, so two values its `==` calls equal (the same combined values, as
/// `Hashable` requires) are one identity. `finalize()` mixes their printed forms with a fixed
/// function: the same number on every run, unlike Swift's randomly seeded `Hasher`.
package final class ScriptHasher {
    /// The values combined so far.
    package private(set) var combined: [Value] = []

    /// An empty hasher.
    package init() {}

    /// Adds `value`.
    func combine(_ value: Value) { combined.append(value) }

    /// A number for the values combined, the same in every process.
    func finalize() -> Int {
        var hash = Mixing.stableHash("Hasher")
        for value in combined { hash = Mixing.mix(hash ^ Mixing.stableHash(value.debugText)) }
        return Int(bitPattern: UInt(hash))
    }
}

extension Interpreter {
    /// The values `instance`'s own `hash(into:)` combines, nil when its type declares none.
    func userHashValues(of instance: Instance, at position: ScriptPosition) throws -> [Value]? {
        guard let code = instance.type.methods["hash"] else { return nil }
        let hasher = ScriptHasher()
        _ = try CallArguments([.init(label: "into", value: .native(hasher), node: position)], node: position).withSite { site in
            try invoke(code, binding: nil, site: site, owner: SelfBinding(instance), function: nil)
        }
        return hasher.combined
    }
}
