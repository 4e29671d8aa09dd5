import Foundation

/// A key for a value that a view hands to the layout of its parent container, as SwiftUI's
/// `LayoutValueKey`: set it with `layoutValue(key:value:)` and read it in a `Layout` as
/// `subview[Key.self]`.
///
/// The value is seen through the view's other modifiers (`Text("a").layoutValue(key: K.self,
/// value: 1).padding()` still reads 1) but not through containers: a layout reads only its direct
/// subviews' values. When the same key is set twice on one view, the outermost value wins.
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// Gives the parent's layout `value` for `key`, read there as `subview[key]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> _ModifiedView<Self> {
        layoutValue(keyIdentifier: ObjectIdentifier(key), value: value)
    }

    /// Gives the parent's layout `value` for the key identified by `keyIdentifier` (a key that is
    /// not a Swift type, such as one declared in a scene file).
    package func layoutValue(keyIdentifier: ObjectIdentifier, value: Any) -> _ModifiedView<Self> {
        modified(.layoutValue(keyIdentifier, value))
    }
}

extension LayoutSubview {
    /// The subview's value for `key`: the one set with `layoutValue(key:value:)`, or the key's
    /// `defaultValue`.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        guard let value = layoutValue(keyIdentifier: ObjectIdentifier(key)) else { return K.defaultValue }
        return value as? K.Value ?? K.defaultValue
    }

    /// The value set for the key identified by `keyIdentifier`, or nil when the subview sets none.
    package func layoutValue(keyIdentifier: ObjectIdentifier) -> Any? { host.layoutValue(of: box, key: keyIdentifier) }
}
