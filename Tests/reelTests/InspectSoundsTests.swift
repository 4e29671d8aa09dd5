import Foundation
import Reel
import Testing

/// `reel inspect --time t` lists the sounds events played at or before t that are still playing,
/// in time order, with their volume, length and where `play` was called; in text and in JSON. A
/// file ffprobe cannot read stays listed, without a length.
@Suite struct InspectSoundsTests {
    static let scene = """
        import Reel

        struct Launch: AnimatedScene {
            var format = SceneFormat(width: 200, height: 100, fps: 10, duration: 3)
            @State var on = false
            var body: some View {
                Circle().frame(width: 20, height: 20).offset(x: on ? 50 : 0)
                    .onAppear { play(Sound("ding.wav"), volume: 0.8) }
            }
            var timeline: some Timeline {
                At(1) {
                    play(Sound("sfx/whoosh.wav"))
                    withAnimation { on = true }
                }
            }
        }
        """

    /// `reel inspect` of the scene at `time`, the scene's folder left out of the paths it prints.
    func inspect(at time: Double, json: Bool = false) throws -> String {
        let folder = try CLIRunner.temporaryDirectory()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sfx"), withIntermediateDirectories: true)
        try "RIFF".write(to: folder.appendingPathComponent("ding.wav"), atomically: true, encoding: .utf8)
        try "RIFF".write(to: folder.appendingPathComponent("sfx/whoosh.wav"), atomically: true, encoding: .utf8)
        try Self.scene.write(to: folder.appendingPathComponent("Launch.swift"), atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["inspect", folder.appendingPathComponent("Launch.swift").path, "--time", String(time)] + (json ? ["--json"] : []))
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.replacingOccurrences(of: folder.path + "/", with: "")
    }

    @Test func theSoundsBegunByTheTimeFollowTheTree() throws {
        #expect(try inspect(at: 0.5).hasSuffix("\nsounds:\n  \"ding.wav\" at 0 s volume 0.8 (Launch.swift:8:25)\n"))
        #expect(try inspect(at: 1).hasSuffix("\nsounds:\n  \"ding.wav\" at 0 s volume 0.8 (Launch.swift:8:25)\n  \"sfx/whoosh.wav\" at 1 s (Launch.swift:12:13)\n"))
        let json = try JSONDecoder().decode(SceneInspection.self, from: Data(try inspect(at: 2, json: true).utf8))
        let sounds = try #require(json.sounds)
        #expect(sounds.map(\.name) == ["ding.wav", "sfx/whoosh.wav"])
        #expect(sounds.map(\.time) == [0, 1])
        #expect(sounds.map(\.volume) == [0.8, 1])
        // (JSON writes the folder's slashes escaped, so the path is cut here.)
        #expect(sounds.map { $0.at.map { String($0.split(separator: "/").last!) } } == ["Launch.swift:8:25", "Launch.swift:12:13"])
    }

    @Test func aSoundThatHasEndedIsNoLongerListed() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let tone = Process()
        tone.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
        tone.arguments = ["-v", "error", "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000:duration=0.5", "-y",
                          folder.appendingPathComponent("ding.wav").path]
        try tone.run()
        tone.waitUntilExit()
        try Self.scene.replacingOccurrences(of: "sfx/whoosh.wav", with: "ding.wav").write(to: folder.appendingPathComponent("Launch.swift"), atomically: true, encoding: .utf8)
        func inspect(_ time: Double) throws -> String {
            let result = try CLIRunner.run(["inspect", folder.appendingPathComponent("Launch.swift").path, "--time", String(time)])
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout.replacingOccurrences(of: folder.path + "/", with: "")
        }
        #expect(try inspect(0.25).hasSuffix("\nsounds:\n  \"ding.wav\" at 0 s volume 0.8 for 0.5 s (Launch.swift:8:25)\n"))
        #expect(!(try inspect(0.75)).contains("sounds:"))
        #expect(try inspect(1.2).hasSuffix("\nsounds:\n  \"ding.wav\" at 1 s for 0.5 s (Launch.swift:12:13)\n"))
    }
}
