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
    /// Problems writing the report or the manifest, or an error that stopped the run before it
    /// checked anything (the frames' outcomes stand).
    public var problems: [String] = []
    /// The scenes that could not be checked (scene files that did not load); each fails the run.
    public var unchecked: [UncheckedScene] = []
    /// Warnings about what the run recorded: one line per scene whose new goldens are a single
    /// colour (`SingleColourGolden`).
    public var warnings: [String] = []
    /// The goldens `--update all` removed because their frames are no longer checked, with their
    /// files.
    public var removed: [RemovedGolden] = []

    /// Whether every frame passed, every scene was checked, and nothing went wrong.
    public var passed: Bool { outcomes.allSatisfy(\.passed) && problems.isEmpty && unchecked.isEmpty }
    /// The frames that failed.
    public var failures: [FrameOutcome] { outcomes.filter { !$0.passed } }

    /// The last line of a run: `34 passed, 0 failed`, with the goldens recorded, rewritten and
    /// removed counted apart (a frame recorded for the first time has not passed anything), and
    /// the scene files that did not load: `0 passed, 0 failed, 3 recorded; 1 scene file not
    /// loaded (Scenes/Broken.swift)`.
    public var tally: String {
        let recorded = outcomes.filter { $0.status == .recorded }.count
        let rewritten = outcomes.filter { $0.status == .rerecorded }.count
        let failed = failures.count
        var text = "\(outcomes.count - failed - recorded - rewritten) passed, \(failed) failed"
        if recorded > 0 { text += ", \(recorded) recorded" }
        if rewritten > 0 { text += ", \(rewritten) rewritten" }
        if !removed.isEmpty { text += ", \(removed.count) removed" }
        if !unchecked.isEmpty { text += "; " + UncheckedScene.summary(unchecked) }
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

    /// Checks `scenes`; `unchecked` are scenes the caller could not load, reported with them
    /// (they fail the run).
    /// - Throws: `GoldenError` before drawing anything when the manifest is invalid, a frame lies
    ///   outside its scene, two scenes have one name, or `only` names a scene that is not among
    ///   `scenes`. The report (when asked for) then says that the run failed and why, so that no
    ///   earlier report is left saying that it passed.
    public func run(_ scenes: [SceneUnderTest], unchecked: [UncheckedScene] = []) throws(GoldenError) -> GoldenRunResult {
        let folder = GoldenFolder(url: options.golden)
        let manifest: GoldenManifest, tasks: [Task]
        do {
            manifest = try folder.loadManifest()
            tasks = try plan(scenes, manifest: manifest)
        } catch {
            reportStoppedRun(error, scenes: scenes, unchecked: unchecked, folder: folder)
            throw error
        }
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
        result.unchecked = unchecked
        result.warnings = GoldenTestRun.singleColourWarnings(outcomes)
        do {
            result.removed = try record(outcomes, tasks: tasks, scenes: scenes, folder: folder)
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

    /// Writes the report of a run that `error` stopped before it checked anything.
    func reportStoppedRun(_ error: GoldenError, scenes: [SceneUnderTest], unchecked: [UncheckedScene], folder: GoldenFolder) {
        guard let url = options.report, let report = try? ReportWriter.shared(for: url) else { return }
        var result = GoldenRunResult(scenes: scenes, outcomes: [], acceptAllCommand: "")
        result.problems = [error.message]
        result.unchecked = unchecked
        _ = try? report.add(result, folder: folder)
    }

    /// One warning per scene whose goldens this run wrote as a single colour.
    static func singleColourWarnings(_ outcomes: [FrameOutcome]) -> [String] {
        var scenes: [String] = []
        var goldens: [String: [SingleColourGolden]] = [:]
        for outcome in outcomes where outcome.wroteGolden {
            guard let pixel = outcome.writtenSingleColour else { continue }
            if goldens[outcome.scene] == nil { scenes.append(outcome.scene) }
            goldens[outcome.scene, default: []].append(SingleColourGolden(frame: outcome.frame, pixel: pixel))
        }
        return scenes.map { SingleColourGolden.warning(scene: $0, goldens[$0]!) }
    }

    /// The frames to check, with their settings and goldens.
    func plan(_ scenes: [SceneUnderTest], manifest: GoldenManifest) throws(GoldenError) -> [Task] {
        if let duplicate = Dictionary(grouping: scenes, by: \.name).filter({ $0.value.count > 1 }).min(by: { $0.key < $1.key }) {
            throw GoldenError(.failure, "two scenes are named \(duplicate.key) (\(duplicate.value.map(\.argument).joined(separator: ", "))); goldens are kept by scene name")
        }
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
            let scale = scene.scale ?? manifest.scale(scene: scene.name)
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

    /// Writes the manifest's records of the goldens this run wrote, with what their scenes were
    /// drawn with (the events script; the path, scale and frames the caller chose), and, under
    /// `all`, drops the goldens of frames whole scenes no longer check. Returns those dropped.
    func record(_ outcomes: [FrameOutcome], tasks: [Task], scenes: [SceneUnderTest], folder: GoldenFolder) throws(GoldenError) -> [RemovedGolden] {
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
                for frame in (manifest.scenes[scene.name]?.goldens.keys).map({ $0.sorted() }) ?? [] where !checked.contains(frame) {
                    stale.append((scene.name, frame))
                }
            }
            for (scene, frame) in stale { try folder.removeGolden(scene: scene, frame: frame) }
        }
        let removed = stale.map { RemovedGolden(scene: $0.scene, frame: $0.frame, file: folder.imageURL(scene: $0.scene, frame: $0.frame)) }
        guard !written.isEmpty || !stale.isEmpty else { return removed }
        try folder.updateManifest { manifest in
            for (identifier, environment) in environments { manifest.environments[identifier] = environment }
            for (scene, frame, golden) in written { manifest.scenes[scene, default: .init()].goldens[frame] = golden }
            // Goldens drawn with an events script are recorded with it, so the next run plays it.
            // So are the path, preview options, scale and frames the caller chose, so that the next run (`reel
            // test` with no scene named) draws the same frames in the same way.
            for scene in scenes where written.contains(where: { $0.scene == scene.name }) {
                var entry = manifest.scenes[scene.name, default: .init()]
                entry.events = scene.events
                entry.preview = scene.preview.flatMap { $0.isEmpty ? nil : $0 }
                if let path = scene.path { entry.path = path }
                if let scale = scene.scale { entry.scale = scale }
                if scene.recordsMoments, let moments = scene.moments {
                    let frames = moments.compactMap { if case .frame(let n) = $0 { n } else { nil } }
                    let times = moments.compactMap { if case .time(let t) = $0 { t } else { nil } }
                    entry.frames = frames.isEmpty ? nil : frames
                    entry.times = times.isEmpty ? nil : times
                }
                manifest.scenes[scene.name] = entry
            }
            for (scene, frame) in stale { manifest.scenes[scene]?.goldens[frame] = nil }
        }
        return removed
    }
}
