import Foundation
import Reel

/// The values of `EnvironmentValues` scene files name in key paths: `@Environment(\.colorScheme)`
/// reads one, `.environment(\.colorScheme, .dark)` sets one. Each entry reads the value from an
/// environment as a script value, and sets it on a view through the library's own
/// `environment(_:_:)` (its argument converted to the value's Swift type, as the library's
/// modifiers convert theirs).
package enum EnvironmentKeys {
    /// How one value is read and set.
    package struct Entry {
        /// The value in `environment`.
        package var read: (EnvironmentValues) -> Value
        /// `view` with the value set to `value` for everything inside it (a `Mismatch` when the
        /// value has another type).
        package var set: (AnyView, Value, Interpreter, ScriptPosition) throws -> any View
    }

    /// The entries by name.
    nonisolated(unsafe) package static let entries: [String: Entry] = [
        "colorScheme": entry(\.colorScheme),
        "font": optional(\.font),
        "lineLimit": optional(\.lineLimit),
        "lineSpacing": entry(\.lineSpacing),
        "multilineTextAlignment": entry(\.multilineTextAlignment),
        "truncationMode": entry(\.truncationMode),
        "imageScale": entry(\.imageScale),
    ]

    /// The names, sorted, for messages.
    package static let names: [String] = ["colorScheme", "font", "imageScale", "lineLimit", "lineSpacing", "multilineTextAlignment", "truncationMode"]

    /// The entry of a value of type `T`.
    private static func entry<T>(_ keyPath: WritableKeyPath<EnvironmentValues, T>) -> Entry {
        Entry(read: { Value.wrap($0[keyPath: keyPath]) },
              set: { view, value, interpreter, position in
                  view.environment(keyPath, try interpreter.convert(value, to: T.self, at: position))
              })
    }

    /// The entry of an optional value (nil clears it).
    private static func optional<T>(_ keyPath: WritableKeyPath<EnvironmentValues, T?>) -> Entry {
        Entry(read: { environment in environment[keyPath: keyPath].map { Value.optional(Value.wrap($0)) } ?? .optional(nil) },
              set: { view, value, interpreter, position in
                  if case .optional(nil) = value { return view.environment(keyPath, nil) }
                  return view.environment(keyPath, try interpreter.convert(value, to: T.self, at: position))
              })
    }
}
