/// `stride(from:to:by:)` or `stride(from:through:by:)` of integers or doubles.
package struct ScriptStride {
    /// The first value.
    var start: Value
    /// The bound.
    var end: Value
    /// The step.
    var step: Value
    /// Whether the bound itself is included (`through:`).
    var inclusive: Bool

    /// The values, at most `limit` of them.
    func values(limit: Int, interpreter: Interpreter, at node: ScriptPosition) throws -> [Value] {
        if case .int(let a) = start, case .int(let b) = end, case .int(let s) = step {
            guard s != 0 else { throw interpreter.error(.invalidValue, node, "stride by 0 never ends") }
            var result: [Value] = []
            var x = a
            while s > 0 ? (inclusive ? x <= b : x < b) : (inclusive ? x >= b : x > b) {
                result.append(.int(x))
                guard result.count <= limit else { throw interpreter.error(.limit, node, "the stride has more than \(limit) values") }
                let (next, overflow) = x.addingReportingOverflow(s)
                if overflow { break }
                x = next
            }
            return result
        }
        let a = try interpreter.number(start, at: node), b = try interpreter.number(end, at: node), s = try interpreter.number(step, at: node)
        guard s != 0, s.isFinite, a.isFinite, b.isFinite else { throw interpreter.error(.invalidValue, node, "stride needs a finite, non-zero step") }
        var result: [Value] = []
        // Swift's floating-point stride computes start + i × step to avoid accumulating error.
        var i = 0.0
        while true {
            let x = a + i * s
            guard s > 0 ? (inclusive ? x <= b : x < b) : (inclusive ? x >= b : x > b) else { break }
            result.append(.double(x))
            guard result.count <= limit else { throw interpreter.error(.limit, node, "the stride has more than \(limit) values") }
            i += 1
        }
        return result
    }
}
