import Foundation

/// A binding to a collection is a collection of bindings to its elements, as SwiftUI's is:
/// `$items[index]` and `ForEach($items) { $item in … }` give a binding that reads and writes one
/// element of the collection where it is stored.
extension Binding: Sequence where Value: MutableCollection {
    /// The bindings of the elements, first to last.
    public typealias Element = Binding<Value.Element>
    /// Iterates the elements' bindings.
    public typealias Iterator = IndexingIterator<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// The collection's index.
    public typealias Index = Value.Index
    /// The collection's indices.
    public typealias Indices = Value.Indices

    /// The position of the first element.
    public var startIndex: Value.Index { wrappedValue.startIndex }
    /// The position after the last element.
    public var endIndex: Value.Index { wrappedValue.endIndex }
    /// The collection's indices.
    public var indices: Value.Indices { wrappedValue.indices }

    /// The position after `i`.
    public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }

    /// A binding to the element at `position`: reading it reads that element of the collection,
    /// writing it changes that element where the collection is stored.
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        let whole = self
        return Binding<Value.Element>(get: { whole.wrappedValue[position] }, set: { newValue in
            var value = whole.wrappedValue
            value[position] = newValue
            whole.wrappedValue = value
        })
    }
}

extension Binding: BidirectionalCollection where Value: MutableCollection, Value: BidirectionalCollection {
    /// The position before `i`.
    public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}
