/// A library function named as a value (before it is called).
package struct LibraryFunctionName {
    /// The function's name.
    package var name: String
}

/// A key path value such as `\.self`, `\.id` or `\.0`: a `ForEach`'s ids, or a function
/// (`items.map(\.name)`).
package struct ScriptKeyPath {
    /// The property names (or tuple positions), in order.
    package var components: [String]
    /// Where each component is written (errors about it point there), when known.
    package var positions: [ScriptPosition]
    /// A key path through `components`, written at `positions`.
    package init(_ components: [String], positions: [ScriptPosition] = []) {
        self.components = components
        self.positions = positions
    }
}
