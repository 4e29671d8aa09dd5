import Foundation

/// The names implicit members of a Swift type are registered under in the vocabulary (`Color`,
/// `Angle`, `any ShapeStyle`), worked out once per type and shared by all threads.
enum TypeKeys {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var keys: [ObjectIdentifier: String] = [:]

    /// The key of `type`.
    static func key(_ type: Any.Type) -> String {
        let id = ObjectIdentifier(type)
        lock.lock()
        if let known = keys[id] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let key = compute(type)
        lock.lock()
        keys[id] = key
        lock.unlock()
        return key
    }

    /// The key of `type`, from its full name.
    private static func compute(_ type: Any.Type) -> String {
        var name = String(reflecting: type)
        // The standard library's `replacing`, not Foundation's (which bridges through NSString and
        // showed in profiles of scene loading).
        for module in ["Swift.", "Reel.", "Foundation.", "CoreFoundation.", "ReelScript."] where name.contains(module) {
            name = name.replacing(module, with: "")
        }
        if name.hasPrefix("Optional<") { name = String(name.dropFirst(9).dropLast()) }
        if name == "CGFloat" { return "Double" }
        return name
    }
}
