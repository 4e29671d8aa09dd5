#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CSpawn
import ReelSystem
import Synchronization

/// The signal that asked this process to stop (0 while none has): written by the handler,
/// read by the threads that poll `Interruption.signal`.
private let caughtSignal = Atomic<Int32>(0)

/// The write end of the pipe that wakes the watcher thread (-1 before `trap`).
private let wakeDescriptor = Atomic<Int32>(-1)

/// How many pieces of work that poll `Interruption.isRequested` are running (`cooperating`).
private let cooperatingWork = Atomic<Int>(0)

/// Whether `trap` has run.
private let trapped = Atomic<Bool>(false)

/// SIGINT and SIGTERM honoured at all times: whatever Reel is doing, it stops within a second,
/// stops its child processes (ffmpeg, ffprobe), removes its temporary files, and exits with
/// `128 + signal` (130 for Ctrl-C, 143 for SIGTERM).
///
/// The signal handler does only what is safe in a handler: it records the signal and writes a
/// byte to a pipe. A watcher thread reads that pipe and does the rest:
///
/// 1. On the first signal it stops every child at once (SIGTERM, then SIGKILL 0.2 s later to one
///    still running): any child's work is unfinished work once Reel is asked to stop.
/// 2. Work that polls `isRequested` (a render or an export, inside `cooperating`) then stops
///    cleanly by itself: it keeps the frames it finished, says what it removed, and exits.
///    Where no such work runs (`concat`, `test`, loading a scene), or if that work has not ended
///    the process within `grace` (0.8 s: a frame stuck in Pango or in a blur polls nothing), the
///    watcher ends the process itself: it stops the children still running, removes every
///    temporary file (`CleanupRegistry`), prints one line, and exits with `128 + signal`.
/// 3. A second signal does the same at once.
///
/// The watcher is an ordinary thread, not a handler: it can take locks and allocate, and no
/// thread that is stuck (in C code, in a blocking system call such as opening a FIFO) can keep it
/// from running.
public enum Interruption {
    /// How long work that polls `isRequested` has, after the first signal, to end the process by
    /// itself before the watcher ends it.
    public static let grace = Duration.milliseconds(800)

    /// How long a child has, after SIGTERM, before it gets SIGKILL.
    public static let childGrace = Duration.milliseconds(200)

    /// Installs the handlers for SIGINT and SIGTERM and starts the watcher thread, and ignores
    /// SIGPIPE (writing to a child that has died then fails with an error instead of killing
    /// Reel). Call it before the work; calls after the first do nothing.
    public static func trap() {
        signal(SIGPIPE, SIG_IGN)
        guard !trapped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        var ends: [Int32] = [-1, -1]
        guard reel_pipe(&ends) == 0 else { return }
        // The handler must never wait: a full pipe (thousands of signals unread) drops the byte.
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        _ = caughtSignal.load(ordering: .relaxed)   // the globals exist before a handler reads them
        wakeDescriptor.store(ends[1], ordering: .releasing)
        let reader = ends[0]
        guard SystemThread.start(stackSize: 256 << 10, { watch(reader) }) != nil else { return }
        var action = sigaction()
        #if canImport(Glibc) || canImport(Musl)
        action.__sigaction_handler.sa_handler = { number in Interruption.handle(number) }
        #else
        action.__sigaction_u.__sa_handler = { number in Interruption.handle(number) }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for s in [SIGINT, SIGTERM] {
            sigaction(s, &action, nil)
            sigaddset(&unblocked, s)
        }
        // A signal blocked when Reel started would never reach the handler.
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }

    /// The signal handler: records the first signal and wakes the watcher. Only async-signal-safe
    /// calls; `errno` is kept.
    private static func handle(_ number: Int32) {
        let saved = errno
        _ = caughtSignal.compareExchange(expected: 0, desired: number, ordering: .relaxed)
        let descriptor = wakeDescriptor.load(ordering: .relaxed)
        if descriptor >= 0 {
            var byte = UInt8(truncatingIfNeeded: number)
            _ = write(descriptor, &byte, 1)
        }
        errno = saved
    }

