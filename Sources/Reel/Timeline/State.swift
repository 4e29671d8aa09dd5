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
        recorder?.willChange(owner: location?.owner)
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

/// Notes that state changed while a timeline event runs, and under which transaction, and keeps
/// the states an event's changes make.
///
/// An event's changes make one state, each change keeping its transaction: a view's attributes
/// animate with the transaction of the change to its own state (or to the state of the nearest
/// view around it whose state changed; `StateChanges`), as SwiftUI animates each view's update
/// with the transaction it was made in. So a grid of views each starting its own animation in its
/// `onAppear` (a stagger: each with its own delay) makes one state, not one per view (each state
/// is resolved and laid out whole by every frame after it, so a state per view made the cost grow
/// with the square of the views).
///
/// Only where that cannot tell the changes apart does a change start a state of its own, with
/// the state before it read first: a change to the scene's own state (which every view reads)
/// under another transaction than the changes before it, and a change to the state of a view
/// that, or one of whose enclosing or enclosed views, changed under another transaction (its
/// attributes would not know which change they follow). Changes under one transaction never
/// split.
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
    /// Reads every state property, to record the state a group of changes leaves.
    var snapshot: (() -> StateValues)?
    /// The views with state around the view whose state is `key`, nearest first, in the last
    /// resolution of the body; nil when the view is not in it (`ViewAncestry`).
    var ancestors: ((ViewStateKey) -> [ViewStateKey]?)?
    /// The states the changes made (complete once `finish()` has run): the values after each
    /// group of changes, with the transaction its views take when no change of theirs says
    /// otherwise, and the transactions of the views whose state changed.
    private(set) var states: [(values: StateValues, transaction: Transaction, changes: StateChanges)] = []
    /// The changes since the last state was read.
    private var group = ChangeGroup()
    /// A recorder of allowed changes.
    init() { forbidden = nil }

    /// Whether a timeline event (an `At` event, a view's event action or a delayed action) is
    /// running on this task, so state may change now; false while a `body` is evaluated and
    /// while a frame is drawn.
    package static var isRunningEvent: Bool { current.map { $0.forbidden == nil } ?? false }
    /// A recorder that reports every change to `log` as a mistake.
    init(reportingTo log: DiagnosticLog) { forbidden = log }

    /// Called before a change to the state of the view `owner` (nil: the scene's own state) is
    /// made: a change the changes before it cannot take in reads their state first (the state
    /// before this change), and starts the next.
    func willChange(owner: ViewStateKey?) {
        guard forbidden == nil else { return }
        let transaction = TransactionContext.current ?? Transaction()
        if group.conflicts(owner, transaction, ancestors: ancestors) { readGroup() }
        group.add(owner, transaction, ancestors: ancestors)
    }

    func recordChange() {
        if let forbidden {
            forbidden.warning("state changed while body was evaluated; change state in timeline events (At) so it can animate",
                              view: "@State")
            return
        }
        transactions.append(TransactionContext.current ?? Transaction())
    }

    /// Reads the state the last changes leave: `states` is then complete.
    func finish() { readGroup() }

    /// Keeps the state the changes since the last one leave, if there were any.
    private func readGroup() {
        guard !group.isEmpty, let snapshot else { return }
        states.append((snapshot(), group.transaction, group.changes))
        group = ChangeGroup()
    }
}

/// Which transaction each view whose state changed in one state of the timeline animates with:
/// empty when every change had the same transaction (the state's own then applies everywhere).
package struct StateChanges {
    /// The transactions of the changes, each once.
    package var transactions: [Transaction] = []
    /// For each view whose state changed, the index in `transactions` of its last change's.
    package var views: [ViewStateKey: Int32] = [:]

    /// No changes of their own.
    package static var none: StateChanges { StateChanges() }
}

