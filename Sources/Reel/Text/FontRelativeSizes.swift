import Foundation

extension Font {
    /// A font of the named family (or PostScript name) at `size` points, scaling with Dynamic Type
    /// relative to `textStyle` in SwiftUI; at the default content size Reel draws, `size` itself.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        custom(name, size: size)
    }

    /// A font of the named family (or PostScript name) at `fixedSize` points, which Dynamic Type
    /// never scales.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        custom(name, size: fixedSize)
    }
}
