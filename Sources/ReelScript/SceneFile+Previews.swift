import Foundation
import Reel

extension SceneFile {
    /// One scene or preview a file offers, as `reel render --list FILE` shows it.
    public struct Offer: Hashable, Sendable, CustomStringConvertible {
        /// What kind of source it is.
        public enum Kind: String, Hashable, Sendable {
            /// A struct conforming to `AnimatedScene`.
            case scene = "AnimatedScene"
            /// A `#Preview`.
            case macro = "#Preview"
            /// A struct conforming to `PreviewProvider`.
            case provider = "PreviewProvider"
        }
        /// The kind.
        public var kind: Kind
        /// For a preview, its 1-based position among the file's previews (what `--preview N` takes).
        public var number: Int?
        /// The name `--preview` takes: the scene's or provider's type name, or the preview's title
        /// (nil for a preview without one).
        public var name: String?
        /// The line it is declared on.
        public var line: Int
        /// The file it is declared in, for a module of several files (nil for one file).
        public var file: String?

        /// `#Preview 2 "Dark" (line 40)`, `AnimatedScene LikeButton (line 3)`; in a module of
        /// several files, `#Preview 1 (Views/Card.swift:12)`.
        public var description: String {
            var text = kind.rawValue
            if let number { text += " \(number)" }
            if let name { text += kind == .macro ? " \"\(name)\"" : " \(name)" }
            return text + (file.map { " (\($0):\(line))" } ?? " (line \(line))")
        }
    }

    /// The scene and the previews the file declares, in source order (the scene first).
    public var offers: [Offer] {
        var result: [Offer] = []
        if let scene = program.scene {
            result.append(Offer(kind: .scene, number: nil, name: scene.name, line: program.lines.location(of: scene.namePosition).line,
                                file: sources.count > 1 ? program.lines.fileName(of: scene.namePosition) : nil))
        }
        for (index, preview) in program.previews.enumerated() {
            result.append(Offer(kind: preview.typeName == nil ? .macro : .provider, number: index + 1,
                                name: preview.title ?? preview.typeName, line: preview.line,
                                file: sources.count > 1 ? program.lines.fileName(of: preview.position) : nil))
        }
        return result
    }

    /// The index of the preview `choice` names: a title, a provider's type name, or a position.
    static func previewIndex(_ choice: String, in previews: [PreviewCode], offers: [Offer], fileName: String) throws -> Int {
        if let index = previews.firstIndex(where: { $0.title == choice || $0.typeName == choice }) { return index }
        if let number = Int(choice), previews.indices.contains(number - 1) { return number - 1 }
        let listed = offers.filter { $0.kind != .scene }.map { "  " + $0.description }
        var message = "\(fileName) has no preview '\(choice)'"
        message += listed.isEmpty ? "; it declares no preview" : "; its previews:\n" + listed.joined(separator: "\n")
        throw PreviewChoiceError(description: message)
    }

    /// The name of the preview at `index`: its title, its provider's name, or the name of the file
    /// it is in (with its position among the module's previews when it is not the first).
    func previewName(_ index: Int) -> String {
        SceneFile.previewName(program.previews[index], index: index, fileName: program.lines.fileName(of: program.previews[index].position))
    }

    /// The preview's name: its title, its provider's name, or the file's name (with its position
    /// when it is not the first).
    static func previewName(_ preview: PreviewCode, index: Int, fileName: String) -> String {
        if let name = preview.title ?? preview.typeName, !name.isEmpty { return name }
        let stem = URL(fileURLWithPath: fileName).deletingPathExtension().lastPathComponent
        return index == 0 ? stem : "\(stem)-\(index + 1)"
    }

