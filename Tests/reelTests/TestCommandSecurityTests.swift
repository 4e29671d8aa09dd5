import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ReelSystem
import ReelTestSupport
import Testing

/// `reel test` and `reel concat` against a hostile folder: goldens, manifests and report folders
/// that are symbolic links out of their folder, FIFOs where files should be, a golden folder shared
/// by parallel runs, and characters XML forbids in what the JUnit file says.
@Suite struct TestCommandSecurityTests {
    /// A temporary folder holding `scenes/Still.swift` (a 20 × 20 scene of 10 frames, all alike,
    /// so frames 0, 4 and 9 are checked) and `outside/`, a folder no command may read or change.
    struct Setup {
        let root: URL
        var scenes: URL { root.appendingPathComponent("scenes") }
        var scene: String { scenes.appendingPathComponent("Still.swift").path }
        var golden: URL { root.appendingPathComponent("golden") }
        var report: URL { root.appendingPathComponent("report") }
        var outside: URL { root.appendingPathComponent("outside") }
        var manifest: URL { golden.appendingPathComponent("manifest.json") }
        /// What `outside/env` holds: the secret a link must never leak.
        let secret = "CI_TOKEN=" + UUID().uuidString

        init() throws {
            root = URL(fileURLWithPath: FileSandbox.folderPath(try CLIRunner.temporaryDirectory().path))
            for folder in [scenes, outside] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
            try Self.sceneText(name: "Still").write(toFile: scene, atomically: true, encoding: .utf8)
            try Data(secret.utf8).write(to: outside.appendingPathComponent("env"))
        }

        /// A scene file declaring the scene `name`.
        static func sceneText(name: String) -> String {
            """
            import Reel

            struct \(name): AnimatedScene {
                var format = SceneFormat(width: 20, height: 20, fps: 10, duration: 1, background: .white)
                var body: some View { Circle().fill(Color.blue).frame(width: 12, height: 12) }
            }

            """
        }

        /// The golden of `frame`.
        func goldenFile(_ frame: Int) -> URL { golden.appendingPathComponent(String(format: "Still/frame-%05d.png", frame)) }

        /// Records the goldens of frames 0, 4 and 9.
        func record() throws {
            let result = try CLIRunner.run(["test", scene, "--golden", golden.path, "--report", report.path, "--update", "missing"])
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        }

