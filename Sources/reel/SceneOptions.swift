import Foundation
import Reel
import ArgumentParser

/// The options every command that reads one scene takes: the scene and the folders it may read
/// images from.
///
/// The scene is optional to the parser so that `reel render --list` needs none; every command
/// that loads it goes through `choice()`, which refuses a missing one as a usage error.
struct SceneOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("The scene: a scene file or a view file with previews (PATH.swift), several Swift files or a folder of them read as one module, or the type name of a compiled scene (see `reel render --list`).",
                                 valueName: "scene"))
    var scenes: [String] = []

    /// The scene named first (the only one, unless several Swift files make one module).
    var scene: String? { scenes.first }

    @OptionGroup var allowed: AllowedFolders

    @OptionGroup(title: "Previews") var preview: PreviewArguments

    @Option(help: ArgumentHelp("An events script (EVENTS.swift: 'At(seconds) { tap(\"Start\") }' entries) played against the scene file or preview; see docs/Interaction.md.",
                               valueName: "events"))
    var events: String?

    /// The scene the options name, loaded.
    /// - Throws: `ValidationError` when no scene was given; `SceneLookup`'s errors otherwise.
    /// With `checked` (render, export), a scene file is first checked as `reel validate` checks it,
    /// and what that finds is printed as it prints it (errors only when `quiet`).
    func choice(checked: Bool = true, quiet: Bool = false) throws -> SceneChoice {
        guard !scenes.isEmpty else { throw ValidationError("Missing expected argument '<scene>'") }
        return try SceneLookup.choice(scenes, allowedPaths: allowed.paths, preview: preview, events: events, checked: checked, quiet: quiet)
    }
}

/// The options of commands that render frames: which frames, at what scale, on how many threads,
/// and how much to print.
struct FrameOptions: ParsableArguments {
    @Option(help: "A range of frames, A-B (inclusive, zero-based).")
    var frames: String?

    @Option(help: "One frame.")
    var frame: Int?

    @Option(help: "The frame shown at this time, in seconds.")
    var time: Double?

    @Option(help: "Pixels per point (default: the scene's own, usually 1).")
    var scale: Double?

    @Option(help: "How many frames render at once (default: the number of cores).")
    var threads: Int?

    @Flag(help: "Print nothing but errors (no progress, no summary).")
    var quiet = false

    func validate() throws {
        if let threads, !(1...RenderLimits.threads).contains(threads) {
            throw ValidationError("--threads must be 1 to \(RenderLimits.threads), not \(threads)")
        }
        if let scale, !(scale.isFinite && scale > 0) { throw ValidationError("--scale must be a positive number, not \(scale)") }
        if let time, !(time.isFinite && time >= 0) { throw ValidationError("--time must be a number of seconds ≥ 0, not \(time)") }
        if [frames != nil, frame != nil, time != nil].filter({ $0 }).count > 1 {
            throw ValidationError("Give only one of --frames, --frame and --time.")
        }
    }

    /// The threads to render on.
    var threadCount: Int { threads ?? ProcessInfo.processInfo.activeProcessorCount }

    /// The frame numbers chosen, for a scene of `format`.
    func selection(_ format: SceneFormat) throws -> [Int] {
        try FrameSelection.parse(frames: frames, frame: frame, time: time, fps: format.fps, frameCount: format.frameCount)
    }
}
