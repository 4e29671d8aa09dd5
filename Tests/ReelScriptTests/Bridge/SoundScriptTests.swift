import Foundation
import Reel
import ReelCairo
import ReelScript
import ReelSystem
import ReelTestSupport
import Testing

/// Sound in scene files: `Sound("…")` checked through the scene's sandbox where it is named,
/// `play(_:volume:)` in every kind of timeline event (an `At` event, `onAppear`, `onChange`, a
/// task after `Task.sleep`, `DispatchQueue.main.asyncAfter`, a timer's tick, a Button tapped by
/// an events script), each recorded at its event's time with its position, and a scene's
/// `soundtrack` property with every `Soundtrack` modifier.
@Suite struct SoundScriptTests {
    /// A fresh folder holding `files` (name: text) and the scene file `Scene.swift`; its path.
    static func folder(scene: String, events: String? = nil, files: [String: String] = ["click.wav": "RIFF"]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-sound-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try scene.write(to: folder.appendingPathComponent("Scene.swift"), atomically: true, encoding: .utf8)
        if let events { try events.write(to: folder.appendingPathComponent("Scene.events.swift"), atomically: true, encoding: .utf8) }
        return FileSandbox.folderPath(folder.path)
    }

    /// The layout services a render uses (scripted touches lay the scene out).
    static func services(_ folder: String) -> LayoutServices {
        LayoutServices(text: PangoTextEngine(diagnostics: DiagnosticLog()), images: CairoImageStore(root: URL(fileURLWithPath: folder)))
    }

    /// The scene file of `folder`, with its events script when there is one, loaded as `reel render` loads it.
    static func load(_ folder: String, events: Bool = false) throws -> SceneFile {
        try SceneFile.load(path: folder + "/Scene.swift", preview: PreviewOptions(services: services(folder)),
                           events: events ? folder + "/Scene.events.swift" : nil)
    }

    /// The cues of the scene file in `folder`'s timeline.
    static func cues(_ folder: String, events: Bool = false) throws -> [SoundCue] {
        ResolvedTimeline(try load(folder, events: events).makeScene(), services: services(folder)).soundCues
    }

    static let events = """
        import SwiftUI

        struct Chime: View {
            var value: Int
            @State private var ticks = 0
            let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            var body: some View {
                Circle().frame(width: 10, height: 10)
                    .onAppear { play(Sound("click.wav"), volume: 0.25) }
                    .onChange(of: value) { play(Sound("click.wav"), volume: 0.5) }
                    .task {
                        try? await Task.sleep(for: .seconds(0.75))
                        play(Sound("sounds/whoosh.wav"))
                    }
                    .onReceive(timer) { _ in
                        ticks += 1
                        if ticks == 2 { play(Sound("click.wav"), volume: 3) }
                    }
            }
        }

        struct Events: AnimatedScene {
            var format = SceneFormat(width: 100, height: 100, fps: 10, duration: 4)
            @State var shown = false
            @State var value = 0
            var body: some View {
                ZStack {
                    Color.clear
                    if shown { Chime(value: value) }
                }
            }
            var timeline: some Timeline {
                At(0.5) { shown = true }
                At(1.1) { value = 1 }
                At(1.25) {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { play(Sound("click.wav"), volume: 0.75) }
                }
            }
        }
        """

    @Test func everyKindOfEventPlaysAtItsTime() throws {
        let folder = try Self.folder(scene: Self.events, files: ["click.wav": "RIFF", "sounds/whoosh.wav": "RIFF"])
        let cues = try Self.cues(folder)
        // onAppear at 0.5, onChange at 1.1, the task's sleep ends at 1.25, the delayed action at
        // 1.75, the timer's second tick (it ticks from the appearance, every second) at 2.5.
        #expect(cues.map(\.time) == [0.5, 1.1, 1.25, 1.75, 2.5])
        #expect(cues.map(\.volume) == [0.25, 0.5, 1, 0.75, 3])
        #expect(cues.map(\.sound.name) == ["click.wav", "click.wav", "sounds/whoosh.wav", "click.wav", "click.wav"])
        // Each cue knows where `play` was called, and its sound where it was named.
        #expect(cues.map { $0.position.map { "\($0.line):\($0.column)" } } == ["9:25", "10:36", "13:17", "36:69", "17:33"])
        #expect(cues[2].sound.position.map { "\($0.line):\($0.column)" } == "13:22")
        #expect(cues.allSatisfy { $0.position?.file == folder + "/Scene.swift" })
    }

