import Foundation

/// The values of a scene's `@State` properties in the state a tree was resolved in, for the
/// closures the engine calls later: a `Canvas` renderer runs when the frame is drawn, a
/// `GeometryReader`'s content and a preference reader's content when the tree is laid out, an
/// alignment guide's closure whenever a container aligns. By then the scene's state storage may
/// hold another state (the engine lays out earlier states for their frames, and puts the first
/// state back before drawing), so such closures run inside `run(_:)`, which sets the storage to
/// these values for the call, as SwiftUI's closures see the state of the body that made them.
package final class StateSnapshot {
    private let boxes: [AnyStateBox]
    private let values: [Any]

    /// The current values of `boxes`.
    package init(capturing boxes: [AnyStateBox]) {
        self.boxes = boxes
        values = boxes.map(\.anyValue)
    }

    /// Runs `body` with the state storage holding the snapshot's values, then puts back what it held.
    package func run<T>(_ body: () throws -> T) rethrows -> T {
        if boxes.isEmpty { return try body() }
        let saved = boxes.map(\.anyValue)
        for (box, value) in zip(boxes, values) { box.anyValue = value }
        defer { for (box, value) in zip(boxes, saved) { box.anyValue = value } }
        return try body()
    }
}

extension ResolveContext {
    /// `body` run with the state the tree was resolved in (`StateSnapshot`), or as it is when
    /// there is none (views rendered without a scene).
    package func inResolvedState<T>(_ body: () throws -> T) rethrows -> T {
        guard let state else { return try body() }
        return try state.run(body)
    }
}
