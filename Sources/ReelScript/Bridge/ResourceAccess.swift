import Foundation
import Reel
import ReelSystem

/// Which image and sound files a scene file may read: names relative to the scene's own folder, without
/// `..`, and absolute paths only inside folders allowed with `--allow-path`.
///
/// The scene's folder is its module root: the asset catalogs under it (`assets`, read once, on
/// first use) give `Image("name")` and `Color("name")` their image and colour sets.
///
/// Symbolic links are resolved and the real path checked (`FileSandbox`): a link inside the
/// folder that leads out of it is refused like a path outside, with the same message whatever
/// exists outside. `check` also opens the file and reads its header, so a missing file, a FIFO
/// or a folder, a file that is not a PNG, JPEG or SVG image, a truncated JPEG and an image too
/// large to decode are errors at the
/// `Image(…)` that names them; the renderer's store, confined to the same folders, checks again
/// when it decodes.
public struct ResourceAccess: Sendable {
    /// The scene file's folder (its real path); relative names resolve against it.
    public var root: URL
    /// Folders whose files may be named by absolute path (their real paths).
    public var allowed: [URL]
    /// Each allowed folder as given (made absolute, `.` and `..` removed), with its real path: a
    /// name under the folder as given is read under its real path.
    private let allowedAliases: [(given: String, real: String)]
    /// The scene's folder and the allowed folders, for opening files.
    public let sandbox: FileSandbox
    /// The asset catalogs, once read (shared by copies of this value).
    private let catalog = CatalogCache()

    /// The asset catalogs under the root, read once through the sandbox.
    public var assets: AssetCatalog {
        catalog.get { AssetCatalog(root: root.path, reading: self) }
    }

    /// Access to `root` and the `allowed` folders.
    public init(root: URL, allowed: [URL] = []) {
        func real(_ url: URL) -> URL { URL(fileURLWithPath: FileSandbox.folderPath(url.path), isDirectory: true) }
        self.root = real(root)
        self.allowed = allowed.map(real)
        self.allowedAliases = zip(allowed, self.allowed).map { (FileSandbox.normalized($0.path), $1.path) }
        self.sandbox = FileSandbox(folders: [self.root.path] + self.allowed.map(\.path))
    }

    /// The name the image store should load for `name` (the real path for an absolute name), or
    /// a message saying why it may not or cannot be read.
    public func check(_ name: String) -> Result<String, AccessDenied> {
        let real: String
        switch locate(name, kind: "image") {
        case .success(let found): real = found
        case .failure(let denied): return .failure(denied)
        }
        do {
            let file = try sandbox.open(real)
            let contents = try Self.read(file, path: real)
            if let problem = contents.sizeProblem(maximumSide: RenderLimits.imagePixelSide, maximumPixels: RenderLimits.imagePixels) { return .failure(cannotRead("image", name, real, problem)) }
        } catch let refusal as FileSandbox.Refusal {
            return .failure(cannotRead("image", name, real, refusal.description))
        } catch {
            return .failure(cannotRead("image", name, real, "\(error)"))
        }
        return .success(name.hasPrefix("/") ? real : name)
    }

    /// The real path of the sound file `name`, under the same rules as images (relative to the
    /// scene's folder without `..` or `~`, absolute only inside an allowed folder, no link out of
    /// them), opened to check that it is a regular file; or a message saying why it may not or
    /// cannot be read. Whether it decodes as audio is for the export's probe to say.
    public func checkSound(_ name: String) -> Result<String, AccessDenied> {
        let real: String
        switch locate(name, kind: "sound") {
        case .success(let found): real = found
        case .failure(let denied): return .failure(denied)
        }
        do {
            _ = try sandbox.open(real)
        } catch {
            return .failure(cannotRead("sound", name, real, error.description))
        }
        return .success(real)
    }

