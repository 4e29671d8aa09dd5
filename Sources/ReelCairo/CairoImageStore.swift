import CCairo
import Foundation
import Reel
import ReelSystem

/// Loads images relative to a resource folder, and keeps each loaded image for the renderer: PNG
/// files (through Cairo's libpng reader), JPEG files (`JPEGReader`), SVG files (`SVGImage`) and
/// PDF files (`PDFImage`, the first page), the vector files drawn as vectors where an image set
/// preserves vector data, else rasterised at the display scale. Safe to share between threads.
///
/// The resource folder is the module root: a name without an extension that names an image set
/// of the asset catalogs under it (`assets`) loads the set's file for the display scale and
/// colour scheme (see `ImageSet`), with that scale; any other name is a file.
///
/// Files are opened through a `FileSandbox`: a scene file's store is confined to the scene's
/// folder and the folders allowed with `--allow-path` (links are resolved and checked, never
/// followed out), a compiled scene's store is not. Only regular files are read. Each file is
/// decoded once, whatever names or hard links lead to it (it is known by its device and inode),
/// and all the images a store decodes together may have at most `pixelBudget` pixels: the
/// header is read and the budget checked before anything is decoded.
public final class CairoImageStore: ImageProviding, @unchecked Sendable {
    /// The folder relative names are resolved in.
    public let root: URL
    /// Where files may be read.
    public let sandbox: FileSandbox
    /// The most pixels the decoded images may have together.
    public let pixelBudget: Int
    private let lock = NSLock()
    /// Each name's image, once loaded.
    private var loaded: [LoadKey: ImageResource] = [:]
    /// Each decoded file's image and surface.
    private var decoded: [ReadableFile.Identity: (image: ImageResource, surface: SharedSurface)] = [:]
    /// The surface of each loaded image's path.
    private var surfaces: [String: SharedSurface] = [:]
    /// Each parsed SVG or PDF file's document.
    private var documents: [ReadableFile.Identity: any VectorDrawing] = [:]
    /// The document of each vector image drawn as vectors, by its path.
    private var vectors: [String: any VectorDrawing] = [:]
    /// The pixels decoded so far.
    private var decodedPixels = 0
    /// The asset catalogs under the root, once read.
    private var catalog: AssetCatalog?
    /// The module's fonts, once found.
    private var moduleFonts: ModuleFonts?

    /// A store resolving names relative to `root`, reading files where `sandbox` allows, decoding
    /// at most `pixelBudget` pixels in all.
    public init(root: URL, sandbox: FileSandbox = .unconfined, pixelBudget: Int = RenderLimits.imagePixels) {
        self.root = root
        self.sandbox = sandbox
        self.pixelBudget = pixelBudget
    }

    /// The absolute path `name` refers to. A confined store keeps `..` for the sandbox to resolve
    /// (after links, `..` is not the lexical parent).
    public func path(for name: String) -> String {
        let absolute = name.hasPrefix("/") ? name : root.path + "/" + name
        return sandbox.folders == nil ? URL(fileURLWithPath: absolute).standardizedFileURL.path : absolute
    }

    /// The font files under the root, registered for the text engines of renderers drawing with
    /// this store (found once, through the sandbox).
    public var fonts: ModuleFonts {
        lock.lock(); defer { lock.unlock() }
        if let moduleFonts { return moduleFonts }
        let found = ModuleFonts.of(root: root, sandbox: sandbox)
        moduleFonts = found
        return found
    }

    /// The asset catalogs under the root (read once, through the sandbox).
    public var assets: AssetCatalog {
        lock.lock(); defer { lock.unlock() }
        return assetsLocked()
    }

    /// `assets`, with the lock held.
    private func assetsLocked() -> AssetCatalog {
        if let catalog { return catalog }
        let read = AssetCatalog(root: FileSandbox.folderPath(root.path), reading: SandboxResources(sandbox: sandbox))
        catalog = read
        return read
    }

    /// Loads the image named `name` at scale 1 in the light colour scheme; see
    /// `loadImage(named:scale:colorScheme:)`.
    public func loadImage(named name: String) throws -> ImageResource {
        try loadImage(named: name, scale: 1, colorScheme: .light)
    }

    /// Loads the image set `name` of the asset catalogs (its file for `scale` and `colorScheme`)
    /// or the image file `name` (PNG, JPEG, or SVG or PDF rasterised at `scale`); throws `ImageLoadError`
    /// when it is missing, unreadable, not a regular file, outside the sandbox, too large, or
    /// would pass the pixel budget.
    public func loadImage(named name: String, scale: Double, colorScheme: ColorScheme) throws -> ImageResource {
        if (name as NSString).pathExtension.isEmpty, !name.hasPrefix("/") {
            lock.lock()
            let catalog = assetsLocked()
            lock.unlock()
            if catalog.hasImage(named: name) || !catalog.isEmpty && !fileExists(name) {
                let set: ImageSet, variant: ImageSet.Variant
                do throws(AssetError) {
                    set = try catalog.imageSet(named: name).get()
                    variant = try set.variant(for: scale, colorScheme: colorScheme).get()
                } catch {
                    throw ImageLoadError(path: name, reason: error.message, isAsset: true)
                }
                if variant.isVector {
                    return try loadFile(set.path(of: variant), scale: scale, vector: set.preservesVectorRepresentation)
                }
                var image = try loadFile(set.path(of: variant))
                image.scale = variant.scale ?? 1
                return image
            }
        }
        return try loadFile(path(for: name), scale: scale)
    }

    /// Whether something exists at `name` under the root (followed within the sandbox).
    private func fileExists(_ name: String) -> Bool {
        if case .success = sandbox.resolve(path(for: name)) { return true }
        return false
    }

