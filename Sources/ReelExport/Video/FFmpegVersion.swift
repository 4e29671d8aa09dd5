import Foundation

/// The version of the ffmpeg that exports run.
public enum FFmpegVersion {
    /// The first line `ffmpeg -version` prints (`ffmpeg version 6.1.1 Copyright …`), for `ffmpeg`
    /// or, when it is nil, the ffmpeg on `PATH`; nil when there is none or it does not answer.
    public static func firstLine(ffmpeg given: String? = nil) -> String? {
        guard let program = try? VideoSink.locateFFmpeg(given),
              let child = try? ChildProcess(executable: program, arguments: ["-version"], captureOutput: true) else { return nil }
        guard child.wait().status == 0 else { return nil }
        let line = String(decoding: child.output, as: UTF8.self).split(separator: "\n").first.map(String.init)
        return line?.isEmpty == false ? line : nil
    }
}
