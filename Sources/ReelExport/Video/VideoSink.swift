import Foundation
import Reel

/// Encodes frames into a video file with ffmpeg: raw frames (`yuv420p` converted by Reel, `rgb24`, or straight `rgba` with
/// alpha) are piped to an ffmpeg process started from an argument vector, never through PNG and
/// never through a shell. Sound (`VideoSettings.audio`) is a second input, a file ffmpeg decodes,
/// cut and padded to exactly the video's samples (`AudioSettings`).
///
/// ffmpeg writes a hidden temporary file beside the output (`AtomicFile.stage`), which is renamed
/// to the output only when ffmpeg has ended successfully and the file passes `VideoOutputCheck`
/// (no write error in ffmpeg's log, every frame sent in it, its duration theirs); on a failure or an interruption ffmpeg is
/// stopped and reaped and every temporary file removed, so nothing partial ever lies under the
/// output's name. A failing ffmpeg is reported with the last lines it printed.
///
/// GIF takes two passes so that memory stays flat: the first encodes the frames losslessly (FFV1)
/// to a temporary file while `palettegen` (`stats_mode=diff`) gathers one palette for the whole
/// video; the second maps that file onto the palette with error-diffusion dithering
/// (`paletteuse`, Sierra-2-4A) and writes a GIF that loops forever.
public struct VideoSink: FrameSink {
    /// How the video is encoded.
    public let settings: VideoSettings
    /// The video file.
    public let output: URL
    /// The ffmpeg program, or nil to look for `ffmpeg` on `PATH` when opening.
    public var ffmpeg: String?

    private var process: ChildProcess?
    private var staged: StagedFile?
    private var intermediates: [StagedFile] = []
    private var cpuSeconds = 0.0
    private var framesSent = 0

    /// A sink writing `output` with `settings`.
    public init(output: URL, settings: VideoSettings, ffmpeg: String? = nil) {
        self.output = output
        self.settings = settings
        self.ffmpeg = ffmpeg
    }

    /// Workers draw pixels.
    public var product: FrameProduct { .raster }

    /// Converts pixels to the raw rows ffmpeg reads.
    public func makeEncoder(threads: Int) -> RawFrameEncoder { RawFrameEncoder(format: settings.rawFormat) }

    /// The path of ffmpeg: `ffmpeg`, or the one found on `PATH`.
    /// - Throws: `VideoExportError.ffmpegMissing` when there is none.
    public static func locateFFmpeg(_ given: String? = nil) throws -> String {
        if let given { return given }
        guard let found = ChildProcess.find("ffmpeg") else { throw VideoExportError.ffmpegMissing }
        return found
    }

    /// Stages the output and starts ffmpeg.
    public mutating func open() throws {
        let program = try Self.locateFFmpeg(ffmpeg)
        ffmpeg = program
        staged = try AtomicFile.stage(output)
        var arguments = settings.inputArguments()
        if settings.codec == .gif {
            let frames = try AtomicFile.stage(output.deletingPathExtension().appendingPathExtension("frames.nut"))
            intermediates.append(frames)
            let palette = try AtomicFile.stage(output.deletingPathExtension().appendingPathExtension("palette.png"))
            intermediates.append(palette)
            arguments += ["-filter_complex",
                          "[0:v]split[frames][stats];[stats]palettegen=stats_mode=diff:reserve_transparent=\(settings.alpha ? 1 : 0)[palette]",
                          "-map", "[frames]", "-c:v", "ffv1", "-f", "nut", "-y", frames.path,
                          "-map", "[palette]", "-frames:v", "1", "-update", "1", "-f", "image2", "-c:v", "png", "-y", palette.path]
        } else {
            arguments += settings.encoderArguments() + ["-f", settings.container.muxer, "-y", staged!.path]
        }
        do {
            process = try ChildProcess(executable: program, arguments: arguments, input: true)
        } catch {
            abort()
            throw error
        }
    }

    /// Sends one frame to ffmpeg.
    public mutating func write(_ payload: [UInt8], frame: Int) throws {
        guard let process else { throw VideoExportError.notOpen }
        do {
            try payload.withUnsafeBytes { try process.write($0) }
            framesSent += 1
        } catch ChildProcessError.inputClosed {
            // ffmpeg ended early: its own message says why.
            let ended = process.wait()
            cpuSeconds += ended.cpuSeconds
            self.process = nil
            throw VideoExportError.encoderFailed(termination: ended, lines: process.errorLines())
        }
    }

