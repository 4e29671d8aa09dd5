import Foundation
import Reel

/// A `ForEach` element of a scene file with its id.
package struct ScriptElement {
    /// The element's identity.
    package var id: AnyHashable
    /// The element.
    package var value: Value
}
