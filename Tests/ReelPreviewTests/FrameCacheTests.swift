import Foundation
import Testing
@testable import ReelPreview

/// The frame cache keeps frames by generation, time, scale and variant, within its bytes.
@Suite struct FrameCacheTests {
    static let files = PreviewFiles(contents: [], folders: [], recursive: false)

    @Test func framesAreKeptByTheirWholeKeyAndTheLeastRecentlyUsedGoFirst() {
        let cache = FrameCache(capacity: 30)
        let g = PreviewGeneration(of: Self.files)
        let a = FrameCache.Key(generation: g, time: 0, scale: nil, variant: .standard)
        let b = FrameCache.Key(generation: g, time: 0, scale: 2, variant: .standard)
        let c = FrameCache.Key(generation: g, time: 0, scale: nil, variant: PreviewVariant(colorScheme: "dark"))
        cache.store([UInt8](repeating: 1, count: 10), for: a)
        cache.store([UInt8](repeating: 2, count: 10), for: b)
        #expect(cache.frame(a) == [UInt8](repeating: 1, count: 10))
        cache.store([UInt8](repeating: 3, count: 15), for: c)   // 35 bytes: b, used least recently, goes
        #expect(cache.frame(b) == nil)
        #expect(cache.frame(a) != nil)
        #expect(cache.frame(c) != nil)
        #expect(cache.statistics.bytes == 25)
        cache.store([UInt8](repeating: 4, count: 31), for: b)   // larger than the whole cache: not kept
        #expect(cache.frame(b) == nil)
    }

    @Test func aNewGenerationDropsTheFramesOfOthers() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let scene = dir.appendingPathComponent("Scene.swift")
        try Data("let a = 1\n".utf8).write(to: scene)
        let files = PreviewFiles(contents: [scene.path, dir.appendingPathComponent("Scene.events.swift").path], folders: [dir.path], recursive: false)
        let first = PreviewGeneration(of: files)
        #expect(PreviewGeneration(of: files) == first)
        #expect(first.description.count == 32)
        // A file that is no resource (a log, a render's record) makes no new generation.
        try Data("log".utf8).write(to: dir.appendingPathComponent("notes.txt"))
        #expect(PreviewGeneration(of: files) == first)
        // The sources, the events script and the images do.
        try Data("let a = 2\n".utf8).write(to: scene)
        let second = PreviewGeneration(of: files)
        #expect(second != first)
        try Data("At(1) { tap(\"Go\") }\n".utf8).write(to: dir.appendingPathComponent("Scene.events.swift"))
        let third = PreviewGeneration(of: files)
        #expect(third != second)
        try Data([0x89, 0x50]).write(to: dir.appendingPathComponent("photo.png"))
        #expect(PreviewGeneration(of: files) != third)

        let cache = FrameCache()
        cache.store([1], for: FrameCache.Key(generation: first, time: 1, scale: nil, variant: .standard))
        cache.store([2], for: FrameCache.Key(generation: second, time: 1, scale: nil, variant: .standard))
        cache.keepOnly(second)
        #expect(cache.frame(FrameCache.Key(generation: first, time: 1, scale: nil, variant: .standard)) == nil)
        #expect(cache.frame(FrameCache.Key(generation: second, time: 1, scale: nil, variant: .standard)) == [2])
    }
}