    /// Lets ffmpeg finish (the second GIF pass too) and renames the file to the output.
    public mutating func finish() throws -> SinkOutput {
        guard let process, let staged else { throw VideoExportError.notOpen }
        let ended = process.wait()
        cpuSeconds += ended.cpuSeconds
        self.process = nil
        guard ended.succeeded else { throw VideoExportError.encoderFailed(termination: ended, lines: process.errorLines()) }
        var logs = [process.errorText]
        if settings.codec == .gif {
            // The first pass is checked before the second starts: a write error there (ffmpeg
            // can exit 0 after one) ends the export at once, its temporaries removed.
            do {
                try firstPassCheck().verify(logs: logs)
            } catch {
                abort()
                throw error
            }
            let palettePass = try ChildProcess(executable: ffmpeg!, arguments: [
                "-hide_banner", "-nostdin", "-loglevel", "error",
                "-i", intermediates[0].path, "-i", intermediates[1].path,
                "-lavfi", "[0:v][1:v]paletteuse=dither=sierra2_4a:diff_mode=rectangle"
                    + (settings.alpha ? ":alpha_threshold=128" : ""),
                "-loop", "0", "-f", "gif", "-y", staged.path])
            self.process = palettePass
            let second = palettePass.wait()
            cpuSeconds += second.cpuSeconds
            self.process = nil
            guard second.succeeded else {
                abort()
                throw VideoExportError.encoderFailed(termination: second, lines: palettePass.errorLines())
            }
            logs.append(palettePass.errorText)
            for file in intermediates { file.discard() }
            intermediates = []
        }
        try VideoOutputCheck(output: output, frames: framesSent, frameRate: settings.frameRate,
                             ffprobe: VideoOutputCheck.ffprobe(besideFFmpeg: ffmpeg!), audio: settings.audioTrack?.duration)
            .verify(path: staged.path, logs: logs)
        try staged.commit()
        self.staged = nil
        let size = (try? FileManager.default.attributesOfItem(atPath: output.path)[.size] as? NSNumber)?.int64Value ?? 0
        return SinkOutput(url: output, files: 1, bytes: size)
    }

    /// The check of a GIF's first pass: its log holds no write error, and both of its files (the
    /// lossless frames and the palette) were written.
    private func firstPassCheck() -> GIFFirstPassCheck {
        GIFFirstPassCheck(output: output, files: intermediates.map(\.path))
    }

    /// Stops ffmpeg and removes every temporary file.
    public mutating func abort() {
        if let process {
            cpuSeconds += process.terminate().cpuSeconds
            self.process = nil
        }
        staged?.discard()
        staged = nil
        for file in intermediates { file.discard() }
        intermediates = []
    }

    /// ffmpeg's processor time.
    public var externalCPUSeconds: Double { cpuSeconds }
}

/// Converts drawn frames into the raw frames ffmpeg reads, in a `RawPixelFormat`: `rgb24`
/// (premultiplied colour, which is the frame over black), straight-alpha `rgba`, or `yuv420p`
/// converted by Reel.
public struct RawFrameEncoder: FrameEncoding {
    /// The layout of the frames.
    public var format: RawPixelFormat

    /// An encoder of frames in `format`.
    public init(format: RawPixelFormat) {
        self.format = format
    }

    /// The bytes of one frame.
    public func encode(_ frame: RenderedFrame) throws -> [UInt8] {
        guard case .raster(let image) = frame else { throw VideoExportError.notPixels }
        switch format {
        case .rgb24: return Self.rgb(image)
        case .rgba: return Self.rgba(image)
        case .yuv420p: return YCbCrConverter.yuv420p(image)
        }
    }

    /// `rgb24` rows: three bytes a pixel.
    public static func rgb(_ image: RasterImage) -> [UInt8] {
        let count = image.pixels.count
        // One spare byte: each pixel is stored as a 4-byte write that the next one overlaps.
        var bytes = [UInt8](repeating: 0, count: 3 * count + 1)
        image.pixels.withUnsafeBufferPointer { pixels in
            bytes.withUnsafeMutableBytes { out in
                ScanlineConverter.convertOpaqueRow(pixels.baseAddress!, count: count, into: out.baseAddress!)
            }
        }
        bytes.removeLast()
        return bytes
    }

    /// Straight-alpha `rgba` rows: four bytes a pixel.
    public static func rgba(_ image: RasterImage) -> [UInt8] {
        let count = image.pixels.count
        var bytes = [UInt8](repeating: 0, count: 4 * count)
        image.pixels.withUnsafeBufferPointer { pixels in
            bytes.withUnsafeMutableBytes { out in
                ScanlineConverter.reciprocals.withUnsafeBufferPointer { reciprocals in
                    ScanlineConverter.convertRow(pixels.baseAddress!, count: count, into: out.baseAddress!,
                                                 reciprocals: reciprocals.baseAddress!)
                }
            }
        }
        return bytes
    }
}

/// Why a video could not be made.
public enum VideoExportError: Error, CustomStringConvertible {
    /// No ffmpeg on `PATH`.
    case ffmpegMissing
    /// ffmpeg ended with an error; `lines` are the last it printed.
    case encoderFailed(termination: ChildProcess.Termination, lines: [String])
    /// A frame was written before the sink was opened.
    case notOpen
    /// A vector frame reached the video encoder.
    case notPixels

    /// A message; for a failing ffmpeg, its last lines follow, indented.
    public var description: String {
        switch self {
        case .ffmpegMissing:
            return "ffmpeg is not installed (no ffmpeg on PATH); install Debian's ffmpeg package: apt-get install ffmpeg"
        case .encoderFailed(let termination, let lines):
            var message = "ffmpeg \(termination.description)"
            if !lines.isEmpty { message += ":\n" + lines.map { "  " + $0 }.joined(separator: "\n") }
            return message
        case .notOpen:
            return "the video encoder was not started"
        case .notPixels:
            return "a video needs pixels, not a vector document"
        }
    }
}
