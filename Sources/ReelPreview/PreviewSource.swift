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
