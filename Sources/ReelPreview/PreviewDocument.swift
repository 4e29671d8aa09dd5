import Foundation

/// One loaded generation of the previewed module, in one variant: what the server asks of it.
/// The command line implements it with the code `reel render` and `reel inspect` use, so the
/// answers are theirs byte for byte.
public protocol PreviewDocument: Sendable {
    /// Length, rate, size, events and choices.
    var summary: PreviewSummary { get }
    /// The PNG bytes `reel render PATH --time time --scale scale` writes (nil scale: the scene's).
    /// - Throws: `PreviewRequestError` for a time outside the scene; `PreviewLoadError` when the
    ///   frame fails to draw.
    func frame(time: Double, scale: Double?) throws -> [UInt8]
    /// What `reel inspect PATH --time time --json` prints.
    func inspection(time: Double) throws -> [UInt8]
    /// The animations active at `time` with sampled curve points, as JSON.
    func curves(time: Double) throws -> [UInt8]
}

/// Where the previewed module comes from: loads a generation of it and names the files that make
/// it. The server knows nothing else of scene files.
public protocol PreviewSource: Sendable {
    /// The files whose bytes make a generation (the module's Swift files, the events script) and
    /// the folders to watch for changes.
    func files() -> PreviewFiles
    /// Loads the module as it is now, in `variant`.
    /// - Throws: `PreviewLoadError` with every positioned error; `PreviewRequestError` for a
    ///   variant that does not exist (an unknown device).
    func load(_ variant: PreviewVariant) throws -> any PreviewDocument
    /// Appends the `tap` or `drag` line for `interaction` to the events script, as `document`
    /// (the loaded generation) hit-tests it, and returns the line.
    /// - Throws: `PreviewRequestError` when nothing is there to record.
    func record(_ interaction: PreviewInteraction, in document: any PreviewDocument) throws -> String
}

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
