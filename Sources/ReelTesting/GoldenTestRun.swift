import Foundation
import Reel
import ReelCairo
import ReelExport

/// What a golden test run is asked to do.
public struct GoldenTestOptions: Sendable {
    /// The golden folder.
    public var golden: URL
    /// Where the report goes (`index.html`, `junit.xml`, images); nil for none.
    public var report: URL?
    /// Which goldens may be written.
    public var update: UpdateMode
    /// Settings that override the manifest's for every frame.
    public var overrides = ComparisonSettings.Patch()
    /// Only these frames, when not empty.
    public var only: [FrameRequest] = []
    /// How many frames are drawn and compared at once.
    public var threads: Int = ProcessInfo.processInfo.activeProcessorCount
    /// How the report phrases the commands that accept changes.
    public var command: AcceptCommand

    /// Options for checking against the goldens in `golden`.
    public init(golden: URL, report: URL?, update: UpdateMode, command: AcceptCommand) {
        self.golden = golden
        self.report = report
        self.update = update
        self.command = command
    }
}

/// The outcome of a run.
public struct GoldenRunResult: Sendable {
    /// The scenes checked, in order.
    public var scenes: [SceneUnderTest]
    /// Every frame checked, scene by scene, in frame order.
    public var outcomes: [FrameOutcome]
    /// The HTML report, when one was written.
    public var reportURL: URL?
    /// The JUnit XML file, when one was written.
    public var junitURL: URL?
    /// The command accepting every failing frame.
    public var acceptAllCommand: String
    /// Problems writing the report or the manifest (the frames' outcomes stand).
    public var problems: [String] = []

    /// Whether every frame passed and nothing went wrong.
    public var passed: Bool { outcomes.allSatisfy(\.passed) && problems.isEmpty }
    /// The frames that failed.
    public var failures: [FrameOutcome] { outcomes.filter { !$0.passed } }

    /// The last line of a run: `34 passed, 0 failed` (with the recorded frames counted apart).
    public var tally: String {
        let recorded = outcomes.filter { $0.status == .recorded || $0.status == .rerecorded }.count
        let failed = failures.count
        var text = "\(outcomes.count - failed) passed, \(failed) failed"
        if recorded > 0 { text += " (\(recorded) golden\(recorded == 1 ? "" : "s") written)" }
        return text
    }

    /// What the run found, for a terminal or a test failure: each failing frame with its figures
    /// and the likely cause, where the report is, and how to accept the changes.
    public var failureText: String {
        var lines: [String] = []
        for failure in failures {
            lines.append("FAIL " + failure.summary)
            if !failure.environmentDifferences.isEmpty {
                lines.append("     likely cause: this machine draws differently from the one that drew the golden ("
                             + failure.environmentDifferences.joined(separator: "; ") + ")")
            }
            if failure.status == .missing {
                lines.append("     record it: \(failure.acceptCommand)")
            }
        }
        lines += problems.map { "error: " + $0 }
        if let reportURL, !failures.isEmpty {
            lines.append("report: \(reportURL.path)" + (junitURL.map { " (JUnit: \($0.path))" } ?? ""))
        }
        if failures.contains(where: { $0.status != .missing }) { lines.append("accept the changes: \(acceptAllCommand)") }
        return lines.joined(separator: "\n")
    }
}

/// Checks frames of scenes against their goldens: renders each frame, compares it (pixel digest,
/// then decoded pixels, then `PixelMatch` within the frame's limits), writes goldens as the update
/// mode allows, and writes the report.
///
/// Frames are drawn and compared on `threads` threads; each thread draws a scene with a renderer
/// of its own (`SceneFrameSource`), so results do not depend on the thread count.
public struct GoldenTestRun {
    /// What to do.
    public var options: GoldenTestOptions

    /// A run with `options`.
    public init(options: GoldenTestOptions) { self.options = options }

    /// One frame to check.
    struct Task {
        var scene: Int
        var frame: Int
        var scale: Double?
        var settings: ComparisonSettings
        var golden: GoldenManifest.Golden?
    }

