/// What a frame request may choose besides time and scale: the device a preview is drawn on and
/// its colour scheme. Nil keeps what `reel preview` was started with.
public struct PreviewVariant: Hashable, Sendable {
    /// A device name (`Device.named`), or nil for the command line's choice.
    public var device: String?
    /// `light` or `dark`, or nil for the command line's choice.
    public var colorScheme: String?

    /// A variant choosing `device` and `colorScheme`.
    public init(device: String? = nil, colorScheme: String? = nil) {
        self.device = device
        self.colorScheme = colorScheme
    }

    /// The variant `reel preview` was started with.
    public static let standard = PreviewVariant()
}