    @Test func theCuesAreTheSameForEveryInstance() throws {
        let folder = try Self.folder(scene: Self.events, files: ["click.wav": "RIFF", "sounds/whoosh.wav": "RIFF"])
        let file = try Self.load(folder)
        let first = ResolvedTimeline(try file.makeScene(), services: Self.services(folder)).soundCues
        let second = ResolvedTimeline(try file.makeScene(), services: Self.services(folder)).soundCues
        #expect(first.count == 5)
        #expect(first == second)
        #expect(first.map(\.position) == second.map(\.position))
    }

    @Test func aButtonTappedByAnEventsScriptPlaysAtTheTap() throws {
        let scene = """
            import SwiftUI

            struct Tapped: AnimatedScene {
                var format = SceneFormat(width: 200, height: 100, fps: 10, duration: 2)
                @State var count = 0
                var body: some View {
                    Button("Like") {
                        count += 1
                        play(Sound("click.wav"), volume: count == 1 ? 1 : 0.5)
                    }
                }
            }
            """
        let folder = try Self.folder(scene: scene, events: "At(0.3) { tap(\"Like\") }\nAt(1.2) { tap(\"Like\") }\n")
        let cues = try Self.cues(folder, events: true)
        // A tap's action runs when the finger lifts, a frame after it goes down.
        #expect(cues.map(\.volume) == [1, 0.5])
        #expect(cues.map(\.time) == [0.4, 1.3])
    }

    @Test func aPreviewPlaysInItsEvents() throws {
        let view = """
            import SwiftUI

            struct Pop: View {
                var body: some View {
                    Circle().onAppear { play(Sound("click.wav")) }
                }
            }

            #Preview { Pop() }
            """
        let folder = try Self.folder(scene: view)
        let file = try Self.load(folder)
        let scene = try file.makeScene()
        #expect(scene.soundtrack == nil)
        #expect(ResolvedTimeline(scene, services: Self.services(folder)).soundCues.map(\.time) == [0])
    }

    @Test func aSceneReadsItsSoundtrackWithEveryModifier() throws {
        let scene = """
            import Reel

            struct Bed: AnimatedScene {
                var format = SceneFormat(width: 100, height: 100, fps: 10, duration: 8)
                var soundtrack = Soundtrack(Sound("music/bed.m4a"))
                    .volume(0.6)
                    .start(at: 0.5)
                    .trim(from: 2, to: 40)
                    .loops()
                    .fadeIn(1.5)
                    .fadeOut(2)
                    .ducking(to: 0.4, attack: 0.1, release: 0.5)
                var body: some View { Color.clear }
            }
            """
        let folder = try Self.folder(scene: scene, files: ["music/bed.m4a": "m4a"])
        let soundtrack = try #require(try Self.load(folder).makeScene().soundtrack)
        var expected = Soundtrack(Sound("music/bed.m4a"))
        expected.volume = 0.6
        expected.start = 0.5
        expected.trimStart = 2
        expected.trimEnd = 40
        expected.loops = true
        expected.fadeIn = 1.5
        expected.fadeOut = 2
        expected.ducking = .init(level: 0.4, attack: 0.1, release: 0.5)
        // The soundtrack is positioned at its sound's name.
        #expect(soundtrack.position.map { "\($0.line):\($0.column)" } == "5:33")
        expected.position = soundtrack.position
        #expect(soundtrack == expected)
    }

