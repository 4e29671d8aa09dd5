import ArgumentParser
import Foundation
import Reel
import ReelCairo
import ReelExport
import ReelScript

/// `reel inspect`: prints a scene's evaluated view tree at a time.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Print the evaluated view tree of a scene at a time: identity, kind, frame, z-order, opacity, transform.",
        discussion: "With --events, the touches under way at the time follow the tree: buttons pressed, long presses pressing, drags with their translation. The sounds events played that are still playing at the time are listed after them.")

    @OptionGroup var sceneOptions: SceneOptions

    @Option(help: "The time in seconds.")
    var time: Double = 0

    @Flag(help: "Print JSON (the schema is in docs/InspectJSON.md).")
    var json = false

    func run() throws {
        guard time.isFinite, time >= 0 else { throw ValidationError("--time must be a number of seconds ≥ 0, not \(time)") }
        switch try sceneOptions.choice(checked: false) {
        case .compiled(let type): try inspectCompiled(type)
        case .file(let file):
            try inspect(try file.makeScene(), name: file.sceneName,
                        images: CairoImageStore(root: file.access.root, sandbox: file.access.sandbox), soundPath: Self.soundPath(file.access))
        }
    }

    /// The JSON text `--json` prints (without the final line break): docs/InspectJSON.md.
    static func json(_ inspection: SceneInspection) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(inspection), as: UTF8.self)
    }

    /// The inspection of the scene file `file` at `time`, as `reel inspect` makes it, with the
    /// diagnostics the renderer reported.
    static func inspection(of file: SceneFile, time: Double) throws -> (SceneInspection, DiagnosticLog) {
        let renderer = FrameRenderer(images: CairoImageStore(root: file.access.root, sandbox: file.access.sandbox))
        let inspection = try renderer.inspection(of: try file.makeScene(), time: time)
        return (SoundDurations.playing(inspection, path: soundPath(file.access)), renderer.diagnostics)
    }

    /// The real path of a scene file's sound by its name, nil when it may not or cannot be read.
    static func soundPath(_ access: ResourceAccess) -> (String) -> String? {
        { name in
            guard case .success(let path) = access.checkSound(name) else { return nil }
            return path
        }
    }

    private func inspectCompiled<S: AnimatedScene>(_ type: S.Type) throws {
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        try inspect(S(), name: "\(S.self)", images: nil) { SceneSound.compiledSoundPath(Sound($0), root: root) }
    }

    /// Prints the inspection of `instance`; `soundPath` finds a sound's file by its name.
    private func inspect<S: AnimatedScene>(_ instance: S, name: String, images: CairoImageStore?, soundPath: (String) -> String?) throws {
        let renderer = FrameRenderer(images: images)
        let inspection: SceneInspection
        do {
            inspection = SoundDurations.playing(try renderer.inspection(of: instance, time: time), path: soundPath)
        } catch {
            Diagnostics.print(renderer.diagnostics)
            throw UserFailure(message: "error: \(name): \(error)")
        }
        Diagnostics.print(renderer.diagnostics)
        if json {
            print(try Self.json(inspection))
        } else {
            print(InspectionText.render(inspection))
        }
    }
}

/// The plain-text form of an inspection: an indented tree.
enum InspectionText {
    static func render(_ inspection: SceneInspection) -> String {
        let f = inspection.format
        var lines = ["\(inspection.scene) at t = \(number(inspection.time)) s: \(number(f.width)) x \(number(f.height)) pt, \(number(f.fps)) fps, \(number(f.duration)) s (\(f.frameCount) frames)"]
        func walk(_ v: InspectedView, _ depth: Int) {
            var line = String(repeating: "  ", count: depth) + v.kind
            if let text = v.text { line += " \"\(text)\"" }
            line += " [\(v.path)] (\(number(v.frame.x)), \(number(v.frame.y)), \(number(v.frame.width)), \(number(v.frame.height)))"
            if v.zIndex != 0 { line += " z=\(number(v.zIndex))" }
            if v.opacity != 1 { line += " opacity=\(number(v.opacity))" }
            if v.transform != [1, 0, 0, 1, 0, 0] { line += " transform=[\(v.transform.map(number).joined(separator: ", "))]" }
            if let identifier = v.accessibilityIdentifier { line += " id=\"\(identifier)\"" }
            if let label = v.accessibilityLabel { line += " label=\"\(label)\"" }
            if let gestures = v.gestures { line += " gestures=\(gestures.joined(separator: ","))" }
            if v.hitTestable == false { line += " hit-testing=off" }
            lines.append(line)
            for c in v.children { walk(c, depth + 1) }
        }
        walk(inspection.root, 1)
        if let touches = inspection.touches {
            lines.append("touches:")
            for touch in touches {
                var line = "  \(touch.gesture) [\(touch.path)] \(touch.state)"
                if let t = touch.translation { line += " translation (\(number(t[0])), \(number(t[1])))" }
                if let l = touch.location { line += " location (\(number(l[0])), \(number(l[1])))" }
                line += " since \(number(touch.down)) s"
                lines.append(line)
            }
        }
        if let sounds = inspection.sounds {
            lines.append("sounds:")
            for sound in sounds {
                var line = "  \"\(sound.name)\" at \(number(sound.time)) s"
                if sound.volume != 1 { line += " volume \(number(sound.volume))" }
                if let duration = sound.duration { line += " for \(number(duration)) s" }
                if let at = sound.at { line += " (\(at))" }
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n")
    }

    static func number(_ v: Double) -> String {
        if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
        return String(format: "%.3f", v).replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
    }
}