/// The changes of one event since its last state was read, and what decides whether the next
/// change joins them (see `StateChangeRecorder`).
private struct ChangeGroup {
    /// Whether no change was made.
    private(set) var isEmpty = true
    /// The transaction of the first change.
    private var first = Transaction()
    /// Whether changes had different transactions.
    private var mixed = false
    /// Whether the scene's own state changed.
    private var scene = false
    /// The last transaction, and the last one with an animation.
    private var last = Transaction()
    private var lastAnimated: Transaction?
    /// The transaction of the last change of each view's state.
    private var owners: [ViewStateKey: Transaction] = [:]
    /// For each view around a view whose state changed, the transaction of the changes inside it
    /// (nil: changes of several transactions); kept once the changes are mixed.
    private var below: [ViewStateKey: Transaction?] = [:]
    /// Whether a view whose state changed is not in the last resolution (its place is unknown).
    private var unknown = false

    /// The transaction of the changes: the last one with an animation, else the last (as a
    /// single change's).
    var transaction: Transaction { lastAnimated ?? last }

    /// The transactions of the views whose state changed, when changes had different transactions.
    var changes: StateChanges {
        guard mixed else { return .none }
        var result = StateChanges()
        var numbers: [Transaction: Int32] = [:]
        result.views.reserveCapacity(owners.count)
        for (owner, transaction) in owners {
            let number: Int32
            if let known = numbers[transaction] {
                number = known
            } else {
                number = Int32(result.transactions.count)
                numbers[transaction] = number
                result.transactions.append(transaction)
            }
            result.views[owner] = number
        }
        return result
    }

    /// Whether a change to `owner`'s state under `transaction` must start a state of its own.
    mutating func conflicts(_ owner: ViewStateKey?, _ transaction: Transaction,
                            ancestors: ((ViewStateKey) -> [ViewStateKey]?)?) -> Bool {
        if isEmpty || (!mixed && first == transaction) { return false }
        // The scene's state is read by every view: it takes no other transaction's company.
        guard let owner, !scene, let ancestors else { return true }
        if !mixed { markAll(ancestors) }
        if unknown { return true }
        if let known = owners[owner], known != transaction { return true }
        if let inside = below[owner], inside != transaction { return true }
        guard let chain = ancestors(owner) else { return true }
        return chain.contains { owners[$0].map { $0 != transaction } ?? false }
    }

    /// Adds a change to `owner`'s state under `transaction`.
    mutating func add(_ owner: ViewStateKey?, _ transaction: Transaction, ancestors: ((ViewStateKey) -> [ViewStateKey]?)?) {
        if isEmpty {
            isEmpty = false
            first = transaction
        } else if !mixed && first != transaction, let ancestors {
            markAll(ancestors)
        }
        if first != transaction { mixed = true }
        last = transaction
        if transaction.animation != nil { lastAnimated = transaction }
        guard let owner else {
            scene = true
            return
        }
        owners[owner] = transaction
        if mixed, let ancestors { mark(owner, transaction, ancestors) }
    }

    /// Notes the views around every view whose state changed (once changes become mixed).
    private mutating func markAll(_ ancestors: (ViewStateKey) -> [ViewStateKey]?) {
        guard below.isEmpty else { return }
        for (owner, transaction) in owners { mark(owner, transaction, ancestors) }
    }

    /// Notes the views around `owner`, whose state changed under `transaction`.
    private mutating func mark(_ owner: ViewStateKey, _ transaction: Transaction, _ ancestors: (ViewStateKey) -> [ViewStateKey]?) {
        guard let chain = ancestors(owner) else {
            unknown = true
            return
        }
        for view in chain {
            switch below[view] {
            case .none: below[view] = .some(transaction)
            case .some(.some(let inside)) where inside != transaction: below[view] = .some(nil)
            default: break
            }
        }
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
    return try TransactionContext.$current.withValue(transaction, operation: body)
}

/// A state is shared by the closures of its view as SwiftUI's is: a scene instance belongs to one
/// rendering thread, and the closures a timeline event delays (`DispatchQueue.main.asyncAfter`,
/// whose actions Swift treats as isolated to the main actor) capture the view they change.
extension State: @unchecked Sendable where Value: Sendable {}
