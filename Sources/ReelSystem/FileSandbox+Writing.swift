#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where Reel writes and removes files inside a folder it keeps (the golden folder, a report
/// folder): only in real folders below it, never through a symbolic link. The folder itself is
/// the one the user named, link or not; below it, a link where a folder is expected is refused
/// (`Refusal.throughLink`), so a scene folder linked elsewhere can neither receive a golden nor
/// lose one. A file is then replaced by renaming over its name (`AtomicFile`, which refuses a
/// link there too) or removed with `unlink`, which removes a link itself, never what it names.
extension FileSandbox {
    /// The real path of the folder `path`, which lies inside `root`, for writing in: every
    /// folder between `root` and `path` is a real folder (created when `create` and missing),
    /// never a link. `root` is created (as the system resolves it) when missing and `create`.
    /// - Throws: `Refusal`: `.throughLink` naming the link on the way, `.notFolder` when a file
    ///   is there, `.missing` when a folder does not exist and `create` is false, `.outside` when
    ///   `path` is not inside `root`, `.system` when a folder cannot be created.
    public static func folderForWriting(_ path: String, inside root: String, create: Bool) throws(Refusal) -> String {
        let root = normalized(root), target = normalized(path)
        guard contains(root, target) else { throw .outside }
        if create, realPath(root) == nil {
            try createFolders(root)
        }
        guard var real = realPath(root) else { throw .missing }
        var status = stat()
        guard stat(real, &status) == 0 else { throw refusal(errno) }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw .notFolder }
        var written = root
        for component in target.dropFirst(root == "/" ? 1 : root.count + 1).split(separator: "/") {
            written += "/" + component
            let candidate = (real == "/" ? "" : real) + "/" + component
            if lstat(candidate, &status) != 0 {
                guard errno == ENOENT, create else { throw refusal(errno) }
                if mkdir(candidate, 0o777) != 0, errno != EEXIST { throw .system(code: errno) }
                guard lstat(candidate, &status) == 0 else { throw refusal(errno) }
            }
            switch status.st_mode & S_IFMT {
            case S_IFDIR: real = candidate
            case S_IFLNK: throw .throughLink(path: written)
            default: throw .notFolder
            }
        }
        return real
    }

    /// Removes the file `name` from the folder `path` inside `root` (see `folderForWriting`):
    /// a regular file, or a link (the link itself); nothing when there is none.
    /// - Throws: `Refusal` when a folder on the way is a link, or the entry is a folder or
    ///   cannot be removed.
    public static func removeFile(_ name: String, inFolder path: String, inside root: String) throws(Refusal) {
        let folder: String
        do {
            folder = try folderForWriting(path, inside: root, create: false)
        } catch .missing {
            return
        }
        let file = folder + "/" + name
        var status = stat()
        guard lstat(file, &status) == 0 else {
            if errno == ENOENT { return }
            throw refusal(errno)
        }
        if status.st_mode & S_IFMT == S_IFDIR { throw .notRegularFile(kind: "a folder") }
        guard unlink(file) == 0 || errno == ENOENT else { throw .system(code: errno) }
    }

    /// Creates the folder `path` and its missing parents, as the system resolves them.
    private static func createFolders(_ path: String) throws(Refusal) {
        var prefix = ""
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o777) != 0, errno != EEXIST {
                throw errno == ENOTDIR ? .notFolder : .system(code: errno)
            }
        }
    }
}