    /// What a loaded name is known by: its path, and for an SVG file the scale it was rasterised
    /// at or whether it is drawn as vectors (0 and false for PNG and JPEG files).
    private struct LoadKey: Hashable {
        var path: String
        var scale: Double
        var vector: Bool
    }

    /// Loads the image file at `path`: a PNG or JPEG file decoded once; an SVG or PDF file parsed once and
    /// drawn as vectors (`vector`) or rasterised at `scale` pixels per point (the image's scale).
    private func loadFile(_ path: String, scale: Double = 1, vector: Bool = false) throws -> ImageResource {
        lock.lock(); defer { lock.unlock() }
        let isVectorFile = ["svg", "pdf"].contains(ImageFile.kind(ofPath: path))
        let key = isVectorFile ? LoadKey(path: path, scale: vector ? 0 : scale, vector: vector) : LoadKey(path: path, scale: 0, vector: false)
        if let image = loaded[key] { return image }
        let file = try PNGReader.open(path, in: sandbox)
        if isVectorFile {
            let svg: any VectorDrawing
            if let known = documents[file.identity] {
                svg = known
            } else {
                switch try readImageFile(file, path: path) {
                case .svg(let bytes): svg = try SVGImage(data: bytes, path: path)
                case .pdf(let bytes): svg = try PDFImage(data: bytes, path: path)
                default: throw ImageLoadError(path: path, reason: "not a vector image file")
                }
                documents[file.identity] = svg
            }
            let pixels = svg.pixelSize(scale: vector ? 1 : scale)
            var image = ImageResource(path: path, pixelWidth: pixels.width, pixelHeight: pixels.height, scale: vector ? 1 : scale)
            if vector {
                image.path = path + "#vector"
                vectors[image.path] = svg
            } else {
                image.path = path + "@\(scale)x"
                guard decodedPixels + pixels.width * pixels.height <= pixelBudget else {
                    throw ImageLoadError(path: path, reason: "its \(pixels.width) x \(pixels.height) pixels would bring the images decoded for this render to \(decodedPixels + pixels.width * pixels.height) pixels, more than the limit of \(pixelBudget)")
                }
                surfaces[image.path] = SharedSurface(try svg.rasterised(scale: scale, path: path))
                decodedPixels += pixels.width * pixels.height
            }
            loaded[key] = image
            return image
        }
        if let known = decoded[file.identity] {
            loaded[key] = known.image
            return known.image
        }
        let contents = try readImageFile(file, path: path)
        if let problem = contents.sizeProblem(maximumSide: RenderLimits.imagePixelSide, maximumPixels: RenderLimits.imagePixels) { throw ImageLoadError(path: path, reason: problem) }
        let (width, height): (Int, Int)
        switch contents {
        case .png(let header): (width, height) = (header.width, header.height)
        case .jpeg(let header, _): (width, height) = header.shownSize
        case .svg, .pdf: throw ImageLoadError(path: path, reason: "a vector image file needs the extension .svg or .pdf")
        }
        guard decodedPixels + contents.pixelCount <= pixelBudget else {
            throw ImageLoadError(path: path, reason: "its \(width) x \(height) pixels would bring the images decoded for this render to \(decodedPixels + contents.pixelCount) pixels, more than the limit of \(pixelBudget)")
        }
        let surface: SharedSurface
        if case .jpeg(let header, let bytes) = contents {
            surface = SharedSurface(try JPEGReader.decode(bytes, header: header, path: path))
        } else {
            surface = SharedSurface(try PNGReader.decode(file, path: path))
        }
        let image = ImageResource(path: path, pixelWidth: Int(cairo_image_surface_get_width(surface.surface.handle)),
                                  pixelHeight: Int(cairo_image_surface_get_height(surface.surface.handle)))
        decodedPixels += contents.pixelCount
        decoded[file.identity] = (image, surface)
        surfaces[path] = surface
        loaded[key] = image
        return image
    }

    /// The checked contents of the image file `file`, opened from `path`.
    private func readImageFile(_ file: ReadableFile, path: String) throws(ImageLoadError) -> ImageFile {
        do {
            return try ImageFile.read(file, path: path, jpegByteLimit: RenderLimits.jpegFileBytes, vectorByteLimit: RenderLimits.vectorFileBytes)
        } catch {
            throw ImageLoadError(path: path, reason: error.reason)
        }
    }

    /// The Cairo surface of a loaded image (none for an SVG image drawn as vectors).
    func surface(for image: ImageResource) -> SharedSurface? {
        lock.lock(); defer { lock.unlock() }
        return surfaces[image.path]
    }

    /// The SVG or PDF document of a loaded image drawn as vectors at the size it is drawn.
    func vector(for image: ImageResource) -> (any VectorDrawing)? {
        lock.lock(); defer { lock.unlock() }
        return vectors[image.path]
    }

    /// How many files have been decoded.
    public var decodedFileCount: Int {
        lock.lock(); defer { lock.unlock() }
        return decoded.count
    }
}

/// An image that could not be loaded.
public struct ImageLoadError: Error, CustomStringConvertible {
    /// The path tried (for an asset catalog's image, the name).
    public var path: String
    /// Why it failed.
    public var reason: String
    /// Whether the name was looked up in the asset catalogs (the reason then says it all).
    public var isAsset = false

    /// An error loading `path`.
    public init(path: String, reason: String, isAsset: Bool = false) {
        self.path = path
        self.reason = reason
        self.isAsset = isAsset
    }

    /// `cannot load image PATH: REASON`, or the asset catalog's reason.
    public var description: String { isAsset ? reason : "cannot load image \(path): \(reason)" }
}
