import Foundation
import Testing
import Reel
@testable import ReelExport

/// The check a video passes before it takes its final name: ffmpeg's log, the file's size, and
/// what ffprobe reads of it (frames and duration).
@Suite struct VideoOutputCheckTests {
    /// A folder with a 10-frame, 10 fps H.264 MP4 made by ffmpeg, `whole.mp4`.
    static func folderWithVideo() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("reel-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let ffmpeg = try #require(ChildProcess.find("ffmpeg"))
        let made = try ChildProcess(executable: ffmpeg, arguments: [
            "-hide_banner", "-nostdin", "-loglevel", "error", "-f", "lavfi", "-i", "testsrc=size=64x48:rate=10",
            "-frames:v", "10", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-f", "mp4", "-y", dir.appendingPathComponent("whole.mp4").path])
        #expect(made.wait().succeeded, "\(made.errorText)")
        return dir
    }

    @Test func aWholeVideoPassesAndEveryKindOfDamageIsNamed() throws {
        let dir = try Self.folderWithVideo()
        defer { try? FileManager.default.removeItem(at: dir) }
        let whole = dir.appendingPathComponent("whole.mp4").path
        let output = URL(fileURLWithPath: "/videos/out.mp4")
        func failure(_ path: String, frames: Int = 10, rate: Double? = 10, logs: [String] = [""]) -> String? {
            do throws(VideoOutputError) {
                try VideoOutputCheck(output: output, frames: frames, frameRate: rate).verify(path: path, logs: logs)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(failure(whole) == nil)
        #expect(failure(whole, frames: 12)
                == "cannot write /videos/out.mp4: the file ffmpeg wrote holds 10 frames, not 12; nothing was written under its name")
        #expect(failure(whole, rate: 5)
                == "cannot write /videos/out.mp4: the file ffmpeg wrote lasts 1 s, not 2 s; nothing was written under its name")
        // ffmpeg's own words about a failed write fail the check whatever the file holds.
        #expect(failure(whole, logs: ["", "[mp4 @ 0x1] Error writing trailer of x.mp4: No space left on device\n"])
                == "cannot write /videos/out.mp4: ffmpeg could not write it ([mp4 @ 0x1] Error writing trailer of x.mp4: No space left on device); nothing was written under its name")
        #expect(failure(whole, logs: ["av_interleaved_write_frame(): File too large"])?.contains("(av_interleaved_write_frame(): File too large)") == true)
        // Harmless lines do not.
        #expect(failure(whole, logs: ["[swscaler @ 0x1] deprecated pixel format used, make sure you did set range correctly"]) == nil)
        let empty = dir.appendingPathComponent("empty").path
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        #expect(failure(empty) == "cannot write /videos/out.mp4: ffmpeg wrote an empty file; nothing was written under its name")
        #expect(failure(dir.appendingPathComponent("gone").path)
                == "cannot write /videos/out.mp4: the file ffmpeg wrote is gone (No such file or directory); nothing was written under its name")
        // A file cut short (as a full disk leaves it) is not a whole video.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: whole))
        let cut = dir.appendingPathComponent("cut").path
        #expect(FileManager.default.createFile(atPath: cut, contents: bytes.prefix(bytes.count / 2)))
        let message = try #require(failure(cut))
        #expect(message.hasPrefix("cannot write /videos/out.mp4: the file ffmpeg wrote "), "\(message)")
    }

    /// An encoder that exits 0 but writes no video: the sink refuses to rename it and leaves
    /// nothing behind.
    @Test func anEncoderThatExitsZeroWithoutAVideoFailsTheExport() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("reel-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let fake = dir.appendingPathComponent("fake-ffmpeg")
        try "#!/bin/sh\nfor a; do last=$a; done\ncat >/dev/null\nprintf 'not a video' > \"$last\"\nexit 0\n".write(to: fake, atomically: true, encoding: .utf8)
        chmod(fake.path, 0o755)
        let output = dir.appendingPathComponent("out.mp4")
        var sink = VideoSink(output: output, settings: try VideoSettings(container: .mp4, width: 2, height: 2, frameRate: 10),
                             ffmpeg: fake.path)
        try sink.open()
        for frame in 0..<3 { try sink.write([UInt8](repeating: 128, count: 6), frame: frame) }
        #expect(throws: VideoOutputError.self) { _ = try sink.finish() }
        sink.abort()
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["fake-ffmpeg"])
    }
    /// A GIF's first pass (frames and palette) that exits 0 after a write error: the export
    /// stops there with that error, the second pass never starts, and no temporary is left.
    @Test func aGIFFirstPassWriteErrorStopsTheExportBeforeTheSecondPass() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("reel-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let fake = dir.appendingPathComponent("fake-ffmpeg")
        let marker = dir.appendingPathComponent("second-pass-ran").path
        // The first pass (palettegen) reads the frames, says the disk is full and exits 0; the
        // second (paletteuse) leaves a mark.
        try """
            #!/bin/sh
            case "$*" in
            *paletteuse*) : > '\(marker)'; exit 0 ;;
            esac
            cat >/dev/null
            echo '[nut @ 0x1] Error writing packet: No space left on device' >&2
            exit 0

            """.write(to: dir.appendingPathComponent("script"), atomically: true, encoding: .utf8)
        // Copied by a child process, so no descriptor open for writing is left in this one (or in
        // a child another test forks meanwhile) to make running it fail with "Text file busy".
        let copy = try ChildProcess(executable: "/bin/cp", arguments: [dir.appendingPathComponent("script").path, fake.path])
        #expect(copy.wait().succeeded)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("script"))
        chmod(fake.path, 0o755)
        let output = dir.appendingPathComponent("out.gif")
        var sink = VideoSink(output: output, settings: try VideoSettings(container: .gif, width: 2, height: 2, frameRate: 10),
                             ffmpeg: fake.path)
        try sink.open()
        for frame in 0..<3 { try sink.write([UInt8](repeating: 128, count: 12), frame: frame) }
        do {
            _ = try sink.finish()
            Issue.record("the export passed")
        } catch let error as VideoOutputError {
            #expect(error.description == "cannot write \(output.path): ffmpeg could not write it ([nut @ 0x1] Error writing packet: No space left on device); nothing was written under its name")
        }
        #expect(!FileManager.default.fileExists(atPath: marker), "the second pass ran after the first failed")
        // finish removed the temporaries itself.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["fake-ffmpeg"])
    }
}
