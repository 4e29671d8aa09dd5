import Foundation

/// The interpreter's memory budget: every array and string it makes on the scene's behalf is
/// counted before it is made, against the size of one value (`collectionSize` elements,
/// `stringBytes` bytes) and against the bytes made in one evaluation (`allocatedBytes`). A
/// doubling loop (`a = a + a`, `s = "\(s)\(s)"`) stops at its first value past a limit, long before
/// memory runs out, and a loop that copies large values stops once the copies add up, however few
/// steps it takes.
extension Interpreter {
    /// The bytes an array element takes.
    static let elementBytes = MemoryLayout<Value>.stride

    /// Counts an array of `count` elements made at `position`, of which `added` are new (an
    /// array grown in place counts only what it gains; all of them by default).
    /// - Throws: a limit error when the array would be too long or the evaluation has made too much.
    @inline(__always)
    func allocate(elements count: Int, adding added: Int? = nil, at position: ScriptPosition) throws {
        if _slowPath(count > limits.collectionSize) { throw arrayTooLong(count, at: position) }
        try charge((added ?? count) &* Interpreter.elementBytes, at: position)
    }

    /// Counts a string of `bytes` UTF-8 bytes made at `position`, of which `added` are new.
    /// - Throws: a limit error when the string would be too long or the evaluation has made too much.
    @inline(__always)
    func allocate(stringBytes bytes: Int, adding added: Int? = nil, at position: ScriptPosition) throws {
        if _slowPath(bytes > limits.stringBytes) { throw stringTooLong(bytes, at: position) }
        try charge(added ?? bytes, at: position)
    }

    /// Adds `bytes` to the evaluation's total.
    @inline(__always)
    private func charge(_ bytes: Int, at position: ScriptPosition) throws {
        allocated &+= bytes
        if _slowPath(allocated > limits.allocatedBytes) { throw madeTooMuch(at: position) }
    }

    @inline(never)
    private func arrayTooLong(_ count: Int, at position: ScriptPosition) -> ScriptError {
        error(.limit, position, "the array would have \(count) elements, more than the limit of \(limits.collectionSize)")
    }

    @inline(never)
    private func stringTooLong(_ bytes: Int, at position: ScriptPosition) -> ScriptError {
        error(.limit, position, "the string would be \(bytes) bytes long, more than the limit of \(limits.stringBytes)")
    }

    @inline(never)
    private func madeTooMuch(at position: ScriptPosition) -> ScriptError {
        error(.limit, position, "the scene made more than \(limits.allocatedBytes >> 20) MB of arrays and strings in one evaluation; "
              + "it grows or copies large values in a loop")
    }
}
