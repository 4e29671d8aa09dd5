import Foundation

/// A dragging finger, as SwiftUI's `DragGesture`: once the finger has moved `minimumDistance`
/// points from where it went down, `onChanged` runs at every move (each frame of a scripted drag,
/// `Touch.drag`), `updating` sets a `@GestureState`, and `onEnded` runs when the finger lifts.
/// Attach it with `gesture(_:)`.
public struct DragGesture {
    /// What a drag reports: where the finger is and how far it has come.
    public struct Value: Equatable, Sendable {
        /// The time of the move, in seconds on the scene clock.
        public var time: Double
        /// Where the finger is, in the gesture's coordinate space.
        public var location: CGPoint
        /// Where the finger went down, in the gesture's coordinate space.
        public var startLocation: CGPoint
        /// The finger's velocity in points per second, from its last move (the distance from the
        /// move before over the time between them; zero at the first move).
        public var velocity: CGSize
        /// `location` less `startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// Where the finger would come to rest if it lifted now and kept decelerating as a
        /// scroll view does (`UIScrollView.DecelerationRate.normal`, 0.998 per millisecond):
        /// `location + velocity × 0.998 / (1 − 0.998) / 1000`, that is velocity × 0.499 s.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * Self.projection, y: location.y + velocity.height * Self.projection)
        }
        /// `predictedEndLocation` less `startLocation`.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
        /// Seconds of velocity a prediction travels: the distance a scroll view decelerating at
        /// the normal rate (0.998 per millisecond) covers, over its starting velocity.
        public static let projection = 0.998 / (1 - 0.998) / 1000

        /// A value with these fields.
        public init(time: Double, location: CGPoint, startLocation: CGPoint, velocity: CGSize) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.velocity = velocity
        }
    }

    /// How far, in points, the finger moves before the gesture starts.
    public var minimumDistance: CGFloat
    /// The space locations are in: `.local` (the gesture's view) or `.global` (the scene).
    public var coordinateSpace: CoordinateSpace
    var changed: [(Value) -> Void] = []
    var ended: [(Value) -> Void] = []
    var updates: [(Value, Transaction) -> Transaction] = []
    /// Run as the drag starts; each gives back what puts its state back when the drag ends.
    var resets: [() -> (Transaction) -> Void] = []

    /// A drag that starts once the finger has moved `minimumDistance` points, reporting locations in
    /// `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// Runs `action` at every move of the started drag.
    public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture {
        var copy = self
        copy.changed.append(action)
        return copy
    }

    /// Runs `action` when the finger lifts after the drag started.
    public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture {
        var copy = self
        copy.ended.append(action)
        return copy
    }

    /// Sets `state` at every move of the started drag with `body`, which may also set the
    /// transaction; when the drag ends, `state` goes back to its initial value under that
    /// transaction, as SwiftUI's `updating(_:body:)`.
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> DragGesture {
        var copy = self
        copy.updates.append { value, transaction in
            var current = state.wrappedValue
            var transaction = transaction
            body(value, &current, &transaction)
            withTransaction(transaction) { state.assign(current) }
            return transaction
        }
        copy.resets.append { { transaction in withTransaction(transaction) { state.reset() } } }
        return copy
    }

    /// Sets the value `binding` reaches at every move of the started drag with `body`, and puts
    /// back the value it had when the drag started once it ends: `updating(_:body:)` for a
    /// scene file's `@GestureState`, which only its gesture changes, so the value at the start is
    /// its initial value.
    package func updating<State>(binding: Binding<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> DragGesture {
        var copy = self
        copy.updates.append { value, transaction in
            var current = binding.wrappedValue
            var transaction = transaction
            body(value, &current, &transaction)
            withTransaction(transaction) { binding.wrappedValue = current }
            return transaction
        }
        copy.resets.append {
            let saved = binding.wrappedValue
            return { transaction in withTransaction(transaction) { binding.wrappedValue = saved } }
        }
        return copy
    }

    /// What a touch runs with this gesture.
    package var recognizer: DragRecognizer {
        DragRecognizer(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace,
                       changed: { value, transaction in
                           var transaction = transaction
                           for update in updates { transaction = update(value, transaction) }
                           for action in changed { action(value) }
                           return transaction
                       },
                       begin: {
                           let restores = resets.map { $0() }
                           return { transaction in for restore in restores { restore(transaction) } }
                       },
                       ended: { value in for action in ended { action(value) } })
    }
}

/// What a drag runs, as the engine keeps it in a touch handler.
package struct DragRecognizer {
    /// How far the finger moves before the drag starts.
    package var minimumDistance: CGFloat
    /// The space its locations are in.
    package var coordinateSpace: CoordinateSpace
    /// Runs at each move of the started drag with the transaction so far; gives back the
    /// transaction `updating` set.
    package var changed: (DragGesture.Value, Transaction) -> Transaction
    /// Runs as the drag starts (before its first `changed`); gives back what puts the gesture's
    /// state back when it ends, under the transaction given.
    package var begin: () -> (Transaction) -> Void
    /// Runs when the finger lifts after the drag started (after the state is put back).
    package var ended: (DragGesture.Value) -> Void
}

extension View {
    /// Attaches `gesture` to the view, as SwiftUI's `gesture(_:including:)`: a scripted drag
    /// (`Touch.drag`) that goes down on the view plays it.
    public func gesture(_ gesture: DragGesture) -> _InteractionModifiedView<Self> {
        let recognizer = gesture.recognizer
        return _InteractionModifiedView(content: self) { _ in
            var handler = TouchHandler(name: "DragGesture")
            handler.drag = recognizer
            return InteractionNode(name: "DragGesture", handlers: [handler])
        }
    }
}
