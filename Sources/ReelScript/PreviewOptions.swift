import Foundation
import Reel

/// What the command line asks of a view file's preview: which preview (`--preview NAME|N`), the
/// device (`--device`) or a plain canvas (`--size`), the frame rate, the duration and the colour
/// scheme. What it leaves nil the preview's own traits and modifiers decide, then the defaults
/// (the first preview, an iPhone 15 in portrait, 60 fps, the automatic duration, light).
public struct PreviewOptions {
    /// The preview: a `#Preview` title, a `PreviewProvider` type name, or a 1-based position.
    public var preview: String?
    /// The device.
    public var device: Device?
    /// A plain canvas of this size in points, without a safe area.
    public var size: CGSize?
    /// Frames per second.
    public var fps: Double?
    /// Seconds.
    public var duration: Double?
    /// Light or dark.
    public var colorScheme: ColorScheme?
    /// Text measurement and images, for sizing a `.sizeThatFits` preview (the device's screen is
    /// used without them).
    public var services: LayoutServices?

    /// No choices: the file decides.
    public init(preview: String? = nil, device: Device? = nil, size: CGSize? = nil, fps: Double? = nil, duration: Double? = nil,
                colorScheme: ColorScheme? = nil, services: LayoutServices? = nil) {
        self.preview = preview
        self.device = device
        self.size = size
        self.fps = fps
        self.duration = duration
        self.colorScheme = colorScheme
        self.services = services
    }

    /// The options given that only previews take, as the command line names them.
    public var canvasOptionNames: [String] {
        var names: [String] = []
        if device != nil { names.append("--device") }
        if size != nil { names.append("--size") }
        if fps != nil { names.append("--fps") }
        if duration != nil { names.append("--duration") }
        if colorScheme != nil { names.append("--color-scheme") }
        return names
    }
}

/// A choice the command line made that the file cannot meet: a `--preview` naming no preview, or
/// preview options for a file whose `AnimatedScene` is rendered. A usage error (exit status 2).
public struct PreviewChoiceError: Error, CustomStringConvertible {
    /// What is wrong, and what the file offers.
    public var description: String
}
