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

    /// Every Y'CbCr output is BT.709 limited range and carries the tags: 4:2:0 frames converted
    /// by Reel and piped as tagged `yuv420p` with no filter; 10-bit, 4:4:4 and alpha outputs
    /// through ffmpeg's accurate conversion.
    @Test func yuvOutputsAreConvertedAndTaggedBT709() throws {
        let tags = [("-color_primaries", "bt709"), ("-color_trc", "bt709"), ("-colorspace", "bt709"), ("-color_range", "tv")]
        for (container, codec) in [(VideoContainer.mp4, VideoCodec.h264), (.mp4, .hevc), (.webm, .vp9), (.ts, .h264)] {
            let settings = try VideoSettings(container: container, codec: codec, width: 64, height: 64, frameRate: 30)
            #expect(settings.rawFormat == .yuv420p)
            let input = settings.inputArguments(), arguments = settings.encoderArguments()
            #expect(input[input.firstIndex(of: "-pix_fmt")! + 1] == "yuv420p")
            #expect(!arguments.contains("-vf"))
            for (option, value) in tags {
                #expect(input[input.firstIndex(of: option)! + 1] == value)
                #expect(arguments[arguments.firstIndex(of: option)! + 1] == value)
            }
        }
        for (container, codec, alpha) in [(VideoContainer.mov, VideoCodec.prores, false), (.mov, .prores4444, false), (.webm, .vp9, true)] {
            let settings = try VideoSettings(container: container, codec: codec, alpha: alpha, width: 64, height: 64, frameRate: 30)
            #expect(settings.rawFormat == (alpha ? .rgba : .rgb24))
            let arguments = settings.encoderArguments()
            let filter = arguments[arguments.firstIndex(of: "-vf")! + 1]
            #expect(filter.hasPrefix("scale=out_color_matrix=bt709:out_range=tv:flags=accurate_rnd+full_chroma_int,format="))
            #expect(filter.hasSuffix("setparams=color_primaries=bt709:color_trc=bt709:colorspace=bt709:range=tv"))
            for (option, value) in tags {
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
                                              "-pix_fmt", "yuv420p", "-video_size", "1280x720", "-framerate", "30000/1001",
                                              "-color_primaries", "bt709", "-color_trc", "bt709", "-colorspace", "bt709", "-color_range", "tv",
                                              "-i", "pipe:0"])
        #expect(try VideoSettings(container: .webm, alpha: true, width: 2, height: 2, frameRate: 60).inputArguments().contains("rgba"))
        #expect(try VideoSettings(container: .gif, width: 2, height: 2, frameRate: 25).rawFormat == .rgb24)
        #expect(FrameRate.rational(60) == "60")
        #expect(FrameRate.rational(7.5) == "15/2")
        #expect(FrameRate.rational(24000.0 / 1001) == "24000/1001")
    }

    /// Lossless H.264 is warned about. A GIF's rate is chosen by `GIFTiming` (always whole
    /// hundredths), so its settings have nothing to warn about.
    @Test func warningsExplainLosslessH264() throws {
        #expect(try VideoSettings(container: .mp4, crf: 0, width: 2, height: 2, frameRate: 30).warnings.first?.contains("losslessly") == true)
        #expect(try VideoSettings(container: .gif, width: 2, height: 2, frameRate: 50).warnings.isEmpty)
        #expect(try VideoSettings(container: .gif, width: 2, height: 2, frameRate: 25).warnings.isEmpty)
    }

    /// Frame rates and sizes that cannot be counted are refused before anything converts them.
    @Test func frameRatesAndSizesAreCheckedBeforeConversion() {
        func error(_ fps: Double, _ width: Int = 2, _ height: Int = 2) -> String? {
            do {
                _ = try VideoSettings(container: .mp4, width: width, height: height, frameRate: fps)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(error(1e19) == "the video's fps must be from 0.001 to 1000, not 1e+19")
        #expect(error(.infinity) == "the video's fps must be a finite number, not inf")
        #expect(error(.nan) == "the video's fps must be a finite number, not nan")
        #expect(error(0) == "the video's fps must be greater than zero, not 0.0")
        #expect(error(1e-300) == "the video's fps must be from 0.001 to 1000, not 1e-300")
        #expect(error(1000) == nil && error(0.001) == nil)
        #expect(error(30, 0, 2) == "the frames are 0 x 2 pixels; each side must be 1 to 16384")
        #expect(error(30, 2, 16_386) == "the frames are 2 x 16386 pixels; each side must be 1 to 16384")
        #expect(FrameRate.rational(100.0 / 3) == "100/3")
        #expect(FrameRate.rational(1000) == "1000")
        #expect(FrameRate.rational(0.001) == "1/1000")
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
        #expect(try RawFrameEncoder(format: .rgb24).encode(.raster(image)).count == 9)
        #expect(try RawFrameEncoder(format: .rgba).encode(.raster(image)).count == 12)
    }

    /// BT.709 limited range, by hand: white, black and the primaries at their textbook codes.
    @Test func yuv420pOfFlatColoursHasTheTextbookCodes() {
        // (pixel, Y', Cb, Cr): 16...235 luma, 16...240 chroma.
        let cases: [(UInt32, UInt8, UInt8, UInt8)] = [
            (0xFF_FF_FF_FF, 235, 128, 128), (0xFF_00_00_00, 16, 128, 128),
            (0xFF_FF_00_00, 63, 102, 240), (0xFF_00_FF_00, 173, 42, 26), (0xFF_00_00_FF, 32, 240, 118),
            (0xFF_00_88_00, 100, 82, 74),
            (0x00_00_00_00, 16, 128, 128),   // transparent: the frame over black
        ]
        for (pixel, y, cb, cr) in cases {
            let planes = YCbCrConverter.yuv420p(RasterImage(width: 4, height: 2, fill: pixel))
            #expect(planes == [UInt8](repeating: y, count: 8) + [cb, cb, cr, cr], "\(String(pixel, radix: 16))")
        }
        #expect(RawPixelFormat.yuv420p.frameBytes(width: 1920, height: 1080) == 1920 * 1080 * 3 / 2)
    }

    /// Every luma and chroma code is the exact formula rounded to nearest, for pixels across the
    /// whole colour cube; chroma is the mean of each 2 x 2 block. The width (70) is not a
    /// multiple of the converter's eight lanes, so the lanes and the pixel-by-pixel tail are both
    /// checked.
    @Test func yuv420pMatchesTheExactFormula() throws {
        let width = 70, height = 64
        var generator = SplitMix64(seed: 709)
        var image = RasterImage(width: width, height: height)
        for i in image.pixels.indices { image.pixels[i] = 0xFF00_0000 | UInt32(truncatingIfNeeded: generator.next() & 0xFF_FFFF) }
        let planes = try RawFrameEncoder(format: .yuv420p).encode(.raster(image))
        #expect(planes.count == width * height * 3 / 2)
        func channels(_ p: UInt32) -> (Double, Double, Double) { (Double((p >> 16) & 0xFF), Double((p >> 8) & 0xFF), Double(p & 0xFF)) }
        func luma(_ c: (Double, Double, Double)) -> Double { 0.2126 * c.0 + 0.7152 * c.1 + 0.0722 * c.2 }
        /// Whether `code` is `exact` rounded, or `exact` lies so near a half that 20-bit
        /// coefficients may round it the other way.
        func matches(_ code: UInt8, _ exact: Double) -> Bool {
            Double(code) == exact.rounded() || (abs(exact - exact.rounded(.down) - 0.5) < 0.001 && abs(Double(code) - exact) < 0.51)
        }
        var checked = 0
        for y in 0..<height {
            for x in 0..<width {
                let exact = 16 + 219.0 / 255 * luma(channels(image[x, y]))
                #expect(matches(planes[y * width + x], exact), "Y' at (\(x), \(y))")
                checked += 1
            }
        }
        for y in 0..<(height / 2) {
            for x in 0..<(width / 2) {
                let block = [image[2 * x, 2 * y], image[2 * x + 1, 2 * y], image[2 * x, 2 * y + 1], image[2 * x + 1, 2 * y + 1]].map(channels)
                let mean = (block.map(\.0).reduce(0, +) / 4, block.map(\.1).reduce(0, +) / 4, block.map(\.2).reduce(0, +) / 4)
                let cb = 128 + 224.0 / 255 * (mean.2 - luma(mean)) / 1.8556
                let cr = 128 + 224.0 / 255 * (mean.0 - luma(mean)) / 1.5748
                let chroma = width * height + y * (width / 2) + x
                #expect(matches(planes[chroma], cb), "Cb at (\(x), \(y))")
                #expect(matches(planes[chroma + (width / 2) * (height / 2)], cr), "Cr at (\(x), \(y))")
                checked += 2
            }
        }
        #expect(checked == width * height * 3 / 2)
    }
}
