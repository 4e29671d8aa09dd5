import Foundation
import Synchronization
import Testing
@testable import ReelSystem

/// The file watcher reports bursts of changes, sees saves that rename a new file over the old
/// one, and watches subfolders created after it started (recursively watched folders only, not
/// the skipped ones). The watchers here wait for 300 ms of quiet, far longer than the writes of
/// one burst take even on a loaded machine.
@Suite struct FileWatcherTests {
    final class Counter: Sendable {
        let count = Atomic<Int>(0)
        var value: Int { count.load(ordering: .relaxed) }
    }

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func watcher(_ counter: Counter) -> FileWatcher {
        FileWatcher(quiet: .milliseconds(300), patience: .seconds(3)) { counter.count.add(1, ordering: .relaxed) }
    }

    /// Waits until the count passes `previous` (up to 20 s); the count then.
    static func change(_ counter: Counter, after previous: Int) -> Int {
        for _ in 0..<2000 where counter.value <= previous { usleep(10_000) }
        return counter.value
    }

    @Test func aBurstOfWritesIsOneChange() throws {
        let dir = try Self.folder()
        let counter = Counter()
        let watcher = Self.watcher(counter)
        #expect(watcher.watch([dir.path], recursive: false))
        let file = dir.appendingPathComponent("Scene.swift")
        for n in 0..<5 { try Data("let x = \(n)\n".utf8).write(to: file) }
        #expect(Self.change(counter, after: 0) == 1)
        usleep(500_000)   // past the quiet window: no second report comes for the same burst
        #expect(counter.value == 1)
    }

    @Test func aRenameOverTheFileIsAChange() throws {
        let dir = try Self.folder()
        let file = dir.appendingPathComponent("Scene.swift")
        try Data("a".utf8).write(to: file)
        let counter = Counter()
        let watcher = Self.watcher(counter)
        watcher.watch([dir.path], recursive: false)
        let temporary = dir.appendingPathComponent(".Scene.swift.swp")
        try Data("b".utf8).write(to: temporary)
        #expect(rename(temporary.path, file.path) == 0)
        #expect(Self.change(counter, after: 0) == 1)
    }

    @Test func subfoldersCreatedLaterAreWatchedWhenRecursive() throws {
        let dir = try Self.folder()
        let counter = Counter()
        let watcher = Self.watcher(counter)
        watcher.watch([dir.path], recursive: true, skipped: ["reel-out"])
        #expect(watcher.folderCount == 1)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Views"), withIntermediateDirectories: true)
        let first = Self.change(counter, after: 0)
        #expect(first >= 1)
        #expect(watcher.folderCount == 2)
        try Data("x".utf8).write(to: dir.appendingPathComponent("Views/Card.swift"))
        #expect(Self.change(counter, after: first) > first)
        // A skipped folder is not watched.
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("reel-out"), withIntermediateDirectories: true)
        _ = Self.change(counter, after: counter.value)
        #expect(watcher.folderCount == 2)
    }

    @Test func aFolderWatchedAloneLeavesItsSubfoldersUnwatched() throws {
        let dir = try Self.folder()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Views"), withIntermediateDirectories: true)
        let watcher = Self.watcher(Counter())
        watcher.watch([dir.path], recursive: false)
        #expect(watcher.folderCount == 1)
        let deep = Self.watcher(Counter())
        deep.watch([dir.path], recursive: true)
        #expect(deep.folderCount == 2)
    }
}
