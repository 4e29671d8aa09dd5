import Foundation
import Reel
import Testing
@testable import ReelExport

/// The rules of a video's sound, without ffmpeg: which codec each container takes for a whole
/// export and for a shard, the bit rates allowed, the ffmpeg options that make the track exactly
/// its samples, and the sample ranges chunk records carry and `reel concat` checks.
@Suite struct AudioSettingsTests {
    static let wav = URL(fileURLWithPath: "/tmp/mix.wav")

    @Test func eachContainerTakesItsCodecs() throws {
        #expect(AudioCodec.delivery(for: .mp4) == [.aac])
        #expect(AudioCodec.delivery(for: .ts) == [.aac])
        #expect(AudioCodec.delivery(for: .mov) == [.aac, .pcm])
        #expect(AudioCodec.delivery(for: .webm) == [.opus])
        #expect(AudioCodec.delivery(for: .gif).isEmpty && AudioCodec.delivery(for: .png).isEmpty)
        #expect(try AudioCodec.delivery(container: .mp4, requested: nil, bitrate: nil)! == (.aac, 192))
        #expect(try AudioCodec.delivery(container: .webm, requested: nil, bitrate: nil)! == (.opus, 160))
        #expect(try AudioCodec.delivery(container: .mov, requested: .pcm, bitrate: nil)! == (.pcm, nil))
        #expect(try AudioCodec.delivery(container: .gif, requested: nil, bitrate: nil) == nil)
        // A shard carries its samples losslessly; a whole export (1/1) in the delivery codec.
        let cases: [(VideoContainer, AudioCodec)] = [(.ts, .s302m), (.mp4, .alac), (.mov, .pcm)]
        for (container, lossless) in cases {
            let shard = try AudioSettings.track(input: Self.wav, samples: 0..<48_000, container: container,
                                                shard: Shard(index: 2, count: 3)!, requested: nil, bitrate: nil)
            #expect(shard?.codec == lossless && shard?.delivery == .aac && shard?.bitrate == 192)
            let whole = try AudioSettings.track(input: Self.wav, samples: 0..<48_000, container: container,
                                                shard: Shard(index: 1, count: 1)!, requested: nil, bitrate: nil)
            #expect(whole?.codec == .aac)
        }
        #expect(try AudioSettings.track(input: Self.wav, samples: 0..<1, container: .gif, shard: Shard(index: 1, count: 1)!,
                                        requested: nil, bitrate: nil) == nil)
    }

    /// Each wrong option is refused with a message naming it and what is allowed.
    @Test func wrongOptionsAreRefusedByName() {
        func refusal(_ body: () throws -> Void) -> String? {
            do { try body() } catch { return (error as? AudioSettingsError)?.description ?? "\(error)" }
            return nil
        }
        #expect(refusal { _ = try AudioCodec.delivery(container: .mp4, requested: .pcm, bitrate: nil) }
                == "--audio-codec pcm cannot go in a .mp4 file; .mp4 takes aac")
        #expect(refusal { _ = try AudioCodec.delivery(container: .webm, requested: .aac, bitrate: nil) }
                == "--audio-codec aac cannot go in a .webm file; .webm takes opus")
        #expect(refusal { _ = try AudioCodec.delivery(container: .mp4, requested: nil, bitrate: 9000) }
                == "--audio-bitrate 9000 is outside aac's range 32-512 kb/s (default 192)")
        #expect(refusal { _ = try AudioCodec.delivery(container: .webm, requested: nil, bitrate: 4) }
                == "--audio-bitrate 4 is outside opus's range 6-510 kb/s (default 160)")
        #expect(refusal { _ = try AudioCodec.delivery(container: .mov, requested: .pcm, bitrate: 192) }
                == "--audio-bitrate does not apply to pcm, which is uncompressed")
        #expect(refusal { _ = try AudioSettings.track(input: Self.wav, samples: 0..<1, container: .webm, shard: Shard(index: 1, count: 2)!,
                                                      requested: nil, bitrate: nil) }
                == "--shard: a .webm chunk cannot carry its sound losslessly (WebM holds only Opus or Vorbis), so sharded sound could not be joined exactly; shard to .ts, .mp4 or .mov, or leave the sound out with --mute")
        #expect(AudioSettingsError.unreadableBitrate("fast").description == "--audio-bitrate takes kb/s, such as 192 or 192k, not 'fast'")
        #expect(AudioCodec.parseBitrate("192") == 192 && AudioCodec.parseBitrate("96k") == 96 && AudioCodec.parseBitrate("96K") == 96)
        for bad in ["", "k", "-5", "0", "1.5", "١٩٢", "192kk", "fast"] { #expect(AudioCodec.parseBitrate(bad) == nil, "\(bad)") }
    }

    /// The track is cut to its range, padded to its length and shifted by what the encoder puts
    /// before it (Opus's pre-skip), and goes into the video as its second input.
    @Test func theTrackIsExactlyItsSamples() throws {
        var settings = try VideoSettings(container: .webm, width: 64, height: 64, frameRate: 30)
        settings.audio = try AudioSettings.track(input: Self.wav, samples: 48_000..<96_000, container: .webm,
                                                 shard: Shard(index: 1, count: 1)!, requested: nil, bitrate: 96)
        let input = settings.inputArguments(), output = settings.encoderArguments()
        #expect(Array(input.suffix(4)) == ["-i", "pipe:0", "-i", "/tmp/mix.wav"])
        #expect(Array(output.prefix(4)) == ["-map", "0:v:0", "-map", "1:a:0"])
        let filter = try #require(output.firstIndex(of: "-filter:a").map { output[$0 + 1] })
        #expect(filter.contains("atrim=start_sample=48000:end_sample=96000"))
        #expect(filter.contains("apad=whole_len=48000"))
        #expect(filter.hasSuffix("asetpts=(N+312)/SR/TB"))
        #expect(output.contains("libopus") && output.contains("96k"))
        #expect(settings.audio?.duration == 1)
        // GIF carries no sound: nothing of it reaches ffmpeg.
        var gif = try VideoSettings(container: .gif, width: 64, height: 64, frameRate: 25)
        gif.audio = AudioSettings(input: Self.wav, samples: 0..<48_000, delivery: .aac, bitrate: 192)
        #expect(!gif.inputArguments().contains(Self.wav.path))
    }

    /// A chunk's record carries its samples, and reads back; a damaged range is not read.
    @Test func aRecordCarriesItsSamples() throws {
        var settings = try VideoSettings(container: .ts, crf: 0, preset: "ultrafast", width: 64, height: 36, frameRate: 30)
        settings.audio = try AudioSettings.track(input: Self.wav, samples: 0..<38_400, container: .ts,
                                                 shard: Shard(index: 2, count: 3)!, requested: nil, bitrate: nil)
        let identity = ExportIdentity(scene: "0123456789abcdef", frames: 0...23, everyNthFrame: 1, scale: 1, settings: settings)
        let record = ChunkRecord(shard: Shard(index: 2, count: 3)!, frameCount: 24, export: identity, audio: 12_800..<25_600)
        #expect(record.text.hasPrefix("reel-chunk/1 shard=2/3 of=24 audio=12800-25600 scene=0123456789abcdef "))
        #expect(record.text.hasSuffix(" audio-codec=aac audio-bitrate=192"))
        #expect(ChunkRecord(text: record.text) == record)
        for bad in ["audio=5-4", "audio=-1-4", "audio=4", "audio=a-b", "audio=1-2 audio=2-3", "audio="] {
            #expect(ChunkRecord(text: "reel-chunk/1 shard=1/1 of=24 " + bad) == nil, "\(bad)")
        }
    }

    /// Chunks whose sounds leave a gap or overlap, or of which some have sound and some not, are
    /// refused by name.
    @Test func chunkSoundsMustFollowEachOther() throws {
        let video = VideoProbe(codec: "h264", width: 64, height: 36, pixelFormat: "yuv420p", frameRate: "30/1", containerFormat: "mpegts")
        let settings = try VideoSettings(container: .ts, width: 64, height: 36, frameRate: 30)
        func probe(_ index: Int, _ audio: Range<Int64>?) -> ChunkProbe {
            var settings = settings
            if audio != nil { settings.audio = AudioSettings(input: Self.wav, samples: 0..<1, delivery: .aac, bitrate: 192, codec: .s302m) }
            let identity = ExportIdentity(scene: "0123456789abcdef", frames: 0...29, everyNthFrame: 1, scale: 1, settings: settings)
            let record = ChunkRecord(shard: Shard(index: index, count: 3)!, frameCount: 30, export: identity, audio: audio)
            return ChunkProbe(video: video, packets: record.frames.count, recordText: record.text, problems: [])
        }
        let names = ["a.ts", "b.ts", "c.ts"]
        #expect(try ChunkConcatenation.arrange(names, [probe(1, 0..<16_000), probe(2, 16_000..<32_000), probe(3, 32_000..<48_000)]) == [0, 1, 2])
        #expect(throws: ConcatError.soundNotContiguous(chunk: "c.ts", start: 32_010, previous: "b.ts", end: 32_000)) {
            try ChunkConcatenation.arrange(names, [probe(1, 0..<16_000), probe(2, 16_000..<32_000), probe(3, 32_010..<48_000)])
        }
        #expect(ConcatError.soundNotContiguous(chunk: "c.ts", start: 32_010, previous: "b.ts", end: 32_000).description
                == "c.ts's sound starts at sample 32010, but b.ts's ends at sample 32000 (a gap of 10 samples at 48 kHz): the chunks' sounds do not follow each other; export every shard of one export")
        #expect(ConcatError.soundNotContiguous(chunk: "b.ts", start: 15_000, previous: "a.ts", end: 16_000).description
                == "b.ts's sound starts at sample 15000, but a.ts's ends at sample 16000 (an overlap of 1000 samples at 48 kHz): the chunks' sounds do not follow each other; export every shard of one export")
        #expect(throws: ConcatError.mixedSound(sounding: "a.ts", silent: "b.ts")) {
            try ChunkConcatenation.arrange(names, [probe(1, 0..<16_000), probe(2, nil), probe(3, 32_000..<48_000)])
        }
        #expect(ConcatError.soundLength(chunk: "b.ts", found: 100, expected: 16_000..<32_000).description
                == "b.ts carries 100 samples of sound, but its record says samples 16000-32000 (16000): it is cut short or damaged; export that shard again")
    }
}
