import Foundation
import Reel
import ReelExport
import Scenes

/// A scene's sound for a command: the sounds its timeline's events play and its soundtrack, each
/// file found through the scene's sandbox (`SoundPlan`), mixed by `SoundMixer` into a 24-bit WAV
/// of exactly the samples the command's frames cover.
enum SceneSound {
    /// The plan of `scene`, whose resolved timeline is `timeline`: nil when nothing plays.
    /// - Throws: `SceneSoundError` for a sound's file that may not or cannot be read.
    static func plan<Scene: AnimatedScene>(_ scene: SceneHandle<Scene>, instance: Scene, timeline: ResolvedTimeline) throws -> SoundPlan? {
        let plan = try SoundPlan(cues: timeline.soundCues, soundtrack: instance.soundtrack, duration: instance.format.duration,
                                 resolve: scene.soundPath)
        return plan.isEmpty ? nil : plan
    }

    /// Mixes `samples` of `plan` into a hidden temporary WAV beside `destination` (removed on an
    /// interruption, and by the caller once used), printing the mix's clipping warning unless
    /// `quiet`.
    /// - Throws: `UserFailure` naming the sound that cannot be played (positioned where the scene
    ///   names it) or the file that cannot be written.
    static func mix(_ plan: SoundPlan, samples: Range<Int64>, beside destination: URL, scene: String, quiet: Bool) throws -> StagedFile {
        let staged = try AtomicFile.stage(destination.deletingLastPathComponent().appendingPathComponent(".reel-mix.wav"))
        do {
            let report = try SoundMixer.write(plan, samples: samples, to: URL(fileURLWithPath: staged.path))
            if !quiet, let warning = report.warning { FileHandle.standardError.write(Data("warning: \(scene): \(warning)\n".utf8)) }
        } catch {
            staged.discard()
            throw failure(error, scene: scene)
        }
        return staged
    }

    /// The command's failure for an error of resolving or mixing the sound of `scene`.
    static func failure(_ error: any Error, scene: String) -> UserFailure {
        if let error = error as? AudioFileError {
            return UserFailure(message: (error.position.map { "\($0): " } ?? "") + "error: \(scene): \(error)")
        }
        if let error = error as? SceneSoundError { return UserFailure(message: error.description) }
        return UserFailure(message: "error: \(scene): \(error)")
    }

    /// The file of a compiled scene's sound: an absolute path as it is; a relative name under the
    /// current folder, or, when it is not there, under the folder the compiled scenes' sources were
    /// built from (so `reel export Metronome` finds `Sounds/tick.wav` beside `Scenes/Metronome.swift`).
    static func compiledSoundPath(_ sound: Sound, root: URL) -> String {
        if sound.name.hasPrefix("/") { return sound.name }
        let here = root.appendingPathComponent(sound.name).path
        if FileManager.default.fileExists(atPath: here) { return here }
        let built = URL(fileURLWithPath: SceneCatalog.sourceFolder).appendingPathComponent(sound.name).path
        return FileManager.default.fileExists(atPath: built) ? built : here
    }
}
