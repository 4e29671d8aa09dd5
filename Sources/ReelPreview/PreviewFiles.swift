import Foundation

/// The files of a previewed module.
public struct PreviewFiles: Sendable, Equatable {
    /// Files whose contents make the generation: the module's sources and the events script (one
    /// that does not exist yet counts as empty).
    public var contents: [String]
    /// The folders of the module's resources, watched for changes; their resource files count by
    /// name, size and time of change (images, fonts, asset catalogs). The folders of `contents`
    /// are watched too, without their subfolders.
    public var folders: [String]
    /// Whether the folders' subfolders are watched too (a folder module).
    public var recursive: Bool

    /// The files of a module.
    public init(contents: [String], folders: [String], recursive: Bool) {
        self.contents = contents
        self.folders = folders
        self.recursive = recursive
    }

    /// Every folder to watch, and whether to watch its subfolders: the resource folders as
    /// `recursive` says, and the folders of `contents` alone.
    public var watchedFolders: [(path: String, recursive: Bool)] {
        let roots = Set(folders.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        let parents = Set(contents.map { URL(fileURLWithPath: $0).standardizedFileURL.deletingLastPathComponent().path })
        return roots.sorted().map { ($0, recursive) } + parents.subtracting(roots).sorted().map { ($0, false) }
    }
}