    /// Checks `scenes`.
    /// - Throws: `GoldenError` before drawing anything when the manifest is invalid, a frame lies
    ///   outside its scene, or `only` names a scene that is not among `scenes`.
    public func run(_ scenes: [SceneUnderTest]) throws(GoldenError) -> GoldenRunResult {
        let folder = GoldenFolder(url: options.golden)
        let manifest = try folder.loadManifest()
        let tasks = try plan(scenes, manifest: manifest)
        var report: ReportWriter?
        var problems: [String] = []
        if let url = options.report {
            do {
                report = try ReportWriter.shared(for: url)
            } catch {
                problems.append(error.message)
            }
        }
        let outcomes = check(tasks, scenes: scenes, folder: folder, manifest: manifest, report: report)
        var result = GoldenRunResult(scenes: scenes, outcomes: outcomes,
                                     acceptAllCommand: options.command.acceptingAll(scenes.filter { s in outcomes.contains { $0.scene == s.name && !$0.passed } }))
        result.problems = problems
        do {
            try record(outcomes, tasks: tasks, scenes: scenes, folder: folder)
        } catch {
            result.problems.append(error.message)
        }
        if let report {
            do {
                let written = try report.add(result, folder: folder)
                result.reportURL = written.html
                result.junitURL = written.junit
            } catch {
                result.problems.append(error.message)
            }
        }
        return result
    }

    /// The frames to check, with their settings and goldens.
    func plan(_ scenes: [SceneUnderTest], manifest: GoldenManifest) throws(GoldenError) -> [Task] {
        if let stray = options.only.first(where: { request in !scenes.contains { $0.name == request.scene } }) {
            throw GoldenError(.usage, "--only \(stray) names the scene '\(stray.scene)', which is not among the scenes tested (\(scenes.map(\.name).joined(separator: ", ")))")
        }
        if let problem = options.overrides.problems.first { throw GoldenError(.usage, problem) }
        var tasks: [Task] = []
        for (index, scene) in scenes.enumerated() {
            guard GoldenManifest.canNameFolder(scene.name) else {
                throw GoldenError(.failure, "'\(scene.name)' cannot name a folder of goldens")
            }
            let entry = manifest.scenes[scene.name]
            let moments: [FrameMoment]
            let requested = options.only.filter { $0.scene == scene.name }.map(\.moment)
            if !requested.isEmpty { moments = requested }
            else if !options.only.isEmpty { continue }
            else if let chosen = scene.moments { moments = chosen }
            else if entry?.frames != nil || entry?.times != nil {
                moments = (entry?.frames ?? []).map(FrameMoment.frame) + (entry?.times ?? []).map(FrameMoment.time)
            } else {
                moments = FrameMoment.defaultFrames(of: scene.format).map(FrameMoment.frame)
            }
            var frames: Set<Int> = []
            for moment in moments { frames.insert(try moment.frame(in: scene.format, scene: scene.name)) }
            let scale = manifest.scale(scene: scene.name)
            if let scale {
                do throws(SceneFormat.Invalid) {
                    try scene.format.validate(scale: scale)
                } catch {
                    throw GoldenError(.failure, "\(scene.name) at scale \(scale): \(error.problems[0])")
                }
            }
            for frame in frames.sorted() {
                let settings = manifest.settings(scene: scene.name, frame: frame).applying(options.overrides)
                tasks.append(Task(scene: index, frame: frame, scale: scale, settings: settings, golden: entry?.goldens[frame]))
            }
        }
        return tasks
    }

