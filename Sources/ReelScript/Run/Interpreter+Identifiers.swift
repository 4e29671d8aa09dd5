import Foundation
import Reel

/// `UUID()` in a scene file: an identifier made deterministically, as objects are named
/// (`ObjectIdentity`), so a frame stays a pure function of (scene, time) and the same `UUID()`
/// prints the same string on every run, on any thread, in any frame rendered alone.
extension Interpreter {
    /// The identifier the `UUID()` at `position` makes now: in a view's body (and the `@State`
    /// initial values and model objects it makes), from the view's identity, the call's place and
    /// how many that call made before in the evaluation; in an event, from the order events made
    /// identifiers in; elsewhere from the order they were made in.
    func makeUUID(at position: ScriptPosition) -> UUID {
        SceneUUID.make(nextIdentity(at: position, counting: .identifiers), seed: identifierSeed)
    }

    /// Runs `body`, the initial value of the `static` property numbered `index`, in a scope of its
    /// own: the objects and identifiers it makes are the same whichever view or event reads it
    /// first.
    func inStaticScope<T>(_ index: Int, _ body: () throws -> T) rethrows -> T {
        let key = Mixing.mix(Mixing.stableHash("static") ^ UInt64(bitPattern: Int64(index)))
        return try inObjectScope(Int(bitPattern: UInt(key)), body)
    }
}

/// Turns an identity into the 16 bytes of a version-4 UUID (RFC 9562's layout: the version nibble
/// 4, the variant bits 10), mixing its parts with SplitMix64's finaliser, which is the same in
/// every process, unlike Swift's `Hasher`.
enum SceneUUID {
    /// The identifier for `identity` in the scene of `seed` (a seed of 0 mixes in nothing, so a
    /// scene without one keeps the identifiers it always had).
    static func make(_ identity: ObjectIdentity, seed: UInt64 = 0) -> UUID {
        var high = Mixing.mix(Mixing.stableHash("UUID") ^ UInt64(bitPattern: Int64(identity.scope)))
        if seed != 0 { high = Mixing.mix(high ^ seed &* Mixing.golden) }
        high = Mixing.mix(high ^ UInt64(bitPattern: Int64(identity.site)))
        high = Mixing.mix(high ^ UInt64(bitPattern: Int64(identity.occurrence)))
        let low = Mixing.mix(high ^ 0x5555_5549_4434)
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<8 {
            bytes[index] = UInt8(truncatingIfNeeded: high >> (56 - 8 * UInt64(index)))
            bytes[8 + index] = UInt8(truncatingIfNeeded: low >> (56 - 8 * UInt64(index)))
        }
        bytes[6] = bytes[6] & 0x0F | 0x40
        bytes[8] = bytes[8] & 0x3F | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}
