/// One entry in a property's history: at `time`, the property became `value` under `transaction`.
public struct AttributeChange<Value> {
    /// When the change happened, in seconds on the scene's timeline.
    public var time: Double
    /// The new model value.
    public var value: Value
    /// How the change animates.
    public var transaction: Transaction

    /// A change under a transaction.
    public init(time: Double, value: Value, transaction: Transaction) {
        self.time = time
        self.value = value
        self.transaction = transaction
    }

    /// A change under `animation` (nil for a change that jumps).
    public init(time: Double, value: Value, animation: Animation?) {
        self.init(time: time, value: value, transaction: Transaction(animation: animation))
    }
}

extension AttributeChange: Sendable where Value: Sendable {}
