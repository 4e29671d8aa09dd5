import Foundation
import Synchronization
import Testing
@testable import ReelSystem

/// The file watcher reports each burst of changes once, sees saves that rename a new file over
/// the old one, and watches subfolders created after it started (recursively watched folders only).
@Suite struct FileWatcherTests {
    final class Counter: Sendable {
        let count = Atomic<Int>(0)
    }

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func wait(for counter: Counter, atLeast n: Int) -> Int {
        for _ in 0..<500 where counter.count.load(ordering: .relaxed) < n { usleep(10_000) }
        usleep(400_000)   // longer than the watcher's patience: a second callback would have come
        return counter.count.load(ordering: .relaxed)
    }

    @Test func aBurstOfWritesIsOneChange() throws {
        let dir = try Self.folder()
        let counter = Counter()
        let watcher = FileWatcher { counter.count.add(1, ordering: .relaxed) }
        #expect(watcher.watch([dir.path], recursive: false))
        let file = dir.appendingPathComponent("Scene.swift")
        for n in 0..<5 { try Data("let x = \(n)\n".utf8).write(to: file) }
        #expect(Self.wait(for: counter, atLeast: 1) == 1)
    }

    @Test func aRenameOverTheFileIsAChange() throws {
        let dir = try Self.folder()
        let file = dir.appendingPathComponent("Scene.swift")
        try Data("a".utf8).write(to: file)
        let counter = Counter()
        let watcher = FileWatcher { counter.count.add(1, ordering: .relaxed) }
        watcher.watch([dir.path], recursive: false)
        let temporary = dir.appendingPathComponent(".Scene.swift.swp")
        try Data("b".utf8).write(to: temporary)
        #expect(rename(temporary.path, file.path) == 0)
        #expect(Self.wait(for: counter, atLeast: 1) == 1)
    }

    @Test func subfoldersCreatedLaterAreWatchedWhenRecursive() throws {
        let dir = try Self.folder()
        let counter = Counter()
        let watcher = FileWatcher { counter.count.add(1, ordering: .relaxed) }
        watcher.watch([dir.path], recursive: true, skipped: ["reel-out"])
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Views"), withIntermediateDirectories: true)
        #expect(Self.wait(for: counter, atLeast: 1) == 1)
        #expect(watcher.folderCount == 2)
        try Data("x".utf8).write(to: dir.appendingPathComponent("Views/Card.swift"))
        #expect(Self.wait(for: counter, atLeast: 2) == 2)
        // Skipped folders are not watched.
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("reel-out"), withIntermediateDirectories: true)
        #expect(Self.wait(for: counter, atLeast: 3) == 3)
        #expect(watcher.folderCount == 2)
    }
}
