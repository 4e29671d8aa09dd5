import ArgumentParser
import Foundation
import Reel
import ReelExport

/// Maps errors to Reel's exit statuses and messages: 2 for usage errors, 1 for user failures.
enum CLIExit {
    /// Exit status for a failure the user caused: an invalid scene or value, a test mismatch.
    static let failure: Int32 = 1
    /// Exit status for a usage error: unknown options, missing or malformed arguments.
    static let usage: Int32 = 2

    /// Runs `body`, printing any error to standard error and exiting with the matching status.
    ///
    /// SIGINT and SIGTERM are honoured from the start (`Interruption`): after one, the exit status
    /// is `128 + signal` whatever `body` does, and an error it throws then (ffmpeg, stopped by the
    /// signal, ended badly) is reported as the interruption it is. Nothing the command started or
    /// wrote under a temporary name outlives the process.
    static func run(_ body: () throws -> Void) -> Never {
        Interruption.trap()
        do {
            try body()
            finish(0)
        } catch let error as UserFailure {
            if interrupted() { finish(0) }
            FileHandle.standardError.write(Data((error.message + "\n").utf8))
            finish(failure)
        } catch let error as ExitCode {
            finish(error.rawValue)
        } catch {
            let code = ReelCommand.exitCode(for: error)
            if code == .success {
                // Help and version requests print to standard output.
                print(ReelCommand.fullMessage(for: error))
                finish(0)
            }
            if interrupted() { finish(0) }
            FileHandle.standardError.write(Data((ReelCommand.fullMessage(for: error) + "\n").utf8))
            finish(code == .success ? 0 : usage)
        }
    }

    /// Whether a signal was received; then says so on standard error, in place of the error the
    /// stop caused.
    private static func interrupted() -> Bool {
        guard let signal = Interruption.receivedSignal else { return false }
        FileHandle.standardError.write(Data((Interruption.describe(signal) + ": stopped; nothing unfinished was kept\n").utf8))
        return true
    }

    /// Exits with `status`, or with `128 + signal` when a signal was received.
    private static func finish(_ status: Int32) -> Never {
        Interruption.exit(Interruption.receivedSignal.map { 128 + $0 } ?? status)
    }
}

/// A failure the user caused (exit status 1), with the message to print.
struct UserFailure: Error {
    /// What went wrong, already formatted for the terminal.
    var message: String
    /// The positioned errors behind it, one a line without source excerpts
    /// (`Scene.swift:4:27: error: …`), printed before the failure was thrown; empty when
    /// `message` says it all. Reports (`reel test`) quote them.
    var details: [String] = []
}
