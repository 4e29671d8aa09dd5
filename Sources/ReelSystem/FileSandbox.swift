#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The folders a file may be read from, and the one way Reel opens a file it reads on a scene's
/// behalf (an image, a scene file): only regular files, never blocking on a FIFO or a device.
///
/// Confined to folders (a scene file's own folder and those allowed with `--allow-path`), a path
/// is resolved the way the kernel resolves it, symbolic links included, one component at a time,
/// and only where it may look: inside the folders, or on the way down to them (their parent
/// folders). A link that leads anywhere else ends the resolution with `.outside` before anything
/// there is examined, so the answer for a path outside never depends on what exists outside (a
/// link to `/` cannot be used to test whether a file exists). The real path found is then opened
/// one folder at a time without following links, so a link swapped in after the check makes the
/// open fail instead of leading out.
///
/// Unconfined (compiled scenes, goldens, frame sequences), a path is opened as the system
/// resolves it, with the same checks on what is opened.
public struct FileSandbox: Hashable, Sendable {
    /// The real paths (no symbolic links, no `.` or `..`) of the folders files may be read in;
    /// nil when files may be read anywhere.
    public let folders: [String]?

    /// Reads anywhere.
    public static let unconfined = FileSandbox(realFolders: nil)

    /// Reads inside `folders` only; each is resolved to its real path first (a folder that does
    /// not exist is kept as written: nothing can be read in it).
    public init(folders: [String]) {
        self.init(realFolders: folders.map(FileSandbox.folderPath))
    }

    /// The real path of the folder `path` (made absolute against the working folder), or the
    /// path with `.` and `..` removed when it does not exist.
    public static func folderPath(_ path: String) -> String {
        realPath(path) ?? normalized(path)
    }

    private init(realFolders: [String]?) { self.folders = realFolders }

    /// Why a file is not opened.
    public enum Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        /// The path, or a link on the way, leads outside the folders.
        case outside
        /// Nothing exists at the path.
        case missing
        /// Something other than a regular file is there: `kind` says what ("a folder", "a FIFO").
        case notRegularFile(kind: String)
        /// A folder was expected and something else is there.
        case notFolder
        /// More than 40 symbolic links on the way (a loop).
        case tooManyLinks
        /// The system refused (permissions, or a link swapped in since the check): `errno`.
        case system(code: Int32)
        /// A file would be written or removed behind the symbolic link at `path` (see
        /// `folderForWriting`).
        case throughLink(path: String)

