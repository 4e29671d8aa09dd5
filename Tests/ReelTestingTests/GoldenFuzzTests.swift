import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Reel
@testable import ReelTesting
import Testing

/// Property tests of the golden surfaces a stranger controls: hostile manifests (wrong types, huge
/// numbers, deep nesting, names with `..`, absolute paths, NUL, links in the folder) always give a
/// clear error or a manifest that writes back as itself, never a crash and never a write outside
/// the golden folder; and JUnit files stay well-formed whatever their messages hold. The default
/// tier checks a small seeded slice, the full tier many more (a few seconds each).
@Suite struct GoldenFuzzTests {
    /// Whether this is the full test tier (`REEL_TESTS=full`; this target does not link ReelTestSupport's `TestTier`).
    static let isFull = ProcessInfo.processInfo.environment["REEL_TESTS"] == "full"

    // MARK: Hostile values

    /// Draws hostile JSON: the manifest's own keys with values of every kind.
    struct HostileJSON {
        var random: SplitMix64

        mutating func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

        static let keys = ["schema", "defaults", "scenes", "environments", "goldens", "frames", "times", "perFrame", "events",
                           "pixels", "width", "height", "bytes", "environment", "scale", "threshold", "antialiasing",
                           "channelTolerance", "maxDiffPixels", "maxDiffPixelRatio", "architecture", "cairo", "fonts", "Dot"]
        static let names = ["Dot", "..", ".", "", "../outside", "/etc", "/tmp/x", "a/b", "Dot\u{0}../x", "\u{0}", "Dot/../..",
                            "con", "\u{FFFF}", "x.swift", "../../x.swift", "/abs/e.swift", "e\u{0}.swift", "0", "-1", "1e3",
                            "99999999999999999999", "00", "Ｄｏｔ"]
        static let numbers = ["0", "-0", "1", "-1", "0.5", "1e308", "-1e308", "1e400", "-1e400", "1e-400", "9007199254740993",
                              "9223372036854775807", "9223372036854775808", "18446744073709551616", "1e15", "999999999999",
                              "1e12", "29", "30", "64", "65", "0.0000001", "3.0", "2.5e1"]

        /// A JSON text for a value nested at most `depth` deep.
        mutating func value(depth: Int) -> String {
            switch random.next() % (depth > 0 ? 9 : 6) {
            case 0: return pick(Self.numbers)
            case 1: return quoted(pick(Self.names + Self.keys + ["3f2a" + String(repeating: "0", count: 28), "zz"]))
            case 2: return pick(["true", "false", "null"])
            case 3: return quoted(String((0..<Int(random.next() % 12)).map { _ in Character(Unicode.Scalar(UInt8(random.next() % 128))) }))
            case 4: return "1" // schema-like
            case 5: return pick(Self.numbers)
            case 6, 7: return object(depth: depth - 1)
            default: return "[" + (0..<Int(random.next() % 4)).map { _ in value(depth: depth - 1) }.joined(separator: ", ") + "]"
            }
        }

        /// An object whose keys are mostly the manifest's.
        mutating func object(depth: Int) -> String {
            let count = Int(random.next() % 5)
            return "{" + (0..<count).map { _ in
                quoted(chance(70) ? pick(Self.keys) : pick(Self.names)) + ": " + value(depth: depth)
            }.joined(separator: ", ") + "}"
        }

        /// A manifest-shaped document: mostly right, with hostile parts.
        mutating func manifest() -> String {
            let record = "{\"pixels\": \(quoted(chance(80) ? String(repeating: "ab", count: 16) : pick(Self.names))), \"width\": \(chance(80) ? "60" : pick(Self.numbers)), "
                + "\"height\": \(chance(80) ? "40" : pick(Self.numbers)), \"environment\": \(quoted(chance(80) ? "e" : pick(Self.names)))"
                + (chance(50) ? ", \"bytes\": \(pick(Self.numbers))" : "") + (chance(20) ? ", \(quoted(pick(Self.keys))): \(value(depth: 1))" : "") + "}"
            let goldens = (0..<Int(random.next() % 4)).map { _ in "\(quoted(chance(70) ? pick(["0", "14", "29", "3"]) : pick(Self.names))): \(record)" }
            var scene: [String] = []
            if chance(60) { scene.append("\"goldens\": {" + goldens.joined(separator: ", ") + "}") }
            if chance(30) { scene.append("\"frames\": [" + (0..<Int(random.next() % 3)).map { _ in chance(70) ? pick(["0", "14", "29"]) : pick(Self.numbers) }.joined(separator: ", ") + "]") }
            if chance(20) { scene.append("\"times\": [\(pick(Self.numbers))]") }
            if chance(20) { scene.append("\"events\": \(quoted(pick(Self.names)))") }
            if chance(20) { scene.append("\"scale\": \(pick(Self.numbers))") }
            if chance(20) { scene.append("\(quoted(pick(Self.keys))): \(value(depth: 2))") }
            let environment = "\"e\": {\"architecture\": \"x86_64\", \"cairo\": \"1\", \"pixman\": \"1\", \"pango\": \"1\", \"harfbuzz\": \"1\", \"freetype\": \"1\"}"
            var fields = ["\"schema\": \(chance(90) ? "1" : pick(Self.numbers))",
                          "\"scenes\": {\(quoted(chance(70) ? "Dot" : pick(Self.names))): {\(scene.joined(separator: ", "))}}"]
            if chance(85) { fields.append("\"environments\": {\(environment)}") }
            if chance(20) { fields.append("\"defaults\": \(object(depth: 1))") }
            if chance(10) { fields.append("\(quoted(pick(Self.keys))): \(value(depth: 3))") }
            return "{" + fields.joined(separator: ", ") + "}"
        }

