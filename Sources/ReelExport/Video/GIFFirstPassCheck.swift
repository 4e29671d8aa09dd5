#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The check a GIF's first ffmpeg pass passes before the second one starts (`VideoSink`): the
/// pass exited 0, but ffmpeg 5.1 can do so after "No space left on device", so its log must hold
/// no write error (`VideoOutputCheck.writeError(in:)`, the same words the final check looks
/// for), and each file it wrote (the lossless frames and the palette) must exist and not be
/// empty. A failure is the export's error at once: the second pass never reads a cut file.
struct GIFFirstPassCheck {
    /// The GIF's final name, for messages.
    var output: URL
    /// The files the first pass wrote (their temporary names).
    var files: [String]

    /// Checks the pass whose standard error is each of `logs`.
    /// - Throws: `VideoOutputError` naming the output and the cause.
    func verify(logs: [String]) throws(VideoOutputError) {
        for log in logs {
            if let line = VideoOutputCheck.writeError(in: log) { throw VideoOutputError(output: output.path, reason: .writeFailed(line)) }
        }
        for file in files {
            var info = stat()
            guard stat(file, &info) == 0 else {
                throw VideoOutputError(output: output.path, reason: .missing(String(cString: strerror(errno))))
            }
            guard info.st_size > 0 else { throw VideoOutputError(output: output.path, reason: .empty) }
        }
    }
}
