import Foundation
import Reel
import ReelCairo
import ReelExport

/// A folder of golden images: `manifest.json` and `SCENE/frame-00000.png` for each frame.
///
/// Reading never writes. Goldens and the manifest are written atomically (`AtomicFile`), so a
/// failure never leaves a half-written file under a golden's name, and the manifest is rewritten
/// from what is on disk at that moment plus this run's changes, so tests running at once in one
/// process do not lose each other's records.
public struct GoldenFolder: Sendable {
    /// The folder.
    public let url: URL
    /// Serialises manifest updates within the process.
    private static let manifestLock = NSLock()

    /// The golden folder at `url`.
    public init(url: URL) { self.url = url }

    /// The manifest's location.
    public var manifestURL: URL { url.appendingPathComponent(GoldenManifest.fileName) }

    /// The golden image of frame `frame` of `scene`.
    public func imageURL(scene: String, frame: Int) -> URL {
        url.appendingPathComponent(scene).appendingPathComponent(FrameSequenceRenderer<FileNaming>.fileName(forFrame: frame))
    }

    /// The manifest; an empty one when the file does not exist.
    /// - Throws: `GoldenError` naming the file when it cannot be read or is not a valid manifest.
    public func loadManifest() throws(GoldenError) -> GoldenManifest {
        let path = manifestURL.path
        guard FileManager.default.fileExists(atPath: path) else { return GoldenManifest() }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw GoldenError(.failure, "\(path): cannot read the manifest (check its permissions)")
        }
        return try GoldenManifest.parse(data, path: path)
    }

    /// How goldens are encoded: zlib's smallest setting. Goldens are written rarely and kept in
    /// version control, so size matters more than speed (a third smaller than the renderer's fast
    /// setting on the gallery's frames); the encoding is deterministic like every other.
    public static let writer = PNGWriter(encoder: PNGEncoder(compression: .zlib(level: 9, strategy: .default), threadCount: 1))

    /// Writes `image` as the golden of frame `frame` of `scene`, creating the folders it needs.
    /// - Throws: `GoldenError` naming the file and the reason.
    func writeGolden(_ image: RasterImage, scene: String, frame: Int, writer: PNGWriter = GoldenFolder.writer) throws(GoldenError) {
        let target = imageURL(scene: scene, frame: frame)
        do {
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw GoldenError(.failure, "cannot write the golden \(target.path): cannot create the folder \(target.deletingLastPathComponent().path): \(GoldenFolder.reason(error))")
        }
        do {
            try writer.write(image, to: target)
        } catch {
            throw GoldenError(.failure, "cannot write the golden: \(error)")
        }
    }

    /// Removes the golden of frame `frame` of `scene`, if there is one.
    func removeGolden(scene: String, frame: Int) throws(GoldenError) {
        let target = imageURL(scene: scene, frame: frame)
        guard FileManager.default.fileExists(atPath: target.path) else { return }
        do { try FileManager.default.removeItem(at: target) } catch {
            throw GoldenError(.failure, "cannot remove the golden \(target.path): \(GoldenFolder.reason(error))")
        }
    }

    /// Applies `change` to the manifest as it is on disk now and writes it back (only when it
    /// changed). Environments no golden refers to are dropped.
    func updateManifest(_ change: (inout GoldenManifest) -> Void) throws(GoldenError) {
        GoldenFolder.manifestLock.lock()
        defer { GoldenFolder.manifestLock.unlock() }
        var manifest = try loadManifest()
        let before = manifest
        change(&manifest)
        manifest.dropUnusedEnvironments()
        guard manifest != before || !FileManager.default.fileExists(atPath: manifestURL.path) else { return }
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try AtomicFile.write(Array(manifest.text.utf8), to: manifestURL)
        } catch let error as FileWriteError {
            throw GoldenError(.failure, "cannot write the manifest: \(error)")
        } catch {
            throw GoldenError(.failure, "cannot write the manifest \(manifestURL.path): \(GoldenFolder.reason(error))")
        }
    }

    /// A file-system error's reason in a few words.
    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileWriteNoPermissionError { return "permission denied" }
        return nsError.localizedDescription
    }
}

/// A scene type that only serves to name frame files as renders name them (`FrameSequenceRenderer.fileName(forFrame:)`).
private struct FileNaming: AnimatedScene {
    var format: SceneFormat { SceneFormat(width: 1, height: 1) }
    var body: EmptyView { EmptyView() }
}
