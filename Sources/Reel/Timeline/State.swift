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
}

/// The engine's handle on a piece of state of any type.
protocol AnyStateBox: AnyObject {
    /// The current value.
    var anyValue: Any { get set }
}

/// Storage for one `@State` property.
final class StateBox<Value>: AnyStateBox {
    var value: Value
    init(_ value: Value) { self.value = value }

    var anyValue: Any {
        get { value }
        set { value = newValue as! Value }
    }

    func assign(_ newValue: Value) {
        value = newValue
        StateChangeRecorder.current?.recordChange()
    }
}

/// Lets the engine find a scene's state properties by reflection.
protocol StateProperty {
    var stateBox: AnyStateBox { get }
}

extension State: StateProperty {
    var stateBox: AnyStateBox { box }
}

/// Notes that state changed while a timeline event runs, and under which transaction.
final class StateChangeRecorder: @unchecked Sendable {
    /// The recorder of the event running on this task, if any.
    @TaskLocal static var current: StateChangeRecorder?
    /// The transactions in effect at each change, in order.
    private(set) var transactions: [Transaction] = []
    /// Where to report a change, when changes are not allowed (while `body` is evaluated).
    private let forbidden: DiagnosticLog?

    /// A recorder of allowed changes.
    init() { forbidden = nil }
    /// A recorder that reports every change to `log` as a mistake.
    init(reportingTo log: DiagnosticLog) { forbidden = log }

    func recordChange() {
        if let forbidden {
            forbidden.warning("state changed while body was evaluated; change state in timeline events (At) so it can animate",
                              view: "@State")
            return
        }
        transactions.append(TransactionContext.current ?? Transaction())
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
    try TransactionContext.$current.withValue(Transaction(animation: animation), operation: body)
}

/// Runs `body` so that the state changes it makes use `transaction`.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try TransactionContext.$current.withValue(transaction, operation: body)
}
