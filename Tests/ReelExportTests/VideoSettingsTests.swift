import Foundation
import Reel
import Testing
@testable import ReelExport

@Suite struct VideoSettingsTests {
    @Test func eachContainerHasItsDefaultCodecAndQuality() throws {
        let expected: [VideoContainer: (VideoCodec, Int?)] = [
            .mp4: (.h264, 18), .webm: (.vp9, 30), .mov: (.prores, nil), .gif: (.gif, nil), .png: (.apng, nil), .ts: (.h264, 18),
        ]
        for (container, (codec, crf)) in expected {
            let settings = try VideoSettings(container: container, width: 64, height: 64, frameRate: 30)
            #expect(settings.codec == codec)
            #expect(settings.crf == crf)
        }
        #expect(try VideoSettings(container: .mov, alpha: true, width: 64, height: 64, frameRate: 30).codec == .prores4444)
        #expect(VideoContainer(pathExtension: "MP4") == .mp4)
        #expect(VideoContainer(pathExtension: "avi") == nil)
    }

    @Test func combinationsThatCannotWorkAreUsageErrors() {
        func error(_ body: () throws -> Void) -> VideoSettingsError? {
            do { try body() } catch let e as VideoSettingsError { return e } catch { return nil }
            return nil
        }
        let cases: [(VideoSettingsError?, VideoSettingsError)] = [
            (error { _ = try VideoSettings(container: .mp4, codec: .vp9, width: 2, height: 2, frameRate: 1) },
             .codecNotInContainer(codec: .vp9, container: .mp4)),
            (error { _ = try VideoSettings(container: .mp4, alpha: true, width: 2, height: 2, frameRate: 1) },
             .alphaNotSupported(codec: .h264, container: .mp4)),
            (error { _ = try VideoSettings(container: .mov, codec: .prores, alpha: true, width: 2, height: 2, frameRate: 1) },
             .alphaNotSupported(codec: .prores, container: .mov)),
            (error { _ = try VideoSettings(container: .webm, crf: 64, width: 2, height: 2, frameRate: 1) },
             .crfOutOfRange(64, codec: .vp9, range: 0...63)),
            (error { _ = try VideoSettings(container: .gif, crf: 10, width: 2, height: 2, frameRate: 1) },
             .crfNotApplicable(codec: .gif)),
            (error { _ = try VideoSettings(container: .mov, preset: "fast", width: 2, height: 2, frameRate: 1) },
             .presetNotApplicable(codec: .prores)),
            (error { _ = try VideoSettings(container: .mp4, preset: "quick", width: 2, height: 2, frameRate: 1) },
             .unknownPreset("quick", codec: .h264)),
        ]
        for (found, expected) in cases {
            #expect(found == expected)
            #expect(found?.isUsageError == true)
        }
    }

