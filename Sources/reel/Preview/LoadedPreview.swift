import ArgumentParser
import Foundation
import Reel
import ReelCairo
import ReelExport
import ReelPreview
import ReelScript

/// One generation of a scene file or module loaded for `reel preview`, in one variant: frames
/// drawn by the job `reel render` runs, the inspection `reel inspect` prints.
struct LoadedPreview: PreviewDocument {
    /// The loaded file.
    let file: SceneFile
    /// The summary served as `/scene.json`.
    let summary: PreviewSummary
    /// The scene's format (one instance's).
    let format: SceneFormat

    /// The preview of `file`, whose events script is at `events` (if any), drawn on `device`.
    init(file: SceneFile, events: String?, device: String?, colorScheme: String?) throws {
        self.file = file
        let scene = try file.makeScene()
        format = scene.format
        let texts = file.texts
        let eventsName = events.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        let marks = scene.timeline.events.map { event -> PreviewSummary.Event in
            let fromScript = event.position.map { URL(fileURLWithPath: $0.file).standardizedFileURL.path == eventsName } ?? false
            let label = event.position.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line)" } ?? event.location
            return PreviewSummary.Event(time: event.time, label: label, source: fromScript ? "script" : "timeline",
                                        code: event.position.map { Self.code(at: $0, in: texts) } ?? "")
        }.sorted { $0.time < $1.time }
        let previews = file.offers.filter { $0.kind != .scene }.map(\.description)
        let canvas = file.previewCanvas
        summary = PreviewSummary(
            duration: format.duration, fps: format.fps, width: format.width, height: format.height, scale: format.scale,
            events: marks, previews: previews, preview: file.rendersPreview ? file.sceneName : nil,
            devices: Device.all.map(\.name),
            device: file.rendersPreview && canvas?.safeArea != EdgeInsets() ? (device ?? Device.standard.name) : (file.rendersPreview ? device : nil),
            colorScheme: canvas?.colorScheme == .dark || colorScheme == "dark" ? "dark" : "light")
    }

    /// The line at `position` in the file texts `texts`, trimmed and cut to 120 characters.
    static func code(at position: SourcePosition, in texts: [String: String]) -> String {
        guard let text = texts[position.file] else { return "" }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard position.line >= 1, position.line <= lines.count else { return "" }
        let line = lines[position.line - 1].trimmingCharacters(in: .whitespaces)
        return line.count > 120 ? String(line.prefix(119)) + "…" : line
    }

    func frame(time: Double, scale: Double?) throws -> [UInt8] {
        let frames: [Int]
        do {
            frames = try FrameSelection.parse(frames: nil, frame: nil, time: time, fps: format.fps, frameCount: format.frameCount)
        } catch let error as ValidationError {
            throw PreviewRequestError(error.message.replacingOccurrences(of: "--time", with: "t"))
        }
        if let scale {
            do { try format.validate(scale: scale) } catch { throw PreviewRequestError("scale \(scale): \(error)") }
        }
        return try SceneChoice.file(file).perform(FrameAction(frames: frames, scale: scale))
    }

    func inspection(time: Double) throws -> [UInt8] {
        do {
            let (inspection, _) = try InspectCommand.inspection(of: file, time: time)
            return Array((try InspectCommand.json(inspection) + "\n").utf8)
        } catch let error as RenderError {
            throw PreviewLoadError(issues: [PreviewIssue(message: "\(file.sceneName): \(error)")])
        }
    }

    func curves(time: Double) throws -> [UInt8] {
        try ActiveCurves(file: file, time: time).json()
    }
}

/// Draws frames of a scene into memory with `JobRunner`'s job, as `reel render` draws them.
private struct FrameAction: SceneAction {
    var frames: [Int]
    var scale: Double?

    func run<Scene: AnimatedScene>(_ scene: SceneHandle<Scene>) throws -> [UInt8] {
        let log = DiagnosticLog()
        let job = JobRunner.makeJob(scene, frames: frames, scale: scale, threads: ProcessInfo.processInfo.activeProcessorCount, diagnostics: log)
        var sink = MemoryFrameSink()
        do {
            _ = try job.run(into: &sink)
        } catch {
            let issues = log.diagnostics.filter { $0.severity == .error }.map { d in
                PreviewIssue(message: d.message, file: d.location?.file, line: d.location?.line, column: d.location?.column)
            }
            throw PreviewLoadError(issues: issues.isEmpty ? [PreviewIssue(message: "\(scene.name): \(error)")] : issues)
        }
        guard let bytes = sink.bytes else { throw PreviewLoadError(issues: [PreviewIssue(message: "\(scene.name): no frame was drawn")]) }
        return bytes
    }
}
