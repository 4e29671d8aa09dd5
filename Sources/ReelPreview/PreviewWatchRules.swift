/// Which folders the watcher and the generation leave out.
public enum PreviewWatchRules {
    /// Folders that hold builds and renders, not the module: never watched, never hashed.
    public static let skippedFolders: Set<String> = [".build", "reel-out", "node_modules"]
    /// The kinds of file a scene reads besides its sources: images, fonts, asset catalogs'
    /// `Contents.json`. Other files in the folders (logs, renders' records) make no generation.
    public static let resourceExtensions: Set<String> = ["png", "jpg", "jpeg", "svg", "pdf", "ttf", "otf", "ttc", "json"]
}
