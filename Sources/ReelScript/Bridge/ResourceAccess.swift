import Foundation
import Reel
import ReelSystem

/// Which image files a scene file may read: names relative to the scene's own folder, without
/// `..`, and absolute paths only inside folders allowed with `--allow-path`.
///
/// Symbolic links are resolved and the real path checked (`FileSandbox`): a link inside the
/// folder that leads out of it is refused like a path outside, with the same message whatever
/// exists outside. `check` also opens the file and reads its header, so a missing file, a FIFO
/// or a folder, a file that is not a PNG and an image too large to decode are errors at the
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
        if name.isEmpty { return .failure(AccessDenied(message: "the image name is empty")) }
        let outside = "the image '\(name)' is outside the scene's folder; scene files read images under their own folder (allow another folder with --allow-path DIR)"
        let path: String
        if name.hasPrefix("/") {
            let lexical = FileSandbox.normalized(name)
            guard let folder = allowedAliases.first(where: { FileSandbox.contains($0.real, lexical) || FileSandbox.contains($0.given, lexical) }) else {
                return .failure(AccessDenied(message: outside))
            }
            path = FileSandbox.contains(folder.real, lexical) ? lexical : folder.real + lexical.dropFirst(folder.given.count)
        } else {
            if name.split(separator: "/").contains("..") || name.hasPrefix("~") {
                return .failure(AccessDenied(message: "the image '\(name)' leaves the scene's folder; '..' and '~' are not allowed in scene files (allow another folder with --allow-path DIR and name it by absolute path)"))
            }
            path = root.path + "/" + name
        }
        let real: String
        switch sandbox.resolve(path) {
        case .success(let found): real = found.path
        case .failure(.outside):
            return .failure(AccessDenied(message: "the image '\(name)' is reached through a symbolic link that leads outside the folders the scene may read; scene files read images under their own folder (allow another folder with --allow-path DIR)"))
        case .failure(let refusal): return .failure(cannotRead(name, path, refusal.description))
        }
        do {
            let file = try sandbox.open(real)
            let header = try PNGHeader(file: file)
            if let problem = header.sizeProblem(maximumSide: RenderLimits.imagePixelSide, maximumPixels: RenderLimits.imagePixels) { return .failure(cannotRead(name, real, problem)) }
        } catch let refusal as FileSandbox.Refusal {
            return .failure(cannotRead(name, real, refusal.description))
        } catch {
            return .failure(cannotRead(name, real, "\(error)"))
        }
        return .success(name.hasPrefix("/") ? real : name)
    }

    /// "cannot read the image 'NAME' (PATH): REASON".
    private func cannotRead(_ name: String, _ path: String, _ reason: String) -> AccessDenied {
        AccessDenied(message: "cannot read the image '\(name)' (\(path)): \(reason)", isUnreadable: true)
    }

    /// Why an image may not be read.
    public struct AccessDenied: Error, Sendable {
        /// The explanation.
        public var message: String
        /// Whether the file may be read but cannot be (missing, a folder, not a PNG, too large),
        /// rather than lying outside what the scene may read: a mistake in the file's data, which
        /// checking goes on past, where a refusal stops it.
        public var isUnreadable = false
    }
}
