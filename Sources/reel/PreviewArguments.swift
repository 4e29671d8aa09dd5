import ArgumentParser
import Foundation
import Reel
import ReelCairo
import ReelScript
import ReelSystem
import ReelTesting

/// The options of a view file's preview: which preview, on which device or plain canvas, at what
/// frame rate, for how long, in which colour scheme (docs/Previews.md). They apply to previews
/// only: given for a file whose `AnimatedScene` is rendered, they are a usage error.
struct PreviewArguments: ParsableArguments {
    @Option(help: ArgumentHelp("The preview of a view file: a #Preview title, a PreviewProvider's name, or its position (1, 2, …).",
                               valueName: "name|n"))
    var preview: String?

    @Option(help: ArgumentHelp("The device a preview is drawn on (default: iPhone 15; see docs/Previews.md).", valueName: "name"))
    var device: String?

    @Option(help: ArgumentHelp("A plain canvas for a preview, in points, without a safe area: WIDTHxHEIGHT.", valueName: "WxH"))
    var size: String?

    @Option(help: "A preview's frames per second (default 60).")
    var fps: Double?

    @Option(help: "A preview's length in seconds (default: until its events and animations end, at least 1 s).")
    var duration: Double?

    @Option(name: .customLong("color-scheme"), help: ArgumentHelp("A preview's colour scheme: light or dark (default: the preview's, else light).",
                                                                  valueName: "light|dark"))
    var colorScheme: String?

    func validate() throws {
        _ = try options(services: nil)
    }

    /// The options as one text, for an export's identity (`ExportIdentity.sceneDigest`): what
    /// they choose changes what is drawn.
    var identity: String {
        [preview, device, size, fps.map { "\($0)" }, duration.map { "\($0)" }, colorScheme].map { $0 ?? "-" }.joined(separator: "\u{0}")
    }

    /// The options as a golden manifest records them (`PreviewRecord`); nil when none was given.
    var record: PreviewRecord? {
        isEmpty ? nil : PreviewRecord(name: preview, device: device, size: size, fps: fps, duration: duration, colorScheme: colorScheme)
    }

    /// The options `record` recorded, as if given on the command line.
    /// - Throws: `ValidationError` when one of them is not one the command line takes.
    static func recorded(_ record: PreviewRecord) throws -> PreviewArguments {
        var options = PreviewArguments()
        options.preview = record.name
        options.device = record.device
        options.size = record.size
        options.fps = record.fps
        options.duration = record.duration
        options.colorScheme = record.colorScheme
        try options.validate()
        return options
    }

    /// Whether any of the options was given.
    var isEmpty: Bool { preview == nil && device == nil && size == nil && fps == nil && duration == nil && colorScheme == nil }

    /// The options as ReelScript takes them, with `services` for sizing `.sizeThatFits` previews.
    func options(services: LayoutServices?) throws -> PreviewOptions {
        var options = PreviewOptions(preview: preview, services: services)
        if let device {
            guard let known = Device.named(device) else {
                var message = "Unknown device '\(device)'."
                if let guess = Suggestion.closest(to: device, in: Device.all.map(\.name)) { message += " Did you mean '\(guess)'?" }
                message += " Devices: \(Device.all.map(\.name).joined(separator: ", "))."
                throw ValidationError(message)
            }
            options.device = known
        }
        if let size {
            let parts = size.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
                  width.isFinite, height.isFinite, width > 0, height > 0 else {
                throw ValidationError("--size takes WIDTHxHEIGHT in points, such as 390x200, not '\(size)'")
            }
            options.size = CGSize(width: width, height: height)
        }
        if device != nil && size != nil { throw ValidationError("Give only one of --device and --size.") }
        if let fps {
            guard SceneFormat.frameRateProblem(fps) == nil else {
                throw ValidationError("--fps must be a number of frames per second from \(RenderLimits.number(RenderLimits.minimumFrameRate)) to \(RenderLimits.frameRate), not \(fps)")
            }
            options.fps = fps
        }
        if let duration {
            guard duration.isFinite, duration >= 0 else { throw ValidationError("--duration must be a number of seconds ≥ 0, not \(duration)") }
            options.duration = duration
        }
        if let colorScheme {
            switch colorScheme {
            case "light": options.colorScheme = .light
            case "dark": options.colorScheme = .dark
            default: throw ValidationError("--color-scheme takes light or dark, not '\(colorScheme)'")
            }
        }
        return options
    }

    /// Text measurement and images for sizing a preview of the file at `path` (Pango, as frames
    /// are drawn).
    static func services(forFileAt path: String, allowedPaths: [String]) -> LayoutServices {
        services(root: URL(fileURLWithPath: path).deletingLastPathComponent(), allowedPaths: allowedPaths)
    }

    /// Text measurement and images for sizing a preview of a module whose root is `root`.
    static func services(root: URL, allowedPaths: [String]) -> LayoutServices {
        let sandbox = FileSandbox(folders: [root.path] + allowedPaths)
        return LayoutServices(text: PangoTextEngine(diagnostics: DiagnosticLog()), images: CairoImageStore(root: root, sandbox: sandbox))
    }
}