    /// 4:2:0 needs even sides, 4:2:2 an even width, 4:4:4 and RGB anything.
    @Test func oddSizesAreRefusedWhereTheChromaIsHalved() throws {
        #expect(throws: VideoSettingsError.oddSize(width: 101, height: 100, codec: .h264)) {
            try VideoSettings(container: .mp4, width: 101, height: 100, frameRate: 30)
        }
        #expect(throws: VideoSettingsError.oddSize(width: 100, height: 101, codec: .vp9)) {
            try VideoSettings(container: .webm, width: 100, height: 101, frameRate: 30)
        }
        #expect(throws: VideoSettingsError.oddSize(width: 101, height: 101, codec: .prores)) {
            try VideoSettings(container: .mov, width: 101, height: 101, frameRate: 30)
        }
        _ = try VideoSettings(container: .mov, codec: .prores, width: 100, height: 101, frameRate: 30)
        _ = try VideoSettings(container: .mov, codec: .prores4444, width: 101, height: 101, frameRate: 30)
        _ = try VideoSettings(container: .gif, width: 101, height: 101, frameRate: 25)
        #expect(VideoSettingsError.oddSize(width: 1, height: 1, codec: .h264).isUsageError == false)
    }

    /// Every Y'CbCr output goes through the BT.709 limited-range conversion and carries the tags.
    @Test func yuvOutputsAreConvertedAndTaggedBT709() throws {
        for (container, codec) in [(VideoContainer.mp4, VideoCodec.h264), (.mp4, .hevc), (.webm, .vp9), (.mov, .prores), (.mov, .prores4444), (.ts, .h264)] {
            let arguments = try VideoSettings(container: container, codec: codec, width: 64, height: 64, frameRate: 30).encoderArguments()
            let filter = arguments[arguments.firstIndex(of: "-vf")! + 1]
            #expect(filter.hasPrefix("scale=out_color_matrix=bt709:out_range=tv:flags=accurate_rnd+full_chroma_int,format="))
            #expect(filter.hasSuffix("setparams=color_primaries=bt709:color_trc=bt709:colorspace=bt709:range=tv"))
            for (option, value) in [("-color_primaries", "bt709"), ("-color_trc", "bt709"), ("-colorspace", "bt709"), ("-color_range", "tv")] {
                #expect(arguments[arguments.firstIndex(of: option)! + 1] == value)
            }
        }
        let mp4 = try VideoSettings(container: .mp4, width: 64, height: 64, frameRate: 30).encoderArguments()
        #expect(mp4.suffix(2) == ["-movflags", "+faststart"])
        #expect(!(try VideoSettings(container: .gif, width: 64, height: 64, frameRate: 25).encoderArguments().contains("-vf")))
    }

    @Test func rawFramesArePipedAtTheScenesRate() throws {
        let settings = try VideoSettings(container: .mp4, width: 1280, height: 720, frameRate: 30000.0 / 1001)
        #expect(settings.inputArguments() == ["-hide_banner", "-nostdin", "-loglevel", "error", "-f", "rawvideo",
                                              "-pix_fmt", "rgb24", "-video_size", "1280x720", "-framerate", "30000/1001", "-i", "pipe:0"])
        #expect(try VideoSettings(container: .webm, alpha: true, width: 2, height: 2, frameRate: 60).inputPixelFormat == "rgba")
        #expect(FrameRate.rational(60) == "60")
        #expect(FrameRate.rational(7.5) == "15/2")
        #expect(FrameRate.rational(24000.0 / 1001) == "24000/1001")
    }

    @Test func warningsExplainLosslessH264AndGIFDelays() throws {
        #expect(try VideoSettings(container: .mp4, crf: 0, width: 2, height: 2, frameRate: 30).warnings.first?.contains("losslessly") == true)
        #expect(try VideoSettings(container: .gif, width: 2, height: 2, frameRate: 60).warnings.first?.contains("at least 1/50 s") == true)
        #expect(try VideoSettings(container: .gif, width: 2, height: 2, frameRate: 30).warnings
                == ["GIF stores frame delays in hundredths of a second: 30 fps plays at 33.3 fps; 50, 25, 20 and 10 fps are exact"])
        #expect(try VideoSettings(container: .gif, width: 2, height: 2, frameRate: 25).warnings.isEmpty)
    }

    @Test func shardsCoverEveryFrameOnceInContiguousChunks() {
        for total in [0, 1, 2, 7, 60, 61, 600] {
            for count in 1...7 {
                let ranges = (1...count).map { Shard(index: $0, count: count)!.range(of: total) }
                #expect(ranges.flatMap { Array($0) } == Array(0..<total))
                let sizes = ranges.map(\.count)
                #expect(sizes.max()! - sizes.min()! <= 1)
            }
        }
        #expect(Shard("2/3")?.range(of: 61) == 21..<41)
        #expect(Shard("0/3") == nil && Shard("4/3") == nil && Shard("1/0") == nil && Shard("a/b") == nil && Shard("2") == nil)
    }
}

@Suite struct RawFrameEncoderTests {
    /// `rgb24` is the frame over black (premultiplied colour); `rgba` un-premultiplies.
    @Test func convertsPremultipliedPixels() throws {
        var image = RasterImage(width: 3, height: 1)
        image[0, 0] = 0xFF_10_20_30
        image[1, 0] = 0x80_40_20_10     // half-opaque
        image[2, 0] = 0x00_00_00_00
        #expect(RawFrameEncoder.rgb(image) == [0x10, 0x20, 0x30, 0x40, 0x20, 0x10, 0, 0, 0])
        #expect(RawFrameEncoder.rgba(image) == [0x10, 0x20, 0x30, 0xFF, 0x80, 0x40, 0x20, 0x80, 0, 0, 0, 0])
        #expect(try RawFrameEncoder(alpha: false).encode(.raster(image)).count == 9)
    }
}