    @Test func defaultsAndAComputedOrNilSoundtrack() throws {
        let computed = """
            import Reel

            struct Bed: AnimatedScene {
                var format = SceneFormat(width: 100, height: 100, fps: 10, duration: 8)
                var soundtrack: Soundtrack? { Soundtrack(Sound("bed.wav")).trim(from: 1).loops(false).ducking(to: 0.5) }
                var body: some View { Color.clear }
            }
            """
        let soundtrack = try #require(try Self.load(try Self.folder(scene: computed, files: ["bed.wav": "RIFF"])).makeScene().soundtrack)
        #expect(soundtrack.trimStart == 1 && soundtrack.trimEnd == nil && !soundtrack.loops && soundtrack.volume == 1)
        #expect(soundtrack.ducking == .init(level: 0.5, attack: 0.05, release: 0.3))
        let none = computed.replacingOccurrences(of: "var soundtrack: Soundtrack? { Soundtrack(Sound(\"bed.wav\")).trim(from: 1).loops(false).ducking(to: 0.5) }",
                                                 with: "var soundtrack: Soundtrack? = nil")
        #expect(try Self.load(try Self.folder(scene: none)).makeScene().soundtrack == nil)
        let wrong = computed.replacingOccurrences(of: "var soundtrack: Soundtrack? { Soundtrack(Sound(\"bed.wav\")).trim(from: 1).loops(false).ducking(to: 0.5) }",
                                                  with: "var soundtrack = Sound(\"bed.wav\")")
        #expect(throws: SceneFileError.self) { try Self.load(try Self.folder(scene: wrong, files: ["bed.wav": "RIFF"])).makeScene() }
        do {
            _ = try Self.load(try Self.folder(scene: wrong, files: ["bed.wav": "RIFF"])).makeScene()
        } catch let error as SceneFileError {
            #expect(error.errors.map(\.message) == ["the scene's 'soundtrack' must be a Soundtrack, not Sound"])
        }
    }

    /// The sound names a scene may read and why others may not: the rules of images.
    @Test func soundNamesFollowTheSandboxRules() throws {
        let folder = try Self.folder(scene: "", files: ["click.wav": "RIFF", "sub/deep.flac": "fLaC"])
        let outside = try Self.folder(scene: "", files: ["music.wav": "RIFF"])
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.wav", withDestinationPath: outside + "/music.wav")
        #expect(mkfifo(folder + "/pipe.wav", 0o600) == 0)
        let access = ResourceAccess(root: URL(fileURLWithPath: folder), allowed: [URL(fileURLWithPath: outside)])
        func message(_ name: String, _ access: ResourceAccess = access) -> String? {
            if case .failure(let denied) = access.checkSound(name) { return denied.message }
            return nil
        }
        #expect(try access.checkSound("click.wav").get() == folder + "/click.wav")
        #expect(try access.checkSound("sub/deep.flac").get() == folder + "/sub/deep.flac")
        #expect(try access.checkSound(outside + "/music.wav").get() == outside + "/music.wav")
        #expect(message("") == "the sound name is empty")
        #expect(message("../x.wav") == "the sound '../x.wav' leaves the scene's folder; '..' and '~' are not allowed in scene files (allow another folder with --allow-path DIR and name it by absolute path)")
        #expect(message("/etc/hostname") == "the sound '/etc/hostname' is outside the scene's folder; scene files read sounds under their own folder (allow another folder with --allow-path DIR)")
        let closed = ResourceAccess(root: URL(fileURLWithPath: folder))
        #expect(message("link.wav", closed) == "the sound 'link.wav' is reached through a symbolic link that leads outside the folders the scene may read; scene files read sounds under their own folder (allow another folder with --allow-path DIR)")
        #expect(message("missing.wav") == "cannot read the sound 'missing.wav' (\(folder)/missing.wav): no such file")
        #expect(message("sub") == "cannot read the sound 'sub' (\(folder)/sub): it is a folder, not a regular file")
        #expect(message("pipe.wav") == "cannot read the sound 'pipe.wav' (\(folder)/pipe.wav): it is a FIFO, not a regular file")
    }
}
