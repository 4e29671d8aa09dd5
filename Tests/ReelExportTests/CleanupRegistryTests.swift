import Foundation
import Testing
@testable import ReelExport

/// What an interruption undoes is recorded for exactly as long as it exists: a temporary file
/// until it is renamed or removed, a child process until it is reaped.
@Suite struct CleanupRegistryTests {
    @Test func aTemporaryFileIsRecordedUntilItIsCommittedOrDiscarded() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("reel-cleanup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let kept = try AtomicFile.stage(dir.appendingPathComponent("kept.mp4"))
        let dropped = try AtomicFile.stage(dir.appendingPathComponent("dropped.mp4"))
        #expect(CleanupRegistry.shared.temporaries.isSuperset(of: [kept.path, dropped.path]))
        try kept.commit()
        dropped.discard()
        #expect(CleanupRegistry.shared.temporaries.isDisjoint(with: [kept.path, dropped.path]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["kept.mp4"])
        // AtomicFile.write's own temporary file is recorded too, and forgotten once renamed.
        try AtomicFile.write([1, 2, 3], to: dir.appendingPathComponent("frame.png"))
        #expect(!CleanupRegistry.shared.temporaries.contains { $0.hasPrefix(dir.path + "/") })
    }

    @Test func aChildIsRecordedUntilItIsReaped() throws {
        let child = try ChildProcess(executable: "/bin/sleep", arguments: ["30"])
        #expect(CleanupRegistry.shared.children.contains(child.pid))
        #expect(getpgid(child.pid) == child.pid, "the child leads a process group of its own")
        child.terminate()
        #expect(!CleanupRegistry.shared.children.contains(child.pid))
    }

    /// A child asks to die with the thread that started it (Linux's PR_SET_PDEATHSIG counts the
    /// thread, not the process); children are started on one thread that lives as long as the
    /// process, so a child started from a thread that has ended since goes on running.
    @Test func aChildOutlivesTheThreadThatAskedForIt() throws {
        nonisolated(unsafe) var started: ChildProcess?
        let ended = DispatchSemaphore(value: 0)
        let thread = Thread {
            started = try? ChildProcess(executable: "/bin/sleep", arguments: ["30"])
            ended.signal()
        }
        thread.start()
        ended.wait()
        while !thread.isFinished { usleep(1_000) }
        let child = try #require(started)
        usleep(200_000)
        #expect(isRunning(child.pid), "the child still runs after its thread ended")
        #expect(child.terminate().signal == SIGKILL)
    }

    /// Other tests of the process start children meanwhile, so the registry may grow; what must not
    /// stay in it is a child that is not running (the one that could not start, which exits at
    /// once). Another test's child that has just ended leaves the registry when its owner reaps it,
    /// so such a child is waited for, up to two seconds.
    @Test func aProgramThatCannotStartLeavesNoChild() {
        let before = CleanupRegistry.shared.children
        #expect(throws: ChildProcessError.cannotStart(executable: "/nonexistent/ffprobe", code: ENOENT)) {
            _ = try ChildProcess(executable: "/nonexistent/ffprobe", arguments: [])
        }
        func leftOver() -> Set<pid_t> {
            CleanupRegistry.shared.children.subtracting(before).filter { !isRunning($0) }
        }
        var rounds = 0
        while !leftOver().isEmpty && rounds < 200 {
            usleep(10_000)
            rounds += 1
        }
        #expect(leftOver().isEmpty)
    }
}

/// Whether the process `pid` runs (it exists and is not a zombie).
private func isRunning(_ pid: pid_t) -> Bool {
    guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return false }
    let text = String(decoding: data, as: UTF8.self)
    guard let close = text.lastIndex(of: ")") else { return false }
    return text[text.index(close, offsetBy: 2)] != "Z"
}
