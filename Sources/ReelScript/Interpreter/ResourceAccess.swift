import Foundation

/// Which image files a scene file may read: names relative to the scene's own folder, without
/// `..`, and absolute paths only inside folders allowed with `--allow-path`.
public struct ResourceAccess: Sendable {
    /// The scene file's folder; relative names resolve against it.
    public var root: URL
    /// Folders whose files may be named by absolute path.
    public var allowed: [URL]

    /// Access to `root` and the `allowed` folders.
    public init(root: URL, allowed: [URL] = []) {
        self.root = root.standardizedFileURL
        self.allowed = allowed.map(\.standardizedFileURL)
    }

    /// The name the image store should load for `name`, or a message saying why it may not be read.
    public func check(_ name: String) -> Result<String, AccessDenied> {
        if name.isEmpty { return .failure(AccessDenied(message: "the image name is empty")) }
        if name.hasPrefix("/") {
            let url = URL(fileURLWithPath: name).standardizedFileURL
            if allowed.contains(where: { url.path.hasPrefix($0.path.hasSuffix("/") ? $0.path : $0.path + "/") }) {
                return .success(url.path)
            }
            return .failure(AccessDenied(message: "the image '\(name)' is outside the scene's folder; scene files read images under their own folder (allow another folder with --allow-path DIR)"))
        }
        if name.split(separator: "/").contains("..") || name.hasPrefix("~") {
            return .failure(AccessDenied(message: "the image '\(name)' leaves the scene's folder; '..' and '~' are not allowed in scene files (allow another folder with --allow-path DIR and name it by absolute path)"))
        }
        return .success(root.appendingPathComponent(name).path)
    }

    /// Why an image may not be read.
    public struct AccessDenied: Error, Sendable {
        /// The explanation.
        public var message: String
    }
}
