import Foundation
import ReelExport
import ReelTestSupport
import Testing

/// `reel concat` with real chunks: every list that is not exactly one export's chunks is refused
/// with its reason (a missing, repeated, cut or foreign chunk, another export's), chunks given out
/// of order are joined in shard order, and names that would break ffmpeg's concat list (newlines,
/// quotes, backslashes, a leading dash) work. Chunks are lossless (`--crf 0`), so a joined video
/// compares exactly with a single export.
@Suite struct ConcatCommandTests {
    /// The chunks every test reads: a 24-frame scene exported whole and in four shards, and the
    /// wrong chunks lists are made of. Made once.
    struct Chunks: Sendable {
        var dir: URL
        /// The whole export, decoded.
        var frames: [[UInt8]]
        /// Shards 1/4 … 4/4.
        var parts: [URL]
        /// Shard 2/4 of an export with another quality.
        var other: URL
        /// Shard 3/4 with its end cut off at a packet's end, and inside a packet.
        var short: URL
        var damaged: URL
        /// An MPEG-TS and an MP4 video made by ffmpeg alone, like the chunks but without a record.
        var foreignTS: URL
        var foreignMP4: URL
    }

    static let width = 64, height = 36

    static let made: Result<Chunks, any Error> = Result {
        let scene = try TestScenes.moving(width: width, height: height, fps: 30, frames: 24)
        let dir = scene.deletingLastPathComponent()
        func export(_ name: String, _ options: [String]) throws -> URL {
            let out = dir.appendingPathComponent(name)
            let result = try CLIRunner.run(["export", scene.path, "-o", out.path, "--preset", "ultrafast", "--quiet"] + options)
            guard result.status == 0 else { throw VideoDecoding.DecodingFailure(message: result.stderr) }
            return out
        }
        let single = try export("single.mp4", ["--crf", "0"])
        let parts = try (1...4).map { try export("part\($0).ts", ["--crf", "0", "--shard", "\($0)/4"]) }
        let other = try export("other2.ts", ["--crf", "5", "--shard", "2/4"])
        // Shard 3 without its last frame (as an encoder stopped early would leave it, its record
        // kept), and cut inside a frame.
        let short = dir.appendingPathComponent("short3.ts"), damaged = dir.appendingPathComponent("damaged3.ts")
        let record = try ChunkProbe.probe(parts[2], shown: "part3.ts").recordText ?? ""
        let remux = try ChildProcess(executable: ChildProcess.find("ffmpeg")!, arguments: [
            "-v", "error", "-i", parts[2].path, "-map", "0:v", "-c", "copy", "-frames:v", "5",
            "-metadata", "service_provider=Reel", "-metadata", "service_name=" + record, "-y", short.path])
        guard remux.wait().succeeded else { throw VideoDecoding.DecodingFailure(message: remux.errorText) }
        let bytes = try Data(contentsOf: parts[2])
        try bytes.prefix(bytes.count - 700).write(to: damaged)
        func foreign(_ name: String) throws -> URL {
            let out = dir.appendingPathComponent(name)
            let ffmpeg = try ChildProcess(executable: ChildProcess.find("ffmpeg")!, arguments: [
                "-v", "error", "-f", "lavfi", "-i", "testsrc=size=\(width)x\(height):rate=30", "-frames:v", "6",
                "-c:v", "libx264", "-pix_fmt", "yuv420p", "-y", out.path])
            guard ffmpeg.wait().succeeded else { throw VideoDecoding.DecodingFailure(message: ffmpeg.errorText) }
            return out
        }
        return Chunks(dir: dir, frames: try VideoDecoding.frames(of: single, width: width, height: height), parts: parts,
                      other: other, short: short, damaged: damaged, foreignTS: try foreign("foreign.ts"), foreignMP4: try foreign("foreign.mp4"))
    }

    static func chunks() throws -> Chunks { try made.get() }

    /// Joins `chunks` into a new file of `dir`; the result and the joined file.
    static func concat(_ chunks: [URL], in dir: URL, output: String = "joined.mp4") throws -> (CLIRunner.Result, URL) {
        let out = dir.appendingPathComponent(output)
        return (try CLIRunner.run(["concat", out.path] + chunks.map(\.path)), out)
    }

