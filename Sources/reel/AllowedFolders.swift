import ArgumentParser

/// `--allow-path DIR`: the folders, besides its own, a scene file may read images from by
/// absolute path. Every command that loads scene files takes it.
struct AllowedFolders: ParsableArguments {
    @Option(name: .customLong("allow-path"), help: ArgumentHelp("A folder scene files may read images from by absolute path (repeatable).",
                                                                valueName: "DIR"))
    var paths: [String] = []

    func validate() throws {
        // An unset variable (`--allow-path "$IMAGES"`) must not allow the working folder.
        if paths.contains(where: { $0.isEmpty }) {
            throw ValidationError("--allow-path needs a folder, not an empty path")
        }
    }
}
