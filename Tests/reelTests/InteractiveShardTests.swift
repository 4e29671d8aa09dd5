import Foundation
import ReelTestSupport
import Testing

/// Determinism through export: an interactive corpus file played by its events script, exported
/// in three shards (`reel export --shard i/3`, each process resolving the timeline and its touches
/// alone) and joined with `reel concat`, decodes to exactly the frames of one export. Drawn small
/// (90 x 160 pixels, 15 fps) and lossless (`--crf 0`), so frames compare exactly and cheaply.
@Suite struct InteractiveShardTests {
    static let corpus = TestCommandTests.root.appendingPathComponent("Tests/ReelScriptTests/Corpora/Interactive")

    /// The files checked: in the default tier a drag that reorders a grid (the shards after the
    /// first start after the drag has ended and during the second) and a stopwatch whose Timer is
    /// started and stopped by taps; in the full tier every file of the corpus.
    static var names: [String] {
        guard TestTier.isFull else { return ["ReorderGrid", "Stopwatch"] }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return files.filter { $0.hasSuffix(".events.swift") }.map { String($0.dropLast(".events.swift".count)) }.sorted()
    }

    @Test func theFullTierChecksEveryFileOfTheCorpus() {
        #expect(Self.names.count >= (TestTier.isFull ? 25 : 2))
    }

    @Test(arguments: names)
    func shardsJoinIntoTheSingleExport(_ name: String) throws {
        let dir = try CLIRunner.temporaryDirectory()
        let scene = Self.corpus.appendingPathComponent(name + ".swift").path
        let events = Self.corpus.appendingPathComponent(name + ".events.swift").path
        func export(_ file: String, _ options: [String] = []) throws {
            let result = try CLIRunner.run(["export", scene, "--events", events, "--size", "360x640", "--fps", "15", "--scale", "0.25",
                                            "--crf", "0", "-o", dir.appendingPathComponent(file).path, "--quiet"] + options)
            #expect(result.status == 0, "\(result.stderr)")
        }
        try export("single.mp4")
        for i in 1...3 { try export("part\(i).ts", ["--shard", "\(i)/3"]) }
        let joined = try CLIRunner.run(["concat", dir.appendingPathComponent("joined.mp4").path]
                                       + (1...3).map { dir.appendingPathComponent("part\($0).ts").path })
        #expect(joined.status == 0, "\(joined.stderr)")
        let single = try VideoDecoding.frames(of: dir.appendingPathComponent("single.mp4"), width: 90, height: 160)
        let parts = try VideoDecoding.frames(of: dir.appendingPathComponent("joined.mp4"), width: 90, height: 160)
        // Every preview lasts at least 1 s (15 frames here).
        #expect(single.count >= 15 && parts.count == single.count, "\(single.count) and \(parts.count) frames")
        for (i, (a, b)) in zip(single, parts).enumerated() {
            let same = a == b
            #expect(same, "frame \(i) differs")
        }
        // The touches of these two changed what is drawn: the last frame is not the first (some
        // files end as they began: a like taken back, a sheet put away).
        if ["ReorderGrid", "Stopwatch"].contains(name) {
            let changed = single.first != single.last
            #expect(changed)
        }
    }
}
