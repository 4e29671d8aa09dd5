#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A POSIX thread with a stack of a chosen size: the one way Reel starts threads
/// (`LargeStack`, `WorkerThreads`).
///
/// Foundation's `Thread` and Dispatch's pools cannot promise a stack size on every platform, and
/// the engine and the scene interpreter recurse as deep as their limits allow.
package struct SystemThread: @unchecked Sendable {
    #if canImport(Glibc) || canImport(Musl)
    private let handle: pthread_t
    #else
    private let handle: pthread_t?
    #endif

    /// The work a thread runs, kept alive until the thread has taken it.
    private final class Work {
        let body: () -> Void
        let stackSize: Int
        init(_ body: @escaping () -> Void, stackSize: Int) { self.body = body; self.stackSize = stackSize }
    }

    /// Starts a thread running `body` on a stack of `stackSize` bytes; nil when the system cannot
    /// start one (too many threads or too little memory), with `errno`-style code in `failure`.
    package static func start(stackSize: Int, _ body: @escaping @Sendable () -> Void) -> SystemThread? {
        var failure: Int32 = 0
        return start(stackSize: stackSize, failure: &failure, body)
    }

    /// Starts a thread running `body`; nil when it cannot, with the system's error code in `failure`.
    package static func start(stackSize: Int, failure: inout Int32, _ body: @escaping @Sendable () -> Void) -> SystemThread? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        let context = Unmanaged.passRetained(Work(body, stackSize: stackSize)).toOpaque()
        #if canImport(Glibc) || canImport(Musl)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let created = pthread_create(&thread, &attributes, { context in
            #if canImport(Glibc) || canImport(Musl)
            let work = Unmanaged<Work>.fromOpaque(context!).takeRetainedValue()
            #else
            let work = Unmanaged<Work>.fromOpaque(context).takeRetainedValue()
            #endif
            SystemThread.recordStackLimit(stackSize: work.stackSize)
            work.body()
            return nil
        }, context)
        if created != 0 {
            Unmanaged<Work>.fromOpaque(context).release()
            failure = created
            return nil
        }
        return SystemThread(handle: thread)
    }

    /// How many threads with stacks of `stackSize` bytes fit in half of the address space the
    /// process has left under its limit (`RLIMIT_AS`, as `ulimit -v` sets it); `Int.max` when
    /// there is no limit. Starting threads until the system refuses would leave no memory for the
    /// work they were started for.
    package static func affordableCount(stackSize: Int) -> Int {
        #if os(Linux)
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return .max }
        // The first field of /proc/self/statm is the address space in use, in pages.
        let descriptor = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .max }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = read(descriptor, &buffer, buffer.count)
        close(descriptor)
        guard count > 0, let pages = Int(String(decoding: buffer[0..<count].prefix { $0 != UInt8(ascii: " ") }, as: UTF8.self)) else {
            return .max
        }
        let left = Int(clamping: limit.rlim_cur) - pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        return max(0, left / 2 / max(1, stackSize))
        #else
        return .max
        #endif
    }

    /// The bytes of stack the calling thread has left below the current frame, when the thread
    /// is one `start` made; nil on any other thread (the main thread, Dispatch's and Swift's
    /// pools), whose stack size Reel does not choose.
    package static func remainingStack() -> Int? {
        guard let low = pthread_getspecific(stackLimitKey) else { return nil }
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        let limit = UInt(bitPattern: low)
        return here > limit ? Int(here - limit) : 0
    }

    /// The key of the lowest usable stack address of each thread `start` made.
    private static let stackLimitKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Records the lowest usable address of the calling thread's stack, `stackSize` bytes below
    /// the frame that starts it, less a margin for what the system put above that frame.
    private static func recordStackLimit(stackSize: Int) {
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        let margin: UInt = 64 << 10
        let size = UInt(stackSize)
        guard size > margin, here > size else { return }
        pthread_setspecific(stackLimitKey, UnsafeRawPointer(bitPattern: here - size + margin))
    }

    /// Waits for the thread to end.
    package func join() {
        #if canImport(Glibc) || canImport(Musl)
        pthread_join(handle, nil)
        #else
        pthread_join(handle!, nil)
        #endif
    }
}
