/// What lowered code runs with: the slots of the running function's parameters and locals, the
/// interpreter, the instance `self` refers to, and the closure being run (whose captured values
/// closures read). Passed to every node by value; it owns nothing (the caller keeps all of it
/// alive while the code runs).
package struct Frame {
    /// The running code's slots (`Code.frameSize` of them).
    package let slots: UnsafeMutablePointer<Value>
    /// The interpreter.
    package unowned(unsafe) let x: Interpreter
    /// The instance of the running method, property or view, if any.
    package unowned(unsafe) let owner: SelfBinding?
    /// The closure or local function being run, whose `captures` the code reads.
    package unowned(unsafe) let function: ScriptFunction?

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
    private var used = 0

    /// Where the stack stood before a frame was taken.
    struct Mark {
        fileprivate let chunk: Int
        fileprivate let used: Int
    }

    /// `count` slots set to `.void`, and the mark to give them back with.
    func take(_ count: Int) -> (slots: UnsafeMutablePointer<Value>, mark: Mark) {
        let mark = Mark(chunk: chunk, used: used)
        if chunk < 0 || used + count > chunks[chunk].capacity {
            chunk += 1
            used = 0
            if chunk == chunks.count {
                let capacity = max(ValueStack.chunkSize, count)
                chunks.append((.allocate(capacity: capacity), capacity))
            } else if chunks[chunk].capacity < count {
                chunks[chunk].base.deallocate()
                chunks[chunk] = (.allocate(capacity: count), count)
            }
        }
        let slots = chunks[chunk].base + used
        slots.initialize(repeating: .void, count: count)
        used += count
        return (slots, mark)
    }

    /// Gives back the `count` slots taken last, releasing what they hold.
    func give(_ slots: UnsafeMutablePointer<Value>, count: Int, mark: Mark) {
        slots.deinitialize(count: count)
        chunk = mark.chunk
        used = mark.used
    }

    deinit {
        for chunk in chunks { chunk.base.deallocate() }
    }
}