        /// A document that is not a manifest's shape at all: random JSON, deep nesting, cut text.
        mutating func other(from valid: String) -> String {
            switch random.next() % 4 {
            case 0: return value(depth: 4)
            case 1:
                let depth = pick([100, 1_000, 20_000])
                return String(repeating: pick(["[", "{\"a\":"]), count: depth) + "1"
            case 2: return String(valid.prefix(Int(random.next() % UInt64(max(1, valid.count)))))
            default:
                var bytes = Array(valid.utf8)
                for _ in 0..<1 + Int(random.next() % 4) where !bytes.isEmpty {
                    bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(random.next() % 256)
                }
                return String(decoding: bytes, as: UTF8.self)
            }
        }

        func quoted(_ s: String) -> String { JSONValue.quoted(s) }
    }

    // MARK: Manifests

    /// Every hostile manifest parses or fails with a message naming the file; one that parses
    /// writes back as text that parses to the same manifest, and every scene it names can name a
    /// folder of goldens (one path component, no NUL).
    @Test func hostileManifestsGiveAClearErrorOrAManifestThatRoundTrips() throws {
        var json = HostileJSON(random: SplitMix64(seed: 28))
        let count = Self.isFull ? 4_000 : 300
        let valid = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden/manifest.json"), encoding: .utf8)
        var parsed = 0
        for index in 0..<count {
            let text = index % 3 == 2 ? json.other(from: valid) : json.manifest()
            do {
                let manifest = try GoldenManifest.parse(Data(text.utf8), path: "P/manifest.json")
                parsed += 1
                for name in manifest.scenes.keys {
                    #expect(GoldenManifest.canNameFolder(name), "\(index): \(text)")
                }
                #expect(try GoldenManifest.parse(Data(manifest.text.utf8), path: "again") == manifest, "\(index): \(text)")
            } catch {
                #expect(error.message.hasPrefix("P/manifest.json: "), "\(index): \(error.message)")
                #expect(error.kind == .failure)
            }
        }
        #expect(parsed > count / 20, "the generator should make some valid manifests")
    }

