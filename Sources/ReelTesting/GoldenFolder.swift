import Foundation
import Reel
import ReelCairo
import ReelExport
import ReelSystem

/// A folder of golden images: `manifest.json` and `SCENE/frame-00000.png` for each frame.
///
/// Reading never writes, and reads only inside the folder: goldens and the manifest are opened
/// by `FileSandbox` confined to the folder (a regular file, never a link leading out of the
/// folder, never a FIFO or a device; see `FileSandbox+Input`). Writing and removing happen only
/// in real folders below it, never through a link (`FileSandbox.folderForWriting`). Goldens and
/// the manifest are written atomically (`AtomicFile`), so a failure never leaves a half-written
/// file under a golden's name, and the manifest is rewritten from what is on disk at that moment
/// plus this run's changes, under a lock on the folder (`FolderLock`), so runs at once, in one
/// process or in several, never lose each other's records.
public struct GoldenFolder: Sendable {
    /// The folder.
    public let url: URL
    /// Serialises manifest updates within the process.
    private static let manifestLock = NSLock()

    /// The golden folder at `url`.
    public init(url: URL) { self.url = url }

    /// The manifest's location.
    public var manifestURL: URL { url.appendingPathComponent(GoldenManifest.fileName) }

    /// Where goldens and the manifest may be read: inside the folder.
    public var sandbox: FileSandbox { FileSandbox(folders: [url.path]) }

    /// The golden image of frame `frame` of `scene`.
    public func imageURL(scene: String, frame: Int) -> URL {
        url.appendingPathComponent(scene).appendingPathComponent(FrameSequenceRenderer<FileNaming>.fileName(forFrame: frame))
    }

    /// The largest manifest read, in bytes (a manifest of 100,000 goldens is about 15 MB).
    public static let manifestByteLimit = 64 << 20

    /// The manifest; an empty one when the file does not exist.
    /// - Throws: `GoldenError` naming the file when it cannot be read (a link out of the folder,
    ///   not a regular file, larger than `manifestByteLimit`) or is not a valid manifest.
    public func loadManifest() throws(GoldenError) -> GoldenManifest {
        let path = manifestURL.path
        let file: ReadableFile
        do {
            file = try sandbox.open(FileSandbox.normalized(path))
        } catch {
            if error == .missing { return GoldenManifest() }
            throw GoldenError(.failure, "\(path): cannot read the manifest: \(GoldenFolder.describe(error))")
        }
        guard file.byteCount <= GoldenFolder.manifestByteLimit else {
            throw GoldenError(.failure, "\(path): cannot read the manifest: it is \(file.byteCount) bytes, more than the limit of \(GoldenFolder.manifestByteLimit) (64 MiB)")
        }
        guard let bytes = file.read(upTo: GoldenFolder.manifestByteLimit + 1), bytes.count <= GoldenFolder.manifestByteLimit else {
            throw GoldenError(.failure, "\(path): cannot read the manifest (check its permissions)")
        }
        return try GoldenManifest.parse(Data(bytes), path: path)
    }

    /// Opens the golden of frame `frame` of `scene` for reading, inside the folder.
    /// - Throws: `FileSandbox.Refusal`: `.missing` when there is none, otherwise why it may not
    ///   be read (describe it with `describe`).
    func openGolden(scene: String, frame: Int) throws(FileSandbox.Refusal) -> ReadableFile {
        try sandbox.open(FileSandbox.normalized(imageURL(scene: scene, frame: frame).path))
    }

    /// Why a golden or the manifest may not be read, in words.
    static func describe(_ refusal: FileSandbox.Refusal) -> String {
        refusal == .outside ? "it leads outside the golden folder (through a symbolic link)" : refusal.description
    }

    /// How goldens are encoded: zlib's smallest setting. Goldens are written rarely and kept in
    /// version control, so size matters more than speed (a third smaller than the renderer's fast
    /// setting on the gallery's frames); the encoding is deterministic like every other.
    public static let writer = PNGWriter(encoder: PNGEncoder(compression: .zlib(level: 9, strategy: .default), threadCount: 1))

    /// Writes `image` as the golden of frame `frame` of `scene`, creating the folders it needs:
    /// only in real folders inside the golden folder, never through a link.
    /// - Throws: `GoldenError` naming the file and the reason.
    func writeGolden(_ image: RasterImage, scene: String, frame: Int, writer: PNGWriter = GoldenFolder.writer) throws(GoldenError) {
        let target = imageURL(scene: scene, frame: frame)
        let folder: WritableFolder
        do {
            folder = try FileSandbox.openFolderForWriting(target.deletingLastPathComponent().path, inside: url.path, create: true)
        } catch {
            if case .throughLink = error { throw GoldenError(.failure, "cannot write the golden \(target.path): \(error)") }
            throw GoldenError(.failure, "cannot write the golden \(target.path): cannot create the folder \(target.deletingLastPathComponent().path): \(error)")
        }
        do {
            try writer.write(image, named: target.lastPathComponent, in: folder)
        } catch {
            throw GoldenError(.failure, "cannot write the golden: \(error)")
        }
    }

    /// Removes the golden of frame `frame` of `scene`, if there is one: the file (or the link)
    /// itself, in a real folder inside the golden folder, never through a link.
    func removeGolden(scene: String, frame: Int) throws(GoldenError) {
        let target = imageURL(scene: scene, frame: frame)
        do {
            try FileSandbox.removeFile(target.lastPathComponent, inFolder: target.deletingLastPathComponent().path, inside: url.path)
        } catch {
            throw GoldenError(.failure, "cannot remove the golden \(target.path): \(error)")
        }
    }

    /// Applies `change` to the manifest as it is on disk now and writes it back (only when it
    /// changed), holding the folder's lock from reading to writing. Environments no golden refers
    /// to are dropped.
    func updateManifest(_ change: (inout GoldenManifest) -> Void) throws(GoldenError) {
        GoldenFolder.manifestLock.lock()
        defer { GoldenFolder.manifestLock.unlock() }
        let lock: FolderLock
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            lock = try FolderLock(folder: url.path)
        } catch let refusal as FileSandbox.Refusal {
            throw GoldenError(.failure, "cannot lock the golden folder \(url.path) to update its manifest: \(refusal)")
        } catch {
            throw GoldenError(.failure, "cannot write the manifest \(manifestURL.path): \(GoldenFolder.reason(error))")
        }
        defer { lock.unlock() }
        var manifest = try loadManifest()
        let before = manifest
        change(&manifest)
        manifest.dropUnusedEnvironments()
        guard manifest != before || !FileManager.default.fileExists(atPath: manifestURL.path) else { return }
        do {
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
