import Foundation

/// A value a view reads from the environment it is drawn in, as SwiftUI's `@Environment`:
/// `@Environment(\.colorScheme) var colorScheme`. The engine supplies it each time the view is
/// resolved (as it supplies `@State`), from the environment at the view's place in the tree, so a
/// view inside `.environment(\.colorScheme, .dark)` or a dark preview reads `.dark`.
///
/// The value is read through a function of the `EnvironmentValues`, so values that are not key
/// paths of `EnvironmentValues` (a model object placed with `.environment(model)`) can be read
/// by the same mechanism.
@propertyWrapper
public struct Environment<Value> {
    let read: (EnvironmentValues) -> Value
    let box = EnvironmentBox()

    /// The value at `keyPath` of the environment.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// The value `read` finds in the environment (for values that are not key paths).
    package init(reading read: @escaping (EnvironmentValues) -> Value) {
        self.read = read
    }

    /// The value in the environment the view is resolved in (the default environment's before the
    /// engine resolves it).
    public var wrappedValue: Value { read(box.values ?? EnvironmentValues()) }
}

/// Where the engine puts the environment a view with `@Environment` properties is resolved in.
package final class EnvironmentBox {
    /// The environment, once the view is resolved.
    package var values: EnvironmentValues?
    init() {}
}

/// Lets the engine find a view's `@Environment` properties by reflection.
package protocol EnvironmentProperty {
    /// Where the environment goes.
    var environmentBox: EnvironmentBox { get }
}

extension Environment: EnvironmentProperty {
    package var environmentBox: EnvironmentBox { box }
}