    /// A scene name that cannot name a folder is an error naming the key, quoted.
    @Test func aSceneNameThatLeavesTheFolderIsAnError() {
        for name in ["..", ".", "", "../x", "/etc", "a/b", "x\u{0}y"] {
            let text = "{\"schema\": 1, \"scenes\": {\(JSONValue.quoted(name)): {}}}"
            #expect(throws: GoldenError(.failure, "P: scenes has the key \(JSONValue.quoted(name)), which cannot name a folder of goldens (a scene's name: not empty, not . or .., no / and no NUL)")) {
                try GoldenManifest.parse(Data(text.utf8), path: "P")
            }
        }
    }

    /// Runs with `--update all` against hostile manifests in a golden folder whose scene folder,
    /// goldens and manifest may be links out of it: whatever happens, nothing outside the golden
    /// folder changes, and the run ends with outcomes or a `GoldenError`.
    @Test func hostileGoldenFoldersNeverChangeAnythingOutside() throws {
        var json = HostileJSON(random: SplitMix64(seed: 2028))
        let root = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
            .appendingPathComponent("reel-golden-fuzz-\(UUID().uuidString)")
        let outside = root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside.appendingPathComponent("Dot"), withIntermediateDirectories: true)
        for name in ["env", "Dot/frame-00000.png", "Dot/frame-00014.png", "Dot/frame-00003.png", "manifest.json"] {
            try Data("outside \(name)".utf8).write(to: outside.appendingPathComponent(name))
        }
        func snapshot() -> [String: Data] {
            var files: [String: Data] = [:]
            for case let path as String in FileManager.default.enumerator(atPath: outside.path) ?? FileManager.DirectoryEnumerator() {
                files[path] = FileManager.default.contents(atPath: outside.appendingPathComponent(path).path)
            }
            return files
        }
        let before = snapshot()
        for index in 0..<(Self.isFull ? 40 : 4) {
            let golden = root.appendingPathComponent("golden-\(index)")
            try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
            try Data(json.manifest().utf8).write(to: golden.appendingPathComponent("manifest.json"))
            switch index % 4 {
            case 0: try FileManager.default.createSymbolicLink(at: golden.appendingPathComponent("Dot"), withDestinationURL: outside.appendingPathComponent("Dot"))
            case 1:
                try FileManager.default.createDirectory(at: golden.appendingPathComponent("Dot"), withIntermediateDirectories: true)
                for frame in ["00000", "00014", "00003"] {
                    try FileManager.default.createSymbolicLink(at: golden.appendingPathComponent("Dot/frame-\(frame).png"),
                                                               withDestinationURL: outside.appendingPathComponent("Dot/frame-\(frame).png"))
                }
            case 2:
                try FileManager.default.removeItem(at: golden.appendingPathComponent("manifest.json"))
                try FileManager.default.createSymbolicLink(at: golden.appendingPathComponent("manifest.json"), withDestinationURL: outside.appendingPathComponent("manifest.json"))
            default:
                try FileManager.default.createSymbolicLink(at: golden.appendingPathComponent("Dot"), withDestinationURL: URL(fileURLWithPath: "../outside/Dot"))
            }
            var options = GoldenTestOptions(golden: golden, report: root.appendingPathComponent("report"), update: .all, command: .reelTest(golden: golden.path))
            options.threads = 2
            do {
                _ = try GoldenTestRun(options: options).run([SceneUnderTest(name: "Dot", moments: [.frame(0), .frame(3)], make: { GoldenRunTests.Dot() })])
            } catch {
                #expect(!"\(error)".isEmpty)
            }
            #expect(snapshot() == before, "run \(index) changed a file outside the golden folder")
        }
    }

    // MARK: JUnit

    /// Random messages, with characters XML forbids among them, always give a JUnit file a strict
    /// parser reads, and each message reads back as written with only those characters replaced.
    @Test func junitReadsBackWhateverTheMessagesHold() throws {
        var random = SplitMix64(seed: 1028)
        let alphabet: [Unicode.Scalar] = ["a", "Z", " ", "&", "<", ">", "\"", "'", "\n", "\r", "\t", "\u{0}", "\u{1}", "\u{1B}", "\u{7F}",
                                          "\u{85}", "\u{D7FF}", "\u{E000}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "\u{10000}", "\u{10FFFF}",
                                          "]", "]]>", "é", "\u{200B}", "\u{FEFF}"].flatMap { $0.unicodeScalars }
        func message() -> String {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int(random.next() % 24) {
                if random.next() % 4 == 0, let scalar = Unicode.Scalar(UInt32(random.next() % 0x11_0000)) {
                    scalars.append(scalar)
                } else {
                    scalars.append(alphabet[Int(random.next() % UInt64(alphabet.count))])
                }
            }
            return String(scalars)
        }
        for _ in 0..<(Self.isFull ? 400 : 20) {
            var outcomes: [FrameOutcome] = []
            for index in 0..<8 {
                let status: FrameOutcome.Status = index % 3 == 0 ? .matchedDigest : (index % 3 == 1 ? .error(message()) : .unreadable(message()))
                var outcome = FrameOutcome(scene: "S\(index)" + message(), frame: index, time: 0, status: status, settings: ComparisonSettings(),
                                           width: 1, height: 1, match: nil, allowedPixels: 0)
                outcome.acceptCommand = message()
                outcomes.append(outcome)
            }
            let result = GoldenRunResult(scenes: [], outcomes: outcomes, acceptAllCommand: "")
            let text = JUnitReport(results: [result]).text
            #if canImport(FoundationXML) || os(macOS)
            let document: XMLDocument
            do {
                document = try XMLDocument(data: Data(text.utf8), options: [])
            } catch {
                Issue.record("not well-formed: \(error)\n\(text.debugDescription)")
                continue
            }
            let errors = try document.nodes(forXPath: "//error").compactMap { $0 as? XMLElement }
            let failing = outcomes.filter { !$0.passed }
            #expect(errors.count == failing.count)
            for (element, outcome) in zip(errors, failing) {
                #expect(element.attribute(forName: "message")?.stringValue == XMLText.replacingForbidden(outcome.summary))
                #expect(element.stringValue?.hasSuffix("Accept: " + XMLText.replacingForbidden(outcome.acceptCommand)) == true)
            }
            let suites = try document.nodes(forXPath: "//testsuite").compactMap { ($0 as? XMLElement)?.attribute(forName: "name")?.stringValue }
            var names: [String] = []
            for outcome in outcomes where !names.contains(outcome.scene) { names.append(outcome.scene) }
            #expect(suites == names.map(XMLText.replacingForbidden))
            #endif
        }
    }

    /// The replacement is visible and leaves allowed text alone.
    @Test func forbiddenCharactersAreReplacedByTheirEscapes() {
        #expect(XMLText.replacingForbidden("a\u{FFFF}b\u{1B}[31m\u{0}\t\n\r\u{FFFD}") == "a\\u{FFFF}b\\u{1B}[31m\\u{0}\t\n\r\u{FFFD}")
        #expect(XMLText.attribute("<a & \"b\">\n\t\r") == "&lt;a &amp; &quot;b&quot;&gt;&#10;&#9;&#13;")
        #expect(XMLText.content("x\ny\r") == "x\ny&#13;")
    }
}
