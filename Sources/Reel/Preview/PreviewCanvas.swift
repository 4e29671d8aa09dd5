import Foundation

/// The canvas a preview is drawn on: its size in points, the safe-area insets of the screen (none
/// for a plain canvas), the radius of its corners, and its colour scheme. `DeviceScreen` draws a
/// view on it as iOS lays out the root view of a window; `format(fps:duration:scale:)` is the
/// scene format of the canvas.
public struct PreviewCanvas: Hashable, Sendable {
    /// The canvas in points.
    public var size: CGSize
    /// The insets of the screen's safe area (zero for a plain canvas).
    public var safeArea: EdgeInsets
    /// The radius of the screen's corners in points (information only: the corners are not masked).
    public var cornerRadius: Double
    /// Light or dark: the scheme the whole canvas is drawn in, system background included.
    public var colorScheme: ColorScheme

    /// The screen of `device` held in `orientation`, in `colorScheme`.
    public init(device: Device = .standard, orientation: InterfaceOrientation = .portrait, colorScheme: ColorScheme = .light) {
        let screen = device.screen(orientation)
        self.size = screen.size
        self.safeArea = screen.safeArea
        self.cornerRadius = device.cornerRadius
        self.colorScheme = colorScheme
    }

    /// A plain canvas of `size` points: no safe area, square corners.
    public init(size: CGSize, colorScheme: ColorScheme = .light) {
        self.size = size
        self.safeArea = EdgeInsets()
        self.cornerRadius = 0
        self.colorScheme = colorScheme
    }

    /// The system background in light and dark: white and black, as iOS's `systemBackground`.
    public static let systemBackground = Color(light: Color(red: 1, green: 1, blue: 1), dark: Color(red: 0, green: 0, blue: 0))

    /// How many pixels a point of a preview's frames has unless `--scale` says: 2, a Retina
    /// display's, sharp where 1 would not be and four times cheaper to draw than an iPhone's own 3;
    /// every whole number of points is then an even number of pixels, as H.264 and HEVC video need
    /// (an iPhone 15 is 393 points wide, odd at 1x and 3x).
    public static let defaultScale = 2.0

    /// The scene format of the canvas: its size, `fps` frames a second for `duration` seconds at
    /// `scale` pixels per point, on the system background of its colour scheme.
    public func format(fps: Double = 60, duration: Double, scale: Double = PreviewCanvas.defaultScale) -> SceneFormat {
        var environment = EnvironmentValues()
        environment.colorScheme = colorScheme
        return SceneFormat(width: size.width, height: size.height, fps: fps, duration: duration,
                           background: PreviewCanvas.systemBackground.resolved(in: environment), scale: scale)
    }
}
