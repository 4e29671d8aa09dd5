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
    /// Makes this view one of a group sharing `id` in `namespace`, as SwiftUI's
    /// `matchedGeometryEffect`:
    /// - when a state change removes one view of the group and inserts another, the inserted view
    ///   moves and resizes from the removed one's frame to its own, and the removed one (while its
    ///   removal transition runs) from its frame to the inserted one's, under the change's animation;
    /// - a view with `isSource: false` takes its geometry from the source view of the group shown
    ///   with it (proposed the source's size and placed on it), so it follows the source when the
    ///   source changes.
    /// `properties` says what is matched (position, size, or both: `.frame`), and `anchor` which
    /// point of the frames is matched when the position is.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> _ModifiedView<Self> {
        modified(.matchedGeometry(MatchedGeometry(key: MatchedGeometryKey(id: AnyHashable(id), namespace: namespace),
                                                  properties: properties, anchor: anchor, isSource: isSource)))
    }
}

/// What a matched geometry effect matches of the other view's frame.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// A set of properties from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position (the anchor point of the frame).
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A matched-geometry identity: an id within a namespace.
package struct MatchedGeometryKey: Hashable {
    let id: AnyHashable
    let namespace: Namespace.ID
}

/// One view's `matchedGeometryEffect`: its identity in the group and how it matches.
package struct MatchedGeometry: Hashable {
    /// The group.
    let key: MatchedGeometryKey
    /// What is matched.
    let properties: MatchedGeometryProperties
    /// Which point of the frames is matched when the position is.
    let anchor: UnitPoint
    /// Whether the view gives its geometry to the group (rather than taking it).
    let isSource: Bool

    /// `own` with what this effect matches taken from `other`: the other's size, and a position
    /// that puts the anchor point on the other's anchor point (else keeps its own anchor point).
    func frame(_ own: CGRect, matching other: CGRect) -> CGRect {
        let size = properties.contains(.size) ? other.size : own.size
        let pin = properties.contains(.position) ? anchor.point(in: other) : anchor.point(in: own)
        return CGRect(x: pin.x - anchor.x * size.width, y: pin.y - anchor.y * size.height, width: size.width, height: size.height)
    }
}
