import ArgumentParser
import Foundation
import Scenes

/// The `reel` command: renders SwiftUI-style animated scenes to PNG frames and video.
///
/// With no subcommand it exports the bundled showcase scene to `reel-out/Showcase.mp4`. Exit status: 0 on success, 1 for a
/// failure the user caused (bad scene, bad value, test mismatch), 2 for a usage error.
@main
struct ReelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reel",
        abstract: "Render SwiftUI-style animated scenes with Cairo.",
        discussion: """
            With no subcommand, `reel` exports the bundled showcase scene (\(SceneCatalog.showcase)) \
            to reel-out/\(SceneCatalog.showcase).mp4 in the current folder.
            """,
        subcommands: [RenderCommand.self, ExportCommand.self, ConcatCommand.self, StitchCommand.self, InspectCommand.self,
                      ValidateCommand.self, TestCommand.self, CurveCommand.self, PreviewCommand.self],
        defaultSubcommand: nil
    )

    @Flag(help: "Print the versions of Reel and of the Cairo, Pango and ffmpeg it finds, and exit.")
    var version = false

    func run() throws {
        if version {
            print(ReelVersion.report())
            return
        }
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
