import Foundation
import Reel
import ReelCairo
import ReelExport
import ReelSystem

/// How a rendered frame compares with its golden, before anything is written.
public enum GoldenVerdict {
    /// The frame's digest equals the golden's record, and the golden file exists.
    case matchedDigest
    /// The decoded golden has identical pixels.
    case matchedPixels
    /// Pixels differ within the limits.
    case withinLimits(PixelMatch.Result)
    /// More pixels differ than the limits allow.
    case different(PixelMatch.Result)
    /// The golden has another size.
    case sizeMismatch(width: Int, height: Int)
    /// There is no golden file.
    case missing
    /// The golden file cannot be read.
    case unreadable(String)

    /// Compares `image` (whose digest is `digest`) with the golden at `file`, recorded as
    /// `record`: first the digest (when the file's size is the recorded one, nothing is read),
    /// then the decoded pixels, then `PixelMatch` under `settings`. The golden is opened by
    /// `sandbox` (a golden folder's: never a link out of it, never a FIFO or a device), even when
    /// its digest matches, so a golden that may not be read never passes.
    public static func of(_ image: RasterImage, digest: PixelDigest, record: GoldenManifest.Golden?, file: URL,
                          settings: ComparisonSettings, sandbox: FileSandbox = .unconfined) -> GoldenVerdict {
        let golden: ReadableFile
        do {
            golden = try sandbox.open(FileSandbox.normalized(file.path))
        } catch {
            if error == .missing { return .missing }
            return .unreadable("the golden \(file.path) cannot be read: \(GoldenFolder.describe(error))")
        }
        if let record, record.pixels == digest, record.width == image.width, record.height == image.height,
           record.bytes == nil || record.bytes == golden.byteCount {
            return .matchedDigest
        }
        let expected: RasterImage
        do {
            expected = try PNGReader.read(golden, path: file.path)
        } catch {
            return .unreadable("the golden \(file.path) cannot be read: \(error.reason)")
        }
        guard expected.width == image.width, expected.height == image.height else {
            return .sizeMismatch(width: expected.width, height: expected.height)
        }
        if expected.pixels == image.pixels { return .matchedPixels }
        let result = settings.pixelMatch.compare(expected: expected, actual: image)
        return result.differentPixels <= settings.allowedDifferentPixels(of: image.width * image.height)
            ? .withinLimits(result) : .different(result)
    }
}

/// Checks one frame: draws it, compares it with its golden, writes the golden as the update mode
/// allows, and leaves the images of a failure in the report folder.
struct FrameCheck {
    let task: GoldenTestRun.Task
    let scene: SceneUnderTest
    let folder: GoldenFolder
    let manifest: GoldenManifest
    let update: UpdateMode
    let writer: PNGWriter
    let report: ReportWriter?

    func run(_ source: SceneFrameSource) -> FrameOutcome {
        // The machine's clock (Reel's `DispatchTime` is the scene's).
        let start = Dispatch.DispatchTime.now().uptimeNanoseconds
        var outcome = check(source)
        outcome.seconds = Double(Dispatch.DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return outcome
    }

    private func check(_ source: SceneFrameSource) -> FrameOutcome {
        var outcome = FrameOutcome(scene: scene.name, frame: task.frame, time: scene.format.time(ofFrame: task.frame),
                                   status: .missing, settings: task.settings, width: 0, height: 0, match: nil, allowedPixels: 0)
        let image: RasterImage
        do {
            image = try source.render(frame: task.frame, scale: task.scale)
        } catch {
            outcome.status = .error("cannot draw the frame: \(error)")
            return outcome
        }
        outcome.width = image.width
        outcome.height = image.height
        outcome.allowedPixels = task.settings.allowedDifferentPixels(of: image.width * image.height)
        let digest = PixelDigest(of: image)
        let goldenFile = folder.imageURL(scene: scene.name, frame: task.frame)
        let verdict = GoldenVerdict.of(image, digest: digest, record: task.golden, file: goldenFile, settings: task.settings,
                                       sandbox: folder.sandbox)
        outcome.frameDigest = digest

        var diff: RasterImage?
        switch verdict {
        case .matchedDigest: outcome.status = .matchedDigest
        case .matchedPixels: outcome.status = .matchedPixels
        case .withinLimits(let result):
            outcome.status = .withinLimits
            outcome.match = result
            outcome.match?.diff = nil
        case .different(let result):
            outcome.status = .different
            outcome.match = result
            outcome.match?.diff = nil
            diff = result.diff
        case .sizeMismatch(let width, let height): outcome.status = .sizeMismatch(goldenWidth: width, goldenHeight: height)
        case .missing: outcome.status = .missing
        case .unreadable(let reason): outcome.status = .unreadable(reason)
        }

        if shouldWrite(outcome.status) {
            do {
                try folder.writeGolden(image, scene: scene.name, frame: task.frame)
                outcome.status = outcome.status == .missing ? .recorded : .rerecorded
                outcome.writtenDigest = digest
                outcome.writtenBytes = (try? FileManager.default.attributesOfItem(atPath: goldenFile.path)[.size] as? Int) ?? nil
                outcome.writtenSingleColour = SingleColourGolden.colour(of: image)
            } catch {
                outcome.status = .error(error.message)
            }
        }
        if !outcome.passed {
            outcome.environmentDifferences = environmentDifferences()
            if let report {
                outcome.images = report.writeImages(actual: image, golden: folder, diff: diff, outcome: outcome, writer: writer)
            }
        } else if let report {
            outcome.images.thumbnail = report.writeThumbnail(of: image, outcome: outcome, writer: writer)
        }
        return outcome
    }

    /// Whether the mode writes the golden of a frame that ended as `status`.
    func shouldWrite(_ status: FrameOutcome.Status) -> Bool {
        switch (update, status) {
        case (.none, _): return false
        case (_, .missing): return true
        case (.all, _): return true
        case (.changed, _): return !status.passed
        default: return false
        }
    }

    /// How this machine's environment differs from the golden's, when the manifest says.
    func environmentDifferences() -> [String] {
        guard let record = task.golden, let recorded = manifest.environments[record.environment] else { return [] }
        return scene.environment.differences(from: recorded)
    }
}
