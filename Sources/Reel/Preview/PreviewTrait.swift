import Foundation

/// A trait of a `#Preview("Title", traits: ...)`: its layout or its orientation, as SwiftUI's
/// `PreviewTrait` (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`, `.landscapeLeft`, ...).
public struct PreviewTrait: Hashable, Sendable {
    /// The layout the trait sets, if it sets one.
    public var layout: PreviewLayout?
    /// The orientation the trait sets, if it sets one.
    public var orientation: InterfaceOrientation?

    /// A trait setting `layout` and/or `orientation`.
    public init(layout: PreviewLayout? = nil, orientation: InterfaceOrientation? = nil) {
        self.layout = layout
        self.orientation = orientation
    }

    /// The canvas is the content's ideal size.
    public static let sizeThatFitsLayout = PreviewTrait(layout: .sizeThatFits)
    /// The device's screen (the default).
    public static let defaultLayout = PreviewTrait(layout: .device)
    /// A canvas of this size in points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(layout: .fixed(width: width, height: height))
    }
    /// The device held upright.
    public static let portrait = PreviewTrait(orientation: .portrait)
    /// The device held upside down (drawn as portrait).
    public static let portraitUpsideDown = PreviewTrait(orientation: .portraitUpsideDown)
    /// The device turned with its top on the left.
    public static let landscapeLeft = PreviewTrait(orientation: .landscapeLeft)
    /// The device turned with its top on the right.
    public static let landscapeRight = PreviewTrait(orientation: .landscapeRight)
}
