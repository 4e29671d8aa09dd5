import Foundation
import Testing
@testable import ReelExport
import ReelSystem

/// `reel concat`'s checks of a chunk list, without ffmpeg: chunk records written and read back,
/// and `ChunkConcatenation.arrange` over probes of made-up chunks, so that every kind of wrong
/// list is tried many times (the command-line tests try real chunks).
@Suite struct ChunkConcatenationTests {
    static let settings = try! VideoSettings(container: .ts, crf: 0, preset: "ultrafast", width: 64, height: 36, frameRate: 30)
    static let identity = ExportIdentity(scene: ExportIdentity.sceneDigest(name: "Moving", texts: ["struct Moving {}"], options: ""),
                                         frames: 0...23, everyNthFrame: 1, scale: 1, settings: settings)

    @Test func aRecordIsOneLineThatReadsBack() throws {
        let record = ChunkRecord(shard: Shard(index: 2, count: 3)!, frameCount: 24, export: Self.identity)
        #expect(record.text == "reel-chunk/1 shard=2/3 of=24 scene=\(Self.identity["scene"]!) frames=0-23 every-nth-frame=1 size=64x36 scale=1 fps=30 codec=h264 crf=0 preset=ultrafast alpha=0")
        #expect(record.text.utf8.count < 200, "MPEG-TS service names hold at most 255 bytes")
        #expect(ChunkRecord(text: record.text) == record)
        #expect(record.frames == 8..<16)
        #expect(record.metadataArguments(for: .ts) == ["-metadata", "service_provider=Reel", "-metadata", "service_name=" + record.text])
        #expect(record.metadataArguments(for: .webm) == ["-metadata", "comment=" + record.text])
        #expect(record.metadataArguments(for: .gif).isEmpty)
    }

    /// The scene digest depends on the texts and the options, not on the files' names or order.
    @Test func theSceneDigestFollowsTheTextsAndOptions() {
        let digest = ExportIdentity.sceneDigest(name: "S", texts: ["a", "b"], options: "")
        #expect(digest.count == 16 && digest.allSatisfy(\.isHexDigit))
        #expect(ExportIdentity.sceneDigest(name: "S", texts: ["b", "a"], options: "") == digest)
        #expect(ExportIdentity.sceneDigest(name: "S", texts: ["a", "c"], options: "") != digest)
        #expect(ExportIdentity.sceneDigest(name: "S", texts: ["a", "b"], options: "dark") != digest)
        #expect(ExportIdentity.sceneDigest(name: "T", texts: ["a", "b"], options: "") != digest)
    }

