import Foundation

/// The ffmpeg that exports run: where it is and which version it says it is.
public struct FFmpegVersion: Sendable, Equatable {
    /// The version ffmpeg reports (`5.1.9-0+deb12u1`), or the whole first line of
    /// `ffmpeg -version` when that line does not have the usual `ffmpeg version X …` shape.
    public let version: String
    /// The program's path.
    public let path: String

    /// `ffmpeg` (or, when it is nil, the ffmpeg on `PATH`) and its version; nil when there is none
    /// or it does not answer `-version`.
    public static func find(ffmpeg given: String? = nil) -> FFmpegVersion? {
        guard let program = try? VideoSink.locateFFmpeg(given),
              let child = try? ChildProcess(executable: program, arguments: ["-version"], captureOutput: true) else { return nil }
        guard child.wait().status == 0,
              let line = String(decoding: child.output, as: UTF8.self).split(separator: "\n").first, !line.isEmpty else { return nil }
        return FFmpegVersion(version: version(inFirstLine: String(line)), path: program)
    }

    /// The version in the first line `ffmpeg -version` prints (`ffmpeg version 6.1.1 Copyright …`
    /// gives `6.1.1`); the line itself when it has another shape.
    static func version(inFirstLine line: String) -> String {
        let words = line.split(separator: " ")
        guard words.count >= 3, words[0] == "ffmpeg", words[1] == "version" else { return line }
        return String(words[2])
    }

    /// `ffmpeg VERSION (PATH)`, as `reel --version` prints it.
    public var description: String { "ffmpeg \(version) (\(path))" }
}
