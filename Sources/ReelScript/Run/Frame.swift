/// What lowered code runs with: the slots of the running function's parameters and locals, the
/// interpreter, the instance `self` refers to, and the closure being run (whose captured values
/// closures read). Passed to every node by value, borrowed: passing it costs no reference count,
/// and its references are strong because reading a strong reference from a borrowed frame retains
/// nothing, where an unowned one is retained at every read. Its slots belong to the caller.
package struct Frame {
    /// The running code's slots (`Code.frameSize` of them).
    package let slots: UnsafeMutablePointer<Value>
    /// The interpreter.
    package let x: Interpreter
    /// The instance of the running method, property or view, if any.
    package let owner: SelfBinding?
    /// The closure or local function being run, whose `captures` the code reads.
    package let function: ScriptFunction?

    /// A frame of `slots`.
    init(slots: UnsafeMutablePointer<Value>, x: Interpreter, owner: SelfBinding?, function: ScriptFunction?) {
        self.slots = slots
        self.x = x
        self.owner = owner
        self.function = function
    }
}

/// The interpreter's stack of frame slots: frames are taken and given back in last-in, first-out
/// order, from chunks that never move (frames point into them), so calling a function of the file
/// allocates nothing once the stack has grown to its deepest.
final class ValueStack {
    /// Slots per chunk; a frame larger than this gets a chunk of its own size.
    private static let chunkSize = 4096
    private var chunks: [(base: UnsafeMutablePointer<Value>, capacity: Int)] = []
    private var chunk = -1
    /// The current chunk's start and size, and how many of its slots are taken.
    private var base: UnsafeMutablePointer<Value>?
    private var capacity = 0
    private var used = 0

    /// Where the stack stood before a frame was taken.
    struct Mark {
        fileprivate let chunk: Int
        fileprivate let used: Int
    }

    /// `count` slots set to `.void`, and the mark to give them back with.
    @inline(__always)
    func take(_ count: Int) -> (slots: UnsafeMutablePointer<Value>, mark: Mark) {
        let mark = Mark(chunk: chunk, used: used)
        if _slowPath(base == nil || used &+ count > capacity) { nextChunk(count) }
        let slots = base.unsafelyUnwrapped + used
        // One by one: the bulk forms go through the runtime's generic array witnesses.
        for index in 0..<count { (slots + index).initialize(to: .void) }
        used &+= count
        return (slots, mark)
    }

    /// Moves to the next chunk, making it (or a larger one) when it cannot hold `count` slots.
    private func nextChunk(_ count: Int) {
        chunk += 1
        used = 0
        if chunk == chunks.count {
            let capacity = max(ValueStack.chunkSize, count)
            chunks.append((.allocate(capacity: capacity), capacity))
        } else if chunks[chunk].capacity < count {
            chunks[chunk].base.deallocate()
            chunks[chunk] = (.allocate(capacity: count), count)
        }
        base = chunks[chunk].base
        capacity = chunks[chunk].capacity
    }

    /// Gives back the `count` slots taken last, releasing what they hold.
    @inline(__always)
    func give(_ slots: UnsafeMutablePointer<Value>, count: Int, mark: Mark) {
        for index in 0..<count { (slots + index).deinitialize(count: 1) }
        if _slowPath(mark.chunk != chunk) {
            chunk = mark.chunk
            base = chunk < 0 ? nil : chunks[chunk].base
            capacity = chunk < 0 ? 0 : chunks[chunk].capacity
        }
        used = mark.used
    }

    deinit {
        for chunk in chunks { chunk.base.deallocate() }
    }
}
