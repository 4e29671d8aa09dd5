import ArgumentParser
import Foundation
import Reel

/// Maps errors to Reel's exit statuses and messages: 2 for usage errors, 1 for user failures.
enum CLIExit {
    /// Exit status for a failure the user caused: an invalid scene or value, a test mismatch.
    static let failure: Int32 = 1
    /// Exit status for a usage error: unknown options, missing or malformed arguments.
    static let usage: Int32 = 2

    /// Runs `body`, printing any error to standard error and exiting with the matching status.
    static func run(_ body: () throws -> Void) -> Never {
        do {
            try body()
            exit(0)
        } catch let error as UserFailure {
            FileHandle.standardError.write(Data((error.message + "\n").utf8))
            exit(failure)
        } catch let error as ExitCode {
            exit(error.rawValue)
        } catch {
            let code = ReelCommand.exitCode(for: error)
            if code == .success {
                // Help and version requests print to standard output.
                print(ReelCommand.fullMessage(for: error))
                exit(0)
            }
            FileHandle.standardError.write(Data((ReelCommand.fullMessage(for: error) + "\n").utf8))
            exit(code == .success ? 0 : usage)
        }
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