    /// The real path a resource named `name` is read from, checked against the folders the scene
    /// may read; `kind` ("image", "sound") names the resource in messages.
    private func locate(_ name: String, kind: String) -> Result<String, AccessDenied> {
        if name.isEmpty { return .failure(AccessDenied(message: "the \(kind) name is empty")) }
        let outside = "the \(kind) '\(name)' is outside the scene's folder; scene files read \(kind)s under their own folder (allow another folder with --allow-path DIR)"
        let path: String
        if name.hasPrefix("/") {
            let lexical = FileSandbox.normalized(name)
            guard let folder = allowedAliases.first(where: { FileSandbox.contains($0.real, lexical) || FileSandbox.contains($0.given, lexical) }) else {
                return .failure(AccessDenied(message: outside))
            }
            path = FileSandbox.contains(folder.real, lexical) ? lexical : folder.real + lexical.dropFirst(folder.given.count)
        } else {
            if name.split(separator: "/").contains("..") || name.hasPrefix("~") {
                return .failure(AccessDenied(message: "the \(kind) '\(name)' leaves the scene's folder; '..' and '~' are not allowed in scene files (allow another folder with --allow-path DIR and name it by absolute path)"))
            }
            path = root.path + "/" + name
        }
        switch sandbox.resolve(path) {
        case .success(let found): return .success(found.path)
        case .failure(.outside):
            return .failure(AccessDenied(message: "the \(kind) '\(name)' is reached through a symbolic link that leads outside the folders the scene may read; scene files read \(kind)s under their own folder (allow another folder with --allow-path DIR)"))
        case .failure(let refusal): return .failure(cannotRead(kind, name, path, refusal.description))
        }
    }

    /// The image file `file` (opened from `path`) checked as the renderer checks it before
    /// decoding: a PNG header, a JPEG file's markers (to its end-of-image marker), an SVG file's
    /// size and `<svg>` element, within Reel's limits.
    static func read(_ file: ReadableFile, path: String) throws(ImageFile.Invalid) -> ImageFile {
        try ImageFile.read(file, path: path, jpegByteLimit: RenderLimits.jpegFileBytes, vectorByteLimit: RenderLimits.vectorFileBytes)
    }

    /// "cannot read the KIND 'NAME' (PATH): REASON".
    private func cannotRead(_ kind: String, _ name: String, _ path: String, _ reason: String) -> AccessDenied {
        AccessDenied(message: "cannot read the \(kind) '\(name)' (\(path)): \(reason)", isUnreadable: true)
    }

    /// Checks that the image set `name` of the asset catalogs can be drawn: it has PNG, JPEG or
    /// SVG files, each of which may be read and is checked as `read(_:path:)` checks it. nil when
    /// `name` is not an image set (it may still be a file).
    public func checkImageSet(_ name: String) -> AccessDenied? {
        guard assets.hasImage(named: name) else { return nil }
        let set: ImageSet
        switch assets.imageSet(named: name) {
        case .success(let found): set = found
        case .failure(let error): return AccessDenied(message: error.message, isUnreadable: true)
        }
        if case .failure(let error) = set.variant(for: 1) { return AccessDenied(message: error.message, isUnreadable: true) }
        for variant in set.images where variant.isDrawable {
            let path = set.path(of: variant)
            let shown = set.shownFolder + "/" + variant.fileName
            func problem(_ reason: String) -> AccessDenied {
                AccessDenied(message: "the image set '\(name)' cannot be drawn: \(shown): \(reason)", isUnreadable: true)
            }
            do {
                let file = try sandbox.open(path)
                let contents = try Self.read(file, path: path)
                if let size = contents.sizeProblem(maximumSide: RenderLimits.imagePixelSide, maximumPixels: RenderLimits.imagePixels) { return problem(size) }
            } catch let refusal as FileSandbox.Refusal {
                return problem(refusal == .missing ? "the file is missing (Contents.json names it)" : refusal.description)
            } catch {
                return problem("\(error)")
            }
        }
        return nil
    }

    /// Why an image or a sound may not be read.
    public struct AccessDenied: Error, Sendable {
        /// The explanation.
        public var message: String
        /// Whether the file may be read but cannot be (missing, a folder, not a PNG, too large),
        /// rather than lying outside what the scene may read: a mistake in the file's data, which
        /// checking goes on past, where a refusal stops it.
        public var isUnreadable = false
    }
}

extension ResourceAccess: ResourceReading {
    /// The entries of a folder the scene may read, sorted; links that lead out are left out.
    public func entries(ofFolder path: String) -> [ResourceEntry]? {
        sandbox.readableEntries(ofFolder: path)?.map { ResourceEntry(name: $0.name, isFolder: $0.isFolder) }
    }

    /// The bytes of a file the scene may read, if it has at most `limit` of them.
    public func contents(of path: String, limit: Int) -> Result<[UInt8], ResourceReadFailure> {
        sandbox.contents(of: path, limit: limit).mapError { ResourceReadFailure(reason: $0.reason) }
    }
}

/// A value made once and shared by the copies of the value holding the cache.
private final class CatalogCache: @unchecked Sendable {
    private let lock = NSLock()
    private var value: AssetCatalog?

    /// The value, made by `make` the first time.
    func get(_ make: () -> AssetCatalog) -> AssetCatalog {
        lock.lock(); defer { lock.unlock() }
        if let value { return value }
        let made = make()
        value = made
        return made
    }
}
