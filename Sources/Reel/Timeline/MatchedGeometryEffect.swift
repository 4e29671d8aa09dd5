import Foundation

/// A namespace for `matchedGeometryEffect` identifiers, as SwiftUI's `Namespace`.
@propertyWrapper
public struct Namespace: Sendable {
    /// An identifier of one namespace.
    public struct ID: Hashable, Sendable {
        let value: Int
    }
    private let id: ID

    /// A namespace named by where it is declared, so every instance of a scene (one per rendering
    /// thread) has the same one.
    public init(file: String = #fileID, line: Int = #line, column: Int = #column) {
        id = ID(value: Namespace.stableHash("\(file):\(line):\(column)"))
    }

    /// The namespace's identifier.
    public var wrappedValue: ID { id }

    /// FNV-1a of the text: the same on every run, unlike `Hasher`.
    static func stableHash(_ text: String) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return Int(truncatingIfNeeded: h)
    }
}

extension View {
    /// Makes this view one of a group sharing `id` in `namespace`: when a state change removes one
    /// and inserts another, the inserted view moves and resizes from the removed one's frame to
    /// its own under the change's animation.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, isSource: Bool = true) -> _ModifiedView<Self> {
        modified(.matchedGeometry(MatchedGeometryKey(id: AnyHashable(id), namespace: namespace)))
    }
}

/// A matched-geometry identity: an id within a namespace.
package struct MatchedGeometryKey: Hashable {
    let id: AnyHashable
    let namespace: Namespace.ID
}
