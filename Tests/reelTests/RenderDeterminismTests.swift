import Foundation
import Testing

/// `reel render` of scenes whose insertions and removals overlap writes the same bytes in every
/// process. Each run is a new process, so Swift's hashing is seeded anew and any output that
/// depended on the order of a dictionary or a set keyed by view identities would differ between
/// runs; the runs alternate between one and two threads. (`TransitionDeterminismTests` covers
/// the ways of drawing frames within one process.)
@Suite struct RenderDeterminismTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ReelScriptTests/Corpora/Swift")

    /// The frame files of one render, by name.
    static func render(_ scene: String, frames: String, threads: Int) throws -> [String: Data] {
        let out = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CLIRunner.run(["render", corpus.appendingPathComponent(scene + ".swift").path, "-o", out.path,
                                        "--frames", frames, "--threads", "\(threads)", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: out.path) where name != "reel-render.json" {
            files[name] = try Data(contentsOf: out.appendingPathComponent(name))
        }
        return files
    }

    @Test(arguments: [("RatingStars", "12-22"), ("FlickeringToggles", "0-21")])
    func everyProcessWritesTheSameFrames(_ scene: String, _ frames: String) throws {
        let first = try Self.render(scene, frames: frames, threads: 1)
        #expect(first.count == Int(frames.split(separator: "-")[1])! - Int(frames.split(separator: "-")[0])! + 1)
        for run in 1..<4 {
            let again = try Self.render(scene, frames: frames, threads: 1 + run % 2)
            #expect(again.keys.sorted() == first.keys.sorted())
            for (name, bytes) in again where first[name] != bytes {
                Issue.record("\(scene) \(name): run \(run + 1) (\(1 + run % 2) threads) differs from run 1")
            }
        }
    }
}
