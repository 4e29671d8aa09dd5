import ArgumentParser
import Foundation
import Reel
import ReelExport

/// Runs the frames of `reel render` and `reel export`, and reports how it went.
enum JobRunner {
    /// Renders `frames` of `scene` into `sink` as `options` ask (scale, threads, quiet): stops
    /// cleanly on Ctrl-C (`CLIExit` traps it), shows progress, prints the scene's diagnostics
    /// (errors only when quiet), and turns a failed job into the command's error. `verb` names the command in messages (`render`,
    /// `export`); `timeline` is the scene's timeline when the command resolved it already
    /// (`timeline(of:)`, for its sound); `kept` gives, after a failure, the folder holding the frames finished before it.
    static func run<Scene: AnimatedScene, Sink: FrameSink>(_ scene: SceneHandle<Scene>, frames: [Int], options: FrameOptions,
                                                         into sink: inout Sink, verb: String, timeline: ResolvedTimeline? = nil,
                                                         kept: (Sink) -> URL? = { _ in nil }) throws -> RenderReport {
        let log = DiagnosticLog()
        var job = makeJob(scene, frames: frames, scale: options.scale, threads: options.threadCount, diagnostics: log)
        job.timeline = timeline
        let quiet = options.quiet
        let report: RenderReport
        do {
            report = try job.run(into: &sink, progress: RenderProgress(label: scene.name, style: RenderProgress.style(quiet: quiet)))
        } catch let failure as RenderJobError {
            Diagnostics.print(log, sources: scene.sources, errorsOnly: quiet)
            throw CommandFailure.render(failure, scene: scene.name, verb: verb, kept: kept(sink))
        }
        Diagnostics.print(log, sources: scene.sources, errorsOnly: quiet)
        return report
    }

    /// The timeline of `scene` as a job resolves it (its events' warnings are reported again with
    /// every frame, so they reach the job's log).
    static func timeline<Scene: AnimatedScene>(of scene: SceneHandle<Scene>, instance: Scene) -> ResolvedTimeline {
        makeJob(scene, frames: [], scale: nil, threads: 1, diagnostics: DiagnosticLog()).resolveTimeline(instance)
    }

    /// The job rendering `frames` of `scene` at `scale` on `threads`, reporting to `diagnostics`:
    /// how `render`, `export` and `preview` draw frames.
    static func makeJob<Scene: AnimatedScene>(_ scene: SceneHandle<Scene>, frames: [Int], scale: Double?, threads: Int,
                                              diagnostics: DiagnosticLog) -> RenderJob<Scene> {
        RenderJob(frames: frames, scale: scale, threads: threads, images: scene.makeImages(), diagnostics: diagnostics, makeScene: scene.make)
    }
}