    /// Every damaged record (a word cut, changed or repeated, a shard outside its export) is
    /// refused rather than misread; other versions are not read.
    @Test func damagedRecordsAreNotRead() {
        let text = ChunkRecord(shard: Shard(index: 2, count: 3)!, frameCount: 24, export: Self.identity).text
        let bad = [
            "", "reel-chunk/2 shard=2/3 of=24", "reel-chunk/1", "reel-chunk/1 shard=2/3", "reel-chunk/1 of=24",
            "reel-chunk/1 shard=4/3 of=24", "reel-chunk/1 shard=2/3 of=2", "reel-chunk/1 shard=2/3 of=x",
            "reel-chunk/1 shard=2/3 of=24 crf=1 crf=2", "reel-chunk/1 shard=2/3 of=24 crf", "reel-chunk/1  shard=2/3 of=24",
            text.replacingOccurrences(of: "shard=2/3", with: "shard=2-3"), text + " ",
        ]
        for text in bad { #expect(ChunkRecord(text: text) == nil, "\(text)") }
        #expect(ChunkRecord.claims("reel-chunk/2 shard=1/1"))
        #expect(!ChunkRecord.claims("Service01"))
    }

    /// A made-up chunk: what ffprobe would find in one.
    enum Kind: Hashable {
        /// Shard `index` of the export, whole.
        case good(Int)
        /// Shard `index`, one frame short.
        case short(Int)
        /// Shard `index` of an export with another crf.
        case other(Int)
        /// Shard `index`, but ffprobe reported an error reading it.
        case damaged(Int)
        /// A video without a record.
        case foreign
    }

    static func probe(_ kind: Kind, count: Int, frames: Int = 24) -> ChunkProbe {
        let video = VideoProbe(codec: "h264", width: 64, height: 36, pixelFormat: "yuv444p", frameRate: "30/1", containerFormat: "mpegts")
        func record(_ index: Int, _ identity: ExportIdentity = identity) -> ChunkRecord {
            ChunkRecord(shard: Shard(index: index, count: count)!, frameCount: frames, export: identity)
        }
        switch kind {
        case .good(let index):
            return ChunkProbe(video: video, packets: record(index).frames.count, recordText: record(index).text, problems: [])
        case .short(let index):
            return ChunkProbe(video: video, packets: record(index).frames.count - 1, recordText: record(index).text, problems: [])
        case .other(let index):
            var other = identity
            other.properties[7].value = "5"
            return ChunkProbe(video: video, packets: record(index).frames.count, recordText: record(index, other).text, problems: [])
        case .damaged(let index):
            return ChunkProbe(video: video, packets: record(index).frames.count, recordText: record(index).text,
                              problems: ["Invalid NAL unit size (51 > 50)."])
        case .foreign:
            return ChunkProbe(video: video, packets: 8, recordText: nil, problems: [])
        }
    }

    /// Each kind of wrong list, with its exact message.
    @Test func eachWrongListIsRefusedWithItsReason() {
        func refusal(_ kinds: [Kind], count: Int = 3) -> String? {
            let names = kinds.indices.map { "c\($0).ts" }
            do {
                _ = try ChunkConcatenation.arrange(names, kinds.map { Self.probe($0, count: count) })
                return nil
            } catch {
                return error.description
            }
        }
        #expect(refusal([.good(1), .good(2), .good(3)]) == nil)
        #expect(refusal([.good(1), .good(3)]) == "shard 2/3 of the export is missing (1 of 3); give every chunk of the export")
        #expect(refusal([.good(2)]) == "shards 1/3, 3/3 of the export are missing (2 of 3); give every chunk of the export")
        #expect(refusal([.good(1), .good(2), .good(2), .good(3)]) == "c1.ts and c2.ts are both shard 2/3; give each chunk once")
        #expect(refusal([.good(1), .short(2), .good(3)])
                == "c1.ts holds 7 frames, but shard 2/3 of its 24-frame export has 8: it is cut short; export it again with --shard 2/3")
        #expect(refusal([.good(1), .other(2), .good(3)]) == "c1.ts is not from the same export as c0.ts: its crf is 5, not 0; join the chunks of one export")
        #expect(refusal([.good(1), .damaged(2), .good(3)])
                == "c1.ts is cut short or damaged: ffprobe reports 'Invalid NAL unit size (51 > 50).' reading it; export that shard again")
        #expect(refusal([.good(1), .foreign, .good(3)])?.hasPrefix("c1.ts carries no record of `reel export`") == true)
        #expect(refusal([.good(1), .good(2)], count: 2) == nil)
        let halves = ["a.ts", "b.ts"]
        let mixed = [Self.probe(.good(1), count: 2), Self.probe(.good(2), count: 3)]
        #expect(throws: ConcatError.otherExport(chunk: "b.ts", first: "a.ts", difference: "it is shard 2/3 of 3 chunks, a.ts shard 1/2 of 2")) {
            try ChunkConcatenation.arrange(halves, mixed)
        }
        var changed = Self.probe(.good(2), count: 2)
        changed.video.width = 128
        changed.video.height = 72
        var first = Self.probe(.good(1), count: 2)
        first.video = changed.video
        #expect(throws: ConcatError.changedSinceExport(chunk: "a.ts", size: "128x72", recorded: "64x36")) {
            try ChunkConcatenation.arrange(halves, [first, changed])
        }
    }

    /// Chunks given in any order are joined in shard order, and the note says so.
    @Test func chunksJoinInShardOrder() throws {
        let probes = [3, 1, 2].map { Self.probe(.good($0), count: 3) }
        let names = ["c.ts", "a.ts", "b.ts"]
        let order = try ChunkConcatenation.arrange(names, probes)
        #expect(order == [1, 2, 0])
        #expect(ChunkConcatenation.reorderNote(order, names: names, probes: probes)
                == "the chunks were given out of order (shards 3, 1, 2); joined them in shard order, a.ts first")
        #expect(ChunkConcatenation.reorderNote([0, 1, 2], names: names, probes: probes) == nil)
    }

    /// Names with control characters are shown on one line.
    @Test func namesWithNewlinesAreShownEscaped() {
        #expect(ChunkConcatenation.shown("/a/b c'd.ts") == "/a/b c'd.ts")
        #expect(ChunkConcatenation.shown("/a/two\nfile 'x.ts'") == "\"/a/two\\nfile 'x.ts'\"")
        #expect(ChunkConcatenation.shown("a\"\\\t\u{1}") == "\"a\\\"\\\\\\t\\u{1}\"")
        #expect(ChunkProbe.problem("[h264 @ 0x5581aa] Invalid data", path: "/t/chunk-0001", shown: "p.ts") == "Invalid data")
        #expect(ChunkProbe.problem("/t/chunk-0001: Invalid data", path: "/t/chunk-0001", shown: "p.ts") == "Invalid data")
    }

    /// A property over random lists (subsets, permutations, duplicates, short, damaged, foreign
    /// and other exports' chunks): `arrange` accepts exactly the lists that hold every shard of
    /// the export once, whole, and then orders them by shard; everything else is refused.
    @Test func arrangeAcceptsExactlyTheCompleteLists() {
        var random = PNGTestSupport.Random(seed: 28)
        let rounds = 5_000
        var accepted = 0
        for _ in 0..<rounds {
            let count = 1 + Int(random.next() % 5)
            var kinds: [Kind] = Array(1...count).map { .good($0) }.shuffled(using: &random)
            // Usually spoil the list a little.
            for _ in 0..<Int(random.next() % 3) {
                let index = 1 + Int(random.next() % UInt64(count))
                let position = Int(random.next() % UInt64(kinds.count + 1))
                switch random.next() % 7 {
                case 0: if !kinds.isEmpty { kinds.remove(at: Int(random.next() % UInt64(kinds.count))) }
                case 1: kinds.insert(.good(index), at: position)
                case 2: kinds.insert(.short(index), at: position)
                case 3: kinds.insert(.other(index), at: position)
                case 4: kinds.insert(.damaged(index), at: position)
                case 5: kinds.insert(.foreign, at: position)
                default: if let at = kinds.firstIndex(of: .good(index)) { kinds[at] = [.short(index), .other(index), .damaged(index)][Int(random.next() % 3)] }
                }
            }
            guard !kinds.isEmpty else { continue }
            // Complete: every shard of one export once (the other export's, when it is all there).
            let complete = kinds.count == count && (Set(kinds) == Set((1...count).map { Kind.good($0) })
                                                    || Set(kinds) == Set((1...count).map { Kind.other($0) }))
            let probes = kinds.map { Self.probe($0, count: count) }
            do {
                let order = try ChunkConcatenation.arrange(kinds.indices.map { "c\($0).ts" }, probes)
                #expect(complete, "\(kinds) was accepted")
                #expect(order.map { kinds[$0] } == (1...count).map { kinds.contains(.good($0)) ? Kind.good($0) : Kind.other($0) },
                        "\(kinds) ordered as \(order)")
                accepted += 1
            } catch {
                #expect(!complete, "\(kinds) was refused: \(error)")
            }
        }
        #expect(accepted > rounds / 10, "the lists tried include complete ones: \(accepted)")
    }
    /// The race between a chunk's check and ffprobe's or ffmpeg's open: the links the children
    /// follow lead to the file that was checked and is held open, so a chunk's path swapped for
    /// a FIFO (or another file) after the check changes nothing they read, and never blocks.
    @Test func aChunkSwappedForAFIFOAfterItsCheckIsNotWhatTheChildrenRead() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("reel-links-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let chunk = dir.appendingPathComponent("part-1.mp4"), other = dir.appendingPathComponent("part-2.mp4")
        try Data("the checked chunk".utf8).write(to: chunk)
        try Data("another file".utf8).write(to: other)
        let files = [try FileSandbox.unconfined.open(chunk.path), try FileSandbox.unconfined.open(other.path)]
        let links = try ChunkLinks(files, chunks: [chunk, other])
        defer { links.remove() }
        // After the check: one path becomes a FIFO, the other names a third file.
        try FileManager.default.removeItem(at: chunk)
        #expect(mkfifo(chunk.path, 0o600) == 0)
        try FileManager.default.removeItem(at: other)
        try Data("swapped in".utf8).write(to: other)
        // What a child opening the links reads (opened without waiting, as a reader of a FIFO would block).
        for (link, text) in zip(links.links, ["the checked chunk", "another file"]) {
            var status = stat()
            #expect(stat(link.path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG)
            let descriptor = open(link.path, O_RDONLY | O_NONBLOCK)
            #expect(descriptor >= 0)
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = read(descriptor, &buffer, buffer.count)
            close(descriptor)
            #expect(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self) == text)
        }
    }
}
