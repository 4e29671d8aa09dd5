import Foundation
import ReelExport
import Testing

/// `reel stitch` plays frames at the rate `reel render` recorded beside them, never at a guess.
@Suite struct StitchCommandTests {
    /// Twelve frames of a 30 fps scene rendered into `frames/`.
    static func rendered() throws -> URL {
        let scene = try TestScenes.moving(fps: 30, frames: 12)
        let frames = scene.deletingLastPathComponent().appendingPathComponent("frames")
        let render = try CLIRunner.run(["render", scene.path, "-o", frames.path, "--quiet"])
        #expect(render.status == 0, "\(render.stderr)")
        return frames
    }

    @Test func renderRecordsTheRateAndStitchPlaysAtIt() throws {
        let frames = try Self.rendered()
        let record = try JSONDecoder().decode(RenderRecord.self, from: Data(contentsOf: frames.appendingPathComponent("reel-render.json")))
        #expect(record == RenderRecord(scene: "Moving", fps: 30, width: 160, height: 90, scale: 1, firstFrame: 0, lastFrame: 11, format: "png"))
        let out = frames.deletingLastPathComponent().appendingPathComponent("s.mp4")
        let stitched = try CLIRunner.run(["stitch", frames.path, out.path, "--quiet"])
        #expect(stitched.status == 0, "\(stitched.stderr)")
        let probe = try VideoDecoding.probe(out)
        #expect(probe.frameRate == "30/1")
        #expect(probe.frameCount == 12)
        #expect(try Self.duration(out) == 0.4)
        // --fps says otherwise on purpose.
        let slow = frames.deletingLastPathComponent().appendingPathComponent("slow.mp4")
        #expect(try CLIRunner.run(["stitch", frames.path, slow.path, "--fps", "15", "--quiet"]).status == 0)
        #expect(try VideoDecoding.probe(slow).frameRate == "15/1")
        #expect(try Self.duration(slow) == 0.8)
    }

    /// Frames without a record need --fps: a usage error naming it, and no video.
    @Test func framesWithoutARecordNeedTheRate() throws {
        let frames = try Self.rendered()
        try FileManager.default.removeItem(at: frames.appendingPathComponent("reel-render.json"))
        let out = frames.deletingLastPathComponent().appendingPathComponent("s.mp4")
        let refused = try CLIRunner.run(["stitch", frames.path, out.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("stitch: \(frames.path) holds no reel-render.json (the record of the frame rate `reel render` writes beside its frames), so the rate is unknown; give it with --fps, such as --fps 30"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        let given = try CLIRunner.run(["stitch", frames.path, out.path, "--fps", "30", "--quiet"])
        #expect(given.status == 0, "\(given.stderr)")
        #expect(try VideoDecoding.probe(out).frameRate == "30/1")
    }

    /// A record that is not one (damaged, edited to nonsense, a folder) is an error naming it.
    @Test func aBrokenRecordIsAnErrorNamingIt() throws {
        let frames = try Self.rendered()
        let record = frames.appendingPathComponent("reel-render.json")
        let out = frames.deletingLastPathComponent().appendingPathComponent("s.mp4")
        let cases: [(String, String)] = [
            ("{\"fps\": 30", "it is not a record written by `reel render`"),
            ("{\"scene\":\"M\",\"fps\":-30,\"width\":1,\"height\":1,\"scale\":1,\"firstFrame\":0,\"lastFrame\":0,\"format\":\"png\"}",
             "its frame rate -30.0 is not a positive number of frames per second up to 1000000"),
        ]
        for (text, reason) in cases {
            try text.write(to: record, atomically: true, encoding: .utf8)
            let result = try CLIRunner.run(["stitch", frames.path, out.path])
            #expect(result.status == 1)
            #expect(result.stderr == "error: stitch: cannot use \(record.path): \(reason); render the frames again, or give the frame rate with --fps\n", "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out.path))
        }
    }

    /// The video's duration in seconds as ffprobe gives it.
    static func duration(_ url: URL) throws -> Double? {
        let probe = try ChildProcess(executable: ChildProcess.find("ffprobe")!, arguments: [
            "-v", "error", "-select_streams", "v:0", "-show_entries", "stream=duration", "-of", "csv=p=0", url.path], captureOutput: true)
        _ = probe.wait()
        return Double(String(decoding: probe.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
