import ArgumentParser
import Foundation
import Reel
import ReelScript
import Scenes

/// A scene a command names: a compiled scene type, or a scene file to interpret.
enum SceneChoice {
    /// A scene compiled into the `Scenes` target.
    case compiled(any AnimatedScene.Type)
    /// A scene file, loaded and checked.
    case file(SceneFile)
}

/// Finds the scene a command names.
enum SceneLookup {
    /// The scene `name` names: a path ending in `.swift` is a scene file (loaded, with every
    /// error printed on failure); anything else a compiled scene's type name.
    static func choice(_ name: String, allowedPaths: [String] = []) throws -> SceneChoice {
        guard name.hasSuffix(".swift") else { return .compiled(try scene(named: name)) }
        do {
            return .file(try SceneFile.load(path: name, allowedPaths: allowedPaths))
        } catch let failure as SceneFileError {
            throw UserFailure(message: failure.description + "\n" + SceneLookup.summary(failure.errors.count))
        }
    }

    /// "1 error" / "3 errors".
    static func summary(_ count: Int) -> String { count == 1 ? "1 error" : "\(count) errors" }

    /// The compiled scene type named `name`; a usage error with a suggestion when there is none.
    static func scene(named name: String) throws -> any AnimatedScene.Type {
        if let type = SceneCatalog.scenes[name] { return type }
        var message = "Unknown scene '\(name)'."
        if let guess = Suggestion.closest(to: name, in: SceneCatalog.scenes.keys) { message += " Did you mean '\(guess)'?" }
        message += " Compiled scenes: \(SceneCatalog.scenes.keys.sorted().joined(separator: ", "))."
        throw ValidationError(message)
    }
}

/// Which frames a render asks for.
enum FrameSelection {
    /// The frame numbers chosen by `--frames A-B`, `--frame N` or `--time T` (all frames when none).
    static func parse(frames: String?, frame: Int?, time: Double?, fps: Double, frameCount: Int) throws -> [Int] {
        let given = [frames != nil, frame != nil, time != nil].filter { $0 }.count
        guard given <= 1 else { throw ValidationError("Give only one of --frames, --frame and --time.") }
        func check(_ n: Int, _ what: String) throws {
            guard n >= 0 && n < frameCount else {
                throw ValidationError("\(what) \(n) is outside the scene's frames 0-\(frameCount - 1)")
            }
        }
        if let frame {
            try check(frame, "--frame")
            return [frame]
        }
        if let time {
            guard time.isFinite, time >= 0 else { throw ValidationError("--time must be a number of seconds ≥ 0, not \(time)") }
            let n = Int((time * fps + 1e-9).rounded(.down))
            try check(n, "--time \(time) is frame")
            return [n]
        }
        if let frames {
            let parts = frames.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), a <= b else {
                throw ValidationError("--frames takes a range A-B with A ≤ B, such as 0-59, not '\(frames)'")
            }
            try check(a, "--frames start")
            try check(b, "--frames end")
            return Array(a...b)
        }
        return Array(0..<frameCount)
    }
}

/// Printing diagnostics to standard error.
enum Diagnostics {
    /// Prints every diagnostic of `log`, one a line.
    static func print(_ log: DiagnosticLog) {
        for d in log.diagnostics {
            FileHandle.standardError.write(Data((d.description + "\n").utf8))
        }
    }
}
