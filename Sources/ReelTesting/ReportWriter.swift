import Foundation
import Reel
import ReelExport

/// Writes a run's report into a folder: `index.html` (one static page, no server), `junit.xml`
/// for CI systems, and under `images/SCENE/` the actual, expected and diff images of each failing
/// frame (`frame-00012-actual.png`, `-expected.png`, `-diff.png`) and a thumbnail of each passing
/// one (`frame-00012-thumb.png`, see `ReportThumbnail`).
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

    /// Removes images named as this writer names them, and then empty scene folders.
    private func removeOldImages() {
        let manager = FileManager.default
        guard let scenes = try? manager.contentsOfDirectory(atPath: imagesFolder.path) else { return }
        let pattern = #"^frame-[0-9]{5,}-(actual|expected|diff|thumb)\.png$"#
        for scene in scenes {
            let sceneFolder = imagesFolder.appendingPathComponent(scene)
            guard let files = try? manager.contentsOfDirectory(atPath: sceneFolder.path) else { continue }
            for file in files where file.range(of: pattern, options: .regularExpression) != nil {
                try? manager.removeItem(at: sceneFolder.appendingPathComponent(file))
            }
            if (try? manager.contentsOfDirectory(atPath: sceneFolder.path))?.isEmpty == true { try? manager.removeItem(at: sceneFolder) }
        }
        if (try? manager.contentsOfDirectory(atPath: imagesFolder.path))?.isEmpty == true { try? manager.removeItem(at: imagesFolder) }
    }

    /// Writes the images of a failing frame: the frame, a copy of its golden (when readable) and
    /// the diff image (when a comparison ran). Returns their report paths (empty when not written).
    func writeImages(actual: RasterImage, expected: URL, diff: RasterImage?, outcome: FrameOutcome, writer: PNGWriter) -> ReportImages {
        var images = ReportImages()
        let sceneFolder = imagesFolder.appendingPathComponent(outcome.scene)
        try? FileManager.default.createDirectory(at: sceneFolder, withIntermediateDirectories: true)
        let actualPath = ReportWriter.imagePath(scene: outcome.scene, frame: outcome.frame, kind: "actual")
        if (try? writer.write(actual, to: folder.appendingPathComponent(actualPath))) != nil { images.actual = actualPath }
        if case .unreadable = outcome.status {} else if copyGolden(expected, scene: outcome.scene, frame: outcome.frame) {
            images.expected = ReportWriter.imagePath(scene: outcome.scene, frame: outcome.frame, kind: "expected")
        }
        if let diff {
            let diffPath = ReportWriter.imagePath(scene: outcome.scene, frame: outcome.frame, kind: "diff")
            if (try? writer.write(diff, to: folder.appendingPathComponent(diffPath))) != nil { images.diff = diffPath }
        }
        return images
    }

    /// Writes the thumbnail of a passing frame drawn as `image`; returns its report path (empty
    /// when it could not be written).
    func writeThumbnail(of image: RasterImage, outcome: FrameOutcome, writer: PNGWriter) -> String {
        let path = ReportWriter.imagePath(scene: outcome.scene, frame: outcome.frame, kind: "thumb")
        let target = folder.appendingPathComponent(path)
        try? FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        return (try? writer.write(ReportThumbnail.of(image), to: target)) != nil ? path : ""
    }

    /// Copies a golden into the report as `…-expected.png`; false when there is none to copy.
    private func copyGolden(_ golden: URL, scene: String, frame: Int) -> Bool {
        guard FileManager.default.fileExists(atPath: golden.path),
              let data = FileManager.default.contents(atPath: golden.path) else { return false }
        let target = folder.appendingPathComponent(ReportWriter.imagePath(scene: scene, frame: frame, kind: "expected"))
        try? FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        return (try? AtomicFile.write(Array(data), to: target)) != nil
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
