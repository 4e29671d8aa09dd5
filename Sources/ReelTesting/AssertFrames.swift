import Foundation
import Reel

/// Checks frames of `scene` against the goldens in `golden`, from XCTest or Swift Testing (on
/// Linux too), and throws `GoldenTestFailure` when any frame fails:
///
/// ```swift
/// @Test func likeButton() throws {
///     try assertFrames(of: LikeButton(), at: [0, 0.5, 1], golden: "Tests/Golden")
/// }
/// ```
///
/// It does what `reel test` does for one scene: the same manifest, comparison, update modes and
/// report. Frames are named by time (`at`, seconds) and by number (`frames`); with neither, the
/// manifest's choice for the scene, else the first, middle and last frames.
///
/// - Parameters:
///   - scene: The scene, drawn as given (its frames are drawn one after another on one thread).
///   - times: Times to check, in seconds.
///   - frames: Frame numbers to check.
///   - golden: The golden folder; a relative path is taken from the package's root (the folder
///     above the calling file that holds `Package.swift`), else from the working folder.
///   - name: The scene's name in the golden folder; the type's name by default.
///   - settings: Settings overriding the manifest's for these frames.
///   - update: Which goldens may be written; by default the `REEL_UPDATE` environment variable
///     (`all`, `changed`, `missing`, `none`), else `none` under CI and `missing` elsewhere.
///   - report: The report folder; by default `REEL_REPORT`, else `reel-out/test-report` in the
///     package's root. Every check of the process adds to the same report.
/// - Returns: What was checked.
/// - Throws: `GoldenTestFailure` when a frame fails; `GoldenError` for a bad manifest, a frame
///   outside the scene or a bad `REEL_UPDATE`.
@discardableResult
public func assertFrames<S: AnimatedScene>(
    of scene: S, at times: [Double]? = nil, frames: [Int]? = nil, golden: String = "Tests/Golden", name: String? = nil,
    settings: ComparisonSettings.Patch = ComparisonSettings.Patch(), update: UpdateMode? = nil, report: String? = nil,
    filePath: String = #filePath, function: String = #function
) throws -> GoldenRunResult {
    let environment = ProcessInfo.processInfo.environment
    let root = GoldenAPI.packageRoot(above: filePath)
    let mode = try update ?? environment["REEL_UPDATE"].map { text throws(GoldenError) in try UpdateMode.parse(text, from: "REEL_UPDATE") }
        ?? UpdateMode.default(environment: environment)
    var moments: [FrameMoment]?
    if times != nil || frames != nil { moments = (times ?? []).map(FrameMoment.time) + (frames ?? []).map(FrameMoment.frame) }
    let filter = function.hasSuffix("()") ? String(function.dropLast(2)) : String(function.prefix { $0 != "(" })
    var options = GoldenTestOptions(golden: GoldenAPI.resolve(golden, root: root),
                                    report: GoldenAPI.resolve(report ?? environment["REEL_REPORT"] ?? "reel-out/test-report", root: root),
                                    update: mode, command: .swiftTest(filter: filter))
    options.overrides = settings
    options.threads = 1
    let tested = SceneUnderTest(name: name ?? "\(S.self)", instance: scene, moments: moments, resourceRoot: root)
    let result = try GoldenTestRun(options: options).run([tested])
    guard result.passed else { throw GoldenTestFailure(result: result) }
    return result
}

/// Frames that failed their goldens; the description lists each with its figures, the report
/// and the command that accepts the changes.
public struct GoldenTestFailure: Error, CustomStringConvertible, Sendable {
    /// What was checked.
    public var result: GoldenRunResult
    /// The failures, one a line, then the report and the command.
    public var description: String { "golden frames differ:\n" + result.failureText }
}

/// Where the Swift API finds things.
enum GoldenAPI {
    /// The folder above `file` that holds `Package.swift`; the working folder when there is none.
    static func packageRoot(above file: String) -> URL {
        var directory = URL(fileURLWithPath: file).deletingLastPathComponent()
        while directory.path != "/" && !directory.path.isEmpty {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) { return directory }
            directory = directory.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    /// `path` made absolute against `root`.
    static func resolve(_ path: String, root: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
    }
}
