import CCairo
import Foundation
import Reel
import ReelSystem

/// Loads PNG images (through Cairo's libpng reader) relative to a resource folder, and keeps
/// each loaded image for the renderer. Safe to share between threads.
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
    private var loaded: [String: ImageResource] = [:]
    /// Each decoded file's image and surface.
    private var decoded: [ReadableFile.Identity: (image: ImageResource, surface: SharedSurface)] = [:]
    /// The surface of each loaded image's path.
    private var surfaces: [String: SharedSurface] = [:]
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

    /// Loads the PNG named `name` at scale 1 in the light colour scheme; see
    /// `loadImage(named:scale:colorScheme:)`.
    public func loadImage(named name: String) throws -> ImageResource {
        try loadImage(named: name, scale: 1, colorScheme: .light)
    }

    /// Loads the image set `name` of the asset catalogs (its file for `scale` and `colorScheme`)
    /// or the PNG file `name`; throws `ImageLoadError` when it is missing, unreadable, not a
    /// regular file, outside the sandbox, too large, or would pass the pixel budget.
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
                var image = try loadFile(set.path(of: variant))
                image.scale = variant.scale ?? 1
                return image
            }
        }
        return try loadFile(path(for: name))
    }

    /// Whether something exists at `name` under the root (followed within the sandbox).
    private func fileExists(_ name: String) -> Bool {
        if case .success = sandbox.resolve(path(for: name)) { return true }
        return false
    }

    /// Loads the PNG file at `path`.
    private func loadFile(_ path: String) throws -> ImageResource {
        lock.lock(); defer { lock.unlock() }
        if let image = loaded[path] { return image }
        let file = try PNGReader.open(path, in: sandbox)
        if let known = decoded[file.identity] {
            loaded[path] = known.image
            return known.image
        }
        let header = try PNGReader.header(of: file, path: path)
        if let problem = header.sizeProblem(maximumSide: RenderLimits.imagePixelSide, maximumPixels: RenderLimits.imagePixels) { throw ImageLoadError(path: path, reason: problem) }
        guard decodedPixels + header.pixelCount <= pixelBudget else {
            throw ImageLoadError(path: path, reason: "its \(header.width) x \(header.height) pixels would bring the images decoded for this render to \(decodedPixels + header.pixelCount) pixels, more than the limit of \(pixelBudget)")
        }
        let surface = SharedSurface(try PNGReader.decode(file, path: path))
        let image = ImageResource(path: path, pixelWidth: Int(cairo_image_surface_get_width(surface.surface.handle)),
                                  pixelHeight: Int(cairo_image_surface_get_height(surface.surface.handle)))
        decodedPixels += header.pixelCount
        decoded[file.identity] = (image, surface)
        surfaces[path] = surface
        loaded[path] = image
        return image
    }

    /// The Cairo surface of a loaded image.
    func surface(for image: ImageResource) -> SharedSurface? {
        lock.lock(); defer { lock.unlock() }
        return surfaces[image.path]
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
