import Foundation

/// A hashable fingerprint of one animated value's history (its values, exactly, bit for bit, the
/// times of its changes and their transactions), so that values with the same history share one
/// animator: every dot of a grid that scales under the same change has the same scale history,
/// and a frame then evaluates it once.
///
/// Two histories with the same key give the same presentation value at every time, because the
/// animator is a deterministic function of its history. Histories with custom animations (whose
/// equality is the user's) get no key.
struct AnimationHistoryKey: Hashable {
    private var numbers: [UInt64] = []
    private var transactions: [Transaction] = []

    /// An empty key.
    init() {}

    /// Adds a number.
    mutating func append(_ value: Double) { numbers.append(value.bitPattern) }

    /// Adds a marker that separates kinds of values.
    mutating func append(tag: UInt64) { numbers.append(tag) }

    /// Adds a rectangle.
    mutating func append(_ rect: CGRect) {
        append(Double(rect.origin.x)); append(Double(rect.origin.y))
        append(Double(rect.size.width)); append(Double(rect.size.height))
    }

    /// Adds a transaction; false (and the key is unusable) when its animation is a custom one.
    mutating func append(_ transaction: Transaction) -> Bool {
        if let animation = transaction.animation, animation.storage.isCustom { return false }
        transactions.append(transaction)
        return true
    }

    /// Adds an attribute value; false (and the key is unusable) for values other than numbers,
    /// sizes, angles and colours.
    mutating func append(_ value: AttributeAnimation.Value) -> Bool {
        switch value {
        case .number(let v): append(tag: 0); append(v)
        case .size(let s): append(tag: 1); append(Double(s.width)); append(Double(s.height))
        case .angle(let a): append(tag: 2); append(a.radians)
        case .color(let c): append(tag: 3); append(c.red); append(c.green); append(c.blue); append(c.alpha)
        case .motion(let m):
            append(tag: 4)
            append(m.appeared)
            for v in [m.anchor.unit.x, m.anchor.unit.y, m.anchor.offset.x, m.anchor.offset.y] { append(Double(v)) }
        default: return false
        }
        return true
    }
}