    /// Renders, compares and (as the mode allows) records every task on `FrameScheduler`'s
    /// workers. A scene drawn from one shared instance is one piece of work, checked frame after
    /// frame by one worker; the other scenes' frames are pieces of their own.
    func check(_ tasks: [Task], scenes: [SceneUnderTest], folder: GoldenFolder, manifest: GoldenManifest,
               report: ReportWriter?) -> [FrameOutcome] {
        var pieces: [[Int]] = []
        var pieceOfScene: [Int: Int] = [:]
        for (i, task) in tasks.enumerated() {
            if scenes[task.scene].singleThreaded {
                if let piece = pieceOfScene[task.scene] { pieces[piece].append(i); continue }
                pieceOfScene[task.scene] = pieces.count
            }
            pieces.append([i])
        }
        let options = self.options
        let writer = PNGWriter(encoder: PNGEncoder(threadCount: 1))
        /// Checks task `i` with `source`, made anew when the task is of another scene.
        let checkTask: @Sendable (Int, inout (scene: Int, source: SceneFrameSource)?) -> FrameOutcome = { i, source in
            let task = tasks[i]
            let scene = scenes[task.scene]
            if source?.scene != task.scene { source = (task.scene, scene.makeSource()) }
            var outcome = FrameCheck(task: task, scene: scene, folder: folder, manifest: manifest, update: options.update,
                                     writer: writer, report: report).run(source!.source)
            outcome.acceptCommand = outcome.status == .missing
                ? options.command.accepting(scene, frames: [task.frame], mode: .missing)
                : options.command.accepting(scene, frames: [task.frame])
            return outcome
        }
        let work = pieces
        var outcomes = [FrameOutcome?](repeating: nil, count: tasks.count)
        do {
            try FrameScheduler(threads: options.threads).run(count: work.count, makeWorker: { _ in
                // The source of the scene this worker drew last, reused for the next frame of it.
                var source: (scene: Int, source: SceneFrameSource)?
                return { piece in work[piece].map { ($0, checkTask($0, &source)) } }
            }, deliver: { _, checked in
                for (i, outcome) in checked { outcomes[i] = outcome }
            })
        } catch {
            // No worker thread could start (the checks report their failures as outcomes): check
            // everything here.
            var source: (scene: Int, source: SceneFrameSource)?
            for i in tasks.indices where outcomes[i] == nil { outcomes[i] = checkTask(i, &source) }
        }
        return outcomes.compactMap { $0 }
    }

    /// Writes the manifest's records of the goldens this run wrote (and, under `all`, drops the
    /// goldens of frames whole scenes no longer check).
    func record(_ outcomes: [FrameOutcome], tasks: [Task], scenes: [SceneUnderTest], folder: GoldenFolder) throws(GoldenError) {
        var written: [(scene: String, frame: Int, golden: GoldenManifest.Golden)] = []
        var environments: [String: GoldenEnvironment] = [:]
        for outcome in outcomes where outcome.status == .recorded || outcome.status == .rerecorded {
            guard let digest = outcome.writtenDigest else { continue }
            // The scene's environment: this machine's, with its module's fonts.
            let environment = scenes.first { $0.name == outcome.scene }?.environment ?? GoldenEnvironment.current
            environments[environment.identifier] = environment
            written.append((outcome.scene, outcome.frame,
                            GoldenManifest.Golden(pixels: digest, width: outcome.width, height: outcome.height,
                                                  environment: environment.identifier, bytes: outcome.writtenBytes)))
        }
        var stale: [(scene: String, frame: Int)] = []
        if options.update == .all && options.only.isEmpty {
            let manifest = try folder.loadManifest()
            for scene in scenes {
                let checked = Set(tasks.filter { scenes[$0.scene].name == scene.name }.map(\.frame))
                for frame in (manifest.scenes[scene.name]?.goldens.keys).map(Array.init) ?? [] where !checked.contains(frame) {
                    stale.append((scene.name, frame))
                }
            }
            for (scene, frame) in stale { try folder.removeGolden(scene: scene, frame: frame) }
        }
        guard !written.isEmpty || !stale.isEmpty else { return }
        try folder.updateManifest { manifest in
            for (identifier, environment) in environments { manifest.environments[identifier] = environment }
            for (scene, frame, golden) in written { manifest.scenes[scene, default: .init()].goldens[frame] = golden }
            // Goldens drawn with an events script are recorded with it, so the next run plays it.
            for scene in scenes where written.contains(where: { $0.scene == scene.name }) {
                manifest.scenes[scene.name, default: .init()].events = scene.events
            }
            for (scene, frame) in stale { manifest.scenes[scene]?.goldens[frame] = nil }
        }
    }
}
