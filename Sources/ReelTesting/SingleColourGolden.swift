import Reel

/// A golden that is one colour everywhere (a blank frame, a transparent one, a frame filled by
/// its background): it would not catch a change in what the scene draws, so recording one is
/// warned about, once per scene, naming its frames. It is recorded all the same.
struct SingleColourGolden: Hashable, Sendable {
    /// The frame number.
    var frame: Int
    /// Its one premultiplied ARGB32 pixel value.
    var pixel: UInt32

    /// The one pixel value of `image` when every pixel has it (an empty image has none).
    static func colour(of image: RasterImage) -> UInt32? {
        guard let first = image.pixels.first, image.pixels.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// The colour as text: `transparent`, `#1A7F37` (opaque) or `#1A7F3780` (straight alpha last).
    var colourText: String {
        let (r, g, b, a) = RasterImage.unpremultiply(pixel)
        if a == 0 { return "transparent" }
        func hex(_ v: UInt8) -> String { let s = String(v, radix: 16, uppercase: true); return s.count == 1 ? "0" + s : s }
        return "#" + hex(r) + hex(g) + hex(b) + (a == 255 ? "" : hex(a))
    }

    /// The warning for `goldens` of `scene` (in frame order, at least one):
    /// `LikeButton: the goldens recorded for frames 0 and 149 are one colour (every pixel #FFFFFF),
    /// so they would not catch a change in what the scene draws`.
    static func warning(scene: String, _ goldens: [SingleColourGolden]) -> String {
        let frames = goldens.map { String($0.frame) }
        let list = frames.count == 1 ? frames[0] : frames.dropLast().joined(separator: ", ") + " and " + frames.last!
        let colours = goldens.map(\.colourText)
        let which = Set(colours).count == 1 ? "every pixel \(colours[0])" : colours.joined(separator: ", ")
        return goldens.count == 1
            ? "\(scene): the golden recorded for frame \(list) is one colour (\(which)), so it would not catch a change in what the scene draws"
            : "\(scene): the goldens recorded for frames \(list) are one colour\(Set(colours).count == 1 ? "" : " each") (\(which)), so they would not catch a change in what the scene draws"
    }
}