    /// How the preview at `index` is drawn, as `options` and the preview ask: its canvas and
    /// format, notes for the user (a device name Reel does not know), and the name
    /// `previewDisplayName` gives it.
    func previewSetup(_ index: Int, options: PreviewOptions) throws -> (canvas: PreviewCanvas, format: SceneFormat, notes: [String], displayName: String?) {
        let code = program.previews[index]
        var notes: [String] = []
        let name = previewName(index)
        // A first instance, on the default device, reads the traits and what the views ask for.
        let probe = try makePreview(index, canvas: PreviewCanvas(), format: PreviewCanvas().format(duration: PreviewDuration.limit), name: name)
        guard let interpreter = probe.interpreter else { throw self.failure([]) }
        var settings = PreviewSettings()
        do {
            for trait in try interpreter.previewTraits(code) { settings.apply(trait) }
        } catch let error as ScriptError {
            throw self.failure([error])
        }
        let recorder = PreviewSettingsRecorder()
        var context = ResolveContext(diagnostics: DiagnosticLog())
        context.previewRecorder = recorder
        _ = context.resolve(probe.body)
        settings = settings.filled(from: recorder.settings)
        let scheme = options.colorScheme ?? settings.colorScheme ?? .light
        var device = Device.standard
        if let chosen = options.device {
            device = chosen
        } else if let asked = settings.deviceName {
            if let known = Device.named(asked) {
                device = known
            } else {
                notes.append("\(path): the preview asks for the device '\(asked)', which Reel does not know; it is drawn on \(Device.standard.name) (devices: \(Device.all.map(\.name).joined(separator: ", ")))")
            }
        }
        var canvas = PreviewCanvas(device: device, orientation: settings.orientation ?? .portrait, colorScheme: scheme)
        if let size = options.size {
            canvas = PreviewCanvas(size: size, colorScheme: scheme)
        } else if options.device == nil {
            switch settings.layout {
            case .fixed(let width, let height)?:
                canvas = PreviewCanvas(size: CGSize(width: width, height: height), colorScheme: scheme)
            case .sizeThatFits?:
                if let services = options.services {
                    canvas = PreviewCanvas(size: try fittingSize(index, scheme: scheme, name: name, services: services), colorScheme: scheme)
                } else {
                    notes.append("\(path): the preview's layout is .sizeThatFits, which needs text measurement; it is drawn on \(device.name)")
                }
            case .device?, nil:
                break
            }
        }
        let fps = options.fps ?? 60
        var duration = options.duration ?? 0
        if options.duration == nil {
            let timed = try makePreview(index, canvas: canvas, format: canvas.format(fps: fps, duration: PreviewDuration.limit), name: name)
            let storage = SceneStateStorage(timed)
            // Scripted touches play while the duration is worked out (when the command line gives
            // text measurement), so the states they make count; with an events script, the last
            // state is held `PreviewDuration.minimum` longer, to be seen.
            let timeline = ResolvedTimeline(timed, storage: storage, services: options.services)
            duration = PreviewDuration.automatic(timed, timeline: timeline, storage: storage)
            if program.events != nil {
                duration = min(PreviewDuration.limit, max(duration, (timeline.epochs.last?.time ?? 0) + PreviewDuration.minimum))
            }
        }
        return (canvas, canvas.format(fps: fps, duration: duration), notes, settings.displayName)
    }

    /// The ideal size of the preview at `index` (what it chooses when proposed nothing), rounded up
    /// to whole points (so its frames have an even number of pixels at the default scale), at least
    /// 1 x 1 point.
    private func fittingSize(_ index: Int, scheme: ColorScheme, name: String, services: LayoutServices) throws -> CGSize {
        let canvas = PreviewCanvas(size: CGSize(width: 1, height: 1), colorScheme: scheme)
        let scene = try makePreview(index, canvas: canvas, format: canvas.format(duration: 0), name: name)
        let log = DiagnosticLog()
        let root = ResolveContext(diagnostics: log).resolve(scene.body)
        let size = LayoutEngine(services: services, diagnostics: log).sizeThatFits(LayoutBox.make(root), .unspecified)
        return CGSize(width: max(1, size.width.rounded(.up)), height: max(1, size.height.rounded(.up)))
    }

    /// A new instance of the preview at `index` on `canvas`, in `format`, named `name`.
    func makePreview(_ index: Int, canvas: PreviewCanvas, format: SceneFormat, name: String) throws -> ScriptScene {
        try SceneRandom.withSeed(0, call: .instance) {
            let interpreter = Interpreter(program: program, limits: limits, resources: access)
            do {
                try interpreter.declareFileConstants()
            } catch let error as ScriptError {
                throw self.failure([error])
            }
            return ScriptScene(preview: program.previews[index], canvas: canvas, format: format, interpreter: interpreter, name: name,
                               states: interpreter.makeObjectHeap().map { [$0] } ?? [])
        }
    }
}
