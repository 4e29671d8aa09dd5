import Foundation

/// A reference to a value stored elsewhere, as SwiftUI's `@Binding`: a child view given a parent's
/// `$state` reads the parent's state and changes it. Changes made through a binding are state
/// changes like any other: they happen in timeline events (an `At` event, an `onAppear` or an
/// `onChange` action) and animate with the transaction in effect.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
    }

    /// The binding a `$` expression gives (`@Binding var x: Double` initialised with `$x`).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a value that never changes (writes are ignored).
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value referred to; assigning it changes the value where it is stored.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// The binding itself, so `$x` of a `@Binding var x` passes it on.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value (`$point.x`).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let read = self.read, write = self.write
        return Binding<Subject>(get: { read()[keyPath: keyPath] }, set: { newValue in
            var value = read()
            value[keyPath: keyPath] = newValue
            write(value)
        })
    }
}