        /// Rewrites the manifest with `change` applied to its JSON object.
        func editManifest(_ change: (inout [String: Any]) -> Void) throws {
            var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: manifest)) as? [String: Any])
            change(&object)
            try JSONSerialization.data(withJSONObject: object).write(to: manifest)
        }

        /// Drops the byte count of frame `frame`'s record, as a hand-written record has none.
        func dropByteCount(ofFrame frame: Int) throws {
            try editManifest { object in
                var scenes = object["scenes"] as! [String: Any], still = scenes["Still"] as! [String: Any]
                var goldens = still["goldens"] as! [String: Any], record = goldens[String(frame)] as! [String: Any]
                record["bytes"] = nil
                goldens[String(frame)] = record; still["goldens"] = goldens; scenes["Still"] = still; object["scenes"] = scenes
            }
        }

        /// Every regular file under `folder` with its bytes (links are not followed).
        func files(_ folder: URL) -> [String: Data] {
            var result: [String: Data] = [:]
            for case let path as String in FileManager.default.enumerator(atPath: folder.path) ?? FileManager.DirectoryEnumerator() {
                var status = stat()
                let full = folder.appendingPathComponent(path).path
                if lstat(full, &status) == 0, status.st_mode & S_IFMT == S_IFREG { result[path] = FileManager.default.contents(atPath: full) }
            }
            return result
        }
    }

    /// A `reel` process started with `arguments` (under `timeout`, which kills it after `seconds`:
    /// a FIFO opened for reading would block forever), its output going to files.
    struct Started {
        let process: Process
        let out: URL, err: URL

        init(_ arguments: [String], within seconds: Int = 120) throws {
            process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
            process.arguments = ["-s", "KILL", String(seconds), CLIRunner.executable.path] + arguments
            var environment = ProcessInfo.processInfo.environment
            environment["CI"] = nil
            process.environment = environment
            let folder = try CLIRunner.temporaryDirectory()
            out = folder.appendingPathComponent("out")
            err = folder.appendingPathComponent("err")
            _ = FileManager.default.createFile(atPath: out.path, contents: nil)
            _ = FileManager.default.createFile(atPath: err.path, contents: nil)
            process.standardOutput = try FileHandle(forWritingTo: out)
            process.standardError = try FileHandle(forWritingTo: err)
            try process.run()
        }

        /// Waits for the end: what it printed, or nil when it had to be killed.
        func finish() -> CLIRunner.Result? {
            process.waitUntilExit()
            guard process.terminationReason == .exit, process.terminationStatus != 124, process.terminationStatus != 137 else { return nil }
            return CLIRunner.Result(status: process.terminationStatus, stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
                                    stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
        }
    }

    /// Runs `reel` with `arguments`, killed after `seconds`: nil when it had to be killed.
    static func run(_ arguments: [String], within seconds: Int = 120) throws -> CLIRunner.Result? {
        try Started(arguments, within: seconds).finish()
    }

    /// Lets a process that opened the FIFO at `path` for reading (one that should not have) go:
    /// a writer opens it and closes it, so the reader sees its end.
    static func release(fifo path: String) {
        let descriptor = open(path, O_WRONLY | O_NONBLOCK)
        if descriptor >= 0 { close(descriptor) }
    }

    // MARK: Goldens

    /// The probe's finding: a golden linked to a file outside the folder, whose record has no byte
    /// count, passed by its digest alone; another frame failed, and the report copied every golden
    /// of the scene, following the link. The golden is now refused (the frame fails, naming it),
    /// and nothing of the outside file reaches the report.
    @Test func aGoldenLinkedOutsideTheFolderNeverReachesTheReport() throws {
        let setup = try Setup()
        try setup.record()
        try FileManager.default.removeItem(at: setup.goldenFile(0))
        try FileManager.default.createSymbolicLink(at: setup.goldenFile(0), withDestinationURL: setup.outside.appendingPathComponent("env"))
        try setup.dropByteCount(ofFrame: 0)
        try Data("damaged".utf8).write(to: setup.goldenFile(9))
        let result = try #require(try Self.run(["test", setup.scene, "--golden", setup.golden.path, "--report", setup.report.path, "--update", "none"]))
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAIL Still@0: the golden \(setup.goldenFile(0).path) cannot be read: it leads outside the golden folder (through a symbolic link)"), "\(result.stdout)")
        for (path, data) in setup.files(setup.report) {
            #expect(data.range(of: Data(setup.secret.utf8)) == nil, "\(path) holds the outside file")
        }
        #expect(!FileManager.default.fileExists(atPath: setup.report.appendingPathComponent("images/Still/frame-00000-expected.png").path))
        // The passing frame is shown by the thumbnail of the frame drawn; no golden is copied for it.
        #expect(!FileManager.default.fileExists(atPath: setup.report.appendingPathComponent("images/Still/frame-00004-expected.png").path))
        #expect(FileManager.default.fileExists(atPath: setup.report.appendingPathComponent("images/Still/frame-00004-thumb.png").path))
    }

    /// A golden in a scene folder that is a link out of the golden folder is refused the same way.
    @Test func aSceneFolderLinkedOutsideIsRefused() throws {
        let setup = try Setup()
        try setup.record()
        let moved = setup.outside.appendingPathComponent("Still")
        try FileManager.default.moveItem(at: setup.golden.appendingPathComponent("Still"), to: moved)
        try FileManager.default.createSymbolicLink(at: setup.golden.appendingPathComponent("Still"), withDestinationURL: moved)
        let result = try #require(try Self.run(["test", setup.scene, "--golden", setup.golden.path, "--report", setup.report.path, "--update", "none"]))
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAIL Still@4: the golden \(setup.goldenFile(4).path) cannot be read: it leads outside the golden folder (through a symbolic link)"), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("0 passed, 3 failed\n"), "\(result.stdout)")
    }

    /// A FIFO or a device where a golden should be is refused before anything opens it for
    /// reading: the run ends (a FIFO opened for reading waits for a writer forever).
    @Test func aGoldenThatIsAFIFOOrADeviceIsRefusedWithoutBlocking() throws {
        let setup = try Setup()
        try setup.record()
        try FileManager.default.removeItem(at: setup.goldenFile(0))
        #expect(mkfifo(setup.goldenFile(0).path, 0o600) == 0)
        try FileManager.default.removeItem(at: setup.goldenFile(4))
        try FileManager.default.createSymbolicLink(atPath: setup.goldenFile(4).path, withDestinationPath: "/dev/zero")
        try setup.dropByteCount(ofFrame: 0)
        try setup.dropByteCount(ofFrame: 4)
        let ended = try Self.run(["test", setup.scene, "--golden", setup.golden.path, "--report", setup.report.path, "--update", "none"], within: 60)
        Self.release(fifo: setup.goldenFile(0).path)
        let result = try #require(ended, "reel test blocked on the FIFO")
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAIL Still@0: the golden \(setup.goldenFile(0).path) cannot be read: it is a FIFO, not a regular file"), "\(result.stdout)")
        #expect(result.stdout.contains("FAIL Still@4: the golden \(setup.goldenFile(4).path) cannot be read: it leads outside the golden folder (through a symbolic link)"), "\(result.stdout)")
    }

    /// `--update all` writes and removes only goldens the manifest names, inside the golden
    /// folder, never through a link: a scene folder linked elsewhere, or a golden that is a link,
    /// is refused, and what lies outside stays as it was.
    @Test func updateAllNeverWritesOrRemovesThroughALink() throws {
        let setup = try Setup()
        try setup.record()
        // golden/Still → outside/Still, holding the goldens and a stale frame the manifest names.
        let moved = setup.outside.appendingPathComponent("Still")
        try FileManager.default.moveItem(at: setup.golden.appendingPathComponent("Still"), to: moved)
        try FileManager.default.createSymbolicLink(at: setup.golden.appendingPathComponent("Still"), withDestinationURL: moved)
        try Data("victim".utf8).write(to: moved.appendingPathComponent("frame-00000.png"))
        try Data("victim".utf8).write(to: moved.appendingPathComponent("frame-00042.png"))
        try setup.editManifest { object in
            var scenes = object["scenes"] as! [String: Any], still = scenes["Still"] as! [String: Any]
            var goldens = still["goldens"] as! [String: Any]
            goldens["42"] = goldens["4"]
            still["goldens"] = goldens; scenes["Still"] = still; object["scenes"] = scenes
        }
        let before = setup.files(setup.outside)
        let result = try #require(try Self.run(["test", setup.scene, "--golden", setup.golden.path, "--report", setup.report.path, "--update", "all"]))
        #expect(result.status == 1)
        #expect(result.stdout.contains("cannot write the golden \(setup.goldenFile(0).path): it lies behind the symbolic link \(setup.golden.path)/Still; files are written and removed only in real folders, never through links"), "\(result.stdout)")
        #expect(result.stdout.contains("error: cannot remove the golden \(setup.golden.path)/Still/frame-00042.png: it lies behind the symbolic link \(setup.golden.path)/Still"), "\(result.stdout)")
        #expect(setup.files(setup.outside) == before)

        // A golden that is itself a link is never replaced through it.
        try FileManager.default.removeItem(at: setup.golden.appendingPathComponent("Still"))
        try FileManager.default.createDirectory(at: setup.golden.appendingPathComponent("Still"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: setup.goldenFile(0), withDestinationURL: setup.outside.appendingPathComponent("env"))
        let linked = try #require(try Self.run(["test", setup.scene, "--golden", setup.golden.path, "--report", setup.report.path, "--update", "all"]))
        #expect(linked.status == 1)
        #expect(setup.files(setup.outside) == before)
    }

    // MARK: Manifests

    /// A manifest that is a link out of the golden folder, a FIFO, or a folder is an error naming
    /// it, before anything is drawn or blocks.
    @Test func aManifestLinkedOutsideOrNotAFileIsAnError() throws {
        let setup = try Setup()
        try setup.record()
        let copy = setup.outside.appendingPathComponent("manifest.json")
        try FileManager.default.moveItem(at: setup.manifest, to: copy)
        try FileManager.default.createSymbolicLink(at: setup.manifest, withDestinationURL: copy)
        let cases: [(String, () throws -> Void)] = [
            ("it leads outside the golden folder (through a symbolic link)", {}),
            ("it is a FIFO, not a regular file", {
                try FileManager.default.removeItem(at: setup.manifest)
                #expect(mkfifo(setup.manifest.path, 0o600) == 0)
            }),
            ("it is a folder, not a regular file", {
                try FileManager.default.removeItem(at: setup.manifest)
                try FileManager.default.createDirectory(at: setup.manifest, withIntermediateDirectories: true)
            }),
        ]
        for (reason, prepare) in cases {
            try prepare()
            let ended = try Self.run(["test", setup.scene, "--golden", setup.golden.path, "--report", setup.report.path, "--update", "missing"], within: 60)
            Self.release(fifo: setup.manifest.path)
            let result = try #require(ended, "blocked: \(reason)")
            #expect(result.status == 1, "\(reason)")
            #expect(result.stderr == "error: \(setup.manifest.path): cannot read the manifest: \(reason)\n", "\(result.stderr)")
        }
        #expect(try Data(contentsOf: copy).count > 0)
        #expect(setup.files(setup.golden.appendingPathComponent("Still")).count == 3)
    }

    /// Eight runs at once, each recording its own scene in one golden folder: every record is
    /// kept (the manifest is read, changed and written under a lock on the folder).
    @Test func parallelRunsSharingAGoldenFolderKeepEveryRecord() throws {
        let setup = try Setup()
        let names = (0..<8).map { "Scene\($0)" }
        for name in names {
            try Setup.sceneText(name: name).write(to: setup.scenes.appendingPathComponent(name + ".swift"), atomically: true, encoding: .utf8)
        }
        // All eight start before any is waited for.
        let started = try names.enumerated().map { index, name in
            try Started(["test", setup.scenes.appendingPathComponent(name + ".swift").path, "--golden", setup.golden.path,
                         "--report", setup.root.appendingPathComponent("report-\(index)").path, "--update", "missing"])
        }
        for (index, run) in started.enumerated() {
            let result = run.finish()
            #expect(result?.status == 0, "\(names[index]): \(result?.stdout ?? "")\(result?.stderr ?? "")")
        }
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: setup.manifest)) as? [String: Any])
        let scenes = try #require(manifest["scenes"] as? [String: [String: Any]])
        #expect(scenes.keys.sorted() == names)
        for name in names { #expect((scenes[name]?["goldens"] as? [String: Any])?.keys.sorted() == ["0", "4", "9"], "\(name)") }
        // No lock file or temporary is left in the folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: setup.golden.path).sorted() == (["manifest.json"] + names).sorted())
    }

    // MARK: The report

    /// A report folder whose `images/SCENE` is a link out of it: the run neither removes the old
    /// images there nor writes new ones through the link.
    @Test func reportImagesAreNeverWrittenOrRemovedThroughALink() throws {
        let setup = try Setup()
        try setup.record()
        try Data("damaged".utf8).write(to: setup.goldenFile(9))
        let elsewhere = setup.outside.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: elsewhere.appendingPathComponent("frame-00009-actual.png"))
        let images = setup.report.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        // Recording wrote the thumbnails of the passing frames there; the link takes the folder's place.
        try? FileManager.default.removeItem(at: images.appendingPathComponent("Still"))
        try FileManager.default.createSymbolicLink(at: images.appendingPathComponent("Still"), withDestinationURL: elsewhere)
        let before = setup.files(setup.outside)
        let result = try #require(try Self.run(["test", setup.scene, "--golden", setup.golden.path, "--report", setup.report.path, "--update", "none"]))
        #expect(result.status == 1)
        #expect(setup.files(setup.outside) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == ["frame-00009-actual.png"])
    }

    // MARK: JUnit

    /// A message holding characters XML 1.0 forbids (here the golden folder's name holds U+FFFF
    /// and an escape character, and a failure's message names the golden) still gives a
    /// well-formed `junit.xml`, read by a strict XML parser.
    @Test func junitIsWellFormedWhateverTheMessagesHold() throws {
        let setup = try Setup()
        let golden = setup.root.appendingPathComponent("golden\u{FFFF}\u{1B}[31m\u{FFFE}")
        let recorded = try CLIRunner.run(["test", setup.scene, "--golden", golden.path, "--report", setup.report.path, "--update", "missing"])
        #expect(recorded.status == 0, "\(recorded.stdout)\(recorded.stderr)")
        try Data("damaged".utf8).write(to: golden.appendingPathComponent("Still/frame-00009.png"))
        let result = try CLIRunner.run(["test", setup.scene, "--golden", golden.path, "--report", setup.report.path, "--update", "none"])
        #expect(result.status == 1)
        let junit = setup.report.appendingPathComponent("junit.xml")
        #if canImport(FoundationXML) || os(macOS)
        let document = try XMLDocument(contentsOf: junit, options: [])
        let failures = try document.nodes(forXPath: "//error")
        #expect(failures.count == 1)
        let message = try #require((failures.first as? XMLElement)?.attribute(forName: "message")?.stringValue)
        #expect(message == "Still@9: the golden \(setup.root.path)/golden\\u{FFFF}\\u{1B}[31m\\u{FFFE}/Still/frame-00009.png cannot be read: not a PNG file (its first bytes are not the PNG signature)")
        #endif
    }

    // MARK: Concat

    /// A chunk that is a FIFO, a device or a folder is refused before ffprobe or ffmpeg opens it.
    @Test func aChunkThatIsNotARegularFileIsRefused() throws {
        let setup = try Setup()
        let fifo = setup.root.appendingPathComponent("chunk.ts")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let cases = [(fifo.path, "it is a FIFO, not a regular file"), ("/dev/zero", "it is a device, not a regular file"),
                     (setup.outside.path, "it is a folder, not a regular file")]
        for (chunk, reason) in cases {
            let ended = try Self.run(["concat", setup.root.appendingPathComponent("joined.mp4").path, chunk], within: 60)
            Self.release(fifo: fifo.path)
            let result = try #require(ended, "blocked on \(chunk)")
            #expect(result.status == 1, "\(chunk)")
            #expect(result.stderr == "error: concat: cannot read the chunk \(chunk): \(reason)\n", "\(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: setup.root.appendingPathComponent("joined.mp4").path))
    }
}
