import Foundation

/// An image set of an asset catalog (`NAME.imageset/Contents.json`), read as Xcode writes it:
/// image files for scales (`1x`, `2x`, `3x`, or one image without a scale), idioms and
/// appearances.
///
/// Which file is drawn (`variant(for:colorScheme:)`): of the idioms, `iphone` first, then
/// `universal`, then any other; of the appearances, `dark` in the dark colour scheme when the set
/// has one, otherwise `light` or `any`; then, of the files Reel draws (PNG, JPEG, SVG, PDF), the one
/// whose scale is the smallest at or above the display scale (a 2x render takes the 2x file, or
/// the 3x file when there is no 2x), or else the largest (a 3x render of a set with 1x and 2x
/// takes the 2x file). An image without a scale counts as 1x. A raster image's size in points is
/// its size in pixels divided by its scale, as UIKit gives it; a vector image's is its natural
/// size. A set with PNG or JPEG files as well as vector files draws the raster files; a set with
/// no file Reel draws (only HEIC files, say) is an error.
public struct ImageSet: Hashable, Sendable {
    /// The set's name as code names it (with its namespace folders, `Icons/star`).
    public var name: String
    /// The set's folder (`….imageset`), absolute.
    public var folder: String
    /// The set's folder relative to the module root, for messages.
    public var shownFolder: String
    /// Every image the set names, in the order of its `Contents.json`.
    public var images: [Variant]
    /// Whether the set asks to be drawn as a template (`template-rendering-intent`), tinted with
    /// the foreground style as SwiftUI's `renderingMode(.template)` does.
    public var isTemplate: Bool
    /// Whether the set keeps its vector image as vectors (`preserves-vector-representation`,
    /// Xcode's "Preserve Vector Data"): an SVG or PDF image is then drawn as vectors at the size it
    /// is drawn, otherwise rasterised at its natural size, as Xcode rasterises it when building.
    public var preservesVectorRepresentation: Bool

    /// One image of a set.
    public struct Variant: Hashable, Sendable {
        /// The file's name in the set's folder.
        public var fileName: String
        /// The scale the file is for: 1, 2 or 3; nil for a single-scale image.
        public var scale: Double?
        /// `any`, `light` or `dark`.
        public var appearance: String
        /// How well the idiom suits an iPhone: 0 `iphone`, 1 `universal`, 2 other.
        public var idiomRank: Int

        /// The file's extension, lowercased.
        var fileExtension: String { (fileName as NSString).pathExtension.lowercased() }

        /// Whether the file is a PNG or JPEG image, which Reel decodes.
        public var isRaster: Bool { ["png", "jpg", "jpeg"].contains(fileExtension) }

        /// Whether the file is an SVG or PDF image, which Reel draws with librsvg or poppler.
        public var isVector: Bool { ["svg", "pdf"].contains(fileExtension) }

        /// Whether Reel draws the file: a PNG, JPEG, SVG or PDF image.
        public var isDrawable: Bool { isRaster || isVector }
    }

    /// The set described by the JSON `data` of its `Contents.json` in `folder` (absolute;
    /// `shownFolder` relative to the module root, for messages).
    public init(name: String, folder: String, shownFolder: String, contents data: [UInt8]) throws(AssetError) {
        func failure(_ reason: String) -> AssetError {
            AssetError(message: "the image set '\(name)' cannot be read: \(shownFolder)/Contents.json \(reason)")
        }
        let json = try AssetJSON.object(data, failure: failure)
        guard let entries = json["images"] as? [Any] else { throw failure("has no \"images\" list") }
        var images: [Variant] = []
        for (index, item) in entries.enumerated() {
            guard let entry = item as? [String: Any] else { throw failure("has an image (number \(index + 1)) that is not an object") }
            guard let fileName = entry["filename"] as? String else { continue }   // an empty slot
            guard !fileName.isEmpty, !fileName.contains("/"), fileName != ".", fileName != ".." else {
                throw failure("names the file \"\(fileName)\", which is not a file name in the set's folder")
            }
            guard let appearance = AssetJSON.appearance(entry) else { continue }
            var scale: Double?
            if let written = entry["scale"] {
                guard let text = written as? String, text.hasSuffix("x"), let value = Double(text.dropLast()), [1, 2, 3].contains(value) else {
                    throw failure("gives the image \"\(fileName)\" the scale \(AssetJSON.shown(written)); scales are \"1x\", \"2x\" and \"3x\"")
                }
                scale = value
            }
            images.append(Variant(fileName: fileName, scale: scale, appearance: appearance, idiomRank: AssetJSON.idiomRank(entry)))
        }
        let properties = json["properties"] as? [String: Any]
        self.name = name
        self.folder = folder
        self.shownFolder = shownFolder
        self.images = images
        self.isTemplate = (properties?["template-rendering-intent"] as? String) == "template"
        self.preservesVectorRepresentation = (properties?["preserves-vector-representation"] as? Bool) == true
    }

    /// The image to draw at `scale` pixels per point in `colorScheme` (see the type's
    /// description), or why there is none.
    public func variant(for scale: Double, colorScheme: ColorScheme = .light) -> Result<Variant, AssetError> {
        guard !images.isEmpty else {
            return .failure(AssetError(message: "the image set '\(name)' has no image files (\(shownFolder)/Contents.json names none)"))
        }
        // A set that has raster files as well as vector ones (Xcode's per-scale slots filled beside
        // its single-scale one) draws the raster files, as before vector files were read.
        let rasterFiles = images.filter(\.isRaster)
        let raster = rasterFiles.isEmpty ? images.filter(\.isVector) : rasterFiles
        guard !raster.isEmpty else {
            let files = images.map(\.fileName).joined(separator: ", ")
            return .failure(AssetError(message: "the image set '\(name)' has no PNG, JPEG, SVG or PDF image (\(files)); Reel draws those: add PNG files at 1x, 2x and 3x to \(shownFolder)"))
        }
        let idiom = raster.map(\.idiomRank).min()!
        let ofIdiom = raster.filter { $0.idiomRank == idiom }
        let wanted = colorScheme == .dark && ofIdiom.contains { $0.appearance == "dark" } ? ["dark"]
            : ofIdiom.contains { $0.appearance != "dark" } ? ["light", "any"] : ["dark"]
        // `light` before `any` when both are there.
        let appearance = wanted.first { a in ofIdiom.contains { $0.appearance == a } }!
        let candidates = ofIdiom.filter { $0.appearance == appearance }
        func effective(_ v: Variant) -> Double { v.scale ?? 1 }
        let atOrAbove = candidates.filter { effective($0) >= scale - 1e-9 }
        let chosen = atOrAbove.min { effective($0) < effective($1) } ?? candidates.max { effective($0) < effective($1) }!
        return .success(chosen)
    }

    /// The absolute path of a variant's file.
    public func path(of variant: Variant) -> String { folder + "/" + variant.fileName }
}
