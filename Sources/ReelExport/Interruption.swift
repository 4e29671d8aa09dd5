#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The signal that asked this process to stop (0 while none has): written by the handler,
/// read by the threads that poll `Interruption.signal`.
private let caughtSignal = Atomic<Int32>(0)

/// Turns SIGINT and SIGTERM into a request to stop that long work polls, so that it can stop
/// cleanly: end its child processes, remove temporary files, keep what is finished, and exit with
/// `128 + signal` (130 for Ctrl-C).
///
/// A second signal while the first is being handled ends the process at once (status
/// `128 + signal`), for a user who does not want to wait.
public enum Interruption {
    /// Installs the handlers for SIGINT and SIGTERM, and ignores SIGPIPE (writing to a child that
    /// has died then fails with an error instead of killing Reel). Call once, before the work.
    public static func trap() {
        signal(SIGPIPE, SIG_IGN)
        for s in [SIGINT, SIGTERM] {
            signal(s) { number in
                if caughtSignal.exchange(number, ordering: .relaxed) != 0 {
                    _exit(128 + number)
                }
            }
        }
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
}
