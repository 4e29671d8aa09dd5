import ArgumentParser
import Foundation

/// The `reel` command: renders SwiftUI-style animated scenes to PNG frames and video.
///
/// With no subcommand it exports the bundled showcase scene to `reel-out/Showcase.mp4`. Exit status: 0 on success, 1 for a
/// failure the user caused (bad scene, bad value, test mismatch), 2 for a usage error.
@main
struct ReelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reel",
        abstract: "Render SwiftUI-style animated scenes with Cairo.",
        subcommands: [RenderCommand.self, ExportCommand.self, ConcatCommand.self, StitchCommand.self, InspectCommand.self,
                      ValidateCommand.self, TestCommand.self, CurveCommand.self],
        defaultSubcommand: nil
    )

    func run() throws {
        try ExportCommand.exportShowcase()
    }

    /// Parses the arguments and runs the command, mapping failures to Reel's exit statuses.
    static func main() {
        CLIExit.run {
            var command = try ReelCommand.parseAsRoot()
            try command.run()
        }
    }
}