    /// Hidden files in `dir` (a temporary name left behind).
    static func hidden(_ dir: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix(".") }
    }

    @Test func chunksGivenOutOfOrderJoinInShardOrder() throws {
        let chunks = try Self.chunks()
        let dir = try CLIRunner.temporaryDirectory()
        let given = [3, 0, 2, 1].map { chunks.parts[$0] }
        let (result, out) = try Self.concat(given, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "note: the chunks were given out of order (shards 4, 1, 3, 2); joined them in shard order, \(chunks.parts[0].path) first\n")
        #expect(result.stdout.hasPrefix("Joined 4 chunks into \(out.path) ("))
        #expect(try VideoDecoding.frames(of: out, width: Self.width, height: Self.height) == chunks.frames)
        // The joined video is the whole export, and says so: joined alone, it is copied as it is.
        let probe = try VideoDecoding.probe(out)
        #expect(probe.frameCount == 24 && probe.frameRate == "30/1")
        let again = try Self.concat([out], in: dir, output: "again.ts")
        #expect(again.0.status == 0, "\(again.0.stderr)")
        #expect(try VideoDecoding.frames(of: again.1, width: Self.width, height: Self.height) == chunks.frames)
        let quiet = try CLIRunner.run(["concat", dir.appendingPathComponent("q.mp4").path, "--quiet"] + given.map(\.path))
        #expect(quiet.status == 0 && quiet.stderr.isEmpty && quiet.stdout.isEmpty, "\(quiet.stderr)")
    }

    /// Each kind of wrong list: exit 1, the reason, no video and no temporary file.
    @Test func wrongListsAreRefusedWithTheirReason() throws {
        let chunks = try Self.chunks()
        let p = chunks.parts
        let cases: [([URL], String)] = [
            ([p[0], p[1], p[3]], "error: concat: shard 3/4 of the export is missing (1 of 4); give every chunk of the export"),
            ([p[1], p[2]], "error: concat: shards 1/4, 4/4 of the export are missing (2 of 4); give every chunk of the export"),
            ([p[0], p[1], p[1], p[2], p[3]], "error: concat: \(p[1].path) and \(p[1].path) are both shard 2/4; give each chunk once"),
            ([p[0], p[1], chunks.short, p[3]], "error: concat: \(chunks.short.path) holds 5 frames, but shard 3/4 of its 24-frame export has 6: it is cut short; export it again with --shard 3/4"),
            ([p[0], p[1], chunks.damaged, p[3]], "error: concat: \(chunks.damaged.path) is cut short or damaged: ffprobe reports '"),
            ([p[0], chunks.other, p[2], p[3]], "error: concat: \(chunks.other.path) is not from the same export as \(p[0].path): its crf is 5, not 0; join the chunks of one export"),
            ([p[0], chunks.foreignTS, p[2], p[3]], "error: concat: \(chunks.foreignTS.path) carries no record of `reel export` (Reel writes one in every chunk's metadata), so Reel cannot check that it is whole and belongs with the others; join only chunks written by `reel export --shard I/N`"),
            ([chunks.foreignMP4], "error: concat: \(chunks.foreignMP4.path) carries no record of `reel export`"),
            ([chunks.foreignMP4, p[0]], "error: concat: \(p[0].path) is a mpegts file, but \(chunks.foreignMP4.path) is mov,mp4,m4a,3gp,3g2,mj2"),
        ]
        for (list, message) in cases {
            let dir = try CLIRunner.temporaryDirectory()
            let (result, out) = try Self.concat(list, in: dir)
            #expect(result.status == 1, "\(list.map(\.lastPathComponent)): \(result.stderr)")
            #expect(result.stderr.hasPrefix(message), "\(list.map(\.lastPathComponent)): \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out.path))
            #expect(try Self.hidden(dir).isEmpty)
        }
    }

    /// A chunk of another scene version (the same settings, the text changed) is another export.
    @Test func aChunkOfAnotherSceneVersionIsRefused() throws {
        let chunks = try Self.chunks()
        let scene = try TestScenes.moving(width: Self.width, height: Self.height, fps: 30, frames: 24)
        try (String(contentsOf: scene, encoding: .utf8) + "\n// changed\n").write(to: scene, atomically: true, encoding: .utf8)
        let changed = scene.deletingLastPathComponent().appendingPathComponent("part2.ts")
        let export = try CLIRunner.run(["export", scene.path, "-o", changed.path, "--crf", "0", "--preset", "ultrafast", "--shard", "2/4", "--quiet"])
        #expect(export.status == 0, "\(export.stderr)")
        let (result, _) = try Self.concat([chunks.parts[0], changed, chunks.parts[2], chunks.parts[3]], in: scene.deletingLastPathComponent())
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(changed.path) is not from the same export as \(chunks.parts[0].path): it was rendered from another scene (scene digest "), "\(result.stderr)")
    }

    /// Names ffmpeg's concat list would misread (a newline that adds a line, quotes, backslashes,
    /// a leading dash) join as any other; a newline in a name is shown escaped in messages.
    @Test func namesWithNewlinesQuotesAndDashesWork() throws {
        let chunks = try Self.chunks()
        let dir = try CLIRunner.temporaryDirectory()
        let names = ["-i part1.ts", "it's \"2\".ts", "back\\slash 3.ts", "four\nfile 'part1.ts'\n.ts"]
        let copies = try zip(names, chunks.parts).map { name, part in
            let copy = dir.appendingPathComponent(name)
            try FileManager.default.copyItem(at: part, to: copy)
            return copy
        }
        let (result, out) = try Self.concat(copies, in: dir, output: "joined\nname.mp4")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try VideoDecoding.frames(of: out, width: Self.width, height: Self.height) == chunks.frames)
        let (refused, _) = try Self.concat(Array(copies.dropFirst()), in: dir)
        #expect(refused.status == 1)
        #expect(refused.stderr == "error: concat: shard 1/4 of the export is missing (1 of 4); give every chunk of the export\n")
        let (twice, _) = try Self.concat([copies[0], copies[1], copies[2], copies[3], copies[3]], in: dir)
        #expect(twice.stderr.contains("\"\(dir.path)/four\\nfile 'part1.ts'\\n.ts\" and \"\(dir.path)/four\\nfile 'part1.ts'\\n.ts\" are both shard 4/4"), "\(twice.stderr)")
        #expect(try Self.hidden(dir).isEmpty)
    }

    /// A property over random lists of real chunks (subsets, permutations, repeats, cut, foreign
    /// and other exports' chunks): `reel concat` either writes exactly the export's frames or
    /// refuses with a reason and writes nothing; it succeeds exactly when the list holds every
    /// shard once. A few lists in the default tier, more in the full tier.
    @Test func randomListsJoinExactlyOrAreRefused() throws {
        let chunks = try Self.chunks()
        let pool = chunks.parts + [chunks.other, chunks.short, chunks.damaged, chunks.foreignTS]
        var random = SystemRandomNumberGenerator()
        let seed = UInt64.random(in: 0...UInt64.max, using: &random)
        var generator = SeededLists(state: seed)
        let rounds = TestTier.pick(fast: 6, full: 24)
        for round in 0..<rounds {
            var list: [URL]
            // Every third list is complete (in some order), the others anything.
            if round % 3 == 0 {
                list = chunks.parts.shuffled(using: &generator)
            } else {
                list = (0..<(1 + Int(generator.next() % 6))).map { _ in pool[Int(generator.next() % UInt64(pool.count))] }
            }
            let complete = list.count == 4 && Set(list) == Set(chunks.parts)
            let dir = try CLIRunner.temporaryDirectory()
            let (result, out) = try Self.concat(list, in: dir)
            let names = "\(list.map(\.lastPathComponent)) (seed \(seed))"
            if result.status == 0 {
                #expect(complete, "\(names) was joined")
                #expect(try VideoDecoding.frames(of: out, width: Self.width, height: Self.height) == chunks.frames, "\(names)")
            } else {
                #expect(!complete, "\(names) was refused: \(result.stderr)")
                #expect(result.status == 1 && result.stderr.hasPrefix("error: concat: ") && result.stderr.split(separator: "\n").count == 1,
                        "\(names): \(result.stderr)")
                #expect(!FileManager.default.fileExists(atPath: out.path))
            }
            #expect(try Self.hidden(dir).isEmpty)
        }
    }
}

/// SplitMix64, seeded: the lists of the property test (the seed is printed with a failure).
struct SeededLists: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