        /// Why, in words: `no such file`, `it is a FIFO, not a regular file`, ….
        public var description: String {
            switch self {
            case .outside: return "it is outside the folders that may be read"
            case .missing: return "no such file"
            case .notRegularFile(let kind): return "it is \(kind), not a regular file"
            case .notFolder: return "it is not a folder"
            case .tooManyLinks: return "too many symbolic links (a loop?)"
            case .system(let code): return String(cString: strerror(code)).lowercased()
            case .throughLink(let path):
                return "it lies behind the symbolic link \(path); files are written and removed only in real folders, never through links"
            }
        }
    }

    /// The real path of the absolute `path` and the status of what is there (a symbolic link's
    /// target, not the link), resolved within the folders.
    public func resolve(_ path: String) -> Result<(path: String, status: stat), Refusal> {
        guard let folders else {
            var status = stat()
            guard stat(path, &status) == 0 else { return .failure(Self.refusal(errno)) }
            return .success((path, status))
        }
        var pending = Array(path.split(separator: "/", omittingEmptySubsequences: true).reversed())
        var real: [Substring] = []
        var status = stat()
        var links = 0
        // "/" is the parent of every folder, so resolution may always start there.
        guard lstat("/", &status) == 0 else { return .failure(Self.refusal(errno)) }
        while let component = pending.popLast() {
            if component == "." { continue }
            if component == ".." {
                // `real` holds no links, so its parent is the lexical one.
                _ = real.popLast()
                guard lstat("/" + real.joined(separator: "/"), &status) == 0 else { return .failure(Self.refusal(errno)) }
                continue
            }
            let candidate = "/" + (real + [component]).joined(separator: "/")
            guard Self.mayExamine(candidate, folders: folders) else { return .failure(.outside) }
            guard lstat(candidate, &status) == 0 else { return .failure(Self.refusal(errno)) }
            if status.st_mode & S_IFMT == S_IFLNK {
                links += 1
                guard links <= 40, let target = Self.linkTarget(candidate) else {
                    return .failure(links > 40 ? .tooManyLinks : Self.refusal(errno))
                }
                if target.hasPrefix("/") { real = [] }
                pending.append(contentsOf: target.split(separator: "/", omittingEmptySubsequences: true).reversed())
                continue
            }
            if !pending.isEmpty, status.st_mode & S_IFMT != S_IFDIR { return .failure(.missing) }
            real.append(component)
        }
        let resolved = "/" + real.joined(separator: "/")
        guard Self.isInside(resolved, folders: folders) else { return .failure(.outside) }
        return .success((resolved, status))
    }

    /// Opens the regular file at the absolute `path` for reading.
    /// - Throws: `Refusal` saying why not: outside the folders, missing, not a regular file
    ///   (checked before opening, so a FIFO or a device is never opened), or the system's error.
    public func open(_ path: String) throws(Refusal) -> ReadableFile {
        let resolved: (path: String, status: stat)
        switch resolve(path) {
        case .success(let found): resolved = found
        case .failure(let refusal): throw refusal
        }
        if let kind = Self.kind(resolved.status) { throw .notRegularFile(kind: kind) }
        let descriptor = folders == nil ? Self.openFollowing(resolved.path) : Self.openWithoutLinks(resolved.path)
        guard descriptor >= 0 else { throw Self.refusal(errno) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw .system(code: code)
        }
        // What was opened may differ from what was examined if the folder changed in between.
        if let kind = Self.kind(status) {
            close(descriptor)
            throw .notRegularFile(kind: kind)
        }
        return ReadableFile(descriptor: descriptor, status: status)
    }

    /// The names of the entries of the folder at the absolute `path` (resolved as `resolve` does,
    /// so a folder reached through a link that leads outside is refused), sorted by their UTF-8
    /// bytes, without `.` and `..`: the same order on every machine and file system.
    /// - Throws: `Refusal` when the folder is outside, missing, not a folder, or cannot be read.
    public func entries(ofFolder path: String) throws(Refusal) -> [String] {
        let resolved: (path: String, status: stat)
        switch resolve(path) {
        case .success(let found): resolved = found
        case .failure(let refusal): throw refusal
        }
        guard resolved.status.st_mode & S_IFMT == S_IFDIR else { throw .notFolder }
        guard let folder = opendir(resolved.path) else { throw Self.refusal(errno) }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    // MARK: Paths

    /// Whether resolution may examine `path`: it is inside a folder, or a folder is inside it.
    static func mayExamine(_ path: String, folders: [String]) -> Bool {
        folders.contains { folder in
            contains(folder, path) || contains(path, folder)
        }
    }

    /// Whether `path` is one of the folders or inside one.
    static func isInside(_ path: String, folders: [String]) -> Bool {
        folders.contains { contains($0, path) }
    }

    /// Whether `inner` is `outer` or inside it (both normalised absolute paths).
    package static func contains(_ outer: String, _ inner: String) -> Bool {
        outer == "/" || inner == outer || inner.hasPrefix(outer + "/")
    }

    /// `path` made absolute (against the working folder) with `.`, `..` and repeated slashes
    /// removed lexically.
    package static func normalized(_ path: String) -> String {
        var absolute = path
        if !absolute.hasPrefix("/") {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let cwd = getcwd(&buffer, buffer.count) != nil
                ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : "/"
            absolute = cwd + "/" + path
        }
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The real path of `path` (links resolved), or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard !path.isEmpty, let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The target a symbolic link names.
    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    // MARK: Opening

    /// The flags every open uses: read only, never waiting for a writer, never becoming the
    /// process's terminal, closed in child processes.
    private static let readFlags = O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC

    /// Opens `path` as the system resolves it.
    private static func openFollowing(_ path: String) -> Int32 {
        systemOpen(path, readFlags)
    }

    /// Opens the real path `path` one component at a time, following no link: fails with
    /// `ELOOP` or `ENOTDIR` when a component has become a link since it was resolved.
    private static func openWithoutLinks(_ path: String) -> Int32 {
        var directory = systemOpen("/", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else { return -1 }
        let components = path.split(separator: "/")
        for (index, component) in components.enumerated() {
            let last = index == components.count - 1
            let next = openat(directory, String(component),
                              last ? readFlags | O_NOFOLLOW : O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            let code = errno
            close(directory)
            guard next >= 0 else {
                errno = code
                return -1
            }
            if last { return next }
            directory = next
        }
        // The path is "/" itself: a folder, refused by the caller's check.
        return directory
    }

    /// What `status` describes ("a folder", "a FIFO", …), or nil for a regular file.
    package static func kind(_ status: stat) -> String? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "not a file"
        }
    }

    /// The refusal for the system error `code`.
    static func refusal(_ code: Int32) -> Refusal {
        switch code {
        case ENOENT, ENOTDIR: return .missing
        case ELOOP: return .tooManyLinks
        default: return .system(code: code)
        }
    }
}

/// The POSIX `open` call (`FileSandbox.open` hides the unqualified name).
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
    open(path, flags)
}
