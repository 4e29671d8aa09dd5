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
/// lose one. Folders are opened one below the other by descriptor (`WritableFolder`), and files
/// are created, renamed over their names (`AtomicFile`, which refuses a link there too) and
/// removed (`unlinkat`, which removes a link itself, never what it names) relative to the open
/// folder, so no path is resolved twice and a link swapped in after the check is never followed.
extension FileSandbox {
    /// The folder `path`, which lies inside `root`, opened for writing in (`WritableFolder`):
    /// `root` is opened as the system resolves it (created when missing and `create`), then each
    /// folder below it is opened relative to the one above with `O_DIRECTORY | O_NOFOLLOW`
    /// (created with `mkdirat` when missing and `create`), so every folder between `root` and
    /// `path` is a real folder, never a link, and no path is resolved twice: what is written
    /// through the result lands in the folder that was checked, whatever is swapped in later.
    /// - Throws: `Refusal`: `.throughLink` naming the link on the way, `.notFolder` when a file
    ///   is there, `.missing` when a folder does not exist and `create` is false, `.outside` when
    ///   `path` is not inside `root`, `.system` when a folder cannot be created or opened.
    public static func openFolderForWriting(_ path: String, inside root: String, create: Bool) throws(Refusal) -> WritableFolder {
        let root = normalized(root), target = normalized(path)
        guard contains(root, target) else { throw .outside }
        if create, realPath(root) == nil {
            try createFolders(root)
        }
        var descriptor = systemOpenFolder(root)
        guard descriptor >= 0 else { throw errno == ENOTDIR ? .notFolder : refusal(errno) }
        var written = root
        for component in target.dropFirst(root == "/" ? 1 : root.count + 1).split(separator: "/") {
            let name = String(component)
            written += "/" + name
            var next = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0, errno == ENOENT, create {
                if mkdirat(descriptor, name, 0o777) != 0, errno != EEXIST {
                    let code = errno
                    close(descriptor)
                    throw .system(code: code)
                }
                next = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            if next < 0 {
                let code = errno
                // ELOOP or ENOTDIR: say whether a link or a file is there.
                var status = stat()
                let found = fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0
                close(descriptor)
                if found && status.st_mode & S_IFMT == S_IFLNK { throw .throughLink(path: written) }
                if found && status.st_mode & S_IFMT != S_IFDIR { throw .notFolder }
                throw refusal(code)
            }
            close(descriptor)
            descriptor = next
        }
        return WritableFolder(path: target, descriptor: descriptor)
    }

    /// The real path of the folder `path`, which lies inside `root`, for writing in: every
    /// folder between `root` and `path` is a real folder (created when `create` and missing),
    /// never a link (see `openFolderForWriting`, through which Reel writes; this path is for
    /// callers that only need to know where the folder is).
    /// - Throws: `Refusal`, as `openFolderForWriting` does.
    public static func folderForWriting(_ path: String, inside root: String, create: Bool) throws(Refusal) -> String {
        _ = try openFolderForWriting(path, inside: root, create: create)
        let root = normalized(root), target = normalized(path)
        guard let real = realPath(root) else { throw .missing }
        let below = target.dropFirst(root == "/" ? 1 : root.count + 1)
        return below.isEmpty ? real : (real == "/" ? "" : real) + "/" + below
    }

    /// Removes the file `name` from the folder `path` inside `root` (see `openFolderForWriting`):
    /// a regular file, or a link (the link itself); nothing when there is none.
    /// - Throws: `Refusal` when a folder on the way is a link, or the entry is a folder or
    ///   cannot be removed.
    public static func removeFile(_ name: String, inFolder path: String, inside root: String) throws(Refusal) {
        let folder: WritableFolder
        do {
            folder = try openFolderForWriting(path, inside: root, create: false)
        } catch .missing {
            return
        }
        try folder.remove(name)
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

/// Opens the folder `path` as the system resolves it, for `openat` below it.
private func systemOpenFolder(_ path: String) -> Int32 {
    open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
}
