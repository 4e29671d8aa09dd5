import Foundation

/// A value of a library enum with associated values, as a scene file sees it: the case's name
/// and its associated values as the interpreter's values, which `switch`, `if case` and
/// `guard case` patterns (`.second(true, let drag?)`) match like a case of an enum of the file.
/// The values of composed gestures (`SequenceGesture.Value`, `ExclusiveGesture.Value`) are
/// given to handlers as these.
package struct LibraryEnumCase {
    /// The enum's name, for messages (`SequenceGesture.Value`).
    package let typeName: String
    /// The case's name (`second`).
    package let name: String
    /// The associated values, in order.
    package let values: [Value]

    /// The case `name` of `typeName` with `values`.
    package init(_ typeName: String, _ name: String, _ values: [Value]) {
        self.typeName = typeName
        self.name = name
        self.values = values
    }
}
