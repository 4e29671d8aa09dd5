import CCairo
import Foundation
import Reel

/// Loads PNG images (through Cairo's libpng reader) relative to a resource folder, and keeps
/// each loaded image for the renderer. Safe to share between threads.
public final class CairoImageStore: ImageProviding, @unchecked Sendable {
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
        let surface = try PNGReader.decode(path: path)
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