    /// The signal received, or nil while none has been.
    public static var receivedSignal: Int32? {
        let number = caughtSignal.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }

    /// Whether a stop was requested.
    public static var isRequested: Bool { receivedSignal != nil }

    /// Forgets a received signal (for tests that raise one on purpose).
    public static func reset() {
        caughtSignal.store(0, ordering: .relaxed)
    }

    /// Runs `body`, work that polls `isRequested` and stops cleanly by itself when it turns true
    /// (a render, an export): a signal gives it `grace` to end the process before the watcher
    /// does. Outside such work a signal ends the process at once.
    public static func cooperating<Result>(_ body: () throws -> Result) rethrows -> Result {
        cooperatingWork.add(1, ordering: .relaxed)
        defer { cooperatingWork.subtract(1, ordering: .relaxed) }
        return try body()
    }

    /// Ends the process with `status`, after stopping any child still running and removing any
    /// temporary file still recorded (there should be none). The recorded children and files
    /// stay locked until the process has ended, so the watcher never acts on them at the same time.
    public static func exit(_ status: Int32) -> Never {
        CleanupRegistry.shared.shutDown(grace: childGrace) { _, _ in
            systemExit(status)
        }
    }

    /// The words a message about `signal` starts with: "interrupted" for SIGINT (Ctrl-C),
    /// "stopped by signal 15" otherwise.
    public static func describe(_ signal: Int32) -> String {
        signal == SIGINT ? "interrupted" : "stopped by signal \(signal)"
    }

    /// The watcher thread: waits for the first signal, stops the children, waits `grace` for
    /// cooperating work (or a second signal), then ends the process.
    private static func watch(_ reader: Int32) -> Never {
        let first = nextSignal(from: reader, within: nil) ?? SIGTERM
        CleanupRegistry.shared.signalChildren(SIGTERM)
        if cooperatingWork.load(ordering: .relaxed) == 0 { end(first) }
        let clock = ContinuousClock()
        let start = clock.now
        var killed = false
        while true {
            let now = clock.now
            if now - start >= grace { end(first) }
            let wake = killed ? start + grace : start + min(childGrace, grace)
            if nextSignal(from: reader, within: max(.zero, wake - now)) != nil { end(first) }
            if !killed, clock.now - start >= childGrace {
                CleanupRegistry.shared.signalChildren(SIGKILL)
                killed = true
            }
        }
    }

    /// The next signal written to the pipe, waiting at most `limit` (for ever when nil); nil when
    /// none came in time.
    private static func nextSignal(from reader: Int32, within limit: Duration?) -> Int32? {
        var poller = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
        let milliseconds = limit.map { Int32(clamping: $0.components.seconds * 1000 + $0.components.attoseconds / 1_000_000_000_000_000) } ?? -1
        let ready = poll(&poller, 1, milliseconds)
        guard ready > 0 else { return nil }
        var byte: UInt8 = 0
        guard read(reader, &byte, 1) == 1 else { return nil }
        return Int32(byte)
    }

    /// Ends the process for `signal`: stops the children, removes the temporary files, says so in
    /// one line on standard error, and exits with `128 + signal`.
    private static func end(_ signal: Int32) -> Never {
        CleanupRegistry.shared.shutDown(grace: childGrace) { stopped, removed in
            var done: [String] = []
            let programs = Array(Set(stopped)).sorted()
            if !programs.isEmpty { done.append("stopped " + programs.joined(separator: " and ")) }
            if removed > 0 { done.append("removed \(removed) unfinished file\(removed == 1 ? "" : "s")") }
            let message = describe(signal) + ": stopped at once" + (done.isEmpty ? "" : "; " + done.joined(separator: ", ")) + "\n"
            // A progress bar on a terminal is cleared first.
            let line = (isatty(STDERR_FILENO) == 1 ? "\r\u{1B}[K" : "") + message
            let bytes = Array(line.utf8)
            _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            _exit(128 + signal)
        }
    }
}

/// The C library's `exit` (`Interruption.exit` hides the unqualified name).
private func systemExit(_ status: Int32) -> Never {
    exit(status)
}
