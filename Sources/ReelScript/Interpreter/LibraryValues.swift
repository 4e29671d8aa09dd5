/// A library function named as a value (before it is called).
package struct LibraryFunctionName {
    /// The function's name.
    package var name: String
}

/// A key path value such as `\.self` or `\.id`, applied to ForEach data.
package struct ScriptKeyPath {
    /// The property names, in order.
    package var components: [String]
    /// A key path through `components`.
    package init(_ components: [String]) { self.components = components }
}
