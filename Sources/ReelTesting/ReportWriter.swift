import Foundation
import Reel
import ReelCairo
import ReelExport
import ReelSystem

/// Writes a run's report into a folder: `index.html` (one static page, no server), `junit.xml`
/// for CI systems, and under `images/SCENE/` the actual, expected and diff images of each failing
/// frame (`frame-00012-actual.png`, `-expected.png`, `-diff.png`) and a thumbnail of each passing
/// one (`frame-00012-thumb.png`, see `ReportThumbnail`).
///
/// Nothing but images Reel drew or decoded reaches the report: a golden is shown as the pixels
/// decoded from it, read inside its golden folder (never through a link out of it) and, for a
/// frame that passed without decoding it, checked against the frame's digest first. Images are
/// written and removed only in real folders inside the report folder, never through a link.
///
/// One writer serves a folder for the whole process: several runs (tests using the Swift API,
/// perhaps at once) add their results to the same report, which is rewritten after each. The
/// first use in a process removes the images an earlier run left (only files named as the report
/// names them).
public final class ReportWriter: @unchecked Sendable {
    /// The report folder.
    public let folder: URL
    private let lock = NSLock()
    private var results: [GoldenRunResult] = []
    private var goldenFolders: [String: GoldenFolder] = [:]

    private static let registryLock = NSLock()
    nonisolated(unsafe) private static var writers: [String: ReportWriter] = [:]

    /// The writer of the report in `folder`, made (and the folder cleaned) on first use.
    /// - Throws: `GoldenError` when the folder cannot be created.
    public static func shared(for folder: URL) throws(GoldenError) -> ReportWriter {
        registryLock.lock(); defer { registryLock.unlock() }
        let key = folder.standardizedFileURL.path
        if let writer = writers[key] { return writer }
        let writer = ReportWriter(folder: folder.standardizedFileURL)
        do {
            try FileManager.default.createDirectory(at: writer.folder, withIntermediateDirectories: true)
        } catch {
            throw GoldenError(.failure, "cannot create the report folder \(writer.folder.path): \(GoldenFolder.reason(error))")
        }
        writer.removeOldImages()
        writers[key] = writer
        return writer
    }

    private init(folder: URL) { self.folder = folder }

    /// The folder holding the images.
    var imagesFolder: URL { folder.appendingPathComponent("images") }

    /// The report path of an image of `frame` of `scene`: `images/SCENE/frame-00012-KIND.png`.
    static func imagePath(scene: String, frame: Int, kind: String) -> String {
        let number = String(frame)
        return "images/\(scene)/frame-\(String(repeating: "0", count: max(0, 5 - number.count)) + number)-\(kind).png"
    }

    /// Removes images named as this writer names them, and then empty scene folders: only
    /// regular files, in real folders of the report folder (a link is never followed).
    private func removeOldImages() {
        let pattern = #"^frame-[0-9]{5,}-(actual|expected|diff|thumb)\.png$"#
        guard ReportWriter.isRealFolder(imagesFolder.path), let scenes = try? FileManager.default.contentsOfDirectory(atPath: imagesFolder.path) else { return }
        for scene in scenes {
            let sceneFolder = imagesFolder.appendingPathComponent(scene)
            guard ReportWriter.isRealFolder(sceneFolder.path), let files = try? FileManager.default.contentsOfDirectory(atPath: sceneFolder.path) else { continue }
            for file in files where file.range(of: pattern, options: .regularExpression) != nil {
                var status = stat()
                let path = sceneFolder.appendingPathComponent(file).path
                if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG { unlink(path) }
            }
            rmdir(sceneFolder.path)   // only when empty
        }
        rmdir(imagesFolder.path)
    }

    /// Whether `path` is a folder and not a link.
    private static func isRealFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// Writes `image` as the report image `path` (relative to the report folder), in a real
    /// folder inside it; false when it cannot be written there.
    private func write(_ image: RasterImage, at path: String, writer: PNGWriter) -> Bool {
        let target = folder.appendingPathComponent(path)
        guard let real = try? FileSandbox.openFolderForWriting(target.deletingLastPathComponent().path, inside: folder.path, create: true) else { return false }
        return (try? writer.write(image, named: target.lastPathComponent, in: real)) != nil
    }

    /// Writes the images of a failing frame: the frame, its golden (when readable) and the diff
    /// image (when a comparison ran). Returns their report paths (empty when not written).
    func writeImages(actual: RasterImage, golden: GoldenFolder, diff: RasterImage?, outcome: FrameOutcome, writer: PNGWriter) -> ReportImages {
        var images = ReportImages()
        let actualPath = ReportWriter.imagePath(scene: outcome.scene, frame: outcome.frame, kind: "actual")
        if write(actual, at: actualPath, writer: writer) { images.actual = actualPath }
        if case .unreadable = outcome.status {} else if copyGolden(of: outcome, from: golden, writer: writer) {
            images.expected = ReportWriter.imagePath(scene: outcome.scene, frame: outcome.frame, kind: "expected")
        }
        if let diff {
            let diffPath = ReportWriter.imagePath(scene: outcome.scene, frame: outcome.frame, kind: "diff")
            if write(diff, at: diffPath, writer: writer) { images.diff = diffPath }
        }
        return images
    }

    /// Writes the thumbnail of a passing frame drawn as `image`; returns its report path (empty
    /// when it could not be written).
    func writeThumbnail(of image: RasterImage, outcome: FrameOutcome, writer: PNGWriter) -> String {
        let path = ReportWriter.imagePath(scene: outcome.scene, frame: outcome.frame, kind: "thumb")
        return write(ReportThumbnail.of(image), at: path, writer: writer) ? path : ""
    }

    /// Writes the golden of `outcome`'s frame into the report as `…-expected.png`: the pixels
    /// decoded from it, read inside the golden folder; a frame that passed by its digest or with
    /// identical pixels must match the golden's digest. False when there is none to show.
    private func copyGolden(of outcome: FrameOutcome, from golden: GoldenFolder, writer: PNGWriter) -> Bool {
        guard let file = try? golden.openGolden(scene: outcome.scene, frame: outcome.frame),
              let image = try? PNGReader.read(file, path: golden.imageURL(scene: outcome.scene, frame: outcome.frame).path) else { return false }
        if outcome.status == .matchedDigest || outcome.status == .matchedPixels {
            guard let digest = outcome.frameDigest, PixelDigest(of: image) == digest else { return false }
        }
        return write(image, at: ReportWriter.imagePath(scene: outcome.scene, frame: outcome.frame, kind: "expected"), writer: writer)
    }

    /// Adds a run's results and rewrites the report. (Passing frames show the thumbnails their
    /// checks wrote; no golden is copied for them.)
    func add(_ result: GoldenRunResult, folder golden: GoldenFolder) throws(GoldenError) -> (html: URL, junit: URL) {
        lock.lock(); defer { lock.unlock() }
        results.append(result)
        goldenFolders[golden.url.path] = golden
        let html = folder.appendingPathComponent("index.html"), junit = folder.appendingPathComponent("junit.xml")
        let page = HTMLReport(results: results, goldenFolders: goldenFolders.keys.sorted(), environment: GoldenEnvironment.current).text
        let xml = JUnitReport(results: results).text
        do {
            try AtomicFile.write(Array(page.utf8), to: html)
            try AtomicFile.write(Array(xml.utf8), to: junit)
        } catch {
            throw GoldenError(.failure, "cannot write the report: \(error)")
        }
        return (html, junit)
    }
}
