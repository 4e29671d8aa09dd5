import CCairo
import Foundation
import Reel

/// Loads PNG images (through Cairo's libpng reader) relative to a resource folder, and keeps
/// each loaded image for the renderer. Safe to share between threads.
public final class CairoImageStore: ImageProviding, @unchecked Sendable {
    /// The eight bytes every PNG file starts with.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// Serialises calls into Cairo's PNG reader across every store.
    static let decodeLock = NSLock()

    /// The folder relative names are resolved in.
    public let root: URL
    private let lock = NSLock()
    private var surfaces: [String: OpaquePointer] = [:]

    /// A store resolving names relative to `root`.
    public init(root: URL) { self.root = root }

    deinit {
        for surface in surfaces.values { cairo_surface_destroy(surface) }
    }

    /// The absolute path `name` refers to.
    public func path(for name: String) -> String {
        if name.hasPrefix("/") { return URL(fileURLWithPath: name).standardizedFileURL.path }
        return root.appendingPathComponent(name).standardizedFileURL.path
    }

    /// Loads the PNG named `name`; throws `ImageLoadError` when it is missing or unreadable.
    public func loadImage(named name: String) throws -> ImageResource {
        let path = path(for: name)
        lock.lock(); defer { lock.unlock() }
        if let surface = surfaces[path] {
            return ImageResource(path: path, pixelWidth: Int(cairo_image_surface_get_width(surface)),
                                 pixelHeight: Int(cairo_image_surface_get_height(surface)))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw ImageLoadError(path: path, reason: "no such file")
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw ImageLoadError(path: path, reason: "the file is not readable")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ImageLoadError(path: path, reason: "the file cannot be opened")
        }
        let signature = (try? handle.read(upToCount: 8)) ?? nil
        try? handle.close()
        guard signature.map(Array.init) == CairoImageStore.pngSignature else {
            throw ImageLoadError(path: path, reason: "not a PNG file (its first bytes are not the PNG signature)")
        }
        // Cairo's PNG reader is not safe to run on several threads at once: decode one at a time.
        CairoImageStore.decodeLock.lock()
        let surface = cairo_image_surface_create_from_png(path)!
        CairoImageStore.decodeLock.unlock()
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            // libpng's errors reach Cairo as "out of memory" or "read error": the data is damaged
            // or uses a feature the reader does not support.
            throw ImageLoadError(path: path, reason: "not a readable PNG file: the data is damaged or unsupported")
        }
        surfaces[path] = surface
        return ImageResource(path: path, pixelWidth: Int(cairo_image_surface_get_width(surface)),
                             pixelHeight: Int(cairo_image_surface_get_height(surface)))
    }

    /// The Cairo surface of a loaded image.
    func surface(for image: ImageResource) -> OpaquePointer? {
        lock.lock(); defer { lock.unlock() }
        return surfaces[image.path]
    }
}

/// An image that could not be loaded.
public struct ImageLoadError: Error, CustomStringConvertible {
    /// The path tried.
    public var path: String
    /// Why it failed.
    public var reason: String
    /// `cannot load image PATH: REASON`.
    public var description: String { "cannot load image \(path): \(reason)" }
}
