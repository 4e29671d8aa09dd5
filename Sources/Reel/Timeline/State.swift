import Foundation

/// A value a scene changes over time, as SwiftUI's `@State`: the engine owns its storage, sets
/// it to each moment's value before evaluating `body`, and records the changes that timeline
/// events make to it.
@propertyWrapper
public struct State<Value> {
    let box: StateBox<Value>

    /// State starting at `wrappedValue`.
    public init(wrappedValue: Value) { box = StateBox(wrappedValue) }
    /// State starting at `initialValue`.
    public init(initialValue: Value) { box = StateBox(initialValue) }

    /// The current value; assigning it inside a timeline event records a change.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.assign(newValue) }
    }

    /// A binding to this state's storage, for a child view to read and change (`Child(x: $x)`).
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.assign($0) })
    }
}

/// The engine's handle on a piece of state of any type.
package protocol AnyStateBox: AnyObject {
    /// The current value.
    var anyValue: Any { get set }
    /// Where the value lives while the timeline is resolved (state owned by a view), if anywhere
    /// but the box.
    var location: StateLocation? { get set }
}

/// Storage for one `@State` property. A view's state, while the timeline is resolved, lives in a
/// `StateLocation` shared by every `State` made for the view's identity (`location`); otherwise
/// in the box itself.
final class StateBox<Value>: AnyStateBox {
    private var stored: Value
    /// Where the value lives while the timeline is resolved, for state owned by a view.
    package var location: StateLocation?
    init(_ value: Value) { stored = value }

    var value: Value {
        get {
            guard let location else { return stored }
            return location.value as! Value
        }
        set {
            if let location { location.value = newValue } else { stored = newValue }
        }
    }

    package var anyValue: Any {
        get { value }
        set { value = newValue as! Value }
    }

    func assign(_ newValue: Value) {
        let recorder = StateChangeRecorder.current
        recorder?.willChange()
        value = newValue
        recorder?.recordChange()
    }
}

/// Lets the engine find a scene's state properties by reflection.
package protocol StateProperty {
    /// The storage of the property.
    var stateBox: AnyStateBox { get }
}

/// A scene whose state properties are not stored Swift properties (a scene interpreted from a
/// file): it lists them itself, in order, instead of the engine finding them by reflection.
package protocol DynamicStateScene {
    /// The scene's state properties.
    var stateProperties: [any StateProperty] { get }
    /// The scene's name, for messages and inspection.
    var sceneName: String { get }
    /// The object that is this instance (its storage), so caches of one instance are not used for
    /// another.
    var instanceObject: AnyObject { get }
}

extension State: StateProperty {
    package var stateBox: AnyStateBox { box }
}

/// Notes that state changed while a timeline event runs, and under which transaction. Changes are
/// grouped in blocks, one per `withAnimation`/`withTransaction` call (and one for the changes made
/// outside them), so each group animates with its own transaction, as in SwiftUI.
///
/// Consecutive blocks with equal transactions are one block: their changes animate alike, so a
/// state between them would only repeat the work of every state after it. Every view of a grid
/// starting the same animation in its `onAppear` then makes one state, not one per view (each
/// state is resolved and laid out whole by every frame after it, so a state per view made the
/// cost grow with the square of the views). A block's values are read once, when a change of
/// another transaction follows it or the event ends, never once per block.
package final class StateChangeRecorder: @unchecked Sendable {
    /// The recorder bound on this task, if any.
    @TaskLocal static var bound: StateChangeRecorder?
    /// The recorder of the event running on this task, if any (on a task's own thread, the
    /// event that resumed it: `EventContext`).
    static var current: StateChangeRecorder? { bound ?? EventContext.current?.recorder }
    /// The transactions in effect at each change, in order.
    private(set) var transactions: [Transaction] = []
    /// Where to report a change, when changes are not allowed (while `body` is evaluated).
    private let forbidden: DiagnosticLog?
    /// Reads every state property, to record the state a block of changes leaves.
    var snapshot: (() -> StateValues)?
    /// The state after each block of changes, with the transaction of its changes (complete once
    /// `finish()` has run).
    private(set) var blocks: [(values: StateValues, transaction: Transaction)] = []
    /// The transaction of the changes since the last block ended, if any were made.
    private var pending: Transaction?
    /// The transaction of the last block ended, while its values are not read yet: a block with an
    /// equal transaction that follows it joins it.
    private var ended: Transaction?
    /// A recorder of allowed changes.
    init() { forbidden = nil }

    /// Whether a timeline event (an `At` event, a view's event action or a delayed action) is
    /// running on this task, so state may change now; false while a `body` is evaluated and
    /// while a frame is drawn.
    package static var isRunningEvent: Bool { current.map { $0.forbidden == nil } ?? false }
    /// A recorder that reports every change to `log` as a mistake.
    init(reportingTo log: DiagnosticLog) { forbidden = log }

    /// Called before a change is made: a change that starts a block whose transaction differs
    /// from the last block's reads that block's values first (the state before this change).
    func willChange() {
        guard forbidden == nil, pending == nil, let last = ended else { return }
        guard (TransactionContext.current ?? Transaction()) != last else { return }
        readEndedBlock()
    }

    func recordChange() {
        if let forbidden {
            forbidden.warning("state changed while body was evaluated; change state in timeline events (At) so it can animate",
                              view: "@State")
            return
        }
        let transaction = TransactionContext.current ?? Transaction()
        transactions.append(transaction)
        if pending == nil || (pending?.animation == nil && transaction.animation != nil) { pending = transaction }
    }

    /// Ends the current block of changes, if it has any.
    func closeBlock() {
        guard let transaction = pending else { return }
        pending = nil
        if let last = ended, last != transaction { readEndedBlock() }
        ended = transaction
    }

    /// Ends the current block and reads the values of the last one: `blocks` is then complete.
    func finish() {
        closeBlock()
        readEndedBlock()
    }

    /// Keeps the values of the last block ended, if they are not kept yet.
    private func readEndedBlock() {
        guard let transaction = ended, let snapshot else { return }
        blocks.append((snapshot(), transaction))
        ended = nil
    }
}

/// The transaction in effect while `withAnimation` or `withTransaction` runs its body.
enum TransactionContext {
    @TaskLocal static var current: Transaction?
}

/// Runs `body` so that the state changes it makes animate with `animation` (`.default`, a
/// spring, when not given).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` so that the state changes it makes use `transaction`.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    // The changes made before and inside the call are separate blocks, each with its transaction.
    StateChangeRecorder.current?.closeBlock()
    defer { StateChangeRecorder.current?.closeBlock() }
    return try TransactionContext.$current.withValue(transaction, operation: body)
}

/// A state is shared by the closures of its view as SwiftUI's is: a scene instance belongs to one
/// rendering thread, and the closures a timeline event delays (`DispatchQueue.main.asyncAfter`,
/// whose actions Swift treats as isolated to the main actor) capture the view they change.
extension State: @unchecked Sendable where Value: Sendable {}
