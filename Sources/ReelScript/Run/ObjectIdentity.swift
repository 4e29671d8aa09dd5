import Foundation
import Reel

/// Which instance of a class of a scene file a value refers to: a deterministic name, never a
/// memory address, so that replaying the timeline to any time rebuilds the same objects, on any
/// thread.
///
/// An object made while a view's `body` is evaluated (`@State private var model = Model()` in its
/// parent, `Row(model: RowModel())`) is named by where it is made: the identity of the view whose
/// code makes it (`scope`, a hash of its identity path and depth), the source position of the
/// call that makes it (`site`), and how many objects that call made before in the same evaluation
/// (`occurrence`). Every evaluation of that body, in the timeline's resolution and in any frame,
/// names it alike. An object made anywhere else (a scene's property, an event's action) is named
/// by a count of such objects in its interpreter (`scope` 0), which only the timeline's
/// resolution advances, in the same order every time.
package struct ObjectIdentity: Hashable, Sendable {
    /// The identity of the view whose evaluation made the object (0 outside one).
    let scope: Int
    /// Where the object was made (the offset of the call in the file).
    let site: Int
    /// How many objects the same call made before it in the same evaluation.
    let occurrence: Int
}

/// One stored property of a model object, as the object's value holds it: the object's identity,
/// the property's index and its initial value. The property's current value is the scene's state
/// (`ObjectHeap`), read through the interpreter evaluating the code: values hold no interpreter,
/// so a value kept in the resolved timeline and read on another thread reads that thread's state.
package struct ModelField: Hashable, @unchecked Sendable {
    /// The object.
    let identity: ObjectIdentity
    /// The property's index among the class's stored properties.
    let index: Int
    /// The value the initialiser gave it.
    let initial: Value

    package static func == (lhs: ModelField, rhs: ModelField) -> Bool {
        lhs.identity == rhs.identity && lhs.index == rhs.index
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
        hasher.combine(index)
    }
}

/// The values of the model objects' stored properties that events changed, by object and
/// property: one state property of the scene (`Interpreter.objectHeap`), so the engine keeps it per
/// state of the timeline, restores it for each frame, and animates a change made inside
/// `withAnimation` as it animates any state's change. A property not in it has its initial value.
package struct ObjectHeap {
    /// The changed values.
    var values: [ObjectIdentity: [Int: Value]] = [:]

    /// No changes.
    package init() {}
}

/// Where objects are being made: the identity of the view whose body is evaluated, and how many
/// objects each call in it has made so far.
struct ObjectScope {
    /// The view's identity, hashed (never 0).
    let key: Int
    /// Objects made so far, by the offset of the call that made them.
    var occurrences: [Int: Int] = [:]
}
