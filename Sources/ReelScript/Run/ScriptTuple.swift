/// A tuple of a scene file (`(a, b)`, `(name: "Sun", color: .orange)`, an element of
/// `enumerated()`): its elements in order and, for a labelled tuple, their labels. Tuples are
/// values: a tuple is never changed in place; changing an element makes a new one.
package final class ScriptTuple {
    /// The elements.
    package let elements: [Value]
    /// The label of each element (nil for one without), or nil when no element has one.
    package let labels: [String?]?
    /// Its level of nesting (`ValueNesting`): one around its deepest element.
    let depth: Int

    /// A tuple of `elements`, labelled by `labels` when given.
    package init(_ elements: [Value], labels: [String?]? = nil) {
        self.elements = elements
        self.labels = labels.flatMap { $0.contains { $0 != nil } ? $0 : nil }
        depth = ValueNesting.level(around: elements)
    }

    /// The labels of `enumerated()`'s elements.
    private static let enumeratedLabels: [String?] = ["offset", "element"]

    /// An element of `enumerated()`: `(offset: Int, element: T)`.
    package static func enumerated(_ offset: Int, _ element: Value) -> ScriptTuple {
        ScriptTuple([.int(offset), element], labels: enumeratedLabels)
    }

    /// The index of the element labelled `label`.
    package func index(of label: String) -> Int? {
        labels?.firstIndex { $0 == label }
    }

    /// The tuple with element `index` replaced by `value`.
    package func replacing(_ index: Int, with value: Value) -> ScriptTuple {
        var elements = elements
        elements[index] = value
        return ScriptTuple(elements, labels: labels)
    }

    /// How Swift writes the tuple's type (`(Int, String)`, `(name: String, count: Int)`).
    package var typeName: String {
        "(" + elements.indices.map { i in (labels?[i].map { $0 + ": " } ?? "") + elements[i].typeName }.joined(separator: ", ") + ")"
    }

    /// How Swift prints the tuple (`(1, "a")`, `(offset: 0, element: 2.0)`).
    package var description: String {
        "(" + elements.indices.map { i in (labels?[i].map { $0 + ": " } ?? "") + elements[i].debugText }.joined(separator: ", ") + ")"
    }
}
