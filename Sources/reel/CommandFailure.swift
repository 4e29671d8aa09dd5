import ArgumentParser
import Foundation
import ReelCairo
import ReelExport

/// How a failed render or export ends the command: the message to print and the exit status.
enum CommandFailure {
    /// The error ending `reel render` or `reel export` of `scene` after `failure`; `kept` is the
    /// folder holding the frames finished before it, when there are some.
    static func render(_ failure: RenderJobError, scene: String, verb: String, kept: URL?) -> Error {
        switch failure {
        case .stopped(let signal, let written):
            let status = 128 + (signal ?? 2)
            var message = "\(signal == 2 || signal == nil ? "interrupted" : "stopped by signal \(signal!)"): \(scene): "
            if verb == "export" {
                message += "stopped ffmpeg and removed the unfinished video (\(written.count) frame\(written.count == 1 ? "" : "s") had been encoded)"
            } else if let kept, let first = written.first, let last = written.last {
                message += "\(written.count) frame\(written.count == 1 ? "" : "s") (\(first)-\(last)) are in \(kept.path)/"
            } else {
                message += "no frame was finished"
            }
            FileHandle.standardError.write(Data((message + "\n").utf8))
            return ExitCode(Int32(status))
        case .frame(let frame, let error):
            if let drawing = error as? RenderError, !drawing.diagnostics.isEmpty {
                // The errors were printed, each once, with their positions.
                return UserFailure(message: "error: \(scene): \(verb) stopped at frame \(frame)")
            }
            return UserFailure(message: "error: \(scene): frame \(frame): \(error)")
        case .invalidFormat, .sink, .threads:
            return UserFailure(message: "error: \(scene): \(failure)")
        }
    }
}
