#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CSpawn
import Synchronization

/// What must be undone if Reel stops before its work is done: the child processes still running
/// (`ChildProcess`) and the temporary files not yet renamed or removed (`StagedFile`, which
/// `AtomicFile` makes for every file it writes, the video being encoded, GIF palettes, concat lists).
///
/// Starting a child and recording it, or creating a temporary file and recording it, happen under
/// one lock, as do reaping a child and forgetting it: `shutDown`, which takes the lock and never
/// gives it back, therefore sees every child and file that exists, and nothing can be started or
/// created after it. A child is forgotten only once it has ended and before it is reaped, so the
/// process id it signals is never one the system has given to another process.
///
/// It is used from ordinary threads, never from a signal handler: the signal handler only wakes
/// `Interruption`'s watcher thread, which calls `signalChildren` and `shutDown`.
final class CleanupRegistry: Sendable {
    /// The process's registry.
    static let shared = CleanupRegistry()

    /// What is pending, guarded by the lock.
    private struct Pending {
        /// The children running or ended but not yet reaped, by process id, with their program's name.
        var children: [pid_t: String] = [:]
        /// The paths of the temporary files.
        var temporaries: Set<String> = []
        /// The paths of the private temporary folders (removed with what they hold).
        var folders: Set<String> = []
    }

    private let pending = Mutex(Pending())

    /// Runs `start`, which starts a child and returns its process id, and records the child
    /// (`program` names it in messages).
    func startChild(program: String, _ start: () throws -> pid_t) throws -> pid_t {
        try pending.withLock { pending in
            let pid = try start()
            pending.children[pid] = program
            return pid
        }
    }

    /// Forgets the child `pid`: call it once the child has ended, before reaping it.
    func childEnded(_ pid: pid_t) {
        _ = pending.withLock { $0.children.removeValue(forKey: pid) }
    }

    /// Runs `create`, which creates the file `path` and returns its descriptor (or -1 with
    /// `errno` set), and records the file when it was created.
    func createTemporary(_ path: String, _ create: () -> Int32) -> Int32 {
        pending.withLock { pending in
            let descriptor = create()
            let code = errno
            if descriptor >= 0 { pending.temporaries.insert(path) }
            errno = code
            return descriptor
        }
    }

    /// Runs `create`, which makes a private temporary folder and returns its path (or nil), and
    /// records the folder: an interruption removes it with every entry in it (entries are
    /// unlinked, never followed, so a link in it removes only the link).
    func createTemporaryFolder(_ create: () -> String?) -> String? {
        pending.withLock { pending in
            let path = create()
            if let path { pending.folders.insert(path) }
            return path
        }
    }

    /// Forgets the temporary folder `path`: call it after removing it.
    func temporaryFolderGone(_ path: String) {
        _ = pending.withLock { $0.folders.remove(path) }
    }

    /// Forgets the temporary file `path`: call it after renaming or removing it.
    func temporaryGone(_ path: String) {
        _ = pending.withLock { $0.temporaries.remove(path) }
    }

    /// The temporary files recorded now (for tests).
    var temporaries: Set<String> { pending.withLock { $0.temporaries } }

    /// The process ids of the children recorded now (for tests).
    var children: Set<pid_t> { pending.withLock { Set($0.children.keys) } }

    /// Sends `signal` to every recorded child that has not ended, and to its process group.
    func signalChildren(_ signal: Int32) {
        pending.withLock { pending in
            for pid in pending.children.keys where reel_child_has_ended(pid) == 0 {
                Self.send(signal, to: pid)
            }
        }
    }

    /// Stops every child (SIGTERM, then SIGKILL to those still running after `grace`), waits
    /// until they have ended, removes every temporary file, and calls `finish` with the names of
    /// the children recorded (running, or stopped by an earlier signal but not yet reaped) and
    /// the number of files it removed, still holding the lock: `finish` ends the process.
    func shutDown(grace: Duration, then finish: (_ stopped: [String], _ removed: Int) -> Never) -> Never {
        pending.withLock { pending in
            let running = pending.children.filter { reel_child_has_ended($0.key) == 0 }
            for pid in running.keys { Self.send(SIGTERM, to: pid) }
            if !Self.waitUntilEnded(Array(running.keys), for: grace) {
                for pid in running.keys { Self.send(SIGKILL, to: pid) }
                // A child that has received SIGKILL runs no more code once it leaves the system
                // call it is in; the files are removed only after that, so it cannot create one
                // again. A child stuck in the kernel (a hung network file system) is not waited
                // for longer than this.
                _ = Self.waitUntilEnded(Array(running.keys), for: .seconds(2))
            }
            var removed = 0
            for path in pending.temporaries where unlink(path) == 0 { removed += 1 }
            for folder in pending.folders {
                if let directory = opendir(folder) {
                    while let entry = readdir(directory) {
                        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
                        if name != ".", name != ".." { unlink(folder + "/" + name) }
                    }
                    closedir(directory)
                }
                if rmdir(folder) == 0 { removed += 1 }
            }
            finish(pending.children.values.sorted(), removed)
        }
    }

    /// Sends `signal` to the child `pid` and to its process group (it leads one of its own).
    private static func send(_ signal: Int32, to pid: pid_t) {
        kill(-pid, signal)
        kill(pid, signal)
    }

    /// Waits until every child of `pids` has ended (without reaping any), at most `limit`;
    /// whether they all have.
    private static func waitUntilEnded(_ pids: [pid_t], for limit: Duration) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while true {
            if pids.allSatisfy({ reel_child_has_ended($0) != 0 }) { return true }
            if clock.now >= deadline { return false }
            usleep(2_000)
        }
    }
}
