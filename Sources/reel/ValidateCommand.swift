import ArgumentParser
import Foundation
import ReelScript

/// `reel validate`: parses and checks scene files, printing every positioned error.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check scene files: syntax, names, arguments, and every state's body; print each error with its position.")

    @Argument(help: "The scene files to check, each alone; or a folder, whose Swift files are checked as one module.")
    var files: [String]

    @Flag(help: "Check the files given as one module (as a folder's files are), not each alone.")
    var module = false

    @OptionGroup var allowed: AllowedFolders

    @Option(help: ArgumentHelp("An events script checked with each file (see docs/Interaction.md).", valueName: "events"))
    var events: String?

    func run() throws {
        guard !files.isEmpty else { throw ValidationError("Give at least one scene file to validate.") }
        var failed = 0
        // Each argument is checked alone (a folder as one module), unless --module joins them.
        let units: [[String]] = module ? [files] : files.map { [$0] }
        for names in units {
            let path = names.count == 1 ? names[0] : names.joined(separator: " ")
            let check: SceneFile.Check
            do {
                check = try FileCheck.check(names, allowedPaths: allowed.paths, events: events, sounds: true)
            } catch let failure as UserFailure {
                FileHandle.standardError.write(Data((failure.message + "\n").utf8))
                failed += 1
                continue
            }
            FileCheck.print(check)
            if check.errors.isEmpty {
                print("\(path): ok")
            } else {
                failed += 1
                FileHandle.standardError.write(Data("\(path): \(SceneLookup.summary(check.errors.count))\n".utf8))
            }
        }
        if failed > 0 { throw ExitCode(1) }
    }
}
